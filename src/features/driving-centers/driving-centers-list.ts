import { listCounter, listQuery } from '@/components/data-table/list-count';
import {
  listingFilters,
  listingPaging,
  listingSearch,
  type ListingSearch,
} from '@/components/listing/listing-search';
import { adminCenterDriverLisensePaginationQueryOptions } from '@/gql/hooks';

/** The Driving Center list's operation, once: the screen pages it, a pinned view counts it (docs/saved-views.md). */
export const drivingCentersList = listQuery({
  query: (search: ListingSearch, paging) =>
    adminCenterDriverLisensePaginationQueryOptions({ ...listingFilters(search), ...listingPaging(paging) }),
  page: (data) => data.adminCenterDriverLisensePagination,
});

export const drivingCentersCounter = listCounter(drivingCentersList, listingSearch);
