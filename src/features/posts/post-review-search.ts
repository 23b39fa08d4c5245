import { defineListSearch } from '@/components/data-table/list-search';

/** The 'Needs review' queue's URL query: its page only (the queue has one order, oldest first). */
export const postReviewSearch = defineListSearch();
export type PostReviewSearch = ReturnType<typeof postReviewSearch>;
