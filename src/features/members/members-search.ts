import { oneOf, parseBaseListSearch, type BaseListSearch } from '@/lib/list-search';
import { MEMBER_STATUSES, type MemberStatus } from '@/rules/member-status';

export interface MembersSearch extends BaseListSearch {
  status?: MemberStatus;
}

/** The Members URL query; a malformed value is dropped rather than breaking the screen. */
export function parseMembersSearch(raw: Record<string, unknown>): MembersSearch {
  return { ...parseBaseListSearch(raw), status: oneOf(MEMBER_STATUSES, raw.status) };
}
