import { createFileRoute } from '@tanstack/react-router';
import { ReviewVideosScreen } from '@/features/review-videos/review-videos-screen';
import { reviewVideosSearch } from '@/features/review-videos/review-videos-search';

export const Route = createFileRoute('/_admin/reviews/video/list')({
  staticData: { title: 'Reviews Video' },
  validateSearch: reviewVideosSearch,
  component: ReviewVideosRoute,
});

function ReviewVideosRoute() {
  const navigate = Route.useNavigate();
  return (
    <ReviewVideosScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
