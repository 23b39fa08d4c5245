import { createFileRoute } from '@tanstack/react-router';
import { FeedbackScreen } from '@/features/feedback/feedback-screen';
import { feedbackSearch } from '@/features/feedback/feedback-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/feedback/list')({
  staticData: {
    title: 'Feedbacks',
    menu: {
      group: 'feedbacks',
      order: 2,
      permission: LIST_PERMISSIONS['/feedback/list'],
      match: ['/feedback'],
    },
  },
  validateSearch: feedbackSearch,
  component: FeedbackScreen,
});
