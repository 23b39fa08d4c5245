import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferRequests } from '../../server/db/schema';
import {
  bulkActionTooManyMessage,
  BULK_ACTION_EMPTY_MESSAGE,
  MAX_BULK_ACTION_IDS,
} from '../../src/rules/bulk';
import { POST_NOTE_REQUIRED } from '../../src/rules/posts';
import { TRANSFER_ALREADY_PROCESSED } from '../../src/rules/transfers';
import {
  addAdminWithRole,
  DATABASES,
  DUMMY_UUID,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

/*
 * Bulk actions on lists (issue 25 §2, docs/server-kit.md#bulk-actions), both engines: each row goes through
 * the single action in its own transaction and is answered on its own (partial failure), two admins acting
 * on the same rows at once move each row once with one audit row, the approval rules of transfers hold row
 * by row, the cap on ids, and each field's permission.
 */

const RESULT = 'id ok error code';
const MODERATE = /* GraphQL */ `
  mutation ($posts: [AdminBulkPostInput!]!, $action: AdminBulkPostAction!, $reason: PostModerationReason, $note: String) {
    adminBulkModeratePosts(posts: $posts, action: $action, reason: $reason, note: $note) { ${RESULT} }
  }
`;
const CHANGE = /* GraphQL */ `
  mutation ($id: ID!, $status: PostStatus!, $expectedStatus: PostStatus) {
    adminChangeStatusPost(id: $id, status: $status, expectedStatus: $expectedStatus) {
      id
      status
    }
  }
`;
const TRANSFERS = /* GraphQL */ `
  mutation ($ids: [ID!]!, $approve: Boolean!, $moneyTransferReason: String) {
    adminBulkUpdateUserTransferRequests(ids: $ids, approve: $approve, moneyTransferReason: $moneyTransferReason) { ${RESULT} }
  }
`;
const DELETE_LISTINGS = /* GraphQL */ `
  mutation ($kind: ServiceListingKind!, $ids: [ID!]!) {
    adminBulkDeleteServiceListings(kind: $kind, ids: $ids) { ${RESULT} }
  }
`;
const CENTRES_ACTIVE = /* GraphQL */ `
  mutation ($ids: [ID!]!, $active: Boolean!) {
    adminBulkUpdateStatusCenterDriverLisense(ids: $ids, active: $active) { ${RESULT} }
  }
`;

interface Row {
  id: string;
  ok: boolean;
  error: string | null;
  code: string | null;
}

function rowsOf(body: GqlResult, field: string): Row[] {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data?.[field] as Row[];
}

describe.each(DATABASES)('bulk actions on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let other: { id: string; token: string };
  let sellerId: string;
  let post: { brand: string; model: string; version: string; city: string };

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    other = await addAdminWithRole(t, 'SUPPER_ADMIN');
    const [seller] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from users where is_active order by created_at limit 1`,
    );
    const [version] = await sqlRows<{ brand: string; model: string; id: string }>(
      t.db,
      sql`select brand, model, id from car_versions order by id limit 1`,
    );
    const [city] = await sqlRows<{ id: string }>(t.db, sql`select id from provinces order by id limit 1`);
    sellerId = seller?.id ?? '';
    post = {
      brand: version?.brand ?? '',
      model: version?.model ?? '',
      version: version?.id ?? '',
      city: city?.id ?? '',
    };
    expect(sellerId && post.brand && post.city).toBeTruthy();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const gql = (q: string, v: Record<string, unknown>, tk = token) => t.gql(q, v, { token: tk });

  async function makePost(status: string) {
    const [row] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into posts (title, price, status, user_id, brand_id, model_id, version_id, city_id, year)
          values (${`Bulk post ${randomBytes(3).toString('hex')}`}, 500000000, ${status}, ${sellerId},
                  ${post.brand}, ${post.model}, ${post.version}, ${post.city}, 2020)
          returning id`,
    );
    if (!row) throw new Error('post not inserted');
    return row.id;
  }
  const statusOf = async (table: 'posts' | 'transfer_requests', id: string) =>
    (
      await sqlRows<{ status: string }>(
        t.db,
        table === 'posts'
          ? sql`select status from posts where id = ${id}`
          : sql`select status from transfer_requests where id = ${id}`,
      )
    )[0]?.status;
  const audits = (entity: string, id: string) =>
    sqlRows<{ action: string; admin_id: string }>(
      t.db,
      sql`select action, admin_id from audit_logs where entity = ${entity} and entity_id = ${id} order by seq`,
    );
  const pending = (ids: string[]) => ids.map((id) => ({ id, expectedStatus: 'PENDING' }));

  describe('posts', () => {
    it('answers per row: one post another admin approved just before fails in their words, the others apply', async () => {
      const ids = [await makePost('PENDING'), await makePost('PENDING'), await makePost('PENDING')];
      const taken = ids[1] ?? '';
      expect(
        (await gql(CHANGE, { id: taken, status: 'ACTIVE', expectedStatus: 'PENDING' }, other.token)).body
          .errors,
      ).toBeUndefined();

      const rows = rowsOf(
        (await gql(MODERATE, { posts: pending(ids), action: 'APPROVE' })).body,
        'adminBulkModeratePosts',
      );
      expect(rows.map((r) => [r.id, r.ok, r.code])).toEqual([
        [ids[0], true, null],
        [taken, false, 'CONFLICT'],
        [ids[2], true, null],
      ]);
      expect(rows[1]?.error).toMatch(
        /^Already moderated by Test SUPPER_ADMIN at \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/,
      );
      for (const id of ids) expect(await statusOf('posts', id)).toBe('ACTIVE');
      // One audit row per transition, by whoever made it: the bulk wrote none for the row it did not move.
      const me = (await sqlRows<{ id: string }>(t.db, sql`select id from admins where email = ${t.email}`))[0]
        ?.id;
      expect((await audits('post', ids[0] ?? '')).map((a) => [a.action, a.admin_id])).toEqual([
        ['post.approve', me],
      ]);
      expect((await audits('post', taken)).map((a) => [a.action, a.admin_id])).toEqual([
        ['post.approve', other.id],
      ]);
      expect((await audits('post', ids[2] ?? '')).map((a) => [a.action, a.admin_id])).toEqual([
        ['post.approve', me],
      ]);
    });

    it('two admins bulk-approving the same posts at once: each post moves once, one audit row each', async () => {
      const ids = await Promise.all(Array.from({ length: 6 }, () => makePost('PENDING')));
      const [a, b] = await Promise.all([
        gql(MODERATE, { posts: pending(ids), action: 'APPROVE' }),
        gql(MODERATE, { posts: pending([...ids].reverse()), action: 'APPROVE' }, other.token),
      ]);
      const rows = [...rowsOf(a.body, 'adminBulkModeratePosts'), ...rowsOf(b.body, 'adminBulkModeratePosts')];
      for (const id of ids) {
        const mine = rows.filter((r) => r.id === id);
        expect(mine.map((r) => r.ok).sort()).toEqual([false, true]);
        expect(mine.find((r) => !r.ok)?.code).toBe('CONFLICT');
        expect(await statusOf('posts', id)).toBe('ACTIVE');
        expect((await audits('post', id)).map((x) => x.action)).toEqual(['post.approve']);
        const [n] = await sqlRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from user_notifications where target_id = ${id} and target_screen = 'post detail'`,
        );
        expect(n?.n).toBe(1);
      }
    });

    it('rejects with one reason and note for all, refused once for the call without them; refuses a post not waiting for review', async () => {
      const ids = [await makePost('PENDING'), await makePost('PENDING')];
      const missing = await gql(MODERATE, { posts: pending(ids), action: 'REJECT', reason: 'WRONG_PHOTOS' });
      expect(errorCodes(missing.body)).toEqual(['BAD_USER_INPUT']);
      expect(missing.body.errors?.[0]?.message).toBe(POST_NOTE_REQUIRED);
      for (const id of ids) expect(await statusOf('posts', id)).toBe('PENDING');

      const suspended = await makePost('SUSPENDED');
      const rows = rowsOf(
        (
          await gql(MODERATE, {
            posts: [...pending(ids), { id: suspended, expectedStatus: 'SUSPENDED' }],
            action: 'REJECT',
            reason: 'WRONG_PHOTOS',
            note: 'Ảnh không đúng xe',
          })
        ).body,
        'adminBulkModeratePosts',
      );
      expect(rows.map((r) => r.ok)).toEqual([true, true, false]);
      expect(rows[2]).toMatchObject({
        code: 'BAD_USER_INPUT',
        error: 'A post in SUSPENDED cannot be moved to REJECTED',
      });
      const [stored] = await sqlRows<{ status_reason: string; status_note: string }>(
        t.db,
        sql`select status_reason, status_note from posts where id = ${ids[0]}`,
      );
      expect(stored).toEqual({ status_reason: 'WRONG_PHOTOS', status_note: 'Ảnh không đúng xe' });
      expect(await statusOf('posts', suspended)).toBe('SUSPENDED');
      expect(await audits('post', suspended)).toEqual([]);
    });

    it('dismisses reports per post: one without open reports is refused, the other leaves the queue', async () => {
      const reported = await makePost('ACTIVE');
      const quiet = await makePost('ACTIVE');
      await t.db.execute(sql`insert into report_posts (post_id, reason) values (${reported}, 'FRAUD')`);
      const rows = rowsOf(
        (
          await gql(MODERATE, {
            posts: [reported, quiet].map((id) => ({ id, expectedStatus: 'ACTIVE' })),
            action: 'DISMISS_REPORTS',
          })
        ).body,
        'adminBulkModeratePosts',
      );
      expect(rows.map((r) => [r.ok, r.code])).toEqual([
        [true, null],
        [false, 'BAD_USER_INPUT'],
      ]);
      expect((await audits('post', reported)).map((a) => a.action)).toEqual(['post.dismiss_reports']);
    });

    it(`caps a call at ${String(MAX_BULK_ACTION_IDS)} ids and refuses none, writing nothing`, async () => {
      const id = await makePost('PENDING');
      const many = [
        { id, expectedStatus: 'PENDING' },
        ...Array.from({ length: MAX_BULK_ACTION_IDS }, () => ({
          id: crypto.randomUUID(),
          expectedStatus: 'PENDING',
        })),
      ];
      const over = await gql(MODERATE, { posts: many, action: 'APPROVE' });
      expect(errorCodes(over.body)).toEqual(['BAD_USER_INPUT']);
      expect(over.body.errors?.[0]?.message).toBe(bulkActionTooManyMessage(MAX_BULK_ACTION_IDS + 1));
      expect(await statusOf('posts', id)).toBe('PENDING');
      const none = await gql(MODERATE, { posts: [], action: 'APPROVE' });
      expect(none.body.errors?.[0]?.message).toBe(BULK_ACTION_EMPTY_MESSAGE);
      // A repeated id is applied once.
      const twice = rowsOf(
        (await gql(MODERATE, { posts: pending([id, id]), action: 'APPROVE' })).body,
        'adminBulkModeratePosts',
      );
      expect(twice).toEqual([{ id, ok: true, error: null, code: null }]);
      expect(await audits('post', id)).toHaveLength(1);
    });
  });

  describe('transfer requests', () => {
    async function newRequest(amount: number, status: 'new' | 'confirm' = 'new') {
      const [row] = await t.db
        .insert(transferRequests)
        .values({ amount, bankName: 'Techcombank', userId: sellerId, status })
        .returning({ id: transferRequests.id });
      if (!row) throw new Error('insert failed');
      return row.id;
    }

    it('approves each under the rules in force: a large one gets its first approval only, a decided one is refused', async () => {
      const small = await newRequest(200_000);
      const large = await newRequest(50_000_000);
      const done = await newRequest(300_000, 'confirm');
      const rows = rowsOf(
        (await gql(TRANSFERS, { ids: [small, large, done], approve: true })).body,
        'adminBulkUpdateUserTransferRequests',
      );
      expect(rows.map((r) => [r.ok, r.code, r.error])).toEqual([
        [true, null, null],
        [true, null, null],
        [false, 'CONFLICT', TRANSFER_ALREADY_PROCESSED],
      ]);
      expect(await statusOf('transfer_requests', small)).toBe('confirm');
      // At or above the threshold the first approval is recorded and the request waits for another admin.
      expect(await statusOf('transfer_requests', large)).toBe('new');
      expect((await audits('transfer_request', large)).map((a) => a.action)).toEqual([
        'transfer_request.approve_first',
      ]);
      expect(await audits('transfer_request', done)).toEqual([]);
      // The same admin again is refused on that row; the second admin completes it.
      const again = rowsOf(
        (await gql(TRANSFERS, { ids: [large], approve: true })).body,
        'adminBulkUpdateUserTransferRequests',
      );
      expect(again[0]).toMatchObject({ ok: false, code: 'CONFLICT' });
      const second = rowsOf(
        (await gql(TRANSFERS, { ids: [large], approve: true }, other.token)).body,
        'adminBulkUpdateUserTransferRequests',
      );
      expect(second[0]?.ok).toBe(true);
      expect(await statusOf('transfer_requests', large)).toBe('confirm');
    });

    it('rejects with one reason for all', async () => {
      const ids = [await newRequest(100_000), await newRequest(150_000)];
      const rows = rowsOf(
        (await gql(TRANSFERS, { ids, approve: false, moneyTransferReason: 'Không thấy tiền về' })).body,
        'adminBulkUpdateUserTransferRequests',
      );
      expect(rows.every((r) => r.ok)).toBe(true);
      const stored = await sqlRows<{ status: string; money_transfer_reason: string }>(
        t.db,
        sql`select status, money_transfer_reason from transfer_requests where id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
      expect(stored).toEqual(
        ids.map(() => ({ status: 'rejected', money_transfer_reason: 'Không thấy tiền về' })),
      );
    });
  });

  describe('listings', () => {
    it('deletes garages one by one: an unknown id is refused on its row, each delete audited', async () => {
      const garages = await sqlRows<{ id: string }>(
        t.db,
        sql`select id from garages order by created_at limit 2`,
      );
      const ids = garages.map((g) => g.id);
      const rows = rowsOf(
        (await gql(DELETE_LISTINGS, { kind: 'GARAGE', ids: [ids[0], DUMMY_UUID, ids[1]] })).body,
        'adminBulkDeleteServiceListings',
      );
      expect(rows.map((r) => [r.ok, r.code])).toEqual([
        [true, null],
        [false, 'NOT_FOUND'],
        [true, null],
      ]);
      for (const id of ids)
        expect((await audits('garage', id)).map((a) => a.action)).toEqual(['garage.trash']);
      // To the Trash (docs/trash.md): the rows stay, marked deleted.
      const [left] = await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from garages where deleted_at is null and id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
      expect(left?.n).toBe(0);
    });

    it('switches driving centres off, auditing only those that change', async () => {
      const centres = await sqlRows<{ id: string }>(
        t.db,
        sql`select id from driving_centers order by created_at limit 2`,
      );
      const ids = centres.map((c) => c.id);
      await t.db.execute(sql`update driving_centers set is_active = true where id = ${ids[0]}`);
      await t.db.execute(sql`update driving_centers set is_active = false where id = ${ids[1]}`);
      const rows = rowsOf(
        (await gql(CENTRES_ACTIVE, { ids, active: false })).body,
        'adminBulkUpdateStatusCenterDriverLisense',
      );
      expect(rows.every((r) => r.ok)).toBe(true);
      expect((await audits('driving_center', ids[0] ?? '')).map((a) => a.action)).toEqual([
        'driving_center.update_status',
      ]);
      expect(await audits('driving_center', ids[1] ?? '')).toEqual([]);
    });
  });

  it('refuses each field to a role without its permission (403, nothing written)', async () => {
    const moderator = await addAdminWithRole(t, 'MODERATOR');
    const support = await addAdminWithRole(t, 'SUPPORT');
    const [centre] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from driving_centers order by created_at limit 1`,
    );
    const before = (await audits('driving_center', centre?.id ?? '')).length;
    const refused = [
      await gql(DELETE_LISTINGS, { kind: 'DRIVING_CENTER', ids: [centre?.id] }, moderator.token),
      await gql(CENTRES_ACTIVE, { ids: [centre?.id], active: true }, moderator.token),
      await gql(TRANSFERS, { ids: [DUMMY_UUID], approve: true }, moderator.token),
      await gql(MODERATE, { posts: pending([DUMMY_UUID]), action: 'APPROVE' }, support.token),
    ];
    for (const res of refused) {
      expect(errorCodes(res.body)).toEqual([403]);
      expect(res.body.data ?? null).toBeNull();
    }
    expect(await audits('driving_center', centre?.id ?? '')).toHaveLength(before);
    // The moderator holds posts.moderate: the same call is theirs.
    const id = await makePost('PENDING');
    const mine = rowsOf(
      (await gql(MODERATE, { posts: pending([id]), action: 'APPROVE' }, moderator.token)).body,
      'adminBulkModeratePosts',
    );
    expect(mine[0]?.ok).toBe(true);
  });
});
