import { createFileRoute } from '@tanstack/react-router';
import { TrafficSignScreen } from '@/features/learning/traffic-sign-screen';
import { trafficSignSearch } from '@/features/learning/traffic-sign-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/learning-driving/traffic-signs')({
  staticData: {
    title: 'Traffic Signs',
    menu: {
      group: 'learning-driving',
      order: 4,
      permission: LIST_PERMISSIONS['/learning-driving/traffic-signs'],
    },
  },
  validateSearch: trafficSignSearch,
  component: TrafficSignScreen,
});
