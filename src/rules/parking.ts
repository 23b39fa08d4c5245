import { isRealDay } from './dates';
import {
  END_TIME_PATTERN,
  firstOverlap,
  overlapMessage,
  sameEveryDay,
  TIME_PATTERN,
  type WorkingTime,
} from './parking-hours';
import { z } from './z';

/** SPEC §3 Parking status (Active, Pending, Reject), as the schema's ParkingStatus spells it. */
export const PARKING_STATUSES = ['ACTIVE', 'PENDING', 'REJECT'] as const;
export type ParkingStatusValue = (typeof PARKING_STATUSES)[number];
export const PARKING_STATUS_LABELS: Record<ParkingStatusValue, string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending',
  REJECT: 'Reject',
};

/** Price units a parking charges by (SPEC §3 priceProperties.type); each at most once per parking. */
export const PARKING_PRICE_TYPES = ['HOUR', 'TURN', 'NIGHT', 'DAY', 'MONTH'] as const;
export type ParkingPriceType = (typeof PARKING_PRICE_TYPES)[number];
export const PRICE_TYPE_LABELS: Record<ParkingPriceType, string> = {
  HOUR: 'Per hour',
  TURN: 'Per entry',
  NIGHT: 'Per night',
  DAY: 'Per day',
  MONTH: 'Per month',
};

export const parkingRequired = (label: string) => `${label} must not be left blank`;
export const TITLE_MAX = 200;
export const TITLE_MAX_MESSAGE = `The title is limited to ${TITLE_MAX} characters`;
export const TIME_MESSAGE = 'Use a time written as HH:mm (00:00 to 23:59)';
export const END_TIME_MESSAGE = 'Use a time written as HH:mm (00:00 to 24:00)';
export const SAME_TIME_MESSAGE = 'An interval cannot start and end at the same time';
export const SAME_EVERY_DAY_MESSAGE = "'Same every day' needs the same hours on every day";
export const DUPLICATE_PRICE_TYPE_MESSAGE = 'Each price type can be given only once';
export const PRICE_MESSAGE = 'The price is a whole amount of VND from 0 to 1,000,000,000';
export const PRICE_MAX = 1_000_000_000;
export const TOTAL_MESSAGE = 'The number of places is a whole number from 0 to 100,000';
export const EMAIL_MESSAGE = 'Enter a valid email address';
export const WEBSITE_MESSAGE = 'Enter a web address starting with http:// or https://';
export const PHONE_MESSAGE = 'The phone number may contain digits, spaces and + . ( ) - only (6 to 20)';
/** Viet Nam's mainland and islands (Trường Sa, Hoàng Sa) lie within these bounds. */
export const LAT_RANGE = [8.0, 23.5] as const;
export const LNG_RANGE = [102.0, 117.9] as const;
export const LATITUDE_MESSAGE = `The latitude must lie in Viet Nam (${LAT_RANGE[0]} to ${LAT_RANGE[1]})`;
export const LONGITUDE_MESSAGE = `The longitude must lie in Viet Nam (${LNG_RANGE[0]} to ${LNG_RANGE[1]})`;
export const REASON_REQUIRED_MESSAGE = 'Give the reason for rejecting this parking';
export const WARD_REQUIRED_MESSAGE = 'Choose a ward of the province';
export const OWNER_UNKNOWN_MESSAGE = 'Unknown member';
export const MEDIA_UNKNOWN_MESSAGE = 'Unknown image; upload it again';
export const KEYWORD_MAX = 100;

const blankToNull = (v: string) => (v === '' ? null : v);
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform(blankToNull)
    .nullish()
    .transform((v) => v ?? null);

const optionalNumber = (label: string, min: number, max: number, message: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, message)
    .max(max, message)
    .nullish()
    .transform((v) => v ?? null);

export const workingTimeSchema = z.object({
  day: z.number().int().min(0).max(6),
  startTime: z.string().regex(TIME_PATTERN, TIME_MESSAGE),
  endTime: z.string().regex(END_TIME_PATTERN, END_TIME_MESSAGE),
});

export const pricePropertySchema = z.object({
  type: z.enum(PARKING_PRICE_TYPES, { error: parkingRequired('Price type') }),
  // The form holds null for an empty amount; it must be filled before saving.
  price: z
    .number({ error: PRICE_MESSAGE })
    .int(PRICE_MESSAGE)
    .min(0, PRICE_MESSAGE)
    .max(PRICE_MAX, PRICE_MESSAGE)
    .nullable()
    .transform((v, ctx) => {
      if (v !== null) return v;
      ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE });
      return z.NEVER;
    }),
});

/** The hours as a whole: no interval of zero length, no two sharing a minute, 'same every day' kept. */
export function hoursProblem(times: readonly WorkingTime[], same: boolean): string | undefined {
  if (times.some((t) => t.startTime === t.endTime)) return SAME_TIME_MESSAGE;
  const overlap = firstOverlap(times);
  if (overlap) return overlapMessage(...overlap);
  if (same && !sameEveryDay(times)) return SAME_EVERY_DAY_MESSAGE;
  return undefined;
}

