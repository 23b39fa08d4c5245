import { createFileRoute } from '@tanstack/react-router';
import { CreateQuestionSimulationGroupScreen } from '@/features/learning-simulation/question-simulation-group-form-screen';

export const Route = createFileRoute('/_admin/learning-driving/question-simulation-group_/create')({
  staticData: { title: 'Create Question Simulation Group' },
  component: CreateQuestionSimulationGroupScreen,
});
