import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, errorCodes, sqlRows, startTestApp, type GqlResult, type TestApp } from './helpers';

/**
 * Server-side sorting of the lists (server/kit/sort.ts): `sort: "key"` ascending, `"-key"` descending,
 * ties broken by the id in the same direction, no sort the list's own order, an unknown key refused.
 */

interface Page {
  meta: { totalItems: number };
  items: { id: string }[];
}

/** Every list root field that sorts, with the argument that carries the order. */
const LISTS: { field: string; arg: 'sort' | 'order' }[] = [
  { field: 'users', arg: 'sort' },
  { field: 'adminListUserTransferRequest', arg: 'sort' },
  { field: 'adminGetUserServices', arg: 'sort' },
  { field: 'adminGetServices', arg: 'sort' },
  { field: 'adminListNotification', arg: 'sort' },
  { field: 'adminListPost', arg: 'sort' },
  { field: 'adminGetListReviews', arg: 'sort' },
  { field: 'adminGetListReviewCategories', arg: 'sort' },
  { field: 'adminGetListReviewVideos', arg: 'sort' },
  { field: 'adminGetListAvatars', arg: 'sort' },
  { field: 'adminPaginationCarBuyingNeeds', arg: 'sort' },
  { field: 'adminGetListCustomerCarBuyingNeedByUserId', arg: 'sort' },
  { field: 'adminCarList', arg: 'sort' },
  { field: 'contestPagination', arg: 'sort' },
  { field: 'adminGetListAllVersion', arg: 'sort' },
  { field: 'adminListQuestionSimulation', arg: 'sort' },
  { field: 'adminListQuestionSimulationGroup', arg: 'sort' },
  { field: 'adminListQuestion', arg: 'sort' },
  { field: 'adminGetListTrafficSigns', arg: 'sort' },
  { field: 'adminGetListReportPost', arg: 'sort' },
  { field: 'adminListFeedBack', arg: 'sort' },
  { field: 'getListPhoneErrorMessages', arg: 'sort' },
  { field: 'adminListMedia', arg: 'sort' },
  { field: 'adminListBanner', arg: 'sort' },
  { field: 'adminGaragePagination', arg: 'order' },
  { field: 'adminCenterDriverLisensePagination', arg: 'order' },
  { field: 'adminParkingPagination', arg: 'order' },
];

const pageQuery = (field: string, arg: string, extra = '') => /* GraphQL */ `
  query Sorted($skip: Int, $take: Int, $sort: String) {
    ${field}(skip: $skip, take: $take, ${arg}: $sort) {
      meta { totalItems }
      items { id ${extra} }
    }
  }
`;

