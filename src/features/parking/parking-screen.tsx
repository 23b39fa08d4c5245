import { useMemo } from 'react';
import type { DayRange } from '@/components/data-table/date-range-filter';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps, type Paging } from '@/components/data-table/use-list';
import { listingPaging } from '@/components/listing/listing-search';
import { adminParkingPaginationQueryOptions } from '@/gql/hooks';
import { parkingListSchema, vietnamDayEnd, vietnamDayStart } from '@/rules/parking';
import { useDeleteParking } from './parking-actions';
import { parkingColumns, readParkingRow } from './parking-columns';
import type { ParkingSearch } from './parking-search';

/** The range the server's rule would refuse (a day not real, 'to' before 'from'), said under the range. */
const dateRule = (range: DayRange) => {
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
  const broken = dateRule({ createFrom: search.createFrom, createTo: search.createTo });
  return {
    sort: 'NEAREST' as const,
    keyword: search.search?.trim() || undefined,
    createFrom: !broken && search.createFrom ? vietnamDayStart(search.createFrom) : undefined,
    createTo: !broken && search.createTo ? vietnamDayEnd(search.createTo) : undefined,
    ...listingPaging(paging),
  };
}

/** SPEC §2.14 Parking list: title with its total, search, creation range, Clear, add new. */
export function ParkingScreen(route: ListRouteProps<ParkingSearch>) {
  const list = useList(route, {
    query: (search, paging) => ({
      ...adminParkingPaginationQueryOptions(parkingVariables(search, paging)),
      // SPEC §7: no cache; every visit asks the server again.
      staleTime: 0,
      gcTime: 0,
    }),
    page: (data) => data.adminParkingPagination,
    row: readParkingRow,
  });
  const { run: remove } = useDeleteParking();
  // Built once per page: new cell renderers would remount every row (and lose the focused button).
  const columns = useMemo(() => parkingColumns(list.page, remove), [list.page, remove]);
  const filtered = Boolean(list.search.search || list.search.createFrom || list.search.createTo);
  return (
    <ListScreen
      title="Parking"
      label="Parking lots"
      list={list}
      columns={columns}
      dense
      emptyText={filtered ? 'No parking lots match these filters' : 'No parking lots yet'}
      addNew="/services/parking/create"
      filters={{
        searchPlaceholder: 'Search by title, address, phone, email or website',
        dateRange: {
          from: list.search.createFrom,
          to: list.search.createTo,
          onChange: list.setFilters,
          rule: dateRule,
        },
      }}
    />
  );
}
