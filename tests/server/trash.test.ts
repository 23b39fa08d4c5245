import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredTrash } from '../../server/graphql/resolvers/trash';
import { TRASH_DAYS } from '../../server/kit/trash';
import { categoryInTrashUseMessage, SLUG_IN_TRASH_MESSAGE } from '../../src/rules/reviews';
import { DATABASES, errorCodes, sqlRows, startTestApp, type GqlResult, type TestApp } from './helpers';

/*
 * The Trash (issue 28 §4, docs/trash.md), both engines: a delete of each trashable kind leaves the record out
 * of its list, its count, its detail and the palette, and into its area's Trash; a restore gives it back
 * exactly (links and media included), a delete for good removes it; each step one audit row. The hourly
 * purge deletes what is older than 30 days, audited with no admin. Refusals of SPEC stay refusals.
 */

const MEDIA = 'medias { id }';
const GARAGE_FIELDS = `id title slug userId user { id } description services status mediaIds ${MEDIA} address phone
  email website province ward district isActive latitude longitude karCheck reason totalRating averageRating
  provinceDetail { code } wardDetail { code } createdAt updatedAt editVersion`;
const PARKING_FIELDS = `id title slug userId description reason total mediaIds address phone email website province
  ward district isActive closeOnPublicHolidays sameWeekOfOperation latitude longitude status createdAt updatedAt
  workingTimes { day startTime endTime } priceProperties { type price } editVersion`;

interface Kind {
  kind: string;
  area: 'Banner' | 'Review' | 'Service';
  table: string;
  entity: string;
  /** The list's total: `{ meta { totalItems } items { id } }` under `field`. */
  list: string;
  listField: string;
  detail: string;
  detailField: string;
  remove: string;
  removeField: string;
}

const page = '{ meta { totalItems } items { id } }';
const KINDS: Kind[] = [
  {
    kind: 'BANNER',
    area: 'Banner',
    table: 'banners',
    entity: 'banner',
    list: `{ adminListBanner(take: 1000) ${page} }`,
    listField: 'adminListBanner',
    detail: `query ($id: ID!) { getBannerDetail(id: $id) { id name positionId mediaIds ${MEDIA} isActive linkBanner createdAt updatedAt position { id } editVersion } }`,
    detailField: 'getBannerDetail',
    remove: 'mutation ($id: ID!) { adminDeleteBanner(id: $id) }',
    removeField: 'adminDeleteBanner',
  },
  {
    kind: 'REVIEW',
    area: 'Review',
    table: 'reviews',
    entity: 'review',
    list: `{ adminGetListReviews(take: 1000) ${page} }`,
    listField: 'adminGetListReviews',
    detail: `query ($id: ID!) { adminGetReviewDetail(id: $id) { id nameVi nameEn slug mediaIds ${MEDIA} modelIds carModels { id } thumnail category categories { id total } contentVi contentEn isActive createdAt updatedAt editVersion } }`,
    detailField: 'adminGetReviewDetail',
    remove: 'mutation ($id: ID!) { adminDeleteReview(id: $id) }',
    removeField: 'adminDeleteReview',
  },
  {
    kind: 'REVIEW_VIDEO',
    area: 'Review',
    table: 'review_videos',
    entity: 'review_video',
    list: `{ adminGetListReviewVideos(take: 1000) ${page} }`,
    listField: 'adminGetListReviewVideos',
    detail: `query ($id: ID!) { adminGetReviewVideoDetail(id: $id) { id title description linkVideo slug createdAt updatedAt editVersion } }`,
    detailField: 'adminGetReviewVideoDetail',
    remove: 'mutation ($id: ID!) { adminDeleteReviewVideos(id: $id) }',
    removeField: 'adminDeleteReviewVideos',
  },
  {
    kind: 'GARAGE',
    area: 'Service',
    table: 'garages',
    entity: 'garage',
    list: `{ adminGaragePagination(take: 1000) ${page} }`,
    listField: 'adminGaragePagination',
    detail: `query ($id: ID!) { adminGetGarageDetail(id: $id) { ${GARAGE_FIELDS} } }`,
    detailField: 'adminGetGarageDetail',
    remove: 'mutation ($id: ID!) { adminDeleteGarage(id: $id) }',
    removeField: 'adminDeleteGarage',
  },
  {
    kind: 'DRIVING_CENTER',
    area: 'Service',
    table: 'driving_centers',
    entity: 'driving_center',
    list: `{ adminCenterDriverLisensePagination(take: 1000) ${page} }`,
    listField: 'adminCenterDriverLisensePagination',
    detail: `query ($id: ID!) { adminGetCenterDriverLisenseDetail(id: $id) { id title slug services mediaIds ${MEDIA} address phone province ward isActive createdAt updatedAt editVersion } }`,
    detailField: 'adminGetCenterDriverLisenseDetail',
    remove: 'mutation ($id: ID!) { deleteCenterDriverLisense(id: $id) }',
    removeField: 'deleteCenterDriverLisense',
  },
  {
    kind: 'PARKING',
    area: 'Service',
    table: 'parkings',
    entity: 'parking',
    list: `{ adminParkingPagination(take: 1000) ${page} }`,
    listField: 'adminParkingPagination',
    detail: `query ($id: ID!) { adminGetParkingDetail(id: $id) { ${PARKING_FIELDS} } }`,
    detailField: 'adminGetParkingDetail',
    remove: 'mutation ($id: ID!) { adminDeleteParking(id: $id) }',
    removeField: 'adminDeleteParking',
  },
];

