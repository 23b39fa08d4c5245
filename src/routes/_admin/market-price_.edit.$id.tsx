import { createFileRoute } from '@tanstack/react-router';
import { EditMarketPriceScreen } from '@/features/market-price/market-price-form-screen';

export const Route = createFileRoute('/_admin/market-price_/edit/$id')({
  component: EditMarketPriceRoute,
});

function EditMarketPriceRoute() {
  const { id } = Route.useParams();
  // Keyed by id so moving between versions starts a fresh form.
  return <EditMarketPriceScreen key={id} id={id} />;
}
