import { DAY_PATTERN, isRealDay } from './dates';
import { MEDIA_KINDS } from './media-kinds';
import { noNul } from './text';
import { z } from './z';

/*
 * Avatars, banners, contests, the car list and the media library (issue 12, docs/editorial.md). Each form
 * and its resolvers (server/graphql/resolvers/editorial-*.ts) parse with these same schemas.
 */

/** SPEC §5 generic required message, with the field named so the admin knows which one. */
export const required = (label: string) => `${label} must not be left blank`;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const tooLong = (label: string, max: number) => `${label} is limited to ${max} characters`;
export const IMAGE_UNKNOWN_MESSAGE = 'Unknown image; upload it again';
export const VIDEO_UNKNOWN_MESSAGE = 'Unknown video; upload it again';
export const KEYWORD_MAX = 100;

const text = (label: string, max: number) =>
  noNul(
    z
      .string({ error: required(label) })
      .trim()
      .min(1, { error: required(label) })
      .max(max, { error: tooLong(label, max) }),
  );

/** An optional text: blank is absent (null). */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(label, max) })
    .nullish()
    .transform((s) => (s ? s : null));

const mediaId = (label: string, unknown: string) =>
  z
    .string({ error: required(label) })
    .min(1, { error: required(label) })
    .pipe(z.guid({ error: unknown }));

export const listSchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(KEYWORD_MAX)
    .nullish()
    .transform((s) => s || null),
});

export const idSchema = (what: string) => z.object({ id: z.guid({ error: `Unknown ${what}` }) });

// --- avatars (SPEC §2.7, §3 Avatar) -------------------------------------------------------------------

export const AVATAR_DEFAULT_REQUIRED_MESSAGE =
  'There must always be one default avatar: make another avatar the default instead';
export const AVATAR_DEFAULT_DELETE_MESSAGE =
  'The default avatar cannot be deleted: make another avatar the default first';

