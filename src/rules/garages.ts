import { addressUnitsShape, COORDINATES_PAIR_MESSAGE, coordinatesPaired, coordinatesShape } from './address';
import { optionalDay, withDayRange } from './list-rules';
import { z } from './z';

/**
 * Garages & salons and driving centres (SPEC §2.14, §3). The forms and adminCreateGarage /
 * adminEditGarage / adminCreateCenterDriverLisense / adminEditCenterDriverLisense parse with these.
 */
export const TITLE_REQUIRED_MESSAGE = 'Title must not be left blank';
export const TITLE_MAX = 200;
export const TITLE_MAX_MESSAGE = `The title is limited to ${TITLE_MAX} characters`;
export const PHONE_MESSAGE = 'Enter a phone number of 8 to 15 digits (a leading + is allowed)';
export const EMAIL_MESSAGE = 'Enter a valid email address';
export const WEBSITE_MESSAGE = 'Enter a web address starting with http:// or https://';
export const ADDRESS_MAX = 300;
export const ADDRESS_MAX_MESSAGE = `The address is limited to ${ADDRESS_MAX} characters`;
export const DESCRIPTION_MAX = 5000;
export const DESCRIPTION_MAX_MESSAGE = `The description is limited to ${DESCRIPTION_MAX} characters`;
export const SERVICES_MAX = 20;
export const SERVICE_MAX = 100;
export const SERVICES_MESSAGE = `At most ${SERVICES_MAX} services, each up to ${SERVICE_MAX} characters`;
export const PHOTOS_MAX = 10;
export const PHOTOS_MAX_MESSAGE = `At most ${PHOTOS_MAX} photos`;
export const PHOTO_UNKNOWN_MESSAGE = 'Unknown photo; upload it again';
export const OWNER_UNKNOWN_MESSAGE = 'Unknown member';
export const REASON_MIN = 5;
export const REASON_MAX = 500;
export const REASON_MESSAGE = `Give the owner a reason of ${REASON_MIN} to ${REASON_MAX} characters`;
export const KEYWORD_MAX = 100;

/** Empty text is absent: stored as null, never as ''. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .nullish()
    .transform((v) => v?.normalize('NFC').trim() || null)
    .refine((v) => v === null || v.length <= max, { error: message });

/** Stored as typed digits (spaces, dots and dashes dropped) so the same number is found as a duplicate. */
export const normalizePhone = (raw: string) => raw.replace(/[\s.\-()]/g, '');
const phone = z
  .string()
  .nullish()
  .transform((v) => (v ? normalizePhone(v) : null) || null)
  .refine((v) => v === null || /^\+?[0-9]{8,15}$/.test(v), { error: PHONE_MESSAGE });

const email = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null)
  .refine((v) => v === null || z.email().safeParse(v).success, { error: EMAIL_MESSAGE });

const website = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null)
  .refine((v) => v === null || (/^https?:\/\//i.test(v) && URL.canParse(v) && v.length <= 500), {
    error: WEBSITE_MESSAGE,
  });

/** The form keeps one service per line, blank lines included while typing; they are dropped here. */
const services = z
  .array(z.string())
  .nullish()
  .transform((v) => (v ?? []).map((s) => s.normalize('NFC').trim()).filter(Boolean))
  .refine((v) => v.length <= SERVICES_MAX && v.every((s) => s.length <= SERVICE_MAX), {
    error: SERVICES_MESSAGE,
  });

const mediaIds = z
  .array(z.guid({ error: PHOTO_UNKNOWN_MESSAGE }))
  .max(PHOTOS_MAX, { error: PHOTOS_MAX_MESSAGE })
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

const title = z
  .string({ error: TITLE_REQUIRED_MESSAGE })
  .transform((s) => s.normalize('NFC').trim())
  .pipe(z.string().min(1, { error: TITLE_REQUIRED_MESSAGE }).max(TITLE_MAX, { error: TITLE_MAX_MESSAGE }));

const listingShape = {
  title,
  description: optionalText(DESCRIPTION_MAX, DESCRIPTION_MAX_MESSAGE),
  services,
  mediaIds,
  address: optionalText(ADDRESS_MAX, ADDRESS_MAX_MESSAGE),
  phone,
  email,
  website,
  ...addressUnitsShape,
  isActive: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
};

/**
 * A garage or salon. Its status moves only through adminUpdateGarageStatus and its Kar Check through
 * adminEditGarageKarCheck, so neither is read from the form.
 */
export const garageSchema = z
  .object({
    ...listingShape,
    userId: z
      .guid({ error: OWNER_UNKNOWN_MESSAGE })
      .nullish()
      .transform((v) => v ?? null),
    ...coordinatesShape,
  })
  .refine(coordinatesPaired, { error: COORDINATES_PAIR_MESSAGE, path: ['longitude'] });

export type GarageInput = z.input<typeof garageSchema>;
export type GarageValues = z.output<typeof garageSchema>;

/** A driving centre: a garage without status, Kar Check, coordinates or owner (SPEC §3). */
export const drivingCenterSchema = z.object(listingShape);
export type DrivingCenterInput = z.input<typeof drivingCenterSchema>;
export type DrivingCenterValues = z.output<typeof drivingCenterSchema>;
/** What every directory listing's form holds (a garage's adds its owner and coordinates). */
export type ListingInput = DrivingCenterInput;

/** The transitions SPEC §4 leaves open, decided in issue 13 (docs/garages.md). */
export const GARAGE_TRANSITIONS = {
  PENDING: ['ACTIVE', 'REJECT'],
  ACTIVE: ['PENDING'],
  REJECT: [],
} as const satisfies Record<'ACTIVE' | 'PENDING' | 'REJECT', readonly ('ACTIVE' | 'PENDING' | 'REJECT')[]>;

export const garageRejectSchema = z.object({
  reason: z
    .string({ error: REASON_MESSAGE })
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().min(REASON_MIN, { error: REASON_MESSAGE }).max(REASON_MAX, { error: REASON_MESSAGE })),
});

/** SPEC §2.14 filters (§5: no future dates, end not before start); the lists parse with this too. */
export const serviceListSchema = withDayRange(
  z.object({
    createFrom: optionalDay({ notAfterToday: true }),
    createTo: optionalDay({ notAfterToday: true }),
    keyword: z
      .string()
      .nullish()
      .transform((v) => v?.normalize('NFC').trim().slice(0, KEYWORD_MAX) || null),
    province: z
      .string()
      .nullish()
      .transform((v) => v?.trim() || null),
    district: z
      .string()
      .nullish()
      .transform((v) => v?.trim() || null),
    ward: z
      .string()
      .nullish()
      .transform((v) => v?.trim() || null),
  }),
);

export const LISTING_ID_MESSAGE = 'Listing id must be a UUID';
/** A garage or driving centre id as the detail screens and the resolvers receive it. */
export const listingIdSchema = z.object({ id: z.guid({ error: LISTING_ID_MESSAGE }) });
