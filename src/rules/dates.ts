/** Dates in filters are calendar days in Viet Nam, written YYYY-MM-DD in URLs and calls (SPEC §9). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function todayInVietnam(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}

export function isRealDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}