export const avatarSchema = z.object({
  title: text('Title', TITLE_MAX),
  description: optionalText('Description', DESCRIPTION_MAX),
  media: mediaId('Image', IMAGE_UNKNOWN_MESSAGE),
  isDefault: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type AvatarInput = z.input<typeof avatarSchema>;
export type AvatarValues = z.output<typeof avatarSchema>;

// --- banners (SPEC §2.17, §5) -------------------------------------------------------------------------

/** SPEC §5: the allowed banner size shown beside the image. */
export const BANNER_SIZE_HINT = '135 x 327';
export const LINK_INVALID_MESSAGE = 'Enter a full link starting with http:// or https://';
export const POSITION_UNKNOWN_MESSAGE = 'Unknown position';
export const BANNER_IMAGES_MAX = 10;

const isWebLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

export const bannerSchema = z.object({
  name: text('Name', TITLE_MAX),
  positionId: z
    .string({ error: required('Position') })
    .min(1, { error: required('Position') })
    .pipe(z.guid({ error: POSITION_UNKNOWN_MESSAGE })),
  mediaIds: z
    .array(z.guid({ error: IMAGE_UNKNOWN_MESSAGE }), { error: required('Image') })
    .min(1, { error: required('Image') })
    .max(BANNER_IMAGES_MAX, { error: `A banner holds at most ${BANNER_IMAGES_MAX} images` }),
  linkBanner: z
    .string({ error: required('URL') })
    .trim()
    // An empty link is only 'must not be left blank', not also 'not a link'.
    .min(1, { error: required('URL'), abort: true })
    .max(2000, { error: tooLong('URL', 2000) })
    .refine(isWebLink, { error: LINK_INVALID_MESSAGE }),
});
export type BannerInput = z.input<typeof bannerSchema>;
export type BannerValues = z.output<typeof bannerSchema>;

/** How far an image's width/height may stray from its position's ratio before the form warns. */
export const RATIO_TOLERANCE = 0.02;

/** The warning shown when an image does not fit its position, or null when it does. */
export function ratioMismatch(
  image: { width: number; height: number },
  position: { ratioWidth: number | null; ratioHeight: number | null; name: string },
): string | null {
  if (!position.ratioWidth || !position.ratioHeight || !image.width || !image.height) return null;
  const want = position.ratioWidth / position.ratioHeight;
  const got = image.width / image.height;
  if (Math.abs(got - want) / want <= RATIO_TOLERANCE) return null;
  // The preview is a rendition of the upload, so its shape is told, not its size in pixels.
  return `This image's width to height is ${got.toFixed(2)}; ${position.name} expects ${position.ratioWidth}:${position.ratioHeight} (${want.toFixed(2)})`;
}

// --- contests (SPEC §2.8, §3 Contest) ------------------------------------------------------------------

export const END_AFTER_START_MESSAGE = 'The end date must be after the start date';
export const WINNERS_MIN_MESSAGE = 'There must be at least 1 winner';
export const DURATION_MESSAGE = 'The duration is a whole number of days from 1 to 3650';
export const DATE_INVALID_MESSAGE = 'Enter a date as YYYY-MM-DD';

/**
 * A day typed in a form (YYYY-MM-DD, the start of that day in Viet Nam) or an instant sent by the API
 * (ISO-8601); either way an ISO instant comes out, so the form's output is what the server parses.
 */
const dayOrInstant = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, { error: required(label) })
    .refine((s) => (DAY_PATTERN.test(s) ? isRealDay(s) : !Number.isNaN(Date.parse(s))), {
      error: DATE_INVALID_MESSAGE,
    })
    .transform((s) => new Date(DAY_PATTERN.test(s) ? `${s}T00:00:00+07:00` : s).toISOString());

/** The day in Viet Nam of an instant, as a date field holds it. */
export const dayInVietnam = (iso: string | null | undefined) =>
  iso ? new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 10) : '';

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const contestSchema = z
  .object({
    name: text('Name', TITLE_MAX),
    description: optionalText('Description', DESCRIPTION_MAX),
    duration: wholeNumber(DURATION_MESSAGE, 1, 3650),
    noWiner: z
      .number({ error: WINNERS_MIN_MESSAGE })
      .int({ error: WINNERS_MIN_MESSAGE })
      .min(1, { error: WINNERS_MIN_MESSAGE })
      .max(100_000, { error: 'At most 100,000 winners' }),
    startDate: dayOrInstant('Start date'),
    endDate: dayOrInstant('End date'),
  })
  .refine((c) => Date.parse(c.endDate) > Date.parse(c.startDate), {
    error: END_AFTER_START_MESSAGE,
    path: ['endDate'],
  });
export type ContestInput = z.input<typeof contestSchema>;
export type ContestValues = z.output<typeof contestSchema>;

// --- car list (SPEC §2.8, §3 Car) ----------------------------------------------------------------------

export const CAR_META_TYPES = [
  'BRAND',
  'MODEL',
  'VERSION',
  'BODY_TYPE',
  'FUEL_TYPE',
  'SEAT',
  'DOOR',
] as const;
export type CarMetaTypeValue = (typeof CAR_META_TYPES)[number];
export const CAR_META_LABELS: Record<CarMetaTypeValue, string> = {
  BRAND: 'Brand',
  MODEL: 'Model',
  VERSION: 'Version',
  BODY_TYPE: 'Body type',
  FUEL_TYPE: 'Fuel type',
  SEAT: 'Seat',
  DOOR: 'Door',
};
export const metaUnknownMessage = (type: CarMetaTypeValue) =>
  `Unknown ${CAR_META_LABELS[type].toLowerCase()}`;
export const META_TWICE_MESSAGE = 'Each kind of meta is given once';
export const MODEL_OF_BRAND_MESSAGE = 'The model does not belong to the brand';
export const VERSION_OF_MODEL_MESSAGE = 'The version does not belong to the model';
export const PRICE_MESSAGE = 'The price is a whole amount of VND from 0';
export const CAR_IMAGES_MAX = 30;
export const CAR_VIDEOS_MAX = 10;

