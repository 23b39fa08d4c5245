import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { StaffNotFound, StaffViewScreen } from '@/features/staff/staff-view-screen';
import { adminGetStaffDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/staff_/view/$id')({
  staticData: { title: 'Staff member' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetStaffDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: StaffNotFound,
  component: StaffViewRoute,
});

function StaffViewRoute() {
  const { id } = Route.useParams();
  return <StaffViewScreen id={id} />;
}
