import { defineListSearch } from '@/components/data-table/list-search';

/** The Avatar list's URL query (SPEC §2.5): page and search. */
export const avatarSearch = defineListSearch();
export type AvatarSearch = ReturnType<typeof avatarSearch>;
