import { createFileRoute } from '@tanstack/react-router';
import { ContestScreen } from '@/features/contests/contest-screen';
import { contestSearch } from '@/features/contests/contest-search';

export const Route = createFileRoute('/_admin/contest')({
  staticData: { title: 'Contest' },
  validateSearch: contestSearch,
  component: ContestRoute,
});

function ContestRoute() {
  const navigate = Route.useNavigate();
  return (
    <ContestScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
