import { createFileRoute } from '@tanstack/react-router';
import { QuestionSimulationScreen } from '@/features/learning-simulation/question-simulation-screen';
import { questionSimulationSearch } from '@/features/learning-simulation/question-simulation-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/learning-driving/question-simulation')({
  staticData: {
    title: 'Question Simulation',
    menu: {
      group: 'learning-driving',
      order: 1,
      permission: LIST_PERMISSIONS['/learning-driving/question-simulation'],
    },
  },
  validateSearch: questionSimulationSearch,
  component: QuestionSimulationScreen,
});
