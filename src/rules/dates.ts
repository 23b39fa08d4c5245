/** Dates in filters are calendar days in Viet Nam, written YYYY-MM-DD in URLs and calls (SPEC §9). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// en-CA formats as YYYY-MM-DD. Made once: building a formatter with a time zone costs about a millisecond
// (several under a slow CPU), and the date filters ask for today on every render of a list.
let vietnamDay: Intl.DateTimeFormat | undefined;

export function todayInVietnam(now: Date = new Date()): string {
  vietnamDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
  return vietnamDay.format(now);
}

export function isRealDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}
