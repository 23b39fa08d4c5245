import { createFileRoute } from '@tanstack/react-router';
import { listingSearch } from '@/components/listing/listing-search';
import { DrivingCentersScreen } from '@/features/driving-centers/driving-centers-screen';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/services/driving-center')({
  staticData: {
    title: 'Driving Center',
    menu: { group: 'services', order: 1, permission: LIST_PERMISSIONS['/services/driving-center'] },
    listCounter: () =>
      import('@/features/driving-centers/driving-centers-list').then((m) => m.drivingCentersCounter),
  },
  validateSearch: listingSearch,
  component: DrivingCentersScreen,
});
