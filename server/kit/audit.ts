import { AsyncLocalStorage } from 'node:async_hooks';
import { auditLogs } from '../db/schema';
import type { Db } from '../db/client';
import type { Tx } from './tx';

/**
 * Every action the server writes, in words. The keys are what an audit row is about: the singular,
 * snake_case name of the table the write changed (users → 'user', car_purchase_cost_provinces →
 * 'car_purchase_cost_province'; `entity_id` is that row's id). `verbs` are what is done to it: each action
 * is `<entity>.<verb>` and reads `<noun> <verb in words>` ('user.deactivate' → 'Member deactivated')
 * wherever audit rows are shown. tests/unit/audit-words.test.ts reads every audit entry the server builds
 * and fails on an action missing here, and on one listed here that nothing writes.
 * docs/server-kit.md#audit lists them by area.
 */
/**
 * A trashable record's delete, restore and delete for good (docs/trash.md); `delete` stays listed for the
 * rows written before the Trash, which read as they did.
 */
const TRASH_VERBS = ['trash', 'restore', 'purge'] as const;

const AUDITED = {
  user: { noun: 'Member', verbs: ['create', 'edit', 'deactivate', 'reactivate'] },
  // approve_first: the first of the two approvals a large request needs (docs/money.md#two-approvals).
  transfer_request: { noun: 'Transfer request', verbs: ['approve', 'approve_first', 'reject'] },
  // Server-wide settings kept in app_settings (the two-approval threshold); entity_id is the key.
  app_setting: { noun: 'Setting', verbs: ['edit'] },
  car_version: { noun: 'Car version', verbs: ['create', 'edit', 'delete', 'update_status'] },
  service_package: { noun: 'Service package', verbs: ['create', 'edit', 'delete', 'update_status'] },
  benefit_item: { noun: 'Benefit package', verbs: ['create', 'edit', 'delete', 'update_status'] },
  user_service_package: { noun: 'User service package', verbs: ['create', 'edit'] },
  brand: { noun: 'Brand', verbs: ['create', 'edit', 'delete', 'update_status'] },
  model: { noun: 'Model', verbs: ['create', 'edit', 'delete', 'update_status'] },
  body_type: { noun: 'Body type', verbs: ['create', 'edit', 'delete', 'update_status'] },
  colour: { noun: 'Colour', verbs: ['create', 'edit', 'delete', 'update_status'] },
  seat: { noun: 'Seat', verbs: ['create', 'edit', 'delete', 'update_status'] },
  door: { noun: 'Door', verbs: ['create', 'edit', 'delete', 'update_status'] },
  driver_type: { noun: 'Driver type', verbs: ['create', 'edit', 'delete', 'update_status'] },
  fuel_economy: { noun: 'Fuel economy', verbs: ['create', 'edit', 'delete', 'update_status'] },
  fuel_type: { noun: 'Fuel type', verbs: ['create', 'edit', 'delete', 'update_status'] },
  payment_item: { noun: 'Payment item', verbs: ['create', 'edit', 'delete', 'update_status'] },
  car_purchase_cost_province: {
    noun: 'Registration location',
    verbs: ['create', 'edit', 'delete', 'update_status'],
  },
  feedback: { noun: 'Feedback', verbs: ['delete'] },
  question_simulation: { noun: 'Simulation question', verbs: ['create', 'edit', 'delete'] },
  question_simulation_group: { noun: 'Simulation question group', verbs: ['create', 'edit', 'delete'] },
  question_theory: { noun: 'Theory question', verbs: ['create', 'edit', 'delete'] },
  traffic_sign: { noun: 'Traffic sign', verbs: ['create', 'edit', 'delete'] },
  post: {
    noun: 'Post',
    verbs: ['create', 'edit', 'approve', 'reject', 'suspend', 'restore', 'dismiss_reports', 'undo_approve'],
  },
  review: { noun: 'Review', verbs: ['create', 'edit', 'delete', 'update_status', ...TRASH_VERBS] },
  review_category: {
    noun: 'Review category',
    verbs: ['create', 'edit', 'delete', 'update_status', ...TRASH_VERBS],
  },
  review_video: { noun: 'Review video', verbs: ['create', 'edit', 'delete', ...TRASH_VERBS] },
  parking: { noun: 'Parking', verbs: ['create', 'edit', 'delete', ...TRASH_VERBS] },
  car_buying_need: { noun: 'Buying demand', verbs: ['create', 'edit', 'delete', 'update_status'] },
  notification: { noun: 'Notification', verbs: ['create', 'retry'] },
  avatar: { noun: 'Avatar', verbs: ['create', 'edit', 'delete'] },
  banner: { noun: 'Banner', verbs: ['create', 'edit', 'delete', 'update_status', ...TRASH_VERBS] },
  contest: { noun: 'Contest', verbs: ['create', 'edit'] },
  car: { noun: 'Car', verbs: ['create', 'edit', 'delete'] },
  media: { noun: 'Media file', verbs: ['delete'] },
  garage: {
    noun: 'Garage',
    verbs: ['create', 'edit', 'delete', 'kar_check', 'approve', 'reject', 'update_status', ...TRASH_VERBS],
  },
  driving_center: {
    noun: 'Driving centre',
    verbs: ['create', 'edit', 'delete', 'update_status', ...TRASH_VERBS],
  },
  // An admin account (table admins), named as the Staff screen names it (docs/staff.md).
  staff: {
    noun: 'Staff member',
    verbs: [
      'invite',
      'accept_invite',
      'change_role',
      'deactivate',
      'reactivate',
      'change_password',
      'request_reset',
      'reset_password',
    ],
  },
  role: { noun: 'Role', verbs: ['create', 'edit', 'delete'] },
  // Sign-in and its security events (issue 27 §4; docs/security.md). The entity id is the admin's.
  admin: {
    noun: 'Admin',
    verbs: [
      'sign_in',
      'sign_in_fail',
      'sign_out',
      'two_factor_start',
      'two_factor_on',
      'two_factor_off',
      'recovery_code_use',
      'throttle_ceiling',
      'permission_refuse',
    ],
  },
  // One row of admin_sessions (the entity id is the session's): ended by whom, a reused refresh token,
  // a proof of identity for step-up.
  admin_session: { noun: 'Session', verbs: ['end', 'refresh_reuse', 'confirm_identity'] },
  // An admin's own arrangement of a list (docs/saved-views.md): a saved view, and their columns of a list
  // (entity id: the list's path).
  saved_view: { noun: 'Saved view', verbs: ['create', 'edit', 'delete', 'pin', 'unpin'] },
  list_column_pref: { noun: 'List columns', verbs: ['edit', 'delete'] },
} as const satisfies Record<string, { noun: string; verbs: readonly AuditVerb[] }>;

