import { createFileRoute } from '@tanstack/react-router';
import { phoneErrorSearch } from '@/features/feedback/feedback-search';
import { PhoneErrorScreen } from '@/features/feedback/phone-error-screen';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/errors/phone/list')({
  staticData: {
    title: 'Phone Message',
    menu: {
      group: 'errors',
      order: 1,
      permission: LIST_PERMISSIONS['/errors/phone/list'],
      match: ['/errors/phone'],
    },
  },
  validateSearch: phoneErrorSearch,
  component: PhoneErrorScreen,
});
