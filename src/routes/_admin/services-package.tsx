import { createFileRoute } from '@tanstack/react-router';
import { parseServicesSearch } from '@/features/packages/packages-search';
import { ServicesScreen } from '@/features/packages/services-screen';

export const Route = createFileRoute('/_admin/services-package')({
  staticData: { title: 'Service Packages' },
  validateSearch: parseServicesSearch,
  component: ServicesRoute,
});

function ServicesRoute() {
  const navigate = Route.useNavigate();
  return (
    <ServicesScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
