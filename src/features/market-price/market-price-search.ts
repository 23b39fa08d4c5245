import { defineListSearch } from '@/components/data-table/list-search';

// Apart from the screen: the route's validateSearch stays in the entry, the screen loads with the route.
/** The Market Price URL query (SPEC §2.5): page and search only. */
export const marketPriceSearch = defineListSearch();
export type MarketPriceSearch = ReturnType<typeof marketPriceSearch>;
