import type { UserRole as StoredRole } from '../db/tables/enums';
import type { AudienceRole } from '../../src/rules/notification';

/**
 * The API's role names follow SPEC §3 (the Members filter and the notification audience of §6 share
 * them); `users.roles` stores the app's spelling. Every reader of `users.roles` translates here: the
 * audience count and the broadcast plan once compared the API's 'SELLERS' with the stored 'SELLER' and
 * reached nobody. What gives a member each role: migration 0021 (docs/notifications.md).
 */
export const STORED_ROLE = {
  SELLERS: 'SELLER',
  GARAGE_OWNER: 'GARAGE_OWNER',
  PARKING_OWNER: 'PARKING_OWNER',
  LICENCE_LEARNER: 'LEARN_DRIVER_LICENSE',
  BUYERS: 'BUYER',
  CAR_OWNERSHIP: 'CAR_OWNERSHIP',
} as const satisfies Record<AudienceRole, StoredRole>;

export const storedRole = (role: AudienceRole): StoredRole => STORED_ROLE[role];
