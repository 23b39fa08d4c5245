import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { media } from '../../db/schema';
import { containsPattern } from '../../kit/like';
import type { Tx } from '../../kit/tx';
import { foldSearchText } from '../../../src/rules/fold';
import { badInput } from '../errors';

/** Accents, case and đ aside, as the market price search matches (kar_fold, migration 0006). */
export const foldedContains = (column: SQL, keyword: string) =>
  sql`kar_fold(${column}) like ${containsPattern(foldSearchText(keyword))}`;

/**
 * A question bank's search box: the keyword in the text (accent-insensitive), or, when it is a number
 * as an admin types one ('12'), the question of that number too.
 */
export const textOrNumber = (text: PgColumn, no: PgColumn, keyword: string | undefined) =>
  keyword
    ? or(
        foldedContains(sql`${text}`, keyword),
        /^\d{1,6}$/.test(keyword) ? eq(no, Number(keyword)) : undefined,
      )
    : undefined;

/**
 * The uploads a write names must be live files of their kind, checked (and share-locked) inside its
 * transaction. A refusal names the field, and for a list the index of the first bad entry.
 */
export async function checkMedia(
  tx: Tx,
  ids: readonly string[],
  kind: 'image/' | 'video/',
  field: string,
  message: string,
  opts: { single?: boolean } = {},
) {
  if (!ids.length) return;
  const rows = await tx
    .select()
    .from(media)
    .where(inArray(media.id, [...ids]))
    .for('share');
  const ok = new Set(rows.filter((m) => !m.isDeleted && m.mimeType.startsWith(kind)).map((m) => m.id));
  const bad = ids.findIndex((id) => !ok.has(id));
  if (bad >= 0) throw badInput(message, opts.single ? field : `${field}.${String(bad)}`);
}
