import { createFileRoute, redirect } from '@tanstack/react-router';

// Benefit items are created in the list's modal (SPEC §2.9); this path opens it.
export const Route = createFileRoute('/_admin/benefit-package_/create')({
  beforeLoad: () => {
    throw redirect({ to: '/benefit-package', search: { create: true }, replace: true });
  },
});
