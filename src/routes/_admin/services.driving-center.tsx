import { createFileRoute } from '@tanstack/react-router';
import { listingSearch } from '@/components/listing/listing-search';
import { DrivingCentersScreen } from '@/features/driving-centers/driving-centers-screen';

export const Route = createFileRoute('/_admin/services/driving-center')({
  staticData: { title: 'Driving Center' },
  validateSearch: listingSearch,
  component: DrivingCentersRoute,
});

function DrivingCentersRoute() {
  const navigate = Route.useNavigate();
  return (
    <DrivingCentersScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
