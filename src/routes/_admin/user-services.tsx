import { createFileRoute } from '@tanstack/react-router';
import { parseUserServicesSearch } from '@/features/packages/packages-search';
import { UserServicesScreen } from '@/features/packages/user-services-screen';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/user-services')({
  staticData: {
    title: 'User Service Packages',
    menu: { group: 'user-management', order: 5, permission: LIST_PERMISSIONS['/user-services'] },
  },
  validateSearch: parseUserServicesSearch,
  component: UserServicesScreen,
});
