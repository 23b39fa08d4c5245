import { createFileRoute } from '@tanstack/react-router';
import { CreateQuestionSimulationScreen } from '@/features/learning-simulation/question-simulation-form-screen';

export const Route = createFileRoute('/_admin/learning-driving/question-simulation_/create')({
  staticData: { title: 'Create Question Simulation' },
  component: CreateQuestionSimulationScreen,
});
