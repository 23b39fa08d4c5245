import type { PostStatus } from '@/gql/graphql';

/** The tag colours SPEC §4 names, as the kit's badge variants. */
export type TagTone = 'info' | 'success' | 'secondary' | 'destructive';

/**
 * SPEC §4 post status tags, spelled so ('Suspened', 'Delete', 'Reject'): two statuses share 'Pending'
 * (green), two 'Insufficient'; Active is blue, Reject and Suspened red, the rest grey.
 */
export const POST_STATUS_TAGS: Record<PostStatus, { label: string; tone: TagTone }> = {
  ACTIVE: { label: 'Active', tone: 'info' },
  PENDING: { label: 'Pending', tone: 'success' },
  EDIT_PENDING: { label: 'Pending', tone: 'success' },
  INSUFFICIENT_FUND: { label: 'Insufficient', tone: 'secondary' },
  INSUFFICIENT_FUND_RENEW: { label: 'Insufficient', tone: 'secondary' },
  SOLD: { label: 'Sold', tone: 'secondary' },
  DETELED: { label: 'Delete', tone: 'secondary' },
  EXPIRED: { label: 'Expired', tone: 'secondary' },
  DRAFT: { label: 'Draft', tone: 'secondary' },
  REJECTED: { label: 'Reject', tone: 'destructive' },
  SUSPENDED: { label: 'Suspened', tone: 'destructive' },
};

export const POST_STATUSES = Object.keys(POST_STATUS_TAGS) as PostStatus[];

/** The statuses an admin checks (SPEC §2.13: edit/check only for these). */
export const needsCheck = (status: PostStatus) => status === 'PENDING' || status === 'EDIT_PENDING';

/**
 * SPEC §2.13 Status filter, in its order and words. Each option sends one status (adminListPost takes
 * one): Pending sends PENDING and Insufficient INSUFFICIENT_FUND. Posts waiting with an edit
 * (EDIT_PENDING) are in the 'Needs review' queue with the new ones; the URL takes any status, so
 * ?status=EDIT_PENDING lists them too, and the select then shows that status as an extra option.
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
