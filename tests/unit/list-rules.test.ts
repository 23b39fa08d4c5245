import { describe, expect, it } from 'vitest';
import { todayInVietnam } from '../../src/rules/dates';
import {
  DATE_FORMAT_MESSAGE,
  FUTURE_DATE_MESSAGE,
  optionalDay,
  optionalEnum,
  optionalId,
  optionalText,
  SEARCH_MAX_MESSAGE,
  TO_BEFORE_FROM_MESSAGE,
  withDayRange,
} from '../../src/rules/list-rules';
import { z } from '../../src/rules/z';

const firstIssue = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? undefined
    : { message: result.error.issues[0]?.message, path: result.error.issues[0]?.path };

describe('the rules every list filter shares', () => {
  it('reads absent, null and blank as no filter', () => {
    for (const empty of [undefined, null, '']) {
      expect(optionalDay().parse(empty)).toBeUndefined();
      expect(optionalText().parse(empty)).toBeUndefined();
    }
    expect(optionalText().parse('   ')).toBeUndefined();
    expect(optionalId('Unknown member').parse(null)).toBeUndefined();
    expect(optionalEnum(['NEW', 'DONE']).parse(null)).toBeUndefined();
  });

  it('takes a real calendar day and refuses anything else in the same words', () => {
    expect(optionalDay().parse('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '10/03/2026', '2026-3-1'])
      expect(firstIssue(optionalDay().safeParse(bad))?.message).toBe(DATE_FORMAT_MESSAGE);
  });

  it('refuses a day after today only where the list asks for it', () => {
    const [y = 0, m = 1, d = 1] = todayInVietnam().split('-').map(Number);
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    expect(optionalDay().parse(tomorrow)).toBe(tomorrow);
    expect(firstIssue(optionalDay({ notAfterToday: true }).safeParse(tomorrow))?.message).toBe(
      FUTURE_DATE_MESSAGE,
    );
    expect(optionalDay({ notAfterToday: true }).parse(todayInVietnam())).toBe(todayInVietnam());
  });

  it("trims search text and refuses it past the limit in the server's words", () => {
    expect(optionalText().parse('  nguyen  ')).toBe('nguyen');
    expect(optionalText().parse('x'.repeat(100))).toHaveLength(100);
    expect(firstIssue(optionalText().safeParse('x'.repeat(101)))?.message).toBe(SEARCH_MAX_MESSAGE);
    expect(firstIssue(optionalText(5, 'Too long').safeParse('abcdef'))?.message).toBe('Too long');
  });

  it('refuses a malformed id or an unknown value with the list’s message', () => {
    expect(firstIssue(optionalId('Unknown member').safeParse('42'))?.message).toBe('Unknown member');
    expect(optionalEnum(['NEW', 'DONE']).safeParse('LATER').success).toBe(false);
  });

  it('puts an end before the start under the end box', () => {
    const range = withDayRange(z.object({ createFrom: optionalDay(), createTo: optionalDay() }));
    expect(range.parse({ createFrom: '2026-03-09', createTo: '2026-03-09' })).toEqual({
      createFrom: '2026-03-09',
      createTo: '2026-03-09',
    });
    expect(firstIssue(range.safeParse({ createFrom: '2026-03-10', createTo: '2026-03-09' }))).toEqual({
      message: TO_BEFORE_FROM_MESSAGE,
      path: ['createTo'],
    });
    expect(range.safeParse({ createTo: '2026-03-09' }).success).toBe(true);
  });
});
