import { z } from './z';
import {
  DATE_FORMAT_MESSAGE,
  optionalDay,
  optionalEnum,
  optionalId,
  optionalText,
  TO_BEFORE_FROM_MESSAGE,
  withDayRange,
} from './list-rules';

/** SPEC §3 raw status values; new may become confirm (approve) or rejected (reject). */
export const TRANSFER_STATUSES = ['new', 'confirm', 'rejected'] as const;
export type TransferStatusValue = (typeof TRANSFER_STATUSES)[number];

/** SPEC §5 sets no minimum for a reject reason; a maximum keeps one admin's essay out of the table. */
export const REJECT_REASON_MAX = 500;
export const REJECT_REASON_MAX_MESSAGE = `The reason is limited to ${REJECT_REASON_MAX} characters`;
export const TRANSFER_ID_MESSAGE = 'Unknown transfer request id';
export const MEMBER_ID_MESSAGE = 'Unknown member id';
export const TRANSFER_DATE_FORMAT_MESSAGE = DATE_FORMAT_MESSAGE;
export const TRANSFER_TO_BEFORE_FROM_MESSAGE = TO_BEFORE_FROM_MESSAGE;
export const TRANSFER_ALREADY_PROCESSED = 'This transfer request has already been processed';

// Any 8-4-4-4-12 hex id: a malformed one is refused here instead of failing as a SQL cast error.
const id = (message: string) => z.guid(message);
/** The list filters (SPEC §2.11); a null status on the server means every status. */
export const transfersFilterSchema = withDayRange(
  z.object({
    userId: optionalId(MEMBER_ID_MESSAGE),
    status: optionalEnum(TRANSFER_STATUSES),
    keyword: optionalText(),
    createFrom: optionalDay(),
    createTo: optionalDay(),
  }),
);

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

/**
 * Two people for large money (issue 26 §3, docs/money.md#two-approvals): a request whose amount is at or
 * above the threshold needs two approvals by two different admins; below it, one, as before.
 */
export const DEFAULT_TWO_APPROVAL_THRESHOLD = 10_000_000;
/** Whole VND; a bigint column holds far more, this keeps a slipped finger out. */
export const TWO_APPROVAL_THRESHOLD_MAX = 1e13;
export const THRESHOLD_REQUIRED_MESSAGE = 'Enter the amount from which two approvals are needed';
export const THRESHOLD_NUMBER_MESSAGE = 'The threshold must be a number';
export const THRESHOLD_WHOLE_MESSAGE = 'Use a whole amount of VND, without decimals';
export const THRESHOLD_NEGATIVE_MESSAGE = 'The threshold cannot be negative';
export const THRESHOLD_MAX_MESSAGE = 'The threshold is too large';
export const ALREADY_APPROVED_BY_YOU =
  'You have already approved this transfer request. The second approval must come from another admin.';

/** Approvals a request of `amount` needs under `threshold`: two at or above it, one below. */
export const approvalsNeededFor = (amount: number, threshold: number) => (amount >= threshold ? 2 : 1);

/**
 * The Settings screen's threshold field and adminEditTransferApprovalSettings' argument. The form's number
 * input holds null when empty and NaN for text that is not a number.
 */
export const transferApprovalSettingsSchema = z.object({
  twoApprovalThreshold: z
    .number({
      error: (issue) =>
        typeof issue.input === 'number' ? THRESHOLD_NUMBER_MESSAGE : THRESHOLD_REQUIRED_MESSAGE,
    })
    .nullable()
    .transform((v, ctx) => {
      if (v !== null) return v;
      ctx.addIssue({ code: 'custom', message: THRESHOLD_REQUIRED_MESSAGE });
      return z.NEVER;
    })
    .refine(Number.isInteger, { error: THRESHOLD_WHOLE_MESSAGE })
    .refine((v) => v >= 0, { error: THRESHOLD_NEGATIVE_MESSAGE })
    .refine((v) => v <= TWO_APPROVAL_THRESHOLD_MAX, { error: THRESHOLD_MAX_MESSAGE }),
});
export type TransferApprovalSettingsForm = z.input<typeof transferApprovalSettingsSchema>;

/** A member's audit entries. */
export const auditLogsFilterSchema = z.object({ userId: id(MEMBER_ID_MESSAGE) });

/** The reject dialog's ready-made reasons, by what went wrong; the text goes to the member as typed. */
export const TRANSFER_REJECT_TEMPLATES = {
  NOT_RECEIVED: {
    label: 'Transfer not received',
    vi: 'Chúng tôi chưa nhận được khoản chuyển khoản này. Vui lòng kiểm tra lại giao dịch với ngân hàng của bạn.',
    en: 'We have not received this transfer. Please check the transaction with your bank.',
  },
  AMOUNT_MISMATCH: {
    label: 'Amount does not match',
    vi: 'Số tiền nhận được không khớp với số tiền trong yêu cầu. Vui lòng gửi yêu cầu mới với đúng số tiền đã chuyển.',
    en: 'The amount received does not match the request. Please send a new request with the amount you transferred.',
  },
  NO_MEMBER_CODE: {
    label: 'Transfer description without the member code',
    vi: 'Nội dung chuyển khoản không có mã tài khoản KAR của bạn nên chúng tôi không thể đối chiếu. Vui lòng liên hệ bộ phận hỗ trợ.',
    en: 'The transfer description does not carry your KAR account code, so we cannot match it. Please contact support.',
  },
  WRONG_ACCOUNT: {
    label: 'Sent to another account',
    vi: 'Khoản tiền đã được chuyển đến một tài khoản không phải của KAR.',
    en: 'The money was sent to an account that does not belong to KAR.',
  },
  DUPLICATE: {
    label: 'Duplicate request',
    vi: 'Yêu cầu này trùng với một yêu cầu đã được xử lý trước đó.',
    en: 'This request duplicates one that has already been processed.',
  },
} as const satisfies Record<string, { label: string; vi: string; en: string }>;
export type TransferRejectTemplate = keyof typeof TRANSFER_REJECT_TEMPLATES;
