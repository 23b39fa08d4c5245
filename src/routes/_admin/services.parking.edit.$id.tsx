import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditParkingScreen } from '@/features/parking/parking-form-screen';
import { ParkingNotFound } from '@/features/parking/parking-view-screen';
import { adminGetParkingDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/services/parking/edit/$id')({
  staticData: { title: 'Edit Parking' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetParkingDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ParkingNotFound,
  component: EditParkingRoute,
});

function EditParkingRoute() {
  const { id } = Route.useParams();
  // Keyed by id so moving between parkings starts a fresh form.
  return <EditParkingScreen key={id} id={id} />;
}
