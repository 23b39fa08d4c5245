import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_KEYWORD_COUNT_CAP } from '../../server/graphql/resolvers/posts';
import { ARGON2_OPTIONS } from '../../server/services/auth/auth-service';
import { roleIdSql } from '../../server/services/auth/roles';
import {
  POST_BRAND_ID_MESSAGE,
  POST_MODEL_OF_BRAND_MESSAGE,
  POST_NOTE_REQUIRED,
  POST_PRICE_MESSAGE,
  POST_REASON_REQUIRED,
  POST_VERSION_OF_MODEL_MESSAGE,
  postRequired,
  postShortCode,
  postYearMessage,
  postNextYear,
  POST_MEDIA_UNKNOWN_MESSAGE,
  POST_NOTHING_TO_UNDO_MESSAGE,
  POST_UNDO_ALREADY_MESSAGE,
  POST_UNDO_MAILED_MESSAGE,
  POST_UNDO_TOO_LATE_MESSAGE,
  postUndoNotYoursMessage,
} from '../../src/rules/posts';
import {
  DATABASES,
  DUMMY_UUID,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

const META = `meta { itemCount totalItems itemsPerPage totalPages currentPage next previous totalIsLowerBound }`;
const LIST = /* GraphQL */ `
  query (
    $skip: Int
    $take: Int
    $titleAndPostId: String
    $status: PostStatus
    $createFrom: String
    $createTo: String
    $userId: ID
    $location: String
    $brand: ID
  ) {
    adminListPost(
      skip: $skip
      take: $take
      titleAndPostId: $titleAndPostId
      status: $status
      createFrom: $createFrom
      createTo: $createTo
      userId: $userId
      location: $location
      brand: $brand
    ) {
      ${META}
      items { id title status createdAt userId brand { id name } city { id name } reportCount
        marketPrice { versionPrice ratio outlier } user { id email } medias { id } }
    }
  }
`;
const DETAIL = /* GraphQL */ `
  query ($id: ID!) {
    adminGetPostDetail(id: $id) {
      id
      title
      status
      price
      year
      odometer
      regPlate
      plateHidden
      offer
      isSaved
      userId
      brand {
        id
        name
      }
      model {
        id
        name
        brandMeta {
          id
        }
      }
      version {
        id
        name
      }
      bodyType {
        id
      }
      colour {
        id
      }
      fuelType {
        id
      }
      seat {
        id
      }
      door {
        id
      }
      city {
        id
        name
      }
      user {
        id
        email
      }
      medias {
        id
        filePathOriginal
      }
      hidePlateMedias {
        id
      }
      statusReasonRejected {
        status
        note
        reason
      }
      reportCount
      reports {
        id
        reason
        user {
          id
        }
        post {
          id
        }
      }
      statusHistory {
        id
        at
        from
        to
        reason
        note
        admin {
          id
          fullName
        }
      }
      sellerPostCount
      claim {
        admin {
          id
        }
        mine
        expiresAt
      }
      waitingSince
      pendingEdit {
        submittedAt
        changes {
          field
          before
          after
        }
      }
      marketPrice {
        versionPrice
        ratio
        outlier
      }
    }
  }
`;
const CHANGE = /* GraphQL */ `
  mutation (
    $id: ID!
    $status: PostStatus!
    $note: String
    $reason: PostModerationReason
    $expectedStatus: PostStatus
  ) {
    adminChangeStatusPost(
      id: $id
      status: $status
      note: $note
      reason: $reason
      expectedStatus: $expectedStatus
    ) {
      id
      status
      title
      statusReasonRejected {
        status
        note
        reason
      }
    }
  }
`;
const CLAIM = `mutation ($id: ID!) { adminClaimPost(id: $id) { admin { id fullName } mine claimedAt expiresAt } }`;
const RELEASE = `mutation ($id: ID!) { adminReleasePost(id: $id) }`;
const DISMISS = `mutation ($id: ID!, $expectedStatus: PostStatus) { adminDismissPostReports(id: $id, expectedStatus: $expectedStatus) { id status } }`;
const QUEUE = `query ($skip: Int, $take: Int) { adminPostReviewQueue(skip: $skip, take: $take) { ${META}
  items { kind waitingSince reportCount reasons post { id status } } } }`;
const CREATE = `mutation ($input: AdminPostInput!) { adminCreatePost(input: $input) { id title status price brand { id } model { id } version { id } medias { id } } }`;
const EDIT = `mutation ($id: ID!, $input: AdminPostInput!) { adminEditPost(id: $id, input: $input) { id title price status } }`;
const REPORTS = `query { adminGetListReportPost(skip: 1, take: 5) { items { id postId post { id title } } } }`;

interface PostItem {
  id: string;
  title: string;
  status: string;
  createdAt: string;
  userId: string;
  brand: { id: string; name: string } | null;
  city: { id: string; name: string } | null;
}
interface Page<T> {
  meta: {
    itemCount: number;
    totalItems: number;
    currentPage: number;
    totalPages: number;
    next: number | null;
    totalIsLowerBound: boolean | null;
  };
  items: T[];
}

const data = <T>(body: GqlResult, field: string) => body.data?.[field] as T;

describe.each(DATABASES)('posts on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let other: { id: string; token: string; name: string };
  let me: string;
  let ref: {
    userId: string;
    brandId: string;
    modelId: string;
    versionId: string;
    otherBrandId: string;
    otherModelId: string;
    provinceId: string;
    provinceName: string;
    imageId: string;
  };

  const gql = (q: string, v?: Record<string, unknown>, tk = token) => t.gql(q, v, { token: tk });
  const list = async (v: Record<string, unknown>) => {
    const res = await gql(LIST, { take: 100, ...v });
    expect(res.body.errors).toBeUndefined();
    return data<Page<PostItem>>(res.body, 'adminListPost');
  };
  const count = async (q: ReturnType<typeof sql>) => (await sqlRows<{ n: number }>(t.db, q))[0]?.n ?? -1;

  /** A post written straight into the table in the given status, so each test owns its own rows. */
  async function makePost(status: string, extra: { title?: string; createdAt?: string } = {}) {
    const [row] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into posts (title, price, status, user_id, brand_id, model_id, version_id, city_id, year, created_at)
          values (${extra.title ?? `Test post ${randomBytes(3).toString('hex')}`}, 500000000, ${status}, ${ref.userId},
                  ${ref.brandId}, ${ref.modelId}, ${ref.versionId}, ${ref.provinceId}, 2020,
                  ${extra.createdAt ?? new Date().toISOString()}::timestamptz)
          returning id`,
    );
    if (!row) throw new Error('post not inserted');
    return row.id;
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    me =
      (await sqlRows<{ id: string }>(t.db, sql`select id from admins where email = ${t.email}`))[0]?.id ?? '';
    const email = `mod-${randomBytes(4).toString('hex')}@kar.vn`;
    const password = `Pw-${randomBytes(9).toString('base64url')}`;
    const [row] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into admins (email, password_hash, first_name, last_name, role_id)
          values (${email}, ${await hash(password, ARGON2_OPTIONS)}, 'Lan', 'Pham', ${roleIdSql('SUPPER_ADMIN')})
          returning id`,
    );
    const login = await t.gql(
      `mutation ($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { accessToken } }`,
      {
        e: email,
        p: password,
      },
    );
    other = {
      id: row?.id ?? '',
      token: data<{ accessToken: string }>(login.body, 'adminLogin').accessToken,
      name: 'Lan Pham',
    };

    const [seller] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from users where is_active and email is not null and is_active_email order by created_at limit 1`,
    );
    const pairs = await sqlRows<{ brand: string; model: string; version: string }>(
      t.db,
      sql`select v.brand, v.model, v.id as version from car_versions v order by v.id limit 1`,
    );
    const [otherModel] = await sqlRows<{ id: string; brand: string }>(
      t.db,
      sql`select id, brand from models where brand <> ${pairs[0]?.brand} order by id limit 1`,
    );
    const [province] = await sqlRows<{ id: string; name: string }>(
      t.db,
      sql`select id, name from provinces where name = 'Hà Nội' or name like '%Hà Nội%' limit 1`,
    );
    const [image] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into media (file_name, file_path_original, mime_type) values ('car.jpg', '/media/car.jpg', 'image/jpeg') returning id`,
    );
    ref = {
      userId: seller?.id ?? '',
      brandId: pairs[0]?.brand ?? '',
      modelId: pairs[0]?.model ?? '',
      versionId: pairs[0]?.version ?? '',
      otherBrandId: otherModel?.brand ?? '',
      otherModelId: otherModel?.id ?? '',
      provinceId: province?.id ?? '',
      provinceName: province?.name ?? '',
      imageId: image?.id ?? '',
    };
    expect(Object.values(ref).every(Boolean)).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('adminListPost', () => {
    it('pages newest first with the §3 envelope and a total equal to the table', async () => {
      const page = await list({ take: 10 });
      expect(page.meta.itemCount).toBe(10);
      expect(page.meta.totalItems).toBe(await count(sql`select count(*)::int as n from posts`));
      const times = page.items.map((i) => Date.parse(i.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('finds titles accent- and case-insensitively: "ha noi" finds "Hà Nội", "vios" finds "Vios", đ as d', async () => {
      const hanoi = await makePost('ACTIVE', { title: 'Bán xe Toyota Vios tại Hà Nội' });
      const dac = await makePost('ACTIVE', { title: 'Mazda CX-5 Đặc biệt' });
      const byHanoi = await list({ titleAndPostId: 'ha noi' });
      expect(byHanoi.items.map((i) => i.id)).toContain(hanoi);
      expect(byHanoi.items.every((i) => /h[aà] n[oộ]i/i.test(i.title))).toBe(true);
      const byVios = await list({ titleAndPostId: 'VIOS' });
      expect(byVios.items.map((i) => i.id)).toContain(hanoi);
      expect(byVios.meta.totalItems).toBe(
        await count(sql`select count(*)::int as n from posts where lower(title) like '%vios%'`),
      );
      expect((await list({ titleAndPostId: 'dac biet' })).items.map((i) => i.id)).toContain(dac);
      expect((await list({ titleAndPostId: 'Hà   Nội' })).items.map((i) => i.id)).toContain(hanoi);
    });

    it('keeps the search copy right after a title edit and a delete', async () => {
      const id = await makePost('DRAFT', { title: 'Kia Morning cũ' });
      await t.db.execute(sql`update posts set title = 'Kia Soluto mới' where id = ${id}`);
      expect((await list({ titleAndPostId: 'morning cu' })).items.map((i) => i.id)).not.toContain(id);
      expect((await list({ titleAndPostId: 'soluto moi' })).items.map((i) => i.id)).toEqual([id]);
      await t.db.execute(sql`delete from posts where id = ${id}`);
      expect((await list({ titleAndPostId: 'soluto moi' })).meta.totalItems).toBe(0);
    });

    it('matches a whole id and the short code, with … or ...', async () => {
      const id = await makePost('ACTIVE');
      expect((await list({ titleAndPostId: id })).items.map((i) => i.id)).toEqual([id]);
      const short = postShortCode(id);
      expect(short).toMatch(/^[0-9a-f]{2}…[0-9a-f]{4}$/);
      const byShort = await list({ titleAndPostId: short });
      expect(byShort.items.map((i) => i.id)).toContain(id);
      expect(byShort.items.every((i) => i.id.startsWith(id.slice(0, 2)) && i.id.endsWith(id.slice(-4)))).toBe(
        true,
      );
      expect((await list({ titleAndPostId: short.replace('…', '...') })).items.map((i) => i.id)).toContain(
        id,
      );
    });

    it('filters by status (Pending covers EDIT_PENDING, Insufficient both), with exact totals', async () => {
      for (const [status, stored] of [
        ['ACTIVE', ['ACTIVE']],
        ['PENDING', ['PENDING', 'EDIT_PENDING']],
        ['INSUFFICIENT_FUND', ['INSUFFICIENT_FUND', 'INSUFFICIENT_FUND_RENEW']],
        ['DETELED', ['DETELED']],
      ] as const) {
        const page = await list({ status });
        expect(page.items.every((i) => (stored as readonly string[]).includes(i.status))).toBe(true);
        expect(page.meta.totalItems).toBe(
          await count(
            sql`select count(*)::int as n from posts where status in ${sql.raw(`('${stored.join("','")}')`)}`,
          ),
        );
      }
    });

    it('filters by Viet Nam days (createFrom/createTo inclusive) and refuses a bad range', async () => {
      // 23:30 on 1 March in Viet Nam is still 1 March there, though 16:30 UTC.
      const late = await makePost('ACTIVE', { createdAt: '2025-03-01T16:30:00Z' });
      const next = await makePost('ACTIVE', { createdAt: '2025-03-01T17:30:00Z' });
      const day = await list({ createFrom: '2025-03-01', createTo: '2025-03-01' });
      expect(day.items.map((i) => i.id)).toContain(late);
      expect(day.items.map((i) => i.id)).not.toContain(next);
      expect(day.meta.totalItems).toBe(
        await count(
          sql`select count(*)::int as n from posts where created_at >= '2025-03-01T00:00:00+07:00' and created_at < '2025-03-02T00:00:00+07:00'`,
        ),
      );
      const res = await gql(LIST, { createFrom: '2025-03-02', createTo: '2025-03-01' });
      expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.extensions?.field).toBe('createTo');
    });

    it('filters by poster, brand and location (accent-insensitive province name)', async () => {
      const byUser = await list({ userId: ref.userId });
      expect(byUser.items.length).toBeGreaterThan(0);
      expect(byUser.items.every((i) => i.userId === ref.userId)).toBe(true);
      const byBrand = await list({ brand: ref.brandId });
      expect(byBrand.items.every((i) => i.brand?.id === ref.brandId)).toBe(true);
      expect(byBrand.meta.totalItems).toBe(
        await count(sql`select count(*)::int as n from posts where brand_id = ${ref.brandId}`),
      );
      const byPlace = await list({ location: 'ha noi' });
      expect(byPlace.items.length).toBeGreaterThan(0);
      expect(byPlace.items.every((i) => i.city?.name.includes('Hà Nội'))).toBe(true);
      expect((await list({ location: 'nowhere at all' })).meta.totalItems).toBe(0);
      const bad = await gql(LIST, { brand: 'not-an-id' });
      expect(bad.body.errors?.[0]).toMatchObject({
        message: POST_BRAND_ID_MESSAGE,
        extensions: { field: 'brand' },
      });
    });

    it('keeps the brand and location totals exact through inserts, moves and deletes', async () => {
      const total = async (v: Record<string, unknown>) => (await list(v)).meta.totalItems;
      const brandCount = () =>
        count(sql`select count(*)::int as n from posts where brand_id = ${ref.brandId}`);
      const otherCount = () =>
        count(sql`select count(*)::int as n from posts where brand_id = ${ref.otherBrandId}`);
      const placeCount = () =>
        count(
          sql`select count(*)::int as n from posts p join provinces c on c.id = p.city_id where c.name like '%Hà Nội%'`,
        );
      expect(await total({ brand: ref.brandId })).toBe(await brandCount());
      expect(await total({ location: 'ha noi' })).toBe(await placeCount());
      const id = await makePost('ACTIVE');
      expect(await total({ brand: ref.brandId })).toBe(await brandCount());
      await t.db.execute(
        sql`update posts set brand_id = ${ref.otherBrandId}, city_id = null where id = ${id}`,
      );
      expect(await total({ brand: ref.brandId })).toBe(await brandCount());
      expect(await total({ brand: ref.otherBrandId })).toBe(await otherCount());
      expect(await total({ location: 'ha noi' })).toBe(await placeCount());
      await t.db.execute(sql`delete from posts where id = ${id}`);
      expect(await total({ brand: ref.otherBrandId })).toBe(await otherCount());
    });

    it('combines filters and caps take', async () => {
      const page = await list({ status: 'ACTIVE', brand: ref.brandId, location: 'Hà Nội' });
      expect(page.items.every((i) => i.status === 'ACTIVE' && i.brand?.id === ref.brandId)).toBe(true);
      const big = await gql(LIST, { take: 5000 });
      expect(data<Page<PostItem>>(big.body, 'adminListPost').items.length).toBeLessThanOrEqual(1000);
    });
  });

  describe('keyword totals', () => {
    it('counts a keyword up to the cap and says so past it; other filters and lists stay exact', async () => {
      const word = `zq${randomBytes(3).toString('hex')}`;
      const cap = POST_KEYWORD_COUNT_CAP;
      // cap + 6 posts with the word in one statement (old dates, so no other test's first page moves):
      // 5 PENDING, cap + 1 ACTIVE.
      await sqlRows(
        t.db,
        sql`insert into posts (title, price, status, user_id, brand_id, model_id, version_id, city_id, year, created_at)
            select 'Xe ' || ${word} || ' ' || n, 500000000,
                   case when n <= 5 then 'PENDING' else 'ACTIVE' end,
                   ${ref.userId}, ${ref.brandId}, ${ref.modelId}, ${ref.versionId}, ${ref.provinceId}, 2020,
                   timestamptz '2001-01-01 00:00:00+00' + n * interval '1 minute'
            from generate_series(1, ${cap + 6}) n`,
      );
      try {
        const many = await list({ titleAndPostId: word.toUpperCase(), take: 10 });
        expect(many.meta.totalItems).toBe(cap);
        expect(many.meta.totalIsLowerBound).toBe(true);
        expect(many.meta.totalPages).toBe(cap / 10);
        expect(many.items).toHaveLength(10);
        expect(many.items[0]?.title).toBe(`Xe ${word} ${String(cap + 6)}`);
        // The last page of the capped ones has no next page.
        const last = await list({ titleAndPostId: word, take: 10, skip: cap / 10 });
        expect(last.meta.next).toBeNull();
        expect(last.items).toHaveLength(10);

        // Combined with another filter the keyword is still capped, or exact below the cap.
        const active = await list({ titleAndPostId: word, status: 'ACTIVE', take: 10 });
        expect(active.meta).toMatchObject({ totalItems: cap, totalIsLowerBound: true });
        const pending = await list({ titleAndPostId: word, status: 'PENDING', take: 10 });
        expect(pending.meta).toMatchObject({ totalItems: 5, totalIsLowerBound: false });

        // Exactly the cap is exact: six matches fewer and the flag goes.
        await sqlRows(
          t.db,
          sql`delete from posts where title like ${`Xe ${word} %`} and (status = 'PENDING' or title = ${`Xe ${word} 6`})`,
        );
        const exact = await list({ titleAndPostId: word, take: 10 });
        expect(exact.meta).toMatchObject({ totalItems: cap, totalIsLowerBound: false });

        // No keyword: exact, and said to be.
        const all = await list({ take: 10 });
        expect(all.meta.totalItems).toBe(await count(sql`select count(*)::int as n from posts`));
        expect(all.meta.totalIsLowerBound).toBe(false);
        // Other lists do not say.
        const queue = await gql(`{ adminPostReviewQueue(take: 1) { ${META} } }`);
        expect(data<Page<unknown>>(queue.body, 'adminPostReviewQueue').meta.totalIsLowerBound).toBeNull();
      } finally {
        await sqlRows(t.db, sql`delete from posts where title like ${`Xe ${word} %`}`);
      }
    });
  });

  describe('post detail', () => {
    it('answers every field, NOT_FOUND for an unknown id, BAD_USER_INPUT for a malformed one', async () => {
      const [seeded] = await sqlRows<{ id: string }>(
        t.db,
        sql`select p.id from posts p where exists (select 1 from report_posts r where r.post_id = p.id) limit 1`,
      );
      const res = await gql(DETAIL, { id: seeded?.id });
      expect(res.body.errors).toBeUndefined();
      const post = data<{
        reportCount: number;
        reports: { post: { id: string } }[];
        sellerPostCount: number;
        userId: string;
      }>(res.body, 'adminGetPostDetail');
      expect(post.reportCount).toBeGreaterThan(0);
      expect(post.reports[0]?.post.id).toBe(seeded?.id);
      expect(post.sellerPostCount).toBe(
        (await count(sql`select count(*)::int as n from posts where user_id = ${post.userId}`)) - 1,
      );
      expect(errorCodes((await gql(DETAIL, { id: DUMMY_UUID })).body)).toEqual(['NOT_FOUND']);
      expect(errorCodes((await gql(DETAIL, { id: 'nope' })).body)).toEqual(['BAD_USER_INPUT']);
    });

    it('checks the price against the Market Price of the same version and year', async () => {
      const [v] = await sqlRows<{ price: number }>(
        t.db,
        sql`update car_versions set year_manufacture = 2020 where id = ${ref.versionId} returning price_car_version::float8 as price`,
      );
      const id = await makePost('ACTIVE');
      await t.db.execute(sql`update posts set price = ${Math.round((v?.price ?? 0) * 2.5)} where id = ${id}`);
      const res = await gql(DETAIL, { id });
      const mp = data<{ marketPrice: { versionPrice: number; ratio: number; outlier: boolean } }>(
        res.body,
        'adminGetPostDetail',
      ).marketPrice;
      expect(mp.versionPrice).toBe(v?.price);
      expect(mp.ratio).toBeCloseTo(2.5, 2);
      expect(mp.outlier).toBe(true);
      await t.db.execute(sql`update posts set year = 2001 where id = ${id}`);
      expect(
        data<{ marketPrice: null }>((await gql(DETAIL, { id })).body, 'adminGetPostDetail').marketPrice,
      ).toBeNull();
    });

    it('resolves ReportPost.post on the reported-posts list', async () => {
      const res = await gql(REPORTS);
      const items = data<{ items: { postId: string; post: { id: string } | null }[] }>(
        res.body,
        'adminGetListReportPost',
      ).items;
      expect(items.length).toBeGreaterThan(0);
      for (const r of items) expect(r.post?.id).toBe(r.postId);
    });
  });

  describe('transitions', () => {
    const change = (id: string, status: string, extra: Record<string, unknown> = {}, tk = token) =>
      gql(CHANGE, { id, status, ...extra }, tk);
    const audits = (id: string) =>
      sqlRows<{
        action: string;
        before: { status: string };
        after: { status: string; statusReason: string; statusNote: string };
      }>(
        t.db,
        sql`select action, before, after from audit_logs where entity = 'post' and entity_id = ${id} order by created_at`,
      );
    const notifications = (id: string) =>
      count(
        sql`select count(*)::int as n from user_notifications where target_id = ${id} and target_screen = 'post detail'`,
      );
    const REJECT = { reason: 'WRONG_PHOTOS', note: 'Ảnh không đúng xe' };

    it('PENDING → ACTIVE: audited, the seller notified in the app and by email, history shown', async () => {
      const id = await makePost('PENDING');
      const res = await change(id, 'ACTIVE', { expectedStatus: 'PENDING' });
      expect(res.body.errors).toBeUndefined();
      expect(data<{ status: string }>(res.body, 'adminChangeStatusPost').status).toBe('ACTIVE');
      const rows = await audits(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'post.approve',
        before: { status: 'PENDING' },
        after: { status: 'ACTIVE' },
      });
      expect(await notifications(id)).toBe(1);
      expect(
        await count(
          sql`select count(*)::int as n from mail_outbox where user_id = ${ref.userId} and subject like '%approved%'`,
        ),
      ).toBeGreaterThan(0);
      const detail = data<{ statusHistory: { from: string; to: string; admin: { id: string } }[] }>(
        (await gql(DETAIL, { id })).body,
        'adminGetPostDetail',
      );
      expect(detail.statusHistory[0]).toMatchObject({ from: 'PENDING', to: 'ACTIVE', admin: { id: me } });
    });

    it('PENDING → REJECTED needs a reason and a note; both are kept in statusReasonRejected', async () => {
      const id = await makePost('PENDING');
      const noReason = await change(id, 'REJECTED', { note: 'x' });
      expect(noReason.body.errors?.[0]).toMatchObject({
        message: POST_REASON_REQUIRED,
        extensions: { field: 'reason' },
      });
      const noNote = await change(id, 'REJECTED', { reason: 'WRONG_PRICE', note: '   ' });
      expect(noNote.body.errors?.[0]).toMatchObject({
        message: POST_NOTE_REQUIRED,
        extensions: { field: 'note' },
      });
      expect(await audits(id)).toHaveLength(0);
      const ok = await change(id, 'REJECTED', REJECT);
      expect(
        data<{ status: string; statusReasonRejected: unknown }>(ok.body, 'adminChangeStatusPost'),
      ).toMatchObject({
        status: 'REJECTED',
        statusReasonRejected: { status: 'REJECTED', reason: 'WRONG_PHOTOS', note: 'Ảnh không đúng xe' },
      });
      expect((await audits(id))[0]?.after).toMatchObject({
        statusReason: 'WRONG_PHOTOS',
        statusNote: 'Ảnh không đúng xe',
      });
    });

    it('EDIT_PENDING → ACTIVE applies the pending edit; reject keeps the approved version ACTIVE', async () => {
      const a = await makePost('EDIT_PENDING', { title: 'Honda City 2019' });
      await t.db.execute(
        sql`insert into post_pending_edits (post_id, values) values (${a}, ${JSON.stringify({ title: 'Honda City 2019 RS', price: 455000000 })}::jsonb)`,
      );
      const before = data<{ pendingEdit: { changes: { field: string; before: string; after: string }[] } }>(
        (await gql(DETAIL, { id: a })).body,
        'adminGetPostDetail',
      );
      expect(before.pendingEdit.changes).toEqual(
        expect.arrayContaining([
          { field: 'Title', before: 'Honda City 2019', after: 'Honda City 2019 RS' },
          { field: 'Price', before: '500,000,000 VND', after: '455,000,000 VND' },
        ]),
      );
      const versionOf = async (id: string) =>
        (await sqlRows<{ v: number }>(t.db, sql`select edit_version as v from posts where id = ${id}`))[0]?.v;
      const versionBefore = await versionOf(a);
      const approved = await change(a, 'ACTIVE', { expectedStatus: 'EDIT_PENDING' });
      // The member's edit changed what an admin's edit form shows: a form opened before is refused.
      expect(await versionOf(a)).toBe((versionBefore ?? 0) + 1);
      expect(data<{ status: string; title: string }>(approved.body, 'adminChangeStatusPost')).toMatchObject({
        status: 'ACTIVE',
        title: 'Honda City 2019 RS',
      });
      expect(await count(sql`select count(*)::int as n from post_pending_edits where post_id = ${a}`)).toBe(
        0,
      );

      const b = await makePost('EDIT_PENDING', { title: 'Ford Ranger 2021' });
      await t.db.execute(
        sql`insert into post_pending_edits (post_id, values) values (${b}, ${JSON.stringify({ title: 'Ford Ranger Raptor' })}::jsonb)`,
      );
      const rejectedBefore = await versionOf(b);
      const rejected = await change(b, 'REJECTED', { ...REJECT, expectedStatus: 'EDIT_PENDING' });
      expect(await versionOf(b)).toBe(rejectedBefore);
      expect(
        data<{ status: string; title: string; statusReasonRejected: { status: string } }>(
          rejected.body,
          'adminChangeStatusPost',
        ),
      ).toMatchObject({
        status: 'ACTIVE',
        title: 'Ford Ranger 2021',
        statusReasonRejected: { status: 'REJECTED' },
      });
      expect(await count(sql`select count(*)::int as n from post_pending_edits where post_id = ${b}`)).toBe(
        0,
      );
      expect((await audits(b))[0]).toMatchObject({
        action: 'post.reject',
        after: { status: 'ACTIVE', edit: 'discarded' },
      });
    });

    it('ACTIVE → SUSPENDED (reason and note) and SUSPENDED → ACTIVE (restore)', async () => {
      const id = await makePost('ACTIVE');
      expect(errorCodes((await change(id, 'SUSPENDED')).body)).toEqual(['BAD_USER_INPUT']);
      const suspended = await change(id, 'SUSPENDED', {
        reason: 'SUSPECTED_FRAUD',
        note: 'Nhiều báo cáo lừa đảo',
      });
      expect(data<{ statusReasonRejected: unknown }>(suspended.body, 'adminChangeStatusPost')).toMatchObject({
        statusReasonRejected: { status: 'SUSPENDED', reason: 'SUSPECTED_FRAUD' },
      });
      const restored = await change(id, 'ACTIVE', { expectedStatus: 'SUSPENDED' });
      expect(
        data<{ status: string; statusReasonRejected: unknown }>(restored.body, 'adminChangeStatusPost'),
      ).toMatchObject({
        status: 'ACTIVE',
        statusReasonRejected: null,
      });
      expect((await audits(id)).map((a) => a.action)).toEqual(['post.suspend', 'post.restore']);
      expect(await notifications(id)).toBe(2);
    });

    it('refuses every other transition with BAD_USER_INPUT and a clear message, writing nothing', async () => {
      const refused: [string, string][] = [
        ['DRAFT', 'ACTIVE'],
        ['PENDING', 'SUSPENDED'],
        ['ACTIVE', 'REJECTED'],
        ['REJECTED', 'ACTIVE'],
        ['SOLD', 'ACTIVE'],
        ['EXPIRED', 'SUSPENDED'],
        ['SUSPENDED', 'REJECTED'],
        ['PENDING', 'SOLD'],
      ];
      for (const [from, to] of refused) {
        const id = await makePost(from);
        const res = await change(id, to, REJECT);
        expect(res.body.errors?.[0]).toMatchObject({
          message: `A post in ${from} cannot be moved to ${to}`,
          extensions: { code: 'BAD_USER_INPUT' },
        });
        expect(await audits(id)).toHaveLength(0);
      }
    });

    it('two admins approving at once: one wins, the other is told who and when; one audit row, one notification', async () => {
      const id = await makePost('PENDING');
      const [a, b] = await Promise.all([
        change(id, 'ACTIVE', { expectedStatus: 'PENDING' }),
        change(id, 'ACTIVE', { expectedStatus: 'PENDING' }, other.token),
      ]);
      const results = [a, b].map((r) => errorCodes(r.body)[0] ?? 'OK').sort();
      expect(results).toEqual(['CONFLICT', 'OK']);
      const loser = [a, b].find((r) => r.body.errors)!;
      expect(loser.body.errors?.[0]?.message).toMatch(
        /^Already moderated by (KAR Admin|Lan Pham) at \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/,
      );
      expect(await audits(id)).toHaveLength(1);
      expect(await notifications(id)).toBe(1);
      // Retrying without expectedStatus is the same decision again: still a CONFLICT, not applied twice.
      expect(errorCodes((await change(id, 'ACTIVE')).body)).toEqual(['CONFLICT']);
      expect(await audits(id)).toHaveLength(1);
    });

    it('a reject racing an approve: exactly one applies', async () => {
      const id = await makePost('PENDING');
      const res = await Promise.all([
        change(id, 'REJECTED', { ...REJECT, expectedStatus: 'PENDING' }, other.token),
        change(id, 'ACTIVE', { expectedStatus: 'PENDING' }),
      ]);
      expect(res.filter((r) => !r.body.errors)).toHaveLength(1);
      expect(res.filter((r) => errorCodes(r.body)[0] === 'CONFLICT')).toHaveLength(1);
      expect(await audits(id)).toHaveLength(1);
    });
  });

  describe('undoing an approval', () => {
    const UNDO = `mutation ($id: ID!) { adminUndoPostApproval(id: $id) { id status title } }`;
    const undo = (id: string, tk = token) => gql(UNDO, { id }, tk);
    const approve = async (id: string, expectedStatus = 'PENDING') => {
      const res = await gql(CHANGE, { id, status: 'ACTIVE', expectedStatus });
      expect(res.body.errors).toBeUndefined();
    };
    const actions = async (id: string) =>
      (
        await sqlRows<{ action: string }>(
          t.db,
          sql`select action from audit_logs where entity = 'post' and entity_id = ${id} order by created_at, action`,
        )
      ).map((r) => r.action);
    /** The approval's held email (its row id from the audit row) and its outbox state. */
    const approvalMail = async (id: string) => {
      const [row] = await sqlRows<{ mail_id: string | null; notification_id: string | null }>(
        t.db,
        sql`select after->>'mailId' as mail_id, after->>'notificationId' as notification_id from audit_logs
            where entity = 'post' and entity_id = ${id} and action = 'post.approve'
            order by created_at desc limit 1`,
      );
      const mailId = row?.mail_id ?? '';
      const [mail] = await sqlRows<{ status: string; attempts: number; held: boolean }>(
        t.db,
        sql`select status, attempts, deliver_after > now() as held from mail_outbox where id = ${mailId}`,
      );
      return { mailId, notificationId: row?.notification_id ?? '', mail };
    };
    const notificationsOf = (id: string) =>
      count(sql`select count(*)::int as n from user_notifications where target_id = ${id}`);
    const queueItem = async (id: string) =>
      data<Page<{ kind: string; waitingSince: string; post: { id: string } }>>(
        (await gql(QUEUE, { take: 1000 })).body,
        'adminPostReviewQueue',
      ).items.find((i) => i.post.id === id);

    it('puts the post back in the queue where it was, removes the notice and withdraws the held email', async () => {
      const id = await makePost('PENDING', { createdAt: '2002-02-02T02:02:02Z' });
      const waiting = await queueItem(id);
      expect(waiting).toMatchObject({ kind: 'PENDING', waitingSince: '2002-02-02T02:02:02.000Z' });
      await approve(id);
      expect(await queueItem(id)).toBeUndefined();
      // The approval's email waits out the undo window; the notice is written at once.
      const held = await approvalMail(id);
      expect(held.mail).toEqual({ status: 'pending', attempts: 0, held: true });
      expect(
        await count(sql`select count(*)::int as n from user_notifications where id = ${held.notificationId}`),
      ).toBe(1);

      const res = await undo(id);
      expect(res.body.errors).toBeUndefined();
      expect(data<{ status: string }>(res.body, 'adminUndoPostApproval').status).toBe('PENDING');
      expect(await queueItem(id)).toEqual(waiting);
      expect(await count(sql`select count(*)::int as n from mail_outbox where id = ${held.mailId}`)).toBe(0);
      expect(
        await count(sql`select count(*)::int as n from user_notifications where id = ${held.notificationId}`),
      ).toBe(0);
      expect(await actions(id)).toEqual(['post.approve', 'post.undo_approve']);
      const [row] = await sqlRows<{ admin_id: string; before: unknown; after: Record<string, unknown> }>(
        t.db,
        sql`select admin_id, before, after from audit_logs where entity_id = ${id} and action = 'post.undo_approve'`,
      );
      expect(row).toMatchObject({
        admin_id: me,
        before: { status: 'ACTIVE' },
        after: { status: 'PENDING', notificationRemoved: true, mailWithdrawn: held.mailId },
      });
      const history = data<{ statusHistory: { from: string; to: string; undo: boolean }[] }>(
        (
          await gql(`query ($id: ID!) { adminGetPostDetail(id: $id) { statusHistory { from to undo } } }`, {
            id,
          })
        ).body,
        'adminGetPostDetail',
      );
      expect(history.statusHistory.slice(0, 2)).toEqual([
        { from: 'ACTIVE', to: 'PENDING', undo: true },
        { from: 'PENDING', to: 'ACTIVE', undo: false },
      ]);
      // Once undone, the same undo again is refused and writes nothing.
      expect((await undo(id)).body.errors?.[0]).toMatchObject({
        message: POST_UNDO_ALREADY_MESSAGE,
        extensions: { code: 'CONFLICT' },
      });
      expect(await actions(id)).toHaveLength(2);
      // It can be approved again, and that approval undone again.
      await approve(id);
      expect((await undo(id)).body.errors).toBeUndefined();
    });

    it('an approved edit goes back to waiting: the replaced values return and the edit is pending again', async () => {
      const id = await makePost('EDIT_PENDING', { title: 'Kia Morning 2018' });
      const values = { title: 'Kia Morning 2018 Si', price: 260000000 };
      await t.db.execute(
        sql`insert into post_pending_edits (post_id, values, submitted_at) values (${id}, ${JSON.stringify(values)}::jsonb, '2003-03-03T03:03:03Z')`,
      );
      await approve(id, 'EDIT_PENDING');
      const version = async () =>
        (await sqlRows<{ v: number }>(t.db, sql`select edit_version as v from posts where id = ${id}`))[0]?.v;
      const approvedAt = await version();
      const res = await undo(id);
      // The replaced values are back: the version moves on again.
      expect(await version()).toBe((approvedAt ?? 0) + 1);
      expect(data<{ status: string; title: string }>(res.body, 'adminUndoPostApproval')).toEqual({
        id,
        status: 'EDIT_PENDING',
        title: 'Kia Morning 2018',
      });
      const [post] = await sqlRows<{ price: string }>(t.db, sql`select price from posts where id = ${id}`);
      expect(Number(post?.price)).toBe(500000000);
      const [edit] = await sqlRows<{ values: unknown; submitted_at: Date | string }>(
        t.db,
        sql`select values, submitted_at from post_pending_edits where post_id = ${id}`,
      );
      expect(edit?.values).toEqual(values);
      expect(new Date(edit?.submitted_at ?? 0).toISOString()).toBe('2003-03-03T03:03:03.000Z');
      expect((await queueItem(id))?.kind).toBe('EDIT_PENDING');
    });

    it('refuses another admin, a late undo, a post with nothing to undo, and one changed since', async () => {
      const a = await makePost('PENDING');
      await approve(a);
      expect((await undo(a, other.token)).body.errors?.[0]).toMatchObject({
        message: postUndoNotYoursMessage('KAR Admin'),
        extensions: { code: 'CONFLICT' },
      });
      // Ten seconds pass (the approval's audit time moved back rather than waiting). Audit rows are
      // append-only (docs/audit.md): the test turns the refusal off for its own clock change.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
        await tx.execute(
          sql`update audit_logs set created_at = created_at - interval '11 seconds' where entity_id = ${a} and action = 'post.approve'`,
        );
        await tx.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
      });
      expect((await undo(a)).body.errors?.[0]).toMatchObject({
        message: POST_UNDO_TOO_LATE_MESSAGE,
        extensions: { code: 'CONFLICT' },
      });
      expect(await actions(a)).toEqual(['post.approve']);

      const never = await makePost('PENDING');
      expect((await undo(never)).body.errors?.[0]).toMatchObject({
        message: POST_NOTHING_TO_UNDO_MESSAGE,
        extensions: { code: 'BAD_USER_INPUT', field: 'id' },
      });

      const b = await makePost('PENDING');
      await approve(b);
      const suspended = await gql(
        CHANGE,
        { id: b, status: 'SUSPENDED', reason: 'SUSPECTED_FRAUD', note: 'Lừa đảo', expectedStatus: 'ACTIVE' },
        other.token,
      );
      expect(suspended.body.errors).toBeUndefined();
      expect((await undo(b)).body.errors?.[0]?.message).toMatch(
        /^Cannot undo: the post was suspended by Lan Pham at \d{2}:\d{2} \d{2}\/\d{2}\/\d{4} after the approval$/,
      );
      expect(await actions(b)).toEqual(['post.approve', 'post.suspend']);
      const [row] = await sqlRows<{ status: string }>(t.db, sql`select status from posts where id = ${b}`);
      expect(row?.status).toBe('SUSPENDED');
    });

    it('refuses once the held email is being delivered, and then nothing changes', async () => {
      const id = await makePost('PENDING');
      await approve(id);
      const { mailId } = await approvalMail(id);
      // Asked before its time, the message stays held and untried.
      expect(await t.mail.deliver(mailId)).toBe('pending');
      expect((await approvalMail(id)).mail).toEqual({ status: 'pending', attempts: 0, held: true });
      // Its time comes (moved rather than waited for): the timer delivers it.
      await t.db.execute(
        sql`update mail_outbox set deliver_after = now() - interval '1 second' where id = ${mailId}`,
      );
      t.mail.deliverLater(mailId, 0);
      await expect.poll(async () => (await approvalMail(id)).mail?.status, { timeout: 5000 }).toBe('stored');
      expect((await undo(id)).body.errors?.[0]).toMatchObject({
        message: POST_UNDO_MAILED_MESSAGE,
        extensions: { code: 'CONFLICT' },
      });
      expect(await actions(id)).toEqual(['post.approve']);
      const [row] = await sqlRows<{ status: string }>(t.db, sql`select status from posts where id = ${id}`);
      expect(row?.status).toBe('ACTIVE');
      expect(await notificationsOf(id)).toBe(1);
    });

    it('races: two undos at once apply once; an undo racing a suspension leaves one of them', async () => {
      const a = await makePost('PENDING');
      await approve(a);
      const twice = await Promise.all([undo(a), undo(a)]);
      expect(twice.map((r) => errorCodes(r.body)[0] ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
      expect(await actions(a)).toEqual(['post.approve', 'post.undo_approve']);

      const b = await makePost('PENDING');
      await approve(b);
      const raced = await Promise.all([
        undo(b),
        gql(
          CHANGE,
          {
            id: b,
            status: 'SUSPENDED',
            reason: 'SUSPECTED_FRAUD',
            note: 'Lừa đảo',
            expectedStatus: 'ACTIVE',
          },
          other.token,
        ),
      ]);
      expect(raced.filter((r) => !r.body.errors)).toHaveLength(1);
      expect(raced.filter((r) => errorCodes(r.body)[0] === 'CONFLICT')).toHaveLength(1);
      const [row] = await sqlRows<{ status: string }>(t.db, sql`select status from posts where id = ${b}`);
      const written = await actions(b);
      expect(written).toHaveLength(2);
      expect(row?.status).toBe(written[1] === 'post.undo_approve' ? 'PENDING' : 'SUSPENDED');
    });
  });

  describe('claims and the queue', () => {
    it('a claim blocks the other admin until released; re-claiming by the holder extends it', async () => {
      const id = await makePost('PENDING');
      const first = await gql(CLAIM, { id });
      const claim = data<{ mine: boolean; expiresAt: string; claimedAt: string; admin: { id: string } }>(
        first.body,
        'adminClaimPost',
      );
      expect(claim).toMatchObject({ mine: true, admin: { id: me } });
      expect(Date.parse(claim.expiresAt) - Date.parse(claim.claimedAt)).toBe(10 * 60_000);

      const taken = await gql(CLAIM, { id }, other.token);
      expect(taken.body.errors?.[0]).toMatchObject({
        message: 'Reviewing: KAR Admin',
        extensions: { code: 'CONFLICT' },
      });
      const blocked = await gql(CHANGE, { id, status: 'ACTIVE' }, other.token);
      expect(blocked.body.errors?.[0]).toMatchObject({
        message: 'Reviewing: KAR Admin',
        extensions: { code: 'CONFLICT' },
      });
      const seen = data<{ claim: { mine: boolean; admin: { id: string } } }>(
        (await gql(DETAIL, { id }, other.token)).body,
        'adminGetPostDetail',
      );
      expect(seen.claim).toMatchObject({ mine: false, admin: { id: me } });

      await new Promise((r) => setTimeout(r, 20));
      const again = data<{ expiresAt: string; claimedAt: string }>(
        (await gql(CLAIM, { id })).body,
        'adminClaimPost',
      );
      expect(again.claimedAt).toBe(claim.claimedAt);
      expect(Date.parse(again.expiresAt)).toBeGreaterThan(Date.parse(claim.expiresAt));

      // The other admin cannot release someone else's claim.
      expect(data<boolean>((await gql(RELEASE, { id }, other.token)).body, 'adminReleasePost')).toBe(false);
      expect(data<boolean>((await gql(RELEASE, { id })).body, 'adminReleasePost')).toBe(true);
      expect((await gql(CHANGE, { id, status: 'ACTIVE' }, other.token)).body.errors).toBeUndefined();
    });

    it('a lapsed claim blocks nobody and can be taken over', async () => {
      const id = await makePost('PENDING');
      await gql(CLAIM, { id });
      await t.db.execute(
        sql`update post_claims set expires_at = now() - interval '1 second' where post_id = ${id}`,
      );
      expect(
        data<{ claim: null }>((await gql(DETAIL, { id }, other.token)).body, 'adminGetPostDetail').claim,
      ).toBeNull();
      const taken = data<{ mine: boolean }>((await gql(CLAIM, { id }, other.token)).body, 'adminClaimPost');
      expect(taken.mine).toBe(true);
    });

    it('lists PENDING, EDIT_PENDING and reported posts oldest first, reports grouped per post', async () => {
      const reported = await makePost('ACTIVE');
      await t.db.execute(sql`insert into report_posts (post_id, reason, created_at) values
        (${reported}, 'FRAUD', '2000-01-02T00:00:00Z'), (${reported}, 'FRAUD', '2000-01-03T00:00:00Z'),
        (${reported}, 'CAR_STOLEN', '2000-01-04T00:00:00Z')`);
      const oldPending = await makePost('PENDING', { createdAt: '2000-01-01T00:00:00Z' });
      const res = await gql(QUEUE, { take: 50 });
      expect(res.body.errors).toBeUndefined();
      const q = data<
        Page<{
          kind: string;
          waitingSince: string;
          reportCount: number;
          reasons: string[];
          post: { id: string };
        }>
      >(res.body, 'adminPostReviewQueue');
      expect(q.items[0]).toMatchObject({ kind: 'PENDING', post: { id: oldPending } });
      expect(q.items[1]).toMatchObject({ kind: 'REPORTED', reportCount: 3, post: { id: reported } });
      expect([...(q.items[1]?.reasons ?? [])].sort()).toEqual(['CAR_STOLEN', 'FRAUD']);
      const since = q.items.map((i) => Date.parse(i.waitingSince));
      expect([...since].sort((a, b) => a - b)).toEqual(since);
      expect(q.meta.totalItems).toBe(
        (await count(sql`select count(*)::int as n from posts where status in ('PENDING','EDIT_PENDING')`)) +
          (await count(sql`select count(distinct r.post_id)::int as n from report_posts r join posts p on p.id = r.post_id
            where p.status = 'ACTIVE' and r.created_at > coalesce(p.moderated_at, '-infinity')`)),
      );
      // Suspending closes the reports filed before it: the post leaves the queue.
      await gql(CHANGE, { id: reported, status: 'SUSPENDED', reason: 'SUSPECTED_FRAUD', note: 'Lừa đảo' });
      await gql(CHANGE, { id: reported, status: 'ACTIVE' });
      const after = data<Page<{ post: { id: string } }>>(
        (await gql(QUEUE, { take: 1000 })).body,
        'adminPostReviewQueue',
      );
      expect(after.items.map((i) => i.post.id)).not.toContain(reported);
    });
  });

  describe('the queue by kind', () => {
    const QUEUE_KIND = `query ($kind: String) { adminPostReviewQueue(take: 1000, kind: $kind) { ${META}
      items { kind post { id status } } } }`;
    it('keeps one kind of wait, counted exactly; an unknown kind is BAD_USER_INPUT', async () => {
      const pending = await makePost('PENDING');
      const edited = await makePost('EDIT_PENDING');
      const reported = await makePost('ACTIVE');
      await t.db.execute(sql`insert into report_posts (post_id, reason) values (${reported}, 'FRAUD')`);
      const queue = async (kind: string) =>
        data<Page<{ kind: string; post: { id: string } }>>(
          (await gql(QUEUE_KIND, { kind })).body,
          'adminPostReviewQueue',
        );
      const expected: [string, string, ReturnType<typeof sql>][] = [
        ['PENDING', pending, sql`select count(*)::int as n from posts where status = 'PENDING'`],
        ['EDIT_PENDING', edited, sql`select count(*)::int as n from posts where status = 'EDIT_PENDING'`],
        [
          'REPORTED',
          reported,
          sql`select count(distinct r.post_id)::int as n from report_posts r join posts p on p.id = r.post_id
              where p.status = 'ACTIVE' and r.created_at > coalesce(p.moderated_at, '-infinity')`,
        ],
      ];
      for (const [kind, id, total] of expected) {
        const page = await queue(kind);
        expect(new Set(page.items.map((i) => i.kind))).toEqual(new Set([kind]));
        expect(page.items.map((i) => i.post.id)).toContain(id);
        expect(page.meta.totalItems).toBe(await count(total));
      }
      const res = await gql(QUEUE_KIND, { kind: 'SOLD' });
      expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
    });
  });

  describe('dismissing reports', () => {
    const queueIds = async () =>
      data<Page<{ post: { id: string } }>>(
        (await gql(QUEUE, { take: 1000 })).body,
        'adminPostReviewQueue',
      ).items.map((i) => i.post.id);
    const report = (id: string, at = new Date().toISOString()) =>
      t.db.execute(
        sql`insert into report_posts (post_id, reason, created_at) values (${id}, 'FRAUD', ${at}::timestamptz)`,
      );

    it('closes the open reports of a fine post: it stays ACTIVE, leaves the queue, one audit row; a new report brings it back', async () => {
      const id = await makePost('ACTIVE');
      await report(id, '2001-01-01T00:00:00Z');
      await report(id, '2001-01-02T00:00:00Z');
      expect(await queueIds()).toContain(id);
      const res = await gql(DISMISS, { id, expectedStatus: 'ACTIVE' });
      expect(res.body.errors).toBeUndefined();
      expect(data<{ status: string }>(res.body, 'adminDismissPostReports').status).toBe('ACTIVE');
      expect(await queueIds()).not.toContain(id);
      const rows = await sqlRows<{ action: string; before: { openReports: number }; admin_id: string }>(
        t.db,
        sql`select action, before, admin_id from audit_logs where entity = 'post' and entity_id = ${id}`,
      );
      expect(rows).toEqual([
        { action: 'post.dismiss_reports', before: { status: 'ACTIVE', openReports: 2 }, admin_id: me },
      ]);
      // The reports are kept for the record; the seller is not told anything.
      expect(await count(sql`select count(*)::int as n from report_posts where post_id = ${id}`)).toBe(2);
      expect(
        await count(sql`select count(*)::int as n from user_notifications where target_id = ${id}`),
      ).toBe(0);
      await report(id);
      expect(await queueIds()).toContain(id);
    });

    it('two admins dismissing at once: one applies, the other is told who and when', async () => {
      const id = await makePost('ACTIVE');
      await report(id, '2001-01-01T00:00:00Z');
      const res = await Promise.all([
        gql(DISMISS, { id, expectedStatus: 'ACTIVE' }),
        gql(DISMISS, { id, expectedStatus: 'ACTIVE' }, other.token),
      ]);
      expect(res.map((r) => errorCodes(r.body)[0] ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
      expect(res.find((r) => r.body.errors)?.body.errors?.[0]?.message).toMatch(
        /^Already moderated by (KAR Admin|Lan Pham) at /,
      );
      expect(
        await count(
          sql`select count(*)::int as n from audit_logs where entity = 'post' and entity_id = ${id}`,
        ),
      ).toBe(1);
    });

    it('refuses a post without open reports, a post not on show, a claim of another admin and a stale status', async () => {
      const clean = await makePost('ACTIVE');
      expect((await gql(DISMISS, { id: clean })).body.errors?.[0]).toMatchObject({
        message: 'This post has no open reports',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const pending = await makePost('PENDING');
      await report(pending);
      expect((await gql(DISMISS, { id: pending })).body.errors?.[0]).toMatchObject({
        message: 'Reports can be dismissed only on an active post; this one is PENDING',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const held = await makePost('ACTIVE');
      await report(held);
      await gql(CLAIM, { id: held }, other.token);
      expect((await gql(DISMISS, { id: held })).body.errors?.[0]).toMatchObject({
        message: 'Reviewing: Lan Pham',
        extensions: { code: 'CONFLICT' },
      });
      await gql(RELEASE, { id: held }, other.token);
      expect(errorCodes((await gql(DISMISS, { id: held, expectedStatus: 'PENDING' })).body)).toEqual([
        'CONFLICT',
      ]);
      expect(errorCodes((await gql(DISMISS, { id: 'nope' })).body)).toEqual(['BAD_USER_INPUT']);
      expect(errorCodes((await gql(DISMISS, { id: DUMMY_UUID })).body)).toEqual(['NOT_FOUND']);
      expect(
        await count(
          sql`select count(*)::int as n from audit_logs where entity = 'post' and entity_id in (${clean}, ${pending}, ${held})`,
        ),
      ).toBe(0);
    });
  });

  describe('create and edit', () => {
    const input = (over: Record<string, unknown> = {}) => ({
      userId: ref.userId,
      title: 'Toyota Vios 1.5G 2021 chính chủ',
      price: 480_000_000,
      year: 2021,
      odometer: 32_000,
      regPlate: '30A-123.45',
      brand: ref.brandId,
      model: ref.modelId,
      version: ref.versionId,
      cityId: ref.provinceId,
      mediaIds: [ref.imageId],
      ...over,
    });

    it('creates a PENDING post in the review queue, audited, and edits it', async () => {
      const res = await gql(CREATE, { input: input() });
      expect(res.body.errors).toBeUndefined();
      const created = data<{ id: string; status: string; version: { id: string }; medias: { id: string }[] }>(
        res.body,
        'adminCreatePost',
      );
      expect(created).toMatchObject({
        status: 'PENDING',
        version: { id: ref.versionId },
        medias: [{ id: ref.imageId }],
      });
      const edited = await gql(EDIT, {
        id: created.id,
        input: input({ title: 'Toyota Vios 1.5G 2021', price: 470_000_000 }),
      });
      expect(data<{ title: string; status: string }>(edited.body, 'adminEditPost')).toMatchObject({
        title: 'Toyota Vios 1.5G 2021',
        status: 'PENDING',
      });
      const rows = await sqlRows<{ action: string; after: Record<string, unknown> }>(
        t.db,
        sql`select action, after from audit_logs where entity = 'post' and entity_id = ${created.id} order by created_at`,
      );
      expect(rows.map((r) => r.action)).toEqual(['post.create', 'post.edit']);
      expect(rows[1]?.after).toEqual({ title: 'Toyota Vios 1.5G 2021', price: 470_000_000 });
      // No change, no audit row.
      await gql(EDIT, {
        id: created.id,
        input: input({ title: 'Toyota Vios 1.5G 2021', price: 470_000_000 }),
      });
      expect(
        await count(sql`select count(*)::int as n from audit_logs where entity_id = ${created.id}`),
      ).toBe(2);
    });

    it('answers each bad field under its own name, writing nothing', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: '  ' }, 'title', postRequired('Title')],
        [{ price: 0 }, 'price', POST_PRICE_MESSAGE],
        [{ year: 1949 }, 'year', postYearMessage(postNextYear())],
        [{ odometer: -1 }, 'odometer', 'The odometer is a whole number from 0 to 10,000,000 km'],
        [{ regPlate: '!!' }, 'regPlate', 'Enter a plate such as 30A-123.45'],
        [{ model: ref.otherModelId }, 'model', POST_MODEL_OF_BRAND_MESSAGE],
        [{ brand: ref.otherBrandId, model: ref.otherModelId }, 'version', POST_VERSION_OF_MODEL_MESSAGE],
        [{ mediaIds: [DUMMY_UUID] }, 'mediaIds', POST_MEDIA_UNKNOWN_MESSAGE],
        [
          { status: 'ACTIVE' },
          'status',
          'A post is saved as Draft or Pending; the review sets other statuses',
        ],
      ];
      const before = await count(sql`select count(*)::int as n from posts`);
      for (const [over, field, message] of cases) {
        const res = await gql(CREATE, { input: input(over) });
        expect(res.body.errors?.[0], field).toMatchObject({
          message,
          extensions: { code: 'BAD_USER_INPUT', field },
        });
      }
      expect(await count(sql`select count(*)::int as n from posts`)).toBe(before);
    });
  });

  it('refuses every post operation to a caller who is not a signed-in admin', async () => {
    const id = await makePost('PENDING');
    for (const [q, v] of [
      [LIST, {}],
      [DETAIL, { id }],
      [QUEUE, {}],
      [CHANGE, { id, status: 'ACTIVE' }],
      [CLAIM, { id }],
      [RELEASE, { id }],
      [DISMISS, { id }],
      [CREATE, { input: { userId: DUMMY_UUID, title: 'x', price: 1 } }],
      [EDIT, { id, input: { userId: DUMMY_UUID, title: 'x', price: 1 } }],
    ] as const) {
      const res = await t.gql(q, v);
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
    }
    expect(data<{ status: string }>((await gql(DETAIL, { id })).body, 'adminGetPostDetail').status).toBe(
      'PENDING',
    );
  });
});
