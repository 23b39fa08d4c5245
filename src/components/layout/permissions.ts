import { useRouterState } from '@tanstack/react-router';
import { readFragment } from '@/gql';
import { AdminProfileFragmentDoc } from '@/gql/graphql';
import { getSessionAdmin } from '@/lib/session';
import { holds, isPermission, type Permission } from '@/rules/permissions';
import { adminMenu, firstAllowedPath, pathPermission } from './menu';
import { TWO_STEP_PATH } from '@/lib/two-step-path';
/**
 * The signed-in admin's permissions, as the start-up `meAdmin` answered them. The SPA only hides what
 * they do not allow; the server refuses it anyway, and a change made meanwhile applies there at once.
 */
export function sessionPermissions(): readonly string[] {
  const me = getSessionAdmin();
  return me ? readFragment(AdminProfileFragmentDoc, me).permissions : [];
}

/** The signed-in admin's id, or undefined outside a session (a shared part rendered on its own). */
export function sessionAdminId(): string | undefined {
  const me = getSessionAdmin();
  return me ? readFragment(AdminProfileFragmentDoc, me).id : undefined;
}

/** Whether the signed-in admin holds `permission`: for the buttons of one action (approve, send…). */
export function useCan(permission: Permission): boolean {
  return holds(sessionPermissions(), permission);
}

/** Whether the signed-in admin may open `path` (a create or edit screen, say), by the router's rule. */
export function mayOpen(path: string): boolean {
  // A link's href carries the list's search ('?page=2'): the permission is the path's.
  const needed = pathPermission(adminMenu(), path.split(/[?#]/)[0] ?? path);
  return needed === null || holds(sessionPermissions(), needed);
}

/**
 * Whether the admin may `action` ('delete', 'write') in the area of the screen shown: the shared row
 * actions (ConfirmDelete) ask this, as a delete on a screen deletes that screen's things. An area without
 * its own delete asks for its write; an area with neither leaves the decision to the server.
 */
export function useAreaCan(action: 'write' | 'delete'): boolean {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const area = pathPermission(adminMenu(), pathname)?.split('.')[0];
  if (!area) return true;
  const permission = `${area}.${action}`;
  // An area without its own delete (market price: its rows go through the settings' delete on the server)
  // asks for the area's write: a read-only role is never offered a Delete the server would refuse.
  const needed = isPermission(permission) ? permission : `${area}.write`;
  return !isPermission(needed) || holds(sessionPermissions(), needed);
}

/**
 * Where the router sends the signed-in admin instead of `pathname`, or null when they may open it: the
 * 403 result for a screen their role may not open (SPEC §2.1, §8), and for /home (where sign-in lands)
 * without the dashboard, the first screen they may open.
 */
/**
 * Where an admin whose role requires two-step sign-in, and who has not turned it on, must go first (issue 27
 * §1): its screen, or null. Here rather than in the admin route's guard, which stays in the login page's
 * first script: the profile's fragment reader brings every generated document with it (docs/bundle.md).
 */
export function twoStepSetupTarget(pathname: string): string | null {
  const me = getSessionAdmin();
  if (!me || pathname === TWO_STEP_PATH) return null;
  const profile = readFragment(AdminProfileFragmentDoc, me);
  return profile.twoFactorRequired && !profile.twoFactorEnabled ? TWO_STEP_PATH : null;
}

export function refusedPathTarget(pathname: string): string | null {
  const menu = adminMenu();
  const needed = pathPermission(menu, pathname);
  const permissions = sessionPermissions();
  if (!needed || holds(permissions, needed)) return null;
  return (pathname === '/home' ? firstAllowedPath(menu, permissions) : null) ?? '/error/403';
}
