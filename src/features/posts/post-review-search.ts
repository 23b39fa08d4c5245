import { defineListSearch, field } from '@/components/data-table/list-search';
import type { PostQueueKind } from '@/rules/posts';

// The kinds written out: this file loads with the app's entry, so it takes no value from src/rules
// (zod) or the screens (docs/bundle.md); `satisfies` keeps them the rules' own.
const KINDS = ['PENDING', 'EDIT_PENDING', 'REPORTED'] as const satisfies readonly PostQueueKind[];

/** The 'Needs review' queue's URL query: its page and why the posts wait (one order, oldest first). */
export const postReviewSearch = defineListSearch({ kind: field.oneOf(KINDS) });
export type PostReviewSearch = ReturnType<typeof postReviewSearch>;

/** The post detail's URL query: `from=review` when it was opened from the queue, so it returns there. */
export const postDetailSearch = (raw: Record<string, unknown>): { from?: 'review' } =>
  raw.from === 'review' ? { from: 'review' } : {};