const TRASH_ITEM = 'kind id title deletedAt deletedByName purgeAt';
const listTrash = (area: string) =>
  `query ($take: Int) { adminList${area}Trash(take: $take) { meta { totalItems } items { ${TRASH_ITEM} } } }`;
const restore = (area: string) =>
  `mutation ($kind: TrashKind!, $id: ID!) { adminRestore${area}FromTrash(kind: $kind, id: $id) }`;
const forGood = (area: string) =>
  `mutation ($kind: TrashKind!, $id: ID!) { adminDelete${area}ForGood(kind: $kind, id: $id) }`;

interface TrashItem {
  kind: string;
  id: string;
  title: string;
  deletedAt: string;
  deletedByName: string | null;
  purgeAt: string;
}

describe.each(DATABASES)('the Trash on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const gql = (q: string, v: Record<string, unknown> = {}) => t.gql(q, v, { token });
  async function ok<T>(q: string, v: Record<string, unknown>, field: string): Promise<T> {
    const { body } = await gql(q, v);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data?.[field] as T;
  }
  const refusal = (body: GqlResult) => {
    const e = body.errors?.[0];
    return { code: e?.extensions?.code, message: e?.message };
  };
  const audits = async (entity: string, id: string) =>
    (
      await sqlRows<{ action: string; admin_id: string | null }>(
        t.db,
        sql`select action, admin_id from audit_logs where entity = ${entity} and entity_id = ${id} order by seq`,
      )
    ).map((r) => r.action);
  const firstId = async (table: string) => {
    const [row] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from ${sql.identifier(table)} where deleted_at is null order by created_at, id limit 1`,
    );
    if (!row) throw new Error(`no ${table}`);
    return row.id;
  };
  const trashItems = async (area: string) =>
    (
      await ok<{ meta: { totalItems: number }; items: TrashItem[] }>(
        listTrash(area),
        { take: 1000 },
        `adminList${area}Trash`,
      )
    ).items;

  it.each(KINDS)(
    '$kind: a delete leaves the list, its count and the detail; Restore gives it back exactly; each step audited',
    async (k) => {
      const id = await firstId(k.table);
      const before = await ok<Record<string, unknown>>(k.detail, { id }, k.detailField);
      const listed = await ok<{ meta: { totalItems: number }; items: { id: string }[] }>(
        k.list,
        {},
        k.listField,
      );
      expect(listed.items.map((i) => i.id)).toContain(id);

      expect(await ok<boolean>(k.remove, { id }, k.removeField)).toBe(true);
      const after = await ok<{ meta: { totalItems: number }; items: { id: string }[] }>(
        k.list,
        {},
        k.listField,
      );
      expect(after.meta.totalItems).toBe(listed.meta.totalItems - 1);
      expect(after.items.map((i) => i.id)).not.toContain(id);
      expect(errorCodes((await gql(k.detail, { id })).body)).toEqual(['NOT_FOUND']);
      // Deleting it again finds nothing, as before the Trash.
      expect(errorCodes((await gql(k.remove, { id })).body)).toEqual(['NOT_FOUND']);

      const item = (await trashItems(k.area)).find((i) => i.id === id);
      expect(item).toMatchObject({ kind: k.kind, id, deletedByName: expect.any(String) as string });
      expect(Date.parse(item?.purgeAt ?? '') - Date.parse(item?.deletedAt ?? '')).toBe(
        TRASH_DAYS * 86_400_000,
      );

      expect(await ok<boolean>(restore(k.area), { kind: k.kind, id }, `adminRestore${k.area}FromTrash`)).toBe(
        true,
      );
      expect(await ok<Record<string, unknown>>(k.detail, { id }, k.detailField)).toEqual(before);
      const back = await ok<{ meta: { totalItems: number } }>(k.list, {}, k.listField);
      expect(back.meta.totalItems).toBe(listed.meta.totalItems);
      expect((await trashItems(k.area)).map((i) => i.id)).not.toContain(id);
      expect((await audits(k.entity, id)).slice(-2)).toEqual([`${k.entity}.trash`, `${k.entity}.restore`]);
      // Not in the Trash any more: a second restore finds nothing.
      expect(errorCodes((await gql(restore(k.area), { kind: k.kind, id })).body)).toEqual(['NOT_FOUND']);
    },
  );

  it('a garage comes back with its photos, services, owner and place; the palette and duplicates skip it meanwhile', async () => {
    const someId = await firstId('garages');
    // Photos, services and an owner, whatever the demo gave it.
    await t.db.execute(sql`update garages set
        media_ids = array(select id from media where not is_deleted and mime_type like 'image/%' order by id limit 2),
        services = array['Bảo dưỡng', 'Đồng sơn'],
        user_id = (select id from users order by created_at limit 1),
        phone = coalesce(phone, '0281 555 0199')
      where id = ${someId}`);
    const [g] = await sqlRows<{ id: string; title: string; phone: string }>(
      t.db,
      sql`select id, title, phone from garages where id = ${someId}`,
    );
    if (!g) throw new Error('no garage with photos, services and an owner');
    const GARAGE = KINDS.find((k) => k.kind === 'GARAGE') as Kind;
    const before = await ok<{ medias: unknown[]; services: string[]; user: unknown }>(
      GARAGE.detail,
      { id: g.id },
      GARAGE.detailField,
    );
    expect(before.medias.length).toBeGreaterThan(0);
    const SEARCH = `query ($q: String!) { adminSearch(query: $q) { garages { id } } }`;
    const found = async () =>
      JSON.stringify((await gql(SEARCH, { q: g.title })).body.data ?? {}).includes(g.id);
    const DUPLICATES = `query ($phone: String) { adminFindServiceDuplicates(kind: GARAGE, phone: $phone) { id } }`;
    const dup = async () =>
      ((await ok<{ id: string }[]>(DUPLICATES, { phone: g.phone }, 'adminFindServiceDuplicates')) ?? []).some(
        (r) => r.id === g.id,
      );
    expect(await found()).toBe(true);
    expect(await dup()).toBe(true);
    await ok(GARAGE.remove, { id: g.id }, GARAGE.removeField);
    expect(await found()).toBe(false);
    expect(await dup()).toBe(false);
    // Nothing writes to a record in the Trash.
    const STATUS = `mutation ($id: ID!) { adminEditGarageKarCheck(id: $id, isKarCheck: true) { id } }`;
    expect(errorCodes((await gql(STATUS, { id: g.id })).body)).toEqual(['NOT_FOUND']);
    await ok(restore('Service'), { kind: 'GARAGE', id: g.id }, 'adminRestoreServiceFromTrash');
    expect(await ok(GARAGE.detail, { id: g.id }, GARAGE.detailField)).toEqual(before);
    expect(await found()).toBe(true);
  });

  it('a field answers only its own area’s kinds', async () => {
    const id = await firstId('garages');
    const wrong = await gql(restore('Banner'), { kind: 'GARAGE', id });
    expect(refusal(wrong.body).code).toBe('BAD_USER_INPUT');
  });

  it('a parking deleted for good takes its hours and prices; the audit row keeps them', async () => {
    const PARKING = KINDS.find((k) => k.kind === 'PARKING') as Kind;
    const [p] = await sqlRows<{ id: string }>(
      t.db,
      sql`select p.id from parkings p where p.deleted_at is null
            and exists (select 1 from parking_working_times w where w.parking_id = p.id)
          order by p.created_at limit 1`,
    );
    if (!p) throw new Error('no parking with hours');
    await ok(PARKING.remove, { id: p.id }, PARKING.removeField);
    // Still a record in the Trash: only the Trash can delete it for good, not the area's own delete.
    expect(
      await ok<boolean>(forGood('Service'), { kind: 'PARKING', id: p.id }, 'adminDeleteServiceForGood'),
    ).toBe(true);
    const [left] = await sqlRows<{ parkings: number; hours: number }>(
      t.db,
      sql`select (select count(*) from parkings where id = ${p.id})::int as parkings,
                 (select count(*) from parking_working_times where parking_id = ${p.id})::int as hours`,
    );
    expect(left).toEqual({ parkings: 0, hours: 0 });
    const [purge] = await sqlRows<{ action: string; before: { workingTimes?: unknown[] } }>(
      t.db,
      sql`select action, before from audit_logs where entity = 'parking' and entity_id = ${p.id} order by seq desc limit 1`,
    );
    expect(purge?.action).toBe('parking.purge');
    expect(purge?.before.workingTimes?.length).toBeGreaterThan(0);
    expect(errorCodes((await gql(restore('Service'), { kind: 'PARKING', id: p.id })).body)).toEqual([
      'NOT_FOUND',
    ]);
  });

  it('a category used only by reviews in the Trash is still refused; an unused one goes and comes back', async () => {
    const REVIEW = KINDS.find((k) => k.kind === 'REVIEW') as Kind;
    const [cat] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into review_categories (name_vi, name_en, slug)
          values ('Danh mục thử', 'Trial category', ${`trial-${engine.name}-${Date.now()}`}) returning id`,
    );
    const reviewId = await firstId('reviews');
    await t.db.execute(sql`update reviews set category = ${cat?.id} where id = ${reviewId}`);
    await ok(REVIEW.remove, { id: reviewId }, REVIEW.removeField);
    const DELETE_CATEGORY = 'mutation ($id: ID!) { adminDeleteReviewCategory(id: $id) }';
    expect(refusal((await gql(DELETE_CATEGORY, { id: cat?.id })).body)).toEqual({
      code: 'CONFLICT',
      message: categoryInTrashUseMessage(1),
    });
    await ok(forGood('Review'), { kind: 'REVIEW', id: reviewId }, 'adminDeleteReviewForGood');
    expect(await ok<boolean>(DELETE_CATEGORY, { id: cat?.id }, 'adminDeleteReviewCategory')).toBe(true);
    const CATEGORIES = '{ adminGetReviewsCatetories { id } }';
    const picker = await ok<{ id: string }[]>(CATEGORIES, {}, 'adminGetReviewsCatetories');
    expect(picker.map((c) => c.id)).not.toContain(cat?.id);
    await ok(restore('Review'), { kind: 'REVIEW_CATEGORY', id: cat?.id }, 'adminRestoreReviewFromTrash');
    const again = await ok<{ id: string }[]>(CATEGORIES, {}, 'adminGetReviewsCatetories');
    expect(again.map((c) => c.id)).toContain(cat?.id);
    expect(await audits('review_category', cat?.id ?? '')).toEqual([
      'review_category.trash',
      'review_category.restore',
    ]);
  });

  it('a review in the Trash keeps its slug: a new review asking for it is told why', async () => {
    const REVIEW = KINDS.find((k) => k.kind === 'REVIEW') as Kind;
    const [r] = await sqlRows<{ id: string; slug: string; category: string }>(
      t.db,
      sql`select id, slug, category from reviews where deleted_at is null order by created_at desc limit 1`,
    );
    if (!r) throw new Error('no review');
    await ok(REVIEW.remove, { id: r.id }, REVIEW.removeField);
    const CREATE = `mutation ($input: AdminReviewInput!) { adminCreateReview(input: $input) { id } }`;
    const res = await gql(CREATE, {
      input: {
        nameVi: 'Bài mới',
        nameEn: 'New one',
        slug: r.slug,
        category: r.category,
        contentVi: '<p>Nội dung</p>',
        mediaIds: [],
        modelIds: [],
        isActive: true,
      },
    });
    expect(refusal(res.body)).toEqual({ code: 'BAD_USER_INPUT', message: SLUG_IN_TRASH_MESSAGE });
    await ok(restore('Review'), { kind: 'REVIEW', id: r.id }, 'adminRestoreReviewFromTrash');
  });

  it('the hourly purge deletes for good what is older than 30 days, audited with no admin, and nothing newer', async () => {
    const BANNER = KINDS[0] as Kind;
    const [old, recent] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from banners where deleted_at is null order by created_at desc limit 2`,
    );
    if (!old || !recent) throw new Error('two banners needed');
    await ok(BANNER.remove, { id: old.id }, BANNER.removeField);
    await ok(BANNER.remove, { id: recent.id }, BANNER.removeField);
    await t.db.execute(
      sql`update banners set deleted_at = now() - make_interval(days => ${TRASH_DAYS + 1}) where id = ${old.id}`,
    );
    expect(await purgeExpiredTrash(t.db)).toBe(1);
    const left = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from banners where id in (${old.id}, ${recent.id})`,
    );
    expect(left.map((r) => r.id)).toEqual([recent.id]);
    const [row] = await sqlRows<{ action: string; admin_id: string | null }>(
      t.db,
      sql`select action, admin_id from audit_logs where entity = 'banner' and entity_id = ${old.id} order by seq desc limit 1`,
    );
    expect(row).toEqual({ action: 'banner.purge', admin_id: null });
    expect(await purgeExpiredTrash(t.db)).toBe(0);
    await ok(restore('Banner'), { kind: 'BANNER', id: recent.id }, 'adminRestoreBannerFromTrash');
  });
});
