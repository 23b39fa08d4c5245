import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { likeEscape } from './like';
import type { Tx } from './tx';
import anyAscii from 'any-ascii';
import { slugify as slugifyWith } from '../../src/rules/slug';

/**
 * The slug of the text a reader sees in `name` (src/rules/slug.ts), other scripts transliterated by
 * any-ascii (docs/versions.md says why that package), so a Chinese or Russian name gets a readable slug.
 */
export const slugify = (name: string): string => slugifyWith(name, anyAscii);

/** The slug a name starts from; a name with no letters or digits ('!!!', '日本') still gets one. */
export const slugRoot = (name: string): string => slugify(name) || 'item';

/** `root` if it is free, else the first free root-2, root-3 … */
export function firstFreeSlug(root: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(root)) return root;
  for (let n = 2; ; n++) if (!isTaken(`${root}-${String(n)}`)) return `${root}-${String(n)}`;
}

/**
 * The slug of `name`, unique in `table` (root, then root-2, root-3 …); `exceptId` is the edited row,
 * whose own slug does not count as taken. Call it under a lock on the table's writes, so two saves
 * cannot pick the same suffix.
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
