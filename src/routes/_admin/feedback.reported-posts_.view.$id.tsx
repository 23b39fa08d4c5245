import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { ReportPostNotFound, ReportPostViewScreen } from '@/features/feedback/report-post-view-screen';
import { adminGetReportPostDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/feedback/reported-posts_/view/$id')({
  staticData: { title: 'Reported Post Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetReportPostDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ReportPostNotFound,
  component: ReportPostViewRoute,
});

function ReportPostViewRoute() {
  const { id } = Route.useParams();
  return <ReportPostViewScreen id={id} />;
}
