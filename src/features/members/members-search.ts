import { defineListSearch, field } from '@/components/data-table/list-search';
import { MEMBER_STATUSES } from '@/rules/member-status';

/** The Members URL query (SPEC §2.5, §2.6): page, search, status and the creation-date range. */
export const membersSearch = defineListSearch({
  status: field.oneOf(MEMBER_STATUSES),
  createFrom: field.day,
  createTo: field.day,
});
export type MembersSearch = ReturnType<typeof membersSearch>;
