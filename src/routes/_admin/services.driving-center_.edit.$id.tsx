import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditDrivingCenterScreen } from '@/features/driving-centers/driving-center-form-screen';
import { DrivingCenterNotFound } from '@/features/driving-centers/driving-center-view-screen';
import { adminGetCenterDriverLisenseDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/services/driving-center_/edit/$id')({
  staticData: { title: 'Edit Driving Center' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetCenterDriverLisenseDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: DrivingCenterNotFound,
  component: EditDrivingCenterRoute,
});

function EditDrivingCenterRoute() {
  const { id } = Route.useParams();
  // Keyed by id so moving between centres starts a fresh form.
  return <EditDrivingCenterScreen key={id} id={id} />;
}
