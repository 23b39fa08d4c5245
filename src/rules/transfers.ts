import { z } from './z';
import { isRealDay } from './dates';

/** SPEC §3 raw status values; new may become confirm (approve) or rejected (reject). */
export const TRANSFER_STATUSES = ['new', 'confirm', 'rejected'] as const;
export type TransferStatusValue = (typeof TRANSFER_STATUSES)[number];

/** SPEC §5 sets no minimum for a reject reason; a maximum keeps one admin's essay out of the table. */
export const REJECT_REASON_MAX = 500;
export const REJECT_REASON_MAX_MESSAGE = `The reason is limited to ${REJECT_REASON_MAX} characters`;
export const TRANSFER_ID_MESSAGE = 'Unknown transfer request id';
export const MEMBER_ID_MESSAGE = 'Unknown member id';
export const TRANSFER_DATE_FORMAT_MESSAGE = 'Use a date written as YYYY-MM-DD';
export const TRANSFER_TO_BEFORE_FROM_MESSAGE = 'The end date cannot be before the start date';
export const TRANSFER_ALREADY_PROCESSED = 'This transfer request has already been processed';

// Any 8-4-4-4-12 hex id: a malformed one is refused here instead of failing as a SQL cast error.
const id = (message: string) => z.guid(message);
const day = z.string().refine(isRealDay, TRANSFER_DATE_FORMAT_MESSAGE);

/** The list filters (SPEC §2.11); a null status on the server means every status. */
export const transfersFilterSchema = z
  .object({
    userId: id(MEMBER_ID_MESSAGE).optional(),
    status: z.enum(TRANSFER_STATUSES).optional(),
    keyword: z
      .string()
      .trim()
      .max(100, 'Search is limited to 100 characters')
      .optional()
      .transform((k) => k || undefined),
    createFrom: day.optional(),
    createTo: day.optional(),
  })
  .refine((f) => !f.createFrom || !f.createTo || f.createTo >= f.createFrom, {
    message: TRANSFER_TO_BEFORE_FROM_MESSAGE,
    path: ['createTo'],
  });

/** The reject dialog's only field; also what the server parses. */
export const rejectReasonSchema = z.object({
  moneyTransferReason: z
    .string()
    .trim()
    .max(REJECT_REASON_MAX, REJECT_REASON_MAX_MESSAGE)
    .optional()
    .transform((r) => r || undefined),
});
export type RejectReasonForm = z.input<typeof rejectReasonSchema>;

/** adminUpdateUserTransferRequest's arguments. A reason sent with an approve is ignored, not stored. */
export const transferDecisionSchema = z
  .object({ id: id(TRANSFER_ID_MESSAGE), approve: z.boolean() })
  .extend(rejectReasonSchema.shape);

/** A member's audit entries. */
export const auditLogsFilterSchema = z.object({ userId: id(MEMBER_ID_MESSAGE) });
