import { z } from './z';
import { isRealDay, todayInVietnam } from './dates';
import { MEMBER_STATUSES } from './member-status';

export const DATE_FORMAT_MESSAGE = 'Use a date written as YYYY-MM-DD';
export const FUTURE_DATE_MESSAGE = 'The date cannot be after today';
export const TO_BEFORE_FROM_MESSAGE = 'The end date cannot be before the start date';

const day = z
  .string()
  .refine(isRealDay, DATE_FORMAT_MESSAGE)
  .refine((d) => d <= todayInVietnam(), FUTURE_DATE_MESSAGE);

/** SPEC §2.6 filters; the Members screen and the `users` resolver parse with this same schema. */
export const usersFilterSchema = z
  .object({
    keyword: z
      .string()
      .trim()
      .max(100, 'Search is limited to 100 characters')
      .optional()
      .transform((k) => k || undefined),
    status: z.enum(MEMBER_STATUSES).optional(),
    createFrom: day.optional(),
    createTo: day.optional(),
  })
  .refine((f) => !f.createFrom || !f.createTo || f.createTo >= f.createFrom, {
    message: TO_BEFORE_FROM_MESSAGE,
    path: ['createTo'],
  });

export type UsersFilter = z.infer<typeof usersFilterSchema>;

/** A member id as the detail screen and `adminGetUserDetail` receive it. */
export const userIdSchema = z.object({ id: z.uuid('Member id must be a UUID') });
