import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2.1: the root redirects to login, which forwards a signed-in admin to /home.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/login', replace: true });
  },
});
