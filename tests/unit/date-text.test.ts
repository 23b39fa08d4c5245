import { describe, expect, it } from 'vitest';
import {
  clampDay,
  formatDayText,
  isDayWithin,
  monthTouches,
  monthWeeks,
  parseDayText,
  readDayText,
  shiftDays,
  shiftMonths,
  weekEdge,
  withMonth,
} from '../../src/lib/date-text';
import { isRealDay } from '../../src/rules/dates';

describe('formatDayText', () => {
  it('writes a YYYY-MM-DD value as YYYY/MM/DD', () => {
    expect(formatDayText('2026-11-05')).toBe('2026/11/05');
  });

  it('leaves empty and malformed values as they came', () => {
    expect(formatDayText('')).toBe('');
    expect(formatDayText('2026-02-30')).toBe('2026-02-30');
    expect(formatDayText('05/11/2026')).toBe('05/11/2026');
  });
});

describe('parseDayText', () => {
  it('reads YYYY/MM/DD and YYYY-MM-DD as the same day', () => {
    expect(parseDayText('2026/11/05')).toBe('2026-11-05');
    expect(parseDayText('2026-11-05')).toBe('2026-11-05');
    expect(parseDayText('  2026/11/05 ')).toBe('2026-11-05');
  });

  it('refuses days that do not exist', () => {
    expect(parseDayText('2026/02/29')).toBeNull();
    expect(parseDayText('2028/02/29')).toBe('2028-02-29');
    expect(parseDayText('2026/13/01')).toBeNull();
    expect(parseDayText('2026/04/31')).toBeNull();
    expect(parseDayText('2026/00/10')).toBeNull();
  });

  it('refuses other forms, partial text and mixed separators', () => {
    for (const text of [
      '',
      '05/11/2026',
      '2026/11/5',
      '2026/1/05',
      '2026/11/0',
      '2026/11-05',
      '20261105',
      'abc',
    ])
      expect(parseDayText(text), text).toBeNull();
  });
});

describe('isRealDay (src/rules/dates.ts), as the picker uses it', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2023-02-29')).toBe(false);
    expect(isRealDay('2024/02/28')).toBe(false);
  });
});

describe('readDayText', () => {
  const bounds = { min: '2026-01-10', max: '2026-11-22' };

  it('takes a day within the bounds, bounds included', () => {
    expect(readDayText('2026/01/10', bounds)).toEqual({ day: '2026-01-10' });
    expect(readDayText('2026-11-22', bounds)).toEqual({ day: '2026-11-22' });
  });

  it('reads empty text as an empty value', () => {
    expect(readDayText('   ', bounds)).toEqual({ day: '' });
  });

  it('says why text cannot be taken, naming the bound as the picker writes it', () => {
    expect(readDayText('2026/11/2', bounds)).toEqual({ problem: 'Enter a date as YYYY/MM/DD' });
    expect(readDayText('2026/01/09', bounds)).toEqual({ problem: 'Pick 2026/01/10 or later' });
    expect(readDayText('2026/11/23', bounds)).toEqual({ problem: 'Pick 2026/11/22 or earlier' });
  });

  it('has no bound when none is given', () => {
    expect(readDayText('1900/01/01', {})).toEqual({ day: '1900-01-01' });
    expect(readDayText('2999/12/31', { min: undefined, max: undefined })).toEqual({ day: '2999-12-31' });
  });
});

describe('bounds', () => {
  it('checks and clamps a day against open or closed bounds', () => {
    expect(isDayWithin('2026-05-01', { min: '2026-05-01' })).toBe(true);
    expect(isDayWithin('2026-04-30', { min: '2026-05-01' })).toBe(false);
    expect(isDayWithin('2026-05-02', { max: '2026-05-01' })).toBe(false);
    expect(clampDay('2026-12-01', { max: '2026-11-22' })).toBe('2026-11-22');
    expect(clampDay('2025-12-01', { min: '2026-01-01' })).toBe('2026-01-01');
    expect(clampDay('2026-06-01', { min: '2026-01-01', max: '2026-11-22' })).toBe('2026-06-01');
  });

  it('tells whether a month has any day within the bounds', () => {
    expect(monthTouches('2026-11-30', { max: '2026-11-01' })).toBe(true);
    expect(monthTouches('2026-12-01', { max: '2026-11-30' })).toBe(false);
    expect(monthTouches('2026-01-01', { min: '2026-01-31' })).toBe(true);
    expect(monthTouches('2025-12-31', { min: '2026-01-01' })).toBe(false);
  });
});

describe('moving through the calendar', () => {
  it('moves by days across months and years', () => {
    expect(shiftDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDays('2026-11-05', -7)).toBe('2026-10-29');
  });

  it('moves by months, keeping within the shorter month', () => {
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonths('2026-11-05', -12)).toBe('2025-11-05');
    expect(shiftMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('finds the Monday and Sunday of a week', () => {
    // 2026-11-05 is a Thursday.
    expect(weekEdge('2026-11-05', 'start')).toBe('2026-11-02');
    expect(weekEdge('2026-11-05', 'end')).toBe('2026-11-08');
    expect(weekEdge('2026-11-02', 'start')).toBe('2026-11-02');
    expect(weekEdge('2026-11-08', 'end')).toBe('2026-11-08');
  });

  it('jumps to another month and year', () => {
    expect(withMonth('2026-11-05', 1992, 3)).toBe('1992-03-05');
    expect(withMonth('2026-03-31', 2026, 2)).toBe('2026-02-28');
    expect(withMonth('2024-02-29', 2025, 2)).toBe('2025-02-28');
  });
});

describe('monthWeeks', () => {
  it('covers the month in whole Monday-to-Sunday weeks', () => {
    const weeks = monthWeeks('2026-11-17');
    // November 2026 starts on a Sunday and ends on a Monday: six rows.
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks[0]?.[6]).toBe('2026-11-01');
    expect(weeks[5]?.[0]).toBe('2026-11-30');
    expect(weeks[5]?.[6]).toBe('2026-12-06');
    const days = weeks.flat();
    expect(new Set(days).size).toBe(42);
    expect(days.filter((d) => d.startsWith('2026-11'))).toHaveLength(30);
  });

  it('needs only four rows for a February that starts on a Monday', () => {
    const weeks = monthWeeks('2027-02-01');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(weeks[3]?.[6]).toBe('2027-02-28');
  });
});
