import { createFileRoute } from '@tanstack/react-router';
import { QuestionSimulationScreen } from '@/features/learning-simulation/question-simulation-screen';
import { questionSimulationSearch } from '@/features/learning-simulation/question-simulation-search';

export const Route = createFileRoute('/_admin/learning-driving/question-simulation')({
  staticData: { title: 'Question Simulation' },
  validateSearch: questionSimulationSearch,
  component: QuestionSimulationRoute,
});

function QuestionSimulationRoute() {
  const navigate = Route.useNavigate();
  return (
    <QuestionSimulationScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
