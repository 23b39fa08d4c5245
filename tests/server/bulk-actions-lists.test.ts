import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEACTIVATE_REASON_LENGTH,
  MEMBER_ALREADY_ACTIVE,
  MEMBER_ALREADY_DEACTIVATED,
} from '../../src/rules/members';
import { categoryInUseMessage } from '../../src/rules/reviews';
import { BENEFIT_IN_USE } from '../../server/graphql/resolvers/packages-benefits';
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
 * The bulk actions of banners, reviews, review categories, service packages, benefit items and members
 * (issue 25 §2, docs/server-kit.md#bulk-actions), both engines: per-row answers with one row refused in the
 * single action's words and the others done, one audit row per row changed, and each field refused to a
 * role without its permission. The kit itself (cap, repeated ids, races) is tests/server/bulk-actions.test.ts.
 */

const RESULT = 'id ok error code';
const BANNERS_ACTIVE = `mutation ($ids: [ID!]!, $active: Boolean!) { adminBulkUpdateStatusBanners(ids: $ids, active: $active) { ${RESULT} } }`;
const BANNERS_DELETE = `mutation ($ids: [ID!]!) { adminBulkDeleteBanners(ids: $ids) { ${RESULT} } }`;
const BANNER_TOGGLE = `mutation ($id: ID!) { adminUpdateStatusBanner(id: $id) { id isActive } }`;
const REVIEWS_ACTIVE = `mutation ($kind: AdminBulkReviewKind!, $ids: [ID!]!, $active: Boolean!) { adminBulkChangeStatusReviews(kind: $kind, ids: $ids, active: $active) { ${RESULT} } }`;
const REVIEWS_DELETE = `mutation ($kind: AdminBulkReviewKind!, $ids: [ID!]!) { adminBulkDeleteReviews(kind: $kind, ids: $ids) { ${RESULT} } }`;
const PACKAGES_ACTIVE = `mutation ($kind: AdminBulkPackageKind!, $ids: [ID!]!, $active: Boolean!) { adminBulkUpdateStatusPackages(kind: $kind, ids: $ids, active: $active) { ${RESULT} } }`;
const PACKAGES_DELETE = `mutation ($kind: AdminBulkPackageKind!, $ids: [ID!]!) { adminBulkDeletePackages(kind: $kind, ids: $ids) { ${RESULT} } }`;
const DEACTIVATE = `mutation ($ids: [ID!]!, $reason: String!) { adminBulkDeactivateUsers(ids: $ids, reason: $reason) { ${RESULT} } }`;
const REACTIVATE = `mutation ($ids: [ID!]!) { adminBulkReactivateUsers(ids: $ids) { ${RESULT} } }`;

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

const inList = (ids: readonly string[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

describe.each(DATABASES)('bulk actions on the content, package and member lists on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const gql = (q: string, v: Record<string, unknown>, tk = token) => t.gql(q, v, { token: tk });
  const audits = (entity: string, id: string) =>
    sqlRows<{ action: string }>(
      t.db,
      sql`select action from audit_logs where entity = ${entity} and entity_id = ${id} order by seq`,
    ).then((rows) => rows.map((r) => r.action));
  // Rows in the Trash (docs/trash.md) are not there for the API: an earlier test's delete put some there.
  const TRASHED = new Set(['banners', 'reviews', 'review_categories', 'review_videos']);
  const ids = async (table: string, n: number) => {
    const live = TRASHED.has(table) ? sql`where deleted_at is null` : sql``;
    const rows = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from ${sql.identifier(table)} ${live} order by created_at, id limit ${n}`,
    );
    expect(rows).toHaveLength(n);
    return rows.map((r) => r.id);
  };
  const actives = async (table: string, of: readonly string[]) =>
    (
      await sqlRows<{ id: string; is_active: boolean }>(
        t.db,
        sql`select id, is_active from ${sql.identifier(table)} where id in (${inList(of)})`,
      )
    )
      .sort((a, b) => of.indexOf(a.id) - of.indexOf(b.id))
      .map((r) => r.is_active);

  describe('banners', () => {
    it('sets a state, not a toggle: one already so is untouched and unaudited, an unknown id refused on its row', async () => {
      const [on, off] = await ids('banners', 2);
      await t.db.execute(sql`update banners set is_active = true where id = ${on}`);
      await t.db.execute(sql`update banners set is_active = false where id = ${off}`);
      const rows = rowsOf(
        (await gql(BANNERS_ACTIVE, { ids: [on, DUMMY_UUID, off], active: false })).body,
        'adminBulkUpdateStatusBanners',
      );
      expect(rows.map((r) => [r.id, r.ok, r.code, r.error])).toEqual([
        [on, true, null, null],
        [DUMMY_UUID, false, 'NOT_FOUND', 'Banner not found'],
        [off, true, null, null],
      ]);
      expect(await actives('banners', [on ?? '', off ?? ''])).toEqual([false, false]);
      expect(await audits('banner', on ?? '')).toEqual(['banner.update_status']);
      expect(await audits('banner', off ?? '')).toEqual([]);
      // The single action still flips, through the same function, audited once.
      const flipped = await gql(BANNER_TOGGLE, { id: off });
      expect(flipped.body.data?.adminUpdateStatusBanner).toEqual({ id: off, isActive: true });
      expect(await audits('banner', off ?? '')).toEqual(['banner.update_status']);
    });

    it('deletes each as adminDeleteBanner does, one audit row each', async () => {
      const [a, b] = await ids('banners', 2);
      const rows = rowsOf(
        (await gql(BANNERS_DELETE, { ids: [a, DUMMY_UUID, b] })).body,
        'adminBulkDeleteBanners',
      );
      expect(rows.map((r) => [r.ok, r.code])).toEqual([
        [true, null],
        [false, 'NOT_FOUND'],
        [true, null],
      ]);
      // The first test switched these banners; the delete adds its own row to theirs.
      for (const id of [a, b]) expect((await audits('banner', id ?? '')).at(-1)).toBe('banner.trash');
      // To the Trash (docs/trash.md): the rows stay, marked deleted, and the list no longer has them.
      const [left] = await sqlRows<{ n: number; trashed: number }>(
        t.db,
        sql`select count(*)::int as n, count(deleted_at)::int as trashed
            from banners where id in (${inList([a ?? '', b ?? ''])})`,
      );
      expect(left).toEqual({ n: 2, trashed: 2 });
    });
  });

  describe('reviews and review categories', () => {
    it('unpublishes reviews per row', async () => {
      const [a, b] = await ids('reviews', 2);
      await t.db.execute(
        sql`update reviews set is_active = true where id in (${inList([a ?? '', b ?? ''])})`,
      );
      const rows = rowsOf(
        (await gql(REVIEWS_ACTIVE, { kind: 'REVIEW', ids: [a, DUMMY_UUID, b], active: false })).body,
        'adminBulkChangeStatusReviews',
      );
      expect(rows.map((r) => r.ok)).toEqual([true, false, true]);
      expect(rows[1]?.code).toBe('NOT_FOUND');
      expect(await actives('reviews', [a ?? '', b ?? ''])).toEqual([false, false]);
      for (const id of [a, b]) expect(await audits('review', id ?? '')).toEqual(['review.update_status']);
    });

    it('deletes categories: one in use is refused in the single delete’s words, the unused one goes', async () => {
      const [used] = await sqlRows<{ id: string; n: number }>(
        t.db,
        sql`select category as id, count(*)::int as n from reviews group by category order by n desc limit 1`,
      );
      const [spare] = await sqlRows<{ id: string }>(
        t.db,
        sql`insert into review_categories (name_vi, name_en, slug)
            values ('Danh mục thừa', 'Spare category', ${`spare-${engine.name}-${Date.now()}`}) returning id`,
      );
      const rows = rowsOf(
        (await gql(REVIEWS_DELETE, { kind: 'CATEGORY', ids: [used?.id, spare?.id] })).body,
        'adminBulkDeleteReviews',
      );
      expect(rows).toEqual([
        { id: used?.id, ok: false, code: 'CONFLICT', error: categoryInUseMessage(used?.n ?? 0) },
        { id: spare?.id, ok: true, code: null, error: null },
      ]);
      expect(await audits('review_category', used?.id ?? '')).toEqual([]);
      expect(await audits('review_category', spare?.id ?? '')).toEqual(['review_category.trash']);
    });
  });

  describe('packages', () => {
    it('deletes benefit items: one a package lists is refused on its row, the free one deleted', async () => {
      const [listed] = await sqlRows<{ id: string; n: number }>(
        t.db,
        sql`select b.benefit_item_id as id, count(*)::int as n from service_package_benefits b
            join service_packages p on p.id = b.service_package_id and not p.is_deleted
            group by b.benefit_item_id order by n desc limit 1`,
      );
      const [free] = await sqlRows<{ id: string }>(
        t.db,
        sql`insert into benefit_items (title, type) values ('Spare benefit', 'POST') returning id`,
      );
      const rows = rowsOf(
        (await gql(PACKAGES_DELETE, { kind: 'BENEFIT', ids: [listed?.id, free?.id] })).body,
        'adminBulkDeletePackages',
      );
      expect(rows.map((r) => [r.ok, r.code, r.error])).toEqual([
        [false, 'CONFLICT', BENEFIT_IN_USE(listed?.n ?? 0)],
        [true, null, null],
      ]);
      expect(await audits('benefit_item', free?.id ?? '')).toEqual(['benefit_item.delete']);
      expect(await audits('benefit_item', listed?.id ?? '')).toEqual([]);
    });

    it('switches service packages off and deletes them (soft, as the single delete), per row', async () => {
      const live = await sqlRows<{ id: string }>(
        t.db,
        sql`select id from service_packages where not is_deleted order by created_at, id limit 2`,
      );
      const [a, b] = live.map((r) => r.id);
      const off = rowsOf(
        (await gql(PACKAGES_ACTIVE, { kind: 'SERVICE', ids: [a, b], active: false })).body,
        'adminBulkUpdateStatusPackages',
      );
      expect(off.every((r) => r.ok)).toBe(true);
      expect(await actives('service_packages', [a ?? '', b ?? ''])).toEqual([false, false]);
      await gql(PACKAGES_DELETE, { kind: 'SERVICE', ids: [a] });
      // A deleted package is gone for the next call: refused on its row as the single delete refuses it.
      const again = rowsOf(
        (await gql(PACKAGES_DELETE, { kind: 'SERVICE', ids: [a, b] })).body,
        'adminBulkDeletePackages',
      );
      expect(again.map((r) => [r.ok, r.code])).toEqual([
        [false, 'NOT_FOUND'],
        [true, null],
      ]);
      for (const id of [a, b])
        expect(await audits('service_package', id ?? '')).toEqual([
          'service_package.update_status',
          'service_package.delete',
        ]);
    });
  });

  describe('members', () => {
    it('deactivates with one reason for all, checked once; a member already deactivated is refused on its row', async () => {
      const members = await sqlRows<{ id: string }>(
        t.db,
        sql`select id from users where is_active and status = 'ACTIVE' and email is not null
            order by created_at desc, id limit 3`,
      );
      const [a, b, c] = members.map((m) => m.id);
      const mailsTo = async () =>
        (
          await sqlRows<{ n: number }>(
            t.db,
            sql`select count(*)::int as n from mail_outbox where user_id in (${inList([a ?? '', b ?? '', c ?? ''])})`,
          )
        )[0]?.n ?? 0;
      const mailedBefore = await mailsTo();
      const short = await gql(DEACTIVATE, { ids: [a, b], reason: 'spam' });
      expect(errorCodes(short.body)).toEqual(['BAD_USER_INPUT']);
      expect(short.body.errors?.[0]?.message).toBe(DEACTIVATE_REASON_LENGTH);
      expect(await actives('users', [a ?? '', b ?? ''])).toEqual([true, true]);

      await gql(DEACTIVATE, { ids: [b], reason: 'Đăng tin rác nhiều lần' });
      const rows = rowsOf(
        (await gql(DEACTIVATE, { ids: [a, b, c], reason: 'Đăng tin rác nhiều lần' })).body,
        'adminBulkDeactivateUsers',
      );
      expect(rows.map((r) => [r.ok, r.code, r.error])).toEqual([
        [true, null, null],
        [false, 'CONFLICT', MEMBER_ALREADY_DEACTIVATED],
        [true, null, null],
      ]);
      const stored = await sqlRows<{ status: string; deactivate_reason: string }>(
        t.db,
        sql`select status, deactivate_reason from users where id in (${inList([a ?? '', c ?? ''])})`,
      );
      expect(stored).toEqual([
        { status: 'DEACTIVATED', deactivate_reason: 'Đăng tin rác nhiều lần' },
        { status: 'DEACTIVATED', deactivate_reason: 'Đăng tin rác nhiều lần' },
      ]);
      expect(await audits('user', a ?? '')).toEqual(['user.deactivate']);
      expect(await audits('user', b ?? '')).toEqual(['user.deactivate']);
      // Each member is emailed as by the single action.
      expect(await mailsTo()).toBe(mailedBefore + 3);

      const back = rowsOf((await gql(REACTIVATE, { ids: [a, b, c] })).body, 'adminBulkReactivateUsers');
      expect(back.every((r) => r.ok)).toBe(true);
      const twice = rowsOf((await gql(REACTIVATE, { ids: [a] })).body, 'adminBulkReactivateUsers');
      expect(twice[0]).toMatchObject({ ok: false, code: 'CONFLICT', error: MEMBER_ALREADY_ACTIVE });
      expect(await audits('user', a ?? '')).toEqual(['user.deactivate', 'user.reactivate']);
    });
  });

  it('refuses each field to a role without its permission (403, nothing written)', async () => {
    const moderator = await addAdminWithRole(t, 'MODERATOR');
    const editor = await addAdminWithRole(t, 'CONTENT_EDITOR');
    const [banner] = await ids('banners', 1);
    const [member] = await ids('users', 1);
    const before = [await audits('banner', banner ?? ''), await audits('user', member ?? '')];
    const refused = [
      await gql(BANNERS_ACTIVE, { ids: [banner], active: false }, moderator.token),
      await gql(BANNERS_DELETE, { ids: [banner] }, moderator.token),
      await gql(REVIEWS_ACTIVE, { kind: 'REVIEW', ids: [DUMMY_UUID], active: true }, moderator.token),
      await gql(REVIEWS_DELETE, { kind: 'CATEGORY', ids: [DUMMY_UUID] }, moderator.token),
      await gql(PACKAGES_ACTIVE, { kind: 'BENEFIT', ids: [DUMMY_UUID], active: true }, editor.token),
      await gql(PACKAGES_DELETE, { kind: 'SERVICE', ids: [DUMMY_UUID] }, editor.token),
      // Moderators read members but do not write them.
      await gql(DEACTIVATE, { ids: [member], reason: 'Đăng tin rác nhiều lần' }, moderator.token),
      await gql(REACTIVATE, { ids: [member] }, moderator.token),
    ];
    for (const res of refused) {
      expect(errorCodes(res.body)).toEqual([403]);
      expect(res.body.data ?? null).toBeNull();
    }
    expect([await audits('banner', banner ?? ''), await audits('user', member ?? '')]).toEqual(before);
    // The content editor holds banners.write: the same call is theirs.
    const mine = rowsOf(
      (await gql(BANNERS_ACTIVE, { ids: [banner], active: true }, editor.token)).body,
      'adminBulkUpdateStatusBanners',
    );
    expect(mine[0]?.ok).toBe(true);
  });
});
