import { z } from './z';
import type { BenefitType, ServicePackageType, UserServiceStatus } from '../gql/graphql';
import { isRealDay } from './dates';

/** SPEC §5 (benefit form); used for every required package field so the three forms read alike. */
export const FIELD_REQUIRED = 'field required';
export const COUNT_MESSAGE = 'Enter a whole number greater than 0, or leave it empty for unlimited';
export const COUNT_MAX = 1_000_000;
export const COUNT_MAX_MESSAGE = `Enter at most ${COUNT_MAX.toLocaleString('en-US')}`;
export const FEE_MESSAGE = 'Enter a whole VND amount of 0 or more';
export const FEE_MAX = 1_000_000_000_000;
export const FEE_MAX_MESSAGE = 'The amount is too large';
export const NOT_A_NUMBER_MESSAGE = 'Enter a number';
export const TITLE_MAX = 200;
export const TITLE_MAX_MESSAGE = `The title is limited to ${TITLE_MAX} characters`;
export const DESCRIPTION_MAX = 500;
export const DESCRIPTION_MAX_MESSAGE = `The description is limited to ${DESCRIPTION_MAX} characters`;
export const BENEFIT_IDS_MAX = 100;
export const BENEFIT_ID_MESSAGE = 'Unknown benefit item';
export const USED_MESSAGE = 'Enter a whole number of 0 or more';
export const USED_OVER_QUANTITY_MESSAGE = 'Used cannot be more than the quantity';
// Shown under the picker (YYYY/MM/DD) and answered by the API (YYYY-MM-DD): it names neither form.
export const EXPIRY_MESSAGE = 'Enter a valid date';
export const MEMBER_REQUIRED_MESSAGE = FIELD_REQUIRED;
export const PACKAGE_REQUIRED_MESSAGE = FIELD_REQUIRED;
export const SERVICE_ID_MESSAGE = 'Unknown service package id';
export const BENEFIT_ITEM_ID_MESSAGE = 'Unknown benefit item id';
export const USER_SERVICE_ID_MESSAGE = 'Unknown user service package id';
export const KEYWORD_MAX_MESSAGE = 'Search is limited to 100 characters';

// Kept in the order of SPEC §3; the `satisfies` clauses fail the build if the schema's enums drift.
export const SERVICE_PACKAGE_TYPES = [
  'HOT_NEWS',
  'TRUST_PARTNER',
  'BOOKINGS',
  'BOOKINGS_SPECIAL',
  'NO_ADS',
  'NO_ADS_THEORY_AND_SIMULATION',
  'NO_GOOGLE_ADS',
  'HAS_GOOGLE_ADS',
  'OTHER',
  'FREE_TRIAL',
] as const satisfies readonly ServicePackageType[];

export const BENEFIT_TYPES = [
  'HOT_NEWS',
  'BOOKINGS',
  'OTHER',
  'TRUST_PARTNER',
  'FREE_TRIAL',
  'NO_GOOGLE_ADS',
  'HAS_GOOGLE_ADS',
  'NO_ADS_THEORY_AND_SIMULATION',
] as const satisfies readonly BenefitType[];

export const USER_SERVICE_STATUSES = ['ACTIVE', 'INACTIVE'] as const satisfies readonly UserServiceStatus[];

// A missing value and a value that is not a number need different messages; zod reports both as a type issue.
const numberField = (requiredMessage: string) =>
  z.number({
    error: (issue) =>
      issue.input === null || issue.input === undefined ? requiredMessage : NOT_A_NUMBER_MESSAGE,
  });

/** A quantity or a number of days: a positive whole number, or null for unlimited ('Không giới hạn'). */
const count = numberField(COUNT_MESSAGE)
  .int(COUNT_MESSAGE)
  .positive(COUNT_MESSAGE)
  .max(COUNT_MAX, COUNT_MAX_MESSAGE);

/** VND has no minor unit, so fees are whole amounts. */
const fee = numberField(FIELD_REQUIRED).int(FEE_MESSAGE).min(0, FEE_MESSAGE).max(FEE_MAX, FEE_MAX_MESSAGE);

const keyword = z
  .string()
  .trim()
  .max(100, KEYWORD_MAX_MESSAGE)
  .optional()
  .transform((k) => k || undefined);

// --- benefit package items ---------------------------------------------------------------------

