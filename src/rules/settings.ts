import { z } from './z';

/** The twelve reference-data types of the Settings screen (SPEC §2.16), in the schema's spelling. */
export const SETTING_TYPES = [
  'BRAND',
  'MODEL',
  'VERSION',
  'BODY_TYPE',
  'COLOUR',
  'SEAT',
  'DOOR',
  'DRIVER_TYPE',
  'FUEL_ECONOMY',
  'FUEL_TYPE',
  'PAYMENT_ITEM',
  'PURCHASE_COST_PROVINCE',
] as const;
export type SettingTypeValue = (typeof SETTING_TYPES)[number];

export const CURRENCIES = ['VND', 'USD'] as const;

/** SPEC §5's generic required message, prefixed with the field so the admin knows which one. */
export const requiredMessage = (label: string) => `${label} must not be left blank`;
export const BRAND_ICON_MESSAGE = 'Please upload an icon for the brand';
export const NAME_MAX = 100;
export const NAME_MAX_MESSAGE = `Names are limited to ${NAME_MAX} characters`;
export const PERCENT_MESSAGE = 'A percentage lies between 0 and 100';
export const NEGATIVE_MESSAGE = 'The value cannot be negative';
export const POSITIVE_MESSAGE = 'The value must be greater than 0';
/** Prices and fees are whole VND; bigint columns hold far more, this keeps typos out. */
export const MONEY_MAX = 1e13;
export const MONEY_MAX_MESSAGE = 'The amount is too large';

const text = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, { error: requiredMessage(label) })
    .max(NAME_MAX, { error: NAME_MAX_MESSAGE });

const optionalText = z
  .string()
  .trim()
  .max(NAME_MAX, { error: NAME_MAX_MESSAGE })
  .nullish()
  .transform((v) => v || undefined);

/** A required id picked from a list; the form holds '' until something is chosen. */
const idOf = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .min(1, { error: requiredMessage(label) })
    .pipe(z.guid({ error: `Unknown ${label.toLowerCase()}` }));

export const notANumberMessage = (label: string) => `${label} must be a number`;

/** Number inputs hold null when empty and NaN for text that is not a number (see lib/thousands). */
const num = (label: string) =>
  z
    .number({
      error: (issue) => (typeof issue.input === 'number' ? notANumberMessage(label) : requiredMessage(label)),
    })
    .nullable()
    .transform((v, ctx) => {
      if (v !== null) return v;
      ctx.addIssue({ code: 'custom', message: requiredMessage(label) });
      return z.NEVER;
    });

export const WHOLE_AMOUNT_MESSAGE = 'Use a whole amount, without decimals';

const money = (label: string) =>
  num(label)
    .refine((v) => v >= 0, { error: NEGATIVE_MESSAGE })
    .refine(Number.isInteger, { error: WHOLE_AMOUNT_MESSAGE })
    .refine((v) => v <= MONEY_MAX, { error: MONEY_MAX_MESSAGE });

const percent = (label: string) => num(label).refine((v) => v >= 0 && v <= 100, { error: PERCENT_MESSAGE });

const count = (label: string) =>
  num(label)
    .refine(Number.isInteger, { error: `${label} must be a whole number` })
    .refine((v) => v > 0 && v <= 100, { error: `${label} lies between 1 and 100` });

/** SPEC §5: isDisplayTopSearch is coerced to a boolean (absent means false). */
const flag = z
  .boolean()
  .nullish()
  .transform((v) => v === true);

export const settingIdSchema = z.object({ id: z.guid({ error: 'Unknown item id' }) });

export const settingTypeSchema = z.enum(SETTING_TYPES, { error: 'Unknown setting type' });

/** Body type, colour and fuel type: a name only (SPEC §5, add and update disabled while empty). */
export const namedOptionSchema = z.object({ name: text('Name') });

export const brandSchema = z.object({
  name: text('Name'),
  mediaId: z
    .string({ error: BRAND_ICON_MESSAGE })
    .min(1, { error: BRAND_ICON_MESSAGE })
    .pipe(z.guid({ error: BRAND_ICON_MESSAGE })),
  isDisplayTopSearch: flag,
});

export const modelSchema = z.object({ name: text('Name'), brand: idOf('Brand') });

const versionFields = {
  name: text('Name'),
  priceCarVersion: money('Price').refine((v) => v > 0, { error: POSITIVE_MESSAGE }),
  mediaId: z
    .guid({ error: 'Unknown image' })
    .nullish()
    .transform((v) => v || undefined),
};
/** SPEC §5: model required on add, not on edit. */
export const versionCreateSchema = z.object({ ...versionFields, model: idOf('Model') });
export const versionEditSchema = z.object({
  ...versionFields,
  model: z
    .union([z.literal(''), z.guid({ error: 'Unknown model' })])
    .nullish()
    .transform((v) => v || undefined),
});

export const seatSchema = z.object({ name: text('Name'), value: count('Value'), fixed: flag });
export const doorSchema = z.object({ name: text('Name'), value: count('Value') });
export const driverTypeSchema = z.object({ nameVi: text('Name (VI)'), nameEn: text('Name (EN)') });

export const fuelEconomySchema = z.object({
  nameVi: optionalText,
  nameEn: optionalText,
  isLess: z.boolean({ error: requiredMessage('Less than') }),
  liter: num('Liter').refine((v) => v > 0 && v <= 1000, { error: 'Liters lie between 0 and 1,000' }),
  kilometer: num('Kilometer').refine((v) => v > 0 && v <= 100_000, {
    error: 'Kilometers lie between 0 and 100,000',
  }),
});

export const paymentItemSchema = z.object({
  amount: money('Amount').refine((v) => v > 0, { error: POSITIVE_MESSAGE }),
  currency: z.enum(CURRENCIES, { error: requiredMessage('Currency') }),
});

/** The seven fee fields of a registration location (SPEC §3), all required (SPEC §5). */
const purchaseCostFields = {
  registrationFeeNewCar: percent('Registration fee, new car (%)'),
  registrationFeeOldCar: percent('Registration fee, used car (%)'),
  registry: money('Registry'),
  roadMaintenanceFee: money('Road maintenance fee'),
  civilInsurance: money('Civil insurance'),
  licensePlateFee: money('License plate fee'),
  bodyInsuranceOneYear: percent('Body insurance, one year (%)'),
  otherCost: z
    .number()
    .refine(Number.isFinite, { error: 'Other cost must be a number' })
    .refine((v) => v >= 0, { error: NEGATIVE_MESSAGE })
    .refine(Number.isInteger, { error: WHOLE_AMOUNT_MESSAGE })
    .refine((v) => v <= MONEY_MAX, { error: MONEY_MAX_MESSAGE })
    .nullish()
    .transform((v) => v ?? null),
};
export const PURCHASE_COST_FEE_FIELDS = [
  'registrationFeeNewCar',
  'registrationFeeOldCar',
  'registry',
  'roadMaintenanceFee',
  'civilInsurance',
  'licensePlateFee',
  'bodyInsuranceOneYear',
] as const;

export const purchaseCostCreateSchema = z.object({
  provinceId: idOf('Province'),
  ...purchaseCostFields,
});
/** The province is fixed once saved (SPEC §2.16), so edit does not take one. */
export const purchaseCostEditSchema = z.object(purchaseCostFields);

/** A second registration location for one province. */
export const DUPLICATE_PROVINCE_MESSAGE = 'This province already has its registration costs; edit that row';

/** Rows in one bulk car version operation: keeps each transaction short; the SPA cuts files to fit. */
export { MAX_BULK_ROWS } from './bulk';