describe.each(DATABASES)('list sorting on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  async function page(field: string, arg: string, vars: Record<string, unknown>): Promise<Page> {
    const res = await t.gql(pageQuery(field, arg), vars, { token });
    expect(res.body.errors, `${field} ${JSON.stringify(res.body.errors)}`).toBeUndefined();
    return res.body.data?.[field] as Page;
  }

  /** The first `pages` pages of a sorted list, `take` at a time, joined: what an admin paging on sees. */
  async function firstPages(field: string, arg: string, sort: string, take: number, pages = 6) {
    const ids: string[] = [];
    for (let skip = 1; skip <= pages; skip++) {
      const p = await page(field, arg, { skip, take, sort });
      ids.push(...p.items.map((i) => i.id));
    }
    return ids;
  }
  const seen = (list: string[]) => new Set(list).size;

  const ids = async (query: ReturnType<typeof sql>) =>
    (await sqlRows<{ id: string }>(t.db, query)).map((r) => r.id);

  it.each(LISTS)('$field sorts by creation date both ways, the id breaking ties', async ({ field, arg }) => {
    const up = await page(field, arg, { take: 1000, sort: 'createdAt' });
    const down = await page(field, arg, { take: 1000, sort: '-createdAt' });
    const total = up.meta.totalItems;
    expect(up.items.length).toBe(Math.min(total, 1000));
    // Every key and the id run in one direction, so descending is ascending read backwards.
    if (total <= 1000) expect(down.items.map((i) => i.id)).toEqual(up.items.map((i) => i.id).reverse());
    else {
      const last = await page(field, arg, { skip: total, take: 1, sort: 'createdAt' });
      expect(last.items[0]?.id).toBe(down.items[0]?.id);
    }
  });

  it.each(LISTS)('$field refuses a key it does not sort by, in plain words', async ({ field, arg }) => {
    const res = await t.gql(pageQuery(field, arg), { sort: '-passwordHash' }, { token });
    expect(errorCodes(res.body as GqlResult)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors?.[0]?.message).toBe('Cannot sort by passwordHash');
  });

  it('answers the list in its own order when no sort is sent', async () => {
    const plain = await page('adminListPost', 'sort', { take: 30 });
    const expected = await ids(sql`select id from posts order by created_at desc, id desc limit 30`);
    expect(plain.items.map((i) => i.id)).toEqual(expected);
    const members = await page('users', 'sort', { take: 30, sort: '' });
    const newest = await ids(sql`select id from users order by created_at desc, id desc limit 30`);
    expect(members.items.map((i) => i.id)).toEqual(newest);
  });

  it('sorts posts by price, views and brand, ties paging stably', async () => {
    // Many posts share a view count, so only the id can keep them in one order from page to page.
    await sqlRows(
      t.db,
      sql`update posts set total_view = 900000 where id in (select id from posts order by id limit 40)`,
    );
    const views = await firstPages('adminListPost', 'sort', '-views', 7);
    expect(views).toEqual(await ids(sql`select id from posts order by total_view desc, id desc limit 42`));
    expect(seen(views)).toBe(42);

    const price = await page('adminListPost', 'sort', { take: 1000, sort: 'price' });
    expect(price.items.map((i) => i.id)).toEqual(
      await ids(sql`select id from posts order by price, id limit 1000`),
    );
    const brand = await page('adminListPost', 'sort', { take: 1000, sort: 'brand' });
    expect(brand.items.map((i) => i.id)).toEqual(
      await ids(
        sql`select p.id from posts p left join brands b on b.id = p.brand_id order by b.name, p.id limit 1000`,
      ),
    );
  });

  it('sorts a filtered page of posts within the filter', async () => {
    const res = await t.gql(
      /* GraphQL */ `
        query ($sort: String) {
          adminListPost(take: 1000, status: ACTIVE, sort: $sort) {
            items {
              id
              status
              price
            }
          }
        }
      `,
      { sort: '-price' },
      { token },
    );
    expect(res.body.errors).toBeUndefined();
    const items = (res.body.data?.adminListPost as { items: { id: string; price: number }[] }).items;
    const prices = items.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('sorts members by balance and by name, the far pages read from the tail as well', async () => {
    await sqlRows(
      t.db,
      sql`update user_balances set amount = 987654321 where user_id in (select id from users order by id limit 25)`,
    );
    const byBalance = await ids(
      sql`select u.id from users u left join user_balances b on b.user_id = u.id order by b.amount desc, u.id desc`,
    );
    const balance = await firstPages('users', 'sort', '-balance', 9, 4);
    expect(balance).toEqual(byBalance.slice(0, 36));
    expect(seen(balance)).toBe(36);
    // Past the middle the server reads the same order backwards from the end (docs/members-search.md).
    const lastPage = Math.ceil(byBalance.length / 9);
    for (const skip of [lastPage - 1, lastPage]) {
      const p = await page('users', 'sort', { skip, take: 9, sort: '-balance' });
      expect(p.items.map((r) => r.id)).toEqual(byBalance.slice((skip - 1) * 9, skip * 9));
    }
    const byName = await ids(
      sql`select id from users order by lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), id`,
    );
    const name = await page('users', 'sort', { take: 1000, sort: 'name' });
    expect(name.items.map((r) => r.id)).toEqual(byName.slice(0, 1000));
    const tail = await page('users', 'sort', { skip: Math.ceil(byName.length / 7), take: 7, sort: 'name' });
    expect(tail.items.map((r) => r.id)).toEqual(byName.slice((Math.ceil(byName.length / 7) - 1) * 7));
  });

  it('keeps the balance and brand sorts true as balances, brands and posts change (migration 0045)', async () => {
    const byBalance = () =>
      ids(
        sql`select u.id from users u left join user_balances b on b.user_id = u.id order by b.amount, u.id`,
      );
    const all = async (sort: string) =>
      (await page('users', 'sort', { take: 1000, sort })).items.map((i) => i.id);
    // A credit (the transfers' upsert), a new balance row, and a member left without one.
    const [first = '', second = '', third = ''] = await ids(sql`select id from users order by id limit 3`);
    await sqlRows(
      t.db,
      sql`insert into user_balances (user_id, amount) values (${first}, 5) on conflict (user_id)
          do update set amount = excluded.amount`,
    );
    await sqlRows(t.db, sql`delete from user_balances where user_id = ${second}`);
    await sqlRows(t.db, sql`insert into user_balances (user_id, amount) values (${second}, 1)`);
    await sqlRows(t.db, sql`delete from user_balances where user_id = ${third}`);
    const expected = await byBalance();
    expect(expected.indexOf(second)).toBeLessThan(expected.indexOf(first));
    expect(expected.at(-1)).toBe(third);
    expect(await all('balance')).toEqual(expected.slice(0, 1000));
    expect((await all('-balance'))[0]).toBe(third);
    const copies = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users u left join user_balances b on b.user_id = u.id
          where u.balance_sort is distinct from b.amount`,
    );
    expect(copies[0]?.n).toBe(0);

    // A brand renamed to the front, and a post moved to another brand.
    const byBrand = () =>
      ids(
        sql`select p.id from posts p left join brands b on b.id = p.brand_id order by b.name, p.id limit 1000`,
      );
    const [brand] = await sqlRows<{ id: string; name: string }>(
      t.db,
      sql`select id, name from brands where id in (select brand_id from posts) order by name desc limit 1`,
    );
    if (!brand) throw new Error('no brand with posts');
    await sqlRows(t.db, sql`update brands set name = ${`0 ${brand.name}`} where id = ${brand.id}`);
    const [moved] = await ids(sql`select id from posts where brand_id <> ${brand.id} order by id limit 1`);
    await sqlRows(t.db, sql`update posts set brand_id = ${brand.id} where id = ${moved}`);
    const renamed = await byBrand();
    expect(renamed).toContain(moved);
    expect(
      (await page('adminListPost', 'sort', { take: 1000, sort: 'brand' })).items.map((i) => i.id),
    ).toEqual(renamed);
    await sqlRows(t.db, sql`update brands set name = ${brand.name} where id = ${brand.id}`);
    const stale = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from posts p left join brands b on b.id = p.brand_id
          where p.brand_sort is distinct from b.name`,
    );
    expect(stale[0]?.n).toBe(0);
  });

  it('sorts transfers by amount, market price by price and year, driving centres by rating', async () => {
    await sqlRows(
      t.db,
      sql`update transfer_requests set amount = 987654321 where id in (select id from transfer_requests order by id limit 10)`,
    );
    const amount = await firstPages('adminListUserTransferRequest', 'sort', '-amount', 4, 4);
    expect(amount).toEqual(
      await ids(sql`select id from transfer_requests order by amount desc, id desc limit 16`),
    );

    await sqlRows(
      t.db,
      sql`update car_versions set year_manufacture = 1990 where id in (select id from car_versions order by id limit 12)`,
    );
    const year = await firstPages('adminGetListAllVersion', 'sort', 'year', 5, 4);
    expect(year).toEqual(await ids(sql`select id from car_versions order by year_manufacture, id limit 20`));
    const price = await page('adminGetListAllVersion', 'sort', { take: 1000, sort: '-price' });
    expect(price.items.map((i) => i.id)).toEqual(
      await ids(sql`select id from car_versions order by price_car_version desc, id desc limit 1000`),
    );

    await sqlRows(
      t.db,
      sql`update driving_centers set average_rating = 4.5 where id in (select id from driving_centers order by id limit 6)`,
    );
    const rating = await firstPages('adminCenterDriverLisensePagination', 'order', '-rating', 3, 4);
    expect(rating).toEqual(
      await ids(sql`select id from driving_centers order by average_rating desc, id desc limit 12`),
    );
  });
});
