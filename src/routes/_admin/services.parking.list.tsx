import { createFileRoute } from '@tanstack/react-router';
import { ParkingScreen } from '@/features/parking/parking-screen';
import { parkingSearch } from '@/features/parking/parking-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/services/parking/list')({
  staticData: {
    title: 'Parking',
    menu: {
      group: 'services',
      order: 3,
      permission: LIST_PERMISSIONS['/services/parking/list'],
      match: ['/services/parking'],
    },
    listCounter: () => import('@/features/parking/parking-list').then((m) => m.parkingCounter),
  },
  validateSearch: parkingSearch, // parsed once, by the router
  component: ParkingScreen,
});
