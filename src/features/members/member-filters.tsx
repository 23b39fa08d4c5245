import { ListToolbar } from '@/components/data-table/list-toolbar';
import type { DayRange } from '@/components/data-table/date-range-filter';
import { Select } from '@/components/ui/select';
import type { UsersQueryVariables } from '@/gql/graphql';
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

/** SPEC §5: no future dates, end not before start; the `users` resolver parses the same rule. */
const dateRule = (range: DayRange) => {
  const check = usersFilterSchema.safeParse(range);
  return check.success ? undefined : check.error.issues[0]?.message;
};

/** What the server is asked for: a range the rule refuses is left out, and the filter says why. */
export function memberFilters(search: MembersSearch): Omit<UsersQueryVariables, 'skip' | 'take'> {
  const valid = usersFilterSchema.safeParse({
    keyword: search.search,
    status: search.status,
    createFrom: search.createFrom,
    createTo: search.createTo,
  });
  return valid.success
    ? {
        keyword: valid.data.keyword,
        status: valid.data.status,
        createFrom: valid.data.createFrom,
        createTo: valid.data.createTo,
      }
    : { keyword: search.search, status: search.status };
}

export function MemberFilters(props: {
  search: MembersSearch;
  onSearch: (keyword: string) => void;
  onFilters: (patch: Partial<MembersSearch>) => void;
  onClear: () => void;
}) {
  const { search } = props;
  return (
    <ListToolbar
      search={search.search}
      onSearch={props.onSearch}
      searchPlaceholder="Search by email, phone or name"
      dateRange={{ from: search.createFrom, to: search.createTo, onChange: props.onFilters, rule: dateRule }}
      onClear={props.onClear}
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
