import { defineListSearch } from '@/components/data-table/list-search';
import { isUuid } from '@/rules/ids';

// Apart from the screens: the routes' validateSearch stays in the entry, the screens load with the routes.
/** The reviews list URL (SPEC §2.5): page, search and the category filter (a category id). */
export const reviewsSearch = defineListSearch({
  category: (raw: unknown) => (typeof raw === 'string' && isUuid(raw) ? raw : undefined),
});
export type ReviewsSearch = ReturnType<typeof reviewsSearch>;

/** The review categories list URL: page and search. */
export const reviewCategoriesSearch = defineListSearch();
export type ReviewCategoriesSearch = ReturnType<typeof reviewCategoriesSearch>;
