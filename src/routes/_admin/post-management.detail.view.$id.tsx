import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { PostDetailScreen, PostNotFound } from '@/features/posts/post-detail-screen';
import { adminGetPostDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/post-management/detail/view/$id')({
  staticData: { title: 'Post Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetPostDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: PostNotFound,
  component: PostDetailRoute,
});

function PostDetailRoute() {
  const { id } = Route.useParams();
  return <PostDetailScreen id={id} />;
}
