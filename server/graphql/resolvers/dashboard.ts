import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postStatuses, type PostStatus } from '../../db/tables/enums';
import { dashboardMonthsSchema } from '../../../src/rules/dashboard';
import { FORMER_PROVINCE_SUCCESSOR_VALUES } from '../../kit/former-units';
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

/*
 * Every aggregate reads the roll-ups of migration 0007 (docs/dashboard.md), which triggers keep per
 * Viet Nam day, instead of scanning whole tables. A window cut at an arbitrary instant is read as whole
 * days from the roll-up and the cut day's part from the source table through its created_at index.
 */

/** A roll-up and the source table it summarises, with the same figure expressed on each. */
interface Rollup {
  /** Summary table with a `day` column. */
  table: SQL;
  /** The figure summed over summary rows, e.g. `sum(n)`. */
  total: SQL;
  /** Summary rows that count, e.g. `true` or `status = 'ACTIVE'`. */
  where: SQL;
  source: SQL;
  /** The same figure over source rows, e.g. `count(*)`. */
  sourceTotal: SQL;
  sourceWhere: SQL;
}

/** 'YYYY-MM-DD' of a moment in Viet Nam. */
const vnDay = (d: Date) => new Date(d.getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);
const vnDayStartOf = (d: Date) => new Date(`${vnDay(d)}T00:00:00+07:00`);

/**
 * The figure over source rows created in `[start of the Viet Nam day of t, t)`, read from the source on
 * whichever side of t is shorter: the rows before t, or the day's summary minus the rows from t to the
 * day's end. From the request's own now (`t >= now`) the rest of the day is the future: nearly no rows.
 */
function partialDay(r: Rollup, t: Date, now: Date): SQL {
  const start = vnDayStartOf(t);
  const end = new Date(start.getTime() + DAY_MS);
  const source = (from: Date, to: Date) =>
    sql`(select coalesce(${r.sourceTotal}, 0) from ${r.source}
         where ${r.sourceWhere} and created_at >= ${from} and created_at < ${to})`;
  if (t < now && t.getTime() - start.getTime() <= end.getTime() - t.getTime()) return source(start, t);
  const day = sql`(select coalesce(${r.total}, 0) from ${r.table} where ${r.where} and day = ${vnDay(t)}::date)`;
  return sql`(${day} - ${source(t, end)})`;
}

/** The figure over rows created in `[from, to)`, or before `to` when `from` is null (exact, numeric). */
function between(r: Rollup, from: Date | null, to: Date, now: Date): SQL {
  const days = from
    ? sql`day >= ${vnDay(from)}::date and day < ${vnDay(to)}::date`
    : sql`day < ${vnDay(to)}::date`;
  const whole = sql`(select coalesce(${r.total}, 0) from ${r.table} where ${r.where} and ${days})`;
  return from
    ? sql`(${whole} + ${partialDay(r, to, now)} - ${partialDay(r, from, now)})`
    : sql`(${whole} + ${partialDay(r, to, now)})`;
}

const revenueRollup: Rollup = {
  table: sql`transaction_daily`,
  total: sql`sum(amount)`,
  where: sql`type <> ${GIVE_AWAY_TYPE}`,
  source: sql`transactions`,
  sourceTotal: sql`sum(amount)`,
  sourceWhere: sql`type <> ${GIVE_AWAY_TYPE}`,
};

const membersRollup = (onlyActive: boolean): Rollup => ({
  table: sql`user_daily`,
  total: onlyActive ? sql`sum(n_active)` : sql`sum(n)`,
  where: sql`true`,
  source: sql`users`,
  sourceTotal: sql`count(*)`,
  sourceWhere: onlyActive ? sql`is_active` : sql`true`,
});

const activeListingsRollup: Rollup = {
  table: sql`post_daily`,
  total: sql`sum(n)`,
  where: sql`status = 'ACTIVE'`,
  source: sql`posts`,
  sourceTotal: sql`count(*)`,
  sourceWhere: sql`status = 'ACTIVE'`,
};

export async function revenuePerUser(db: Db, now: Date, onlyActive: boolean): Promise<ValueChange> {
  const w = weeks(now);
  const members = membersRollup(onlyActive);
  // Revenue of this week and last week (VND); members that existed at the end of each week.
  const r = await one<{ revenue: number; lastRevenue: number; members: number; lastMembers: number }>(
    db,
    sql`select ${between(revenueRollup, w.w1, w.now, w.now)}::float8 as revenue,
               ${between(revenueRollup, w.w0, w.w1, w.now)}::float8 as "lastRevenue",
               ${between(members, null, w.now, w.now)}::int as members,
               ${between(members, null, w.w1, w.now)}::int as "lastMembers"`,
  );
  return valueChange(ratio(r.revenue, r.members), ratio(r.lastRevenue, r.lastMembers));
}

export async function userGrowthRate(db: Db, now: Date): Promise<ValueChange> {
  const w = weeks(now);
  const members = membersRollup(false);
  const r = await one<{ this: number; last: number }>(
    db,
    sql`select ${between(members, w.w1, w.now, w.now)}::int as this, ${between(members, w.w0, w.w1, w.now)}::int as last`,
  );
  return valueChange(r.this, r.last);
}

