// The reported posts' reason words and tag are shared with the posts screens (their report history).
export { REPORT_REASON_LABELS } from '@/lib/report-reasons';
export { ReportReasonBadge } from '@/components/record/report-reason-badge';
