import { Badge } from '@/components/ui/badge';
import type { ReportReason } from '@/gql/graphql';
import { REPORT_REASON_LABELS, SERIOUS_REPORT_REASONS } from '@/lib/report-reasons';

/** A report's reason as a tag (SPEC §3 words): fraud and a stolen car in red, the others grey. */
export function ReportReasonBadge({ reason }: { reason: ReportReason }) {
  return (
    <Badge
      variant={SERIOUS_REPORT_REASONS.has(reason) ? 'destructive' : 'secondary'}
      className="whitespace-nowrap"
    >
      {REPORT_REASON_LABELS[reason]}
    </Badge>
  );
}
