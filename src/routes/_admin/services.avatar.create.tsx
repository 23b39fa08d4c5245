import { createFileRoute } from '@tanstack/react-router';
import { CreateAvatarScreen } from '@/features/avatars/avatar-form-screen';

export const Route = createFileRoute('/_admin/services/avatar/create')({
  staticData: { title: 'Create Avatar' },
  component: CreateAvatarScreen,
});
