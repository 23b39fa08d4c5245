import { createFileRoute } from '@tanstack/react-router';
import { ReviewsScreen } from '@/features/reviews/reviews-screen';
import { reviewsSearch } from '@/features/reviews/reviews-search';

export const Route = createFileRoute('/_admin/reviews/list')({
  staticData: { title: 'Reviews' },
  validateSearch: reviewsSearch,
  component: ReviewsRoute,
});

function ReviewsRoute() {
  const navigate = Route.useNavigate();
  return (
    <ReviewsScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