export async function activeListingsPerActiveUser(db: Db, now: Date): Promise<ValueChange> {
  const w = weeks(now);
  const members = membersRollup(true);
  const r = await one<{ listings: number; lastListings: number; members: number; lastMembers: number }>(
    db,
    sql`select ${between(activeListingsRollup, null, w.now, w.now)}::int as listings,
               ${between(activeListingsRollup, null, w.w1, w.now)}::int as "lastListings",
               ${between(members, null, w.now, w.now)}::int as members,
               ${between(members, null, w.w1, w.now)}::int as "lastMembers"`,
  );
  return valueChange(ratio(r.listings, r.members), ratio(r.lastListings, r.lastMembers));
}

/** Every post status in SPEC order, zero included, so the card always lists the same rows. */
export async function listingByStatus(db: Db): Promise<{ status: PostStatus; count: number }[]> {
  const found = await rows<{ status: string; count: number }>(
    db,
    sql`select status, sum(n)::int as count from post_daily group by status`,
  );
  const byStatus = new Map(found.map((r) => [r.status, r.count]));
  return postStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

/**
 * Members per province, largest first; members without a city form the null bucket, always last.
 * Every metadata row belongs to a member (foreign key), so the bucket is all members minus those with a city.
 * A member on a former province (inactive since 1 July 2025) counts in the province in force that took it
 * over (FORMER_PROVINCE_SUCCESSOR), so Bình Dương's members are in Hồ Chí Minh's row, not a second row.
 * The merge is made here, on the few rows of the roll-up, so `user_city_counts` keeps counting by the id a
 * member holds and its triggers stay as they are. A former unit with no successor known (another country,
 * a code outside the table) keeps its own row, marked.
 */
export async function userByLocation(db: Db) {
  const found = await rows<{
    cityid: string | null;
    province: string | null;
    count: number;
    isFormer: boolean;
  }>(
    db,
    sql`select cityid, province, sum(count)::int as count, "isFormer"
        from (select coalesce(s.id, c.city_id) as cityid, coalesce(s.name, p.name) as province, c.count,
                     coalesce(s.id is null and not p.is_active, false) as "isFormer"
              from (select city_id, n as count from user_city_counts where n > 0
                    union all
                    select null, ((select coalesce(sum(n), 0) from user_daily)
                                  - (select coalesce(sum(n), 0) from user_city_counts))::int) c
              left join provinces p on p.id = c.city_id
              left join (values ${sql.raw(FORMER_PROVINCE_SUCCESSOR_VALUES)}) as m(former, current)
                on not p.is_active and p.country_code = 'VN' and m.former = p.code
              left join provinces s on s.code = m.current and s.is_active and s.country_code = 'VN'
              where c.count > 0) r
        group by cityid, province, "isFormer"
        order by (cityid is null), count desc, province`,
  );
  return found;
}

export function userStatus(db: Db) {
  return one<{ total: number; active: number; unverified: number; totalViewPost: number }>(
    db,
    sql`select coalesce(sum(n), 0)::int as total,
               coalesce(sum(n_active), 0)::int as active,
               coalesce(sum(n_unverified), 0)::int as unverified,
               (select coalesce(sum(views), 0) from post_daily)::int as "totalViewPost"
        from user_daily`,
  );
}

/** All-time amount per transaction type, give-away included (the screen shows it, outside the total). */
export function totalRevenueByType(db: Db) {
  return rows<{ type: string; count: number }>(
    db,
    sql`select type, sum(amount)::float8 as count from transaction_daily
        group by type having sum(n) > 0 order by count desc, type`,
  );
}

/** 'YYYY-MM' of a moment in Viet Nam. */
const vnMonth = (d: Date) => new Date(d.getTime() + VN_OFFSET_MS).toISOString().slice(0, 7);

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

/**
 * A monthly series over the last `numberMonth` calendar months (the current one included), or since
 * the first row when null; months without rows are 0, so a chart never skips one. Newest first.
 */
async function monthlySeries(
  db: Db,
  now: Date,
  numberMonth: number | null | undefined,
  r: Rollup,
): Promise<{ date: string; count: number }[]> {
  const current = vnMonth(now);
  let first: string;
  if (numberMonth) {
    first = monthsBack(current, numberMonth - 1);
  } else {
    const found = await one<{ first: string | null }>(
      db,
      sql`select to_char(min(day), 'YYYY-MM') as first from ${r.table} where ${r.where} and n > 0`,
    );
    if (!found.first) return [];
    first = found.first;
  }
  // Whole days before today from the roll-up, today up to now from the source table.
  const found = await rows<{ month: string; count: number }>(
    db,
    sql`select month, sum(v)::float8 as count from (
          select to_char(day, 'YYYY-MM') as month, ${r.total} as v from ${r.table}
          where ${r.where} and day >= ${`${first}-01`}::date and day < ${vnDay(now)}::date
          group by 1
          union all
          select ${current}, ${partialDay(r, now, now)}
        ) m group by month`,
  );
  const byMonth = new Map(found.map((row) => [row.month, Number(row.count)]));
  return monthRange(first, current).map((date) => ({ date, count: byMonth.get(date) ?? 0 }));
}

export const userTotalSeries = (db: Db, now: Date, numberMonth?: number | null) =>
  monthlySeries(db, now, numberMonth, membersRollup(false));

export const revenueTotalSeries = (db: Db, now: Date, numberMonth?: number | null) =>
  monthlySeries(db, now, numberMonth, revenueRollup);

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
