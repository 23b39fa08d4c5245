import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import { PAGE_SIZE } from './data-table';
import type { FetchAll } from './list-export';
import type { ListSearch } from './list-search';
import { readPageMeta, type PageMetaRef } from './page-meta';
import { rememberList } from './remembered-lists';

type Updater<S> = (prev: S) => S;
export type ListNavigate<S> = (update: Updater<S>, options?: { replace?: boolean }) => void;

/** What a list route hands its screen: the search the router parsed once, and a way to change it. */
export interface ListRouteProps<S extends ListSearch> {
  search: S;
  navigate: ListNavigate<S>;
}

/**
 * What a list screen reads from its own route: `getRouteApi('/_admin/user-management')` (a route's id, typed
 * by the router's registered tree, with no import of the route file) gives both.
 */
export interface ListRouteApi<S extends ListSearch> {
  useSearch: () => S;
  // NoInfer: the search type is the one `useSearch` gives; the navigate only has to accept it.
  useNavigate: () => (options: { search: Updater<NoInfer<S>>; replace?: boolean }) => Promise<void>;
}

/**
 * A list screen's URL state, read from its own route rather than handed down by the route file:
 * `const route = useListRoute(getRouteApi('/_admin/user-management'))`, then `useList(route, …)`. The
 * navigate it gives is stable, so the list's setters (page, filters, sort) are too.
 */
export function useListRoute<S extends ListSearch>(api: ListRouteApi<S>): ListRouteProps<S> {
  const search = api.useSearch();
  const go = api.useNavigate();
  const navigate = useCallback<ListNavigate<S>>(
    (update, options) => void go({ search: update, replace: options?.replace }),
    [go],
  );
  return useMemo(() => ({ search, navigate }), [search, navigate]);
}

/** The page a list asks its operation for (SPEC §3: `skip` is the page number, `take` its size). */
export interface Paging {
  skip: number;
  take: number;
  /** The order from the URL (server/kit/sort.ts); undefined is the list's own order. */
  sort: string | undefined;
}

/** One page of a list as the §3 envelope carries it. */
export interface Paged<Ref> {
  items: readonly Ref[];
  meta: PageMetaRef;
}

/**
 * A list's URL rules (SPEC §2.5): page 1 is left out of the URL, a filter, search or sort change goes back
 * to page 1, search is trimmed, and Clear removes everything (the sort too).
 */
export function useListUrl<S extends ListSearch>({ search, navigate }: ListRouteProps<S>) {
  const page = search.page ?? 1;
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      navigate((prev) => ({ ...prev, page: next > 1 ? next : undefined }), options),
    [navigate],
  );
  const setFilters = useCallback(
    (patch: Partial<S>) => navigate((prev) => ({ ...prev, ...patch, page: undefined })),
    [navigate],
  );
  const setSearch = useCallback(
    (keyword: string) =>
      navigate((prev) => ({ ...prev, search: keyword.trim() || undefined, page: undefined })),
    [navigate],
  );
  const setSort = useCallback(
    (sort: string) => navigate((prev) => ({ ...prev, sort, page: undefined })),
    [navigate],
  );
  const clear = useCallback(() => navigate(() => ({}) as S), [navigate]);
  return { search, page, setPage, setFilters, setSearch, setSort, clear };
}

/**
 * Everything a server-paged list shares (SPEC §2.5): URL state (a filter or search change goes back to
 * page 1, search trimmed, Clear removes everything), the previous page kept on screen while the next
 * loads, a page past the end replaced by the last one (also after a delete empties the last page), and
 * the list's address remembered so that a record screen returns to it as it was.
 */
export function useList<S extends ListSearch, TData, TKey extends QueryKey, Ref, Row>(
  route: ListRouteProps<S>,
  opts: {
    /**
     * The list's operation for this search and page, e.g.
     * `(search, paging) => usersQueryOptions({ keyword: search.search, ...paging })`.
     */
    query: (search: S, paging: Paging) => UseQueryOptions<TData, Error, TData, TKey>;
    page: (data: TData) => Paged<Ref>;
    /** Unmasks one row's fragment, once per row (never once per cell). */
    row: (ref: Ref) => Row;
  },
) {
  const url = useListUrl(route);
  const { search, page, setPage } = url;
  const query = useQuery({
    ...opts.query(search, { skip: page, take: PAGE_SIZE, sort: search.sort }),
    placeholderData: keepPreviousData,
  });

  const data = query.data ? opts.page(query.data) : undefined;
  const meta = data ? readPageMeta(data.meta) : undefined;
  const { row } = opts;
  const items = data?.items;
  const rows = useMemo(() => items?.map(row), [items, row]);

  // A page past the end (typed in the URL, or emptied by a delete) shows the last page instead.
  const totalPages = meta?.totalPages ?? 0;
  const settled = !!meta && !query.isPlaceholderData && !query.isFetching;
  useEffect(() => {
    if (settled && page > Math.max(totalPages, 1)) setPage(Math.max(totalPages, 1), { replace: true });
  }, [settled, page, totalPages, setPage]);

  const location = useLocation();
  useEffect(
    () => rememberList(location.pathname, location.searchStr),
    [location.pathname, location.searchStr],
  );

  // Export: the same operation and filters, in the same order, EXPORT_PAGE rows at a time from page 1.
  const client = useQueryClient();
  const build = opts.query;
  const fetchAll: FetchAll<Row> = async (signal, onProgress, onPage) => {
    const all: Row[] = [];
    let done = 0;
    for (let p = 1; ; p++) {
      signal.throwIfAborted();
      const answer = await client.fetchQuery({
        ...build(search, { skip: p, take: EXPORT_PAGE, sort: search.sort }),
        // Fresh rows, and not kept afterwards: 200 pages of 1,000 would sit in memory for nothing.
        staleTime: 0,
        gcTime: 0,
      });
      signal.throwIfAborted();
      const part = opts.page(answer);
      const partMeta = readPageMeta(part.meta);
      const rows = part.items.map((ref) => row(ref));
      done += rows.length;
      if (onPage) onPage(rows);
      else for (const r of rows) all.push(r);
      onProgress(done, partMeta.totalItems);
      if (p >= partMeta.totalPages || part.items.length === 0) return all;
    }
  };

  return {
    ...url,
    rows,
    total: meta?.totalItems,
    /** The server stopped counting at `total` (a keyword matching more than it counts): '1,000+'. */
    totalIsLowerBound: meta?.totalIsLowerBound ?? false,
    totalPages,
    isLoading: query.isPending,
    /** The rows on screen belong to the previous page or search while the new one loads. */
    isStale: query.isPlaceholderData,
    error: query.error,
    retry: () => void query.refetch(),
    fetchAll,
  };
}

/** The server's largest page (server/kit/page.ts MAX_TAKE): an export asks for this many rows at a time. */
export const EXPORT_PAGE = 1000;
