import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { MarketPriceNotFound, MarketPriceViewScreen } from '@/features/market-price/market-price-view-screen';
import { adminGetVersionDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/market-price_/view/$id')({
  staticData: { title: 'Market Price Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetVersionDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: MarketPriceNotFound,
  component: MarketPriceViewRoute,
});

function MarketPriceViewRoute() {
  const { id } = Route.useParams();
  return <MarketPriceViewScreen id={id} />;
}
