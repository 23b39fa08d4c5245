import { sql, type SQL } from 'drizzle-orm';
import { storedRole } from '../../kit/member-roles';
import { AUDIENCE_ROLES, type AudienceRole } from '../../../src/rules/notification';

export interface Audience {
  /** The picked members; empty is Send all (SPEC §4). */
  userIds: readonly string[];
  role: AudienceRole | null | undefined;
  email: boolean;
}

/**
 * Who a send reaches, as a condition on `users u left join user_metadata m`: the one filter the modal's
 * count, the send's refusal of an empty audience and the queue's plan all use, so the number the admin
 * confirmed is the number listed. Active members, of the role when one is chosen (`users.roles`, kept by
 * migration 0021), the picked ones if any; emails only to active addresses whose owner keeps email
 * notifications on (SPEC §5, §3 metadata).
 */
export function audienceWhere(a: Audience): SQL {
  return sql`u.status = 'ACTIVE' and u.is_active
    ${a.userIds.length ? sql`and u.id = any(${`{${a.userIds.join(',')}}`}::uuid[])` : sql``}
    ${a.role ? sql`and u.roles @> array[${storedRole(a.role)}]::text[]` : sql``}
    ${a.email ? sql`and u.email is not null and u.is_active_email and coalesce(m.is_email_notification, true)` : sql``}`;
}

/** A saved notification's `role` column (written from the API's enum) read back as that enum. */
export function savedAudienceRole(role: string | null): AudienceRole | null {
  if (role === null) return null;
  const known = AUDIENCE_ROLES.find((r) => r === role);
  if (!known) throw new Error(`notification audience '${role}' is not a role of the API`);
  return known;
}
