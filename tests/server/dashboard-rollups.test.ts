import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { postStatuses } from '../../server/db/tables/enums';
import { FORMER_PROVINCE_SUCCESSOR } from '../../server/kit/former-units';
import {
  activeListingsPerActiveUser,
  GIVE_AWAY_TYPE,
  listingByStatus,
  revenuePerUser,
  revenueTotalSeries,
  totalRevenueByType,
  userByLocation,
  userGrowthRate,
  userStatus,
  userTotalSeries,
  weeklyChange,
} from '../../server/graphql/resolvers/dashboard';
import { DATABASES, sqlRows, startTestApp, type TestApp } from './helpers';

/*
 * The dashboard reads trigger-maintained roll-ups (migration 0007). This suite proves them: every
 * aggregate is computed here the direct way, by plain SQL over users, posts, transactions and
 * user_metadata (the pre-roll-up definitions of docs/dashboard.md), and must equal what the resolvers
 * and the API answer — on the demo data (migration back-fill + seed) and after inserts, updates, soft
 * deletes, deletes and a rolled-back transaction. Finally a rebuild from scratch must change nothing.
 */

const DAY = 86_400_000;
const VN_MONTH = sql`to_char((created_at at time zone 'UTC') + interval '7 hours', 'YYYY-MM')`;

/** A Postgres array from one bound parameter (drizzle would spread a JS array into a row). */
const list = (items: readonly string[]) => sql`string_to_array(${items.join(',')}, ',')`;
const one = async <T>(db: Db, q: Parameters<Db['execute']>[0]) => (await sqlRows<T>(db, q))[0] as T;
const round2 = (n: number) => Math.round(n * 100) / 100;
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const change = (a: number, b: number) => ({ value: round2(a), change: weeklyChange(a, b) });
const vnDayStart = (d: Date) =>
  new Date(`${new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+07:00`);
const vnMonth = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 7);
function monthsBack(month: string, n: number) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - n, 1)).toISOString().slice(0, 7);
}

