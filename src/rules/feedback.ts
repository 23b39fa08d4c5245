import { z } from './z';

/** Longer searches add nothing to a match on a phone number or a short error text. */
export const PHONE_ERROR_KEYWORD_MAX = 100;
export const PHONE_ERROR_KEYWORD_MESSAGE = `Search is limited to ${PHONE_ERROR_KEYWORD_MAX} characters`;

/** getListPhoneErrorMessages (SPEC §7): the keyword matches the phone number or the error message. */
export const phoneErrorListSchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(PHONE_ERROR_KEYWORD_MAX, PHONE_ERROR_KEYWORD_MESSAGE)
    .nullish()
    .transform((k) => k || undefined),
});

export const FEEDBACK_ID_MESSAGE = 'Feedback id must be a UUID';
export const REPORT_ID_MESSAGE = 'Report id must be a UUID';

/** adminGetFeedBackDetail and adminDeleteFeedBack. */
export const feedbackIdSchema = z.object({ id: z.guid(FEEDBACK_ID_MESSAGE) });

/** adminGetReportPostDetail. */
export const reportIdSchema = z.object({ id: z.guid(REPORT_ID_MESSAGE) });
