import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditGarageScreen } from '@/features/garages/garage-form-screen';
import { GarageNotFound } from '@/features/garages/garage-view-screen';
import { adminGetGarageDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/services/garage-salon/edit/$id')({
  staticData: { title: 'Edit Garage & Salon' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetGarageDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: GarageNotFound,
  component: EditGarageRoute,
});

function EditGarageRoute() {
  const { id } = Route.useParams();
  // Keyed by id so moving between garages starts a fresh form.
  return <EditGarageScreen key={id} id={id} />;
}
