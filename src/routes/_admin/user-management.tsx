import { createFileRoute } from '@tanstack/react-router';
import { MembersScreen } from '@/features/members/members-screen';
import { membersSearchSchema } from '@/features/members/members-search';

export const Route = createFileRoute('/_admin/user-management')({
  validateSearch: membersSearchSchema,
  component: MembersRoute,
});

function MembersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MembersScreen search={search} navigate={(update) => void navigate({ search: update })} />;
}
