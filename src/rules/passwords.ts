import { z } from './z';

/**
 * The one rule for a password an admin chooses (issue 26 §1), read by the forms (accept an invitation,
 * reset, change) and by the server (their mutations, and ADMIN_PASSWORD at start): 12 to 128 characters,
 * and not on a list of passwords leaked and guessed most often. The list is @zxcvbn-ts/language-common's
 * (docs/versions.md), about 370 kB: it is imported only when a password is checked, so it never reaches the
 * login route's first script (a chunk of its own, loaded by the screens that set a password).
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const PASSWORD_REQUIRED = 'Please enter a password';
export const PASSWORD_LENGTH = `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;
export const PASSWORD_COMMON = 'This password is too common; choose one that is harder to guess';
export const PASSWORD_CONFIRM_MISMATCH = 'The two passwords are not the same';

/** The length part of the rule, synchronous: what a zod schema checks before the list is consulted. */
export const newPasswordField = () =>
  z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .min(PASSWORD_MIN, PASSWORD_LENGTH)
    .max(PASSWORD_MAX, PASSWORD_LENGTH);

let common: Promise<ReadonlySet<string>> | undefined;

/** The common passwords, lower-cased, loaded once on first use. */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/** Whether `password` (compared without case) is on the common list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** What is wrong with `password` under the whole rule, in the words the form shows; null when it passes. */
export async function passwordProblem(password: string): Promise<string | null> {
  const parsed = newPasswordField().safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? PASSWORD_LENGTH;
  return (await isCommonPassword(password)) ? PASSWORD_COMMON : null;
}

/** A form's new password and its repeat: the length rule, the match, then the list (async). */
export const setPasswordSchema = z
  .object({ password: newPasswordField(), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: PASSWORD_CONFIRM_MISMATCH, path: ['confirm'] })
  .superRefine(async (v, ctx) => {
    if (await isCommonPassword(v.password))
      ctx.addIssue({ code: 'custom', message: PASSWORD_COMMON, path: ['password'] });
  });
export type SetPasswordForm = z.input<typeof setPasswordSchema>;

/** The profile menu's Change password: the current one, then a new one under the same rule. */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED),
    newPassword: newPasswordField(),
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { message: PASSWORD_CONFIRM_MISMATCH, path: ['confirm'] })
  .superRefine(async (v, ctx) => {
    if (await isCommonPassword(v.newPassword)) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_COMMON, path: ['newPassword'] });
    }
  });
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;
