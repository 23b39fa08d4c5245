import type { TransferRequestStatus } from '@/gql/graphql';
import { oneOf, parseBaseListSearch, type BaseListSearch } from '@/lib/list-search';

/** Kept here rather than imported from src/rules/transfers so zod stays out of the entry bundle. */
export const TRANSFER_STATUS_VALUES = [
  'new',
  'confirm',
  'rejected',
] as const satisfies readonly TransferRequestStatus[];

/** The URL value of the explicit 'All' choice; no status in the URL means the default, new (SPEC §9). */
export const ALL_STATUSES = 'all';
export const DEFAULT_TRANSFER_STATUS: TransferRequestStatus = 'new';

export interface TransfersSearch extends BaseListSearch {
  status?: TransferRequestStatus | typeof ALL_STATUSES;
}

/** The Transfer Request URL query; a malformed value is dropped rather than breaking the screen. */
export function parseTransfersSearch(raw: Record<string, unknown>): TransfersSearch {
  return {
    ...parseBaseListSearch(raw),
    status: oneOf([ALL_STATUSES, ...TRANSFER_STATUS_VALUES], raw.status),
  };
}

/** The status the server is asked for: the default when the URL has none, every status for 'all'. */
export function statusToQuery(status: TransfersSearch['status']): TransferRequestStatus | undefined {
  if (status === ALL_STATUSES) return undefined;
  return status ?? DEFAULT_TRANSFER_STATUS;
}
