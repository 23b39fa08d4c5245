import {
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { isChangeOf, useLiveEvent } from '@/components/live/use-live';
import { listEntities } from '@/rules/lists';
import type { ListSearch } from './list-search';
import { readPageMeta } from './page-meta';
import type { Paged, Paging } from './use-list';

/**
 * A list's operation and its envelope, declared once beside its screen: `useList` pages it, and a view
 * pinned to the side menu counts it (`listCounter`) with the same variables the screen would send.
 */
export interface ListQuery<S extends ListSearch, TData, TKey extends QueryKey, Ref> {
  query: (search: S, paging: Paging) => UseQueryOptions<TData, Error, TData, TKey>;
  page: (data: TData) => Paged<Ref>;
}

/** Counts a list for a saved view's URL state: the list's own query, one row, its total only. */
export type ListCounter = (
  raw: Record<string, unknown>,
  client: QueryClient,
) => { queryKey: QueryKey; queryFn: () => Promise<number> };

/**
 * The counter of a list from its query and its route's search parser (the same `validateSearch` the
 * router runs), so a view's filters become exactly the screen's variables. Its key starts with the list
 * query's key, so whatever makes the list stale (an action naming its query) makes the count stale too.
 */
export function listCounter<S extends ListSearch, TData, TKey extends QueryKey, Ref>(
  list: ListQuery<S, TData, TKey, Ref>,
  parse: (raw: Record<string, unknown>) => S,
): ListCounter {
  return (raw, client) => {
    const one = list.query(parse(raw), { skip: 1, take: 1, sort: undefined });
    return {
      queryKey: [...one.queryKey, 'total'],
      queryFn: async () => {
        const data = await client.fetchQuery({ ...one, staleTime: 0, gcTime: 0 });
        return readPageMeta(list.page(data).meta).totalItems;
      },
    };
  };
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * A list route's counter for views pinned to the side menu, loaded when one is shown:
     * `() => import('@/features/posts/posts-list').then((m) => m.postsCounter)`. A lazy import, so the
     * list's operation stays out of the app's first script.
     */
    listCounter?: () => Promise<ListCounter>;
  }
}

/** A list's operation declared once, its types inferred: `useList(route, { ...postsList, row })`. */
export function listQuery<S extends ListSearch, TData, TKey extends QueryKey, Ref>(
  list: ListQuery<S, TData, TKey, Ref>,
): ListQuery<S, TData, TKey, Ref> {
  return list;
}

/**
 * How many rows of the list at `listKey` match a view's URL state, from the list route's own counter
 * (`staticData.listCounter`), or undefined while it loads or when the list declares none. Kept 30 s, made
 * stale with the list by any action naming its query, and counted again when the live stream tells of a
 * change to the list's records.
 */
export function useListCount(listKey: string, search: Record<string, unknown>): number | undefined {
  const router = useRouter();
  const client = useQueryClient();
  const load = Object.values(router.routesById).find((route) => route.fullPath === listKey)?.options
    .staticData?.listCounter;
  // `load` is the route's, found from `listKey`: the key says it all.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const counter = useQuery({
    queryKey: ['ListCounter', listKey],
    queryFn: () => (load ? load() : Promise.reject(new Error(`no counter for ${listKey}`))),
    enabled: load !== undefined,
    staleTime: Infinity,
  });
  const count = counter.data?.(search, client);
  const total = useQuery<number>({
    queryKey: count?.queryKey ?? ['ListCount', listKey, search],
    queryFn: count?.queryFn ?? (() => Promise.resolve(0)),
    enabled: count !== undefined,
    // No polling: a count is read again when the live stream tells of a change to its list (below) or asks
    // everyone to read again, so a tab left alone makes no requests that would keep its session alive.
    staleTime: 30_000,
  });
  // Others' changes to the list's records, told live (docs/live.md), count it again at once.
  const entities = listEntities(listKey);
  const { refetch } = total;
  useLiveEvent((event) => {
    if (count && (event.kind === 'RESYNC' || isChangeOf(event, entities, undefined))) void refetch();
  });
  return count ? total.data : undefined;
}
