import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carMetas, cars, media } from '../../server/db/schema';
import {
  IMAGE_UNKNOWN_MESSAGE,
  KM_MESSAGE,
  marketPriceRequired,
  MODEL_UNKNOWN_MESSAGE,
  nextYear,
  PRICE_NEGATIVE_MESSAGE,
  PRICE_WHOLE_MESSAGE,
  yearMessage,
} from '../../src/rules/market-price';
import { foldSearchText } from '../../src/rules/fold';
import {
  DATABASES,
  DUMMY_UUID,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

const VERSION_FIELDS = /* GraphQL */ `
  id
  name
  slug
  brand
  model
  priceCarVersion
  yearManufacture
  numKilometerCarRun
  mediaId
  image
  createdAt
  mediaDetail {
    id
  }
  brandDetail {
    id
    name
  }
  modelDetail {
    id
    name
    brandMeta {
      id
    }
  }
`;

const LIST = /* GraphQL */ `
  query List($skip: Int, $take: Int, $keyword: String) {
    adminGetListAllVersion(skip: $skip, take: $take, keyword: $keyword) {
      meta {
        itemCount
        totalItems
        itemsPerPage
        totalPages
        currentPage
        next
        previous
      }
      items {
        ${VERSION_FIELDS}
      }
    }
  }
`;
const DETAIL = `query Detail($id: ID!) { adminGetVersionDetail(id: $id) { ${VERSION_FIELDS} } }`;
const CREATE = `mutation Create($input: AdminMarketPriceInput!) { adminCreateMarketPrice(input: $input) { ${VERSION_FIELDS} } }`;
const EDIT = `mutation Edit($id: ID!, $input: AdminMarketPriceInput!) { adminEditMarketPrice(id: $id, input: $input) { ${VERSION_FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { adminDeleteVersion(id: $id) }`;

interface Version {
  id: string;
  name: string;
  slug: string;
  brand: string;
  model: string;
  priceCarVersion: number;
  yearManufacture: number | null;
  numKilometerCarRun: number | null;
  mediaId: string | null;
  image: string | null;
  createdAt: string;
  mediaDetail: { id: string } | null;
  brandDetail: { id: string; name: string } | null;
  modelDetail: { id: string; name: string; brandMeta: { id: string } | null } | null;
}
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
  items: Version[];
}

