import { todayInVietnam } from './dates';
import { foldSearchText } from './fold';
import {
  optionalDay,
  optionalEnum,
  optionalId as filterId,
  optionalText as filterText,
  withDayRange,
} from './list-rules';
import { z } from './z';

/*
 * Car listings (issue 11, docs/posts.md): the list filters, the moderation decision and the create/edit
 * form. The screens and the resolvers (server/graphql/resolvers/posts.ts) parse with these same schemas.
 */

export const POST_STATUSES = [
  'DRAFT',
  'PENDING',
  'EDIT_PENDING',
  'INSUFFICIENT_FUND',
  'INSUFFICIENT_FUND_RENEW',
  'SOLD',
  'DETELED',
  'EXPIRED',
  'REJECTED',
  'ACTIVE',
  'SUSPENDED',
] as const;
export type PostStatusValue = (typeof POST_STATUSES)[number];

export const POST_MODERATION_REASONS = [
  'WRONG_PHOTOS',
  'WRONG_PRICE',
  'MISSING_INFORMATION',
  'DUPLICATE',
  'PROHIBITED_CONTENT',
  'SUSPECTED_FRAUD',
  'OTHER',
] as const;
export type PostModerationReasonValue = (typeof POST_MODERATION_REASONS)[number];

// --- short code -------------------------------------------------------------------------------

/** SPEC §2.13: the first 2 characters of the id, an ellipsis, the last 4. */
export const postShortCode = (id: string) => `${id.slice(0, 2)}…${id.slice(-4)}`;

const SHORT_CODE = /^([0-9a-f]{2})(?:…|\.\.\.)([0-9a-f]{4})$/i;
const FULL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a search box text names: a whole id, a short code ('ab…cdef' or 'ab...cdef'), or title words. */
export type PostSearchTerm =
  | { kind: 'id'; id: string }
  | { kind: 'short'; head: string; tail: string }
  | { kind: 'title'; folded: string };

export function postSearchTerm(text: string): PostSearchTerm {
  const t = text.trim();
  if (FULL_ID.test(t)) return { kind: 'id', id: t.toLowerCase() };
  const short = SHORT_CODE.exec(t);
  if (short?.[1] && short[2])
    return { kind: 'short', head: short[1].toLowerCase(), tail: short[2].toLowerCase() };
  // Spaces collapsed so 'ha  noi' matches like 'ha noi'; the stored side is kar_fold(title) (migration 0006).
  return { kind: 'title', folded: foldSearchText(t).replace(/\s+/g, ' ') };
}

// --- list filters (adminListPost, SPEC §2.13, §7) ---------------------------------------------

export const POST_KEYWORD_MAX = 100;
export const POST_KEYWORD_MESSAGE = `Search is limited to ${POST_KEYWORD_MAX} characters`;
export const POST_LOCATION_MESSAGE = `The location is limited to ${POST_KEYWORD_MAX} characters`;
export const POST_USER_ID_MESSAGE = 'Unknown poster';
export const POST_BRAND_ID_MESSAGE = 'Unknown brand';

export const postListSchema = withDayRange(
  z.object({
    titleAndPostId: filterText(POST_KEYWORD_MAX, POST_KEYWORD_MESSAGE),
    status: optionalEnum(POST_STATUSES),
    createFrom: optionalDay(),
    createTo: optionalDay(),
    userId: filterId(POST_USER_ID_MESSAGE),
    location: filterText(POST_KEYWORD_MAX, POST_LOCATION_MESSAGE),
    brand: filterId(POST_BRAND_ID_MESSAGE),
  }),
);
export type PostListFilter = z.output<typeof postListSchema>;

/**
 * The status filter offers one value per tag (SPEC §2.13): 'Pending' covers PENDING and EDIT_PENDING,
 * 'Insufficient' both INSUFFICIENT_FUND statuses (docs/schema-notes.md).
 */
export function statusesMatching(status: PostStatusValue): PostStatusValue[] {
  if (status === 'PENDING') return ['PENDING', 'EDIT_PENDING'];
  if (status === 'INSUFFICIENT_FUND') return ['INSUFFICIENT_FUND', 'INSUFFICIENT_FUND_RENEW'];
  return [status];
}

export const POST_ID_MESSAGE = 'Post id must be a UUID';
export const postIdSchema = z.object({ id: z.guid(POST_ID_MESSAGE) });

// --- moderation (adminChangeStatusPost) --------------------------------------------------------

