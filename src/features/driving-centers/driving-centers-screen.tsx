import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { listingFilterRow } from '@/components/listing/listing-filters';
import {
  listingFiltered,
  listingFilters,
  listingPaging,
  type ListingSearch,
} from '@/components/listing/listing-search';
import { adminCenterDriverLisensePaginationQueryOptions } from '@/gql/hooks';
import { useDeleteDrivingCenter, useDrivingCenterStatus } from './driving-center-actions';
import { drivingCenterColumns, readDrivingCenterRow } from './driving-center-columns';

export const DRIVING_CENTER_LIST = '/services/driving-center';

/** SPEC §2.14 Driving Center list: the garage list without Kar Check, with rating score and status. */
export function DrivingCentersScreen(route: ListRouteProps<ListingSearch>) {
  const list = useList(route, {
    query: (search, paging) =>
      adminCenterDriverLisensePaginationQueryOptions({ ...listingFilters(search), ...listingPaging(paging) }),
    page: (data) => data.adminCenterDriverLisensePagination,
    row: readDrivingCenterRow,
  });
  const { run: remove } = useDeleteDrivingCenter();
  const { run: toggle, variables } = useDrivingCenterStatus();
  const columns = useMemo(
    () => drivingCenterColumns(list.page, remove, { run: toggle, variables }),
    [list.page, remove, toggle, variables],
  );
  const filtered = listingFiltered(list.search);
  return (
    <ListScreen
      title="Driving Center"
      list={list}
      columns={columns}
      dense
      emptyText={filtered ? 'No driving centres match these filters' : 'No driving centres yet'}
      addNew="/services/driving-center/create"
      filters={listingFilterRow(list.search, list.setFilters, 'Search by title, phone or email')}
    />
  );
}
