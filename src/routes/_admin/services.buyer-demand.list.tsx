import { createFileRoute } from '@tanstack/react-router';
import { BuyingCustomerScreen } from '@/features/buying-demand/buying-customer-screen';
import { buyingCustomerSearch } from '@/features/buying-demand/buying-demand-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/services/buyer-demand/list')({
  staticData: {
    title: 'Buying Customer',
    menu: {
      group: 'services',
      order: 5,
      permission: LIST_PERMISSIONS['/services/buyer-demand/list'],
      match: ['/services/buyer-demand'],
    },
  },
  validateSearch: buyingCustomerSearch, // parsed once, by the router
  component: BuyingCustomerScreen,
});
