import { createFileRoute } from '@tanstack/react-router';
import { loadRecord } from '@/components/record/load-record';
import { RecordError, RecordPending } from '@/components/record/record-states';
import { MemberDetailScreen, MemberNotFound } from '@/features/member-detail/member-detail-screen';
import { adminGetUserDetailQueryOptions } from '@/gql/hooks';

export const Route = createFileRoute('/_admin/users/view/$id')({
  staticData: { title: 'Member detail' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, adminGetUserDetailQueryOptions({ id: params.id })),
  pendingComponent: RecordPending,
  errorComponent: RecordError,
  notFoundComponent: MemberNotFound,
  component: MemberDetailRoute,
});

function MemberDetailRoute() {
  const { id } = Route.useParams();
  // A new id starts a fresh screen, so the audit log page does not carry over between members.
  return <MemberDetailScreen key={id} id={id} />;
}
