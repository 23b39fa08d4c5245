import { ListToolbar } from '@/components/data-table/list-toolbar';
import { Select } from '@/components/ui/select';
import { MEMBER_STATUSES } from '@/rules/member-status';
import { usersFilterSchema } from '@/rules/members';
import type { MembersSearch } from './members-search';

const STATUS_LABELS: Record<(typeof MEMBER_STATUSES)[number], string> = {
  ACTIVE: 'Active',
  DEACTIVATED: 'Deactivated',
  SUSPENDED: 'Suspended',
  TERMINATED: 'Terminated',
  DELETED: 'Deleted',
};

export function MemberFilters(props: {
  search: MembersSearch;
  onSearch: (keyword: string) => void;
  onFilters: (patch: Partial<MembersSearch>) => void;
  onClear: () => void;
}) {
  const { search } = props;
  // The pickers already refuse bad days; the shared rule also guards typed-in values.
  const check = usersFilterSchema.safeParse({ createFrom: search.createFrom, createTo: search.createTo });
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
      <label className="flex w-40 flex-col gap-1 text-xs text-muted-foreground">
        Status
        <Select
          aria-label="Status"
          placeholder="All status"
          value={search.status ?? ''}
          options={MEMBER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          onChange={(e) =>
            props.onFilters({ status: (e.target.value || undefined) as MembersSearch['status'] })
          }
        />
      </label>
    </ListToolbar>
  );
}
