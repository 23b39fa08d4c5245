import { createFileRoute } from '@tanstack/react-router';
import { CreateTrafficSignScreen } from '@/features/learning/traffic-sign-form-screen';

export const Route = createFileRoute('/_admin/learning-driving/traffic-signs_/create')({
  staticData: { title: 'Create Traffic Sign' },
  component: CreateTrafficSignScreen,
});
