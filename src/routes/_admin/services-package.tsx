import { createFileRoute } from '@tanstack/react-router';
import { parseServicesSearch } from '@/features/packages/packages-search';
import { ServicesScreen } from '@/features/packages/services-screen';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/services-package')({
  staticData: {
    title: 'Service Packages',
    menu: {
      group: 'user-management',
      order: 3,
      permission: LIST_PERMISSIONS['/services-package'],
      match: ['/service-package'],
    },
  },
  validateSearch: parseServicesSearch,
  component: ServicesScreen,
});
