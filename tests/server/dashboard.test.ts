import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, provinces, transactions, userMetadata, users } from '../../server/db/schema';
import {
  activeListingsPerActiveUser,
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
import { DATABASES, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

/*
 * Known rows, every expectation computed by hand (docs/dashboard.md has the definitions).
 * "Now" is 2026-06-15 12:00 in Viet Nam: this week = [06-08 05:00Z, now), last week = [06-01 05:00Z, 06-08 05:00Z).
 */
const NOW = new Date('2026-06-15T05:00:00Z');
const at = (iso: string) => new Date(iso);

async function insertKnownRows(t: TestApp) {
  // The app seeds demo data on start; this private database is emptied of everything the dashboard reads.
  await t.db.execute(sql`truncate users, posts, transactions, user_metadata cascade`);
  const [hn, hcm, binhDuong] = await t.db
    .insert(provinces)
    .values([
      { name: 'Tỉnh Thử Một', countryCode: 'VN', code: 'T01', slug: 'thu-mot' },
      // A former unit no province in force is known to have taken over: its own row, flagged.
      { name: 'Tỉnh Thử Hai', countryCode: 'VN', code: 'T02', slug: 'thu-hai', isActive: false },
      // A former province (inactive since 1 July 2025) that Hồ Chí Minh (code 79) took over.
      { name: 'Tỉnh Bình Dương', countryCode: 'VN', code: '74', slug: 'binh-duong', isActive: false },
    ])
    .returning({ id: provinces.id });
  // The province in force comes with the migrations (0016_current_units.sql).
  const [current] = await t.db
    .select({ id: provinces.id, name: provinces.name })
    .from(provinces)
    .where(sql`${provinces.code} = '79' and ${provinces.isActive}`);
  if (!hn || !hcm || !binhDuong || !current) throw new Error('provinces not inserted');
  const member = (createdAt: string, isActive: boolean, isActiveEmail: boolean, isActivePhone: boolean) => ({
    createdAt: at(createdAt),
    isActive,
    isActiveEmail,
    isActivePhone,
  });
  const inserted = await t.db
    .insert(users)
    .values([
      member('2026-01-10T03:00:00Z', true, true, false), // u1 January
      member('2026-03-05T03:00:00Z', true, false, false), // u2 March, unverified
      member('2026-06-03T03:00:00Z', false, false, true), // u3 last week, inactive
      member('2026-06-10T03:00:00Z', true, false, false), // u4 this week, unverified, no metadata
      member('2026-06-12T03:00:00Z', true, true, false), // u5 this week
      member('2026-05-31T18:00:00Z', true, false, false), // u6 = 06-01 01:00 in Viet Nam: June; unverified
    ])
    .returning({ id: users.id });
  const [u1, u2, u3, u4, u5, u6] = inserted.map((u) => u.id) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  await t.db.insert(userMetadata).values([
    { userId: u1, cityId: hn.id },
    { userId: u2, cityId: hn.id },
    { userId: u3, cityId: binhDuong.id },
    { userId: u5, cityId: current.id },
    { userId: u6, cityId: hcm.id },
    // u4 has no metadata row: it lands in the null bucket.
  ]);
  await t.db.insert(transactions).values([
    { userId: u1, amount: 1_000_000, type: 'DEPOSIT', createdAt: at('2026-06-10T03:00:00Z') },
    { userId: u2, amount: 500_000, type: 'POST_CREATE', createdAt: at('2026-06-14T03:00:00Z') },
    { userId: u1, amount: 300_000, type: 'KAR_GIVE_AWAY', createdAt: at('2026-06-11T03:00:00Z') },
    { userId: u3, amount: 600_000, type: 'VN_PAY', createdAt: at('2026-06-05T03:00:00Z') },
    { userId: u2, amount: 200_000, type: 'MOMO', createdAt: at('2026-04-20T10:00:00Z') },
    // 2026-02-01 03:00 in Viet Nam: February, not January.
    { userId: u1, amount: 100_000, type: 'DEPOSIT', createdAt: at('2026-01-31T20:00:00Z') },
  ]);
  const post = (
    userId: string,
    status: 'ACTIVE' | 'SOLD' | 'DRAFT',
    createdAt: string,
    totalView: number,
  ) => ({
    userId,
    status,
    totalView,
    title: `Post ${createdAt}`,
    price: 500_000_000,
    createdAt: at(createdAt),
  });
  await t.db
    .insert(posts)
    .values([
      post(u1, 'ACTIVE', '2026-02-01T03:00:00Z', 100),
      post(u2, 'ACTIVE', '2026-06-09T03:00:00Z', 50),
      post(u2, 'SOLD', '2026-03-01T03:00:00Z', 25),
      post(u4, 'DRAFT', '2026-06-11T03:00:00Z', 0),
      post(u1, 'ACTIVE', '2026-06-02T03:00:00Z', 7),
    ]);
  return { hn: hn.id, hcm: hcm.id, binhDuong: binhDuong.id, current: current.id, currentName: current.name };
}

describe('weeklyChange', () => {
  it('is the percentage change from last week, 2 decimals', () => {
    expect(weeklyChange(250_000, 150_000)).toBe(66.67);
    expect(weeklyChange(90, 100)).toBe(-10);
  });
  it('counts a start from zero as +100 % and zero to zero as 0 %', () => {
    expect(weeklyChange(5, 0)).toBe(100);
    expect(weeklyChange(0, 0)).toBe(0);
  });
});

describe.each(DATABASES)('dashboard on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let ids: Awaited<ReturnType<typeof insertKnownRows>>;

  beforeAll(async () => {
    t = await startTestApp(engine, { seedDemo: false });
    token = await t.login();
    ids = await insertKnownRows(t);
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  it('revenue per user: 1,500,000 / 6 this week against 600,000 / 4 last week', async () => {
    expect(await revenuePerUser(t.db, NOW, false)).toEqual({ value: 250_000, change: 66.67 });
  });

  it('revenue per active user: 1,500,000 / 5 against 600,000 / 3', async () => {
    expect(await revenuePerUser(t.db, NOW, true)).toEqual({ value: 300_000, change: 50 });
  });

  it('user growth rate: 2 new members this week against 1', async () => {
    expect(await userGrowthRate(t.db, NOW)).toEqual({ value: 2, change: 100 });
  });

  it('active listings per active user: 3 / 5 against 2 / 3', async () => {
    expect(await activeListingsPerActiveUser(t.db, NOW)).toEqual({ value: 0.6, change: -10 });
  });

  it('listings by status lists every status, zero included', async () => {
    const rows = await listingByStatus(t.db);
    expect(rows).toHaveLength(11);
    expect(rows.filter((r) => r.count > 0)).toEqual([
      { status: 'DRAFT', count: 1 },
      { status: 'SOLD', count: 1 },
      { status: 'ACTIVE', count: 3 },
    ]);
  });

  it('members by location, largest first, the null bucket last', async () => {
    // u3 on the former Bình Dương counts in Hồ Chí Minh beside u5, in one row under the current name.
    expect(ids.currentName).toBe('Thành phố Hồ Chí Minh');
    expect(await userByLocation(t.db)).toEqual([
      { cityid: ids.current, province: 'Thành phố Hồ Chí Minh', count: 2, isFormer: false },
      { cityid: ids.hn, province: 'Tỉnh Thử Một', count: 2, isFormer: false },
      { cityid: ids.hcm, province: 'Tỉnh Thử Hai', count: 1, isFormer: true },
      { cityid: null, province: null, count: 1, isFormer: false },
    ]);
  });

  it('members by location stay right as members move between a former province and its successor', async () => {
    // The roll-up keeps counting by the id a member holds; the merge is made when it is read.
    await t.db.execute(sql`update user_metadata set city_id = ${ids.binhDuong} where city_id = ${ids.hn}`);
    try {
      expect(await userByLocation(t.db)).toEqual([
        { cityid: ids.current, province: 'Thành phố Hồ Chí Minh', count: 4, isFormer: false },
        { cityid: ids.hcm, province: 'Tỉnh Thử Hai', count: 1, isFormer: true },
        { cityid: null, province: null, count: 1, isFormer: false },
      ]);
      const counts = await sqlRows<{ city_id: string; n: number }>(
        t.db,
        sql`select city_id, n from user_city_counts where city_id = ${ids.binhDuong}`,
      );
      expect(counts).toEqual([{ city_id: ids.binhDuong, n: 3 }]);
    } finally {
      await t.db.execute(
        sql`update user_metadata set city_id = ${ids.hn} where user_id in (select id from users
            where created_at in ('2026-01-10T03:00:00Z', '2026-03-05T03:00:00Z'))`,
      );
    }
    expect(await userByLocation(t.db)).toHaveLength(4);
  });

  it('member status and listing views', async () => {
    expect(await userStatus(t.db)).toEqual({ total: 6, active: 5, unverified: 3, totalViewPost: 182 });
  });

  it('revenue by type includes the give-away', async () => {
    expect(await totalRevenueByType(t.db)).toEqual([
      { type: 'DEPOSIT', count: 1_100_000 },
      { type: 'VN_PAY', count: 600_000 },
      { type: 'POST_CREATE', count: 500_000 },
      { type: 'KAR_GIVE_AWAY', count: 300_000 },
      { type: 'MOMO', count: 200_000 },
    ]);
  });

  it('new members per Viet Nam month, newest first, empty months as 0', async () => {
    expect(await userTotalSeries(t.db, NOW, 3)).toEqual([
      { date: '2026-06', count: 4 },
      { date: '2026-05', count: 0 },
      { date: '2026-04', count: 0 },
    ]);
    expect(await userTotalSeries(t.db, NOW, null)).toEqual([
      { date: '2026-06', count: 4 },
      { date: '2026-05', count: 0 },
      { date: '2026-04', count: 0 },
      { date: '2026-03', count: 1 },
      { date: '2026-02', count: 0 },
      { date: '2026-01', count: 1 },
    ]);
    const year = await userTotalSeries(t.db, NOW, 12);
    expect(year).toHaveLength(12);
    expect(year.at(-1)).toEqual({ date: '2025-07', count: 0 });
  });

  it('revenue per month leaves out the give-away and starts at the first revenue', async () => {
    expect(await revenueTotalSeries(t.db, NOW, 1)).toEqual([{ date: '2026-06', count: 2_100_000 }]);
    expect(await revenueTotalSeries(t.db, NOW, null)).toEqual([
      { date: '2026-06', count: 2_100_000 },
      { date: '2026-05', count: 0 },
      { date: '2026-04', count: 200_000 },
      { date: '2026-03', count: 0 },
      { date: '2026-02', count: 100_000 },
    ]);
  });

  it('answers the ten dashboard queries over HTTP in two batches of five', async () => {
    // All rows are more than two weeks old at the real clock, so weekly revenue and growth are 0.
    const first = await t.post<{ data: Record<string, unknown> }[]>(
      [
        { query: '{ adminDashboardRevenuePerUser { value change } }' },
        { query: '{ adminDashboardRevenuePerUserActive { value change } }' },
        { query: '{ adminDashboardActiveListingAndActiveUser { value change } }' },
        { query: '{ adminDashboardUserGrowthRate { value change } }' },
        { query: '{ adminDashboardUserStatusActive { active total unverified totalViewPost } }' },
      ],
      { token },
    );
    expect(first.status).toBe(200);
    expect(first.body.map((r) => r.data)).toEqual([
      { adminDashboardRevenuePerUser: { value: 0, change: 0 } },
      { adminDashboardRevenuePerUserActive: { value: 0, change: 0 } },
      { adminDashboardActiveListingAndActiveUser: { value: 0.6, change: 0 } },
      { adminDashboardUserGrowthRate: { value: 0, change: 0 } },
      { adminDashboardUserStatusActive: { active: 5, total: 6, unverified: 3, totalViewPost: 182 } },
    ]);
    const second = await t.post<{ data: Record<string, unknown> }[]>(
      [
        { query: '{ adminDashboardListingByStatus { count status } }' },
        { query: '{ adminDashboardUserByLocation { count cityid province isFormer } }' },
        { query: '{ adminDashboardTotalRevenue { count type } }' },
        {
          query: 'query ($n: Int) { adminDashboardUserTotal(numberMonth: $n) { count date } }',
          variables: { n: null },
        },
        { query: '{ adminDashboardRevenueTotal(numberMonth: 6) { count date } }' },
      ],
      { token },
    );
    expect(second.status).toBe(200);
    const [byStatus, byLocation, byType, userSeries, revenueSeries] = second.body.map((r) => r.data);
    expect(byStatus?.adminDashboardListingByStatus).toHaveLength(11);
    expect(byLocation?.adminDashboardUserByLocation).toEqual([
      { count: 2, cityid: ids.current, province: 'Thành phố Hồ Chí Minh', isFormer: false },
      { count: 2, cityid: ids.hn, province: 'Tỉnh Thử Một', isFormer: false },
      { count: 1, cityid: ids.hcm, province: 'Tỉnh Thử Hai', isFormer: true },
      { count: 1, cityid: null, province: null, isFormer: false },
    ]);
    expect(byType?.adminDashboardTotalRevenue).toHaveLength(5);
    const users = userSeries?.adminDashboardUserTotal as { count: number; date: string }[];
    expect(users.at(-1)).toEqual({ count: 1, date: '2026-01' });
    expect(users.reduce((s, r) => s + r.count, 0)).toBe(6);
    const revenue = revenueSeries?.adminDashboardRevenueTotal as { count: number; date: string }[];
    expect(revenue).toHaveLength(6);
  });

  it('refuses a month count that is not a whole number from 1', async () => {
    const res = await t.gql('{ adminDashboardUserTotal(numberMonth: 0) { count date } }', undefined, {
      token,
    });
    expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await t.gql('{ adminDashboardRevenuePerUser { value change } }');
    expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
  });
});
