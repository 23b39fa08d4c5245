import { createFileRoute } from '@tanstack/react-router';
import { CreateReviewCategoryScreen } from '@/features/reviews/category-form-screen';

export const Route = createFileRoute('/_admin/category-management/create')({
  staticData: { title: 'Create Review Category' },
  component: CreateReviewCategoryScreen,
});