/** The decisions the issue allows (SPEC §4 leaves post transitions open): from → the statuses it may go to. */
export const POST_TRANSITIONS: Readonly<Partial<Record<PostStatusValue, readonly PostStatusValue[]>>> = {
  PENDING: ['ACTIVE', 'REJECTED'],
  // Rejecting an edit keeps the last approved version ACTIVE; the client sends REJECTED (docs/posts.md).
  EDIT_PENDING: ['ACTIVE', 'REJECTED'],
  ACTIVE: ['SUSPENDED'],
  SUSPENDED: ['ACTIVE'],
};

/** Where approve and reject start: a post waiting for review (a bulk approve never restores a suspended one). */
export const MODERATION_FROM: readonly PostStatusValue[] = ['PENDING', 'EDIT_PENDING'];

export const canMovePost = (from: PostStatusValue, to: PostStatusValue) =>
  POST_TRANSITIONS[from]?.includes(to) ?? false;

/** Rejecting and suspending tell the seller why: a reason code and a note are required. */
export const needsReason = (to: PostStatusValue) => to === 'REJECTED' || to === 'SUSPENDED';

export const transitionRefusedMessage = (from: PostStatusValue, to: PostStatusValue) =>
  `A post in ${from} cannot be moved to ${to}`;
export const POST_REASON_REQUIRED = 'Choose a reason';
export const POST_NOTE_REQUIRED = 'Write a note to the seller';
export const POST_NOTE_MAX = 1000;
export const POST_NOTE_MAX_MESSAGE = `The note is limited to ${POST_NOTE_MAX} characters`;

/** The reason picker's labels. */
export const POST_REASON_LABELS: Readonly<Record<PostModerationReasonValue, string>> = {
  WRONG_PHOTOS: 'Photos do not match the car',
  WRONG_PRICE: 'Price is wrong or misleading',
  MISSING_INFORMATION: 'Missing information',
  DUPLICATE: 'Duplicate post',
  PROHIBITED_CONTENT: 'Prohibited content',
  SUSPECTED_FRAUD: 'Suspected fraud',
  OTHER: 'Other',
};

/** Ready-made notes to the seller per reason (VI and EN); the admin may edit them before sending. */
export const POST_REASON_NOTES: Readonly<Record<PostModerationReasonValue, { vi: string; en: string }>> = {
  WRONG_PHOTOS: {
    vi: 'Hình ảnh không đúng với xe đăng bán. Vui lòng đăng ảnh thật của chính chiếc xe.',
    en: 'The photos do not show the car for sale. Please post real photos of this car.',
  },
  WRONG_PRICE: {
    vi: 'Giá bán không hợp lệ hoặc gây hiểu nhầm. Vui lòng nhập đúng giá bán của xe.',
    en: 'The price is invalid or misleading. Please enter the real selling price.',
  },
  MISSING_INFORMATION: {
    vi: 'Tin đăng thiếu thông tin cần thiết (năm sản xuất, số km, phiên bản). Vui lòng bổ sung.',
    en: 'The post lacks required details (year, odometer, version). Please complete them.',
  },
  DUPLICATE: {
    vi: 'Tin đăng trùng với một tin khác của bạn. Vui lòng chỉ giữ một tin cho mỗi xe.',
    en: 'This post duplicates another of yours. Please keep one post per car.',
  },
  PROHIBITED_CONTENT: {
    vi: 'Tin đăng có nội dung không được phép theo quy định của KAR.',
    en: 'The post contains content that KAR rules do not allow.',
  },
  SUSPECTED_FRAUD: {
    vi: 'Tin đăng có dấu hiệu lừa đảo và đã bị tạm dừng để kiểm tra.',
    en: 'The post shows signs of fraud and has been stopped for checking.',
  },
  OTHER: {
    vi: 'Tin đăng chưa đáp ứng quy định đăng tin của KAR.',
    en: 'The post does not meet the KAR posting rules.',
  },
};

/** The reject/suspend dialog's fields, and what adminChangeStatusPost checks for those two decisions. */
export const postDecisionSchema = z.object({
  reason: z.enum(POST_MODERATION_REASONS, { error: POST_REASON_REQUIRED }),
  note: z
    .string({ error: POST_NOTE_REQUIRED })
    .trim()
    .min(1, POST_NOTE_REQUIRED)
    .max(POST_NOTE_MAX, POST_NOTE_MAX_MESSAGE),
});
export type PostDecisionForm = z.input<typeof postDecisionSchema>;

