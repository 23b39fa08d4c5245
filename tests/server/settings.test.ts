import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carMetas, cars } from '../../server/db/schema';
import {
  BRAND_ICON_MESSAGE,
  DUPLICATE_PROVINCE_MESSAGE,
  POSITIVE_MESSAGE,
  PERCENT_MESSAGE,
  WHOLE_AMOUNT_MESSAGE,
} from '../../src/rules/settings';
import { MINIMAL_PDF } from '../fixtures/media/builders';
import {
  DATABASES,
  DUMMY_UUID,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

const LISTS = /* GraphQL */ `
  query Lists {
    adminGetListBrands {
      id
      name
      slug
      image
      mediaId
      isDisplayTopSearch
      isActive
      mediaDetail {
        id
      }
    }
    adminGetListModels {
      id
      name
      brand
      slug
      isActive
      totalPost
      brandMeta {
        id
        name
      }
    }
    adminGetListVersion {
      id
      name
      brand
      model
      slug
      priceCarVersion
      isActive
      brandDetail {
        id
      }
      modelDetail {
        id
      }
    }
    adminGetListBodyTypes {
      id
      name
      slug
      isActive
    }
    adminGetListColous {
      id
      name
      slug
      isActive
    }
  }
`;
const LISTS_2 = /* GraphQL */ `
  query Lists2 {
    adminGetListFuelType {
      id
      name
      slug
    }
    adminGetListSeats {
      id
      name
      value
      fixed
    }
    adminGetListDoors {
      id
      name
      value
    }
    adminGetListDriverType {
      id
      nameVi
      nameEn
      slug
    }
    adminGetListFuelEconomy {
      id
      nameVi
      nameEn
      liter
      kilometer
      isLess
    }
  }
`;
const LISTS_3 = /* GraphQL */ `
  query Lists3 {
    adminPaymentItems {
      id
      amount
      currency
      isActive
    }
    adminGetListCarPurchaseCostProvinceSettingOption {
      id
      provinceId
      registrationFeeNewCar
      registry
      otherCost
      isActive
      proviceDetail {
        id
        name
      }
    }
  }
`;

const CREATE_BRAND = /* GraphQL */ `
  mutation ($name: String!, $mediaId: ID!, $top: Boolean) {
    adminCreateBrand(name: $name, mediaId: $mediaId, isDisplayTopSearch: $top) {
      id
      name
      slug
      image
      mediaId
      isDisplayTopSearch
      mediaDetail {
        id
        filePathSM
      }
    }
  }
`;
const EDIT_BRAND = /* GraphQL */ `
  mutation ($id: ID!, $name: String!, $mediaId: ID!, $top: Boolean) {
    adminEditBrand(id: $id, name: $name, mediaId: $mediaId, isDisplayTopSearch: $top) {
      id
      name
      slug
      isDisplayTopSearch
    }
  }
`;
const CREATE_MODEL = /* GraphQL */ `
  mutation ($name: String!, $brand: ID!) {
    adminCreateModel(name: $name, brand: $brand) {
      id
      name
      brand
      slug
      brandMeta {
        id
        name
      }
    }
  }
`;
const EDIT_MODEL = /* GraphQL */ `
  mutation ($id: ID!, $name: String!, $brand: ID!) {
    adminEditModel(id: $id, name: $name, brand: $brand) {
      id
      brand
      slug
    }
  }
`;
const CREATE_VERSION = /* GraphQL */ `
  mutation ($name: String!, $model: ID!, $price: Float!, $mediaId: ID) {
    adminCreateVersion(name: $name, model: $model, priceCarVersion: $price, mediaId: $mediaId) {
      id
      name
      brand
      model
      slug
      priceCarVersion
      mediaId
      image
    }
  }
`;
const EDIT_VERSION = /* GraphQL */ `
  mutation ($id: ID!, $name: String!, $model: ID, $price: Float!, $mediaId: ID) {
    adminEditVersion(id: $id, name: $name, model: $model, priceCarVersion: $price, mediaId: $mediaId) {
      id
      name
      brand
      model
      priceCarVersion
      mediaId
    }
  }
`;
const FEES = { r1: 10, r2: 2, registry: 340000, road: 1560000, civil: 480700, plate: 1000000, body: 1.5 };
const CREATE_COST = /* GraphQL */ `
  mutation (
    $provinceId: ID!
    $r1: Float!
    $r2: Float!
    $registry: Float!
    $road: Float!
    $civil: Float!
    $plate: Float!
    $body: Float!
    $other: Float
  ) {
    adminCreateCarPurchaseCostProvinceSettingOption(
      provinceId: $provinceId
      registrationFeeNewCar: $r1
      registrationFeeOldCar: $r2
      registry: $registry
      roadMaintenanceFee: $road
      civilInsurance: $civil
      licensePlateFee: $plate
      bodyInsuranceOneYear: $body
      otherCost: $other
    ) {
      id
      provinceId
      registrationFeeNewCar
      otherCost
      proviceDetail {
        id
        name
      }
    }
  }
`;
const EDIT_COST = /* GraphQL */ `
  mutation (
    $id: ID!
    $r1: Float!
    $r2: Float!
    $registry: Float!
    $road: Float!
    $civil: Float!
    $plate: Float!
    $body: Float!
    $other: Float
  ) {
    adminEditCarPurchaseCostProvinceSettingOption(
      id: $id
      registrationFeeNewCar: $r1
      registrationFeeOldCar: $r2
      registry: $registry
      roadMaintenanceFee: $road
      civilInsurance: $civil
      licensePlateFee: $plate
      bodyInsuranceOneYear: $body
      otherCost: $other
    ) {
      id
      provinceId
      registrationFeeNewCar
      registry
      otherCost
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($id: ID!, $type: SettingType!) {
    adminDeleteOptions(id: $id, type: $type)
  }
`;
const TOGGLE = /* GraphQL */ `
  mutation ($id: ID!, $active: Boolean!, $type: SettingType!) {
    adminUpdateStatusOptions(id: $id, active: $active, type: $type)
  }
`;

/** The simple types, each with one valid input, a changed one and an invalid one. */
const SIMPLE = [
  {
    type: 'BODY_TYPE',
    table: 'body_types',
    create: 'mutation ($name: String!) { adminCreateBodyType(name: $name) { id name slug } }',
    edit: 'mutation ($id: ID!, $name: String!) { adminEditBodyType(id: $id, name: $name) { id name slug } }',
    valid: { name: 'Xe chở hàng đặc biệt' },
    changed: { name: 'Xe chở hàng' },
    invalid: { name: '   ' },
    field: 'name',
  },
  {
    type: 'COLOUR',
    table: 'colours',
    create: 'mutation ($name: String!) { adminCreateColous(name: $name) { id name slug } }',
    edit: 'mutation ($id: ID!, $name: String!) { adminEditColous(id: $id, name: $name) { id name slug } }',
    valid: { name: 'Xanh ngọc bích' },
    changed: { name: 'Xanh ngọc' },
    invalid: { name: '' },
    field: 'name',
  },
  {
    type: 'FUEL_TYPE',
    table: 'fuel_types',
    create: 'mutation ($name: String!) { adminCreateFuelType(name: $name) { id name slug } }',
    edit: 'mutation ($id: ID!, $name: String!) { adminEditFuelType(id: $id, name: $name) { id name slug } }',
    valid: { name: 'Hydro' },
    changed: { name: 'Hydrogen' },
    invalid: { name: ' ' },
    field: 'name',
  },
  {
    type: 'SEAT',
    table: 'seats',
    create:
      'mutation ($name: String!, $value: Int!, $fixed: Boolean) { adminCreateSeats(name: $name, value: $value, fixed: $fixed) { id name value fixed } }',
    edit: 'mutation ($id: ID!, $name: String!, $value: Int!, $fixed: Boolean) { adminEditSeats(id: $id, name: $name, value: $value, fixed: $fixed) { id name value fixed } }',
    valid: { name: '30 chỗ', value: 30, fixed: true },
    changed: { name: '29 chỗ', value: 29, fixed: null },
    invalid: { name: '0 chỗ', value: 0 },
    field: 'value',
  },
  {
    type: 'DOOR',
    table: 'doors',
    create:
      'mutation ($name: String!, $value: Int!) { adminCreateDoors(name: $name, value: $value) { id name value } }',
    edit: 'mutation ($id: ID!, $name: String!, $value: Int!) { adminEditDoors(id: $id, name: $name, value: $value) { id name value } }',
    valid: { name: '6 cửa', value: 6 },
    changed: { name: '7 cửa', value: 7 },
    invalid: { name: '', value: 6 },
    field: 'name',
  },
  {
    type: 'DRIVER_TYPE',
    table: 'driver_types',
    create:
      'mutation ($nameVi: String!, $nameEn: String!) { adminCreateDriverType(nameVi: $nameVi, nameEn: $nameEn) { id nameVi nameEn slug } }',
    edit: 'mutation ($id: ID!, $nameVi: String!, $nameEn: String!) { adminEditDriverType(id: $id, nameVi: $nameVi, nameEn: $nameEn) { id nameVi nameEn slug } }',
    valid: { nameVi: 'Cầu giữa', nameEn: 'Mid drive' },
    changed: { nameVi: 'Cầu giữa tự động', nameEn: 'Auto mid drive' },
    invalid: { nameVi: 'Cầu giữa', nameEn: ' ' },
    field: 'nameEn',
  },
  {
    type: 'FUEL_ECONOMY',
    table: 'fuel_economies',
    create:
      'mutation ($nameVi: String, $nameEn: String, $liter: Float!, $kilometer: Float!, $isLess: Boolean!) { adminCreateFuelEconomy(nameVi: $nameVi, nameEn: $nameEn, liter: $liter, kilometer: $kilometer, isLess: $isLess) { id nameVi nameEn liter kilometer isLess } }',
    edit: 'mutation ($id: ID!, $nameVi: String, $nameEn: String, $liter: Float!, $kilometer: Float!, $isLess: Boolean!) { adminEditFuelEconomy(id: $id, nameVi: $nameVi, nameEn: $nameEn, liter: $liter, kilometer: $kilometer, isLess: $isLess) { id nameVi nameEn liter kilometer isLess } }',
    valid: { liter: 3.5, kilometer: 100, isLess: true },
    changed: { nameVi: 'Siêu tiết kiệm', nameEn: 'Super saver', liter: 3, kilometer: 100, isLess: true },
    invalid: { liter: 0, kilometer: 100, isLess: true },
    field: 'liter',
  },
  {
    type: 'PAYMENT_ITEM',
    table: 'payment_items',
    create:
      'mutation ($amount: Float!, $currency: Currency!) { adminCreatePaymentItems(amount: $amount, currency: $currency) { id amount currency } }',
    edit: 'mutation ($id: ID!, $amount: Float!, $currency: Currency!) { adminEditPaymentItems(id: $id, amount: $amount, currency: $currency) { id amount currency } }',
    valid: { amount: 7_777_000, currency: 'VND' },
    changed: { amount: 77, currency: 'USD' },
    invalid: { amount: -5, currency: 'VND' },
    field: 'amount',
  },
] as const;

describe.each(DATABASES)('settings on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let iconId: string;
  let pdfId: string;

  async function upload(bytes: Uint8Array, fileName: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(bytes)]), fileName);
    const response = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media/uploads',
      payload: Buffer.from(await response.arrayBuffer()),
      headers: {
        'content-type': response.headers.get('content-type') ?? '',
        authorization: `Bearer ${token}`,
        'x-kar-csrf': '1',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    iconId = await upload(png, 'icon.png');
    pdfId = await upload(MINIMAL_PDF, 'doc.pdf');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function call(query: string, variables: Record<string, unknown> = {}): Promise<GqlResult> {
    return (await t.gql(query, variables, { token })).body;
  }
  async function ok<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    const body = await call(query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  }
  async function refused(query: string, variables: Record<string, unknown>, code: string) {
    const body = await call(query, variables);
    expect(errorCodes(body), JSON.stringify(body)).toEqual([code]);
    return body.errors?.[0] ?? { message: '', extensions: {} };
  }
  const rows = async (table: string) =>
    Number(
      (await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]
        ?.n,
    );
  const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
    (await sqlRows<T>(t.db, q))[0];

  it('lists all twelve types from the demo data, with their joined details', async () => {
    const a = await ok<Record<string, Record<string, unknown>[]>>(LISTS);
    const b = await ok<Record<string, Record<string, unknown>[]>>(LISTS_2);
    const c = await ok<Record<string, Record<string, unknown>[]>>(LISTS_3);
    for (const [name, list] of Object.entries({ ...a, ...b, ...c }))
      expect(list.length, name).toBeGreaterThan(0);
    expect(a.adminGetListBrands?.length).toBe(await rows('brands'));
    expect(a.adminGetListVersion?.length).toBe(await rows('car_versions'));
    const model = a.adminGetListModels?.[0] as {
      id: string;
      brand: string;
      totalPost: number;
      brandMeta: { id: string };
    };
    expect(model.brandMeta.id).toBe(model.brand);
    const active = await one<{ n: number }>(
      sql`select count(*)::int as n from posts where model_id = ${model.id} and status = 'ACTIVE'`,
    );
    expect(model.totalPost).toBe(active?.n);
    const version = a.adminGetListVersion?.[0] as {
      brand: string;
      model: string;
      brandDetail: { id: string };
      modelDetail: { id: string };
    };
    expect(version.brandDetail.id).toBe(version.brand);
    expect(version.modelDetail.id).toBe(version.model);
    const cost = c.adminGetListCarPurchaseCostProvinceSettingOption?.[0] as {
      provinceId: string;
      proviceDetail: { id: string };
    };
    expect(cost.proviceDetail.id).toBe(cost.provinceId);
  });

  it('getListModels answers the active models of a brand by slug, and none for an unknown slug', async () => {
    const brand = await one<{ id: string; slug: string }>(
      sql`select b.id, b.slug from brands b where exists (select 1 from models m where m.brand = b.id) order by b.slug limit 1`,
    );
    if (!brand) throw new Error('no brand with models');
    const query = 'query ($b: String!) { getListModels(brand: $b) { id brand isActive brandMeta { slug } } }';
    const before = (
      await ok<{ getListModels: { id: string; brand: string; isActive: boolean }[] }>(query, {
        b: brand.slug,
      })
    ).getListModels;
    const active = await one<{ n: number }>(
      sql`select count(*)::int as n from models where brand = ${brand.id} and is_active`,
    );
    expect(before.length).toBe(active?.n);
    expect(before.every((m) => m.brand === brand.id && m.isActive)).toBe(true);
    const hidden = before[0];
    if (!hidden) throw new Error('no active model');
    await ok(TOGGLE, { id: hidden.id, active: false, type: 'MODEL' });
    const after = (await ok<{ getListModels: { id: string }[] }>(query, { b: brand.slug })).getListModels;
    expect(after.map((m) => m.id)).not.toContain(hidden.id);
    await ok(TOGGLE, { id: hidden.id, active: true, type: 'MODEL' });
    expect((await ok<{ getListModels: unknown[] }>(query, { b: 'no-such-brand' })).getListModels).toEqual([]);
  });

  describe('brands', () => {
    it('refuses a brand without a usable icon or name, writing nothing', async () => {
      const before = await rows('brands');
      const missing = await refused(CREATE_BRAND, { name: 'Lada', mediaId: '' }, 'BAD_USER_INPUT');
      expect(missing.message).toBe(BRAND_ICON_MESSAGE);
      expect(missing.extensions?.field).toBe('mediaId');
      const unknown = await refused(CREATE_BRAND, { name: 'Lada', mediaId: DUMMY_UUID }, 'BAD_USER_INPUT');
      expect(unknown.extensions?.field).toBe('mediaId');
      const pdf = await refused(CREATE_BRAND, { name: 'Lada', mediaId: pdfId }, 'BAD_USER_INPUT');
      expect(pdf.extensions?.field).toBe('mediaId');
      const blank = await refused(CREATE_BRAND, { name: '  ', mediaId: iconId }, 'BAD_USER_INPUT');
      expect(blank.extensions?.field).toBe('name');
      expect(await rows('brands')).toBe(before);
    });

    it('creates with a Vietnamese slug, coerces the top-search flag, refuses a duplicate and edits', async () => {
      const { adminCreateBrand: b } = await ok<{ adminCreateBrand: Record<string, unknown> }>(CREATE_BRAND, {
        name: 'Xe Điện Đà Nẵng',
        mediaId: iconId,
      });
      expect(b).toMatchObject({ slug: 'xe-dien-da-nang', isDisplayTopSearch: false, mediaId: iconId });
      expect(b.image).toBe((b.mediaDetail as { filePathSM: string }).filePathSM);
      const twin = await refused(CREATE_BRAND, { name: 'xe điện đà nẵng', mediaId: iconId }, 'CONFLICT');
      expect(twin.message).toContain('already exists');
      // A different name that slugifies the same gets its own slug.
      const { adminCreateBrand: b2 } = await ok<{ adminCreateBrand: { id: string; slug: string } }>(
        CREATE_BRAND,
        {
          name: 'Xe dien Da Nang',
          mediaId: iconId,
          top: true,
        },
      );
      expect(b2.slug).toBe('xe-dien-da-nang-2');
      const { adminEditBrand: e } = await ok<{ adminEditBrand: Record<string, unknown> }>(EDIT_BRAND, {
        id: b.id,
        name: 'Xe Điện Huế',
        mediaId: iconId,
        top: true,
      });
      expect(e).toMatchObject({ name: 'Xe Điện Huế', slug: 'xe-dien-hue', isDisplayTopSearch: true });
      await refused(EDIT_BRAND, { id: DUMMY_UUID, name: 'X', mediaId: iconId }, 'NOT_FOUND');
      await refused(EDIT_BRAND, { id: 'not-an-id', name: 'X', mediaId: iconId }, 'BAD_USER_INPUT');
      await refused(EDIT_BRAND, { id: b2.id, name: 'Xe Điện Huế', mediaId: iconId }, 'CONFLICT');
    });
  });

  describe('models and versions', () => {
    let brandA: string;
    let brandB: string;
    let modelId: string;

    beforeAll(async () => {
      const mk = async (name: string) =>
        (await ok<{ adminCreateBrand: { id: string } }>(CREATE_BRAND, { name, mediaId: iconId }))
          .adminCreateBrand.id;
      brandA = await mk('Thử Nghiệm A');
      brandB = await mk('Thử Nghiệm B');
    });

    it('creates a model under its brand and refuses a missing brand or name', async () => {
      const before = await rows('models');
      expect(
        (await refused(CREATE_MODEL, { name: 'M1', brand: '' }, 'BAD_USER_INPUT')).extensions?.field,
      ).toBe('brand');
      expect(
        (await refused(CREATE_MODEL, { name: 'M1', brand: DUMMY_UUID }, 'BAD_USER_INPUT')).extensions?.field,
      ).toBe('brand');
      expect(
        (await refused(CREATE_MODEL, { name: '', brand: brandA }, 'BAD_USER_INPUT')).extensions?.field,
      ).toBe('name');
      expect(await rows('models')).toBe(before);
      const { adminCreateModel: m } = await ok<{
        adminCreateModel: Record<string, unknown> & { id: string };
      }>(CREATE_MODEL, { name: 'Sao Mai', brand: brandA });
      expect(m).toMatchObject({
        brand: brandA,
        slug: 'thu-nghiem-a-sao-mai',
        brandMeta: { name: 'Thử Nghiệm A' },
      });
      modelId = m.id;
      await refused(CREATE_MODEL, { name: 'sao mai', brand: brandA }, 'CONFLICT');
      await refused(EDIT_MODEL, { id: DUMMY_UUID, name: 'X', brand: brandA }, 'NOT_FOUND');
    });

    it('creates, edits and bulk-edits versions: model on add only, price required, null for unknown ids', async () => {
      const before = await rows('car_versions');
      expect(
        (await refused(CREATE_VERSION, { name: 'V', model: '', price: 1_000_000 }, 'BAD_USER_INPUT'))
          .extensions?.field,
      ).toBe('model');
      const zero = await refused(CREATE_VERSION, { name: 'V', model: modelId, price: 0 }, 'BAD_USER_INPUT');
      expect(zero).toMatchObject({ message: POSITIVE_MESSAGE, extensions: { field: 'priceCarVersion' } });
      const decimal = await refused(
        CREATE_VERSION,
        { name: 'V', model: modelId, price: 1.5 },
        'BAD_USER_INPUT',
      );
      expect(decimal.message).toBe(WHOLE_AMOUNT_MESSAGE);
      await refused(CREATE_VERSION, { name: ' ', model: modelId, price: 5 }, 'BAD_USER_INPUT');
      expect(await rows('car_versions')).toBe(before);

      const { adminCreateVersion: v } = await ok<{
        adminCreateVersion: Record<string, unknown> & { id: string };
      }>(CREATE_VERSION, { name: '1.5 AT Cao cấp', model: modelId, price: 725_000_000, mediaId: iconId });
      expect(v).toMatchObject({
        brand: brandA,
        model: modelId,
        priceCarVersion: 725_000_000,
        mediaId: iconId,
      });
      expect(v.slug).toBe('thu-nghiem-a-sao-mai-1-5-at-cao-cap');

      // Edit without model or image (as the bulk update sends it): both are kept.
      const { adminEditVersion: e } = await ok<{ adminEditVersion: Record<string, unknown> }>(EDIT_VERSION, {
        id: v.id,
        name: '1.5 AT Đặc biệt',
        price: 735_000_000,
      });
      expect(e).toMatchObject({
        name: '1.5 AT Đặc biệt',
        model: modelId,
        priceCarVersion: 735_000_000,
        mediaId: iconId,
      });
      expect(
        (await ok<{ adminEditVersion: null }>(EDIT_VERSION, { id: DUMMY_UUID, name: 'X', price: 1 }))
          .adminEditVersion,
      ).toBeNull();
      expect(
        (await ok<{ adminEditVersion: null }>(EDIT_VERSION, { id: '42', name: 'X', price: 1 }))
          .adminEditVersion,
      ).toBeNull();
      await refused(EDIT_VERSION, { id: v.id, name: 'X', price: -1 }, 'BAD_USER_INPUT');
    });

    it('moves a model with its versions to another brand in one go', async () => {
      await ok(EDIT_MODEL, { id: modelId, name: 'Sao Mai', brand: brandB });
      const left = await one<{ n: number }>(
        sql`select count(*)::int as n from car_versions where model = ${modelId} and brand <> ${brandB}`,
      );
      expect(left?.n).toBe(0);
    });

    it('refuses deleting a brand, model or version that others use, then deletes them in order', async () => {
      const [version] = await sqlRows<{ id: string }>(
        t.db,
        sql`select id from car_versions where model = ${modelId}`,
      );
      const brandUse = await refused(DELETE, { id: brandB, type: 'BRAND' }, 'CONFLICT');
      expect(brandUse.message).toBe(
        'This brand cannot be deleted: it is used by 1 model and 1 car version. Reassign or remove those first.',
      );
      expect((await refused(DELETE, { id: modelId, type: 'MODEL' }, 'CONFLICT')).message).toContain(
        '1 car version',
      );
      expect(await ok(DELETE, { id: version?.id, type: 'VERSION' })).toEqual({ adminDeleteOptions: true });
      expect(await ok(DELETE, { id: modelId, type: 'MODEL' })).toEqual({ adminDeleteOptions: true });
      expect(await ok(DELETE, { id: brandB, type: 'BRAND' })).toEqual({ adminDeleteOptions: true });
      await refused(DELETE, { id: brandB, type: 'BRAND' }, 'NOT_FOUND');
    });

    it('refuses deleting catalogue rows used by posts, buying demands and cars', async () => {
      const used = await one<{ brand_id: string; model_id: string; version_id: string; colour_id: string }>(
        sql`select brand_id, model_id, version_id, colour_id from posts where version_id is not null and colour_id is not null limit 1`,
      );
      if (!used) throw new Error('the demo data has no post with a version');
      for (const [type, id] of [
        ['BRAND', used.brand_id],
        ['MODEL', used.model_id],
        ['VERSION', used.version_id],
        ['COLOUR', used.colour_id],
      ] as const) {
        const err = await refused(DELETE, { id, type }, 'CONFLICT');
        expect(err.message).toMatch(/used by .*posts?/);
      }
      const still = await one<{ n: number }>(
        sql`select count(*)::int as n from car_versions where id = ${used.version_id}`,
      );
      expect(still?.n).toBe(1);
      // The database refuses too, whatever path tries it (migration 0005).
      await expect(t.db.execute(sql`delete from colours where id = ${used.colour_id}`)).rejects.toThrow();

      // Car metas hold ids without a foreign key: checked all the same.
      const { adminCreateBodyType: bt } = await ok<{ adminCreateBodyType: { id: string } }>(
        'mutation { adminCreateBodyType(name: "Limousine thử") { id } }',
      );
      const [car] = await t.db
        .insert(cars)
        .values({ title: 'Xe thử', slug: `xe-thu-${engine.name}` })
        .returning();
      await t.db.insert(carMetas).values({ carId: car!.id, type: 'BODY_TYPE', value: bt.id });
      expect((await refused(DELETE, { id: bt.id, type: 'BODY_TYPE' }, 'CONFLICT')).message).toContain(
        '1 car in the Car List',
      );
    });
  });

  describe('registration locations', () => {
    it('adds one row per province, refuses a second and bad fees, edits without changing the province', async () => {
      const free = await one<{ id: string; name: string }>(
        sql`select p.id, p.name from provinces p where not exists (select 1 from car_purchase_cost_provinces c where c.province_id = p.id) order by p.code limit 1`,
      );
      if (!free) throw new Error('every province already has costs in the demo data');
      const before = await rows('car_purchase_cost_provinces');
      const pct = await refused(CREATE_COST, { provinceId: free.id, ...FEES, r1: 150 }, 'BAD_USER_INPUT');
      expect(pct).toMatchObject({ message: PERCENT_MESSAGE, extensions: { field: 'registrationFeeNewCar' } });
      await refused(CREATE_COST, { provinceId: '', ...FEES }, 'BAD_USER_INPUT');
      await refused(CREATE_COST, { provinceId: DUMMY_UUID, ...FEES }, 'BAD_USER_INPUT');
      await refused(CREATE_COST, { provinceId: free.id, ...FEES, registry: -1 }, 'BAD_USER_INPUT');
      expect(await rows('car_purchase_cost_provinces')).toBe(before);

      const { adminCreateCarPurchaseCostProvinceSettingOption: c } = await ok<{
        adminCreateCarPurchaseCostProvinceSettingOption: {
          id: string;
          provinceId: string;
          otherCost: number | null;
        };
      }>(CREATE_COST, { provinceId: free.id, ...FEES });
      expect(c).toMatchObject({ provinceId: free.id, otherCost: null });
      const dup = await refused(CREATE_COST, { provinceId: free.id, ...FEES }, 'CONFLICT');
      expect(dup.message).toBe(`${free.name}: ${DUPLICATE_PROVINCE_MESSAGE}`);
      expect(await rows('car_purchase_cost_provinces')).toBe(before + 1);

      const { adminEditCarPurchaseCostProvinceSettingOption: e } = await ok<{
        adminEditCarPurchaseCostProvinceSettingOption: Record<string, unknown>;
      }>(EDIT_COST, { id: c.id, ...FEES, r1: 12, registry: 400000, other: 500000 });
      expect(e).toMatchObject({
        provinceId: free.id,
        registrationFeeNewCar: 12,
        registry: 400000,
        otherCost: 500000,
      });
      await refused(EDIT_COST, { id: DUMMY_UUID, ...FEES }, 'NOT_FOUND');
      await refused(EDIT_COST, { id: c.id, ...FEES, body: 101 }, 'BAD_USER_INPUT');

      expect(await ok(TOGGLE, { id: c.id, active: false, type: 'PURCHASE_COST_PROVINCE' })).toEqual({
        adminUpdateStatusOptions: true,
      });
      expect(await ok(DELETE, { id: c.id, type: 'PURCHASE_COST_PROVINCE' })).toEqual({
        adminDeleteOptions: true,
      });
      expect(await rows('car_purchase_cost_provinces')).toBe(before);
    });
  });

  describe.each(SIMPLE)('$type', (s) => {
    it('refuses bad input writing nothing, creates, refuses a duplicate, edits, toggles and deletes', async () => {
      const before = await rows(s.table);
      const bad = await refused(s.create, s.invalid, 'BAD_USER_INPUT');
      expect(bad.extensions?.field).toBe(s.field);
      expect(await rows(s.table)).toBe(before);

      const created = Object.values(await ok(s.create, s.valid))[0] as Record<string, unknown> & {
        id: string;
      };
      expect(await rows(s.table)).toBe(before + 1);
      await refused(s.create, s.valid, 'CONFLICT');
      expect(await rows(s.table)).toBe(before + 1);

      const edited = Object.values(await ok(s.edit, { id: created.id, ...s.changed }))[0] as Record<
        string,
        unknown
      >;
      for (const [k, v] of Object.entries(s.changed)) expect(edited[k], k).toEqual(v ?? false);
      await refused(s.edit, { id: DUMMY_UUID, ...s.changed }, 'NOT_FOUND');

      await ok(TOGGLE, { id: created.id, active: false, type: s.type });
      const off = await one<{ is_active: boolean }>(
        sql`select is_active from ${sql.identifier(s.table)} where id = ${created.id}`,
      );
      expect(off?.is_active).toBe(false);
      await ok(TOGGLE, { id: created.id, active: true, type: s.type });
      await refused(TOGGLE, { id: DUMMY_UUID, active: true, type: s.type }, 'NOT_FOUND');

      expect(await ok(DELETE, { id: created.id, type: s.type })).toEqual({ adminDeleteOptions: true });
      expect(await rows(s.table)).toBe(before);
      await refused(DELETE, { id: created.id, type: s.type }, 'NOT_FOUND');
    });
  });

  it('writes fuel economy labels from the numbers when none are given', async () => {
    const { adminCreateFuelEconomy: f } = await ok<{
      adminCreateFuelEconomy: { id: string } & Record<string, unknown>;
    }>(SIMPLE[6].create, { liter: 15, kilometer: 100, isLess: false });
    expect(f).toMatchObject({ nameVi: 'Trên 15 lít/100 km', nameEn: 'Over 15 L/100 km' });
  });

  it('refuses deleting options that posts use, naming them', async () => {
    const used = await one<Record<string, string>>(
      sql`select body_type_id, seat_id, door_id, driver_type_id, fuel_type_id, fuel_economy_id from posts where body_type_id is not null limit 1`,
    );
    if (!used) throw new Error('no post with options');
    for (const [type, col] of [
      ['BODY_TYPE', 'body_type_id'],
      ['SEAT', 'seat_id'],
      ['DOOR', 'door_id'],
      ['DRIVER_TYPE', 'driver_type_id'],
      ['FUEL_TYPE', 'fuel_type_id'],
      ['FUEL_ECONOMY', 'fuel_economy_id'],
    ] as const) {
      const err = await refused(DELETE, { id: used[col], type }, 'CONFLICT');
      expect(err.message, type).toMatch(/cannot be deleted: it is used by \d+ posts?/);
    }
  });
});
