import { createFileRoute } from '@tanstack/react-router';
import { CreateReviewVideoScreen } from '@/features/review-videos/review-video-form-screen';

export const Route = createFileRoute('/_admin/reviews/video/create')({
  staticData: { title: 'Create Review Video' },
  component: CreateReviewVideoScreen,
});
