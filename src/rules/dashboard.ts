import { z } from './z';

/** SPEC §9: the charts offer 1, 3, 6 and 12 months, or All (null). */
export const DASHBOARD_MONTH_OPTIONS = [1, 3, 6, 12] as const;

export const NUMBER_MONTH_MESSAGE = 'numberMonth must be a whole number of months from 1 to 240';

/** Any whole number of months is answered (other clients may ask for 24); null or absent means all. */
export const dashboardMonthsSchema = z.object({
  numberMonth: z
    .number()
    .int(NUMBER_MONTH_MESSAGE)
    .min(1, NUMBER_MONTH_MESSAGE)
    .max(240, NUMBER_MONTH_MESSAGE)
    .nullish(),
});
