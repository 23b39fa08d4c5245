import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { ParkingNotFound, ParkingViewScreen } from '@/features/parking/parking-view-screen';
import { adminGetParkingDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/services/parking/view/$id')({
  staticData: { title: 'Parking Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetParkingDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: ParkingNotFound,
  component: ParkingViewRoute,
});

function ParkingViewRoute() {
  const { id } = Route.useParams();
  return <ParkingViewScreen id={id} />;
}
