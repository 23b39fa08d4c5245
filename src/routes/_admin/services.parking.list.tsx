import { createFileRoute } from '@tanstack/react-router';
import { ParkingScreen } from '@/features/parking/parking-screen';
import { parkingSearch } from '@/features/parking/parking-search';

export const Route = createFileRoute('/_admin/services/parking/list')({
  staticData: { title: 'Parking' },
  validateSearch: parkingSearch, // parsed once, by the router
  component: ParkingRoute,
});

function ParkingRoute() {
  const navigate = Route.useNavigate();
  return (
    <ParkingScreen
      search={Route.useSearch()}
      navigate={(update, o) => void navigate({ search: update, replace: o?.replace })}
    />
  );
}
