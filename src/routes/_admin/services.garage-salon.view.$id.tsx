import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { GarageNotFound, GarageViewScreen } from '@/features/garages/garage-view-screen';
import { adminGetGarageDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/services/garage-salon/view/$id')({
  staticData: { title: 'Garage & Salon Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetGarageDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: GarageNotFound,
  component: GarageViewRoute,
});

function GarageViewRoute() {
  const { id } = Route.useParams();
  return <GarageViewScreen id={id} />;
}
