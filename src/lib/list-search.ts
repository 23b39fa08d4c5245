import { isRealDay } from '@/rules/dates';

/** The URL fields most lists share (SPEC §2.5): page, search and a creation date range. */
export interface BaseListSearch {
  page?: number;
  search?: string;
  createFrom?: string;
  createTo?: string;
}

const asDay = (v: unknown) => (typeof v === 'string' && isRealDay(v) ? v : undefined);

/**
 * Reads the shared fields of a list's URL query, dropping malformed values rather than breaking the
 * screen. Hand-written rather than zod because route search parsers load with the app's first script.
 */
export function parseBaseListSearch(raw: Record<string, unknown>): BaseListSearch {
  const page = Number(raw.page);
  // The router JSON-parses query values, so ?search=912345 arrives as a number.
  const keyword = typeof raw.search === 'number' ? String(raw.search) : raw.search;
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    search: typeof keyword === 'string' && keyword.trim() ? keyword.trim() : undefined,
    createFrom: asDay(raw.createFrom),
    createTo: asDay(raw.createTo),
  };
}

/** `value` when it is one of `allowed`, else undefined. */
export function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}
