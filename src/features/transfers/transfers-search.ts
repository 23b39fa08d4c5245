import { defineListSearch, field } from '@/components/data-table/list-search';
import type { TransferRequestStatus } from '@/gql/graphql';

/** Kept here rather than imported from src/rules/transfers so zod stays out of the entry bundle. */
export const TRANSFER_STATUS_VALUES = [
  'new',
  'confirm',
  'rejected',
] as const satisfies readonly TransferRequestStatus[];
/** The URL value of the explicit 'All' choice; no status in the URL means the default, new (SPEC §9). */
export const ALL_STATUSES = 'all';
export const DEFAULT_TRANSFER_STATUS: TransferRequestStatus = 'new';

/** The Transfer Request URL query (SPEC §2.5, §2.11), parsed once by the route. */
export const transfersSearch = defineListSearch({
  status: field.oneOf([ALL_STATUSES, ...TRANSFER_STATUS_VALUES]),
  createFrom: field.day,
  createTo: field.day,
});
export type TransfersSearch = ReturnType<typeof transfersSearch>;

/** The status the server is asked for: the default when the URL has none, every status for 'all'. */
export function statusToQuery(status: TransfersSearch['status']): TransferRequestStatus | undefined {
  if (status === ALL_STATUSES) return undefined;
  return status ?? DEFAULT_TRANSFER_STATUS;
}
