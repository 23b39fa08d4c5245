import type { UserServiceStatus } from '@/gql/graphql';
import { oneOf, parseBaseListSearch } from '@/lib/list-search';

/** Kept here rather than imported from src/rules so zod stays out of the entry bundle. */
export const USER_SERVICE_STATUS_VALUES = [
  'ACTIVE',
  'INACTIVE',
] as const satisfies readonly UserServiceStatus[];

/**
 * The User Service Packages URL query (SPEC §2.5): page, search and status (absent = ALL), plus the
 * package whose detail modal is open, so /user-services/view/$id can open it.
 */
export interface UserServicesSearch {
  page?: number;
  search?: string;
  status?: UserServiceStatus;
  view?: string;
}

export function parseUserServicesSearch(raw: Record<string, unknown>): UserServicesSearch {
  const { page, search } = parseBaseListSearch(raw);
  const view = typeof raw.view === 'string' && raw.view.trim() ? raw.view.trim() : undefined;
  return { page, search, status: oneOf(USER_SERVICE_STATUS_VALUES, raw.status), view };
}
