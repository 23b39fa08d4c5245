import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '@/components/layout/admin-layout';
import { readFragment } from '@/gql';
import { AdminProfileFragmentDoc } from '@/gql/graphql';
import { getSessionAdmin, signOut } from '@/lib/session';

/** Every private screen sits under this layout; main.tsx has already asked the server who is signed in. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: async ({ location }) => {
    const me = getSessionAdmin();
    if (!me) throw redirect({ to: '/auth/login', replace: true });
    // TanStack Query (and the GraphQL client behind it) and the permission rules load with the admin area,
    // not with the login route (docs/bundle.md); private routes find the client in their context as before.
    const [{ refusedPathTarget }, { queryClient }] = await Promise.all([
      import('@/components/layout/permissions'),
      import('@/lib/query-client'),
    ]);
    // A screen the admin's role may not open, typed by hand or followed from a link, lands on the 403
    // result (SPEC §2.1, §8); the server refuses its calls anyway.
    const refused = refusedPathTarget(location.pathname);
    if (refused) throw redirect({ to: refused, replace: true });
    return { me, queryClient };
  },
  component: AdminShell,
});

function AdminShell() {
  const { me, queryClient } = Route.useRouteContext();
  const admin = readFragment(AdminProfileFragmentDoc, me);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminLayout admin={admin} permissions={admin.permissions} onLogout={() => void signOut()}>
        <Outlet />
      </AdminLayout>
    </QueryClientProvider>
  );
}
