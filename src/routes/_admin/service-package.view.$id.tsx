import { createFileRoute } from '@tanstack/react-router';
import { ServiceViewScreen } from '@/features/packages/service-view-screen';
import { parseServicesSearch } from '@/features/packages/services-search';

export const Route = createFileRoute('/_admin/service-package/view/$id')({
  validateSearch: parseServicesSearch,
  component: ServiceViewRoute,
});

function ServiceViewRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ServiceViewScreen
      key={id}
      id={id}
      search={search}
      deleted={() => void navigate({ to: '/services-package', search })}
    />
  );
}
