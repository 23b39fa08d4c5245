import {
  BadgeDollarSign,
  Bell,
  Car,
  FileText,
  GraduationCap,
  Image,
  LayoutDashboard,
  MessageSquare,
  ScrollText,
  Settings,
  Star,
  TriangleAlert,
  Trophy,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

import { holds, isPermission, type Permission } from '../../rules/permissions';

/** Every path the side menu links to; each must exist in the route tree. */
export type MenuPath =
  | '/home'
  | '/user-management'
  | '/transfer-request'
  | '/services-package'
  | '/benefit-package'
  | '/user-services'
  | '/notification'
  | '/post-management/list'
  | '/post-management/create'
  | '/post-management/review'
  | '/reviews/list'
  | '/reviews/video/list'
  | '/category-management/lists'
  | '/car-list'
  | '/contest'
  | '/settings'
  | '/banners'
  | '/market-price'
  | '/learning-driving/question-simulation'
  | '/learning-driving/question-simulation-group'
  | '/learning-driving/question-theory'
  | '/learning-driving/traffic-signs'
  | '/services/driving-center'
  | '/services/garage-salon/list'
  | '/services/parking/list'
  | '/services/buying-demand/list'
  | '/services/buyer-demand/list'
  | '/services/avatar/list'
  | '/media'
  | '/feedback/reported-posts'
  | '/feedback/list'
  | '/errors/phone/list'
  | '/audit-log';

export type MenuLink = {
  kind: 'link';
  key: string;
  label: string;
  to: MenuPath;
  /** Path prefixes (whole segments) that count as this entry, so detail and edit screens keep it lit. */
  match: readonly string[];
  /**
   * What the entry's screens need (src/rules/permissions.ts): the side menu shows it, and the router lets
   * its paths open, only for an admin holding it (SPEC §2.1 'entries filtered by authority').
   */
  permission: Permission;
  icon?: LucideIcon;
};

export type MenuGroup = {
  kind: 'group';
  key: string;
  label: string;
  icon: LucideIcon;
  children: readonly MenuLink[];
};

export type MenuEntry = MenuLink | MenuGroup;

function link(
  key: string,
  label: string,
  to: MenuPath,
  match: readonly string[],
  permission: Permission,
  icon?: LucideIcon,
): MenuLink {
  const entry: MenuLink = { kind: 'link', key, label, to, match, permission };
  if (icon) entry.icon = icon;
  return entry;
}

function group(key: string, label: string, icon: LucideIcon, children: readonly MenuLink[]): MenuGroup {
  return { kind: 'group', key, label, icon, children };
}

// Order and labels follow SPEC §2.1 exactly. Three sub-entries SPEC does not list are added after the
// entries of their group, never in place of one: 'Needs review' (the posts' review queue), 'Review
// Categories' (managed with the reviews) and 'Media Library' (every upload, beside the avatars' pictures
// under Services). Each was reachable only from a button on another screen. 'Audit log' (every write, by
// whom, docs/audit.md) comes last, after every SPEC entry.
export const MENU: readonly MenuEntry[] = [
  link('dashboard', 'Dashboard', '/home', ['/home'], 'dashboard.read', LayoutDashboard),
  group('user-management', 'User Management', Users, [
    link('members', 'Members', '/user-management', ['/user-management', '/users'], 'members.read'),
    link(
      'transfer-request',
      'Transfer Request',
      '/transfer-request',
      ['/transfer-request'],
      'transfers.read',
    ),
    link(
      'services-package',
      'Service Packages',
      '/services-package',
      ['/services-package', '/service-package'],
      'packages.read',
    ),
    link('benefit-package', 'Benefit Packages', '/benefit-package', ['/benefit-package'], 'packages.read'),
    link('user-services', 'User Service Packages', '/user-services', ['/user-services'], 'packages.read'),
  ]),
  link('notification', 'Notification', '/notification', ['/notification'], 'notifications.read', Bell),
  group('post-management', 'Post Management', FileText, [
    link('posts', 'Posts', '/post-management/list', ['/post-management'], 'posts.read'),
    link('create-post', 'Create Post', '/post-management/create', ['/post-management/create'], 'posts.write'),
    link(
      'posts-review',
      'Needs review',
      '/post-management/review',
      ['/post-management/review'],
      'posts.moderate',
    ),
  ]),
  group('reviews', 'Reviews', Star, [
    link('reviews-list', 'Reviews', '/reviews/list', ['/reviews'], 'reviews.read'),
    link('reviews-video', 'Reviews Video', '/reviews/video/list', ['/reviews/video'], 'reviews.read'),
    link(
      'review-categories',
      'Review Categories',
      '/category-management/lists',
      ['/category-management'],
      'reviews.read',
    ),
  ]),
  link('car-list', 'Car List', '/car-list', ['/car-list'], 'cars.read', Car),
  link('contest', 'Contest', '/contest', ['/contest'], 'contests.read', Trophy),
  link('settings', 'Settings', '/settings', ['/settings'], 'settings.read', Settings),
  link('banners', 'Banners', '/banners', ['/banners', '/banner'], 'banners.read', Image),
  link(
    'market-price',
    'Market Price',
    '/market-price',
    ['/market-price'],
    'marketPrice.read',
    BadgeDollarSign,
  ),
  group('learning-driving', 'Learning Driving', GraduationCap, [
    link(
      'question-simulation',
      'Question Simulation',
      '/learning-driving/question-simulation',
      ['/learning-driving/question-simulation'],
      'learning.read',
    ),
    link(
      'question-simulation-group',
      'Question Simulation Group',
      '/learning-driving/question-simulation-group',
      ['/learning-driving/question-simulation-group'],
      'learning.read',
    ),
    link(
      'question-theory',
      'Question Theory',
      '/learning-driving/question-theory',
      ['/learning-driving/question-theory'],
      'learning.read',
    ),
    link(
      'traffic-signs',
      'Traffic Signs',
      '/learning-driving/traffic-signs',
      ['/learning-driving/traffic-signs'],
      'learning.read',
    ),
  ]),
  group('services', 'Services', Wrench, [
    link(
      'driving-center',
      'Driving Center',
      '/services/driving-center',
      ['/services/driving-center'],
      'services.read',
    ),
    link(
      'garage-salon',
      'Garage & Salon',
      '/services/garage-salon/list',
      ['/services/garage-salon'],
      'services.read',
    ),
    link('parking', 'Parking', '/services/parking/list', ['/services/parking'], 'services.read'),
    link(
      'buying-demand',
      'Buying Demand',
      '/services/buying-demand/list',
      ['/services/buying-demand'],
      'demands.read',
    ),
    link(
      'buyer-demand',
      'Buying Customer',
      '/services/buyer-demand/list',
      ['/services/buyer-demand'],
      'demands.read',
    ),
    link('avatar', 'Avatar', '/services/avatar/list', ['/services/avatar'], 'avatars.read'),
    link('media', 'Media Library', '/media', ['/media'], 'media.read'),
  ]),
  group('feedbacks', 'Feedbacks', MessageSquare, [
    link(
      'reported-posts',
      'Reported Posts',
      '/feedback/reported-posts',
      ['/feedback/reported-posts'],
      'feedback.read',
    ),
    link('feedback-list', 'Feedbacks', '/feedback/list', ['/feedback'], 'feedback.read'),
  ]),
  group('errors', 'Errors', TriangleAlert, [
    link('phone-message', 'Phone Message', '/errors/phone/list', ['/errors/phone'], 'feedback.read'),
  ]),
  link('audit-log', 'Audit log', '/audit-log', ['/audit-log'], 'audit.read', ScrollText),
];

/** Entries an admin holding `permissions` may see; a group with no visible child disappears. */
export function filterMenu(
  menu: readonly MenuEntry[],
  permissions: readonly string[] | null | undefined,
): MenuEntry[] {
  const result: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'link') {
      if (holds(permissions, entry.permission)) result.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => holds(permissions, child.permission));
    if (children.length > 0) result.push({ ...entry, children });
  }
  return result;
}

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The key of the link that owns `pathname`: the longest matching prefix wins, so
 * /reviews/video/edit/1 lights 'Reviews Video' rather than 'Reviews'.
 */
