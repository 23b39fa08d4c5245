import { SelectFilter } from '@/components/data-table/list-controls';
import type { ListFilters } from '@/components/data-table/list-screen';
import { transfersFilterSchema } from '@/rules/transfers';
import {
  ALL_STATUSES,
  DEFAULT_TRANSFER_STATUS,
  TRANSFER_STATUS_VALUES,
  type TransfersSearch,
} from './transfers-search';

// Raw values as labels: the SPEC shows transfer statuses as raw text.
const STATUS_OPTIONS = [
  { value: ALL_STATUSES, label: 'All' },
  ...TRANSFER_STATUS_VALUES.map((s) => ({ value: s, label: s })),
];
const STATUSES = [ALL_STATUSES, ...TRANSFER_STATUS_VALUES] as const;
const isStatus = (v: string) => STATUSES.find((s) => s === v);

/** SPEC §2.11 filter row: search, creation dates (with the §5 rule as text) and status. */
export function transferFilterRow(
  search: TransfersSearch,
  onFilters: (patch: Partial<TransfersSearch>) => void,
): ListFilters {
  const check = transfersFilterSchema.safeParse({ createFrom: search.createFrom, createTo: search.createTo });
  return {
    searchPlaceholder: 'Search by email, phone or name',
    dateRange: { from: search.createFrom, to: search.createTo, onChange: onFilters },
    error: check.success ? undefined : check.error.issues[0]?.message,
    children: (
      <SelectFilter
        label="Status"
        className="w-36"
        value={search.status ?? DEFAULT_TRANSFER_STATUS}
        options={STATUS_OPTIONS}
        onChange={(e) => {
          const value = isStatus(e.target.value);
          // The default is left out of the URL, as page 1 is.
          onFilters({ status: value === DEFAULT_TRANSFER_STATUS ? undefined : value });
        }}
      />
    ),
  };
}
