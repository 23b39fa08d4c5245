import { LISTING_ID_MESSAGE, TITLE_MAX } from './garages';
import { z } from './z';

/**
 * 'Possible duplicate' (issue 13 §5), one rule for garages, driving centres and parking lots, asked by
 * the forms (src/components/listing/possible-duplicate.tsx) and applied by the server
 * (server/graphql/resolvers/service-duplicates.ts).
 *
 * Phone: two numbers are one when their last nine digits agree. A Vietnamese number is nine digits after
 * the trunk 0 or the country code 84, so 0912 345 678, +84 912 345 678 and 84-912.345.678 all meet. The
 * garage check used to compare the number with only separators dropped, which missed exactly the
 * +84 / 0 pair that admins type both ways; nine digits is still the whole national number, so two
 * different subscribers never meet.
 *
 * Title: pg_trgm similarity of the accent-folded titles (kar_fold on both sides, in SQL, so the one
 * folding the search indexes use decides), at least SIMILAR_TITLE, in the same ward; and the title must
 * have at least TITLE_MIN characters, because one or two letters make too few trigrams to compare.
 */
export const PHONE_TAIL_DIGITS = 9;
/** The shortest number any of the three listings accepts (a parking's phone may be six digits). */
export const PHONE_MIN_DIGITS = 6;
export const TITLE_MIN = 3;
/** How alike two folded titles must be (pg_trgm similarity) to count as one place. */
export const SIMILAR_TITLE = 0.55;
/** At most this many possible duplicates are shown. */
export const DUPLICATES_SHOWN = 5;

export const SERVICE_LISTING_KINDS = ['GARAGE', 'DRIVING_CENTER', 'PARKING'] as const;

/** The digits of a phone number that decide whether it is the same number: its last nine. */
export const phoneTail = (phone: string) => phone.replace(/\D/g, '').slice(-PHONE_TAIL_DIGITS);

/** Whether there is enough typed to ask: a phone of six digits or more, or a title and its ward. */
export const duplicateCheckAsked = (v: {
  title?: string | null | undefined;
  phone?: string | null | undefined;
  ward?: string | null | undefined;
}) =>
  Boolean(v.ward && (v.title?.trim().length ?? 0) >= TITLE_MIN) ||
  (v.phone ?? '').replace(/\D/g, '').length >= PHONE_MIN_DIGITS;

const optional = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => v?.normalize('NFC').trim() || undefined)
    .refine((v) => v === undefined || v.length <= max);

/** What the check is given: the kind, and the title, phone and ward being saved. */
export const serviceDuplicateSchema = z.object({
  kind: z.enum(SERVICE_LISTING_KINDS),
  title: optional(TITLE_MAX),
  phone: optional(40),
  ward: optional(20),
  excludeId: z
    .guid({ error: LISTING_ID_MESSAGE })
    .nullish()
    .transform((v) => v ?? undefined),
});
