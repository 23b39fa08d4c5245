import { todayInVietnam } from './dates';
import { z } from './z';

/** SPEC §5 generic required message, with the field named so the admin knows which one. */
export const marketPriceRequired = (label: string) => `${label} must not be left blank`;
export const NAME_MAX = 100;
export const NAME_MAX_MESSAGE = `The version name is limited to ${NAME_MAX} characters`;
export const PRICE_NEGATIVE_MESSAGE = 'The price cannot be negative';
export const PRICE_WHOLE_MESSAGE = 'Use a whole amount of VND, without decimals';
/** Prices are whole VND in a bigint column; the cap keeps an extra typed zero or two out. */
export const PRICE_MAX = 1e13;
export const PRICE_MAX_MESSAGE = 'The price is too large';
export const YEAR_MIN = 1900;
export const yearMessage = (nextYear: number) =>
  `The year of manufacture is a whole number from ${YEAR_MIN} to ${nextYear}`;
export const KM_MAX = 10_000_000;
export const KM_MESSAGE = `Km run is a whole number from 0 to ${KM_MAX.toLocaleString('en-US')}`;
export const MODEL_UNKNOWN_MESSAGE = 'Unknown model';
export const IMAGE_UNKNOWN_MESSAGE = 'Unknown image; upload it again';
export const KEYWORD_MAX = 100;

/** Next year in Viet Nam: a car of next year's model can be on sale before New Year. */
export const nextYear = (now: Date = new Date()) => Number(todayInVietnam(now).slice(0, 4)) + 1;

/** Number inputs hold null when empty and NaN for text that is not a number (lib/thousands). */
const requiredNumber = (label: string) =>
  z.number({
    error: (issue) =>
      issue.input === null || issue.input === undefined
        ? marketPriceRequired(label)
        : `${label} must be a number`,
  });

/** An optional number: empty (null) is fine, anything typed must be a number. */
const optionalNumber = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .nullish()
    .transform((v) => v ?? null);

/**
 * SPEC §5 (version: name and price required, price numeric with thousands separators) plus the market
 * price fields of §2.8. The Market Price form and adminCreateMarketPrice / adminEditMarketPrice parse
 * with this same schema.
 */
export const marketPriceSchema = z.object({
  name: z
    .string({ error: marketPriceRequired('Version name') })
    // Stored composed, so the accent-folding search (migration 0006) sees one letter per character.
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, { error: marketPriceRequired('Version name') })
        .max(NAME_MAX, { error: NAME_MAX_MESSAGE }),
    ),
  model: z
    .string({ error: marketPriceRequired('Model') })
    .min(1, { error: marketPriceRequired('Model') })
    .pipe(z.guid({ error: MODEL_UNKNOWN_MESSAGE })),
  priceCarVersion: requiredNumber('Price')
    .refine((v) => v >= 0, { error: PRICE_NEGATIVE_MESSAGE })
    .refine(Number.isInteger, { error: PRICE_WHOLE_MESSAGE })
    .refine((v) => v <= PRICE_MAX, { error: PRICE_MAX_MESSAGE }),
  yearManufacture: optionalNumber('Year of manufacture').refine(
    (v) => v === null || (Number.isInteger(v) && v >= YEAR_MIN && v <= nextYear()),
    { error: () => yearMessage(nextYear()) },
  ),
  numKilometerCarRun: optionalNumber('Km run').refine(
    (v) => v === null || (Number.isInteger(v) && v >= 0 && v <= KM_MAX),
    { error: KM_MESSAGE },
  ),
  mediaId: z
    .guid({ error: IMAGE_UNKNOWN_MESSAGE })
    .nullish()
    .transform((v) => v ?? null),
});

export type MarketPriceInput = z.input<typeof marketPriceSchema>;
export type MarketPriceValues = z.output<typeof marketPriceSchema>;

/** adminGetListAllVersion arguments (SPEC §7: skip, take, keyword; the keyword is trimmed). */
export const marketPriceListSchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(KEYWORD_MAX, { error: `Search is limited to ${KEYWORD_MAX} characters` })
    .nullish()
    .transform((k) => k || undefined),
});

/** A version id as the view, edit and delete calls receive it. */
export const versionIdSchema = z.object({ id: z.guid({ error: 'Car version id must be a UUID' }) });
