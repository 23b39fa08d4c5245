import { Badge } from '@/components/ui/badge';
import type { PostStatus } from '@/gql/graphql';
import { POST_STATUS_TAGS } from './post-status';

/** A post's status as SPEC §4 tags it: its label in its colour. */
export function PostStatusTag({ status }: { status: PostStatus }) {
  const tag = POST_STATUS_TAGS[status];
  return (
    <Badge variant={tag.tone} data-status={status}>
      {tag.label}
    </Badge>
  );
}

/** A price under 50% or over 200% of the market price for the same version and year. */
export function PriceOutlierBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="warning"
      className={className}
      title="Under 50% or over 200% of the market price for this version and year"
    >
      Price outlier
    </Badge>
  );
}
