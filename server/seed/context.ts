import type { InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Rng } from './random';
import { todayInVietnam } from '../../src/rules/dates';
import { chunk } from './text';

/**
 * The demo history ends at the start of the day it is seeded (in Viet Nam), so the dashboard's weekly
 * figures show recent activity. The rows themselves come from a fixed PRNG seed: a reseed on the same
 * day yields the same data, and on another day the same data shifted in time.
 */
export const SEED_BASE_DATE = new Date(`${todayInVietnam()}T00:00:00+07:00`);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Demo history spans 18 months before the base date. */
export const SEED_SPAN_DAYS = 548;

export interface SeedContext {
  db: Db;
  rng: Rng;
  /** A moment in the demo history, denser towards the base date (the app grows). */
  pastDate(spanDays?: number): Date;
  /** A moment between `from` and `from + maxDays`, never after the base date. */
  after(from: Date, maxDays: number): Date;
  log(msg: string): void;
}

export function createContext(db: Db, rng: Rng, log: (msg: string) => void): SeedContext {
  const base = SEED_BASE_DATE.getTime();
  return {
    db,
    rng,
    log,
    pastDate(spanDays = SEED_SPAN_DAYS) {
      // sqrt skews towards 1, i.e. towards recent dates.
      const back = (1 - Math.sqrt(rng.next())) * spanDays * DAY_MS;
      return new Date(Math.floor(base - back));
    },
    after(from, maxDays) {
      // Shrinking the window (rather than clamping) avoids piling rows onto the base date.
      const window = Math.max(0, Math.min(maxDays * DAY_MS, base - from.getTime()));
      return new Date(Math.floor(from.getTime() + rng.next() * window));
    },
  };
}

export function daysFrom(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Multi-row inserts of 500 rows keep statements under PostgreSQL's 65,535 bind-parameter limit. */
export async function insertAll<T extends PgTable>(db: Db, table: T, rows: readonly InferInsertModel<T>[]) {
  for (const part of chunk(rows, 500)) {
    if (part.length > 0) await db.insert(table).values(part);
  }
}
