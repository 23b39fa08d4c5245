import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2.2 lists /category-management with its lists page: both open the review categories.
export const Route = createFileRoute('/_admin/category-management/')({
  beforeLoad: () => {
    throw redirect({ to: '/category-management/lists', replace: true });
  },
});
