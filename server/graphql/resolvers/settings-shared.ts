import { and, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { slugify } from '../../seed/text';
import { badInput } from '../errors';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type MediaRow = typeof media.$inferSelect;

/**
 * Serialises the writes of one catalogue table for the rest of the transaction, so a duplicate-name
 * check and the slug chosen after it cannot race another admin saving the same name.
 */
export async function lockTable(tx: Tx, table: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settings:${table}`}))`);
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * ASCII slug of a Vietnamese name ('Đỏ đô' → 'do-do'), made unique in its table with -2, -3 … .
 * Call it under lockTable, so two saves cannot pick the same suffix.
 */
export async function uniqueSlug(
  tx: Tx,
  table: PgTable,
  cols: { id: PgColumn; slug: PgColumn },
  name: string,
  exceptId?: string,
): Promise<string> {
  const root = slugRoot(name);
  const rows = await tx
    .select({ slug: sql<string>`${cols.slug}` })
    .from(table)
    .where(
      and(
        or(eq(cols.slug, root), like(cols.slug, `${likeEscape(root)}-%`)),
        exceptId ? ne(cols.id, exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  return firstFreeSlug(root, (slug) => taken.has(slug));
}

/** The slug a name starts from; a name with no letters or digits still gets one. */
export const slugRoot = (name: string): string => slugify(name) || 'item';

/** `root` if it is free, else the first free root-2, root-3 … */
export function firstFreeSlug(root: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(root)) return root;
  for (let n = 2; ; n++) if (!isTaken(`${root}-${String(n)}`)) return `${root}-${String(n)}`;
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

/** The URL a list shows for an image: the small rendition when there is one. */
export const imageUrl = (m: MediaRow | null | undefined) => (m ? (m.filePathSM ?? m.filePathOriginal) : null);

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
