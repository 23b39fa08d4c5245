import { auditLogs } from '../db/schema';
import type { Tx } from './tx';

/**
 * What an audit row is about: the singular, snake_case name of the table the write changed
 * (users → 'user', car_purchase_cost_provinces → 'car_purchase_cost_province'). `entity_id` is that
 * row's id. docs/server-kit.md#audit lists them with their verbs.
 */
export const AUDIT_ENTITIES = [
  'user',
  'transfer_request',
  'car_version',
  'service_package',
  'benefit_item',
  'user_service_package',
  'brand',
  'model',
  'body_type',
  'colour',
  'seat',
  'door',
  'driver_type',
  'fuel_economy',
  'fuel_type',
  'payment_item',
  'car_purchase_cost_province',
  'feedback',
  'question_simulation',
  'question_simulation_group',
  'question_theory',
  'traffic_sign',
  'post',
  'review',
  'review_category',
  'review_video',
  'parking',
  'car_buying_need',
  'notification',
  'avatar',
  'banner',
  'contest',
  'car',
  'media',
  'garage',
  'driving_center',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What was done, in lower snake_case; an action name is always `<entity>.<verb>`. */
export type AuditVerb =
  | 'create'
  | 'edit'
  | 'delete'
  | 'update_status'
  | 'deactivate'
  | 'reactivate'
  | 'approve'
  | 'reject'
  | 'suspend'
  | 'restore'
  | 'dismiss_reports'
  | 'undo_approve'
  | 'retry'
  | 'kar_check';

export type AuditAction = `${AuditEntity}.${AuditVerb}`;

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

/** The audit_logs row of one write by `actorId` (the signed-in admin). */
export function auditRow(actorId: string | null, entry: AuditEntry): typeof auditLogs.$inferInsert {
  return {
    adminId: actorId,
    action: auditAction(entry.entity, entry.verb),
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
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
