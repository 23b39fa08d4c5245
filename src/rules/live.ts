import type { Permission } from './permissions';

/**
 * The records whose changes reach other admins as they happen (docs/live.md), by the entity name their audit
 * rows carry (server/kit/audit.ts), and what reading them needs. The live stream tells an admin of a change
 * only when their role holds that permission, as the lists would show it; entities not here (sign-ins,
 * sessions, one's own saved views and columns) never leave the server. Plain data, no imports beyond a type:
 * the admin shell reads it (docs/bundle.md). server/graphql/resolvers/live.ts fails the typecheck if a key is
 * not an audited entity.
 */
export const LIVE_ENTITIES = {
  user: 'members.read',
  transfer_request: 'transfers.read',
  app_setting: 'transfers.configure',
  car_version: 'marketPrice.read',
  service_package: 'packages.read',
  benefit_item: 'packages.read',
  user_service_package: 'packages.read',
  brand: 'settings.read',
  model: 'settings.read',
  body_type: 'settings.read',
  colour: 'settings.read',
  seat: 'settings.read',
  door: 'settings.read',
  driver_type: 'settings.read',
  fuel_economy: 'settings.read',
  fuel_type: 'settings.read',
  payment_item: 'settings.read',
  car_purchase_cost_province: 'settings.read',
  feedback: 'feedback.read',
  question_simulation: 'learning.read',
  question_simulation_group: 'learning.read',
  question_theory: 'learning.read',
  traffic_sign: 'learning.read',
  post: 'posts.read',
  review: 'reviews.read',
  review_category: 'reviews.read',
  review_video: 'reviews.read',
  parking: 'services.read',
  car_buying_need: 'demands.read',
  notification: 'notifications.read',
  avatar: 'avatars.read',
  banner: 'banners.read',
  contest: 'contests.read',
  car: 'cars.read',
  media: 'media.read',
  garage: 'services.read',
  driving_center: 'services.read',
  staff: 'staff.read',
  role: 'staff.read',
} as const satisfies Record<string, Permission>;

export type LiveEntity = keyof typeof LIVE_ENTITIES;

export function isLiveEntity(entity: string): entity is LiveEntity {
  return Object.hasOwn(LIVE_ENTITIES, entity);
}

/** How long a viewer of a record page counts as there after their last heartbeat (the page sends one every 20 s). */
export const PRESENCE_TTL_MS = 45_000;
export const PRESENCE_HEARTBEAT_MS = 20_000;
