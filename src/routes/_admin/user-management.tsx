import { createFileRoute } from '@tanstack/react-router';
import { MembersScreen } from '@/features/members/members-screen';
import { membersSearch } from '@/features/members/members-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/user-management')({
  staticData: {
    title: 'Members',
    menu: {
      group: 'user-management',
      order: 1,
      permission: LIST_PERMISSIONS['/user-management'],
      match: ['/users'],
    },
    listCounter: () => import('@/features/members/members-list').then((m) => m.membersCounter),
  },
  validateSearch: membersSearch,
  component: MembersScreen,
});