/** adminChangeStatusPost as a whole: reason and note required exactly when rejecting or suspending. */
export const postStatusChangeSchema = z
  .object({
    id: z.guid(POST_ID_MESSAGE),
    status: z.enum(POST_STATUSES),
    expectedStatus: z.enum(POST_STATUSES).nullish(),
    reason: z.enum(POST_MODERATION_REASONS).nullish(),
    note: z.string().trim().max(POST_NOTE_MAX, POST_NOTE_MAX_MESSAGE).nullish(),
  })
  .superRefine((v, ctx) => {
    if (!needsReason(v.status)) return;
    if (!v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: POST_REASON_REQUIRED });
    if (!v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: POST_NOTE_REQUIRED });
  });

/**
 * adminDismissPostReports (not named in SPEC): the reports on a post that is fine are closed and the post
 * keeps its status. Only a post on show can be kept this way; a pending one is approved or rejected.
 */
export const POST_DISMISSABLE_STATUSES = ['ACTIVE'] as const satisfies readonly PostStatusValue[];
export const postDismissReportsSchema = z.object({
  id: z.guid(POST_ID_MESSAGE),
  expectedStatus: z.enum(POST_STATUSES).nullish(),
});
export const POST_NO_OPEN_REPORTS_MESSAGE = 'This post has no open reports';
export const postNotDismissableMessage = (status: string) =>
  `Reports can be dismissed only on an active post; this one is ${status}`;

/**
 * adminUndoPostApproval (not named in SPEC): the admin who approved a post may take the approval back
 * for this long; the screens offer Undo for a little less, so a click at the end still arrives in time.
 * The approval's email waits longer than that before it is delivered (`POST_APPROVAL_MAIL_HOLD_SECONDS`),
 * so an approval undone in time never reaches the seller's inbox.
 */
export const POST_UNDO_SECONDS = 10;
export const POST_APPROVAL_MAIL_HOLD_SECONDS = POST_UNDO_SECONDS + 5;
export const POST_NOTHING_TO_UNDO_MESSAGE = 'This post has no approval to undo';
export const POST_UNDO_TOO_LATE_MESSAGE = `Too late to undo: an approval can be undone for ${String(POST_UNDO_SECONDS)} seconds`;
export const POST_UNDO_ALREADY_MESSAGE = 'This approval is already undone';
export const POST_UNDO_MAILED_MESSAGE = 'Too late to undo: the seller is already being emailed';
export const postUndoNotYoursMessage = (name: string) => `Only ${name}, who approved this post, can undo it`;
export const postUndoChangedMessage = (what: string, name: string, at: string) =>
  `Cannot undo: the post was ${what} by ${name} at ${at} after the approval`;

/** Why a post waits in the review queue; the queue's filter takes one (adminPostReviewQueue `kind`). */
export const POST_QUEUE_KINDS = ['PENDING', 'EDIT_PENDING', 'REPORTED'] as const;
export type PostQueueKind = (typeof POST_QUEUE_KINDS)[number];
export const POST_QUEUE_KIND_MESSAGE = `Choose one of ${POST_QUEUE_KINDS.join(', ')}`;
export const postQueueSchema = z.object({
  kind: z.enum(POST_QUEUE_KINDS, { error: POST_QUEUE_KIND_MESSAGE }).nullish(),
});

/** How long a claim holds a post for one admin. */
export const POST_CLAIM_MINUTES = 10;
export const reviewingMessage = (name: string) => `Reviewing: ${name}`;

/** A price under half or over twice the Market Price of the same version and year is an outlier. */
export const PRICE_OUTLIER_LOW = 0.5;
export const PRICE_OUTLIER_HIGH = 2;
export const isPriceOutlier = (ratio: number) => ratio < PRICE_OUTLIER_LOW || ratio > PRICE_OUTLIER_HIGH;

// --- create and edit (adminCreatePost, adminEditPost) -----------------------------------------

export const POST_CONDITIONS = ['NEW', 'USED', 'OLD', 'NEAR_NEW_AND_DEMO'] as const;
export const POST_TRANSMISSIONS = ['AUTOMATIC', 'MANUAL', 'AMT'] as const;
export const POST_INSPECTIONS = ['INSPECTED', 'CERTIFIED', 'OTHERS', 'CHECK_WITH_SELLER'] as const;
export const POST_CURRENCIES = ['VND', 'USD'] as const;

