import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { ReviewNotFound, ReviewViewScreen } from '@/features/reviews/review-view-screen';
import { adminGetReviewDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/reviews/view/$id')({
  staticData: { title: 'Review Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetReviewDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ReviewNotFound,
  component: ReviewViewRoute,
});

function ReviewViewRoute() {
  const { id } = Route.useParams();
  return <ReviewViewScreen id={id} />;
}
