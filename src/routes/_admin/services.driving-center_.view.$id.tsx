import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import {
  DrivingCenterNotFound,
  DrivingCenterViewScreen,
} from '@/features/driving-centers/driving-center-view-screen';
import { adminGetCenterDriverLisenseDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/services/driving-center_/view/$id')({
  staticData: { title: 'Driving Center Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetCenterDriverLisenseDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: DrivingCenterNotFound,
  component: DrivingCenterViewRoute,
});

function DrivingCenterViewRoute() {
  const { id } = Route.useParams();
  return <DrivingCenterViewScreen id={id} />;
}
