import { createFileRoute } from '@tanstack/react-router';
import { CreateGarageScreen } from '@/features/garages/garage-form-screen';

export const Route = createFileRoute('/_admin/services/garage-salon/create')({
  staticData: { title: 'Create Garage & Salon' },
  component: CreateGarageScreen,
});
