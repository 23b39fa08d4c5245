import { createFileRoute } from '@tanstack/react-router';
import { QuestionSimulationGroupScreen } from '@/features/learning-simulation/question-simulation-group-screen';
import { questionSimulationGroupSearch } from '@/features/learning-simulation/question-simulation-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/learning-driving/question-simulation-group')({
  staticData: {
    title: 'Question Simulation Group',
    menu: {
      group: 'learning-driving',
      order: 2,
      permission: LIST_PERMISSIONS['/learning-driving/question-simulation-group'],
    },
  },
  validateSearch: questionSimulationGroupSearch,
  component: QuestionSimulationGroupScreen,
});
