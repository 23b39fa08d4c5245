import type { LiveEntity } from './live';
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

/**
 * The records each list shows, by their audit entity (src/rules/live.ts): a change to one, told by the live
 * stream (docs/live.md), makes the list say '1 change, refresh' and its counts in the side menu read again.
 */
export const LIST_ENTITIES = {
  '/user-management': ['user'],
  '/transfer-request': ['transfer_request'],
  '/services-package': ['service_package'],
  '/benefit-package': ['benefit_item'],
  '/user-services': ['user_service_package'],
  '/notification': ['notification'],
  '/post-management/list': ['post'],
  '/post-management/review': ['post'],
  '/reviews/list': ['review'],
  '/reviews/video/list': ['review_video'],
  '/category-management/lists': ['review_category'],
  '/car-list': ['car'],
  '/contest': ['contest'],
  '/banners': ['banner'],
  '/market-price': ['car_version'],
  '/learning-driving/question-simulation': ['question_simulation'],
  '/learning-driving/question-simulation-group': ['question_simulation_group'],
  '/learning-driving/question-theory': ['question_theory'],
  '/learning-driving/traffic-signs': ['traffic_sign'],
  '/services/driving-center': ['driving_center'],
  '/services/garage-salon/list': ['garage'],
  '/services/parking/list': ['parking'],
  '/services/buying-demand/list': ['car_buying_need'],
  '/services/buyer-demand/list': ['car_buying_need'],
  '/services/avatar/list': ['avatar'],
  '/media': ['media'],
  // A report's dismissal is the post's action (post.dismiss_reports).
  '/feedback/reported-posts': ['post'],
  '/feedback/list': ['feedback'],
  '/errors/phone/list': ['feedback'],
  '/staff': ['staff'],
} as const satisfies Partial<Record<ListKey, readonly LiveEntity[]>>;

/** The records the list at `key` shows (none for a list the live stream does not concern). */
export function listEntities(key: string): readonly LiveEntity[] {
  return Object.hasOwn(LIST_ENTITIES, key) ? LIST_ENTITIES[key as keyof typeof LIST_ENTITIES] : [];
}
