import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '@/components/layout/admin-layout';
import { readFragment } from '@/gql';
import { AdminProfileFragmentDoc } from '@/gql/graphql';
import { getSessionAdmin, signOut } from '@/lib/session';

/** Every private screen sits under this layout; main.tsx has already asked the server who is signed in. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: async () => {
    const me = getSessionAdmin();
    if (!me) throw redirect({ to: '/auth/login', replace: true });
    // TanStack Query (and the GraphQL client behind it) loads with the admin area, not with the login
    // route (docs/bundle.md); private routes find the client in their context as before.
    const { queryClient } = await import('@/lib/query-client');
    return { me, queryClient };
  },
  component: AdminShell,
});

function AdminShell() {
  const { me, queryClient } = Route.useRouteContext();
  const admin = readFragment(AdminProfileFragmentDoc, me);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminLayout admin={admin} onLogout={() => void signOut()}>
        <Outlet />
      </AdminLayout>
    </QueryClientProvider>
  );
}
