import { createFileRoute } from '@tanstack/react-router';
import { ReviewCategoriesScreen } from '@/features/reviews/categories-screen';
import { reviewCategoriesSearch } from '@/features/reviews/reviews-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/category-management/lists')({
  staticData: {
    title: 'Review Categories',
    menu: {
      group: 'reviews',
      order: 3,
      permission: LIST_PERMISSIONS['/category-management/lists'],
      match: ['/category-management'],
    },
  },
  validateSearch: reviewCategoriesSearch,
  component: ReviewCategoriesScreen,
});
