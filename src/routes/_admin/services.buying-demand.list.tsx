import { createFileRoute } from '@tanstack/react-router';
import { BuyingDemandScreen } from '@/features/buying-demand/buying-demand-screen';
import { buyingDemandSearch } from '@/features/buying-demand/buying-demand-search';

export const Route = createFileRoute('/_admin/services/buying-demand/list')({
  staticData: { title: 'Buying Demand' },
  validateSearch: buyingDemandSearch, // parsed once, by the router
  component: BuyingDemandRoute,
});

function BuyingDemandRoute() {
  const navigate = Route.useNavigate();
  return (
    <BuyingDemandScreen
      search={Route.useSearch()}
      navigate={(update, o) => void navigate({ search: update, replace: o?.replace })}
    />
  );
}