/** Every aggregate, straight from the source tables. */
const direct = {
  async revenuePerUser(db: Db, now: Date, onlyActive: boolean) {
    const w1 = new Date(now.getTime() - 7 * DAY);
    const w0 = new Date(now.getTime() - 14 * DAY);
    const rev = await one<{ a: number; b: number }>(
      db,
      sql`select coalesce(sum(amount) filter (where created_at >= ${w1}), 0)::float8 as a,
                 coalesce(sum(amount) filter (where created_at < ${w1}), 0)::float8 as b
          from transactions where created_at >= ${w0} and created_at < ${now} and type <> ${GIVE_AWAY_TYPE}`,
    );
    const mem = await this.members(db, now, onlyActive);
    return change(ratio(rev.a, mem.a), ratio(rev.b, mem.b));
  },
  members(db: Db, now: Date, onlyActive: boolean) {
    const w1 = new Date(now.getTime() - 7 * DAY);
    return one<{ a: number; b: number }>(
      db,
      sql`select count(*)::int as a, (count(*) filter (where created_at < ${w1}))::int as b from users
          where created_at < ${now} ${onlyActive ? sql`and is_active` : sql``}`,
    );
  },
  async userGrowthRate(db: Db, now: Date) {
    const w1 = new Date(now.getTime() - 7 * DAY);
    const w0 = new Date(now.getTime() - 14 * DAY);
    const r = await one<{ a: number; b: number }>(
      db,
      sql`select (count(*) filter (where created_at >= ${w1}))::int as a,
                 (count(*) filter (where created_at < ${w1}))::int as b
          from users where created_at >= ${w0} and created_at < ${now}`,
    );
    return change(r.a, r.b);
  },
  async activeListings(db: Db, now: Date) {
    const w1 = new Date(now.getTime() - 7 * DAY);
    const l = await one<{ a: number; b: number }>(
      db,
      sql`select count(*)::int as a, (count(*) filter (where created_at < ${w1}))::int as b
          from posts where status = 'ACTIVE' and created_at < ${now}`,
    );
    const m = await this.members(db, now, true);
    return change(ratio(l.a, m.a), ratio(l.b, m.b));
  },
  async listingByStatus(db: Db) {
    const found = await sqlRows<{ status: string; count: number }>(
      db,
      sql`select status, count(*)::int as count from posts group by status`,
    );
    const by = new Map(found.map((r) => [r.status, r.count]));
    return postStatuses.map((status) => ({ status, count: by.get(status) ?? 0 }));
  },
  userByLocation(db: Db) {
    // Counted from the members themselves, a former province mapped by a JSON copy of the succession.
    return sqlRows(
      db,
      sql`with m as (select key as former, value as current
                     from json_each_text(${JSON.stringify(FORMER_PROVINCE_SUCCESSOR)}::json)),
               members as (
                 select coalesce(
                          (select s.id from m join provinces s on s.code = m.current
                           where not p.is_active and p.country_code = 'VN' and m.former = p.code
                             and s.is_active and s.country_code = 'VN'),
                          m2.city_id) as city_id
                 from users u
                 left join user_metadata m2 on m2.user_id = u.id
                 left join provinces p on p.id = m2.city_id)
          select c.city_id as cityid, p.name as province, c.count,
                 coalesce(not p.is_active, false) as "isFormer"
          from (select city_id, count(*)::int as count from members group by city_id) c
          left join provinces p on p.id = c.city_id
          order by (c.city_id is null), c.count desc, p.name`,
    );
  },
  userStatus(db: Db) {
    return one(
      db,
      sql`select (select count(*) from users)::int as total,
                 (select count(*) from users where is_active)::int as active,
                 (select count(*) from users where not is_active_email and not is_active_phone)::int as unverified,
                 (select coalesce(sum(total_view), 0) from posts)::int as "totalViewPost"`,
    );
  },
  totalRevenueByType(db: Db) {
    return sqlRows(
      db,
      sql`select type, sum(amount)::float8 as count from transactions group by type order by count desc, type`,
    );
  },
  async series(db: Db, now: Date, numberMonth: number | null, table: 'users' | 'revenue') {
    const from = table === 'users' ? sql`users` : sql`transactions`;
    const filter = table === 'users' ? sql`true` : sql`type <> ${GIVE_AWAY_TYPE}`;
    const value = table === 'users' ? sql`count(*)::float8` : sql`coalesce(sum(amount), 0)::float8`;
    const current = vnMonth(now);
    let first: string;
    if (numberMonth) first = monthsBack(current, numberMonth - 1);
    else {
      const r = await one<{ first: Date | string | null }>(
        db,
        sql`select min(created_at) as first from ${from} where ${filter}`,
      );
      if (!r.first) return [];
      first = vnMonth(new Date(r.first));
    }
    const found = await sqlRows<{ month: string; count: number }>(
      db,
      sql`select ${VN_MONTH} as month, ${value} as count from ${from}
          where ${filter} and created_at >= ${new Date(`${first}-01T00:00:00+07:00`)} and created_at < ${now}
          group by 1`,
    );
    const by = new Map(found.map((r) => [r.month, Number(r.count)]));
    const out: { date: string; count: number }[] = [];
    for (let m = current; m >= first; m = monthsBack(m, 1)) out.push({ date: m, count: by.get(m) ?? 0 });
    return out;
  },
};

