import { createFileRoute } from '@tanstack/react-router';
import { MembersScreen } from '@/features/members/members-screen';
import { parseMembersSearch } from '@/features/members/members-search';

export const Route = createFileRoute('/_admin/user-management')({
  validateSearch: parseMembersSearch,
  component: MembersRoute,
});

function MembersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MembersScreen search={search} navigate={(update) => void navigate({ search: update })} />;
}
