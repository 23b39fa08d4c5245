import { and, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { auditLogs } from '../db/schema';
import { auditRow, rowSnapshot, writeAudit, type EntityWith } from './audit';
import type { Tx } from './tx';

/** How long a deleted record waits in the Trash before it is deleted for good (docs/trash.md). */
export const TRASH_DAYS = 30;

/** A table whose deleted rows go to the Trash: it has the `trashed()` columns (server/db/tables/columns.ts). */
export type Trashable = PgTable & {
  id: PgColumn;
  deletedAt: PgColumn;
  deletedBy: PgColumn;
  $inferSelect: object;
};

/**
 * The condition every read of a trashable table carries, except the Trash's own: lists, counts, details,
 * pickers, exports, the dashboard, the palette, edits and status changes never see a record in the Trash.
 */
export const notTrashed = (table: { deletedAt: PgColumn }): SQL => isNull(table.deletedAt);

/** The rows in the Trash. */
export const inTrash = (table: { deletedAt: PgColumn }): SQL => isNotNull(table.deletedAt);

/** The rows of `table` trashed before the 30 days of the Trash began (the hourly purge's rows). */
export const trashExpired = (table: { deletedAt: PgColumn }, now: Date = new Date()): SQL =>
  and(inTrash(table), lt(table.deletedAt, new Date(now.getTime() - TRASH_DAYS * 86_400_000))) as SQL;

interface TrashOp<T extends Trashable, V extends 'trash' | 'restore' | 'purge'> {
  table: T;
  entity: EntityWith<V>;
  id: string;
  missing: () => Error;
  /** Refuses the step (throws) for the locked row, e.g. a category still used by reviews. */
  check?: (row: T['$inferSelect']) => Promise<void> | void;
  /** The audit snapshot; the row's own fields by default. */
  snapshot?: (row: T['$inferSelect']) => Promise<Record<string, unknown>> | Record<string, unknown>;
}

async function lockWhere<T extends Trashable>(
  tx: Tx,
  table: T,
  id: string,
  state: SQL,
  missing: () => Error,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), state))
    .for('update');
  if (!row) throw missing();
  return row as T['$inferSelect'];
}

async function setTrashed<T extends Trashable>(tx: Tx, table: T, id: string, by: string | null) {
  const values = {
    ...(by === null ? { deletedAt: null, deletedBy: null } : { deletedAt: sql`now()`, deletedBy: by }),
    // Kept as it is (drizzle's $onUpdate would move it): a restored record is the record as it was.
    ...('updatedAt' in table ? { updatedAt: sql`${table.updatedAt as PgColumn}` } : {}),
  };
  // The builder, not raw SQL, so the column names go through the schema's casing (deletedAt → deleted_at).
  await tx
    .update(table)
    .set(values as PgUpdateSetSource<T>)
    .where(eq(table.id, id));
}

/**
 * What an admin's delete does to a trashable record: the row stays, with `deleted_at`/`deleted_by` set, and
 * one audit row `<entity>.trash` (the row as `before`), inside the caller's transaction. Everything linked
 * to it (photos, hours, prices, categories, models) stays where it is, so a restore gives it back exactly.
 * A record already in the Trash is `missing()`, as for a read.
 */
export async function trashAudited<T extends Trashable>(
  tx: Tx,
  adminId: string,
  o: TrashOp<T, 'trash'>,
): Promise<true> {
  const row = await lockWhere(tx, o.table, o.id, notTrashed(o.table), o.missing);
  await o.check?.(row);
  const before = o.snapshot ? await o.snapshot(row) : rowSnapshot(row);
  await setTrashed(tx, o.table, o.id, adminId);
  await writeAudit(tx, adminId, { entity: o.entity, verb: 'trash', entityId: o.id, before });
  return true;
}

/** Takes a record out of the Trash, as it was (`<entity>.restore`, the row as `after`). */
export async function restoreAudited<T extends Trashable>(
  tx: Tx,
  adminId: string,
  o: TrashOp<T, 'restore'>,
): Promise<true> {
  const row = await lockWhere(tx, o.table, o.id, inTrash(o.table), o.missing);
  await o.check?.(row);
  await setTrashed(tx, o.table, o.id, null);
  const after = o.snapshot ? await o.snapshot(row) : rowSnapshot(row);
  await writeAudit(tx, adminId, { entity: o.entity, verb: 'restore', entityId: o.id, after });
  return true;
}

/**
 * Deletes a record in the Trash for good (`<entity>.purge`, the row as `before`): by an admin, or with no
 * actor by the hourly purge of what has been there 30 days. Rows linked by foreign key (a parking's hours
 * and prices) go with it as a delete always took them.
 */
export async function purgeAudited<T extends Trashable>(
  tx: Tx,
  actorId: string | null,
  o: TrashOp<T, 'purge'>,
): Promise<true> {
  const row = await lockWhere(tx, o.table, o.id, inTrash(o.table), o.missing);
  await o.check?.(row);
  // Taken before the delete: a snapshot may read rows the delete cascades to.
  const before = o.snapshot ? await o.snapshot(row) : rowSnapshot(row);
  await tx.delete(o.table).where(eq(o.table.id, o.id));
  // The row itself rather than writeAudit, which needs an admin: the hourly purge has no actor.
  await tx
    .insert(auditLogs)
    .values(auditRow(actorId, { entity: o.entity, verb: 'purge', entityId: o.id, before }));
  return true;
}
