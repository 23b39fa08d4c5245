import { createFileRoute } from '@tanstack/react-router';
import { PostQueueScreen } from '@/features/posts/post-queue-screen';
import { postReviewSearch } from '@/features/posts/post-review-search';

// Not named in SPEC: the issue's 'Needs review' queue, under the posts' own path.
export const Route = createFileRoute('/_admin/post-management/review')({
  staticData: { title: 'Needs review' },
  validateSearch: postReviewSearch,
  component: PostQueueRoute,
});

function PostQueueRoute() {
  const navigate = Route.useNavigate();
  return (
    <PostQueueScreen
      search={Route.useSearch()}
      navigate={(update, o) => void navigate({ search: update, replace: o?.replace })}
    />
  );
}
