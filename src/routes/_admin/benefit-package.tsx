import { createFileRoute } from '@tanstack/react-router';
import { BenefitsScreen } from '@/features/packages/benefits-screen';
import { parseBenefitsSearch } from '@/features/packages/packages-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/benefit-package')({
  staticData: {
    title: 'Benefit Packages',
    menu: { group: 'user-management', order: 4, permission: LIST_PERMISSIONS['/benefit-package'] },
  },
  validateSearch: parseBenefitsSearch,
  component: BenefitsScreen,
});
