import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditMarketPriceScreen } from '@/features/market-price/market-price-form-screen';
import { MarketPriceNotFound } from '@/features/market-price/market-price-view-screen';
import { adminGetVersionDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/market-price_/edit/$id')({
  staticData: { title: 'Edit Market Price' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetVersionDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: MarketPriceNotFound,
  component: EditMarketPriceRoute,
});

function EditMarketPriceRoute() {
  const { id } = Route.useParams();
  // Keyed by id so moving between versions starts a fresh form.
  return <EditMarketPriceScreen key={id} id={id} />;
}
