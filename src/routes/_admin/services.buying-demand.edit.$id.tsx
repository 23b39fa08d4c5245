import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditBuyingDemandScreen } from '@/features/buying-demand/buying-demand-form-screen';
import { BuyingDemandNotFound } from '@/features/buying-demand/buying-demand-view-screen';
import { adminGetCarBuyingNeedDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/services/buying-demand/edit/$id')({
  staticData: { title: 'Edit Buying Demand' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetCarBuyingNeedDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: BuyingDemandNotFound,
  component: EditBuyingDemandRoute,
});

function EditBuyingDemandRoute() {
  // Keyed by id so moving between demands starts a fresh form.
  const { id } = Route.useParams();
  return <EditBuyingDemandScreen key={id} id={id} />;
}
