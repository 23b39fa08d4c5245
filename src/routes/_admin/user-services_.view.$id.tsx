import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2.9: a user package's detail is a modal over the list; this path opens it.
export const Route = createFileRoute('/_admin/user-services_/view/$id')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/user-services', search: { view: params.id }, replace: true });
  },
});
