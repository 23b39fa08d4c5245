import { createFileRoute } from '@tanstack/react-router';
import { CarScreen } from '@/features/cars/car-screen';
import { carSearch } from '@/features/cars/car-search';
import { LIST_PERMISSIONS } from '@/rules/lists';
import { Car } from 'lucide-react';

export const Route = createFileRoute('/_admin/car-list')({
  staticData: {
    title: 'Car List',
    menu: { order: 60, permission: LIST_PERMISSIONS['/car-list'], icon: Car },
  },
  validateSearch: carSearch,
  component: CarScreen,
});
