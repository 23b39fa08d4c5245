// The login route loads these rules before anything else, so they use zod's tree-shakable `zod/mini`
// API (same parser core, same issues and messages) instead of the classic API every other rule file
// shares through './z'. Mini objects never compile parsers with `new Function`, so the CSP note in
// './z' does not apply here.
import { z } from 'zod/mini';

// Messages are contract text from SPEC §5, copied exactly.
export const LOGIN_EMAIL_REQUIRED = 'Please input your Email!';
export const LOGIN_PASSWORD_REQUIRED = 'Please input your password!';

export const FULL_NAME_LENGTH_MESSAGE = 'Họ và tên có độ dài từ 4 tới 30 ký tự!';
export const EMAIL_INVALID_MESSAGE = 'Email không hợp lệ!';
export const PASSWORD_LENGTH_MESSAGE = 'Mật khẩu có độ dài từ 8 tới 30 ký tự!';
export const PASSWORD_MISMATCH_MESSAGE = 'Mật khẩu xác nhận không giống nhau!';
/** The notification raised when a registration field is empty (SPEC §5 gives the meaning, not the words). */
export const REGISTER_BLANK_MESSAGE = 'Thông tin đăng ký không được để trống!';
// SPEC §5 names these two rules without their wording.
export const PHONE_REQUIRED_MESSAGE = 'Vui lòng nhập số điện thoại!';
export const PASSWORD_REPEAT_REQUIRED_MESSAGE = 'Vui lòng nhập lại mật khẩu!';

export const PHONE_PREFIXES = ['84', '86'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

export const loginSchema = z.object({
  email: z
    .string({ error: LOGIN_EMAIL_REQUIRED })
    .check(z.trim(), z.minLength(1, { error: LOGIN_EMAIL_REQUIRED })),
  password: z
    .string({ error: LOGIN_PASSWORD_REQUIRED })
    .check(z.minLength(1, { error: LOGIN_PASSWORD_REQUIRED })),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

export const registerSchema = z
  .object({
    fullName: z
      .string({ error: FULL_NAME_LENGTH_MESSAGE })
      .check(
        z.trim(),
        z.minLength(4, { error: FULL_NAME_LENGTH_MESSAGE }),
        z.maxLength(30, { error: FULL_NAME_LENGTH_MESSAGE }),
      ),
    email: z.pipe(
      z.string({ error: EMAIL_INVALID_MESSAGE }).check(z.trim()),
      z.email({ error: EMAIL_INVALID_MESSAGE }),
    ),
    prefixPhone: z.enum(PHONE_PREFIXES),
    phone: z
      .string({ error: PHONE_REQUIRED_MESSAGE })
      .check(z.trim(), z.minLength(1, { error: PHONE_REQUIRED_MESSAGE })),
    password: z
      .string({ error: PASSWORD_LENGTH_MESSAGE })
      .check(
        z.minLength(8, { error: PASSWORD_LENGTH_MESSAGE }),
        z.maxLength(30, { error: PASSWORD_LENGTH_MESSAGE }),
      ),
    passwordRepeat: z
      .string({ error: PASSWORD_REPEAT_REQUIRED_MESSAGE })
      .check(z.minLength(1, { error: PASSWORD_REPEAT_REQUIRED_MESSAGE })),
  })
  .check(
    z.refine((values) => values.password === values.passwordRepeat, {
      error: PASSWORD_MISMATCH_MESSAGE,
      path: ['passwordRepeat'],
      // Compare as soon as both passwords are strings, even while other fields still have issues.
      when: (payload) => {
        const value = payload.value as { password?: unknown; passwordRepeat?: unknown } | undefined;
        return (
          typeof value?.password === 'string' &&
          typeof value.passwordRepeat === 'string' &&
          value.passwordRepeat !== ''
        );
      },
    }),
  );

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

const REGISTER_TEXT_FIELDS = ['fullName', 'email', 'phone', 'password', 'passwordRepeat'] as const;

/** True when any registration field is empty or only spaces: the form then shows REGISTER_BLANK_MESSAGE. */
export function hasBlankRegisterField(
  values: Partial<Record<(typeof REGISTER_TEXT_FIELDS)[number], string>>,
): boolean {
  return REGISTER_TEXT_FIELDS.some((field) => (values[field] ?? '').trim() === '');
}
