import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditReviewScreen } from '@/features/reviews/review-form-screen';
import { ReviewNotFound } from '@/features/reviews/review-view-screen';
import { adminGetReviewDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/reviews/edit/$id')({
  staticData: { title: 'Edit Review' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetReviewDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ReviewNotFound,
  component: EditReviewRoute,
});

function EditReviewRoute() {
  const { id } = Route.useParams();
  // Keyed by id so moving between reviews starts a fresh form.
  return <EditReviewScreen key={id} id={id} />;
}
