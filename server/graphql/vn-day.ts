/** Filter dates are calendar days in Viet Nam (UTC+7), whatever the server's own zone (SPEC §9). */
const DAY_MS = 24 * 60 * 60 * 1000;

export const vnDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
export const vnNextDayStart = (day: string) => new Date(vnDayStart(day).getTime() + DAY_MS);

const timeDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hourCycle: 'h23',
});

/** 'HH:mm DD/MM/YYYY' in Viet Nam time (the posts' date format), whatever the server's own zone. */
export function vnTimeDate(at: Date | string): string {
  const parts = Object.fromEntries(timeDate.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute} ${parts.day}/${parts.month}/${parts.year}`;
}
