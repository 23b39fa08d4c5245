import { createFileRoute } from '@tanstack/react-router';
import { UserServiceCreateScreen } from '@/features/packages/user-service-editor-screen';

export const Route = createFileRoute('/_admin/user-services_/create')({
  staticData: { title: 'Create user service package' },
  component: UserServiceCreateScreen,
});
