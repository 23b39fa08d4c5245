import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { PostDetailScreen, PostNotFound } from '@/features/posts/post-detail-screen';
import { postDetailSearch } from '@/features/posts/post-review-search';
import { adminGetPostDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/post-management/detail/view/$id')({
  staticData: { title: 'Post Detail' },
  validateSearch: postDetailSearch,
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetPostDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: PostNotFound,
  component: PostDetailRoute,
});

function PostDetailRoute() {
  const { id } = Route.useParams();
  const { from } = Route.useSearch();
  return <PostDetailScreen id={id} fromQueue={from === 'review'} />;
}
