import { createFileRoute } from '@tanstack/react-router';
import { ReviewVideosScreen } from '@/features/review-videos/review-videos-screen';
import { reviewVideosSearch } from '@/features/review-videos/review-videos-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/reviews/video/list')({
  staticData: {
    title: 'Reviews Video',
    menu: {
      group: 'reviews',
      order: 2,
      permission: LIST_PERMISSIONS['/reviews/video/list'],
      match: ['/reviews/video'],
    },
  },
  validateSearch: reviewVideosSearch,
  component: ReviewVideosScreen,
});
