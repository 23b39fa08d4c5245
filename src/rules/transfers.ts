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
