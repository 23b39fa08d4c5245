import { defineListSearch, field } from '@/components/data-table/list-search';
import { STAFF_STATUSES } from '@/rules/staff-status';

// Apart from the screen: a route's validateSearch stays in the entry, the screen loads with the route.
/** The Staff list's URL query: page, the search box (name or email), role and status. */
export const staffSearch = defineListSearch({
  role: field.text,
  status: field.oneOf(STAFF_STATUSES),
});
export type StaffSearch = ReturnType<typeof staffSearch>;
