import { createFileRoute } from '@tanstack/react-router';
import { TransfersScreen } from '@/features/transfers/transfers-screen';
import { transfersSearch } from '@/features/transfers/transfers-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/transfer-request')({
  staticData: {
    title: 'Transfer Request',
    menu: {
      group: 'user-management',
      order: 2,
      permission: LIST_PERMISSIONS['/transfer-request'],
      // Not named in SPEC: the new requests (the list's default status), live (docs/live.md).
      badge: { search: {}, label: 'new' },
    },
    listCounter: () => import('@/features/transfers/transfers-list').then((m) => m.transfersCounter),
  },
  validateSearch: transfersSearch,
  component: TransfersScreen,
});
