import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { EntityWith } from '../../kit/audit';
import { claimEdit } from '../../kit/edit-version';
import type { Tx } from '../../kit/tx';
import { conflict, notFound } from '../errors';
import { auditSave, lockTable } from './settings-shared';

type OptionTable = PgTable & { id: PgColumn; editVersion: PgColumn };

/** The row an update edits, and the version its form was loaded at (absent: served as before). */
export interface OptionEdit {
  id: string;
  editVersion?: number | null;
}

export interface OptionSave<T extends OptionTable> {
  table: T;
  /** Names the advisory lock that serialises this table's saves. */
  lock: string;
  /** 'Seat option': the not-found message's subject. */
  what: string;
  entity: EntityWith<'create' | 'edit'>;
  /** The edited row and its form's version; absent on a create. */
  edit: OptionEdit | undefined;
  /** Which other rows this one would duplicate (the edited row itself never counts). */
  twin: SQL;
  duplicate: string;
  /** The values to store, knowing the row as it was (a slug is kept when the name did not change). */
  values(tx: Tx, current: T['$inferSelect'] | null): T['$inferInsert'] | Promise<T['$inferInsert']>;
}

/**
 * Create or edit one catalogue row: under the table's lock, the edited row is claimed at the version its
 * form was loaded at (docs/conflicts.md) and locked, a duplicate is refused, the row is written and its
 * audit row with it, all in one transaction.
 */
export function saveOption<T extends OptionTable>(
  db: Db,
  adminId: string,
  o: OptionSave<T>,
): Promise<T['$inferSelect']> {
  // drizzle cannot type a select/insert over a table chosen by a type parameter; the row types are
  // restored from T at the edges.
  const table = o.table as PgTable;
  const id = o.edit?.id;
  return db.transaction(async (tx) => {
    await lockTable(tx, o.lock);
    // First after the table's lock, so every save of the table takes its locks in one order (the table's,
    // then the row's, which the claim takes); a refused claim rolls everything back.
    if (o.edit) await claimEdit(tx, o.table, o.edit.id, o.edit.editVersion);
    const [current] = id
      ? ((await tx.select().from(table).where(eq(o.table.id, id)).for('update')) as T['$inferSelect'][])
      : [null];
    if (id && !current) throw notFound(o.what);
    const [twin] = await tx
      .select({ id: o.table.id })
      .from(table)
      .where(and(o.twin, id ? ne(o.table.id, id) : undefined))
      .limit(1);
    if (twin) throw conflict(o.duplicate);
    const values = await o.values(tx, current ?? null);
    const [row] = (
      current && id
        ? await tx.update(table).set(values).where(eq(o.table.id, id)).returning()
        : await tx.insert(table).values(values).returning()
    ) as (T['$inferSelect'] & { id: string })[];
    if (!row) throw notFound(o.what);
    await auditSave(tx, adminId, o.entity, current as { id: string } | null | undefined, row);
    return row;
  });
}
