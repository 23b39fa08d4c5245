import { createFileRoute } from '@tanstack/react-router';
import { PostsScreen } from '@/features/posts/posts-screen';
import { postsSearch } from '@/features/posts/posts-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/post-management/list')({
  staticData: {
    title: 'Posts',
    menu: {
      group: 'post-management',
      order: 1,
      permission: LIST_PERMISSIONS['/post-management/list'],
      match: ['/post-management'],
      // Not named in SPEC: what waits for a moderator, live (docs/live.md).
      badge: { search: { status: 'PENDING' }, label: 'pending' },
    },
    // Views pinned to the side menu count with the list's own query (a chunk of its own, loaded then).
    listCounter: () => import('@/features/posts/posts-list').then((m) => m.postsCounter),
  },
  validateSearch: postsSearch,
  component: PostsScreen,
});
