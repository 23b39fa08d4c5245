import { z } from './z';
import { optionalDay, optionalEnum, optionalText, withDayRange } from './list-rules';
import { isBlankHtml } from './rich-text';

/** SPEC §5 hints, copied exactly. */
export const NO_SENDER_MESSAGE = 'You have not selected a sender';
export const NO_TITLE_VI_MESSAGE = 'You have not entered a Title Vi';
export const NO_TITLE_EN_MESSAGE = 'You have not entered a Title En';
export const NO_CONTENT_VI_MESSAGE = "You don't have content vi yet";
export const NO_CONTENT_EN_MESSAGE = "You don't have content en yet";
export const NO_EMAIL_CONTENT_MESSAGE = "You don't have content yet";
export const NO_TARGET_ITEM_MESSAGE = 'Review/Post detail chưa được chọn!';

export const TITLE_MAX = 200;
export const PUSH_CONTENT_MAX = 2_000;
/** An email body of rich text; images are links, so this is text and markup only. */
export const EMAIL_CONTENT_MAX = 100_000;
/** SPEC §7: the recipient picker loads 50 per search. */
export const RECIPIENT_PAGE = 50;
/** A hand-picked list is for a few people; a larger audience is a role or Send all. */
export const PICKED_USERS_MAX = 500;
/** Above this many recipients the admin types the number before the send goes (issue 15). */
export const CONFIRM_ABOVE = 1_000;
export const CONFIRM_MISMATCH_MESSAGE = 'Type the number of recipients to confirm this send';
/** A send that would reach nobody is refused (the server) and said before Send (the modal). */
export const NO_RECIPIENTS_MESSAGE =
  'This send would reach 0 users. Choose an audience or members it can reach.';
export const TARGET_NOT_FOUND_MESSAGE = 'The chosen review or post does not exist or is not active';

/** SPEC §6 audience, in the modal's order; absent = All. */
export const AUDIENCE_ROLES = [
  'BUYERS',
  'SELLERS',
  'GARAGE_OWNER',
  'PARKING_OWNER',
  'LICENCE_LEARNER',
  'CAR_OWNERSHIP',
] as const;
export type AudienceRole = (typeof AUDIENCE_ROLES)[number];

/** SPEC §9 target screens, in order; Other is the default. */
export const TARGET_SCREENS = [
  'OTHER',
  'HOME',
  'BUY',
  'SERVICES',
  'LICENCE_THEORY_LEARNING',
  'SIMULATION_EXAM',
  'ACCOUNT_SALES_LIST',
  'INVITE_FRIENDS',
  'RATE_APP',
  'BALANCE',
  'MY_CUSTOMERS',
  'PARKING',
  'GARAGE_AND_SALON',
  'COLD_PENALTIES_LOOKUP',
  'LOAN',
  'MARKET_PRICE',
  'NEWS_REVIEW_DETAIL',
  'POST_DETAIL',
] as const;
export type TargetScreen = (typeof TARGET_SCREENS)[number];
/** The two screens that open one record, so need the record chosen (SPEC §5). */
export const SCREENS_WITH_ITEM: readonly TargetScreen[] = ['NEWS_REVIEW_DETAIL', 'POST_DETAIL'];
export const needsTargetItem = (screen: TargetScreen | null | undefined) =>
  !!screen && SCREENS_WITH_ITEM.includes(screen);

export const NOTIFICATION_TYPES = ['EMAIL', 'NOTIFICATION'] as const;

const required = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, `Limited to ${max} characters`);
const idempotencyKey = z.string().trim().min(8).max(100).optional();

const recipients = {
  userIds: z
    .array(z.guid('Unknown member id'))
    .max(PICKED_USERS_MAX, `Pick at most ${PICKED_USERS_MAX} members`),
  // The audience select's All is '' (absent on the wire).
  role: z
    .union([z.enum(AUDIENCE_ROLES), z.literal('')])
    .nullish()
    .transform((r) => r || null),
};

const pushFields = {
  ...recipients,
  titleVi: required(NO_TITLE_VI_MESSAGE, TITLE_MAX),
  titleEn: required(NO_TITLE_EN_MESSAGE, TITLE_MAX),
  contentVi: required(NO_CONTENT_VI_MESSAGE, PUSH_CONTENT_MAX),
  contentEn: required(NO_CONTENT_EN_MESSAGE, PUSH_CONTENT_MAX),
  type: z.enum(TARGET_SCREENS).nullish(),
  tagetId: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((t) => t || null),
};

/** adminNotificationAudienceCount's arguments. */
export const audienceSchema = z.object(recipients);
/** adminSendNotificationTest's arguments: the texts only. */
export const pushTextSchema = z.object({
  titleVi: pushFields.titleVi,
  titleEn: pushFields.titleEn,
  contentVi: pushFields.contentVi,
  contentEn: pushFields.contentEn,
});

const targetRule = (v: { type?: TargetScreen | null | undefined; tagetId?: string | null | undefined }) =>
  !needsTargetItem(v.type) || !!v.tagetId;
const targetIssue = { message: NO_TARGET_ITEM_MESSAGE, path: ['tagetId'] };
const senderIssue = { message: NO_SENDER_MESSAGE, path: ['userIds'] };

/** The Send notification modal. Send all (SPEC §4) stands for every member of the audience. */
export const sendNotificationFormSchema = z
  .object({ ...pushFields, sendAll: z.boolean() })
  .refine((v) => v.sendAll || v.userIds.length > 0, senderIssue)
  .refine(targetRule, targetIssue);
export type SendNotificationForm = z.input<typeof sendNotificationFormSchema>;

/**
 * adminSendNotification's arguments. An empty userIds is Send all (SPEC §4), so the sender hint is the
 * form's; the server checks everything else.
 */
export const sendNotificationSchema = z
  .object({ ...pushFields, idempotencyKey, confirmRecipients: z.number().int().nullish() })
  .refine(targetRule, targetIssue);

const emailFields = {
  ...recipients,
  titleVi: required(NO_TITLE_VI_MESSAGE, TITLE_MAX),
  titleEn: required(NO_TITLE_EN_MESSAGE, TITLE_MAX),
  // The one body (SPEC §5: 'You don't have content yet'); rich text, so an empty editor is no content.
  contentVi: z
    .string(NO_EMAIL_CONTENT_MESSAGE)
    .max(EMAIL_CONTENT_MAX, `Limited to ${EMAIL_CONTENT_MAX} characters`)
    .refine((html) => !isBlankHtml(html), NO_EMAIL_CONTENT_MESSAGE),
};

export const sendEmailFormSchema = z
  .object({ ...emailFields, sendAll: z.boolean() })
  .refine((v) => v.sendAll || v.userIds.length > 0, senderIssue);
export type SendEmailForm = z.input<typeof sendEmailFormSchema>;

export const sendEmailSchema = z.object({
  ...emailFields,
  contentEn: z.string().max(EMAIL_CONTENT_MAX).nullish(),
  idempotencyKey,
  confirmRecipients: z.number().int().nullish(),
});

/** adminListNotification's filters (SPEC §7). */
export const notificationListSchema = withDayRange(
  z.object({
    keyword: optionalText(),
    type: optionalEnum(NOTIFICATION_TYPES),
    createFrom: optionalDay(),
    createTo: optionalDay(),
  }),
);

export const notificationIdSchema = z.object({ id: z.guid('Unknown notification id') });
