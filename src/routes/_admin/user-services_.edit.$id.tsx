import { createFileRoute } from '@tanstack/react-router';
import { UserServiceEditScreen } from '@/features/packages/user-service-editor-screen';
import { parseUserServicesSearch } from '@/features/packages/user-services-search';

export const Route = createFileRoute('/_admin/user-services_/edit/$id')({
  validateSearch: parseUserServicesSearch,
  component: UserServiceEditRoute,
});

function UserServiceEditRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UserServiceEditScreen
      key={id}
      id={id}
      search={search}
      done={() => void navigate({ to: '/user-services', search })}
    />
  );
}
