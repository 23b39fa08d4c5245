import { createFileRoute } from '@tanstack/react-router';
import { ServicesScreen } from '@/features/packages/services-screen';
import { parseServicesSearch } from '@/features/packages/services-search';

export const Route = createFileRoute('/_admin/services-package')({
  validateSearch: parseServicesSearch,
  component: ServicesRoute,
});

function ServicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ServicesScreen search={search} navigate={(update) => void navigate({ search: update })} />;
}
