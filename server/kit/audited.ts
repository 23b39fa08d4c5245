import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { rowSnapshot, writeAudit, type EntityWith } from './audit';
import type { Tx } from './tx';

/** A table whose rows an admin addresses by `id`. */
type Keyed = PgTable & { id: PgColumn; $inferSelect: object };
/** A table with the active switch most listings have. */
type Switchable = Keyed & { isActive: PgColumn };

/**
 * The row `id` of `table`, locked for the rest of the transaction, or `missing()` thrown. The lock is what
 * makes a check on the row (in use? the default one?) still true when the write that follows commits.
 */
export async function lockRow<T extends Keyed>(
  tx: Tx,
  table: T,
  id: string,
  missing: () => Error,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw missing();
  return row as T['$inferSelect'];
}

export interface DeleteAudited<T extends Keyed> {
  table: T;
  entity: EntityWith<'delete'>;
  id: string;
  missing: () => Error;
  /** Refuses the delete (throws) when the locked row may not go, e.g. while something uses it. */
  check?: (row: T['$inferSelect']) => Promise<void> | void;
  /** The audit `before`; the row's own fields by default. */
  snapshot?: (row: T['$inferSelect']) => Promise<Record<string, unknown>> | Record<string, unknown>;
}

/** A hard delete with its audit row (`<entity>.delete`, the row as `before`), inside the caller's transaction. */
export async function deleteAudited<T extends Keyed>(
  tx: Tx,
  adminId: string,
  o: DeleteAudited<T>,
): Promise<true> {
  const current = await lockRow(tx, o.table, o.id, o.missing);
  await o.check?.(current);
  // Taken before the delete: a snapshot may read rows the delete cascades to.
  const before = o.snapshot ? await o.snapshot(current) : rowSnapshot(current);
  await tx.delete(o.table).where(eq(o.table.id, o.id));
  await writeAudit(tx, adminId, { entity: o.entity, verb: 'delete', entityId: o.id, before });
  return true;
}

export interface SetActiveAudited<T extends Switchable> {
  table: T;
  entity: EntityWith<'update_status'>;
  id: string;
  active: boolean;
  missing: () => Error;
  /** Also moves `updated_at`, for tables that have one. */
  touchUpdatedAt?: boolean;
}

/**
 * Sets the active switch with its audit row (`<entity>.update_status`, `{ isActive }` before and after),
 * inside the caller's transaction. Setting it to what it already is writes nothing and no audit row
 * (docs/server-kit.md: a write that changes nothing writes no row). Answers whether it changed.
 */
export async function setActiveAudited<T extends Switchable>(
  tx: Tx,
  adminId: string,
  o: SetActiveAudited<T>,
): Promise<boolean> {
  // A record in the Trash (docs/trash.md) is not found, as for every read but the Trash's.
  const trashed = 'deletedAt' in o.table ? (o.table.deletedAt as PgColumn) : undefined;
  const [row] = await tx
    .select({ isActive: o.table.isActive })
    .from(o.table as PgTable)
    .where(and(eq(o.table.id, o.id), trashed ? isNull(trashed) : undefined))
    .for('update');
  if (!row) throw o.missing();
  const was = row.isActive === true;
  if (was === o.active) return false;
  // The builder, not raw SQL, so the column names go through the schema's casing (isActive → is_active).
  const values = { isActive: o.active, ...(o.touchUpdatedAt ? { updatedAt: sql`now()` } : {}) };
  await tx
    .update(o.table)
    .set(values as PgUpdateSetSource<T>)
    .where(eq(o.table.id, o.id));
  await writeAudit(tx, adminId, {
    entity: o.entity,
    verb: 'update_status',
    entityId: o.id,
    before: { isActive: was },
    after: { isActive: o.active },
  });
  return true;
}
