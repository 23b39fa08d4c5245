import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { rowSnapshot, writeAudit, type EntityWith } from '../../kit/audit';
import type { MediaRow } from '../../kit/media-url';
import type { Tx } from '../../kit/tx';
import { badInput } from '../errors';

/**
 * Serialises the writes of one catalogue table for the rest of the transaction, so a duplicate-name
 * check and the slug chosen after it cannot race another admin saving the same name.
 */
export async function lockTable(tx: Tx, table: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settings:${table}`}))`);
}

/** The audit row of a catalogue save: a create when there was no row before, else an edit of it. */
export function auditSave(
  tx: Tx,
  adminId: string,
  entity: EntityWith<'create' | 'edit'>,
  before: { id: string } | null | undefined,
  after: { id: string },
) {
  return writeAudit(tx, adminId, {
    entity,
    verb: before ? 'edit' : 'create',
    entityId: after.id,
    before: before ? rowSnapshot(before) : null,
    after: rowSnapshot(after),
  });
}

/** Case-insensitive name match (accents stay significant: 'Đỏ' and 'Do' are different words). */
export const sameName = (col: PgColumn, name: string): SQL => sql`lower(${col}) = lower(${name.trim()})`;

/** An uploaded, not deleted image (icons and version pictures); refused otherwise, naming the field. */
export async function requireImage(tx: Tx, mediaId: string, field: string, message: string) {
  const [row] = await tx.select().from(media).where(eq(media.id, mediaId)).limit(1);
  if (!row || row.isDeleted || !row.mimeType.startsWith('image/')) throw badInput(message, field);
  return row;
}

export const mediaById = async (tx: Db, ids: (string | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map<string, MediaRow>();
  const rows = await tx.select().from(media).where(inArray(media.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
};

/** Whether the client selected `field` directly on this resolver's result (fragments included). */
export function selects(info: GraphQLResolveInfo, field: string): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((s) => {
      if (s.kind === 'Field') return s.name.value === field;
      if (s.kind === 'InlineFragment') return visit(s.selectionSet);
      return visit(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

/** Joins 'a', 'b' and 'c' the way the conflict messages read. */
export function listWords(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
