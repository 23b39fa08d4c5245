import { createFileRoute } from '@tanstack/react-router';
import { SessionsScreen } from '@/features/account/sessions-screen';

export const Route = createFileRoute('/_admin/account/sessions')({
  staticData: { title: 'Your sessions' },
  component: SessionsScreen,
});
