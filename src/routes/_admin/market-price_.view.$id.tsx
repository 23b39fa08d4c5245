import { createFileRoute } from '@tanstack/react-router';
import { MarketPriceViewScreen } from '@/features/market-price/market-price-view-screen';

export const Route = createFileRoute('/_admin/market-price_/view/$id')({
  component: MarketPriceViewRoute,
});

function MarketPriceViewRoute() {
  const { id } = Route.useParams();
  return <MarketPriceViewScreen id={id} />;
}
