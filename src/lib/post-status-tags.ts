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
