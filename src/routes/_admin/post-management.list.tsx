import { createFileRoute } from '@tanstack/react-router';
import { PostsScreen } from '@/features/posts/posts-screen';
import { postsSearch } from '@/features/posts/posts-search';

export const Route = createFileRoute('/_admin/post-management/list')({
  staticData: { title: 'Posts' },
  validateSearch: postsSearch,
  component: PostsRoute,
});

function PostsRoute() {
  const navigate = Route.useNavigate();
  return (
    <PostsScreen
      search={Route.useSearch()}
      navigate={(update, o) => void navigate({ search: update, replace: o?.replace })}
    />
  );
}
