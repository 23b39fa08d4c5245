import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { adminCarListQueryOptions } from '@/gql/hooks';
import { useDeleteCar } from './car-actions';
import { carColumns, readCarRow } from './car-columns';

/** SPEC §2.8 Car List, paged by the server. */
export function CarScreen() {
  const route = useListRoute(getRouteApi('/_admin/car-list'));
  const list = useList(route, {
    query: (search, paging) => adminCarListQueryOptions({ keyword: search.search, ...paging }),
    page: (data) => data.adminCarList,
    row: readCarRow,
  });
  const { run: remove } = useDeleteCar();
  const columns = useMemo(() => carColumns(list.page, remove), [list.page, remove]);
  return (
    <ListScreen
      title="Car List"
      label="Cars"
      list={list}
      columns={columns}
      emptyText={list.search.search ? 'No cars match this search' : 'No cars yet'}
      addNew="/car-list/create"
      filters={{ searchPlaceholder: 'Search by title' }}
    />
  );
}
