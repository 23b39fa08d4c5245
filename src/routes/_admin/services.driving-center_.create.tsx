import { createFileRoute } from '@tanstack/react-router';
import { CreateDrivingCenterScreen } from '@/features/driving-centers/driving-center-form-screen';

export const Route = createFileRoute('/_admin/services/driving-center_/create')({
  staticData: { title: 'Create Driving Center' },
  component: CreateDrivingCenterScreen,
});
