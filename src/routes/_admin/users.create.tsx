import { createFileRoute } from '@tanstack/react-router';
import { MemberCreateScreen } from '@/features/member-edit/member-form-screen';

export const Route = createFileRoute('/_admin/users/create')({
  staticData: { title: 'Create member' },
  component: MemberCreateScreen,
});
