import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { listUsers, usersWhere } from '../../server/graphql/resolvers/members';
import { DATABASES, sqlRows, startTestApp, type TestApp } from './helpers';

/*
 * A keyword alone is counted on the trigger-kept search copy (migration 0009). These checks hold it to
 * the count over users itself, on the demo members and after inserts, updates, deletes and a truncate.
 */

async function directCount(t: TestApp, keyword: string) {
  const [row] = await t.db.select({ n: count() }).from(users).where(usersWhere({ keyword }));
  return row?.n ?? 0;
}

describe.each(DATABASES)('members keyword total on $name', (engine) => {
  let t: TestApp;
  let keywords: string[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    const [sample] = await sqlRows<{ email: string; last: string; phone: string }>(
      t.db,
      sql`select email, last_name as last, phone from users
          where email is not null and last_name is not null and phone is not null order by created_at limit 1`,
    );
    if (!sample) throw new Error('no demo member with email, name and phone');
    keywords = [
      sample.last,
      sample.last.toUpperCase(),
      sample.email.slice(0, 6),
      sample.phone.slice(-5),
      `0${sample.phone.slice(0, 4)}`,
      'nguyễn',
      '@',
      '50%_',
      'no member is called this',
    ];
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  async function expectSameTotals() {
    for (const keyword of keywords) {
      const page = await listUsers(t.db, { skip: 1, take: 10, keyword });
      expect(page.meta.totalItems, `keyword "${keyword}"`).toBe(await directCount(t, keyword));
    }
  }

  it('equals the count over users on the demo members', async () => {
    expect(await directCount(t, keywords[0] ?? '')).toBeGreaterThan(0);
    await expectSameTotals();
  });

  it('follows inserts, updates of name, email and phone, and deletes', async () => {
    const inserted = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into users (email, first_name, last_name, phone) values
            ('search.one@kar.vn', 'Nguyễn Văn', 'Mạnh', '912000111'),
            (null, null, 'Mạnh', null),
            ('50%_off@kar.vn', 'Trần', null, '988777666')
          returning id`,
    );
    keywords.push('mạnh', '912000', 'search.one');
    await expectSameTotals();
    const [a, b, c] = inserted.map((r) => r.id) as [string, string, string];
    await t.db.execute(sql`update users set last_name = 'Hùng', phone = '977000222' where id = ${a}`);
    await t.db.execute(sql`update users set email = 'manh.second@kar.vn' where id = ${b}`);
    await t.db.execute(sql`update users set is_active = false where id = ${c}`);
    await t.db.execute(sql`update users set first_name = upper(first_name)
                           where id in (select id from users order by id limit 20)`);
    keywords.push('hùng', '977000', 'manh.second');
    await expectSameTotals();
    await t.db.execute(sql`delete from users where id in (${a}, ${c})`);
    await expectSameTotals();
  });

  it('is empty after a truncate, like users', async () => {
    await t.db.execute(sql`truncate users cascade`);
    const [left] = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from user_search`);
    expect(left?.n).toBe(0);
    await t.db.execute(sql`insert into users (first_name, last_name) values ('Lê', 'Mạnh')`);
    await expectSameTotals();
    expect((await listUsers(t.db, { skip: 1, take: 10, keyword: 'mạnh' })).meta.totalItems).toBe(1);
  });
});
