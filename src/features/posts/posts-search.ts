import { defineListSearch, field } from '@/components/data-table/list-search';
import type { PostStatus } from '@/gql/graphql';

// The enum's values, written out: this file loads with the app's entry, so it takes nothing from the
// screens (docs/adding-a-screen.md).
const STATUSES = [
  'DRAFT',
  'PENDING',
  'EDIT_PENDING',
  'INSUFFICIENT_FUND',
  'INSUFFICIENT_FUND_RENEW',
  'SOLD',
  'DETELED',
  'EXPIRED',
  'REJECTED',
  'ACTIVE',
  'SUSPENDED',
] as const satisfies readonly PostStatus[];

/**
 * The Posts URL query (SPEC §2.5, §2.13): page, search (title or id), userId (poster), location (free
 * text), brand (id), status and the creation-date range.
 */
export const postsSearch = defineListSearch({
  userId: field.text,
  location: field.text,
  brand: field.text,
  status: field.oneOf(STATUSES),
  createFrom: field.day,
  createTo: field.day,
});
export type PostsSearch = ReturnType<typeof postsSearch>;
