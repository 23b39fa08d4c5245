import { createFileRoute } from '@tanstack/react-router';
import { MembersScreen } from '@/features/members/members-screen';
import { membersSearch } from '@/features/members/members-search';

export const Route = createFileRoute('/_admin/user-management')({
  staticData: { title: 'Members' },
  validateSearch: membersSearch,
  component: MembersRoute,
});

function MembersRoute() {
  const navigate = Route.useNavigate();
  return (
    <MembersScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
