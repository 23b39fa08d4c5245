/** Filter dates are calendar days in Viet Nam (UTC+7), whatever the server's own zone (SPEC §9). */
const DAY_MS = 24 * 60 * 60 * 1000;

export const vnDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
export const vnNextDayStart = (day: string) => new Date(vnDayStart(day).getTime() + DAY_MS);
