import { createFileRoute } from '@tanstack/react-router';
import { CreateParkingScreen } from '@/features/parking/parking-form-screen';

export const Route = createFileRoute('/_admin/services/parking/create')({
  staticData: { title: 'Create Parking' },
  component: CreateParkingScreen,
});
