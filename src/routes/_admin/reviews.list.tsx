import { createFileRoute } from '@tanstack/react-router';
import { ReviewsScreen } from '@/features/reviews/reviews-screen';
import { reviewsSearch } from '@/features/reviews/reviews-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/reviews/list')({
  staticData: {
    title: 'Reviews',
    menu: { group: 'reviews', order: 1, permission: LIST_PERMISSIONS['/reviews/list'], match: ['/reviews'] },
    listCounter: () => import('@/features/reviews/reviews-list').then((m) => m.reviewsCounter),
  },
  validateSearch: reviewsSearch,
  component: ReviewsScreen,
});
