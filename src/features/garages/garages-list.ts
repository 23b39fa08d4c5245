import { listCounter, listQuery } from '@/components/data-table/list-count';
import {
  listingFilters,
  listingPaging,
  listingSearch,
  type ListingSearch,
} from '@/components/listing/listing-search';
import { adminGaragePaginationQueryOptions } from '@/gql/hooks';

/** The Garage & Salon list's operation, once: the screen pages it, a pinned view counts it (docs/saved-views.md). */
export const garagesList = listQuery({
  query: (search: ListingSearch, paging) =>
    adminGaragePaginationQueryOptions({ ...listingFilters(search), ...listingPaging(paging) }),
  page: (data) => data.adminGaragePagination,
});

export const garagesCounter = listCounter(garagesList, listingSearch);
