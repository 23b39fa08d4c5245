import { createFileRoute } from '@tanstack/react-router';
import { FeedbackScreen } from '@/features/feedback/feedback-screen';
import { feedbackSearch } from '@/features/feedback/feedback-search';

export const Route = createFileRoute('/_admin/feedback/list')({
  staticData: { title: 'Feedbacks' },
  validateSearch: feedbackSearch,
  component: FeedbackRoute,
});

function FeedbackRoute() {
  const navigate = Route.useNavigate();
  return (
    <FeedbackScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
