import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '@/components/layout/admin-layout';
import { useFragment } from '@/gql';
import { AdminProfileFragmentDoc, type MeAdminQuery } from '@/gql/graphql';
import { meAdminQueryKey } from '@/gql/hooks';
import { signOut } from '@/lib/session';

/** Every private screen sits under this layout; main.tsx has already asked the server who is signed in. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: ({ context }) => {
    const me = context.queryClient.getQueryData<MeAdminQuery>(meAdminQueryKey());
    if (!me) throw redirect({ to: '/auth/login', replace: true });
    return { me: me.meAdmin };
  },
  component: AdminShell,
});

function AdminShell() {
  const { me } = Route.useRouteContext();
  const admin = useFragment(AdminProfileFragmentDoc, me);
  return (
    <AdminLayout admin={admin} onLogout={() => void signOut()}>
      <Outlet />
    </AdminLayout>
  );
}
