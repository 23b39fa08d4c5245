// What the bulk Excel import sends (src/features/settings/bulk/write-batches.ts): the SPA's own create and
// edit documents, five to an HTTP request. Each operation is its own transaction: a failing row is
// reported in its slot, writes nothing, and the other rows of the batch are saved.
import { print } from 'graphql';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCreateCarPurchaseCostProvinceSettingOptionDocument,
  AdminCreateVersionDocument,
  AdminEditVersionDocument,
} from '../../src/gql/graphql';
import {
  DATABASES,
  DUMMY_UUID,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

const CREATE = print(AdminCreateVersionDocument);
const EDIT = print(AdminEditVersionDocument);
const CREATE_COST = print(AdminCreateCarPurchaseCostProvinceSettingOptionDocument);

describe.each(DATABASES)('bulk import batches on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let modelId: string;

  const versionsNamed = async (prefix: string) =>
    (
      await sqlRows<{ name: string; price_car_version: number }>(
        t.db,
        sql`select name, price_car_version from car_versions where name like ${`${prefix}%`} order by name`,
      )
    ).map((r) => ({ name: r.name, price: Number(r.price_car_version) }));

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    const [model] = await sqlRows<{ id: string }>(t.db, sql`select id from models order by name limit 1`);
    if (!model) throw new Error('the demo seed has no models');
    modelId = model.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves the good rows of a batch of 5 and reports the bad ones in their slots, writing nothing for them', async () => {
    const rows = [
      { name: 'Bulk A', model: modelId, priceCarVersion: 100 },
      { name: 'Bulk B', model: DUMMY_UUID, priceCarVersion: 100 },
      { name: 'Bulk C', model: modelId, priceCarVersion: -1 },
      { name: 'Bulk D', model: modelId, priceCarVersion: 300 },
      { name: '   ', model: modelId, priceCarVersion: 100 },
    ];
    const res = await t.post<GqlResult[]>(
      rows.map((variables) => ({ query: CREATE, variables })),
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    expect(res.body.map((r) => (r.errors?.length ? errorCodes(r)[0] : 'ok'))).toEqual([
      'ok',
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
      'ok',
      'BAD_USER_INPUT',
    ]);
    expect(await versionsNamed('Bulk ')).toEqual([
      { name: 'Bulk A', price: 100 },
      { name: 'Bulk D', price: 300 },
    ]);
  });

  it('answers null for an unknown id in a bulk update and edits the known one', async () => {
    const [row] = await sqlRows<{ id: string }>(t.db, sql`select id from car_versions where name = 'Bulk A'`);
    if (!row) throw new Error('the previous step saved no version');
    const res = await t.post<GqlResult[]>(
      [
        { query: EDIT, variables: { id: row.id, name: 'Bulk A2', priceCarVersion: 150 } },
        { query: EDIT, variables: { id: DUMMY_UUID, name: 'Bulk ghost', priceCarVersion: 1 } },
      ],
      { token },
    );
    expect(res.body.map((r) => r.data)).toEqual([
      { adminEditVersion: { id: row.id } },
      { adminEditVersion: null },
    ]);
    expect(await versionsNamed('Bulk ')).toEqual([
      { name: 'Bulk A2', price: 150 },
      { name: 'Bulk D', price: 300 },
    ]);
  });

  it('refuses a sixth operation in one request and writes none of them', async () => {
    const res = await t.post<GqlResult | GqlResult[]>(
      Array.from({ length: 6 }, (_, i) => ({
        query: CREATE,
        variables: { name: `Bulk six ${String(i)}`, model: modelId, priceCarVersion: 1 },
      })),
      { token },
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await versionsNamed('Bulk six')).toEqual([]);
  });

  it('refuses a batch without a signed-in admin and writes nothing', async () => {
    const res = await t.post<GqlResult[]>([
      { query: CREATE, variables: { name: 'Bulk anon', model: modelId, priceCarVersion: 1 } },
    ]);
    const body = Array.isArray(res.body) ? res.body : [res.body];
    expect(body[0]?.errors?.length).toBeGreaterThan(0);
    expect(await versionsNamed('Bulk anon')).toEqual([]);
  });

  it('creates registration locations for free provinces and refuses a taken one, in one batch', async () => {
    const free = await sqlRows<{ id: string }>(
      t.db,
      sql`select p.id from provinces p where not exists (select 1 from car_purchase_cost_provinces c where c.province_id = p.id) order by p.code limit 2`,
    );
    const [taken] = await sqlRows<{ province_id: string }>(
      t.db,
      sql`select province_id from car_purchase_cost_provinces limit 1`,
    );
    if (free.length < 2 || !taken) throw new Error('the demo seed leaves no two free provinces');
    const fees = {
      registrationFeeNewCar: 10,
      registrationFeeOldCar: 2,
      registry: 340_000,
      roadMaintenanceFee: 1_560_000,
      civilInsurance: 480_700,
      licensePlateFee: 1_000_000,
      bodyInsuranceOneYear: 1.5,
    };
    const before = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from car_purchase_cost_provinces`,
    );
    const res = await t.post<GqlResult[]>(
      [...free.map((p) => p.id), taken.province_id].map((provinceId) => ({
        query: CREATE_COST,
        variables: { provinceId, ...fees },
      })),
      { token },
    );
    expect(res.body.map((r) => (r.errors?.length ? errorCodes(r)[0] : 'ok'))).toEqual([
      'ok',
      'ok',
      'CONFLICT',
    ]);
    const after = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from car_purchase_cost_provinces`,
    );
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n) + 2);
  });
});
