/**
 * What an admin may do: one list, read by the server's guard (every root field of schema.graphql names
 * one of these in `@requires(permission: "…")`) and by the SPA's menu, routes and buttons. Plain data
 * and no imports, so the admin shell can load it without zod (docs/permissions.md).
 *
 * A permission is `area.action`. Adding one: add it here, name it on the fields it opens, and give it to
 * the built-in roles that should hold it (BUILT_IN_ROLES below; the server writes their sets to the
 * database at start, so no migration is needed).
 */
export const PERMISSIONS = [
  'dashboard.read',
  'members.read',
  'members.write',
  'transfers.read',
  'transfers.approve',
  'packages.read',
  'packages.write',
  'packages.delete',
  'notifications.read',
  'notifications.send',
  'posts.read',
  'posts.write',
  'posts.moderate',
  'reviews.read',
  'reviews.write',
  'reviews.delete',
  'avatars.read',
  'avatars.write',
  'avatars.delete',
  'demands.read',
  'demands.write',
  'demands.delete',
  'cars.read',
  'cars.write',
  'cars.delete',
  'contests.read',
  'contests.write',
  'marketPrice.read',
  'marketPrice.write',
  'settings.read',
  'settings.write',
  'settings.delete',
  'learning.read',
  'learning.write',
  'learning.delete',
  'feedback.read',
  'feedback.delete',
  'media.read',
  'media.delete',
  'banners.read',
  'banners.write',
  'banners.delete',
  'services.read',
  'services.write',
  'services.delete',
  // The audit trail (docs/audit.md): who did what. Only SUPPER_ADMIN, which holds every permission, for now.
  'audit.read',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const KNOWN: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return KNOWN.has(value);
}

/** SPEC §2.1/§6 spells the all-powerful authority this way; it is contract text. */
export const SUPPER_ADMIN = 'SUPPER_ADMIN';

export type BuiltInRoleCode = 'SUPPER_ADMIN' | 'MODERATOR' | 'FINANCE' | 'CONTENT_EDITOR' | 'SUPPORT';

export interface BuiltInRole {
  code: BuiltInRoleCode;
  name: string;
  permissions: readonly Permission[];
}

const area = (name: string, ...actions: string[]): Permission[] =>
  actions.map((action) => `${name}.${action}`).filter(isPermission);

/**
 * The roles every database holds (issue 26 §2). SUPPER_ADMIN holds every permission there is, including
 * ones added later; its name is 'Admin', the tag SPEC §2.1 shows in the profile menu.
 */
export const BUILT_IN_ROLES: readonly BuiltInRole[] = [
  { code: SUPPER_ADMIN, name: 'Admin', permissions: PERMISSIONS },
  {
    code: 'MODERATOR',
    name: 'Moderator',
    permissions: [
      ...area('posts', 'read', 'moderate'),
      ...area('feedback', 'read', 'delete'),
      'members.read',
    ],
  },
  {
    code: 'FINANCE',
    name: 'Finance',
    permissions: [
      // The dashboard is revenue figures.
      'dashboard.read',
      ...area('transfers', 'read', 'approve'),
      ...area('packages', 'read', 'write', 'delete'),
      'members.read',
    ],
  },
  {
    code: 'CONTENT_EDITOR',
    name: 'Content editor',
    permissions: [
      ...area('reviews', 'read', 'write', 'delete'),
      ...area('avatars', 'read', 'write', 'delete'),
      ...area('banners', 'read', 'write', 'delete'),
      ...area('contests', 'read', 'write'),
      ...area('cars', 'read', 'write', 'delete'),
      ...area('marketPrice', 'read', 'write'),
      ...area('settings', 'read', 'write', 'delete'),
      ...area('learning', 'read', 'write', 'delete'),
      ...area('media', 'read', 'delete'),
    ],
  },
  {
    code: 'SUPPORT',
    name: 'Support',
    permissions: ['members.read', 'posts.read', 'feedback.read', 'transfers.read'],
  },
];

/** Whether a signed-in admin's permissions (as `meAdmin` answers them) include `permission`. */
export function holds(permissions: readonly string[] | null | undefined, permission: Permission): boolean {
  return permissions?.includes(permission) ?? false;
}