/** What was done, in lower snake_case (the keys), and how it reads after the noun. */
const VERB_WORDS = {
  create: 'created',
  edit: 'edited',
  delete: 'deleted',
  // An active switch, or a garage's Active → Pending: the History's Status column shows which way.
  update_status: 'status changed',
  deactivate: 'deactivated',
  reactivate: 'reactivated',
  approve: 'approved',
  approve_first: 'given its first of two approvals',
  reject: 'rejected',
  suspend: 'suspended',
  restore: 'restored',
  trash: 'moved to the Trash',
  purge: 'deleted for good',
  dismiss_reports: 'reports dismissed',
  undo_approve: 'approval undone',
  retry: 'deliveries retried',
  kar_check: 'Kar Check changed',
  invite: 'invited',
  accept_invite: 'accepted the invitation',
  change_role: 'role changed',
  change_password: 'password changed',
  request_reset: 'password reset link sent',
  reset_password: 'password reset',
  sign_in: 'signed in',
  sign_in_fail: 'sign-in failed',
  sign_out: 'signed out',
  two_factor_start: 'started setting up two-step sign-in',
  two_factor_on: 'turned two-step sign-in on',
  two_factor_off: 'turned two-step sign-in off',
  recovery_code_use: 'used a recovery code',
  throttle_ceiling: 'sign-in attempts reached the ceiling',
  permission_refuse: 'refused for lack of permission',
  end: 'ended',
  refresh_reuse: 'ended: its refresh token was used twice',
  confirm_identity: 'identity confirmed',
  pin: 'pinned to the side menu',
  unpin: 'unpinned from the side menu',
} as const;
export type AuditVerb = keyof typeof VERB_WORDS;

type Audited = typeof AUDITED;
export type AuditEntity = keyof Audited;
export const AUDIT_ENTITIES = Object.keys(AUDITED) as AuditEntity[];

export type AuditAction = `${AuditEntity}.${AuditVerb}`;
/** An action the server writes: an entity with one of its own verbs. */
export type WrittenAction = { [E in AuditEntity]: `${E}.${Audited[E]['verbs'][number]}` }[AuditEntity];

