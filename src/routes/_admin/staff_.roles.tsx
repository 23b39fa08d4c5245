import { createFileRoute } from '@tanstack/react-router';
import { RolesScreen } from '@/features/staff/roles-screen';

export const Route = createFileRoute('/_admin/staff_/roles')({
  staticData: { title: 'Roles' },
  component: RolesScreen,
});
