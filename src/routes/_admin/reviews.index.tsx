import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2.2 lists /reviews beside /reviews/list: both open the reviews list.
export const Route = createFileRoute('/_admin/reviews/')({
  beforeLoad: () => {
    throw redirect({ to: '/reviews/list', replace: true });
  },
});
