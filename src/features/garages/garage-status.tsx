import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { Tooltip } from '@/components/ui/tooltip';
import type { GarageStatus } from '@/gql/graphql';
import type { TagTone } from '@/lib/post-status-tags';

/** SPEC §4: Active (blue), Pending (green), Reject (red). */
export const GARAGE_STATUS_TAGS: Record<GarageStatus, { label: string; tone: TagTone }> = {
  ACTIVE: { label: 'Active', tone: 'info' },
  PENDING: { label: 'Pending', tone: 'success' },
  REJECT: { label: 'Reject', tone: 'destructive' },
};

export function GarageStatusTag({ status }: { status: GarageStatus }) {
  const tag = GARAGE_STATUS_TAGS[status];
  return <Badge variant={tag.tone}>{tag.label}</Badge>;
}

/**
 * SPEC §4 Kar Check, exactly: when set, the button reads InActive (tooltip Reject) and clears it; when
 * not set, it reads Active (tooltip Approve) and sets it. The list reloads after (the action refetches).
 */
export function KarCheckButton(props: {
  title: string;
  karCheck: boolean;
  pending: boolean;
  onChange: (isKarCheck: boolean) => void;
}) {
  const { karCheck } = props;
  return (
    <Tooltip content={karCheck ? 'Reject' : 'Approve'}>
      <Button
        size="sm"
        variant={karCheck ? 'outline' : 'default'}
        disabled={props.pending}
        // The visible word leads the name (WCAG 2.5.3); the tooltip's verb and the garage follow.
        aria-label={`${karCheck ? 'InActive' : 'Active'}: ${karCheck ? 'reject' : 'approve'} Kar Check of ${props.title}`}
        onClick={() => props.onChange(!karCheck)}
      >
        {karCheck ? 'InActive' : 'Active'}
      </Button>
    </Tooltip>
  );
}
