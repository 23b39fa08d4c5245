import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isRealDay, todayInVietnam } from '../../src/rules/dates';
import { MEMBER_STATUSES } from '../../src/rules/member-status';
import {
  DATE_FORMAT_MESSAGE,
  FUTURE_DATE_MESSAGE,
  TO_BEFORE_FROM_MESSAGE,
  usersFilterSchema,
} from '../../src/rules/members';

/** Messages per field path, e.g. { createTo: ['...'] }. */
function messages(input: unknown): Record<string, string[]> {
  const result = usersFilterSchema.safeParse(input);
  const map: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (map[issue.path.map(String).join('.')] ??= []).push(issue.message);
  }
  return map;
}

// 18:00 UTC on 22 November is already 01:00 on 23 November in Viet Nam (UTC+7).
const NOW = new Date('2026-11-22T18:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the exact messages', () => {
  it('keeps the wording the screen and the server show', () => {
    expect(DATE_FORMAT_MESSAGE).toBe('Use a date written as YYYY-MM-DD');
    expect(FUTURE_DATE_MESSAGE).toBe('The date cannot be after today');
    expect(TO_BEFORE_FROM_MESSAGE).toBe('The end date cannot be before the start date');
  });
});

describe('todayInVietnam and isRealDay', () => {
  it("takes today's date in Viet Nam, not in UTC", () => {
    expect(todayInVietnam()).toBe('2026-11-23');
    expect(todayInVietnam(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
    expect(todayInVietnam(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });

  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(isRealDay('2026-11-23')).toBe(true);
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2026-02-30')).toBe(false);
    expect(isRealDay('2026-13-01')).toBe(false);
    expect(isRealDay('2026-1-05')).toBe(false);
    expect(isRealDay('23/11/2026')).toBe(false);
    expect(isRealDay('2026-11-23T00:00:00Z')).toBe(false);
    expect(isRealDay('')).toBe(false);
  });
});

describe('usersFilterSchema: dates (SPEC §2.6, §5)', () => {
  it('accepts an empty filter', () => {
    expect(usersFilterSchema.parse({})).toEqual({});
  });

  it('accepts today in Viet Nam even though it is still yesterday in UTC', () => {
    expect(messages({ createFrom: '2026-11-23', createTo: '2026-11-23' })).toEqual({});
  });

  it('refuses a future date in either field', () => {
    expect(messages({ createFrom: '2026-11-24' })).toEqual({ createFrom: [FUTURE_DATE_MESSAGE] });
    expect(messages({ createTo: '2026-11-24' })).toEqual({ createTo: [FUTURE_DATE_MESSAGE] });
    expect(messages({ createTo: '2027-01-01' })).toEqual({ createTo: [FUTURE_DATE_MESSAGE] });
  });

  it('moves "today" with the clock', () => {
    vi.setSystemTime(new Date('2026-11-22T16:59:59Z'));
    expect(messages({ createTo: '2026-11-23' })).toEqual({ createTo: [FUTURE_DATE_MESSAGE] });
    expect(messages({ createTo: '2026-11-22' })).toEqual({});
  });

  it('refuses an end date before the start date, on the createTo field', () => {
    expect(messages({ createFrom: '2026-11-10', createTo: '2026-11-09' })).toEqual({
      createTo: [TO_BEFORE_FROM_MESSAGE],
    });
    expect(messages({ createFrom: '2026-01-01', createTo: '2025-12-31' })).toEqual({
      createTo: [TO_BEFORE_FROM_MESSAGE],
    });
  });

  it('accepts the same day for both ends and either end alone', () => {
    expect(messages({ createFrom: '2026-11-09', createTo: '2026-11-09' })).toEqual({});
    expect(messages({ createFrom: '2020-01-01' })).toEqual({});
    expect(messages({ createTo: '2020-01-01' })).toEqual({});
  });

  it('refuses malformed or impossible days', () => {
    expect(messages({ createFrom: '2026-02-30' }).createFrom).toContain(DATE_FORMAT_MESSAGE);
    expect(messages({ createTo: '22/11/2026' }).createTo).toContain(DATE_FORMAT_MESSAGE);
    expect(messages({ createTo: '2026-11-2' }).createTo).toContain(DATE_FORMAT_MESSAGE);
  });

  it('passes valid dates through unchanged', () => {
    expect(usersFilterSchema.parse({ createFrom: '2026-01-01', createTo: '2026-11-23' })).toEqual({
      createFrom: '2026-01-01',
      createTo: '2026-11-23',
    });
  });
});

describe('usersFilterSchema: keyword and status', () => {
  it('trims the keyword (SPEC §5) and drops one that is only spaces', () => {
    expect(usersFilterSchema.parse({ keyword: '  an  ' })).toEqual({ keyword: 'an' });
    expect(usersFilterSchema.parse({ keyword: '   ' }).keyword).toBeUndefined();
    expect(usersFilterSchema.parse({ keyword: '' }).keyword).toBeUndefined();
  });

  it('limits the keyword to 100 characters after trimming', () => {
    expect(messages({ keyword: `  ${'a'.repeat(100)}  ` })).toEqual({});
    expect(messages({ keyword: 'a'.repeat(101) })).toEqual({
      keyword: ['Search is limited to 100 characters'],
    });
  });

  it('accepts exactly the SPEC §3 status values', () => {
    expect(MEMBER_STATUSES).toEqual(['ACTIVE', 'DEACTIVATED', 'SUSPENDED', 'TERMINATED', 'DELETED']);
    for (const status of MEMBER_STATUSES) expect(usersFilterSchema.parse({ status })).toEqual({ status });
    expect(usersFilterSchema.safeParse({ status: 'active' }).success).toBe(false);
    expect(usersFilterSchema.safeParse({ status: 'INACTIVE' }).success).toBe(false);
  });
});
