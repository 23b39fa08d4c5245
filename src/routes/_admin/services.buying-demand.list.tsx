import { createFileRoute } from '@tanstack/react-router';
import { BuyingDemandScreen } from '@/features/buying-demand/buying-demand-screen';
import { buyingDemandSearch } from '@/features/buying-demand/buying-demand-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/services/buying-demand/list')({
  staticData: {
    title: 'Buying Demand',
    menu: {
      group: 'services',
      order: 4,
      permission: LIST_PERMISSIONS['/services/buying-demand/list'],
      match: ['/services/buying-demand'],
    },
    listCounter: () =>
      import('@/features/buying-demand/buying-demand-list').then((m) => m.buyingDemandCounter),
  },
  validateSearch: buyingDemandSearch, // parsed once, by the router
  component: BuyingDemandScreen,
});
