import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { useDeleteParking, useParkingBulk } from './parking-actions';
import { parkingColumns, readParkingRow } from './parking-columns';
import { parkingDateRule, parkingList } from './parking-list';

/** SPEC §2.14 Parking list: title with its total, search, creation range, Clear, add new. */
export function ParkingScreen() {
  const route = useListRoute(getRouteApi('/_admin/services/parking/list'));
  const list = useList(route, { ...parkingList, row: readParkingRow });
  const { run: remove } = useDeleteParking();
  // Built once per page: new cell renderers would remount every row (and lose the focused button).
  const columns = useMemo(() => parkingColumns(list.page, remove), [list.page, remove]);
  const bulk = useParkingBulk();
  const filtered = Boolean(list.search.search || list.search.createFrom || list.search.createTo);
  return (
    <ListScreen
      title="Parking"
      label="Parking lots"
      list={list}
      columns={columns}
      bulk={bulk}
      dense
      emptyText={filtered ? 'No parking lots match these filters' : 'No parking lots yet'}
      addNew="/services/parking/create"
      filters={{
        searchPlaceholder: 'Search by title, address, phone, email or website',
        dateRange: {
          from: list.search.createFrom,
          to: list.search.createTo,
          onChange: list.setFilters,
          rule: parkingDateRule,
        },
      }}
    />
  );
}