describe.each(DATABASES)('market price on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let model: { id: string; name: string; brand: string; brand_name: string };
  let otherModel: { id: string; brand: string };

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    const rows = await sqlRows<{ id: string; name: string; brand: string; brand_name: string }>(
      t.db,
      sql`select m.id, m.name, m.brand, b.name as brand_name from models m join brands b on b.id = m.brand
          order by b.name, m.name`,
    );
    const first = rows[0];
    const other = rows.find((r) => first && r.brand !== first.brand);
    if (!first || !other) throw new Error('the demo data needs models of two brands');
    model = first;
    otherModel = other;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const gql = (query: string, variables: Record<string, unknown>) => t.gql(query, variables, { token });
  async function ok<T>(query: string, variables: Record<string, unknown>, field: string): Promise<T> {
    const res = await gql(query, variables);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.[field] as T;
  }
  const list = (v: Record<string, unknown>) => ok<Page>(LIST, v, 'adminGetListAllVersion');
  const versionCount = async () =>
    Number((await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from car_versions`))[0]?.n);
  const auditCount = async (id: string) =>
    Number(
      (
        await sqlRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from audit_logs where entity = 'car_version' and entity_id = ${id}`,
        )
      )[0]?.n,
    );
  const input = (over: Record<string, unknown> = {}) => ({
    name: 'Market 2.0 AT',
    model: model.id,
    priceCarVersion: 655_000_000,
    yearManufacture: 2021,
    numKilometerCarRun: 42_000,
    ...over,
  });
  const create = (over: Record<string, unknown> = {}) =>
    ok<Version>(CREATE, { input: input(over) }, 'adminCreateMarketPrice');

  describe('adminGetListAllVersion', () => {
    it('pages every version, newest first, with brand and model joined', async () => {
      const total = await versionCount();
      const first = await list({ skip: 1, take: 10 });
      expect(first.meta).toMatchObject({
        totalItems: total,
        itemsPerPage: 10,
        currentPage: 1,
        itemCount: 10,
        totalPages: Math.ceil(total / 10),
        previous: null,
        next: 2,
      });
      const second = await list({ skip: 2, take: 10 });
      expect(second.meta.currentPage).toBe(2);
      const ids = [...first.items, ...second.items].map((i) => i.id);
      expect(new Set(ids).size).toBe(20);
      const times = [...first.items, ...second.items].map((i) => Date.parse(i.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const item of first.items) {
        expect(item.brandDetail?.id).toBe(item.brand);
        expect(item.modelDetail?.id).toBe(item.model);
        expect(item.modelDetail?.brandMeta?.id).toBe(item.brand);
      }
      // Seeded catalogue versions carry a year of manufacture and km run.
      expect(first.items.every((i) => i.yearManufacture !== null && i.numKilometerCarRun !== null)).toBe(
        true,
      );
    });

    it('matches each keyword word in the version, model or brand name, ignoring case and accents', async () => {
      const byBrand = await list({ keyword: `  ${model.brand_name.toUpperCase()}  `, take: 1000 });
      const [brandTotal] = await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from car_versions where brand = ${model.brand}`,
      );
      expect(byBrand.meta.totalItems).toBeGreaterThanOrEqual(Number(brandTotal?.n));
      expect(byBrand.items.some((i) => i.brand === model.brand)).toBe(true);

      const byModel = await list({ keyword: `${model.brand_name} ${model.name}`, take: 1000 });
      expect(byModel.meta.totalItems).toBeGreaterThan(0);
      expect(byModel.items.some((i) => i.model === model.id)).toBe(true);
      const words = foldSearchText(`${model.brand_name} ${model.name}`).split(/\s+/);
      for (const item of byModel.items) {
        const haystack = foldSearchText(`${item.name} ${item.modelDetail?.name} ${item.brandDetail?.name}`);
        expect(words.every((w) => haystack.includes(w))).toBe(true);
      }

      const accented = await create({ name: 'Đặc Biệt Ấn Tượng' });
      const folded = await list({ keyword: 'dac biet an tuong', take: 10 });
      expect(folded.items.map((i) => i.id)).toEqual([accented.id]);
      const upper = await list({ keyword: 'ĐẶC BIỆT ẤN TƯỢNG', take: 10 });
      expect(upper.items.map((i) => i.id)).toEqual([accented.id]);

      const none = await list({ keyword: 'no-such-car-zzz', take: 10 });
      expect(none.meta).toMatchObject({ totalItems: 0, totalPages: 0, itemCount: 0 });
      // LIKE wildcards are text, not patterns.
      expect((await list({ keyword: '%', take: 10 })).meta.totalItems).toBe(0);
    });

    it('refuses a keyword longer than 100 characters', async () => {
      const res = await gql(LIST, { keyword: 'x'.repeat(101) });
      expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
    });
  });

  describe('adminGetVersionDetail', () => {
    it('answers one version, NOT_FOUND for an unknown id and BAD_USER_INPUT for a malformed one', async () => {
      const [row] = (await list({ take: 1 })).items;
      if (!row) throw new Error('no versions');
      const detail = await ok<Version>(DETAIL, { id: row.id }, 'adminGetVersionDetail');
      expect(detail).toEqual(row);
      const missing = await gql(DETAIL, { id: DUMMY_UUID });
      expect(errorCodes(missing.body)).toEqual(['NOT_FOUND']);
      const malformed = await gql(DETAIL, { id: 'nope' });
      expect(errorCodes(malformed.body)).toEqual(['BAD_USER_INPUT']);
    });
  });

  describe('adminCreateMarketPrice / adminEditMarketPrice', () => {
    it('creates an entry whose brand follows the model, and lists it first', async () => {
      const before = await versionCount();
      const created = await create({ name: '  Market 2.0 AT  ' });
      expect(created).toMatchObject({
        name: 'Market 2.0 AT',
        model: model.id,
        brand: model.brand,
        priceCarVersion: 655_000_000,
        yearManufacture: 2021,
        numKilometerCarRun: 42_000,
        mediaId: null,
        brandDetail: { id: model.brand, name: model.brand_name },
      });
      expect(created.slug).toMatch(/^[a-z0-9-]+$/);
      expect(await versionCount()).toBe(before + 1);
      expect(await auditCount(created.id)).toBe(1);
      expect((await list({ take: 1 })).items[0]?.id).toBe(created.id);

      // Year and km are optional.
      const bare = await create({ yearManufacture: null, numKilometerCarRun: undefined });
      expect(bare).toMatchObject({ yearManufacture: null, numKilometerCarRun: null });
    });

    it('edits every field; moving the model moves the brand and the posts of the version', async () => {
      const created = await create();
      const [img] = await t.db
        .insert(media)
        .values({
          fileName: 'car.png',
          filePathOriginal: '/media/car.png',
          filePathSM: '/media/car-sm.png',
          mimeType: 'image/png',
        })
        .returning();
      if (!img) throw new Error('insert failed');
      const edited = await ok<Version>(
        EDIT,
        {
          id: created.id,
          input: input({
            name: 'Market 2.5 AT',
            model: otherModel.id,
            priceCarVersion: 700_000_000,
            yearManufacture: nextYear(),
            numKilometerCarRun: 0,
            mediaId: img.id,
          }),
        },
        'adminEditMarketPrice',
      );
      expect(edited).toMatchObject({
        id: created.id,
        name: 'Market 2.5 AT',
        model: otherModel.id,
        brand: otherModel.brand,
        priceCarVersion: 700_000_000,
        yearManufacture: nextYear(),
        numKilometerCarRun: 0,
        mediaId: img.id,
        image: '/media/car-sm.png',
        mediaDetail: { id: img.id },
      });
      expect(edited.slug).not.toBe(created.slug);
      expect(await auditCount(created.id)).toBe(2);

      // Leaving the image out removes it: the input is the whole entry.
      const cleared = await ok<Version>(EDIT, { id: created.id, input: input() }, 'adminEditMarketPrice');
      expect(cleared).toMatchObject({ mediaId: null, image: null, model: model.id, brand: model.brand });
    });

    it('moves the posts of a version to its new model and brand', async () => {
      const [used] = await sqlRows<{ version_id: string }>(
        t.db,
        sql`select version_id from posts where version_id is not null limit 1`,
      );
      if (!used) throw new Error('the demo data has no post with a version');
      const current = await ok<Version>(DETAIL, { id: used.version_id }, 'adminGetVersionDetail');
      await ok<Version>(
        EDIT,
        {
          id: current.id,
          input: {
            name: current.name,
            model: otherModel.id,
            priceCarVersion: current.priceCarVersion,
            yearManufacture: current.yearManufacture,
            numKilometerCarRun: current.numKilometerCarRun,
          },
        },
        'adminEditMarketPrice',
      );
      const stale = await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from posts where version_id = ${current.id} and (model_id <> ${otherModel.id} or brand_id <> ${otherModel.brand})`,
      );
      expect(stale[0]?.n).toBe(0);
    });

    const next = nextYear();
    const refused: [string, Record<string, unknown>, string, string][] = [
      ['an empty name', { name: '   ' }, 'name', marketPriceRequired('Version name')],
      [
        'a name over 100 characters',
        { name: 'x'.repeat(101) },
        'name',
        'The version name is limited to 100 characters',
      ],
      ['no model', { model: '' }, 'model', marketPriceRequired('Model')],
      ['an unknown model', { model: DUMMY_UUID }, 'model', MODEL_UNKNOWN_MESSAGE],
      ['a negative price', { priceCarVersion: -1 }, 'priceCarVersion', PRICE_NEGATIVE_MESSAGE],
      ['a price with decimals', { priceCarVersion: 1.5 }, 'priceCarVersion', PRICE_WHOLE_MESSAGE],
      ['a year before 1900', { yearManufacture: 1899 }, 'yearManufacture', yearMessage(next)],
      ['a year after next year', { yearManufacture: next + 1 }, 'yearManufacture', yearMessage(next)],
      ['negative km', { numKilometerCarRun: -5 }, 'numKilometerCarRun', KM_MESSAGE],
      ['km beyond the limit', { numKilometerCarRun: 10_000_001 }, 'numKilometerCarRun', KM_MESSAGE],
      ['an unknown image', { mediaId: DUMMY_UUID }, 'mediaId', IMAGE_UNKNOWN_MESSAGE],
    ];

    it.each(refused)(
      'refuses %s on create and edit, writing nothing',
      async (_label, over, field, message) => {
        const target = await create({ name: 'Untouched' });
        const before = await versionCount();
        const snapshot = await ok<Version>(DETAIL, { id: target.id }, 'adminGetVersionDetail');
        for (const res of [
          await gql(CREATE, { input: input(over) }),
          await gql(EDIT, { id: target.id, input: input(over) }),
        ]) {
          const body: GqlResult = res.body;
          expect(errorCodes(body)).toEqual(['BAD_USER_INPUT']);
          expect(body.errors?.[0]?.extensions?.field).toBe(field);
          expect(body.errors?.[0]?.message).toBe(message);
        }
        expect(await versionCount()).toBe(before);
        expect(await ok<Version>(DETAIL, { id: target.id }, 'adminGetVersionDetail')).toEqual(snapshot);
        expect(await auditCount(target.id)).toBe(1);
      },
    );

    it('refuses a non-image upload as the picture', async () => {
      const [doc] = await t.db
        .insert(media)
        .values({ fileName: 'a.pdf', filePathOriginal: '/media/a.pdf', mimeType: 'application/pdf' })
        .returning();
      const res = await gql(CREATE, { input: input({ mediaId: doc?.id }) });
      expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.extensions?.field).toBe('mediaId');
    });

    it('answers NOT_FOUND when editing an unknown version', async () => {
      const before = await versionCount();
      const res = await gql(EDIT, { id: DUMMY_UUID, input: input() });
      expect(errorCodes(res.body)).toEqual(['NOT_FOUND']);
      expect(await versionCount()).toBe(before);
    });
  });

  describe('adminDeleteVersion', () => {
    it('deletes an unused version, then answers NOT_FOUND for it', async () => {
      const created = await create();
      const res = await ok<boolean>(DELETE, { id: created.id }, 'adminDeleteVersion');
      expect(res).toBe(true);
      expect(errorCodes((await gql(DETAIL, { id: created.id })).body)).toEqual(['NOT_FOUND']);
      expect(errorCodes((await gql(DELETE, { id: created.id })).body)).toEqual(['NOT_FOUND']);
      expect(errorCodes((await gql(DELETE, { id: 'bad' })).body)).toEqual(['BAD_USER_INPUT']);
      const [log] = await sqlRows<{ action: string }>(
        t.db,
        sql`select action from audit_logs where entity_id = ${created.id} order by created_at desc limit 1`,
      );
      expect(log?.action).toBe('car_version.delete');
    });

    it('refuses to delete a version used by posts, naming the use, and keeps it', async () => {
      const [used] = await sqlRows<{ version_id: string; n: number }>(
        t.db,
        sql`select version_id, count(*)::int as n from posts where version_id is not null group by version_id limit 1`,
      );
      if (!used) throw new Error('the demo data has no post with a version');
      const res = await gql(DELETE, { id: used.version_id });
      expect(errorCodes(res.body)).toEqual(['CONFLICT']);
      expect(res.body.errors?.[0]?.message).toContain(`${used.n} post`);
      expect(errorCodes((await gql(DETAIL, { id: used.version_id })).body)).toEqual([]);
    });

    it('refuses to delete a version named by a Car List entry', async () => {
      const created = await create();
      const [car] = await t.db
        .insert(cars)
        .values({ title: 'Test car', slug: `test-car-${created.id}` })
        .returning();
      if (!car) throw new Error('insert failed');
      await t.db.insert(carMetas).values({ carId: car.id, type: 'VERSION', value: created.id });
      const res = await gql(DELETE, { id: created.id });
      expect(errorCodes(res.body)).toEqual(['CONFLICT']);
      expect(res.body.errors?.[0]?.message).toContain('1 car in the Car List');
      expect((await ok<Version>(DETAIL, { id: created.id }, 'adminGetVersionDetail')).id).toBe(created.id);
    });
  });

  it('refuses every market price operation without an admin token', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [DETAIL, { id: DUMMY_UUID }],
      [CREATE, { input: input() }],
      [EDIT, { id: DUMMY_UUID, input: input() }],
      [DELETE, { id: DUMMY_UUID }],
    ] as const) {
      const res = await t.gql(query, variables);
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
    }
  });
});
