import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Outlet, createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { WorkBell } from '@/components/bell/work-bell';
import { AdminLayout } from '@/components/layout/admin-layout';
import { adminMenu } from '@/components/layout/menu';
import { StepUpDialog } from '@/components/step-up/step-up-dialog';
import { TWO_STEP_PATH } from '@/lib/two-step-path';
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
    const [{ refusedPathTarget, twoStepSetupTarget }, { queryClient }] = await Promise.all([
      import('@/components/layout/permissions'),
      import('@/lib/query-client'),
    ]);
    // A role that requires two-step sign-in: nothing else until it is on (the server refuses the rest too).
    const setup = twoStepSetupTarget(location.pathname);
    if (setup) throw redirect({ to: setup, replace: true });
    // A screen the admin's role may not open, typed by hand or followed from a link, lands on the 403
    // result (SPEC §2.1, §8); the server refuses its calls anyway.
    const refused = refusedPathTarget(location.pathname);
    if (refused) throw redirect({ to: refused, replace: true });
    return { me, queryClient };
  },
  component: AdminShell,
});

/** The reminder is put away for the rest of this browser session (it comes back at the next sign-in). */
const REMINDER_KEY = 'kar-two-step-reminder-dismissed';

function AdminShell() {
  // `beforeLoad` runs again on every navigation (a sort, a page, a search) and returns a new context object;
  // selecting its parts, which stay the same objects, keeps the layout and the side menu from rendering
  // again each time (issue 30 §3: about a third of a sort's work under a 4× slower CPU).
  const me = Route.useRouteContext({ select: (c) => c.me });
  const queryClient = Route.useRouteContext({ select: (c) => c.queryClient });
  const admin = readFragment(AdminProfileFragmentDoc, me);
  // The tab's live stream (docs/live.md), loaded apart from the shell; not while two-step sign-in must
  // first be set up, when the server would refuse it.
  const mayListen = !(admin.twoFactorRequired && !admin.twoFactorEnabled);
  useEffect(() => {
    if (!mayListen) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('@/components/live/live-connection').then((m) => {
      if (!gone) stop = m.startLive();
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [mayListen]);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminLayout
        admin={admin}
        // The side menu as the routes declare it (`staticData.menu`), filtered by the layout.
        menu={adminMenu()}
        permissions={admin.permissions}
        onLogout={() => void signOut()}
        notice={admin.twoFactorEnabled ? null : <TwoStepReminder required={admin.twoFactorRequired} />}
        // Not while two-step sign-in must first be set up: the server refuses everything else until then.
        bell={mayListen ? <WorkBell /> : null}
      >
        <Outlet />
      </AdminLayout>
      <StepUpDialog twoFactorEnabled={admin.twoFactorEnabled} />
    </QueryClientProvider>
  );
}

/**
 * An admin without two-step sign-in is reminded of it (issue 27 §1), in the header beside the profile menu
 * so that no screen's content moves; required, they are on its screen.
 */
function TwoStepReminder({ required }: { required: boolean }) {
  const [dismissed, setDismissed] = useState(() => window.sessionStorage.getItem(REMINDER_KEY) === '1');
  // Not on the screen it points to (where it would still show just after turning it on).
  const onSetup = useLocation().pathname === TWO_STEP_PATH;
  if (required || dismissed || onSetup) return null;
  return (
    <div className="hidden items-center gap-3 rounded-md border border-warning/40 bg-warning/10 px-3 py-1 text-sm md:flex">
      <Link to={TWO_STEP_PATH} className="font-medium text-primary hover:underline">
        Turn on two-step sign-in
      </Link>
      <button
        type="button"
        aria-label="Not now: hide the two-step sign-in reminder"
        className="text-muted-foreground hover:underline"
        onClick={() => {
          window.sessionStorage.setItem(REMINDER_KEY, '1');
          setDismissed(true);
        }}
      >
        Not now
      </button>
    </div>
  );
}
