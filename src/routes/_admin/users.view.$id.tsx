import { createFileRoute } from '@tanstack/react-router';
import { MemberDetailScreen } from '@/features/member-detail/member-detail-screen';

export const Route = createFileRoute('/_admin/users/view/$id')({
  component: MemberDetailRoute,
});

function MemberDetailRoute() {
  const { id } = Route.useParams();
  // A new id starts a fresh screen, so the audit log page does not carry over between members.
  return <MemberDetailScreen key={id} id={id} />;
}
