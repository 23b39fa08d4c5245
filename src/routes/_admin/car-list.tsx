import { createFileRoute } from '@tanstack/react-router';
import { CarScreen } from '@/features/cars/car-screen';
import { carSearch } from '@/features/cars/car-search';

export const Route = createFileRoute('/_admin/car-list')({
  staticData: { title: 'Car List' },
  validateSearch: carSearch,
  component: CarListRoute,
});

function CarListRoute() {
  const navigate = Route.useNavigate();
  return (
    <CarScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
