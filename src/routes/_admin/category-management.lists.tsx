import { createFileRoute } from '@tanstack/react-router';
import { ReviewCategoriesScreen } from '@/features/reviews/categories-screen';
import { reviewCategoriesSearch } from '@/features/reviews/reviews-search';

export const Route = createFileRoute('/_admin/category-management/lists')({
  staticData: { title: 'Review Categories' },
  validateSearch: reviewCategoriesSearch,
  component: ReviewCategoriesRoute,
});

function ReviewCategoriesRoute() {
  const navigate = Route.useNavigate();
  return (
    <ReviewCategoriesScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
