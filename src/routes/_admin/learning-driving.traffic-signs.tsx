import { createFileRoute } from '@tanstack/react-router';
import { TrafficSignScreen } from '@/features/learning/traffic-sign-screen';
import { trafficSignSearch } from '@/features/learning/traffic-sign-search';

export const Route = createFileRoute('/_admin/learning-driving/traffic-signs')({
  staticData: { title: 'Traffic Signs' },
  validateSearch: trafficSignSearch,
  component: TrafficSignsRoute,
});

function TrafficSignsRoute() {
  const navigate = Route.useNavigate();
  return (
    <TrafficSignScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