const ids = (message: string, max: number) =>
  z
    .array(z.guid({ error: message }))
    .max(max, { error: `At most ${max} files` })
    .nullish()
    .transform((v) => [...new Set(v ?? [])]);

export const carSchema = z
  .object({
    title: text('Title', TITLE_MAX),
    description: optionalText('Description', DESCRIPTION_MAX),
    // An empty date field is no debut day.
    debutDay: z
      .union([z.literal(''), dayOrInstant('Debut day')])
      .nullish()
      .transform((v) => v || null),
    origin: optionalText('Origin', TITLE_MAX),
    size: optionalText('Size', TITLE_MAX),
    price: z
      .number({ error: PRICE_MESSAGE })
      .int({ error: PRICE_MESSAGE })
      .min(0, { error: PRICE_MESSAGE })
      .max(1e13, { error: PRICE_MESSAGE })
      .nullish()
      .transform((v) => v ?? null),
    priceSegment: optionalText('Price segment', TITLE_MAX),
    classificationByRegistration: optionalText('Classification by registration', TITLE_MAX),
    imageInsideIds: ids(IMAGE_UNKNOWN_MESSAGE, CAR_IMAGES_MAX),
    imageOutsideIds: ids(IMAGE_UNKNOWN_MESSAGE, CAR_IMAGES_MAX),
    videoIds: ids(VIDEO_UNKNOWN_MESSAGE, CAR_VIDEOS_MAX),
    metas: z
      .array(
        z.object({
          type: z.enum(CAR_META_TYPES),
          value: z.string().trim().nullish(),
        }),
      )
      .nullish()
      // An empty choice in the form is no meta of that type.
      .transform((v) => (v ?? []).flatMap((m) => (m.value ? [{ type: m.type, value: m.value }] : []))),
  })
  .superRefine((car, ctx) => {
    const seen = new Set<string>();
    car.metas.forEach((m, i) => {
      if (seen.has(m.type)) ctx.addIssue({ code: 'custom', message: META_TWICE_MESSAGE, path: ['metas', i] });
      seen.add(m.type);
      if (!z.guid().safeParse(m.value).success)
        ctx.addIssue({ code: 'custom', message: metaUnknownMessage(m.type), path: ['metas', i, 'value'] });
    });
    if (!car.metas.some((m) => m.type === 'BRAND'))
      ctx.addIssue({ code: 'custom', message: required('Brand'), path: ['metas'] });
  });
export type CarInput = z.input<typeof carSchema>;
export type CarValues = z.output<typeof carSchema>;

// --- media library (SPEC §2.2, §8) ---------------------------------------------------------------------

export { MEDIA_KINDS, MEDIA_KIND_LABELS, type MediaKindValue } from './media-kinds';

export const mediaListSchema = z.object({
  keyword: listSchema.shape.keyword,
  kind: z.enum(MEDIA_KINDS).nullish(),
  uploadBy: z.guid({ error: 'Unknown uploader' }).nullish(),
});

export interface MediaUses {
  reviews: number;
  banners: number;
  cars: number;
  avatars: number;
  posts: number;
  /** Learning content, catalogue, member avatars, services and feedback. */
  others: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 banners and 1 car": the uses of a file in words, empty when it is unused. */
export function describeUses(uses: MediaUses): string {
  const parts = [
    uses.reviews ? plural(uses.reviews, 'review', 'reviews') : null,
    uses.banners ? plural(uses.banners, 'banner', 'banners') : null,
    uses.cars ? plural(uses.cars, 'car', 'cars') : null,
    uses.avatars ? plural(uses.avatars, 'avatar', 'avatars') : null,
    uses.posts ? plural(uses.posts, 'post', 'posts') : null,
    uses.others ? plural(uses.others, 'other record', 'other records') : null,
  ].filter((p): p is string => p !== null);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const mediaInUseMessage = (uses: MediaUses) =>
  `This file cannot be deleted: it is used by ${describeUses(uses)}. Remove it from those first.`;
