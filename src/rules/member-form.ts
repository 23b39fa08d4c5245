import { z } from './z';
import { PHONE_PREFIXES } from './auth';
import { isRealDay, todayInVietnam } from './dates';

// The member forms speak English (SPEC §1); only registration's form has Vietnamese messages (SPEC §5).
export const CONTACT_REQUIRED_MESSAGE = 'Enter an email or a phone number';
export const MEMBER_EMAIL_INVALID_MESSAGE = 'Enter a valid email address';
export const MEMBER_PASSWORD_LENGTH_MESSAGE = 'The password must be 8 to 30 characters long';
export const LANGUAGE_MESSAGE = 'The language is EN or VI';
export const PHONE_DIGITS_MESSAGE = 'The phone number may contain digits only';
export const PHONE_LENGTH_MESSAGE = 'A +84 number has 9 or 10 digits after the prefix, a +86 number 11';
export const NAME_MAX = 50;
export const NAME_LENGTH_MESSAGE = `A name is limited to ${NAME_MAX} characters`;
export const USERNAME_MESSAGE = 'Username: 3 to 30 letters, digits, dots, dashes or underscores';
export const STORE_NAME_MAX = 100;
export const STORE_NAME_MESSAGE = `The store name is limited to ${STORE_NAME_MAX} characters`;
// Shown under the picker (YYYY/MM/DD) and answered by the API (YYYY-MM-DD): it names neither form.
export const DOB_FORMAT_MESSAGE = 'Enter a valid date';
export const DOB_FUTURE_MESSAGE = 'The date of birth cannot be in the future';
export const DOB_TOO_EARLY_MESSAGE = 'The date of birth cannot be before 1900';
export const ID_MESSAGE = 'Unknown id';
export const LANGUAGES = ['EN', 'VI'] as const;
export const PREFIX_MESSAGE = 'The phone prefix is +84 or +86';

// Conflicts found by the server; the form shows them next to the field they name.
export const EMAIL_TAKEN_MESSAGE = 'This email is already used by another member';
export const PHONE_TAKEN_MESSAGE = 'This phone number is already used by another member';

/** Digits a phone number may have after its country prefix (SPEC §9: +84 Viet Nam, +86 China). */
const PHONE_LENGTHS: Record<(typeof PHONE_PREFIXES)[number], readonly number[]> = {
  '84': [9, 10],
  '86': [11],
};

/** The length problem of a stored-form phone number under a prefix, or undefined when it fits. */
export function phoneLengthProblem(prefix: string | null | undefined, phone: string): string | undefined {
  const lengths = PHONE_LENGTHS[(prefix ?? '84') as keyof typeof PHONE_LENGTHS];
  return lengths?.includes(phone.length) ? undefined : PHONE_LENGTH_MESSAGE;
}

/*
 * Every field is optional: absent (undefined) leaves a stored value unchanged on edit, while '' or null
 * clears it. Text is trimmed, and blank text becomes null.
 */
const blankToNull = (v: string) => (v === '' ? null : v);

const text = (max: number, message: string) =>
  z.string().trim().max(max, message).transform(blankToNull).nullable().optional();

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, MEMBER_EMAIL_INVALID_MESSAGE)
  .refine((v) => v === '' || z.email().safeParse(v).success, MEMBER_EMAIL_INVALID_MESSAGE)
  .transform(blankToNull)
  .nullable()
  .optional();

// Stored without separators and without the national trunk 0, e.g. '0912 345 678' → '912345678'.
const phone = z
  .string()
  .transform((v) => v.replace(/[\s.()-]/g, ''))
  .refine((v) => /^\d*$/.test(v), PHONE_DIGITS_MESSAGE)
  .transform((v) => blankToNull(v.replace(/^0+/, '')))
  .nullable()
  .optional();

const id = z
  .string()
  .trim()
  .refine((v) => v === '' || z.guid().safeParse(v).success, ID_MESSAGE)
  .transform(blankToNull)
  .nullable()
  .optional();

// The API's DateTime arrives as a full ISO string; a date of birth is only its calendar day.
const dob = z
  .string()
  .trim()
  .transform((v) => v.slice(0, 10))
  .refine((v) => v === '' || isRealDay(v), DOB_FORMAT_MESSAGE)
  .refine((v) => v === '' || v <= todayInVietnam(), DOB_FUTURE_MESSAGE)
  .refine((v) => v === '' || v >= '1900-01-01', DOB_TOO_EARLY_MESSAGE)
  .transform(blankToNull)
  .nullable()
  .optional();

const memberFields = {
  email,
  prefixPhone: z.enum(PHONE_PREFIXES, PREFIX_MESSAGE).nullable().optional(),
  phone,
  firstName: text(NAME_MAX, NAME_LENGTH_MESSAGE),
  lastName: text(NAME_MAX, NAME_LENGTH_MESSAGE),
  username: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[A-Za-z0-9._-]{3,30}$/.test(v), USERNAME_MESSAGE)
    .transform(blankToNull)
    .nullable()
    .optional(),
  storeName: text(STORE_NAME_MAX, STORE_NAME_MESSAGE),
  dob,
  avatar: id,
  countryId: id,
  cityId: id,
  language: z.enum(LANGUAGES, LANGUAGE_MESSAGE).nullable().optional(),
};

interface ContactFields {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  prefixPhone?: string | null | undefined;
}

/** Contact rules on the values a member would end up with (the whole form, or stored + edited). */
export function contactProblems(v: ContactFields): { path: 'email' | 'phone'; message: string }[] {
  if (!v.email && !v.phone) return [{ path: 'email', message: CONTACT_REQUIRED_MESSAGE }];
  const problem = v.phone ? phoneLengthProblem(v.prefixPhone, v.phone) : undefined;
  return problem ? [{ path: 'phone', message: problem }] : [];
}

const checkContact = (v: ContactFields, ctx: z.RefinementCtx) => {
  for (const p of contactProblems(v)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
};

/** adminEditUser's input: absent fields stay as they are, so contact rules run on the merged row. */
export const editMemberSchema = z.object(memberFields);

/** adminCreateUser's input and the create form: at least an email or a phone, optional password. */
export const createMemberSchema = z
  .object({
    ...memberFields,
    password: z
      .string()
      .refine((v) => v === '' || (v.length >= 8 && v.length <= 30), MEMBER_PASSWORD_LENGTH_MESSAGE)
      .transform((v) => v || undefined)
      .nullable()
      .optional(),
  })
  .superRefine(checkContact);

export type EditMemberInput = z.output<typeof editMemberSchema>;
export type CreateMemberInput = z.output<typeof createMemberSchema>;
export type MemberFormValues = z.input<typeof createMemberSchema>;
