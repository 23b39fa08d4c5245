import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { editConflict } from '../graphql/errors';
import type { Tx } from './tx';

/** A table whose rows an edit form saves: addressed by `id`, with the `editVersion` column (columns.ts). */
type Versioned = PgTable & { id: PgColumn; editVersion: PgColumn };

/**
 * The first statement of every edit's transaction (docs/conflicts.md): moves the record's `editVersion`
 * on by one, but only while it is still `expected`, the version the form was loaded at. The conditional
 * UPDATE takes the row's lock, so of two saves sent with the same version the second waits for the
 * first, then finds the version moved and matches nothing: it is refused with EDIT_CONFLICT and the whole
 * transaction (this bump included) rolls back, writing nothing. A caller that sends no version (another
 * client of the schema) is served as before, and its save still moves the version on, so a form loaded
 * before it is refused. No row at all is left to the resolver's own lookup and its not-found message.
 */
export async function claimEdit(
  tx: Tx,
  table: Versioned,
  id: string,
  expected: number | null | undefined,
): Promise<void> {
  const bump = { editVersion: sql`${table.editVersion} + 1` } as PgUpdateSetSource<Versioned>;
  const same = expected == null ? undefined : eq(table.editVersion, expected);
  const moved = await tx
    .update(table)
    .set(bump)
    .where(and(eq(table.id, id), same))
    .returning({ editVersion: table.editVersion });
  if (moved.length > 0 || expected == null) return;
  const [now] = await tx
    .select({ editVersion: table.editVersion })
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (now) throw editConflict(Number(now.editVersion));
}
