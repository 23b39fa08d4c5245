import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { PAGE_SIZE } from './data-table';
import type { ListSearch } from './list-search';
import { rememberList } from './remembered-lists';
import { useListUrl, type ListRouteProps } from './use-list';

/**
 * `useList` for an operation that answers one flat array rather than the §3 page envelope (SPEC §7
 * names a few, such as adminGetUserServiceBenefits): the same URL rules, last page for a page past the
 * end and remembered address, with the search and the paging done here over the whole array. Its
 * result fits `ListScreen` like `useList`'s.
 */
export function useFlatList<S extends ListSearch, TData, TKey extends QueryKey, Ref, Row>(
  route: ListRouteProps<S>,
  opts: {
    query: UseQueryOptions<TData, Error, TData, TKey>;
    items: (data: TData) => readonly Ref[];
    /** Unmasks one row's fragment, once per row (never once per cell). */
    row: (ref: Ref) => Row;
    /** The rows the URL's search and filters keep, in the order shown. */
    filter: (rows: Row[], search: S) => Row[];
  },
) {
  const url = useListUrl(route);
  const { search, page, setPage } = url;
  const query = useQuery(opts.query);
  const { items, row, filter } = opts;
  const refs = query.data ? items(query.data) : undefined;
  const all = useMemo(() => refs?.map(row), [refs, row]);
  const matching = useMemo(() => (all ? filter(all, search) : undefined), [all, filter, search]);
  const totalPages = Math.ceil((matching?.length ?? 0) / PAGE_SIZE);

  // A page past the end (typed in the URL, or emptied by a delete) shows the last page instead.
  const settled = query.isSuccess && !query.isFetching;
  useEffect(() => {
    if (settled && page > Math.max(totalPages, 1)) setPage(Math.max(totalPages, 1), { replace: true });
  }, [settled, page, totalPages, setPage]);

  const location = useLocation();
  useEffect(
    () => rememberList(location.pathname, location.searchStr),
    [location.pathname, location.searchStr],
  );

  return {
    ...url,
    rows: matching?.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matching?.length,
    totalPages,
    isLoading: query.isPending,
    isStale: false,
    error: query.error,
    retry: () => void query.refetch(),
    /** Export: the whole array is already here; every row the search keeps, in the order shown. */
    fetchAll: async () => matching ?? [],
  };
}
