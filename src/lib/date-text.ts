import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parse,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { isRealDay } from '../rules/dates';

/**
 * Days as the pickers show them, YYYY/MM/DD, and as values, URLs and queries carry them, YYYY-MM-DD
 * (SPEC §9). Values are calendar days, not instants: they are read as local midnight only to let date-fns
 * count days and months, and never cross a time zone.
 */
export const DAY_TEXT_PLACEHOLDER = 'YYYY/MM/DD';

// An admin may paste a day in the URL's form; both separators are read, but not mixed.
const TYPED_DAY = /^(\d{4})([/-])(\d{2})\2(\d{2})$/;
// Monday first, as calendars in Viet Nam are.
const WEEK = { weekStartsOn: 1 } as const;

export function dayToDate(day: string): Date {
  return parse(day, 'yyyy-MM-dd', new Date(2000, 0, 1));
}

export function dateToDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** '2026-11-05' → '2026/11/05'; anything that is not a day is shown as it came. */
export function formatDayText(day: string): string {
  return isRealDay(day) ? day.replaceAll('-', '/') : day;
}

/** '2026/11/05' or '2026-11-05' → '2026-11-05'; null for anything else, including days that do not exist. */
export function parseDayText(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return null;
  const day = `${match[1]}-${match[3]}-${match[4]}`;
  return isRealDay(day) ? day : null;
}

export type DayBounds = { min?: string | undefined; max?: string | undefined };

/** YYYY-MM-DD strings order as the days do, so bounds compare as text. */
export function isDayWithin(day: string, { min, max }: DayBounds): boolean {
  return (!min || day >= min) && (!max || day <= max);
}

export function clampDay(day: string, { min, max }: DayBounds): string {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

export type DayTextResult = { day: string; problem?: never } | { day?: never; problem: string };

/**
 * What typed text means: a day within the bounds, '' for an empty field, or why it cannot be taken.
 * The problem reads as the input's hint, so it names the bound in the picker's own form.
 */
export function readDayText(text: string, bounds: DayBounds): DayTextResult {
  if (text.trim() === '') return { day: '' };
  const day = parseDayText(text);
  if (day === null) return { problem: `Enter a date as ${DAY_TEXT_PLACEHOLDER}` };
  if (bounds.min && day < bounds.min) return { problem: `Pick ${formatDayText(bounds.min)} or later` };
  if (bounds.max && day > bounds.max) return { problem: `Pick ${formatDayText(bounds.max)} or earlier` };
  return { day };
}

export function shiftDays(day: string, days: number): string {
  return dateToDay(addDays(dayToDate(day), days));
}

/** The same day of another month, or that month's last day when it is shorter (01-31 → 02-28). */
export function shiftMonths(day: string, months: number): string {
  return dateToDay(addMonths(dayToDate(day), months));
}

/** Monday or Sunday of the week `day` is in. */
export function weekEdge(day: string, edge: 'start' | 'end'): string {
  const date = dayToDate(day);
  return dateToDay(edge === 'start' ? startOfWeek(date, WEEK) : endOfWeek(date, WEEK));
}

/** `day` moved to another year and month (1-12), kept within that month's length. */
export function withMonth(day: string, year: number, month: number): string {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const wanted = Number(day.slice(8, 10));
  const last = Number(dateToDay(endOfMonth(dayToDate(first))).slice(8, 10));
  return `${first.slice(0, 8)}${String(Math.min(wanted, last)).padStart(2, '0')}`;
}

/** The whole weeks, Monday to Sunday, that cover the month `day` is in: 4 to 6 rows of 7 days. */
export function monthWeeks(day: string): string[][] {
  const date = dayToDate(day);
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(date), WEEK),
    end: endOfWeek(endOfMonth(date), WEEK),
  }).map(dateToDay);
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** Whether any day of the month `day` is in falls within the bounds (month navigation stops there). */
export function monthTouches(day: string, bounds: DayBounds): boolean {
  const date = dayToDate(day);
  const first = dateToDay(startOfMonth(date));
  const last = dateToDay(endOfMonth(date));
  return (!bounds.max || first <= bounds.max) && (!bounds.min || last >= bounds.min);
}
