import { isRealDay } from '@/rules/dates';

/** What every list keeps in its URL (SPEC §2.5): page and search, plus the list's own filters. */
export interface ListSearch {
  page?: number;
  search?: string;
  /** The order (server/kit/sort.ts): a column's key, `-key` descending. The server refuses an unknown key. */
  sort?: string;
}

/** Reads one URL value; a malformed one becomes undefined rather than breaking the screen. */
export type SearchField<T> = (raw: unknown) => T | undefined;

// The router JSON-parses query values, so ?search=912345 arrives as a number.
const asText = (raw: unknown) => (typeof raw === 'number' ? String(raw) : raw);

/** The kinds of URL value lists filter on. */
export const field = {
  /** Free text, trimmed; empty is absent (SPEC §5: keywords are trimmed). */
  text: (raw: unknown): string | undefined => {
    const v = asText(raw);
    return typeof v === 'string' && v.trim() ? v.trim() : undefined;
  },
  /** A calendar day written YYYY-MM-DD (SPEC §9). */
  day: (raw: unknown): string | undefined => (typeof raw === 'string' && isRealDay(raw) ? raw : undefined),
  /** A sort order: a key, or `-key` for descending. */
  sort: (raw: unknown): string | undefined =>
    typeof raw === 'string' && /^-?[A-Za-z][A-Za-z0-9]*$/.test(raw) ? raw : undefined,
  /** One of a fixed set of values, such as an enum. */
  oneOf:
    <const T extends readonly string[]>(allowed: T): SearchField<T[number]> =>
    (raw) =>
      typeof raw === 'string' && allowed.includes(raw) ? (raw as T[number]) : undefined,
};

type Parsed<F extends Record<string, SearchField<unknown>>> = ListSearch & {
  [K in keyof F]?: Exclude<ReturnType<F[K]>, undefined>;
};

/**
 * A list route's search schema, parsed once by the router (`validateSearch`): page, search and sort always,
 * plus the list's own fields. Hand-written parsers rather than zod, because route search parsers load
 * with the app's first script (docs/bundle.md).
 */
export function defineListSearch<F extends Record<string, SearchField<unknown>>>(
  fields: F = {} as F,
): (raw: Record<string, unknown>) => Parsed<F> {
  return (raw) => {
    const page = Number(raw.page);
    const out: Record<string, unknown> = {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      search: field.text(raw.search),
      sort: field.sort(raw.sort),
    };
    for (const [key, parse] of Object.entries(fields)) out[key] = parse(raw[key]);
    return out as Parsed<F>;
  };
}
