import { createFileRoute } from '@tanstack/react-router';
import { PostQueueScreen } from '@/features/posts/post-queue-screen';
import { postReviewSearch } from '@/features/posts/post-review-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

// Not named in SPEC: the issue's 'Needs review' queue, under the posts' own path.
export const Route = createFileRoute('/_admin/post-management/review')({
  staticData: {
    title: 'Needs review',
    menu: { group: 'post-management', order: 3, permission: LIST_PERMISSIONS['/post-management/review'] },
  },
  validateSearch: postReviewSearch,
  component: PostQueueScreen,
});
