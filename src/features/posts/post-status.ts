import type { PostStatus } from '@/gql/graphql';
import { POST_STATUS_TAGS } from '@/lib/post-status-tags';

export { POST_STATUS_TAGS };

export const POST_STATUSES = Object.keys(POST_STATUS_TAGS) as PostStatus[];

/** The statuses an admin checks (SPEC §2.13: edit/check only for these). */
export const needsCheck = (status: PostStatus) => status === 'PENDING' || status === 'EDIT_PENDING';

/**
 * SPEC §2.13 Status filter, in its order and words. Each option sends one status; the server reads
 * Pending as PENDING and EDIT_PENDING and Insufficient as both INSUFFICIENT_FUND statuses, the statuses
 * that share those tags (`statusesMatching` in src/rules/posts.ts). The URL takes any status, so a
 * link may ask for one alone (?status=EDIT_PENDING); the select then shows it as an extra option.
 */
export const POST_STATUS_FILTER: readonly { value: PostStatus; label: string }[] = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'DRAFT', label: 'Draft' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'INSUFFICIENT_FUND', label: 'Insufficient' },
  { value: 'SOLD', label: 'Sold' },
  { value: 'EXPIRED', label: 'Expired' },
  { value: 'DETELED', label: 'Deleted' },
  { value: 'REJECTED', label: 'Rejected' },
];

/** The filter's options for what the URL holds: the nine of SPEC, plus the URL's own when off the list. */
export function statusFilterOptions(current: PostStatus | undefined) {
  const options = POST_STATUS_FILTER.map((o) => ({ value: o.value, label: o.label }));
  if (current && !options.some((o) => o.value === current)) {
    options.push({ value: current, label: `${POST_STATUS_TAGS[current].label} (${current})` });
  }
  return options;
}

/** A moderation step an admin can take on a post's page (the transitions; SPEC §4: not shown). */
export type ModerationAction = 'approve' | 'reject' | 'suspend' | 'restore';

/**
 * Where each step goes and from where: a PENDING or EDIT_PENDING post is approved (ACTIVE; for an edit,
 * the edit applied) or rejected (REJECTED; for an edit, the last approved version stays ACTIVE); an
 * ACTIVE post is suspended, a SUSPENDED one restored.
 */
export const MODERATION: Record<ModerationAction, { from: readonly PostStatus[]; to: PostStatus }> = {
  approve: { from: ['PENDING', 'EDIT_PENDING'], to: 'ACTIVE' },
  reject: { from: ['PENDING', 'EDIT_PENDING'], to: 'REJECTED' },
  suspend: { from: ['ACTIVE'], to: 'SUSPENDED' },
  restore: { from: ['SUSPENDED'], to: 'ACTIVE' },
};

/** The steps offered for a post in this status, in the order the page shows them. */
export const allowedActions = (status: PostStatus): ModerationAction[] =>
  (['approve', 'reject', 'suspend', 'restore'] as const).filter((a) => MODERATION[a].from.includes(status));

const DONE: Record<ModerationAction, string> = {
  approve: 'Post approved',
  reject: 'Post rejected',
  suspend: 'Post suspended',
  restore: 'Post restored',
};

/** The decision asked is an approval (of a new post or an edit), which its admin may undo for a moment. */
export const isApproval = (v: { status: PostStatus; expectedStatus?: PostStatus | null }) =>
  v.status === 'ACTIVE' && !!v.expectedStatus && MODERATION.approve.from.includes(v.expectedStatus);

/** What the success message says, read from what was asked: approve and restore both make it ACTIVE. */
export const decisionMessage = (v: { status: PostStatus; expectedStatus?: PostStatus | null }) =>
  v.status === 'REJECTED'
    ? DONE.reject
    : v.status === 'SUSPENDED'
      ? DONE.suspend
      : v.expectedStatus === 'SUSPENDED'
        ? DONE.restore
        : DONE.approve;
