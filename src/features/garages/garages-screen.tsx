import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { listingFilterRow } from '@/components/listing/listing-filters';
import { listingFiltered } from '@/components/listing/listing-search';
import { useDeleteGarage, useGarageBulk, useGarageKarCheck } from './garage-actions';
import { garageColumns, readGarageRow } from './garage-columns';
import { garagesList } from './garages-list';

export const GARAGE_LIST = '/services/garage-salon/list';

/** SPEC §2.14 Garage & Salon list: search, province and ward, created-from/to, Kar Check per row. */
export function GaragesScreen() {
  const route = useListRoute(getRouteApi('/_admin/services/garage-salon/list'));
  const list = useList(route, { ...garagesList, row: readGarageRow });
  const { run: remove } = useDeleteGarage();
  const karCheck = useGarageKarCheck();
  const { run: runKarCheck, variables } = karCheck;
  // Built once per page: new cell renderers would remount every row (and lose the focused button).
  const columns = useMemo(
    () => garageColumns(list.page, remove, { run: runKarCheck, variables }),
    [list.page, remove, runKarCheck, variables],
  );
  const bulk = useGarageBulk();
  const filtered = listingFiltered(list.search);
  return (
    <ListScreen
      title="Garage & Salon"
      list={list}
      columns={columns}
      bulk={bulk}
      dense
      emptyText={filtered ? 'No garages or salons match these filters' : 'No garages or salons yet'}
      addNew="/services/garage-salon/create"
      filters={listingFilterRow(list.search, list.setFilters, 'Search by title, phone or email')}
    />
  );
}
