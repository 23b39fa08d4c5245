import { createFileRoute } from '@tanstack/react-router';
import { CreateCarScreen } from '@/features/cars/car-form-screen';

export const Route = createFileRoute('/_admin/car-list_/create')({
  staticData: { title: 'Create Car' },
  component: CreateCarScreen,
});