/** The benefit modal (SPEC §2.9, §5) and adminCreate/EditUserServiceBenefits. */
export const benefitSchema = z.object({
  type: z.enum(BENEFIT_TYPES, FIELD_REQUIRED),
  title: z.string(FIELD_REQUIRED).trim().min(1, FIELD_REQUIRED).max(TITLE_MAX, TITLE_MAX_MESSAGE),
});
export type BenefitFormInput = z.input<typeof benefitSchema>;
export type BenefitFormValues = z.output<typeof benefitSchema>;

export const benefitIdSchema = z.object({ id: z.guid(BENEFIT_ITEM_ID_MESSAGE) });

// --- service packages --------------------------------------------------------------------------

/** The service package form and AdminServiceInput: empty quantity or days mean unlimited. */
export const servicePackageSchema = z.object({
  type: z.enum(SERVICE_PACKAGE_TYPES, FIELD_REQUIRED),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, DESCRIPTION_MAX_MESSAGE)
    .nullish()
    .transform((d) => d || null),
  quantity: count.nullish().transform((v) => v ?? null),
  day: count.nullish().transform((v) => v ?? null),
  unitPrice: fee,
  totalPrice: fee,
  isActive: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
  benefitsItemIds: z
    .array(z.guid(BENEFIT_ID_MESSAGE))
    .max(BENEFIT_IDS_MAX, `Choose at most ${BENEFIT_IDS_MAX} benefit items`)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
});
export type ServicePackageFormInput = z.input<typeof servicePackageSchema>;
export type ServicePackageFormValues = z.output<typeof servicePackageSchema>;

export const serviceIdSchema = z.object({ id: z.guid(SERVICE_ID_MESSAGE) });
export const servicesFilterSchema = z.object({ keyword });

// --- user service packages ---------------------------------------------------------------------

const userServiceFields = {
  userId: z.guid(MEMBER_REQUIRED_MESSAGE),
  servicesId: z.guid(PACKAGE_REQUIRED_MESSAGE),
  quantity: count.nullish(),
  day: count.nullish(),
  used: numberField(USED_MESSAGE)
    .int(USED_MESSAGE)
    .min(0, USED_MESSAGE)
    .max(COUNT_MAX, COUNT_MAX_MESSAGE)
    .nullish(),
  isActive: z.boolean().nullish(),
};

// Used can only be compared when the quantity is a number; null quantity is unlimited.
const usedWithinQuantity = (v: { quantity?: number | null | undefined; used?: number | null | undefined }) =>
  v.quantity == null || v.used == null || v.used <= v.quantity;

/**
 * AdminUserServiceInput. Left out (undefined), quantity, day and expriedDate are taken from the package;
 * null means unlimited. The form always sends every field.
 */
export const userServiceInputSchema = z
  .object({ ...userServiceFields, expriedDate: z.iso.datetime({ offset: true }).nullish() })
  .refine(usedWithinQuantity, { message: USED_OVER_QUANTITY_MESSAGE, path: ['used'] });
export type UserServiceInputValues = z.output<typeof userServiceInputSchema>;

/**
 * The give/edit form: the same field rules, with the expiry picked as a calendar day ('' for
 * 'Không giới hạn'). A day means "until the end of that day in Viet Nam".
 */
export const userServiceFormSchema = z
  .object({
    ...userServiceFields,
    expiryDay: z
      .string()
      .refine((d) => d === '' || isRealDay(d), EXPIRY_MESSAGE)
      .transform((d) => d || null),
  })
  .refine(usedWithinQuantity, { message: USED_OVER_QUANTITY_MESSAGE, path: ['used'] });
export type UserServiceFormInput = z.input<typeof userServiceFormSchema>;
export type UserServiceFormValues = z.output<typeof userServiceFormSchema>;

/** 'YYYY-MM-DD' → the last millisecond of that day in Viet Nam (UTC+7, no daylight saving), as ISO. */
export function endOfVietnamDay(day: string): string {
  return new Date(Date.parse(`${day}T23:59:59.999+07:00`)).toISOString();
}

/** ISO instant → the calendar day it falls on in Viet Nam ('YYYY-MM-DD'). */
export function vietnamDayOf(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso));
}

export const userServiceIdSchema = z.object({ id: z.guid(USER_SERVICE_ID_MESSAGE) });
export const userServicesFilterSchema = z.object({
  keyword,
  status: z.enum(USER_SERVICE_STATUSES).optional(),
  /** One member's packages (the member detail page). */
  userId: z.guid(MEMBER_REQUIRED_MESSAGE).optional(),
});
