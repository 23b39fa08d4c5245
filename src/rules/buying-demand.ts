import { z } from './z';

/** SPEC §3 Car buying need status and its §4 labels. */
export const BUYING_NEED_STATUSES = ['NEW', 'FOLLOWING', 'CONSIDERING', 'CHANGED_MIND', 'HAD_A_CAR'] as const;
export type BuyingNeedStatusValue = (typeof BUYING_NEED_STATUSES)[number];
export const BUYING_NEED_STATUS_LABELS: Record<BuyingNeedStatusValue, string> = {
  NEW: 'Mới',
  FOLLOWING: 'Đang chăm sóc',
  CONSIDERING: 'Đang cân nhắc',
  CHANGED_MIND: 'Không còn nhu cầu',
  HAD_A_CAR: 'Đã có xe',
};

export const buyingRequired = (label: string) => `${label} must not be left blank`;
export const BUDGET_MAX = 1e12;
export const BUDGET_MESSAGE = 'The budget is a whole amount of VND from 0 to 1,000,000,000,000';
export const VEHICLE_LIFE_MESSAGE = 'The vehicle life is a whole number of years from 0 to 50';
export const KM_MESSAGE = 'Km run is a whole number from 0 to 10,000,000';
export const PHONE_MESSAGE = 'The phone number may contain digits, spaces and + . ( ) - only (6 to 20)';
export const BUYER_NAME_MESSAGE = 'The buyer name is limited to 100 characters';
export const DESCRIPTION_OTHER_REQUIRED = "Say what else the buyer needs, or untick 'Other'";
export const UNKNOWN_BRAND_MESSAGE = 'Unknown brand';
export const UNKNOWN_MODEL_MESSAGE = 'Unknown model';
export const MODEL_OF_BRAND_MESSAGE = 'The model is not one of this brand';
export const UNKNOWN_PROVINCE_MESSAGE = 'Unknown province';
export const UNKNOWN_USER_MESSAGE = 'Unknown member';
export const SAME_STATUS_MESSAGE = 'The buying demand already has this status';
export const KEYWORD_MAX = 100;

const blankToNull = (v: string) => (v === '' ? null : v);
const optionalId = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || z.guid().safeParse(v).success, message)
    .transform(blankToNull)
    .nullish()
    .transform((v) => v ?? null);

const wholeNumber = (label: string, max: number, message: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(message)
    .min(0, message)
    .max(max, message)
    .nullish()
    .transform((v) => v ?? null);

const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);

/**
 * Every Car buying need field of SPEC §3 the admin can set; the buying demand form and
 * adminCreateCarBuyingNeed / adminEditCarBuyingNeed parse with this same schema.
 */
export const buyingDemandSchema = z
  .object({
    userId: optionalId(UNKNOWN_USER_MESSAGE),
    brand: z
      .string({ error: buyingRequired('Brand') })
      .trim()
      .min(1, buyingRequired('Brand'))
      .pipe(z.guid(UNKNOWN_BRAND_MESSAGE)),
    model: z
      .string({ error: buyingRequired('Model') })
      .trim()
      .min(1, buyingRequired('Model'))
      .pipe(z.guid(UNKNOWN_MODEL_MESSAGE)),
    budget: z
      .number({
        error: (issue) =>
          issue.input === null || issue.input === undefined ? buyingRequired('Budget') : BUDGET_MESSAGE,
      })
      .int(BUDGET_MESSAGE)
      .min(0, BUDGET_MESSAGE)
      .max(BUDGET_MAX, BUDGET_MESSAGE)
      // The form holds null for an empty amount; it must be filled before saving.
      .nullable()
      .transform((v, ctx) => {
        if (v !== null) return v;
        ctx.addIssue({ code: 'custom', message: buyingRequired('Budget') });
        return z.NEVER;
      }),
    vehicleLife: wholeNumber('The vehicle life', 50, VEHICLE_LIFE_MESSAGE),
    numKilometerCarRun: wholeNumber('Km run', 10_000_000, KM_MESSAGE),
    provinceId: optionalId(UNKNOWN_PROVINCE_MESSAGE),
    buyerName: z
      .string()
      .trim()
      .max(100, BUYER_NAME_MESSAGE)
      .transform(blankToNull)
      .nullish()
      .transform((v) => v ?? null),
    phone: z
      .string({ error: buyingRequired('Phone') })
      .trim()
      .min(1, buyingRequired('Phone'))
      .refine((v) => /^[+\d][\d\s.()-]{5,19}$/.test(v), PHONE_MESSAGE),
    isInstallmentPurchase: flag,
    isVehicleInspectionService: flag,
    isInsuranceConsultant: flag,
    isOther: flag,
    descriptionOther: z
      .string()
      .trim()
      .max(500, 'The description is limited to 500 characters')
      .transform(blankToNull)
      .nullish()
      .transform((v) => v ?? null),
    status: z
      .enum(BUYING_NEED_STATUSES)
      .nullish()
      .transform((v) => v ?? 'NEW'),
    userSellerIds: z
      .array(z.guid(UNKNOWN_USER_MESSAGE))
      .max(50, 'At most 50 sellers')
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
  })
  .superRefine((v, ctx) => {
    if (v.isOther && !v.descriptionOther) {
      ctx.addIssue({ code: 'custom', path: ['descriptionOther'], message: DESCRIPTION_OTHER_REQUIRED });
    }
  });
export type BuyingDemandFormValues = z.input<typeof buyingDemandSchema>;
export type BuyingDemandValues = z.output<typeof buyingDemandSchema>;

/** The status change from the detail (adminUpdateStatusCarBuyingNeed). */
export const buyingStatusSchema = z.object({
  id: z.guid('Buying demand not found'),
  status: z.enum(BUYING_NEED_STATUSES, { error: buyingRequired('Status') }),
});

export const buyingDemandIdSchema = z.object({ id: z.guid('Buying demand not found') });

/** adminPaginationCarBuyingNeeds and adminGetListCustomerCarBuyingNeedByUserId: keyword trimmed. */
export const buyingListSchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(KEYWORD_MAX, `Search is limited to ${KEYWORD_MAX} characters`)
    .nullish()
    .transform((k) => k || undefined),
  userId: z.guid(UNKNOWN_USER_MESSAGE).nullish(),
  status: z.enum(BUYING_NEED_STATUSES).nullish(),
});
