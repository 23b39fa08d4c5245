import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  FULL_NAME_LENGTH_MESSAGE,
  hasBlankRegisterField,
  loginSchema,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_REPEAT_REQUIRED_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  REGISTER_BLANK_MESSAGE,
  registerSchema,
} from '../../src/rules/auth';

function messagesFor(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const map: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    (map[key] ??= []).push(issue.message);
  }
  return map;
}

describe('loginSchema', () => {
  it('uses the exact SPEC §5 messages for missing email and password', () => {
    expect(messagesFor(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: ['Please input your Email!'],
      password: ['Please input your password!'],
    });
    expect(messagesFor(loginSchema.safeParse({}))).toEqual({
      email: ['Please input your Email!'],
      password: ['Please input your password!'],
    });
  });

  it('trims the email and treats spaces-only as missing', () => {
    expect(loginSchema.parse({ email: '  admin@kar.vn ', password: 'secret' })).toEqual({
      email: 'admin@kar.vn',
      password: 'secret',
    });
    expect(messagesFor(loginSchema.safeParse({ email: '   ', password: 'x' }))).toEqual({
      email: ['Please input your Email!'],
    });
  });

  it('keeps the password as typed', () => {
    expect(loginSchema.parse({ email: 'a@b.vn', password: ' pw ' }).password).toBe(' pw ');
  });
});

const valid = {
  fullName: 'Nguyen Van A',
  email: 'a@kar.vn',
  prefixPhone: '84',
  phone: '912345678',
  password: 'password1',
  passwordRepeat: 'password1',
} as const;

describe('registerSchema', () => {
  it('accepts a complete, consistent registration', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, prefixPhone: '86' }).success).toBe(true);
  });

  it('requires a full name of 4 to 30 characters', () => {
    expect(FULL_NAME_LENGTH_MESSAGE).toBe('Họ và tên có độ dài từ 4 tới 30 ký tự!');
    for (const fullName of ['', 'abc', '   abc  ', 'x'.repeat(31)]) {
      expect(messagesFor(registerSchema.safeParse({ ...valid, fullName }))).toEqual({
        fullName: [FULL_NAME_LENGTH_MESSAGE],
      });
    }
    expect(registerSchema.safeParse({ ...valid, fullName: 'abcd' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, fullName: 'x'.repeat(30) }).success).toBe(true);
  });

  it('requires a valid email', () => {
    expect(EMAIL_INVALID_MESSAGE).toBe('Email không hợp lệ!');
    for (const email of ['', 'not-an-email', 'a@', '@kar.vn']) {
      expect(messagesFor(registerSchema.safeParse({ ...valid, email }))).toEqual({
        email: [EMAIL_INVALID_MESSAGE],
      });
    }
    expect(registerSchema.parse({ ...valid, email: ' a@kar.vn ' }).email).toBe('a@kar.vn');
  });

  it('only allows the phone prefixes 84 and 86', () => {
    expect(registerSchema.safeParse({ ...valid, prefixPhone: '85' }).success).toBe(false);
    expect(messagesFor(registerSchema.safeParse({ ...valid, prefixPhone: '1' }))).toHaveProperty(
      'prefixPhone',
    );
  });

  it('requires a phone number', () => {
    expect(messagesFor(registerSchema.safeParse({ ...valid, phone: ' ' }))).toEqual({
      phone: [PHONE_REQUIRED_MESSAGE],
    });
  });

  it('requires a password of 8 to 30 characters', () => {
    expect(PASSWORD_LENGTH_MESSAGE).toBe('Mật khẩu có độ dài từ 8 tới 30 ký tự!');
    for (const password of ['', '1234567', 'x'.repeat(31)]) {
      const issues = messagesFor(registerSchema.safeParse({ ...valid, password, passwordRepeat: password }));
      expect(issues.password).toEqual([PASSWORD_LENGTH_MESSAGE]);
    }
    const eight = '12345678';
    expect(registerSchema.safeParse({ ...valid, password: eight, passwordRepeat: eight }).success).toBe(true);
    const thirty = 'y'.repeat(30);
    expect(registerSchema.safeParse({ ...valid, password: thirty, passwordRepeat: thirty }).success).toBe(
      true,
    );
  });

  it('requires the repeated password and that it matches', () => {
    expect(PASSWORD_MISMATCH_MESSAGE).toBe('Mật khẩu xác nhận không giống nhau!');
    expect(messagesFor(registerSchema.safeParse({ ...valid, passwordRepeat: '' }))).toEqual({
      passwordRepeat: [PASSWORD_REPEAT_REQUIRED_MESSAGE],
    });
    expect(messagesFor(registerSchema.safeParse({ ...valid, passwordRepeat: 'password2' }))).toEqual({
      passwordRepeat: [PASSWORD_MISMATCH_MESSAGE],
    });
  });

  it('reports a mismatch even while another field is invalid', () => {
    const issues = messagesFor(
      registerSchema.safeParse({ ...valid, fullName: 'ab', passwordRepeat: 'other-pass' }),
    );
    expect(issues).toEqual({
      fullName: [FULL_NAME_LENGTH_MESSAGE],
      passwordRepeat: [PASSWORD_MISMATCH_MESSAGE],
    });
  });
});

describe('hasBlankRegisterField', () => {
  it('is false only when every field has text', () => {
    expect(hasBlankRegisterField(valid)).toBe(false);
    for (const field of ['fullName', 'email', 'phone', 'password', 'passwordRepeat'] as const) {
      expect(hasBlankRegisterField({ ...valid, [field]: '' })).toBe(true);
      expect(hasBlankRegisterField({ ...valid, [field]: '  ' })).toBe(true);
    }
    expect(hasBlankRegisterField({})).toBe(true);
  });

  it('has a Vietnamese blank-field message', () => {
    expect(REGISTER_BLANK_MESSAGE).toBe('Thông tin đăng ký không được để trống!');
  });
});
