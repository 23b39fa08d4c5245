import { createFileRoute } from '@tanstack/react-router';
import { ServiceCreateScreen } from '@/features/packages/service-editor-screen';

export const Route = createFileRoute('/_admin/service-package/create')({
  staticData: { title: 'Create service package' },
  component: ServiceCreateScreen,
});
