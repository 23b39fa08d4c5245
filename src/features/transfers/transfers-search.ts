import type { TransferRequestStatus } from '@/gql/graphql';
import { isRealDay } from '@/rules/dates';

/** Kept here rather than imported from src/rules/transfers so zod stays out of the entry bundle. */
export const TRANSFER_STATUS_VALUES = ['new', 'confirm', 'rejected'] as const satisfies readonly TransferRequestStatus[];

/** The URL value of the explicit 'All' choice; no status in the URL means the default, new (SPEC §9). */
export const ALL_STATUSES = 'all';
export const DEFAULT_TRANSFER_STATUS: TransferRequestStatus = 'new';

export interface TransfersSearch {
  page?: number;
  search?: string;
  status?: TransferRequestStatus | typeof ALL_STATUSES;
  createFrom?: string;
  createTo?: string;
}

const isStatus = (v: unknown): v is TransfersSearch['status'] =>
  v === ALL_STATUSES || (typeof v === 'string' && (TRANSFER_STATUS_VALUES as readonly string[]).includes(v));
const asDay = (v: unknown) => (typeof v === 'string' && isRealDay(v) ? v : undefined);

/** The Transfer Request URL query; a malformed value is dropped rather than breaking the screen. */
export function parseTransfersSearch(raw: Record<string, unknown>): TransfersSearch {
  const page = Number(raw.page);
  // The router JSON-parses query values, so ?search=912345 arrives as a number.
  const keyword = typeof raw.search === 'number' ? String(raw.search) : raw.search;
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    search: typeof keyword === 'string' && keyword.trim() ? keyword.trim() : undefined,
    status: isStatus(raw.status) ? raw.status : undefined,
    createFrom: asDay(raw.createFrom),
    createTo: asDay(raw.createTo),
  };
}

/** The status the server is asked for: the default when the URL has none, every status for 'all'. */
export function statusToQuery(status: TransfersSearch['status']): TransferRequestStatus | undefined {
  if (status === ALL_STATUSES) return undefined;
  return status ?? DEFAULT_TRANSFER_STATUS;
}
