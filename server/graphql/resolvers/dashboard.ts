import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postStatuses, type PostStatus } from '../../db/tables/enums';
import { dashboardMonthsSchema } from '../../../src/rules/dashboard';
import type { QueryResolvers } from '../generated/resolvers';
import { parseInput } from '../zod-input';

// Every definition below is written out in docs/dashboard.md; keep the two in step.

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** Viet Nam has no daylight saving: months are cut at UTC+7 midnight. */
const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
/** Money the company hands out is not revenue (SPEC §2.4: the revenue total leaves it out). */
export const GIVE_AWAY_TYPE = 'KAR_GIVE_AWAY';

export interface ValueChange {
  value: number;
  change: number;
}

interface Weeks {
  /** Start of last week. */
  w0: Date;
  /** Start of this week = end of last week. */
  w1: Date;
  /** End of this week (the moment of the request). */
  now: Date;
}

const weeks = (now: Date): Weeks => ({
  w0: new Date(now.getTime() - 2 * WEEK_MS),
  w1: new Date(now.getTime() - WEEK_MS),
  now,
});

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function one<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  if (!row) throw new Error('aggregate returned no row');
  return row;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

/** Percentage change from last week; from 0 to something counts as +100 %, 0 to 0 as 0 %. */
export function weeklyChange(thisWeek: number, lastWeek: number): number {
  if (lastWeek === 0) return thisWeek === 0 ? 0 : thisWeek > 0 ? 100 : -100;
  return round2(((thisWeek - lastWeek) / Math.abs(lastWeek)) * 100);
}

const valueChange = (thisWeek: number, lastWeek: number): ValueChange => ({
  value: round2(thisWeek),
  change: weeklyChange(thisWeek, lastWeek),
});

/** Revenue of this week and last week (VND). */
function weeklyRevenue(db: Db, w: Weeks) {
  return one<{ this: number; last: number }>(
    db,
    sql`select coalesce(sum(amount) filter (where created_at >= ${w.w1}), 0)::float8 as this,
               coalesce(sum(amount) filter (where created_at < ${w.w1}), 0)::float8 as last
        from transactions
        where created_at >= ${w.w0} and created_at < ${w.now} and type <> ${GIVE_AWAY_TYPE}`,
  );
}

/** Members that existed at the end of each week; `onlyActive` keeps accounts with is_active. */
function membersAtWeekEnds(db: Db, w: Weeks, onlyActive: boolean) {
  return one<{ this: number; last: number }>(
    db,
    sql`select count(*)::int as this, (count(*) filter (where created_at < ${w.w1}))::int as last
        from users
        where created_at < ${w.now} ${onlyActive ? sql`and is_active` : sql``}`,
  );
}

export async function revenuePerUser(db: Db, now: Date, onlyActive: boolean): Promise<ValueChange> {
  const w = weeks(now);
  const [revenue, members] = await Promise.all([weeklyRevenue(db, w), membersAtWeekEnds(db, w, onlyActive)]);
  return valueChange(ratio(revenue.this, members.this), ratio(revenue.last, members.last));
}

export async function userGrowthRate(db: Db, now: Date): Promise<ValueChange> {
  const w = weeks(now);
  const r = await one<{ this: number; last: number }>(
    db,
    sql`select (count(*) filter (where created_at >= ${w.w1}))::int as this,
               (count(*) filter (where created_at < ${w.w1}))::int as last
        from users where created_at >= ${w.w0} and created_at < ${w.now}`,
  );
  return valueChange(r.this, r.last);
}

export async function activeListingsPerActiveUser(db: Db, now: Date): Promise<ValueChange> {
  const w = weeks(now);
  const [listings, members] = await Promise.all([
    one<{ this: number; last: number }>(
      db,
      sql`select count(*)::int as this, (count(*) filter (where created_at < ${w.w1}))::int as last
          from posts where status = 'ACTIVE' and created_at < ${w.now}`,
    ),
    membersAtWeekEnds(db, w, true),
  ]);
  return valueChange(ratio(listings.this, members.this), ratio(listings.last, members.last));
}

