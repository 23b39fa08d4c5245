import { createFileRoute } from '@tanstack/react-router';
import { QuestionTheoryScreen } from '@/features/learning/question-theory-screen';
import { questionTheorySearch } from '@/features/learning/question-theory-search';

export const Route = createFileRoute('/_admin/learning-driving/question-theory')({
  staticData: { title: 'Question Theory' },
  validateSearch: questionTheorySearch,
  component: QuestionTheoryRoute,
});

function QuestionTheoryRoute() {
  const navigate = Route.useNavigate();
  return (
    <QuestionTheoryScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
