import { describe, expect, it } from 'vitest';
import { firstOverlap, isOpenAt, sameEveryDay, vietnamWeekMinute } from '../../src/rules/parking-hours';
import { parkingSchema } from '../../src/rules/parking';

// Instants written in Viet Nam's time (UTC+7, no daylight saving).
const vn = (local: string) => new Date(`${local}+07:00`);
const every = (startTime: string, endTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, startTime, endTime }));

describe('parking hours', () => {
  it('reads the weekday and minute in Asia/Ho_Chi_Minh whatever the machine zone', () => {
    // 2026-11-22 is a Sunday; 17:30 UTC on Sunday is 00:30 on Monday in Viet Nam.
    expect(vietnamWeekMinute(new Date('2026-11-22T17:30:00Z'))).toEqual({ day: 1, minute: 30 });
  });

  it('is open in an interval that runs past midnight, on both sides of it', () => {
    const night = [{ day: 1, startTime: '22:00', endTime: '06:00' }];
    expect(isOpenAt(night, vn('2026-11-23T21:59:00'))).toBe(false); // Monday
    expect(isOpenAt(night, vn('2026-11-23T22:00:00'))).toBe(true);
    expect(isOpenAt(night, vn('2026-11-24T05:59:00'))).toBe(true); // Tuesday, from Monday's interval
    expect(isOpenAt(night, vn('2026-11-24T06:00:00'))).toBe(false);
    expect(isOpenAt(night, vn('2026-11-24T23:00:00'))).toBe(false); // no Tuesday interval
  });

  it('wraps from Saturday night into Sunday, and a whole day is 00:00–24:00', () => {
    const saturday = [{ day: 6, startTime: '20:00', endTime: '03:00' }];
    expect(isOpenAt(saturday, vn('2026-11-29T02:00:00'))).toBe(true); // Sunday
    expect(isOpenAt(every('00:00', '24:00'), vn('2026-11-25T23:59:00'))).toBe(true);
    expect(isOpenAt(every('00:00', '24:00'), vn('2026-11-25T00:00:00'))).toBe(true);
  });

  it('is closed on a fixed public holiday when the parking says so', () => {
    const always = every('00:00', '24:00');
    expect(isOpenAt(always, vn('2027-09-02T10:00:00'), true)).toBe(false);
    expect(isOpenAt(always, vn('2027-09-02T10:00:00'), false)).toBe(true);
  });

  it('finds overlaps within a day, past midnight and across the week end; touching ends are fine', () => {
    expect(
      firstOverlap([
        { day: 1, startTime: '08:00', endTime: '12:00' },
        { day: 1, startTime: '12:00', endTime: '13:00' },
      ]),
    ).toBeNull();
    expect(
      firstOverlap([
        { day: 2, startTime: '22:00', endTime: '02:00' },
        { day: 3, startTime: '01:59', endTime: '03:00' },
      ]),
    ).not.toBeNull();
    expect(
      firstOverlap([
        { day: 6, startTime: '23:00', endTime: '01:00' },
        { day: 0, startTime: '00:30', endTime: '02:00' },
      ]),
    ).not.toBeNull();
    expect(firstOverlap(every('18:00', '07:00'))).toBeNull();
    expect(firstOverlap(every('18:00', '19:00').concat(every('18:30', '20:00')))).not.toBeNull();
  });

  it("checks 'same every day' and refuses a zero-length interval in the shared rule", () => {
    expect(sameEveryDay(every('06:00', '22:00'))).toBe(true);
    expect(sameEveryDay(every('06:00', '22:00').slice(1))).toBe(false);
    const base = { title: 'A', province: '01', ward: '00004' };
    const zero = parkingSchema.safeParse({
      ...base,
      workingTimes: [{ day: 1, startTime: '08:00', endTime: '08:00' }],
    });
    expect(zero.success).toBe(false);
    expect(zero.error?.issues[0]?.path).toEqual(['workingTimes']);
  });
});
