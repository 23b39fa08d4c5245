import { createFileRoute, redirect } from '@tanstack/react-router';

// Benefit items are edited in the list's modal (SPEC §2.9); this path opens it for the item.
export const Route = createFileRoute('/_admin/benefit-package_/edit/$id')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/benefit-package', search: { edit: params.id }, replace: true });
  },
});
