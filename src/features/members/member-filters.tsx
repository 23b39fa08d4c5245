import type { DayRange } from '@/components/data-table/date-range-filter';
import { SelectFilter } from '@/components/data-table/list-controls';
import type { ListFilters } from '@/components/data-table/list-screen';
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

const STATUS_OPTIONS = MEMBER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const isStatus = (v: string) => MEMBER_STATUSES.find((s) => s === v);

/** SPEC §2.6 filter row: search, creation dates (with the §5 rule as text) and status. */
export function memberFilterRow(
  search: MembersSearch,
  onFilters: (patch: Partial<MembersSearch>) => void,
): ListFilters {
  return {
    searchPlaceholder: 'Search by email, phone or name',
    dateRange: { from: search.createFrom, to: search.createTo, onChange: onFilters, rule: dateRule },
    children: (
      <SelectFilter
        label="Status"
        placeholder="All status"
        value={search.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(e) => onFilters({ status: isStatus(e.target.value) })}
      />
    ),
  };
}
