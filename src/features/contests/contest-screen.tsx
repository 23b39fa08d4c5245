import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { contestPaginationQueryOptions } from '@/gql/hooks';
import { contestColumns, readContestRow } from './contest-columns';

/** SPEC §2.8 Contest list, searched by keyword (contestPagination). */
export function ContestScreen() {
  const route = useListRoute(getRouteApi('/_admin/contest'));
  const list = useList(route, {
    query: (search, paging) => contestPaginationQueryOptions({ keyword: search.search, ...paging }),
    page: (data) => data.contestPagination,
    row: readContestRow,
  });
  const columns = useMemo(() => contestColumns(list.page), [list.page]);
  return (
    <ListScreen
      title="Contest"
      label="Contests"
      list={list}
      columns={columns}
      emptyText={list.search.search ? 'No contests match this search' : 'No contests yet'}
      addNew="/contest/create"
      filters={{ searchPlaceholder: 'Search by name or description' }}
    />
  );
}