export function findActiveKey(menu: readonly MenuEntry[], pathname: string): string | undefined {
  let best: { key: string; length: number } | undefined;
  const consider = (entry: MenuLink) => {
    for (const prefix of entry.match) {
      if (matchesPrefix(pathname, prefix) && (!best || prefix.length > best.length)) {
        best = { key: entry.key, length: prefix.length };
      }
    }
  };
  for (const entry of menu) {
    if (entry.kind === 'link') consider(entry);
    else entry.children.forEach(consider);
  }
  return best?.key;
}

/** The group holding the active link, so it starts expanded. */
export function findGroupOf(menu: readonly MenuEntry[], key: string | undefined): string | undefined {
  if (!key) return undefined;
  for (const entry of menu) {
    if (entry.kind === 'group' && entry.children.some((child) => child.key === key)) return entry.key;
  }
  return undefined;
}

const WRITE_SEGMENTS = new Set(['create', 'edit']);

/**
 * What opening `pathname` needs: the permission of the menu entry owning it, its area's `write` for a
 * create or edit screen (when the area has one), or null for a path no entry owns (/error/403).
 */
export function pathPermission(pathname: string): Permission | null {
  let best: { entry: MenuLink; length: number } | undefined;
  for (const entry of MENU.flatMap((e) => (e.kind === 'link' ? [e] : e.children))) {
    for (const prefix of entry.match) {
      if (matchesPrefix(pathname, prefix) && (!best || prefix.length > best.length)) {
        best = { entry, length: prefix.length };
      }
    }
  }
  if (!best) return null;
  const { permission } = best.entry;
  if (!pathname.split('/').some((segment) => WRITE_SEGMENTS.has(segment))) return permission;
  const write = `${permission.split('.')[0]}.write`;
  return isPermission(write) ? write : permission;
}

/** Where an admin lands when the dashboard is not theirs: the first menu entry they may open. */
export function firstAllowedPath(permissions: readonly string[] | null | undefined): MenuPath | null {
  const [first] = filterMenu(MENU, permissions);
  if (!first) return null;
  return first.kind === 'link' ? first.to : (first.children[0]?.to ?? null);
}
