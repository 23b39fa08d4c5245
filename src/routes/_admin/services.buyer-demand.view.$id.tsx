import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import {
  BuyingCustomerNotFound,
  BuyingDemandViewScreen,
} from '@/features/buying-demand/buying-demand-view-screen';
import { adminGetCarBuyingNeedDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/services/buyer-demand/view/$id')({
  staticData: { title: 'Buying Customer Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetCarBuyingNeedDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: BuyingCustomerNotFound,
  component: BuyingCustomerViewRoute,
});

/** SPEC §2.10: the seller demand detail, with its sellers. */
function BuyingCustomerViewRoute() {
  const { id } = Route.useParams();
  return <BuyingDemandViewScreen id={id} asCustomer />;
}
