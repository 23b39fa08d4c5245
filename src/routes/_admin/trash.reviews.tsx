import { createFileRoute } from '@tanstack/react-router';
import { ReviewTrashScreen } from '@/features/trash/trash-screen';
import { trashSearch } from '@/features/trash/trash-search';

export const Route = createFileRoute('/_admin/trash/reviews')({
  staticData: { title: 'Review trash', menu: { group: 'trash', order: 20, permission: 'reviews.read' } },
  validateSearch: trashSearch,
  component: ReviewTrashScreen,
});
