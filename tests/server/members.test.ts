import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInVietnam } from '../../src/rules/dates';
import { DATE_FORMAT_MESSAGE, FUTURE_DATE_MESSAGE, TO_BEFORE_FROM_MESSAGE } from '../../src/rules/members';
import { DATABASES, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

const USERS = /* GraphQL */ `
  query Users(
    $skip: Int
    $take: Int
    $status: UserStatusFilter
    $createFrom: String
    $createTo: String
    $keyword: String
    $type: UserRole
  ) {
    users(
      skip: $skip
      take: $take
      status: $status
      createFrom: $createFrom
      createTo: $createTo
      keyword: $keyword
      type: $type
    ) {
      meta {
        itemCount
        totalItems
        itemsPerPage
        totalPages
        currentPage
        next
        previous
      }
      links {
        first
        previous
        next
        last
      }
      items {
        id
        email
        createdAt
        userBalance {
          id
          amount
          promotion
          userId
        }
        avatarMedia {
          id
          filePathSM
          mimeType
        }
        metadata {
          countryId
          cityId
          totalRating
          language
          province {
            id
            name
          }
          country {
            id
            code
          }
        }
      }
    }
  }
`;

// Only what the filter checks need: nested fields on 1000 rows would time the resolvers, not the filters.
const USER_IDS = /* GraphQL */ `
  query UserIds(
    $skip: Int
    $take: Int
    $status: UserStatusFilter
    $createFrom: String
    $createTo: String
    $keyword: String
    $type: UserRole
  ) {
    users(
      skip: $skip
      take: $take
      status: $status
      createFrom: $createFrom
      createTo: $createTo
      keyword: $keyword
      type: $type
    ) {
      meta {
        itemCount
        totalItems
        itemsPerPage
        totalPages
        next
      }
      links {
        next
      }
      items {
        id
      }
    }
  }
`;

// The UserStatusFilter enum of the contract.
const STATUSES = ['ACTIVE', 'DEACTIVATED', 'SUSPENDED', 'TERMINATED', 'DELETED'] as const;

// The schema's role names (SPEC §3) against the spelling stored on members.
const ROLES = {
  SELLERS: 'SELLER',
  GARAGE_OWNER: 'GARAGE_OWNER',
  PARKING_OWNER: 'PARKING_OWNER',
  LICENCE_LEARNER: 'LEARN_DRIVER_LICENSE',
  BUYERS: 'BUYER',
  CAR_OWNERSHIP: 'CAR_OWNERSHIP',
} as const;

interface Page {
  meta: {
    itemCount: number;
    totalItems: number;
    itemsPerPage: number;
    totalPages: number;
    currentPage: number;
    next: number | null;
    previous: number | null;
  };
  links: { first: string; previous: string; next: string; last: string };
  items: {
    id: string;
    email: string | null;
    createdAt: string;
    userBalance: { id: string; amount: number; promotion: number; userId: string } | null;
    avatarMedia: { id: string; filePathSM: string | null; mimeType: string } | null;
    metadata: {
      countryId: string | null;
      cityId: string | null;
      totalRating: number;
      language: string | null;
      province: { id: string; name: string } | null;
      country: { id: string; code: string } | null;
    } | null;
  }[];
}

interface Member {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  status: string;
  roles: string[];
  created_at: Date;
}

const vnDay = (d: Date) => todayInVietnam(d);

describe.each(DATABASES)('members list (users) on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function users(variables: Record<string, unknown>) {
    const res = await t.gql(USERS, variables, { token });
    return res;
  }

  async function page(variables: Record<string, unknown>): Promise<Page> {
    const res = await users(variables);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.users as Page;
  }

  async function idPage(variables: Record<string, unknown>) {
    const res = await t.gql(USER_IDS, variables, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.users as Pick<Page, 'meta' | 'links'> & { items: { id: string }[] };
  }

  /** Every matching id, newest first, as the API lists them (all fit on one clamped page here). */
  async function ids(filters: Record<string, unknown>) {
    const p = await idPage({ ...filters, skip: 1, take: 1000 });
    expect(p.meta.totalItems).toBe(p.items.length);
    return p.items.map((i) => i.id);
  }

  /** Independent of the resolver: every member straight from SQL, filtered and sorted in JS. */
  async function members(): Promise<Member[]> {
    const rows = await sqlRows<Omit<Member, 'created_at'> & { created_at: Date | string }>(
      t.db,
      sql`select id, email, first_name, last_name, phone, status, roles, created_at from users`,
    );
    return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
  }

  /** Newest first; members created at the same instant follow the id, descending, as the API does. */
  function newestFirst(list: Member[]) {
    return [...list]
      .sort(
        (a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
      )
      .map((m) => m.id);
  }

  /** SPEC §2.6: the keyword is found in the email, the full name or the phone number. */
  function matchesKeyword(m: Member, keyword: string) {
    const k = keyword.trim().toLowerCase();
    const digits = k.replace(/\D/g, '').replace(/^(84|0)/, '');
    const text = `${m.email ?? ''} ${m.first_name ?? ''} ${m.last_name ?? ''}`.toLowerCase();
    return text.includes(k) || (digits.length >= 3 && (m.phone ?? '').includes(digits));
  }

  async function sqlCount() {
    const [row] = await sqlRows<{ n: number | string }>(t.db, sql`select count(*) as n from users`);
    return Number(row?.n);
  }

  it('answers the paging envelope with skip as the page number', async () => {
    const total = await sqlCount();
    expect(total).toBeGreaterThan(300);
    const pages = Math.ceil(total / 10);

    const first = await page({ skip: 1, take: 10 });
    expect(first.meta).toEqual({
      itemCount: 10,
      totalItems: total,
      itemsPerPage: 10,
      totalPages: pages,
      currentPage: 1,
      next: 2,
      previous: null,
    });
    expect(first.links).toEqual({
      first: '?page=1&limit=10',
      previous: '',
      next: '?page=2&limit=10',
      last: `?page=${pages}&limit=10`,
    });

    const second = await page({ skip: 2, take: 10 });
    expect(second.meta).toMatchObject({ currentPage: 2, next: 3, previous: 1, itemCount: 10 });
    expect(second.links).toMatchObject({ previous: '?page=1&limit=10', next: '?page=3&limit=10' });

    const last = await page({ skip: pages, take: 10 });
    expect(last.meta).toMatchObject({
      currentPage: pages,
      next: null,
      previous: pages - 1,
      itemCount: total - (pages - 1) * 10,
    });
    expect(last.links.next).toBe('');

    const beyond = await page({ skip: pages + 1, take: 10 });
    expect(beyond.items).toEqual([]);
    expect(beyond.meta).toMatchObject({ itemCount: 0, totalItems: total, next: null });

    // Without skip and take the SPA's default page comes back.
    const defaults = await page({});
    expect(defaults.meta).toMatchObject({ currentPage: 1, itemsPerPage: 10, itemCount: 10 });
    expect(defaults.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
  });

  it('lists the newest members first, page after page', async () => {
    const expected = newestFirst(await members());
    expect(await ids({})).toEqual(expected);
    const third = await page({ skip: 3, take: 10 });
    expect(third.items.map((i) => i.id)).toEqual(expected.slice(20, 30));
    const seventh = await page({ skip: 7, take: 25 });
    expect(seventh.items.map((i) => i.id)).toEqual(expected.slice(150, 175));
    const stamps = third.items.map((i) => new Date(i.createdAt).getTime());
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
    // Page by page (deep pages are read from the other end) the list is the same, with nothing lost or repeated.
    const pages = Math.ceil(expected.length / 10);
    const all = await Promise.all(
      Array.from({ length: pages }, (_, i) =>
        idPage({ skip: i + 1, take: 10 }).then((p) => p.items.map((x) => x.id)),
      ),
    );
    expect(all.flat()).toEqual(expected);
  });

  it('searches by email, name and phone, case-insensitively and trimmed', async () => {
    const all = await members();
    const withEmail = all.find((m) => m.email && m.first_name);
    const withAccentedName = all.find((m) => /[^ -~]/.test(`${m.first_name} ${m.last_name}`));
    const any = all[17];
    if (!withEmail?.email || !withEmail.first_name || !withAccentedName?.first_name || !any?.phone) {
      throw new Error('seed data lacks the members this test needs');
    }
    const local = withEmail.email.split('@')[0] ?? '';
    const keywords = [
      local.toUpperCase(),
      `  ${withEmail.email}  `,
      `${withAccentedName.first_name} ${withAccentedName.last_name ?? ''}`.trim(),
      (withAccentedName.last_name ?? withAccentedName.first_name).toLowerCase(),
      withAccentedName.first_name.toUpperCase(),
      `0${any.phone}`,
      `+84 ${any.phone.slice(0, 3)} ${any.phone.slice(3)}`,
      any.phone.slice(2, 7),
      '@gmail',
      'no-such-member-anywhere',
      '50%',
      'a_b',
    ];
    for (const keyword of keywords) {
      const expected = newestFirst(all.filter((m) => matchesKeyword(m, keyword)));
      expect(await ids({ keyword }), `keyword ${JSON.stringify(keyword)}`).toEqual(expected);
    }
    expect(await ids({ keyword: local })).toContain(withEmail.id);
    expect(await ids({ keyword: `0${any.phone}` })).toContain(any.id);
    // A blank search is no search.
    expect((await page({ keyword: '   ' })).meta.totalItems).toBe(all.length);
  });

  it('refuses a keyword longer than 100 characters', async () => {
    const res = await users({ keyword: 'x'.repeat(101) });
    expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors?.[0]?.message).toBe('Search is limited to 100 characters');
  });

  it('filters by status', async () => {
    const all = await members();
    for (const status of STATUSES) {
      const expected = newestFirst(all.filter((m) => m.status === status));
      expect(await ids({ status }), status).toEqual(expected);
    }
    expect(all.some((m) => m.status !== 'ACTIVE')).toBe(true);
  });

  it('filters by type (role)', async () => {
    const all = await members();
    for (const [type, stored] of Object.entries(ROLES)) {
      const expected = newestFirst(all.filter((m) => m.roles.includes(stored)));
      expect(expected.length, type).toBeGreaterThan(0);
      expect(await ids({ type }), type).toEqual(expected);
    }
  });

  it('filters by creation date as calendar days in Viet Nam', async () => {
    // Two members either side of midnight in Viet Nam (17:00 UTC) on 10 March 2026.
    await t.db.execute(sql`
      insert into users (email, first_name, last_name, phone, prefix_phone, created_at, updated_at) values
        ('edge-late@test.kar', 'Edge', 'Late', '900000001', '84', '2026-03-10T16:59:59.999Z', now()),
        ('edge-next@test.kar', 'Edge', 'Next', '900000002', '84', '2026-03-10T17:00:00.000Z', now())`);
    const all = await members();
    const late = all.find((m) => m.email === 'edge-late@test.kar');
    const next = all.find((m) => m.email === 'edge-next@test.kar');
    const oneDay = await ids({ createFrom: '2026-03-10', createTo: '2026-03-10' });
    expect(oneDay).toContain(late?.id);
    expect(oneDay).not.toContain(next?.id);
    expect(await ids({ createFrom: '2026-03-11', createTo: '2026-03-11' })).toContain(next?.id);

    const days = [...new Set(all.map((m) => vnDay(m.created_at)))].sort();
    const from = days[Math.floor(days.length / 3)] ?? '';
    const to = days[Math.floor((days.length * 2) / 3)] ?? '';
    const today = todayInVietnam();
    const ranges: Record<string, string>[] = [
      { createFrom: from, createTo: to },
      { createFrom: from },
      { createTo: to },
      { createFrom: to, createTo: to },
      { createFrom: from, createTo: today },
    ];
    for (const range of ranges) {
      const expected = newestFirst(
        all.filter((m) => {
          const d = vnDay(m.created_at);
          return (!range.createFrom || d >= range.createFrom) && (!range.createTo || d <= range.createTo);
        }),
      );
      expect(expected.length, JSON.stringify(range)).toBeGreaterThan(0);
      expect(await ids(range), JSON.stringify(range)).toEqual(expected);
    }
  });

  it('refuses a date range ending before it starts, a future date and a malformed date', async () => {
    const tomorrow = todayInVietnam(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const cases: [Record<string, string>, string, string][] = [
      [{ createFrom: '2026-03-10', createTo: '2026-03-09' }, TO_BEFORE_FROM_MESSAGE, 'createTo'],
      [{ createFrom: tomorrow }, FUTURE_DATE_MESSAGE, 'createFrom'],
      [{ createTo: tomorrow }, FUTURE_DATE_MESSAGE, 'createTo'],
      [{ createFrom: '2026-02-30' }, DATE_FORMAT_MESSAGE, 'createFrom'],
      [{ createTo: '10/03/2026' }, DATE_FORMAT_MESSAGE, 'createTo'],
    ];
    for (const [variables, message, field] of cases) {
      const res = await users(variables);
      expect(errorCodes(res.body), JSON.stringify(variables)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.message).toBe(message);
      expect(res.body.errors?.[0]?.extensions?.field).toBe(field);
      expect(res.body.data ?? null).toBeNull();
    }
    expect(TO_BEFORE_FROM_MESSAGE).toBe('The end date cannot be before the start date');
    expect(FUTURE_DATE_MESSAGE).toBe('The date cannot be after today');
  });

  it('combines filters', async () => {
    const all = await members();
    const days = [...new Set(all.map((m) => vnDay(m.created_at)))].sort();
    const from = days[Math.floor(days.length / 4)] ?? '';
    const filters = { status: 'ACTIVE', type: 'BUYERS', createFrom: from, keyword: 'n' };
    const expected = newestFirst(
      all.filter(
        (m) =>
          m.status === 'ACTIVE' &&
          m.roles.includes('BUYER') &&
          vnDay(m.created_at) >= from &&
          matchesKeyword(m, 'n'),
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids(filters)).toEqual(expected);
    const paged = await page({ ...filters, skip: 2, take: 5 });
    expect(paged.meta.totalItems).toBe(expected.length);
    expect(paged.items.map((i) => i.id)).toEqual(expected.slice(5, 10));
  });

  it('resolves balance, avatar and metadata of each member', async () => {
    const [withCity] = await sqlRows<{ user_id: string }>(
      t.db,
      sql`select user_id from user_metadata where city_id is not null order by user_id limit 1`,
    );
    if (!withCity) throw new Error('no member with a city in the seed');
    const [m] = await sqlRows<{ email: string | null; phone: string }>(
      t.db,
      sql`select email, phone from users where id = ${withCity.user_id}`,
    );
    const [mediaRow] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into media (file_name, file_path_sm, file_path_original, mime_type)
          values ('avatar.webp', '/media/avatar-sm.webp', '/media/avatar.webp', 'image/webp') returning id`,
    );
    await t.db.execute(sql`update users set avatar = ${mediaRow?.id} where id = ${withCity.user_id}`);

    const p = await page({ keyword: `0${m?.phone}`, take: 1000 });
    const item = p.items.find((i) => i.id === withCity.user_id);
    expect(item).toBeDefined();
    const [expected] = await sqlRows<{
      balance_id: string;
      amount: number | string;
      promotion: number | string;
      country_id: string;
      city_id: string;
      total_rating: number;
      language: string;
      province_name: string;
      country_code: string;
    }>(
      t.db,
      sql`select b.id as balance_id, b.amount, b.promotion, md.country_id, md.city_id, md.total_rating, md.language,
                 p.name as province_name, c.code as country_code
          from users u
          join user_balances b on b.user_id = u.id
          join user_metadata md on md.user_id = u.id
          left join provinces p on p.id = md.city_id
          left join countries c on c.id = md.country_id
          where u.id = ${withCity.user_id}`,
    );
    expect(item?.userBalance).toEqual({
      id: expected?.balance_id,
      amount: Number(expected?.amount),
      promotion: Number(expected?.promotion),
      userId: withCity.user_id,
    });
    expect(item?.avatarMedia).toEqual({
      id: mediaRow?.id,
      filePathSM: '/media/avatar-sm.webp',
      mimeType: 'image/webp',
    });
    expect(item?.metadata).toEqual({
      countryId: expected?.country_id,
      cityId: expected?.city_id,
      totalRating: expected?.total_rating,
      language: expected?.language,
      province: { id: expected?.city_id, name: expected?.province_name },
      country: { id: expected?.country_id, code: expected?.country_code },
    });
    expect(expected?.country_code).toBe('VN');

    // Every member of a full page carries its own balance.
    const full = await page({ take: 50 });
    for (const i of full.items) expect(i.userBalance?.userId).toBe(i.id);
  });

  it('reads only the columns a selection asks for, yet answers every field as the member detail does', async () => {
    // Every User field, spread across a fragment, an inline fragment and aliases, as a client may write them.
    const every = /* GraphQL */ `
      fragment Own on User {
        email
        username
        storeName
        phone
        prefixPhone
        firstName
        lastName
        avatar
        dob
        isActive
        isWithdraw
        withdrawReason
        createdAt
        lastLoginAt
        updatedAt
        isActiveEmail
        isActivePhone
        referralCode
        hasPassword
      }
      fragment Joined on User {
        avatarMedia {
          id
          fileName
          thumbnail
          filePathSM
          filePathLG
          filePathOriginal
          mimeType
          uploadBy
          isDeleted
          deletedAt
          createdAt
          updatedAt
        }
        userBalance {
          id
          amount
          promotion
          userId
        }
        metadata {
          countryId
          cityId
          totalRating
          language
          province {
            id
            name
          }
          country {
            id
            code
          }
        }
      }
    `;
    // The demo members have no avatar: give one to the newest, so the joined media row is compared too.
    const [mediaRow] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into media (file_name, file_path_sm, file_path_original, mime_type)
          values ('face.webp', '/media/face-sm.webp', '/media/face.webp', 'image/webp') returning id`,
    );
    await t.db.execute(
      sql`update users set avatar = ${mediaRow?.id} where id = (select id from users order by created_at desc, id desc limit 1)`,
    );
    const list = await t.gql(
      `{ users(take: 300) { items { __typename key: id ...Own ... on User { ...Joined } } } } ${every}`,
      undefined,
      { token },
    );
    expect(list.body.errors, JSON.stringify(list.body.errors)).toBeUndefined();
    const all = (list.body.data?.users as { items: Record<string, unknown>[] }).items;
    // Members with and without an avatar, compared field by field with their detail.
    const withAvatar = all.filter((i) => i.avatarMedia !== null);
    const without = all.filter((i) => i.avatarMedia === null);
    expect(withAvatar.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    const items = [...withAvatar.slice(0, 5), ...without.slice(0, 5), ...all.slice(0, 5)];
    for (const item of items) {
      const detail = await t.gql(
        `query ($id: ID!) { adminGetUserDetail(id: $id) { __typename key: id ...Own ... on User { ...Joined } } } ${every}`,
        { id: item.key },
        { token },
      );
      expect(detail.body.errors).toBeUndefined();
      expect(item).toEqual(detail.body.data?.adminGetUserDetail);
    }
    // A narrow selection (the screen's) answers the same values for what it asks.
    const narrow = await t.gql(
      '{ users(take: 25) { items { id email avatarMedia { filePathSM } userBalance { amount } } } }',
      undefined,
      { token },
    );
    expect(narrow.body.errors).toBeUndefined();
    const byId = new Map(all.map((i) => [i.key, i]));
    for (const n of (narrow.body.data?.users as { items: Record<string, unknown>[] }).items) {
      const full = byId.get(n.id) as {
        email: unknown;
        avatarMedia: { filePathSM: unknown } | null;
        userBalance: { amount: unknown } | null;
      };
      expect(n).toEqual({
        id: n.id,
        email: full.email,
        avatarMedia: full.avatarMedia && { filePathSM: full.avatarMedia.filePathSM },
        userBalance: full.userBalance && { amount: full.userBalance.amount },
      });
    }
  });

  it('clamps take to 1000 rows', async () => {
    await t.db.execute(sql`
      insert into users (email, phone, prefix_phone, created_at, updated_at)
      select 'bulk' || g || '@test.kar', '8' || lpad(g::text, 8, '0'), '84', now() - make_interval(days => g % 300), now()
      from generate_series(1, 800) as g`);
    const total = await sqlCount();
    expect(total).toBeGreaterThan(1000);
    const big = await idPage({ skip: 1, take: 5000 });
    expect(big.meta).toMatchObject({
      itemsPerPage: 1000,
      itemCount: 1000,
      totalItems: total,
      totalPages: 2,
      next: 2,
    });
    expect(big.links.next).toBe('?page=2&limit=1000');
    const rest = await idPage({ skip: 2, take: 5000 });
    expect(rest.meta.itemCount).toBe(total - 1000);
    const expected = newestFirst(await members());
    expect([...big.items, ...rest.items].map((i) => i.id)).toEqual(expected);
  });
});
