import { createFileRoute } from '@tanstack/react-router';
import { UserServicesScreen } from '@/features/packages/user-services-screen';
import { parseUserServicesSearch } from '@/features/packages/user-services-search';

export const Route = createFileRoute('/_admin/user-services')({
  validateSearch: parseUserServicesSearch,
  component: UserServicesRoute,
});

function UserServicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UserServicesScreen search={search} navigate={(update) => void navigate({ search: update })} />;
}
