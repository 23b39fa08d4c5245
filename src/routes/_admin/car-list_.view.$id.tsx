import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { CarNotFound, CarViewScreen } from '@/features/cars/car-view-screen';
import { adminGetCarDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/car-list_/view/$id')({
  staticData: { title: 'Car Detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetCarDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: CarNotFound,
  component: CarViewRoute,
});

function CarViewRoute() {
  const { id } = Route.useParams();
  return <CarViewScreen id={id} />;
}
