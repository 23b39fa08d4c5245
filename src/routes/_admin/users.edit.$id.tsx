import { createFileRoute } from '@tanstack/react-router';
import { MemberEditScreen } from '@/features/member-edit/member-edit-screen';

export const Route = createFileRoute('/_admin/users/edit/$id')({
  component: MemberEditRoute,
});

function MemberEditRoute() {
  const { id } = Route.useParams();
  // A new id starts a fresh form, so one member's values never carry over to another.
  return <MemberEditScreen key={id} id={id} />;
}