/** Compares every resolver with the direct computation at several instants, partial days included. */
async function expectSameAsDirect(db: Db, nows: Date[]) {
  for (const now of nows) {
    const at = now.toISOString();
    expect(await revenuePerUser(db, now, false), `revenue per user at ${at}`).toEqual(
      await direct.revenuePerUser(db, now, false),
    );
    expect(await revenuePerUser(db, now, true), `revenue per active user at ${at}`).toEqual(
      await direct.revenuePerUser(db, now, true),
    );
    expect(await userGrowthRate(db, now), `growth at ${at}`).toEqual(await direct.userGrowthRate(db, now));
    expect(await activeListingsPerActiveUser(db, now), `listings per user at ${at}`).toEqual(
      await direct.activeListings(db, now),
    );
    for (const months of [1, 3, 12, 240, null]) {
      expect(await userTotalSeries(db, now, months), `users ${String(months)} at ${at}`).toEqual(
        await direct.series(db, now, months, 'users'),
      );
      expect(await revenueTotalSeries(db, now, months), `revenue ${String(months)} at ${at}`).toEqual(
        await direct.series(db, now, months, 'revenue'),
      );
    }
  }
  expect(await listingByStatus(db)).toEqual(await direct.listingByStatus(db));
  expect(await userByLocation(db)).toEqual(await direct.userByLocation(db));
  expect(await userStatus(db)).toEqual(await direct.userStatus(db));
  expect(await totalRevenueByType(db)).toEqual(await direct.totalRevenueByType(db));
}

const DASHBOARD_BATCHES = [
  [
    { query: '{ adminDashboardRevenuePerUser { value change } }' },
    { query: '{ adminDashboardRevenuePerUserActive { value change } }' },
    { query: '{ adminDashboardActiveListingAndActiveUser { value change } }' },
    { query: '{ adminDashboardUserGrowthRate { value change } }' },
    { query: '{ adminDashboardUserStatusActive { total active unverified totalViewPost } }' },
  ],
  [
    { query: '{ adminDashboardListingByStatus { status count } }' },
    { query: '{ adminDashboardUserByLocation { cityid province count isFormer } }' },
    { query: '{ adminDashboardTotalRevenue { type count } }' },
    { query: '{ adminDashboardUserTotal(numberMonth: 12) { date count } }' },
    { query: 'query { adminDashboardRevenueTotal(numberMonth: null) { date count } }' },
  ],
];

/** The ten queries through HTTP, next to the direct figures at the moment of the request. */
async function expectApiSameAsDirect(t: TestApp, token: string) {
  const before = Date.now();
  const answers = await Promise.all(
    DASHBOARD_BATCHES.map((batch) => t.post<{ data: Record<string, unknown> }[]>(batch, { token })),
  );
  const after = Date.now();
  // The rows of these tests never fall between `before` and `after`, so any instant in between will do.
  const now = new Date(Math.round((before + after) / 2));
  const [first, second] = answers.map((a) => {
    expect(a.status).toBe(200);
    return a.body.map((r) => r.data);
  }) as [Record<string, unknown>[], Record<string, unknown>[]];
  expect(first).toEqual([
    { adminDashboardRevenuePerUser: await direct.revenuePerUser(t.db, now, false) },
    { adminDashboardRevenuePerUserActive: await direct.revenuePerUser(t.db, now, true) },
    { adminDashboardActiveListingAndActiveUser: await direct.activeListings(t.db, now) },
    { adminDashboardUserGrowthRate: await direct.userGrowthRate(t.db, now) },
    { adminDashboardUserStatusActive: await direct.userStatus(t.db) },
  ]);
  expect(second).toEqual([
    { adminDashboardListingByStatus: await direct.listingByStatus(t.db) },
    { adminDashboardUserByLocation: await direct.userByLocation(t.db) },
    { adminDashboardTotalRevenue: await direct.totalRevenueByType(t.db) },
    { adminDashboardUserTotal: await direct.series(t.db, now, 12, 'users') },
    { adminDashboardRevenueTotal: await direct.series(t.db, now, null, 'revenue') },
  ]);
}

/** Roll-up rows as a rebuild would write them (the triggers may leave rows that net to zero). */
function rollupSnapshot(db: Db) {
  return Promise.all([
    sqlRows(
      db,
      sql`select day::text, n, n_active, n_unverified from user_daily
                    where n <> 0 or n_active <> 0 or n_unverified <> 0 order by 1`,
    ),
    sqlRows(
      db,
      sql`select day::text, status, n, views::text from post_daily
                    where n <> 0 or views <> 0 order by 1, 2`,
    ),
    sqlRows(
      db,
      sql`select day::text, type, n, amount::text from transaction_daily
                    where n <> 0 or amount <> 0 order by 1, 2`,
    ),
    sqlRows(db, sql`select city_id, n from user_city_counts where n <> 0 order by 1`),
    sqlRows(db, sql`select status, n::int from user_status_counts where n <> 0 order by 1`),
  ]);
}

