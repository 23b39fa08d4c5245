import { createFileRoute } from '@tanstack/react-router';
import { loadFreshRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { PostNotFound } from '@/features/posts/post-detail-screen';
import { EditPostScreen } from '@/features/posts/post-form-screen';
import { adminGetPostForEditQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/post-management/edit/$id')({
  staticData: { title: 'Edit Post' },
  // Always the stored post: a form filled from a stale copy would write old values back on Save.
  loader: ({ context, params }) =>
    loadFreshRecord(context.queryClient, adminGetPostForEditQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: PostNotFound,
  component: EditPostRoute,
});

function EditPostRoute() {
  const { id } = Route.useParams();
  // Keyed by id so moving between posts starts a fresh form.
  return <EditPostScreen key={id} id={id} />;
}
