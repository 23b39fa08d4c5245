import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { listingFilterRow } from '@/components/listing/listing-filters';
import { listingFiltered } from '@/components/listing/listing-search';
import {
  useDeleteDrivingCenter,
  useDrivingCenterBulk,
  useDrivingCenterStatus,
} from './driving-center-actions';
import { drivingCenterColumns, readDrivingCenterRow } from './driving-center-columns';
import { drivingCentersList } from './driving-centers-list';

export const DRIVING_CENTER_LIST = '/services/driving-center';

/** SPEC §2.14 Driving Center list: the garage list without Kar Check, with rating score and status. */
export function DrivingCentersScreen() {
  const route = useListRoute(getRouteApi('/_admin/services/driving-center'));
  const list = useList(route, { ...drivingCentersList, row: readDrivingCenterRow });
  const { run: remove } = useDeleteDrivingCenter();
  const { run: toggle, variables } = useDrivingCenterStatus();
  const columns = useMemo(
    () => drivingCenterColumns(list.page, remove, { run: toggle, variables }),
    [list.page, remove, toggle, variables],
  );
  const bulk = useDrivingCenterBulk();
  const filtered = listingFiltered(list.search);
  return (
    <ListScreen
      title="Driving Center"
      list={list}
      columns={columns}
      bulk={bulk}
      dense
      emptyText={filtered ? 'No driving centres match these filters' : 'No driving centres yet'}
      addNew="/services/driving-center/create"
      filters={listingFilterRow(list.search, list.setFilters, 'Search by title, phone or email')}
    />
  );
}
