import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditReviewCategoryScreen } from '@/features/reviews/category-form-screen';
import { ReviewCategoryNotFound } from '@/features/reviews/category-view-screen';
import { adminGetReviewCategoryDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/category-management/edit/$id')({
  staticData: { title: 'Edit Review Category' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetReviewCategoryDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ReviewCategoryNotFound,
  component: EditReviewCategoryRoute,
});

function EditReviewCategoryRoute() {
  const { id } = Route.useParams();
  return <EditReviewCategoryScreen key={id} id={id} />;
}
