import { defineListSearch } from '@/components/data-table/list-search';

// Apart from the screen: the route's validateSearch stays in the entry, the screen loads with the route.
/** The review videos list URL (SPEC §2.5): page and search. */
export const reviewVideosSearch = defineListSearch();
export type ReviewVideosSearch = ReturnType<typeof reviewVideosSearch>;