export const postRequired = (label: string) => `${label} must not be left blank`;
export const POST_TITLE_MAX = 200;
export const POST_TITLE_MAX_MESSAGE = `The title is limited to ${POST_TITLE_MAX} characters`;
export const POST_PRICE_MESSAGE = 'The price must be more than 0';
export const POST_PRICE_WHOLE_MESSAGE = 'Use a whole amount, without decimals';
export const POST_PRICE_MAX = 1e13;
export const POST_PRICE_MAX_MESSAGE = 'The price is too large';
export const POST_HIDDEN_PRICE_MESSAGE = 'The hidden price cannot be negative';
export const POST_YEAR_MIN = 1950;
export const postYearMessage = (next: number) =>
  `The year is a whole number from ${POST_YEAR_MIN} to ${next}`;
export const POST_ODOMETER_MAX = 10_000_000;
export const POST_ODOMETER_MESSAGE = `The odometer is a whole number from 0 to ${POST_ODOMETER_MAX.toLocaleString('en-US')} km`;
/** Loose on purpose: Vietnamese plates come as '30A-123.45', '51G12345', '29-B1 234.56'. */
export const POST_PLATE_PATTERN = /^[0-9A-ZĐ][0-9A-ZĐ .-]{3,14}$/i;
export const POST_PLATE_MESSAGE = 'Enter a plate such as 30A-123.45';
export const POST_DESCRIPTION_MAX = 5000;
export const POST_DESCRIPTION_MAX_MESSAGE = `The description is limited to ${POST_DESCRIPTION_MAX} characters`;
export const POST_VIDEO_URL_MESSAGE = 'Enter a video link starting with http:// or https://';
export const POST_MEDIA_MAX = 30;
export const POST_MEDIA_MAX_MESSAGE = `A post holds at most ${POST_MEDIA_MAX} photos`;
export const POST_ID_FIELD_MESSAGE = 'Unknown choice; pick it again';
export const POST_STATUS_ON_SAVE_MESSAGE =
  'A post is saved as Draft or Pending; the review sets other statuses';
// The catalogue cascade, checked on the server against the catalogue.
export const POST_MODEL_OF_BRAND_MESSAGE = 'This model does not belong to the chosen brand';
export const POST_VERSION_OF_MODEL_MESSAGE = 'This version does not belong to the chosen model';
export const POST_MODEL_WITHOUT_BRAND_MESSAGE = 'Choose the brand first';
export const POST_VERSION_WITHOUT_MODEL_MESSAGE = 'Choose the model first';
export const POST_MEDIA_UNKNOWN_MESSAGE = 'A photo was not found; upload it again';
export const POST_MEMBER_UNKNOWN_MESSAGE = 'Unknown member';
export const postUnknownMessage = (label: string) => `Unknown ${label}; pick it again`;

/** Next year in Viet Nam: next year's model can be on sale before New Year. */
export const postNextYear = (now: Date = new Date()) => Number(todayInVietnam(now).slice(0, 4)) + 1;

const optionalId = z
  .guid(POST_ID_FIELD_MESSAGE)
  .nullish()
  .transform((v) => v ?? null);
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);
const optionalFlag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
/** Number inputs hold null when empty and NaN for text that is not a number. */
const optionalWhole = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .nullish()
    .transform((v) => v ?? null);

