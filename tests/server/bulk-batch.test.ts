// What the bulk Excel import sends (src/components/bulk/write-batches.ts), five operations to an
// HTTP request: the bulk version mutations (many rows per operation, a result per row) and the
// registration location's one-row operations. A failing row is reported in its slot, writes nothing,
// and the other rows are saved.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../server/kit/slug';
import {
  AdminBulkCreateVersionsDocument,
  AdminBulkEditVersionsDocument,
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

const CREATE = AdminCreateVersionDocument.toString();
const EDIT = AdminEditVersionDocument.toString();
const CREATE_COST = AdminCreateCarPurchaseCostProvinceSettingOptionDocument.toString();
const BULK_CREATE = AdminBulkCreateVersionsDocument.toString();
const BULK_EDIT = AdminBulkEditVersionsDocument.toString();

interface RowResult {
  row: number;
  ok: boolean;
  id: string | null;
  error: string | null;
  field: string | null;
}

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

  // --- bulk version mutations (many rows per operation) ---

  const bulkCreate = async (rows: unknown[], auth: { token?: string } = { token }) => {
    const res = await t.gql(BULK_CREATE, { rows }, auth);
    return { res, results: (res.body.data?.adminBulkCreateVersions ?? null) as RowResult[] | null };
  };
  const bulkEdit = async (rows: unknown[]) => {
    const res = await t.gql(BULK_EDIT, { rows }, { token });
    return { res, results: (res.body.data?.adminBulkEditVersions ?? null) as RowResult[] | null };
  };
  const slugsNamed = async (prefix: string) =>
    sqlRows<{ id: string; name: string; slug: string; model: string; brand: string }>(
      t.db,
      sql`select id, name, slug, model, brand from car_versions where name like ${`${prefix}%`} order by created_at, slug`,
    );
  /** The slug root the single-row path gives a version of `modelId` named `name`. */
  const rootOf = async (name: string, model = modelId) => {
    const [m] = await sqlRows<{ model: string; brand: string }>(
      t.db,
      sql`select m.name as model, b.name as brand from models m join brands b on b.id = m.brand where m.id = ${model}`,
    );
    if (!m) throw new Error('model not found');
    return slugify(`${m.brand} ${m.model} ${name}`);
  };

  it('creates 200 rows in one operation, each with its id and a Vietnamese-aware unique slug', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({
      name: `Many Đặc biệt ${String(i).padStart(3, '0')}`,
      model: modelId,
      priceCarVersion: 1_000_000 + i,
    }));
    const { res, results } = await bulkCreate(rows);
    expect(res.body.errors).toBeUndefined();
    expect(results).toHaveLength(200);
    expect(results?.every((r, i) => r.ok && r.row === i && r.id && r.error === null)).toBe(true);
    const saved = await slugsNamed('Many ');
    expect(saved).toHaveLength(200);
    const byId = new Map(saved.map((v) => [v.id, v]));
    for (const [i, r] of (results ?? []).entries()) {
      const v = byId.get(r.id ?? '');
      expect(v?.name).toBe(rows[i]?.name);
      expect(v?.slug).toBe(await rootOf(rows[i]?.name ?? ''));
    }
    expect(saved[0]?.slug).toMatch(/-many-dac-biet-000$/);
    const [brand] = await sqlRows<{ brand: string }>(
      t.db,
      sql`select brand from models where id = ${modelId}`,
    );
    expect(saved.every((v) => v.model === modelId && v.brand === brand?.brand)).toBe(true);
  });

  it('five 200-row operations fit in one HTTP request (graphql-armor limits)', async () => {
    const res = await t.post<GqlResult[]>(
      Array.from({ length: 5 }, (_, op) => ({
        query: BULK_CREATE,
        variables: {
          rows: Array.from({ length: 200 }, (_, i) => ({
            name: `Armor ${String(op)}-${String(i)}`,
            model: modelId,
            priceCarVersion: 1,
          })),
        },
      })),
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.errors)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect((await slugsNamed('Armor ')).length).toBe(1000);
  });

  it('saves the good rows around bad ones in the middle; each bad row names its field and writes nothing', async () => {
    const { results } = await bulkCreate([
      { name: 'Mixed A', model: modelId, priceCarVersion: 10 },
      { name: 'Mixed B', model: modelId, priceCarVersion: -1 },
      { name: 'Mixed C', model: DUMMY_UUID, priceCarVersion: 10 },
      { name: '   ', model: modelId, priceCarVersion: 10 },
      { name: 'Mixed E', model: 'not-an-id', priceCarVersion: 10 },
      { name: 'Mixed F', model: modelId, priceCarVersion: 0 },
      { name: 'Mixed G', model: modelId, priceCarVersion: 20 },
    ]);
    expect(results?.map((r) => [r.row, r.ok, r.field])).toEqual([
      [0, true, null],
      [1, false, 'priceCarVersion'],
      [2, false, 'model'],
      [3, false, 'name'],
      [4, false, 'model'],
      [5, false, 'priceCarVersion'],
      [6, true, null],
    ]);
    expect(results?.[2]?.error).toBe('Unknown model');
    expect(results?.filter((r) => !r.ok).every((r) => r.id === null && r.error)).toBe(true);
    expect(await versionsNamed('Mixed ')).toEqual([
      { name: 'Mixed A', price: 10 },
      { name: 'Mixed G', price: 20 },
    ]);
  });

  it('refuses more than 200 rows in one operation and writes none of them', async () => {
    const rows = Array.from({ length: 201 }, (_, i) => ({
      name: `Capped ${String(i)}`,
      model: modelId,
      priceCarVersion: 1,
    }));
    const { res } = await bulkCreate(rows);
    expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors?.[0]?.extensions?.field).toBe('rows');
    expect(await versionsNamed('Capped ')).toEqual([]);
    const edit = await bulkEdit(rows.map((r) => ({ ...r, id: DUMMY_UUID })));
    expect(errorCodes(edit.res.body)).toEqual(['BAD_USER_INPUT']);
  });

  it('keeps slugs unique within one operation and against saved versions, as the single-row path does', async () => {
    const single = await t.gql(CREATE, { name: 'Twin Đỏ', model: modelId, priceCarVersion: 1 }, { token });
    expect(single.body.errors).toBeUndefined();
    const root = await rootOf('Twin Đỏ');
    expect(root).toMatch(/-twin-do$/);
    // 'Twin Đỏ 2' has root-2 for its own root: the next 'Twin Đỏ' must then skip to -3.
    const { results } = await bulkCreate(
      ['Twin Đỏ 2', 'Twin Đỏ', 'Twin đỏ', 'Twin Đỏ!'].map((name) => ({
        name,
        model: modelId,
        priceCarVersion: 1,
      })),
    );
    expect(results?.every((r) => r.ok)).toBe(true);
    const saved = await slugsNamed('Twin ');
    const slugOf = (id: string | null | undefined) => saved.find((v) => v.id === id)?.slug;
    expect(results?.map((r) => slugOf(r.id))).toEqual([`${root}-2`, `${root}-3`, `${root}-4`, `${root}-5`]);
    // The single-row path goes on from there.
    await t.gql(CREATE, { name: 'TWIN ĐỎ', model: modelId, priceCarVersion: 1 }, { token });
    expect((await slugsNamed('TWIN '))[0]?.slug).toBe(`${root}-6`);
    const all = await sqlRows<{ n: number; d: number }>(
      t.db,
      sql`select count(*)::int as n, count(distinct slug)::int as d from car_versions`,
    );
    expect(all[0]?.n).toBe(all[0]?.d);
  });

  it('edits rows by id: unknown or malformed ids and bad rows are reported, the others saved', async () => {
    const created = await bulkCreate(
      ['Edit P', 'Edit Q', 'Edit R'].map((name) => ({ name, model: modelId, priceCarVersion: 5 })),
    );
    const [p, q, r] = (created.results ?? []).map((x) => x.id ?? '');
    const before = await slugsNamed('Edit ');
    const [other] = await sqlRows<{ id: string; brand: string }>(
      t.db,
      sql`select id, brand from models where id <> ${modelId} order by name limit 1`,
    );
    if (!other) throw new Error('the demo seed has one model only');
    const { res, results } = await bulkEdit([
      { id: p, name: 'Edit P', priceCarVersion: 6 },
      { id: DUMMY_UUID, name: 'Edit ghost', priceCarVersion: 1 },
      { id: q, name: 'Edit Q bad', priceCarVersion: -5 },
      { id: 'not-a-uuid', name: 'Edit junk', priceCarVersion: 1 },
      { id: r, name: 'Edit R moved', model: other.id, priceCarVersion: 7 },
      { id: q, name: 'Edit Q', model: DUMMY_UUID, priceCarVersion: 8 },
    ]);
    expect(res.body.errors).toBeUndefined();
    expect(results?.map((x) => [x.ok, x.id, x.field])).toEqual([
      [true, p, null],
      [false, null, 'id'],
      [false, null, 'priceCarVersion'],
      [false, null, 'id'],
      [true, r, null],
      [false, null, 'model'],
    ]);
    expect(results?.[1]?.error).toBe('Car version not found');
    const after = await slugsNamed('Edit ');
    const row = (id: string | undefined) => after.find((v) => v.id === id);
    // Unchanged name and model: the slug stays; renamed and moved: slug and brand follow.
    expect(row(p)?.slug).toBe(before.find((v) => v.id === p)?.slug);
    expect(row(q)).toMatchObject({ name: 'Edit Q', model: modelId });
    expect(row(r)).toMatchObject({
      name: 'Edit R moved',
      model: other.id,
      brand: other.brand,
      slug: await rootOf('Edit R moved', other.id),
    });
    expect(await versionsNamed('Edit ')).toEqual([
      { name: 'Edit P', price: 6 },
      { name: 'Edit Q', price: 5 },
      { name: 'Edit R moved', price: 7 },
    ]);
  });

  it('a row the database refuses after the checks fails alone: its savepoint is undone, the others are saved', async () => {
    // A trigger stands in for what the checks cannot foresee (e.g. a model deleted meanwhile).
    await t.db.execute(sql`
      create function bulk_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.name like 'Refused%' then raise exception 'refused by the test trigger'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger bulk_test_refuse before insert or update on car_versions for each row execute function bulk_test_refuse()`,
    );
    try {
      const created = await bulkCreate(
        ['Savepoint A', 'Refused B', 'Savepoint C'].map((name) => ({
          name,
          model: modelId,
          priceCarVersion: 3,
        })),
      );
      expect(created.results?.map((r) => [r.ok, r.error])).toEqual([
        [true, null],
        [false, 'This row could not be saved; try it again'],
        [true, null],
      ]);
      expect(await versionsNamed('Savepoint ')).toEqual([
        { name: 'Savepoint A', price: 3 },
        { name: 'Savepoint C', price: 3 },
      ]);
      const [a, , c] = (created.results ?? []).map((r) => r.id ?? '');
      const edited = await bulkEdit([
        { id: a, name: 'Refused A', priceCarVersion: 4 },
        { id: c, name: 'Savepoint C2', priceCarVersion: 4 },
      ]);
      expect(edited.results?.map((r) => r.ok)).toEqual([false, true]);
      expect(await versionsNamed('Savepoint ')).toEqual([
        { name: 'Savepoint A', price: 3 },
        { name: 'Savepoint C2', price: 4 },
      ]);
    } finally {
      await t.db.execute(sql`drop trigger bulk_test_refuse on car_versions`);
      await t.db.execute(sql`drop function bulk_test_refuse()`);
    }
  });

  it('refuses the bulk mutations without a signed-in admin and writes nothing', async () => {
    const { res, results } = await bulkCreate(
      [{ name: 'Anon bulk', model: modelId, priceCarVersion: 1 }],
      {},
    );
    expect(results).toBeNull();
    expect(res.body.errors?.length).toBeGreaterThan(0);
    expect(await versionsNamed('Anon bulk')).toEqual([]);
  });
});
