import { defineListSearch } from '@/components/data-table/list-search';

// Apart from the screens: a route's validateSearch stays in the entry, the screen loads with the route.
/** The Feedbacks URL query (SPEC §2.5, §2.12): page only (adminListFeedBack takes no keyword). */
export const feedbackSearch = defineListSearch();
export type FeedbackSearch = ReturnType<typeof feedbackSearch>;

/** The Phone Message URL query: page and search. */
export const phoneErrorSearch = defineListSearch();
export type PhoneErrorSearch = ReturnType<typeof phoneErrorSearch>;

/** The Reported Posts URL query: page only. */
export const reportPostSearch = defineListSearch();
export type ReportPostSearch = ReturnType<typeof reportPostSearch>;
