import { createFileRoute } from '@tanstack/react-router';
import { ServiceCreateScreen } from '@/features/packages/service-editor-screen';
import { parseServicesSearch } from '@/features/packages/services-search';

export const Route = createFileRoute('/_admin/service-package/create')({
  validateSearch: parseServicesSearch,
  component: ServiceCreateRoute,
});

function ServiceCreateRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ServiceCreateScreen search={search} done={() => void navigate({ to: '/services-package', search })} />
  );
}
