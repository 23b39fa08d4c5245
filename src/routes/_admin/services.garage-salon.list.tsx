import { createFileRoute } from '@tanstack/react-router';
import { listingSearch } from '@/components/listing/listing-search';
import { GaragesScreen } from '@/features/garages/garages-screen';

export const Route = createFileRoute('/_admin/services/garage-salon/list')({
  staticData: { title: 'Garage & Salon' },
  validateSearch: listingSearch,
  component: GaragesRoute,
});

function GaragesRoute() {
  const navigate = Route.useNavigate();
  return (
    <GaragesScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
