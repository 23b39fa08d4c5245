import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { badInput } from '../graphql/errors';

/** What a list may be ordered by: each key the API accepts, and the column (or expression) it reads. */
export type SortColumns<K extends string> = Record<K, AnyColumn | SQL>;

/** One parsed `sort` argument: `createdAt` ascending, `-createdAt` descending. */
export interface SortChoice<K extends string> {
  key: K;
  descending: boolean;
}

/**
 * A list's sort keys, declared once beside its resolver. `sort` reads the `sort` argument of its root
 * field and answers the ORDER BY: the key's column in the direction asked, then `tie` (the primary key)
 * in the same direction, so rows with equal values keep one order from page to page and one index on
 * `(column, id)` serves both directions. No `sort` answers `fallback`, the list's order before sorting
 * existed. An unknown key is refused in the admin's words: 'Cannot sort by x'.
 */
export function listSort<K extends string>(columns: SortColumns<K>, tie: AnyColumn) {
  const keys = Object.keys(columns) as K[];
  const parse = (sort: string | null | undefined): SortChoice<K> | undefined => {
    const raw = sort?.trim();
    if (!raw) return undefined;
    const descending = raw.startsWith('-');
    const key = descending ? raw.slice(1) : raw;
    if (!(keys as string[]).includes(key)) throw badInput(`Cannot sort by ${key}`, 'sort');
    return { key: key as K, descending };
  };
  const orderOf = (choice: SortChoice<K>): SQL[] => {
    const by = choice.descending ? desc : asc;
    return [by(columns[choice.key]), by(tie)];
  };
  return {
    keys,
    parse,
    orderOf,
    /** The ORDER BY for the `sort` argument, or `fallback` when none was sent. */
    orderBy: (sort: string | null | undefined, fallback: SQL[]): SQL[] => {
      const choice = parse(sort);
      return choice ? orderOf(choice) : fallback;
    },
  };
}
