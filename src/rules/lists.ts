import type { Permission } from './permissions';

/**
 * Every list an admin can save views of, by its key (its path, `/post-management/list`), and the
 * permission reading it needs. Said once for both sides: each list's route names its menu entry's
 * permission from here (`staticData.menu`), and the server checks it on every saved-view and column field
 * (server/graphql/resolvers/saved-views.ts), since what a view arranges is that list. Plain data, no zod:
 * the route tree, and so the login page's first script, reads it (docs/bundle.md).
 */
export const LIST_PERMISSIONS = {
  '/user-management': 'members.read',
  '/transfer-request': 'transfers.read',
  '/services-package': 'packages.read',
  '/benefit-package': 'packages.read',
  '/user-services': 'packages.read',
  '/notification': 'notifications.read',
  '/post-management/list': 'posts.read',
  '/post-management/review': 'posts.moderate',
  '/reviews/list': 'reviews.read',
  '/reviews/video/list': 'reviews.read',
  '/category-management/lists': 'reviews.read',
  '/car-list': 'cars.read',
  '/contest': 'contests.read',
  '/banners': 'banners.read',
  '/market-price': 'marketPrice.read',
  '/learning-driving/question-simulation': 'learning.read',
  '/learning-driving/question-simulation-group': 'learning.read',
  '/learning-driving/question-theory': 'learning.read',
  '/learning-driving/traffic-signs': 'learning.read',
  '/services/driving-center': 'services.read',
  '/services/garage-salon/list': 'services.read',
  '/services/parking/list': 'services.read',
  '/services/buying-demand/list': 'demands.read',
  '/services/buyer-demand/list': 'demands.read',
  '/services/avatar/list': 'avatars.read',
  '/media': 'media.read',
  '/feedback/reported-posts': 'feedback.read',
  '/feedback/list': 'feedback.read',
  '/errors/phone/list': 'feedback.read',
  '/audit-log': 'audit.read',
  '/staff': 'staff.read',
} as const satisfies Record<string, Permission>;

export type ListKey = keyof typeof LIST_PERMISSIONS;

export function isListKey(key: string): key is ListKey {
  return Object.hasOwn(LIST_PERMISSIONS, key);
}

/** What reading the list at `key` needs, or null for a path that is no list. */
export function listPermission(key: string): Permission | null {
  return isListKey(key) ? LIST_PERMISSIONS[key] : null;
}
