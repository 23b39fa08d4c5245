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

// SPEC §2.1 spells the only admin authority this way; it is contract text.
export const SUPPER_ADMIN = 'SUPPER_ADMIN';
export type Authority = typeof SUPPER_ADMIN;

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
  authority: Authority;
  icon?: LucideIcon;
};

export type MenuGroup = {
  kind: 'group';
  key: string;
  label: string;
  icon: LucideIcon;
  authority: Authority;
  children: readonly MenuLink[];
};

export type MenuEntry = MenuLink | MenuGroup;

const A = SUPPER_ADMIN;

function link(
  key: string,
  label: string,
  to: MenuPath,
  match: readonly string[],
  icon?: LucideIcon,
): MenuLink {
  const entry: MenuLink = { kind: 'link', key, label, to, match, authority: A };
  if (icon) entry.icon = icon;
  return entry;
}

function group(key: string, label: string, icon: LucideIcon, children: readonly MenuLink[]): MenuGroup {
  return { kind: 'group', key, label, icon, authority: A, children };
}

// Order and labels follow SPEC §2.1 exactly. Three sub-entries SPEC does not list are added after the
// entries of their group, never in place of one: 'Needs review' (the posts' review queue), 'Review
// Categories' (managed with the reviews) and 'Media Library' (every upload, beside the avatars' pictures
// under Services). Each was reachable only from a button on another screen. 'Audit log' (every write, by
// whom, docs/audit.md) comes last, after every SPEC entry.
export const MENU: readonly MenuEntry[] = [
  link('dashboard', 'Dashboard', '/home', ['/home'], LayoutDashboard),
  group('user-management', 'User Management', Users, [
    link('members', 'Members', '/user-management', ['/user-management', '/users']),
    link('transfer-request', 'Transfer Request', '/transfer-request', ['/transfer-request']),
    link('services-package', 'Service Packages', '/services-package', [
      '/services-package',
      '/service-package',
    ]),
    link('benefit-package', 'Benefit Packages', '/benefit-package', ['/benefit-package']),
    link('user-services', 'User Service Packages', '/user-services', ['/user-services']),
  ]),
  link('notification', 'Notification', '/notification', ['/notification'], Bell),
  group('post-management', 'Post Management', FileText, [
    link('posts', 'Posts', '/post-management/list', ['/post-management']),
    link('create-post', 'Create Post', '/post-management/create', ['/post-management/create']),
    link('posts-review', 'Needs review', '/post-management/review', ['/post-management/review']),
  ]),
  group('reviews', 'Reviews', Star, [
    link('reviews-list', 'Reviews', '/reviews/list', ['/reviews']),
    link('reviews-video', 'Reviews Video', '/reviews/video/list', ['/reviews/video']),
    link('review-categories', 'Review Categories', '/category-management/lists', ['/category-management']),
  ]),
  link('car-list', 'Car List', '/car-list', ['/car-list'], Car),
  link('contest', 'Contest', '/contest', ['/contest'], Trophy),
  link('settings', 'Settings', '/settings', ['/settings'], Settings),
  link('banners', 'Banners', '/banners', ['/banners', '/banner'], Image),
  link('market-price', 'Market Price', '/market-price', ['/market-price'], BadgeDollarSign),
  group('learning-driving', 'Learning Driving', GraduationCap, [
    link('question-simulation', 'Question Simulation', '/learning-driving/question-simulation', [
      '/learning-driving/question-simulation',
    ]),
    link(
      'question-simulation-group',
      'Question Simulation Group',
      '/learning-driving/question-simulation-group',
      ['/learning-driving/question-simulation-group'],
    ),
    link('question-theory', 'Question Theory', '/learning-driving/question-theory', [
      '/learning-driving/question-theory',
    ]),
    link('traffic-signs', 'Traffic Signs', '/learning-driving/traffic-signs', [
      '/learning-driving/traffic-signs',
    ]),
  ]),
  group('services', 'Services', Wrench, [
    link('driving-center', 'Driving Center', '/services/driving-center', ['/services/driving-center']),
    link('garage-salon', 'Garage & Salon', '/services/garage-salon/list', ['/services/garage-salon']),
    link('parking', 'Parking', '/services/parking/list', ['/services/parking']),
    link('buying-demand', 'Buying Demand', '/services/buying-demand/list', ['/services/buying-demand']),
    link('buyer-demand', 'Buying Customer', '/services/buyer-demand/list', ['/services/buyer-demand']),
    link('avatar', 'Avatar', '/services/avatar/list', ['/services/avatar']),
    link('media', 'Media Library', '/media', ['/media']),
  ]),
  group('feedbacks', 'Feedbacks', MessageSquare, [
    link('reported-posts', 'Reported Posts', '/feedback/reported-posts', ['/feedback/reported-posts']),
    link('feedback-list', 'Feedbacks', '/feedback/list', ['/feedback']),
  ]),
  group('errors', 'Errors', TriangleAlert, [
    link('phone-message', 'Phone Message', '/errors/phone/list', ['/errors/phone']),
  ]),
  link('audit-log', 'Audit log', '/audit-log', ['/audit-log'], ScrollText),
];

/** Entries the authority may see; a group with no visible child disappears. */
export function filterMenu(menu: readonly MenuEntry[], authority: string | null | undefined): MenuEntry[] {
  const result: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.authority !== authority) continue;
    if (entry.kind === 'link') {
      result.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => child.authority === authority);
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
