import { parseBaseListSearch } from '@/lib/list-search';

/** The Service Packages URL query (SPEC §2.5): page and search. Edit and view links carry it along. */
export interface ServicesSearch {
  page?: number;
  search?: string;
}

export function parseServicesSearch(raw: Record<string, unknown>): ServicesSearch {
  const { page, search } = parseBaseListSearch(raw);
  return { page, search };
}
