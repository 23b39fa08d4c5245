import { createFileRoute } from '@tanstack/react-router';
import { BuyingCustomerScreen } from '@/features/buying-demand/buying-customer-screen';
import { buyingCustomerSearch } from '@/features/buying-demand/buying-demand-search';

export const Route = createFileRoute('/_admin/services/buyer-demand/list')({
  staticData: { title: 'Buying Customer' },
  validateSearch: buyingCustomerSearch, // parsed once, by the router
  component: BuyingCustomerRoute,
});

function BuyingCustomerRoute() {
  const navigate = Route.useNavigate();
  return (
    <BuyingCustomerScreen
      search={Route.useSearch()}
      navigate={(update, o) => void navigate({ search: update, replace: o?.replace })}
    />
  );
}
