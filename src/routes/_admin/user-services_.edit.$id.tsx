import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { UserServiceEditScreen, UserServiceNotFound } from '@/features/packages/user-service-editor-screen';
import { adminGetUserServiceDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/user-services_/edit/$id')({
  staticData: { title: 'Edit user service package' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetUserServiceDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: UserServiceNotFound,
  component: UserServiceEditRoute,
});

function UserServiceEditRoute() {
  const { id } = Route.useParams();
  // Keyed by id so moving between packages starts a fresh form.
  return <UserServiceEditScreen key={id} id={id} />;
}
