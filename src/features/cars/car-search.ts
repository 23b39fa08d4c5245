import { defineListSearch } from '@/components/data-table/list-search';

/** The Car List's URL query (SPEC §2.5): page and search. */
export const carSearch = defineListSearch();
export type CarSearch = ReturnType<typeof carSearch>;
