import { createFileRoute } from '@tanstack/react-router';
import { CreateReviewScreen } from '@/features/reviews/review-form-screen';

export const Route = createFileRoute('/_admin/reviews/create')({
  staticData: { title: 'Create Review' },
  component: CreateReviewScreen,
});
