import { MEMBER_STATUSES } from '@/rules/member-status';
import { isRealDay } from '@/rules/dates';

export interface MembersSearch {
  page?: number;
  search?: string;
  status?: (typeof MEMBER_STATUSES)[number];
  createFrom?: string;
  createTo?: string;
}

const isStatus = (v: unknown): v is MembersSearch['status'] =>
  typeof v === 'string' && (MEMBER_STATUSES as readonly string[]).includes(v);
const asDay = (v: unknown) => (typeof v === 'string' && isRealDay(v) ? v : undefined);

/**
 * The Members URL query; a malformed value is dropped rather than breaking the screen.
 * Hand-written rather than zod because route search parsers load with the app's first script,
 * and the filter RULES (future dates, to before from) are still checked by the shared zod schema.
 */
export function parseMembersSearch(raw: Record<string, unknown>): MembersSearch {
  const page = Number(raw.page);
  // The router JSON-parses query values, so a shared link with ?search=912345 arrives as a number.
  const keyword = typeof raw.search === 'number' ? String(raw.search) : raw.search;
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    search: typeof keyword === 'string' && keyword.trim() ? keyword.trim() : undefined,
    status: isStatus(raw.status) ? raw.status : undefined,
    createFrom: asDay(raw.createFrom),
    createTo: asDay(raw.createTo),
  };
}
