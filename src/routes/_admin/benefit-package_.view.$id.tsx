import { createFileRoute, redirect } from '@tanstack/react-router';

// A benefit item is only a type and a title, so its "view" is the list's modal showing both.
export const Route = createFileRoute('/_admin/benefit-package_/view/$id')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/benefit-package', search: { edit: params.id }, replace: true });
  },
});
