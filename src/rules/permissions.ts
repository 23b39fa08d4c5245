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
  // A member's balance and KAR (User.userBalance, and the Balance columns, card and export): money the
  // moderators and support staff who read members have no need to see.
  'members.balances',
  'transfers.read',
  'transfers.approve',
  // The two-approval threshold (docs/money.md#two-approvals): who sets how much one approver may move alone.
  // Only SUPPER_ADMIN, which holds every permission, for now: an approver must not lift their own control.
  'transfers.configure',
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
  // Uploading a file (POST /api/v1/media/*, the media library's upload screen and every form's picture or
  // video field): a REST route, so it opens no GraphQL field (docs/permissions.md#media-uploads).
  'media.write',
  'media.delete',
  'banners.read',
  'banners.write',
  'banners.delete',
  'services.read',
  'services.write',
  'services.delete',
  // The audit trail (docs/audit.md): who did what. Only SUPPER_ADMIN, which holds every permission, for now.
  'audit.read',
  // Staff accounts and roles (docs/staff.md): only SUPPER_ADMIN, which holds every permission, by default.
  'staff.read',
  'staff.write',
  'roles.write',
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
      ...area('members', 'read', 'balances'),
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
      ...area('media', 'read', 'write', 'delete'),
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

/** The areas of the permissions in words, in the order the role editor groups them (docs/staff.md). */
export const PERMISSION_AREAS: readonly { area: string; label: string }[] = [
  { area: 'dashboard', label: 'Dashboard' },
  { area: 'members', label: 'Members' },
  { area: 'transfers', label: 'Transfer requests' },
  { area: 'packages', label: 'Packages' },
  { area: 'notifications', label: 'Notifications' },
  { area: 'posts', label: 'Posts' },
  { area: 'reviews', label: 'Reviews' },
  { area: 'avatars', label: 'Avatars' },
  { area: 'demands', label: 'Buying demands' },
  { area: 'cars', label: 'Car list' },
  { area: 'contests', label: 'Contests' },
  { area: 'marketPrice', label: 'Market price' },
  { area: 'settings', label: 'Settings' },
  { area: 'learning', label: 'Learning driving' },
  { area: 'feedback', label: 'Feedback and errors' },
  { area: 'media', label: 'Media' },
  { area: 'banners', label: 'Banners' },
  { area: 'services', label: 'Services' },
  { area: 'audit', label: 'Audit log' },
  { area: 'staff', label: 'Staff' },
  { area: 'roles', label: 'Roles' },
];

/** Every permission under its area, in PERMISSION_AREAS order (an area missing there goes last). */
export function permissionsByArea(): { area: string; label: string; permissions: Permission[] }[] {
  const groups = PERMISSION_AREAS.map((a) => ({ ...a, permissions: [] as Permission[] }));
  for (const permission of PERMISSIONS) {
    const area = permission.slice(0, permission.indexOf('.'));
    let group = groups.find((g) => g.area === area);
    if (!group) groups.push((group = { area, label: area, permissions: [] }));
    group.permissions.push(permission);
  }
  return groups.filter((g) => g.permissions.length > 0);
}
