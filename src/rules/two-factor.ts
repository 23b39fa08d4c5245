// The login card's second step checks these too, so they use `zod/mini` like ./auth.ts (docs/bundle.md).
import { z } from 'zod/mini';

export const TWO_FACTOR_CODE_MESSAGE = 'Enter the 6-digit code from your app, or a recovery code';
export const TWO_FACTOR_DIGITS_MESSAGE = 'Enter the 6-digit code from your app';
export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password';

/** A six-digit code; spaces typed between the digits are dropped. */
const sixDigits = z.string({ error: TWO_FACTOR_DIGITS_MESSAGE }).check(
  z.overwrite((v) => v.replace(/\s/g, '')),
  z.regex(/^\d{6}$/, { error: TWO_FACTOR_DIGITS_MESSAGE }),
);

/** A six-digit code or a recovery code (`k3f9q-7wz2m`, in any case, with or without its dash). */
const codeOrRecovery = z.string({ error: TWO_FACTOR_CODE_MESSAGE }).check(
  z.overwrite((v) => v.trim().replace(/\s/g, '')),
  z.regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, { error: TWO_FACTOR_CODE_MESSAGE }),
);

const password = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .check(z.minLength(1, { error: PASSWORD_REQUIRED_MESSAGE }), z.maxLength(128));

export const twoFactorVerifySchema = z.object({
  challenge: z.string().check(z.minLength(1), z.maxLength(200)),
  code: codeOrRecovery,
});

/** Confirming the new secret: a code of the app just set up (a recovery code does not exist yet). */
export const twoFactorCodeSchema = z.object({ code: sixDigits });

export const twoFactorDisableSchema = z.object({ password, code: codeOrRecovery });

/** Step-up: the password, and a code when two-step sign-in is on (the server says when it is missing). */
export const confirmIdentitySchema = z.object({
  password,
  code: z.optional(z.nullable(codeOrRecovery)),
});

export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;
export type ConfirmIdentityInput = z.input<typeof confirmIdentitySchema>;