/**
 * The entities that have every verb of `V`: what a helper writing `V` for its caller's entity (a delete,
 * an active switch, a catalogue save) takes, so it cannot be handed an entity whose action has no words.
 */
export type EntityWith<V extends AuditVerb> = {
  [E in AuditEntity]: [`${E}.${V}`] extends [WrittenAction] ? E : never;
}[AuditEntity];

/** Each written action and its words ('user.deactivate' → 'Member deactivated'). */
export const AUDIT_ACTION_WORDS = Object.fromEntries(
  AUDIT_ENTITIES.flatMap((entity) => {
    const { noun, verbs }: { noun: string; verbs: readonly AuditVerb[] } = AUDITED[entity];
    return verbs.map((verb) => [`${entity}.${verb}`, `${noun} ${VERB_WORDS[verb]}`]);
  }),
) as Readonly<Record<WrittenAction, string>>;

/** An audit row's action in words; a row written under a name nothing writes any more keeps its key. */
export function auditWords(action: string): string {
  const words: Readonly<Record<string, string>> = AUDIT_ACTION_WORDS;
  return (Object.hasOwn(words, action) ? words[action] : undefined) ?? action;
}

/** An entity type in words ('user' → 'Member'); one nothing writes any more keeps its key. */
export function auditNoun(entity: string): string {
  return (AUDIT_ENTITIES as readonly string[]).includes(entity)
    ? AUDITED[entity as AuditEntity].noun
    : entity;
}

/** JSON snapshots: only what an admin could change, never secrets (no password hashes). */
type Snapshot = Record<string, unknown>;

export interface AuditEntry {
  entity: AuditEntity;
  verb: AuditVerb;
  /** Null only for an event about no record (a failed sign-in with an email nobody holds). */
  entityId: string | null;
  /** The row before the write; left out on a create. */
  before?: Snapshot | null;
  /** The row after the write; left out on a delete. */
  after?: Snapshot | null;
}

/**
 * A stored row as an audit snapshot: its own fields, without the id (the row's entity_id) and the
 * timestamps every write moves, and the Trash's columns. Not for rows holding secrets (members have their own snapshot).
 */
export function rowSnapshot(row: object): Snapshot {
  // The Trash's columns too (docs/trash.md): the row's action (trash, restore) and time say them. And the
  // copies kept for sorting (users.balance_sort, posts.brand_sort): the records they copy are audited.
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    deletedAt: _deletedAt,
    deletedBy: _deletedBy,
    balanceSort: _balanceSort,
    brandSort: _brandSort,
    ...fields
  } = row as Snapshot;
  return fields;
}

export const auditAction = (entity: AuditEntity, verb: AuditVerb): AuditAction => `${entity}.${verb}`;

/**
 * Where the write came from, for the rows it writes: set around each /graphql request (and REST upload) by
 * the HTTP layer, so no resolver passes the address along. Jobs and the seed run outside one: no address.
 */
const requestSource = new AsyncLocalStorage<{ ip: string }>();

/** Runs `work` with `ip` recorded on every audit row it writes. */
export function withAuditSource<T>(ip: string, work: () => T): T {
  return requestSource.run({ ip }, work);
}

/** The audit_logs row of one write by `actorId` (the signed-in admin). */
export function auditRow(actorId: string | null, entry: AuditEntry): typeof auditLogs.$inferInsert {
  return {
    adminId: actorId,
    action: auditAction(entry.entity, entry.verb),
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: requestSource.getStore()?.ip ?? null,
  };
}

/**
 * Writes the audit row of one write, in the write's own transaction: the change and its record commit
 * or roll back together.
 */
export async function writeAudit(tx: Tx, actorId: string, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values(auditRow(actorId, entry));
}

/**
 * A security event's row (issue 27 §4: sign-in, failed sign-in, sessions ended, refusals), which is a write
 * of its own, or joins `db`'s transaction when given one. The actor is null when nobody is signed in (a
 * failed sign-in) or the system acted (a session ended for idleness).
 */
export async function writeSecurityAudit(
  db: Db | Tx,
  actorId: string | null,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLogs).values(auditRow(actorId, entry));
}

/** One row per written record of a bulk write, in one statement. */
export async function writeAudits(tx: Tx, actorId: string, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLogs).values(entries.map((e) => auditRow(actorId, e)));
}
