import { useRouterState } from '@tanstack/react-router';
import { readFragment } from '@/gql';
import { AdminProfileFragmentDoc } from '@/gql/graphql';
import { getSessionAdmin } from '@/lib/session';
import { holds, isPermission, type Permission } from '@/rules/permissions';
import { firstAllowedPath, pathPermission } from './menu';
/**
 * The signed-in admin's permissions, as the start-up `meAdmin` answered them. The SPA only hides what
 * they do not allow; the server refuses it anyway, and a change made meanwhile applies there at once.
 */
export function sessionPermissions(): readonly string[] {
  const me = getSessionAdmin();
  return me ? readFragment(AdminProfileFragmentDoc, me).permissions : [];
}

/** Whether the signed-in admin holds `permission`: for the buttons of one action (approve, send…). */
export function useCan(permission: Permission): boolean {
  return holds(sessionPermissions(), permission);
}

/** Whether the signed-in admin may open `path` (a create or edit screen, say), by the router's rule. */
export function mayOpen(path: string): boolean {
  const needed = pathPermission(path);
  return needed === null || holds(sessionPermissions(), needed);
}

/**
 * Whether the admin may `action` ('delete', 'write') in the area of the screen shown: the shared row
 * actions (ConfirmDelete) ask this, as a delete on a screen deletes that screen's things. An area
 * without such a permission leaves the decision to the server.
 */
export function useAreaCan(action: 'write' | 'delete'): boolean {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const area = pathPermission(pathname)?.split('.')[0];
  const permission = `${area}.${action}`;
  return !area || !isPermission(permission) || holds(sessionPermissions(), permission);
}

/**
 * Where the router sends the signed-in admin instead of `pathname`, or null when they may open it: the
 * 403 result for a screen their role may not open (SPEC §2.1, §8), and for /home (where sign-in lands)
 * without the dashboard, the first screen they may open.
 */
export function refusedPathTarget(pathname: string): string | null {
  const needed = pathPermission(pathname);
  const permissions = sessionPermissions();
  if (!needed || holds(permissions, needed)) return null;
  return (pathname === '/home' ? firstAllowedPath(permissions) : null) ?? '/error/403';
}
