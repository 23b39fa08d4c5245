import { createFileRoute } from '@tanstack/react-router';
import { ServiceEditScreen } from '@/features/packages/service-editor-screen';
import { parseServicesSearch } from '@/features/packages/services-search';

export const Route = createFileRoute('/_admin/service-package/edit/$id')({
  validateSearch: parseServicesSearch,
  component: ServiceEditRoute,
});

function ServiceEditRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ServiceEditScreen
      key={id}
      id={id}
      search={search}
      done={() => void navigate({ to: '/services-package', search })}
    />
  );
}