describe.each(DATABASES)('dashboard roll-ups on $name', (engine) => {
  let t: TestApp;
  let token: string;
  const now = new Date();
  /** Instants that cut days, weeks and months at different places, today's partial day included. */
  const nows = [
    now,
    new Date(now.getTime() - 3 * DAY - 5 * 3_600_000 - 17 * 60_000),
    new Date(now.getTime() - 40 * DAY + 11 * 3_600_000),
    new Date(now.getTime() + 2 * DAY),
    // Early and late in a Viet Nam day, whatever the time the suite runs: both ways of reading a part day.
    new Date(vnDayStart(now).getTime() - 5 * DAY + 3 * 3_600_000),
    new Date(vnDayStart(now).getTime() - 9 * DAY + 20 * 3_600_000 + 1234),
  ];
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
  const ids: { users: string[]; cities: string[] } = { users: [], cities: [] };

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    const cities = await sqlRows<{ id: string }>(t.db, sql`select id from provinces order by code limit 3`);
    ids.cities = cities.map((c) => c.id);
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  it('match the source tables on the demo data (back-fill and seed)', async () => {
    const [n] = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from posts`);
    expect(n?.n).toBeGreaterThan(100);
    await expectSameAsDirect(t.db, nows);
    await expectApiSameAsDirect(t, token);
  });

  it('follow inserts: multi-row and single-row, today, at day cuts and in the future', async () => {
    const vnMidnight = new Date(`${ago(1).toISOString().slice(0, 10)}T17:00:00Z`); // 00:00 in Viet Nam
    const created = [
      ago(0, 1),
      ago(0, 0.01),
      vnMidnight,
      new Date(vnMidnight.getTime() - 1),
      ago(7),
      ago(7, -0.01),
      ago(14, 0.5),
      ago(200),
      new Date(now.getTime() + DAY),
    ];
    const users = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into users (first_name, is_active, is_active_email, is_active_phone, status, created_at)
          select 'Rollup', i % 3 <> 0, i % 2 = 0, i % 4 = 0, case when i % 5 = 0 then 'DEACTIVATED' else 'ACTIVE' end, c
          from unnest(${list(created.map((d) => d.toISOString()))}::timestamptz[]) with ordinality as x(c, i)
          returning id`,
    );
    ids.users = users.map((u) => u.id);
    const [u0, u1, u2, u3, u4] = ids.users as [string, string, string, string, string];
    await t.db.execute(sql`insert into user_metadata (user_id, city_id) values
      (${u0}, ${ids.cities[0]}), (${u1}, ${ids.cities[1]}), (${u2}, null), (${u3}, ${ids.cities[0]})`);
    await t.db.execute(sql`insert into posts (title, price, user_id, status, total_view, created_at)
      select 'Rollup ' || i, 100000000, (${list(ids.users)}::uuid[])[1 + i % 5],
             (array['ACTIVE','ACTIVE','SOLD','DRAFT','DETELED','PENDING'])[1 + i % 6], i * 3, c
      from unnest(${list([...created, ...created].map((d) => d.toISOString()))}::timestamptz[]) with ordinality as x(c, i)`);
    await t.db.execute(sql`insert into transactions (user_id, amount, type, created_at)
      select (${list(ids.users)}::uuid[])[1 + i % 5], 10000 * i + 1,
             (array['DEPOSIT','KAR_GIVE_AWAY','POST_CREATE','MOMO'])[1 + i % 4], c
      from unnest(${list([...created, ...created].map((d) => d.toISOString()))}::timestamptz[]) with ordinality as x(c, i)`);
    // One row at a time, as the API writes.
    await t.db.execute(
      sql`insert into transactions (user_id, amount, type) values (${u4}, 123456789, 'VN_PAY')`,
    );
    await t.db.execute(
      sql`insert into posts (title, price, user_id, status) values ('Now', 1, ${u4}, 'ACTIVE')`,
    );
    await expectSameAsDirect(t.db, nows);
    await expectApiSameAsDirect(t, token);
  });

  it('follow updates: status changes, soft deletes, views, flags, amounts, types, cities and dates', async () => {
    const [u0, u1, u2, , u4] = ids.users as [string, string, string, string, string];
    await t.db.execute(
      sql`update posts set status = 'SOLD' where status = 'ACTIVE' and title like 'Rollup %'`,
    );
    // Soft deletes: a listing marked deleted, a member deactivated and switched off.
    await t.db.execute(
      sql`update posts set status = 'DETELED' where id in (select id from posts order by id limit 25)`,
    );
    await t.db.execute(sql`update users set status = 'DELETED', is_active = false where id = ${u1}`);
    await t.db.execute(
      sql`update posts set total_view = total_view + 7 where id in (select id from posts order by id desc limit 40)`,
    );
    await t.db.execute(sql`update users set is_active = not is_active, is_active_email = not is_active_email
      where id in (select id from users order by id limit 30)`);
    await t.db.execute(sql`update users set created_at = created_at - interval '9 days' where id = ${u2}`);
    await t.db.execute(
      sql`update posts set created_at = created_at + interval '30 hours' where user_id = ${u0}`,
    );
    await t.db.execute(sql`update transactions set amount = amount * 3 where user_id = ${u4}`);
    await t.db.execute(
      sql`update transactions set type = 'KAR_GIVE_AWAY' where user_id = ${u0} and type <> 'KAR_GIVE_AWAY'`,
    );
    await t.db.execute(
      sql`update transactions set created_at = created_at - interval '8 days' where user_id = ${u1}`,
    );
    await t.db.execute(sql`update user_metadata set city_id = null where user_id = ${u0}`);
    await t.db.execute(sql`update user_metadata set city_id = ${ids.cities[2]} where user_id = ${u2}`);
    await t.db.execute(sql`update user_metadata set city_id = ${ids.cities[1]}
      where user_id in (select user_id from user_metadata where city_id = ${ids.cities[0]} limit 10)`);
    // An update that touches no counted column changes nothing.
    await t.db.execute(sql`update users set last_login_at = now() where id = ${u4}`);
    await expectSameAsDirect(t.db, nows);
    await expectApiSameAsDirect(t, token);
  });

  it('follow deletes, cascades included, and ignore a rolled-back transaction', async () => {
    const [, u1, u2, u3] = ids.users as [string, string, string, string];
    await t.db.execute(
      sql`delete from posts where id in (select id from posts where status = 'DRAFT' order by id limit 15)`,
    );
    await t.db.execute(
      sql`delete from transactions where id in (select id from transactions order by id limit 20)`,
    );
    await t.db.execute(sql`delete from user_metadata where user_id = ${u3}`);
    // Deleting members takes their metadata, posts and transactions with them (ON DELETE CASCADE).
    await t.db.execute(sql`delete from users where id in (${u1}, ${u2})`);
    const before = await rollupSnapshot(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`delete from posts where title like 'Rollup %'`);
        await tx.execute(sql`update users set is_active = false`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await rollupSnapshot(t.db)).toEqual(before);
    await expectSameAsDirect(t.db, nows);
    await expectApiSameAsDirect(t, token);
  });

  it('equal a rebuild from the source tables (dashboard_rollups_rebuild)', async () => {
    const kept = await rollupSnapshot(t.db);
    await t.db.execute(sql`select dashboard_rollups_rebuild()`);
    expect(await rollupSnapshot(t.db)).toEqual(kept);
    expect(kept[0].length).toBeGreaterThan(10);
  });
});
