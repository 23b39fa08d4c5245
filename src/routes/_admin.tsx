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
    // A screen the admin's role may not open, typed by hand or followed from a link, lands on the 403
    // result (SPEC §2.1, §8); the server refuses its calls anyway. The dashboard is where sign-in lands,
    // so an admin without it is taken to the first screen they may open instead.
    // TanStack Query (and the GraphQL client behind it) and the menu's rules load with the admin area, not
    // with the login route (docs/bundle.md); private routes find the client in their context as before.
    const [{ firstAllowedPath, pathPermission }, { holds }, { queryClient }] = await Promise.all([
      import('@/components/layout/menu'),
      import('@/rules/permissions'),
      import('@/lib/query-client'),
    ]);
    const { permissions } = readFragment(AdminProfileFragmentDoc, me);
    const needed = pathPermission(location.pathname);
    if (needed && !holds(permissions, needed)) {
      const landing = location.pathname === '/home' ? firstAllowedPath(permissions) : null;
      throw redirect({ to: landing ?? '/error/403', replace: true });
    }
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
