import { createFileRoute } from '@tanstack/react-router';
import { AvatarScreen } from '@/features/avatars/avatar-screen';
import { avatarSearch } from '@/features/avatars/avatar-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/services/avatar/list')({
  staticData: {
    title: 'Avatar',
    menu: {
      group: 'services',
      order: 6,
      permission: LIST_PERMISSIONS['/services/avatar/list'],
      match: ['/services/avatar'],
    },
  },
  validateSearch: avatarSearch,
  component: AvatarScreen,
});
