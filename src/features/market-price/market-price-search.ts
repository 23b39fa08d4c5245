import { parseBaseListSearch, type BaseListSearch } from '@/lib/list-search';

/** The Market Price URL query (SPEC §2.5): page and search only. */
export type MarketPriceSearch = Pick<BaseListSearch, 'page' | 'search'>;

export function parseMarketPriceSearch(raw: Record<string, unknown>): MarketPriceSearch {
  const { page, search } = parseBaseListSearch(raw);
  return { page, search };
}
