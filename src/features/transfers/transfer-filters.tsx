import { ListToolbar } from '@/components/data-table/list-toolbar';
import { Select } from '@/components/ui/select';
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

export function TransferFilters(props: {
  search: TransfersSearch;
  onSearch: (keyword: string) => void;
  onFilters: (patch: Partial<TransfersSearch>) => void;
  onClear: () => void;
}) {
  const { search } = props;
  const check = transfersFilterSchema.safeParse({ createFrom: search.createFrom, createTo: search.createTo });
  const dateError = check.success ? undefined : check.error.issues[0]?.message;
  return (
    <ListToolbar
      search={search.search}
      onSearch={props.onSearch}
      searchPlaceholder="Search by email, phone or name"
      dateRange={{ from: search.createFrom, to: search.createTo, onChange: props.onFilters }}
      onClear={props.onClear}
      error={dateError}
    >
      <label className="flex w-36 flex-col gap-1 text-xs text-muted-foreground">
        Status
        <Select
          aria-label="Status"
          value={search.status ?? DEFAULT_TRANSFER_STATUS}
          options={STATUS_OPTIONS}
          onChange={(e) => {
            const value = e.target.value as NonNullable<TransfersSearch['status']>;
            // The default is left out of the URL, as page 1 is.
            props.onFilters({ status: value === DEFAULT_TRANSFER_STATUS ? undefined : value });
          }}
        />
      </label>
    </ListToolbar>
  );
}
