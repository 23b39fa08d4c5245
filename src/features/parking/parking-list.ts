import { listCounter, listQuery } from '@/components/data-table/list-count';
import type { DayRange } from '@/components/data-table/date-range-filter';
import type { Paging } from '@/components/data-table/use-list';
import { listingPaging } from '@/components/listing/listing-search';
import { adminParkingPaginationQueryOptions } from '@/gql/hooks';
import { parkingListSchema, vietnamDayEnd, vietnamDayStart } from '@/rules/parking';
import { parkingSearch, type ParkingSearch } from './parking-search';

/** The range the server's rule would refuse (a day not real, 'to' before 'from'), said under the range. */
export const parkingDateRule = (range: DayRange) => {
  if (range.createFrom && range.createTo && range.createTo < range.createFrom) {
    return 'The end date cannot be before the start date';
  }
  const check = parkingListSchema.safeParse(range);
  return check.success ? undefined : check.error.issues[0]?.message;
};

/**
 * SPEC §7 adminParkingPagination: sort nearest, the keyword trimmed, the creation days sent as the start
 * and the end of the day (Viet Nam time), and never answered from the cache.
 */
export function parkingVariables(search: ParkingSearch, paging: Paging) {
  const broken = parkingDateRule({ createFrom: search.createFrom, createTo: search.createTo });
  return {
    sort: 'NEAREST' as const,
    keyword: search.search?.trim() || undefined,
    createFrom: !broken && search.createFrom ? vietnamDayStart(search.createFrom) : undefined,
    createTo: !broken && search.createTo ? vietnamDayEnd(search.createTo) : undefined,
    ...listingPaging(paging),
  };
}

/** The Parking list's operation, once: the screen pages it, a pinned view counts it (docs/saved-views.md). */
export const parkingList = listQuery({
  query: (search: ParkingSearch, paging) => ({
    ...adminParkingPaginationQueryOptions(parkingVariables(search, paging)),
    // SPEC §7: no cache; every visit asks the server again.
    staleTime: 0,
    gcTime: 0,
  }),
  page: (data) => data.adminParkingPagination,
});

export const parkingCounter = listCounter(parkingList, parkingSearch);
