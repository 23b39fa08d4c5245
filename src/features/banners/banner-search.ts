import { defineListSearch } from '@/components/data-table/list-search';

/** SPEC §2.17: page and search live in the URL of every banner route (the list stays beside the form). */
export const bannerSearch = defineListSearch();
export type BannerSearch = ReturnType<typeof bannerSearch>;
