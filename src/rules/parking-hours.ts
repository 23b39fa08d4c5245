/**
 * Parking opening hours (SPEC §3 Parking.workingTimes: day, startTime, endTime). Pure functions shared by
 * the form's hours editor, the zod rules that the form and adminCreateParking / adminEditParking parse
 * with, and the detail's 'Open now' / 'Closed now'.
 *
 * An interval whose end is not after its start runs past midnight into the next day ('22:00'–'06:00').
 * '24:00' is allowed as an end, so a whole day is '00:00'–'24:00'.
 */

/** 0 = Sunday … 6 = Saturday, as the schema stores it; listed Monday first as Vietnamese weeks run. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 0] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const DAY_LABELS: Record<number, string> = {
  0: 'Sunday',
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
};

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const END_TIME_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;

export interface WorkingTime {
  day: number;
  startTime: string;
  endTime: string;
}

export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Where an interval lies in the week, in minutes from Sunday 00:00; the end may pass the week's end. */
export function weekSpan(t: WorkingTime): [number, number] {
  const start = t.day * DAY_MINUTES + minutesOf(t.startTime);
  const endOfDay = minutesOf(t.endTime);
  const length =
    endOfDay > minutesOf(t.startTime)
      ? endOfDay - minutesOf(t.startTime)
      : DAY_MINUTES - minutesOf(t.startTime) + endOfDay;
  return [start, start + length];
}

export const describeInterval = (t: WorkingTime) =>
  `${DAY_LABELS[t.day] ?? t.day} ${t.startTime}–${t.endTime}`;

/**
 * The first two intervals that share a minute, or null. The week wraps: Saturday 22:00–02:00 meets
 * Sunday 01:00–05:00. Touching ends (12:00 then 12:00) do not overlap.
 */
export function firstOverlap(times: readonly WorkingTime[]): [WorkingTime, WorkingTime] | null {
  const spans = times.map(weekSpan);
  for (let i = 0; i < times.length; i++) {
    for (let j = i + 1; j < times.length; j++) {
      const [a0, a1] = spans[i] ?? [0, 0];
      const [b0, b1] = spans[j] ?? [0, 0];
      for (const shift of [-WEEK_MINUTES, 0, WEEK_MINUTES]) {
        if (a0 < b1 + shift && b0 + shift < a1) return [times[i] as WorkingTime, times[j] as WorkingTime];
      }
    }
  }
  return null;
}

export const overlapMessage = (a: WorkingTime, b: WorkingTime) =>
  `Opening hours overlap: ${describeInterval(a)} and ${describeInterval(b)}`;

/** The intervals of one day, in start order. */
export const intervalsOf = (times: readonly WorkingTime[], day: number) =>
  times.filter((t) => t.day === day).sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime));

/** True when every day has the same intervals ('same every day'). */
export function sameEveryDay(times: readonly WorkingTime[]): boolean {
  const key = (day: number) =>
    intervalsOf(times, day)
      .map((t) => `${t.startTime}-${t.endTime}`)
      .join(',');
  const first = key(0);
  return WEEK_DAYS.every((d) => key(d) === first);
}

/** Where a moment falls in Viet Nam's week: the weekday and the minute of that day. */
export function vietnamWeekMinute(now: Date): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Ho_Chi_Minh',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** Fixed-date public holidays (day-month); the lunar ones (Tết, Hùng Kings) move and are not computed. */
export const FIXED_PUBLIC_HOLIDAYS = ['01-01', '04-30', '05-01', '09-02'] as const;

const vietnamMonthDay = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', month: '2-digit', day: '2-digit' })
    .format(now)
    .replace('/', '-');

/**
 * Whether the parking is open at `now`, in Viet Nam's time (Asia/Ho_Chi_Minh, UTC+7 all year).
 * An interval that started yesterday and runs past midnight still counts today.
 */
export function isOpenAt(times: readonly WorkingTime[], now: Date, closeOnPublicHolidays = false): boolean {
  if (closeOnPublicHolidays && (FIXED_PUBLIC_HOLIDAYS as readonly string[]).includes(vietnamMonthDay(now))) {
    return false;
  }
  const { day, minute } = vietnamWeekMinute(now);
  const at = day * DAY_MINUTES + minute;
  return times.some((t) => {
    const [s, e] = weekSpan(t);
    return [0, WEEK_MINUTES, -WEEK_MINUTES].some((shift) => s + shift <= at && at < e + shift);
  });
}
