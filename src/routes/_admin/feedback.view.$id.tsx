import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { FeedbackNotFound, FeedbackViewScreen } from '@/features/feedback/feedback-view-screen';
import { adminGetFeedBackDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/feedback/view/$id')({
  staticData: { title: 'Feedback Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetFeedBackDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: FeedbackNotFound,
  component: FeedbackViewRoute,
});

function FeedbackViewRoute() {
  const { id } = Route.useParams();
  return <FeedbackViewScreen id={id} />;
}
