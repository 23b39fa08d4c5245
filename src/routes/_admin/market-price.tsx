import { createFileRoute } from '@tanstack/react-router';
import { MarketPriceScreen } from '@/features/market-price/market-price-screen';
import { marketPriceSearch } from '@/features/market-price/market-price-search';

export const Route = createFileRoute('/_admin/market-price')({
  staticData: { title: 'Market Price' },
  validateSearch: marketPriceSearch,
  component: MarketPriceRoute,
});

function MarketPriceRoute() {
  const navigate = Route.useNavigate();
  return (
    <MarketPriceScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
