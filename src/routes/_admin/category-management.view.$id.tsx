import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { ReviewCategoryNotFound, ReviewCategoryViewScreen } from '@/features/reviews/category-view-screen';
import { adminGetReviewCategoryDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/category-management/view/$id')({
  staticData: { title: 'Review Category Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetReviewCategoryDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ReviewCategoryNotFound,
  component: ReviewCategoryViewRoute,
});

function ReviewCategoryViewRoute() {
  const { id } = Route.useParams();
  return <ReviewCategoryViewScreen id={id} />;
}
