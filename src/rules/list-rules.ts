import { isRealDay, todayInVietnam } from './dates';
import { z } from './z';

/*
 * The rules every list's filters share (SPEC §2.5, §5), built once: a list's filter schema composes
 * these instead of spelling its own day, search text, id or enum rule. The same schema checks the
 * filter row in the SPA and the list's arguments on the server (server/graphql/zod-input.ts).
 */

export const DATE_FORMAT_MESSAGE = 'Use a date written as YYYY-MM-DD';
export const FUTURE_DATE_MESSAGE = 'The date cannot be after today';
export const TO_BEFORE_FROM_MESSAGE = 'The end date cannot be before the start date';
export const SEARCH_MAX = 100;
export const SEARCH_MAX_MESSAGE = `Search is limited to ${String(SEARCH_MAX)} characters`;

/**
 * A calendar day in Viet Nam written YYYY-MM-DD, or nothing (absent, null or empty: undefined).
 * `notAfterToday` refuses a day after today (SPEC §5: filters of lists whose rows cannot be dated ahead).
 */
export function optionalDay(options: { notAfterToday?: boolean } = {}) {
  const day = z
    .string()
    .nullish()
    .transform((d) => d || undefined)
    .refine((d) => d === undefined || isRealDay(d), DATE_FORMAT_MESSAGE);
  return options.notAfterToday
    ? day.refine((d) => d === undefined || d <= todayInVietnam(), FUTURE_DATE_MESSAGE)
    : day;
}

/** Search text: trimmed, at most `max` characters (refused beyond, in the server's words), blank → undefined. */
export const optionalText = (max = SEARCH_MAX, message = SEARCH_MAX_MESSAGE) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((k) => k || undefined);

/** A record's id (any 8-4-4-4-12 hex id: a malformed one is refused here, not as a SQL cast error). */
export const optionalId = (message: string) =>
  z
    .guid(message)
    .nullish()
    .transform((id) => id ?? undefined);

/** One of a list's fixed values, or nothing (null: every value). */
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values)
    .nullish()
    .transform((v) => v ?? undefined);

/** The creation-date range of a list: both ends optional; the end may not come before the start. */
export function withDayRange<
  S extends z.ZodType<{ createFrom?: string | null | undefined; createTo?: string | null | undefined }>,
>(schema: S): S {
  return schema.refine((f) => !f.createFrom || !f.createTo || f.createTo >= f.createFrom, {
    message: TO_BEFORE_FROM_MESSAGE,
    path: ['createTo'],
  });
}