/**
 * A parking as the form edits it and adminCreateParking / adminEditParking receive it (SPEC §3 Parking).
 * The whole record is sent on every save: absent lists mean none.
 */
export const parkingSchema = z
  .object({
    title: z
      .string({ error: parkingRequired('Title') })
      .transform((s) => s.normalize('NFC').trim())
      .pipe(z.string().min(1, parkingRequired('Title')).max(TITLE_MAX, TITLE_MAX_MESSAGE)),
    userId: z
      .string()
      .trim()
      .refine((v) => v === '' || z.guid().safeParse(v).success, OWNER_UNKNOWN_MESSAGE)
      .transform(blankToNull)
      .nullish()
      .transform((v) => v ?? null),
    description: optionalText(5000, 'The description is limited to 5,000 characters'),
    total: optionalNumber('The number of places', 0, 100_000, TOTAL_MESSAGE).refine(
      (v) => v === null || Number.isInteger(v),
      TOTAL_MESSAGE,
    ),
    mediaIds: z
      .array(z.guid(MEDIA_UNKNOWN_MESSAGE))
      .max(20, 'A parking shows at most 20 photos')
      .nullish()
      .transform((v) => v ?? []),
    address: optionalText(300, 'The address is limited to 300 characters'),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || /^[+\d][\d\s.()-]{5,19}$/.test(v), PHONE_MESSAGE)
      .transform(blankToNull)
      .nullish()
      .transform((v) => v ?? null),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === '' || z.email().safeParse(v).success, EMAIL_MESSAGE)
      .transform(blankToNull)
      .nullish()
      .transform((v) => v ?? null),
    website: z
      .string()
      .trim()
      .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), WEBSITE_MESSAGE)
      .transform(blankToNull)
      .nullish()
      .transform((v) => v ?? null),
    province: z
      .string({ error: parkingRequired('Province') })
      .trim()
      .min(1, parkingRequired('Province'))
      .max(20),
    ward: z.string({ error: WARD_REQUIRED_MESSAGE }).trim().min(1, WARD_REQUIRED_MESSAGE).max(20),
    district: z
      .string()
      .trim()
      .max(20)
      .transform(blankToNull)
      .nullish()
      .transform((v) => v ?? null),
    latitude: optionalNumber('The latitude', LAT_RANGE[0], LAT_RANGE[1], LATITUDE_MESSAGE),
    longitude: optionalNumber('The longitude', LNG_RANGE[0], LNG_RANGE[1], LONGITUDE_MESSAGE),
    isActive: z
      .boolean()
      .nullish()
      .transform((v) => v ?? true),
    closeOnPublicHolidays: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    sameWeekOfOperation: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    status: z
      .enum(PARKING_STATUSES)
      .nullish()
      .transform((v) => v ?? 'PENDING'),
    reason: optionalText(500, 'The reason is limited to 500 characters'),
    workingTimes: z
      .array(workingTimeSchema)
      .max(7 * 6, 'At most six intervals a day')
      .nullish()
      .transform((v) => v ?? []),
    priceProperties: z
      .array(pricePropertySchema)
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((p, ctx) => {
    const hours = hoursProblem(p.workingTimes, p.sameWeekOfOperation);
    if (hours) ctx.addIssue({ code: 'custom', path: ['workingTimes'], message: hours });
    const types = p.priceProperties.map((x) => x.type);
    if (new Set(types).size !== types.length) {
      ctx.addIssue({ code: 'custom', path: ['priceProperties'], message: DUPLICATE_PRICE_TYPE_MESSAGE });
    }
    if (p.status === 'REJECT' && !p.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_REQUIRED_MESSAGE });
    }
    if ((p.latitude === null) !== (p.longitude === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [p.latitude === null ? 'latitude' : 'longitude'],
        message: 'Give both the latitude and the longitude, or neither',
      });
    }
  });
export type ParkingFormValues = z.input<typeof parkingSchema>;
export type ParkingValues = z.output<typeof parkingSchema>;

/** A day as the URL and the filter hold it, or a whole instant (the list sends start and end of day). */
const dayOrInstant = z
  .string()
  .trim()
  .refine(
    (v) =>
      isRealDay(v) || (z.iso.datetime({ offset: true }).safeParse(v).success && !Number.isNaN(Date.parse(v))),
    'Use a date written as YYYY-MM-DD',
  );

/** adminParkingPagination's filters (SPEC §7): keyword trimmed, creation range, location codes. */
export const parkingListSchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(KEYWORD_MAX, `Search is limited to ${KEYWORD_MAX} characters`)
    .nullish()
    .transform((k) => k || undefined),
  createFrom: dayOrInstant.nullish().transform((v) => v ?? undefined),
  createTo: dayOrInstant.nullish().transform((v) => v ?? undefined),
  province: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => v || undefined),
  district: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => v || undefined),
  ward: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => v || undefined),
});

export const parkingIdSchema = z.object({ id: z.guid('Parking not found') });

/** Start and end of a Viet Nam calendar day as instants: SPEC §7 sends the range so. */
export const vietnamDayStart = (day: string) => `${day}T00:00:00.000+07:00`;
export const vietnamDayEnd = (day: string) => `${day}T23:59:59.999+07:00`;
