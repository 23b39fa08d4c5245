import { listCounter, listQuery } from '@/components/data-table/list-count';
import { usersQueryOptions } from '@/gql/hooks';
import { memberFilters } from './member-filters';
import { membersSearch, type MembersSearch } from './members-search';

/** The Members list's operation, once: the screen pages it, a pinned view counts it (docs/saved-views.md). */
export const membersList = listQuery({
  query: (search: MembersSearch, paging) => usersQueryOptions({ ...memberFilters(search), ...paging }),
  page: (data) => data.users,
});

export const membersCounter = listCounter(membersList, membersSearch);
