import { listCounter, listQuery } from '@/components/data-table/list-count';
import { adminGetListReviewsQueryOptions } from '@/gql/hooks';
import { reviewsSearch, type ReviewsSearch } from './reviews-search';

/** The Reviews list's operation, once: the screen pages it, a pinned view counts it (docs/saved-views.md). */
export const reviewsList = listQuery({
  query: ({ search, category }: ReviewsSearch, paging) =>
    adminGetListReviewsQueryOptions({ keyword: search, category, ...paging }),
  page: (data) => data.adminGetListReviews,
});

export const reviewsCounter = listCounter(reviewsList, reviewsSearch);
