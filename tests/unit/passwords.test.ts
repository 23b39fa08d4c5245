import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  isCommonPassword,
  PASSWORD_COMMON,
  PASSWORD_CONFIRM_MISMATCH,
  PASSWORD_LENGTH,
  passwordProblem,
  setPasswordSchema,
} from '../../src/rules/passwords';

describe('the password rule (src/rules/passwords.ts)', () => {
  it('takes 12 to 128 characters', async () => {
    expect(await passwordProblem('a'.repeat(11))).toBe(PASSWORD_LENGTH);
    expect(await passwordProblem('Lotus-river-2026')).toBeNull();
    expect(await passwordProblem(`Lx9-${'k'.repeat(124)}`)).toBeNull();
    expect(await passwordProblem(`Lx9-${'k'.repeat(125)}`)).toBe(PASSWORD_LENGTH);
  });

  it('refuses a password of the common list, whatever its case', async () => {
    expect(await isCommonPassword('qwerty123456')).toBe(true);
    expect(await isCommonPassword('QWERTY123456')).toBe(true);
    expect(await passwordProblem('1qaz2wsx3edc')).toBe(PASSWORD_COMMON);
    expect(await isCommonPassword('Lotus-river-2026')).toBe(false);
  });

  it('the forms check the repeat and the list', async () => {
    const mismatch = await setPasswordSchema.safeParseAsync({ password: 'Lotus-river-2026', confirm: 'x' });
    expect(mismatch.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirm', PASSWORD_CONFIRM_MISMATCH],
    ]);
    const common = await changePasswordSchema.safeParseAsync({
      currentPassword: 'old',
      newPassword: 'password1234',
      confirm: 'password1234',
    });
    expect(common.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['newPassword', PASSWORD_COMMON],
    ]);
  });
});
