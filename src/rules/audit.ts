import { optionalDay, optionalId, optionalText, withDayRange } from './list-rules';
import { z } from './z';

export const AUDIT_ACTOR_MESSAGE = 'Actor must be an admin id';
export const AUDIT_ID_MESSAGE = 'Unknown audit entry id';
/** Actions and entity types are short snake_case names; entity ids are ids, question numbers or slugs. */
export const AUDIT_NAME_MAX = 64;
export const AUDIT_NAME_MESSAGE = `At most ${String(AUDIT_NAME_MAX)} characters`;

/** adminListAuditLogs (the audit log screen's filters, mirrored in its URL). */
export const auditLogListSchema = withDayRange(
  z.object({
    actorId: optionalId(AUDIT_ACTOR_MESSAGE),
    action: optionalText(AUDIT_NAME_MAX, AUDIT_NAME_MESSAGE),
    entityType: optionalText(AUDIT_NAME_MAX, AUDIT_NAME_MESSAGE),
    entityId: optionalText(),
    createFrom: optionalDay(),
    createTo: optionalDay(),
  }),
);
export type AuditLogListFilter = z.input<typeof auditLogListSchema>;

/** adminGetAuditLogDetail. */
export const auditLogIdSchema = z.object({ id: z.guid(AUDIT_ID_MESSAGE) });
