import { useCallback } from 'react';

/** What every list keeps in its URL (SPEC §2.5): page and search, plus the list's own filters. */
export interface ListSearch {
  page?: number;
  search?: string;
}

type Updater<S> = (prev: S) => S;

/**
 * The one URL-state hook for lists. The route owns the zod search schema; this hook owns the rules:
 * page 1 is left out of the URL, a filter or search change goes back to page 1, search is trimmed,
 * and Clear removes everything.
 */
export function useListState<S extends ListSearch>(search: S, navigate: (update: Updater<S>) => void) {
  const page = search.page ?? 1;
  const setPage = useCallback(
    (next: number) => navigate((prev) => ({ ...prev, page: next > 1 ? next : undefined })),
    [navigate],
  );
  const setFilters = useCallback(
    (patch: Partial<S>) => navigate((prev) => ({ ...prev, ...patch, page: undefined })),
    [navigate],
  );
  const setSearch = useCallback(
    (keyword: string) => {
      const trimmed = keyword.trim();
      navigate((prev) => ({ ...prev, search: trimmed || undefined, page: undefined }));
    },
    [navigate],
  );
  const clear = useCallback(() => navigate(() => ({}) as S), [navigate]);
  return { search, page, setPage, setFilters, setSearch, clear };
}
