import { createFileRoute } from '@tanstack/react-router';
import { loadFreshRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { MemberNotFound } from '@/features/member-detail/member-detail-screen';
import { MemberEditScreen } from '@/features/member-edit/member-form-screen';
import { adminGetUserForEditQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/users/edit/$id')({
  staticData: { title: 'Edit member' },
  loader: ({ context, params }) =>
    loadFreshRecord(context.queryClient, adminGetUserForEditQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: MemberNotFound,
  component: MemberEditRoute,
});

function MemberEditRoute() {
  const { id } = Route.useParams();
  // A new id starts a fresh form, so one member's values never carry over to another.
  return <MemberEditScreen key={id} id={id} />;
}
