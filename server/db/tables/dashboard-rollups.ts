import { bigint, date, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/*
 * Summaries the dashboard reads instead of scanning users, posts and transactions (docs/dashboard.md).
 * Written only by the statement-level triggers of migration 0006, which keep them exact for every
 * writer (API, seed, bulk SQL); `select dashboard_rollups_rebuild()` recomputes them from the tables.
 * `day` is the calendar day in Viet Nam (UTC+7) of the source row's created_at.
 */

/** Members created per day: all of them, those with is_active, and those with neither email nor phone confirmed. */
export const userDaily = pgTable('user_daily', {
  day: date({ mode: 'string' }).primaryKey(),
  n: integer().notNull().default(0),
  nActive: integer().notNull().default(0),
  nUnverified: integer().notNull().default(0),
});

/** Posts created per day and current status, with the sum of their views. */
export const postDaily = pgTable(
  'post_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    status: text().notNull(),
    n: integer().notNull().default(0),
    views: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/** Transactions created per day and type, with the exact sum of their amounts (VND). */
export const transactionDaily = pgTable(
  'transaction_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    type: text().notNull(),
    n: integer().notNull().default(0),
    amount: numeric({ mode: 'string' }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.type] })],
);

/** user_metadata rows per city (members with a city); members without one are the rest of the total. */
export const userCityCounts = pgTable('user_city_counts', {
  cityId: uuid().primaryKey(),
  n: integer().notNull().default(0),
});

/**
 * Posts per brand and per city (`kind` 'brand' or 'city'), kept by the statement-level triggers of
 * migration 0012, so the Posts list's brand-only and location-only totals are a lookup, not a count of
 * tens of thousands of index entries (docs/posts.md). `select post_key_counts_rebuild()` recomputes them.
 */
export const postKeyCounts = pgTable(
  'post_key_counts',
  {
    kind: text().notNull(),
    key: uuid().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
