import { notFound } from '@tanstack/react-router';
import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';

// A malformed id can never name a record, so it reads as "not found" rather than as an error.
export const isMissing = (e: unknown) =>
  e instanceof ApiError && (e.code === 'NOT_FOUND' || e.code === 'BAD_USER_INPUT');

/** Queries behind a modal, which load their record themselves: a missing record is not tried again. */
export const retryUnlessMissing = (count: number, error: unknown) => !isMissing(error) && count < 2;

type RecordOptions<TData, TKey extends QueryKey> = UseQueryOptions<TData, Error, TData, TKey> & {
  queryKey: TKey;
};

async function settle<TData>(load: Promise<TData>, isGone?: (data: TData) => boolean): Promise<void> {
  let data: TData;
  try {
    data = await load;
  } catch (e) {
    if (isMissing(e)) throw notFound();
    throw e;
  }
  if (isGone?.(data)) throw notFound();
}

/**
 * A record route's `loader`: the record is in the query cache before the screen renders (the screen
 * reads it with `useSuspenseQuery` on the same options). A missing record, or one `isGone` says was
 * deleted, becomes the route's not-found state; any other failure its error state.
 */
export function loadRecord<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: RecordOptions<TData, TKey>,
  isGone?: (data: TData) => boolean,
): Promise<void> {
  return settle(queryClient.ensureQueryData({ ...options, retry: false }), isGone);
}

/**
 * `loadRecord` for an edit form whose record others may change: always the stored record, never a
 * cached copy, since a form filled from a stale cache would write the old values back on Save.
 */
export function loadFreshRecord<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: RecordOptions<TData, TKey>,
  isGone?: (data: TData) => boolean,
): Promise<void> {
  return settle(queryClient.fetchQuery({ ...options, retry: false, staleTime: 0 }), isGone);
}
