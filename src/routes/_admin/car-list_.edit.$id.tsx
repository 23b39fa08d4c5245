import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { EditCarScreen } from '@/features/cars/car-form-screen';
import { CarNotFound } from '@/features/cars/car-view-screen';
import { adminGetCarDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/car-list_/edit/$id')({
  staticData: { title: 'Edit Car' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetCarDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: CarNotFound,
  component: EditCarRoute,
});

function EditCarRoute() {
  const { id } = Route.useParams();
  return <EditCarScreen key={id} id={id} />;
}
