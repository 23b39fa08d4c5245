import { z } from './z';
import { optionalDay, optionalEnum, optionalText, withDayRange } from './list-rules';
import { MEMBER_STATUSES } from './member-status';

export { DATE_FORMAT_MESSAGE, FUTURE_DATE_MESSAGE, TO_BEFORE_FROM_MESSAGE } from './list-rules';

/** SPEC §2.6 filters; the Members screen and the `users` resolver parse with this same schema. */
export const usersFilterSchema = withDayRange(
  z.object({
    keyword: optionalText(),
    status: optionalEnum(MEMBER_STATUSES),
    createFrom: optionalDay({ notAfterToday: true }),
    createTo: optionalDay({ notAfterToday: true }),
  }),
);

export type UsersFilter = z.infer<typeof usersFilterSchema>;

/** A member id as the detail screen and `adminGetUserDetail` receive it. */
export const userIdSchema = z.object({ id: z.uuid('Member id must be a UUID') });

export const DEACTIVATE_REASON_MIN = 10;
export const DEACTIVATE_REASON_MAX = 100;
/** SPEC §5: an empty reason prompts the admin to enter one. */
export const DEACTIVATE_REASON_REQUIRED = 'Please enter the reason for deactivating this member';
export const DEACTIVATE_REASON_LENGTH = `The reason must be ${DEACTIVATE_REASON_MIN} to ${DEACTIVATE_REASON_MAX} characters`;
export const MEMBER_ALREADY_DEACTIVATED = 'This member is already deactivated';
export const MEMBER_ALREADY_ACTIVE = 'This member is already active';
export const MEMBER_DELETED = 'A deleted member cannot be reactivated';

/** The deactivate dialog's field and adminDeactivateUser's reason (SPEC §5: 10 to 100 characters). */
export const deactivateReasonSchema = z.object({
  reason: z
    .string({ error: DEACTIVATE_REASON_REQUIRED })
    .trim()
    .min(1, DEACTIVATE_REASON_REQUIRED)
    .min(DEACTIVATE_REASON_MIN, DEACTIVATE_REASON_LENGTH)
    .max(DEACTIVATE_REASON_MAX, DEACTIVATE_REASON_LENGTH),
});
export type DeactivateReasonForm = z.input<typeof deactivateReasonSchema>;

/** The member emails list (not named in SPEC): whose mail, which page. */
export const userEmailsFilterSchema = z.object({ userId: z.guid('Unknown member id') });
