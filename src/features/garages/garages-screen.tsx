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
import { adminGaragePaginationQueryOptions } from '@/gql/hooks';
import { useDeleteGarage, useGarageKarCheck } from './garage-actions';
import { garageColumns, readGarageRow } from './garage-columns';

export const GARAGE_LIST = '/services/garage-salon/list';

/** SPEC §2.14 Garage & Salon list: search, province and ward, created-from/to, Kar Check per row. */
export function GaragesScreen(route: ListRouteProps<ListingSearch>) {
  const list = useList(route, {
    query: (search, paging) =>
      adminGaragePaginationQueryOptions({ ...listingFilters(search), ...listingPaging(paging) }),
    page: (data) => data.adminGaragePagination,
    row: readGarageRow,
  });
  const { run: remove } = useDeleteGarage();
  const karCheck = useGarageKarCheck();
  const { run: runKarCheck, variables } = karCheck;
  // Built once per page: new cell renderers would remount every row (and lose the focused button).
  const columns = useMemo(
    () => garageColumns(list.page, remove, { run: runKarCheck, variables }),
    [list.page, remove, runKarCheck, variables],
  );
  const filtered = listingFiltered(list.search);
  return (
    <ListScreen
      title="Garage & Salon"
      list={list}
      columns={columns}
      dense
      emptyText={filtered ? 'No garages or salons match these filters' : 'No garages or salons yet'}
      addNew="/services/garage-salon/create"
      filters={listingFilterRow(list.search, list.setFilters, 'Search by title, phone or email')}
    />
  );
}