export const postSchema = z
  .object({
    userId: z
      .string({ error: postRequired('Member') })
      .min(1, postRequired('Member'))
      .pipe(z.guid(POST_MEMBER_UNKNOWN_MESSAGE)),
    title: z
      .string({ error: postRequired('Title') })
      // Stored composed, so the accent-folding search sees one letter per character.
      .transform((s) => s.normalize('NFC').trim())
      .pipe(z.string().min(1, postRequired('Title')).max(POST_TITLE_MAX, POST_TITLE_MAX_MESSAGE)),
    price: z
      .number({
        error: (issue) =>
          issue.input === null || issue.input === undefined
            ? postRequired('Price')
            : 'Price must be a number',
      })
      .refine((v) => v > 0, POST_PRICE_MESSAGE)
      .refine(Number.isInteger, POST_PRICE_WHOLE_MESSAGE)
      .refine((v) => v <= POST_PRICE_MAX, POST_PRICE_MAX_MESSAGE),
    hiddenPrice: optionalWhole('Hidden price').refine(
      (v) => v === null || (Number.isInteger(v) && v >= 0 && v <= POST_PRICE_MAX),
      POST_HIDDEN_PRICE_MESSAGE,
    ),
    showHiddenPrice: optionalFlag,
    currency: z
      .enum(POST_CURRENCIES)
      .nullish()
      .transform((v) => v ?? 'VND'),
    includeTax: optionalFlag,
    condition: z
      .enum(POST_CONDITIONS)
      .nullish()
      .transform((v) => v ?? null),
    odometer: optionalWhole('Odometer').refine(
      (v) => v === null || (Number.isInteger(v) && v >= 0 && v <= POST_ODOMETER_MAX),
      POST_ODOMETER_MESSAGE,
    ),
    year: optionalWhole('Year').refine(
      (v) => v === null || (Number.isInteger(v) && v >= POST_YEAR_MIN && v <= postNextYear()),
      { error: () => postYearMessage(postNextYear()) },
    ),
    regPlate: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || POST_PLATE_PATTERN.test(v), POST_PLATE_MESSAGE),
    plateHidden: optionalFlag,
    regExprice: z
      .string()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || !Number.isNaN(new Date(v).getTime()), 'Enter a valid date'),
    transmission: z
      .enum(POST_TRANSMISSIONS)
      .nullish()
      .transform((v) => v ?? null),
    description: optionalText(POST_DESCRIPTION_MAX, POST_DESCRIPTION_MAX_MESSAGE),
    offer: optionalFlag,
    inspection: z
      .enum(POST_INSPECTIONS)
      .nullish()
      .transform((v) => v ?? null),
    remoteAssessment: optionalFlag,
    roadworthyCeftificate: optionalFlag,
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'The country code is two capital letters')
      .nullish()
      .transform((v) => v || 'VN'),
    cityId: optionalId,
    videoUrl: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), POST_VIDEO_URL_MESSAGE),
    mediaIds: z
      .array(z.guid(POST_MEDIA_UNKNOWN_MESSAGE))
      .max(POST_MEDIA_MAX, POST_MEDIA_MAX_MESSAGE)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    hidePlateMediaIds: z
      .array(z.guid(POST_MEDIA_UNKNOWN_MESSAGE))
      .max(POST_MEDIA_MAX, POST_MEDIA_MAX_MESSAGE)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    brand: optionalId,
    model: optionalId,
    version: optionalId,
    bodyType: optionalId,
    colour: optionalId,
    fuelType: optionalId,
    fuelEconomy: optionalId,
    driverType: optionalId,
    seat: optionalId,
    door: optionalId,
    status: z
      .enum(['DRAFT', 'PENDING'], { error: POST_STATUS_ON_SAVE_MESSAGE })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.model && !v.brand)
      ctx.addIssue({ code: 'custom', path: ['brand'], message: POST_MODEL_WITHOUT_BRAND_MESSAGE });
    if (v.version && !v.model)
      ctx.addIssue({ code: 'custom', path: ['model'], message: POST_VERSION_WITHOUT_MODEL_MESSAGE });
  });

export type PostFormInput = z.input<typeof postSchema>;
export type PostValues = z.output<typeof postSchema>;

/** Human labels of the post fields, for the pending-edit diff and the form. */
export const POST_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  price: 'Price',
  hiddenPrice: 'Hidden price',
  showHiddenPrice: 'Show hidden price',
  currency: 'Currency',
  includeTax: 'Tax included',
  condition: 'Condition',
  odometer: 'Odometer',
  year: 'Year',
  regPlate: 'Registration plate',
  plateHidden: 'Plate hidden',
  regExprice: 'Registration expiry',
  transmission: 'Transmission',
  description: 'Description',
  offer: 'Accepts offers',
  inspection: 'Inspection',
  remoteAssessment: 'Remote assessment',
  roadworthyCeftificate: 'Roadworthy certificate',
  countryCode: 'Country',
  cityId: 'City',
  videoUrl: 'Video',
  mediaIds: 'Photos',
  hidePlateMediaIds: 'Hidden-plate photos',
  brandId: 'Brand',
  modelId: 'Model',
  versionId: 'Version',
  bodyTypeId: 'Body type',
  colourId: 'Colour',
  fuelTypeId: 'Fuel',
  fuelEconomyId: 'Fuel economy',
  driverTypeId: 'Drive',
  seatId: 'Seats',
  doorId: 'Doors',
};
