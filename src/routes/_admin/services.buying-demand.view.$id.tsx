import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import {
  BuyingDemandNotFound,
  BuyingDemandViewScreen,
} from '@/features/buying-demand/buying-demand-view-screen';
import { adminGetCarBuyingNeedDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/services/buying-demand/view/$id')({
  staticData: { title: 'Buying Demand Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetCarBuyingNeedDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: BuyingDemandNotFound,
  component: BuyingDemandViewRoute,
});

function BuyingDemandViewRoute() {
  const { id } = Route.useParams();
  return <BuyingDemandViewScreen id={id} />;
}
