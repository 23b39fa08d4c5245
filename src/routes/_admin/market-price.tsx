import { createFileRoute } from '@tanstack/react-router';
import { MarketPriceScreen } from '@/features/market-price/market-price-screen';
import { parseMarketPriceSearch } from '@/features/market-price/market-price-search';

export const Route = createFileRoute('/_admin/market-price')({
  validateSearch: parseMarketPriceSearch,
  component: MarketPriceRoute,
});

function MarketPriceRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MarketPriceScreen search={search} navigate={(update) => void navigate({ search: update })} />;
}
