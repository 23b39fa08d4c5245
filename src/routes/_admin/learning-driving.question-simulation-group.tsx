import { createFileRoute } from '@tanstack/react-router';
import { QuestionSimulationGroupScreen } from '@/features/learning-simulation/question-simulation-group-screen';
import { questionSimulationGroupSearch } from '@/features/learning-simulation/question-simulation-search';

export const Route = createFileRoute('/_admin/learning-driving/question-simulation-group')({
  staticData: { title: 'Question Simulation Group' },
  validateSearch: questionSimulationGroupSearch,
  component: QuestionSimulationGroupRoute,
});

function QuestionSimulationGroupRoute() {
  const navigate = Route.useNavigate();
  return (
    <QuestionSimulationGroupScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
