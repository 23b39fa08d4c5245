import { createFileRoute } from '@tanstack/react-router';
import { UserServiceCreateScreen } from '@/features/packages/user-service-editor-screen';
import { parseUserServicesSearch } from '@/features/packages/user-services-search';

export const Route = createFileRoute('/_admin/user-services_/create')({
  validateSearch: parseUserServicesSearch,
  component: UserServiceCreateRoute,
});

function UserServiceCreateRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UserServiceCreateScreen search={search} done={() => void navigate({ to: '/user-services', search })} />
  );
}
