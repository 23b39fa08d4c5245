import { AsyncLocalStorage } from 'node:async_hooks';
import { auditLogs } from '../db/schema';
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
const AUDITED = {
  user: { noun: 'Member', verbs: ['create', 'edit', 'deactivate', 'reactivate'] },
  transfer_request: { noun: 'Transfer request', verbs: ['approve', 'reject'] },
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
  review: { noun: 'Review', verbs: ['create', 'edit', 'delete', 'update_status'] },
  review_category: { noun: 'Review category', verbs: ['create', 'edit', 'delete', 'update_status'] },
  review_video: { noun: 'Review video', verbs: ['create', 'edit', 'delete'] },
  parking: { noun: 'Parking', verbs: ['create', 'edit', 'delete'] },
  car_buying_need: { noun: 'Buying demand', verbs: ['create', 'edit', 'delete', 'update_status'] },
  notification: { noun: 'Notification', verbs: ['create', 'retry'] },
  avatar: { noun: 'Avatar', verbs: ['create', 'edit', 'delete'] },
  banner: { noun: 'Banner', verbs: ['create', 'edit', 'delete', 'update_status'] },
  contest: { noun: 'Contest', verbs: ['create', 'edit'] },
  car: { noun: 'Car', verbs: ['create', 'edit', 'delete'] },
  media: { noun: 'Media file', verbs: ['delete'] },
  garage: {
    noun: 'Garage',
    verbs: ['create', 'edit', 'delete', 'kar_check', 'approve', 'reject', 'update_status'],
  },
  driving_center: { noun: 'Driving centre', verbs: ['create', 'edit', 'delete', 'update_status'] },
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
  reject: 'rejected',
  suspend: 'suspended',
  restore: 'restored',
  dismiss_reports: 'reports dismissed',
  undo_approve: 'approval undone',
  retry: 'deliveries retried',
  kar_check: 'Kar Check changed',
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
  entityId: string;
  /** The row before the write; left out on a create. */
  before?: Snapshot | null;
  /** The row after the write; left out on a delete. */
  after?: Snapshot | null;
}

/**
 * A stored row as an audit snapshot: its own fields, without the id (the row's entity_id) and the
 * timestamps every write moves. Not for rows holding secrets (members have their own snapshot).
 */
export function rowSnapshot(row: object): Snapshot {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row as Snapshot;
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

/** One row per written record of a bulk write, in one statement. */
export async function writeAudits(tx: Tx, actorId: string, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLogs).values(entries.map((e) => auditRow(actorId, e)));
}
