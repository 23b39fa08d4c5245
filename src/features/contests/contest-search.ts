import { defineListSearch } from '@/components/data-table/list-search';

/** The Contest list's URL query (SPEC §2.5): page and search (contestPagination's keyword). */
export const contestSearch = defineListSearch();
export type ContestSearch = ReturnType<typeof contestSearch>;