/** Every post status in SPEC order, zero included, so the card always lists the same rows. */
export async function listingByStatus(db: Db): Promise<{ status: PostStatus; count: number }[]> {
  const found = await rows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from posts group by status`,
  );
  const byStatus = new Map(found.map((r) => [r.status, r.count]));
  return postStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

/** Members per province, largest first; members without a city form the null bucket, always last. */
export async function userByLocation(db: Db) {
  const found = await rows<{ cityid: string | null; province: string | null; count: number }>(
    db,
    sql`select c.city_id as cityid, p.name as province, c.count
        from (select m.city_id, count(*)::int as count
              from users u left join user_metadata m on m.user_id = u.id
              group by m.city_id) c
        left join provinces p on p.id = c.city_id
        order by (c.city_id is null), c.count desc, p.name`,
  );
  return found;
}

export function userStatus(db: Db) {
  return one<{ total: number; active: number; unverified: number; totalViewPost: number }>(
    db,
    sql`select (select count(*) from users)::int as total,
               (select count(*) from users where is_active)::int as active,
               (select count(*) from users where not is_active_email and not is_active_phone)::int as unverified,
               (select coalesce(sum(total_view), 0) from posts)::int as "totalViewPost"`,
  );
}

/** All-time amount per transaction type, give-away included (the screen shows it, outside the total). */
export function totalRevenueByType(db: Db) {
  return rows<{ type: string; count: number }>(
    db,
    sql`select type, sum(amount)::float8 as count from transactions group by type order by count desc, type`,
  );
}

/** 'YYYY-MM' of a moment in Viet Nam. */
const vnMonth = (d: Date) => new Date(d.getTime() + VN_OFFSET_MS).toISOString().slice(0, 7);

/** The instant a 'YYYY-MM' month starts in Viet Nam. */
const vnMonthStart = (month: string) => new Date(`${month}-01T00:00:00+07:00`);

function monthsBack(current: string, n: number): string {
  const [y, m] = current.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 7);
}

/** Months from `first` to `last`, newest first. */
function monthRange(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = last; m >= first; m = monthsBack(m, 1)) out.push(m);
  return out;
}

const VN_MONTH_SQL = (column: SQL) =>
  sql`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM')`;

/**
 * A monthly series over the last `numberMonth` calendar months (the current one included), or since
 * the first row when null; months without rows are 0, so a chart never skips one. Newest first.
 */
async function monthlySeries(
  db: Db,
  now: Date,
  numberMonth: number | null | undefined,
  table: 'users' | 'revenue',
): Promise<{ date: string; count: number }[]> {
  const current = vnMonth(now);
  const from = table === 'users' ? sql`users` : sql`transactions`;
  const filter = table === 'users' ? sql`true` : sql`type <> ${GIVE_AWAY_TYPE}`;
  let first: string;
  if (numberMonth) {
    first = monthsBack(current, numberMonth - 1);
  } else {
    const r = await one<{ first: Date | string | null }>(
      db,
      sql`select min(created_at) as first from ${from} where ${filter}`,
    );
    if (!r.first) return [];
    first = vnMonth(new Date(r.first));
  }
  const value = table === 'users' ? sql`count(*)::float8` : sql`coalesce(sum(amount), 0)::float8`;
  const found = await rows<{ month: string; count: number }>(
    db,
    sql`select ${VN_MONTH_SQL(sql`created_at`)} as month, ${value} as count
        from ${from}
        where ${filter} and created_at >= ${vnMonthStart(first)} and created_at < ${now}
        group by 1`,
  );
  const byMonth = new Map(found.map((r) => [r.month, Number(r.count)]));
  return monthRange(first, current).map((date) => ({ date, count: byMonth.get(date) ?? 0 }));
}

export const userTotalSeries = (db: Db, now: Date, numberMonth?: number | null) =>
  monthlySeries(db, now, numberMonth, 'users');

export const revenueTotalSeries = (db: Db, now: Date, numberMonth?: number | null) =>
  monthlySeries(db, now, numberMonth, 'revenue');

export const dashboardQuery: Pick<
  QueryResolvers,
  | 'adminDashboardRevenuePerUser'
  | 'adminDashboardRevenuePerUserActive'
  | 'adminDashboardActiveListingAndActiveUser'
  | 'adminDashboardUserGrowthRate'
  | 'adminDashboardListingByStatus'
  | 'adminDashboardUserByLocation'
  | 'adminDashboardUserStatusActive'
  | 'adminDashboardTotalRevenue'
  | 'adminDashboardUserTotal'
  | 'adminDashboardRevenueTotal'
> = {
  adminDashboardRevenuePerUser: (_r, _a, ctx) => revenuePerUser(ctx.db, new Date(), false),
  adminDashboardRevenuePerUserActive: (_r, _a, ctx) => revenuePerUser(ctx.db, new Date(), true),
  adminDashboardActiveListingAndActiveUser: (_r, _a, ctx) => activeListingsPerActiveUser(ctx.db, new Date()),
  adminDashboardUserGrowthRate: (_r, _a, ctx) => userGrowthRate(ctx.db, new Date()),
  adminDashboardListingByStatus: (_r, _a, ctx) => listingByStatus(ctx.db),
  adminDashboardUserByLocation: (_r, _a, ctx) => userByLocation(ctx.db),
  adminDashboardUserStatusActive: (_r, _a, ctx) => userStatus(ctx.db),
  adminDashboardTotalRevenue: (_r, _a, ctx) => totalRevenueByType(ctx.db),
  adminDashboardUserTotal: (_r, args, ctx) =>
    userTotalSeries(ctx.db, new Date(), parseInput(dashboardMonthsSchema, args).numberMonth),
  adminDashboardRevenueTotal: (_r, args, ctx) =>
    revenueTotalSeries(ctx.db, new Date(), parseInput(dashboardMonthsSchema, args).numberMonth),
};
