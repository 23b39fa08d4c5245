import { createFileRoute } from '@tanstack/react-router';
import { listingSearch } from '@/components/listing/listing-search';
import { GaragesScreen } from '@/features/garages/garages-screen';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/services/garage-salon/list')({
  staticData: {
    title: 'Garage & Salon',
    menu: {
      group: 'services',
      order: 2,
      permission: LIST_PERMISSIONS['/services/garage-salon/list'],
      match: ['/services/garage-salon'],
    },
    listCounter: () => import('@/features/garages/garages-list').then((m) => m.garagesCounter),
  },
  validateSearch: listingSearch,
  component: GaragesScreen,
});
