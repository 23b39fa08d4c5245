import { createFileRoute } from '@tanstack/react-router';
import { parseUserServicesSearch } from '@/features/packages/packages-search';
import { UserServicesScreen } from '@/features/packages/user-services-screen';

export const Route = createFileRoute('/_admin/user-services')({
  staticData: { title: 'User Service Packages' },
  validateSearch: parseUserServicesSearch,
  component: UserServicesRoute,
});

function UserServicesRoute() {
  const navigate = Route.useNavigate();
  return (
    <UserServicesScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
