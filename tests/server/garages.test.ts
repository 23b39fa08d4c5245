import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COORDINATES_PAIR_MESSAGE,
  DISTRICT_DROPPED_MESSAGE,
  LATITUDE_MESSAGE,
  LONGITUDE_MESSAGE,
  PROVINCE_REQUIRED_MESSAGE,
  PROVINCE_UNKNOWN_MESSAGE,
  WARD_UNKNOWN_MESSAGE,
} from '../../src/rules/address';
import { REASON_MESSAGE, TITLE_REQUIRED_MESSAGE, WEBSITE_MESSAGE } from '../../src/rules/garages';
import { todayInVietnam } from '../../src/rules/dates';
import {
  DATABASES,
  DUMMY_UUID,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

const GARAGE_FIELDS = `id title slug userId user { id } description services status mediaIds address phone email website
  province district ward isActive latitude longitude karCheck reason totalRating averageRating totalRatingScore
  medias { id } provinceDetail { code name isActive } districtDetail { code isActive } wardDetail { code name isActive }
  createdAt updatedAt`;
const CENTER_FIELDS = `id title slug description services mediaIds address phone email website province district ward
  isActive totalRating averageRating totalRatingScore medias { id } provinceDetail { code isActive }
  districtDetail { code } wardDetail { code isActive } createdAt updatedAt`;
const FILTER_VARS = `$skip: Int, $take: Int, $keyword: String, $createFrom: String, $createTo: String,
  $province: String, $district: String, $ward: String`;
const FILTER_ARGS = `skip: $skip, take: $take, keyword: $keyword, createFrom: $createFrom, createTo: $createTo,
  province: $province, district: $district, ward: $ward`;
const GARAGES = `query (${FILTER_VARS}) { adminGaragePagination(${FILTER_ARGS}) {
  meta { totalItems itemCount currentPage } items { ${GARAGE_FIELDS} } } }`;
const CENTERS = `query (${FILTER_VARS}) { adminCenterDriverLisensePagination(${FILTER_ARGS}) {
  meta { totalItems itemCount currentPage } items { ${CENTER_FIELDS} } } }`;
const GARAGE = `query ($id: ID!) { adminGetGarageDetail(id: $id) { ${GARAGE_FIELDS} } }`;
const CENTER = `query ($id: ID!) { adminGetCenterDriverLisenseDetail(id: $id) { ${CENTER_FIELDS} } }`;
const CREATE_GARAGE = `mutation ($input: AdminGarageInput!) { adminCreateGarage(input: $input) { ${GARAGE_FIELDS} } }`;
const EDIT_GARAGE = `mutation ($id: ID!, $input: AdminGarageInput!) { adminEditGarage(id: $id, input: $input) { ${GARAGE_FIELDS} } }`;
const DELETE_GARAGE = `mutation ($id: ID!) { adminDeleteGarage(id: $id) }`;
const KAR_CHECK = `mutation ($id: ID!, $isKarCheck: Boolean!) { adminEditGarageKarCheck(id: $id, isKarCheck: $isKarCheck) { id karCheck } }`;
const STATUS = `mutation ($id: ID!, $status: GarageStatus!, $reason: String) {
  adminUpdateGarageStatus(id: $id, status: $status, reason: $reason) { id status reason } }`;
const CREATE_CENTER = `mutation ($input: AdminDrivingCenterInput!) { adminCreateCenterDriverLisense(input: $input) { ${CENTER_FIELDS} } }`;
const EDIT_CENTER = `mutation ($id: ID!, $input: AdminDrivingCenterInput!) { adminEditCenterDriverLisense(id: $id, input: $input) { ${CENTER_FIELDS} } }`;
const CENTER_STATUS = `mutation ($id: ID!, $active: Boolean!) { adminUpdateStatusCenterDriverLisense(id: $id, active: $active) { id isActive } }`;
const DELETE_CENTER = `mutation ($id: ID!) { deleteCenterDriverLisense(id: $id) }`;
const DUPLICATES = `query ($kind: ServiceListingKind!, $title: String, $phone: String, $ward: String, $excludeId: ID) {
  adminFindServiceDuplicates(kind: $kind, title: $title, phone: $phone, ward: $ward, excludeId: $excludeId) { id title matchedBy } }`;

interface Unit {
  code: string;
  name?: string;
  isActive: boolean;
}
interface Garage {
  id: string;
  title: string;
  status: 'ACTIVE' | 'PENDING' | 'REJECT';
  karCheck: boolean;
  reason: string | null;
  province: string | null;
  district: string | null;
  ward: string | null;
  phone: string | null;
  services: string[];
  latitude: number | null;
  userId: string | null;
  createdAt: string;
  provinceDetail: Unit | null;
  districtDetail: Unit | null;
  wardDetail: Unit | null;
}
interface Page<T> {
  meta: { totalItems: number; itemCount: number; currentPage: number };
  items: T[];
}

function firstError(body: GqlResult) {
  const e = body.errors?.[0];
  return { code: e?.extensions?.code, message: e?.message, field: e?.extensions?.field };
}

describe.each(DATABASES)('garages and driving centres on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let hcmWard: string;
  let hanoiWard: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    const [a] = await sqlRows<{ code: string }>(
      t.db,
      sql`select code from wards where province_code = '79' and is_active order by code limit 1`,
    );
    const [b] = await sqlRows<{ code: string }>(
      t.db,
      sql`select code from wards where province_code = '01' and is_active order by code limit 1`,
    );
    if (!a || !b) throw new Error('no current wards');
    hcmWard = a.code;
    hanoiWard = b.code;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function ok<T>(query: string, variables: Record<string, unknown>, field: string): Promise<T> {
    const res = await t.gql(query, variables, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.[field] as T;
  }
  async function refused(query: string, variables: Record<string, unknown>) {
    const res = await t.gql(query, variables, { token });
    expect(res.body.errors).toBeDefined();
    return firstError(res.body);
  }
  const audits = (id: string) =>
    sqlRows<{ action: string; before: unknown; after: unknown }>(
      t.db,
      sql`select action, before, after from audit_logs where entity_id = ${id} order by created_at, id`,
    );

  const garageInput = (over: Record<string, unknown> = {}) => ({
    title: 'Gara Thử Nghiệm Sài Gòn',
    description: 'Sửa chữa và bảo dưỡng',
    services: ['Bảo dưỡng', '', ' Đồng sơn '],
    address: '12 Lê Lợi',
    phone: '028 3822 1234',
    email: 'gara@example.vn',
    website: 'https://gara.example.vn',
    province: '79',
    ward: hcmWard,
    latitude: 10.77,
    longitude: 106.7,
    ...over,
  });

  it('lists the demo garages newest first, on current units and a few former ones', async () => {
    const page = await ok<Page<Garage>>(GARAGES, { skip: 1, take: 1000 }, 'adminGaragePagination');
    expect(page.meta.totalItems).toBeGreaterThanOrEqual(60);
    const times = page.items.map((g) => g.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // Every tenth demo garage stays on former units (docs/locations.md), the others on current ones.
    const onFormer = (g: Garage) =>
      g.district !== null || !g.provinceDetail?.isActive || (g.ward !== null && !g.wardDetail?.isActive);
    const former = page.items.filter(onFormer);
    expect(former.length).toBeGreaterThanOrEqual(3);
    expect(former.length).toBeLessThanOrEqual(page.items.length / 5);
    expect(former.every((g) => !g.districtDetail || !g.districtDetail.isActive)).toBe(true);
    const current = page.items.filter((g) => !onFormer(g));
    expect(new Set(current.map((g) => g.province)).size).toBeGreaterThan(15);

    const centres = await ok<Page<Garage>>(
      CENTERS,
      { skip: 1, take: 1000 },
      'adminCenterDriverLisensePagination',
    );
    expect(centres.meta.totalItems).toBeGreaterThanOrEqual(30);
    expect(centres.items.some((c) => c.district !== null)).toBe(true);
  });

  it('filters by keyword (accents aside), province, ward and creation days, alone and together', async () => {
    const all = await ok<Page<Garage>>(GARAGES, { take: 1000 }, 'adminGaragePagination');
    const sample = all.items.find((g) => g.district === null && g.ward);
    if (!sample?.province || !sample.ward) throw new Error('no garage on a current ward');

    const byProvince = await ok<Page<Garage>>(
      GARAGES,
      { take: 1000, province: sample.province },
      'adminGaragePagination',
    );
    expect(byProvince.items.length).toBe(all.items.filter((g) => g.province === sample.province).length);
    const byWard = await ok<Page<Garage>>(
      GARAGES,
      { take: 1000, province: sample.province, ward: sample.ward },
      'adminGaragePagination',
    );
    expect(byWard.items.map((g) => g.id)).toContain(sample.id);
    expect(byWard.items.every((g) => g.ward === sample.ward)).toBe(true);

    const word = sample.title.split(' ')[0] ?? '';
    const folded = word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .toLowerCase();
    const byKeyword = await ok<Page<Garage>>(
      GARAGES,
      { take: 1000, keyword: `  ${folded} ` },
      'adminGaragePagination',
    );
    expect(byKeyword.items.map((g) => g.id)).toContain(sample.id);
    expect(byKeyword.meta.totalItems).toBeLessThanOrEqual(all.meta.totalItems);
    if (sample.phone) {
      const byPhone = await ok<Page<Garage>>(
        GARAGES,
        { take: 1000, keyword: sample.phone },
        'adminGaragePagination',
      );
      expect(byPhone.items.map((g) => g.id)).toContain(sample.id);
    }

    // A creation day in Vietnam: from and to the sample's own day find it; the day after does not.
    const day = todayInVietnam(new Date(sample.createdAt));
    const sameDay = await ok<Page<Garage>>(
      GARAGES,
      { take: 1000, createFrom: day, createTo: day },
      'adminGaragePagination',
    );
    expect(sameDay.items.map((g) => g.id)).toContain(sample.id);
    const next = new Date(new Date(`${day}T12:00:00+07:00`).getTime() + 86_400_000);
    const after = await ok<Page<Garage>>(
      GARAGES,
      { take: 1000, createFrom: todayInVietnam(next) },
      'adminGaragePagination',
    );
    expect(after.items.map((g) => g.id)).not.toContain(sample.id);
    const together = await ok<Page<Garage>>(
      GARAGES,
      {
        take: 1000,
        keyword: folded,
        province: sample.province,
        ward: sample.ward,
        createFrom: day,
        createTo: day,
      },
      'adminGaragePagination',
    );
    expect(together.items.map((g) => g.id)).toContain(sample.id);

    const future = await refused(GARAGES, { createFrom: '2999-01-01' });
    expect(future.code).toBe('BAD_USER_INPUT');
    const reversed = await refused(GARAGES, { createFrom: '2025-02-02', createTo: '2025-02-01' });
    expect(reversed.field).toBe('createTo');

    const centres = await ok<Page<Garage>>(CENTERS, { take: 1000 }, 'adminCenterDriverLisensePagination');
    const c = centres.items.find((x) => x.district === null && x.ward);
    if (!c?.ward) throw new Error('no centre on a current ward');
    const cw = await ok<Page<Garage>>(
      CENTERS,
      { take: 1000, ward: c.ward },
      'adminCenterDriverLisensePagination',
    );
    expect(cw.items.every((x) => x.ward === c.ward)).toBe(true);
    expect(cw.items.map((x) => x.id)).toContain(c.id);
  });

  it('creates, edits and deletes a garage on current units, each write audited', async () => {
    const created = await ok<Garage>(CREATE_GARAGE, { input: garageInput() }, 'adminCreateGarage');
    expect(created).toMatchObject({
      status: 'PENDING',
      karCheck: false,
      province: '79',
      ward: hcmWard,
      district: null,
      phone: '02838221234',
      services: ['Bảo dưỡng', 'Đồng sơn'],
      latitude: 10.77,
    });
    expect(created.provinceDetail?.isActive).toBe(true);
    const edited = await ok<Garage>(
      EDIT_GARAGE,
      {
        id: created.id,
        input: garageInput({ title: 'Gara Thử Nghiệm Hà Nội', province: '01', ward: hanoiWard }),
      },
      'adminEditGarage',
    );
    expect(edited).toMatchObject({ title: 'Gara Thử Nghiệm Hà Nội', province: '01', ward: hanoiWard });
    const detail = await ok<Garage>(GARAGE, { id: created.id }, 'adminGetGarageDetail');
    expect(detail.title).toBe('Gara Thử Nghiệm Hà Nội');
    expect(await ok<boolean>(DELETE_GARAGE, { id: created.id }, 'adminDeleteGarage')).toBe(true);
    expect((await refused(GARAGE, { id: created.id })).code).toBe('NOT_FOUND');
    expect((await refused(DELETE_GARAGE, { id: created.id })).code).toBe('NOT_FOUND');
    expect((await audits(created.id)).map((a) => a.action)).toEqual([
      'garage.create',
      'garage.edit',
      'garage.trash',
    ]);
  });

  it('refuses former or mismatched units, coordinates outside Vietnam and bad fields, writing nothing', async () => {
    const before = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from garages`);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ province: '02' }, 'province', PROVINCE_UNKNOWN_MESSAGE], // Hà Giang: a former province
      [{ province: '01' }, 'ward', WARD_UNKNOWN_MESSAGE], // a Hồ Chí Minh ward under Hà Nội
      [{ province: null }, 'province', PROVINCE_REQUIRED_MESSAGE],
      [{ district: '760' }, 'district', DISTRICT_DROPPED_MESSAGE],
      [{ latitude: 48.85, longitude: 2.35 }, 'latitude', LATITUDE_MESSAGE],
      [{ longitude: 120 }, 'longitude', LONGITUDE_MESSAGE],
      [{ latitude: null }, 'longitude', COORDINATES_PAIR_MESSAGE],
      [{ title: '   ' }, 'title', TITLE_REQUIRED_MESSAGE],
      [{ website: 'gara.vn' }, 'website', WEBSITE_MESSAGE],
    ];
    for (const [over, field, message] of cases) {
      const e = await refused(CREATE_GARAGE, { input: garageInput(over) });
      expect({ over, ...e }).toEqual({ over, code: 'BAD_USER_INPUT', field, message });
    }
    const [formerWard] = await sqlRows<{ code: string; province_code: string }>(
      t.db,
      sql`select code, province_code from wards where not is_active order by code limit 1`,
    );
    if (!formerWard) throw new Error('no former ward');
    const e = await refused(CREATE_GARAGE, {
      input: garageInput({ province: formerWard.province_code, ward: formerWard.code }),
    });
    expect(e.code).toBe('BAD_USER_INPUT');
    const after = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from garages`);
    expect(after).toEqual(before);
  });

  it('edits a garage on a former unit as it is, then moves it to a current ward (the district dropped)', async () => {
    const [row] = await sqlRows<{
      id: string;
      province: string;
      district: string;
      ward: string;
      title: string;
    }>(
      t.db,
      sql`select id, province, district, ward, title from garages where district is not null order by created_at limit 1`,
    );
    if (!row) throw new Error('no garage on a former unit');
    const kept = await ok<Garage>(
      EDIT_GARAGE,
      {
        id: row.id,
        input: {
          title: `${row.title} (sửa)`,
          province: row.province,
          district: row.district,
          ward: row.ward,
        },
      },
      'adminEditGarage',
    );
    expect(kept).toMatchObject({ province: row.province, district: row.district, ward: row.ward });
    const moved = await ok<Garage>(
      EDIT_GARAGE,
      { id: row.id, input: { title: row.title, province: '79', ward: hcmWard, district: null } },
      'adminEditGarage',
    );
    expect(moved).toMatchObject({ province: '79', ward: hcmWard, district: null });
    expect(moved.provinceDetail?.isActive && moved.wardDetail?.isActive).toBe(true);
    const last = (await audits(row.id)).at(-1);
    expect(last?.action).toBe('garage.edit');
    expect(last?.before).toMatchObject({ district: row.district });
    expect(last?.after).toMatchObject({ district: null, ward: hcmWard });
  });

  it('sets and clears Kar Check, audited, the list showing it', async () => {
    const created = await ok<Garage>(
      CREATE_GARAGE,
      { input: garageInput({ title: 'Gara Kar Check' }) },
      'adminCreateGarage',
    );
    expect(await ok(KAR_CHECK, { id: created.id, isKarCheck: true }, 'adminEditGarageKarCheck')).toEqual({
      id: created.id,
      karCheck: true,
    });
    const listed = await ok<Page<Garage>>(
      GARAGES,
      { keyword: 'Gara Kar Check', take: 10 },
      'adminGaragePagination',
    );
    expect(listed.items.find((g) => g.id === created.id)?.karCheck).toBe(true);
    expect(await ok(KAR_CHECK, { id: created.id, isKarCheck: false }, 'adminEditGarageKarCheck')).toEqual({
      id: created.id,
      karCheck: false,
    });
    // The same value again changes nothing and writes no audit row.
    await ok(KAR_CHECK, { id: created.id, isKarCheck: false }, 'adminEditGarageKarCheck');
    const rows = (await audits(created.id)).filter((a) => a.action === 'garage.kar_check');
    expect(rows.map((a) => [a.before, a.after])).toEqual([
      [{ karCheck: false }, { karCheck: true }],
      [{ karCheck: true }, { karCheck: false }],
    ]);
    expect((await refused(KAR_CHECK, { id: DUMMY_UUID, isKarCheck: true })).code).toBe('NOT_FOUND');
  });

  it('moves Pending to Active and back, or to Reject with a reason the owner is notified of', async () => {
    const [owner] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from users order by created_at limit 1`,
    );
    if (!owner) throw new Error('no member');
    const g = await ok<Garage>(
      CREATE_GARAGE,
      { input: garageInput({ title: 'Gara Chuyển Trạng Thái', userId: owner.id }) },
      'adminCreateGarage',
    );
    expect(g.userId).toBe(owner.id);
    expect(await ok(STATUS, { id: g.id, status: 'ACTIVE' }, 'adminUpdateGarageStatus')).toMatchObject({
      status: 'ACTIVE',
    });
    const illegal = await refused(STATUS, { id: g.id, status: 'REJECT', reason: 'Không rõ địa chỉ' });
    expect(illegal.code).toBe('CONFLICT');
    expect(await ok(STATUS, { id: g.id, status: 'PENDING' }, 'adminUpdateGarageStatus')).toMatchObject({
      status: 'PENDING',
    });
    const short = await refused(STATUS, { id: g.id, status: 'REJECT', reason: ' ab ' });
    expect(short).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason', message: REASON_MESSAGE });
    const rejected = await ok(
      STATUS,
      { id: g.id, status: 'REJECT', reason: 'Ảnh không đúng gara' },
      'adminUpdateGarageStatus',
    );
    expect(rejected).toMatchObject({ status: 'REJECT', reason: 'Ảnh không đúng gara' });
    const notes = await sqlRows<{ content_en: string; target_id: string }>(
      t.db,
      sql`select content_en, target_id from user_notifications where user_id = ${owner.id} and target_id = ${g.id}`,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]?.content_en).toContain('Ảnh không đúng gara');
    expect((await refused(STATUS, { id: g.id, status: 'ACTIVE' })).code).toBe('CONFLICT');
    expect((await audits(g.id)).map((a) => a.action)).toEqual([
      'garage.create',
      'garage.approve',
      'garage.update_status',
      'garage.reject',
    ]);
  });

  it('creates, edits, toggles and deletes a driving centre, audited', async () => {
    const input = {
      title: 'Trung Tâm Đào Tạo Lái Xe Thử',
      services: ['Hạng B2'],
      phone: '0909 123 456',
      province: '79',
      ward: hcmWard,
    };
    const c = await ok<Garage & { isActive: boolean }>(
      CREATE_CENTER,
      { input },
      'adminCreateCenterDriverLisense',
    );
    expect(c).toMatchObject({
      title: input.title,
      services: ['Hạng B2'],
      phone: '0909123456',
      isActive: true,
    });
    const e = await ok<Garage>(
      EDIT_CENTER,
      { id: c.id, input: { ...input, title: 'Trung Tâm Lái Xe Thử 2', province: '01', ward: hanoiWard } },
      'adminEditCenterDriverLisense',
    );
    expect(e).toMatchObject({ title: 'Trung Tâm Lái Xe Thử 2', province: '01' });
    expect(
      await ok(CENTER_STATUS, { id: c.id, active: false }, 'adminUpdateStatusCenterDriverLisense'),
    ).toEqual({
      id: c.id,
      isActive: false,
    });
    expect((await ok<Garage>(CENTER, { id: c.id }, 'adminGetCenterDriverLisenseDetail')).title).toBe(
      'Trung Tâm Lái Xe Thử 2',
    );
    const bad = await refused(CREATE_CENTER, { input: { ...input, province: '02' } });
    expect(bad).toMatchObject({ code: 'BAD_USER_INPUT', field: 'province' });
    expect(await ok(DELETE_CENTER, { id: c.id }, 'deleteCenterDriverLisense')).toBe(true);
    expect((await refused(CENTER, { id: c.id })).code).toBe('NOT_FOUND');
    expect((await audits(c.id)).map((a) => a.action)).toEqual([
      'driving_center.create',
      'driving_center.edit',
      'driving_center.update_status',
      'driving_center.trash',
    ]);
  });

  it('finds a possible duplicate by phone or by a very similar name in the same ward, never the record itself', async () => {
    const g = await ok<Garage>(
      CREATE_GARAGE,
      { input: garageInput({ title: 'Gara Ô Tô Minh Phát', phone: '0281 234 5678' }) },
      'adminCreateGarage',
    );
    const byPhone = await ok<{ id: string; matchedBy: string }[]>(
      DUPLICATES,
      { kind: 'GARAGE', phone: '02812345678', title: 'Something else' },
      'adminFindServiceDuplicates',
    );
    expect(byPhone).toContainEqual({ id: g.id, title: 'Gara Ô Tô Minh Phát', matchedBy: 'PHONE' });
    const byName = await ok<{ id: string; matchedBy: string }[]>(
      DUPLICATES,
      { kind: 'GARAGE', title: 'gara o to minh phat', ward: hcmWard },
      'adminFindServiceDuplicates',
    );
    expect(byName.map((d) => [d.id, d.matchedBy])).toContainEqual([g.id, 'NAME']);
    const otherWard = await ok<unknown[]>(
      DUPLICATES,
      { kind: 'GARAGE', title: 'Gara Ô Tô Minh Phát', ward: hanoiWard },
      'adminFindServiceDuplicates',
    );
    expect(otherWard).toEqual([]);
    const itself = await ok<{ id: string }[]>(
      DUPLICATES,
      { kind: 'GARAGE', phone: '02812345678', excludeId: g.id },
      'adminFindServiceDuplicates',
    );
    expect(itself.map((d) => d.id)).not.toContain(g.id);
    const centres = await ok<unknown[]>(
      DUPLICATES,
      { kind: 'DRIVING_CENTER', phone: '02812345678' },
      'adminFindServiceDuplicates',
    );
    expect(centres).toEqual([]);
  });

  it('refuses every operation to anyone not signed in', async () => {
    const id = DUMMY_UUID;
    const ops: [string, Record<string, unknown>][] = [
      [GARAGES, {}],
      [CENTERS, {}],
      [GARAGE, { id }],
      [CENTER, { id }],
      [CREATE_GARAGE, { input: garageInput() }],
      [EDIT_GARAGE, { id, input: garageInput() }],
      [DELETE_GARAGE, { id }],
      [KAR_CHECK, { id, isKarCheck: true }],
      [STATUS, { id, status: 'ACTIVE' }],
      [CREATE_CENTER, { input: { title: 'x', province: '79', ward: hcmWard } }],
      [EDIT_CENTER, { id, input: { title: 'x', province: '79', ward: hcmWard } }],
      [CENTER_STATUS, { id, active: true }],
      [DELETE_CENTER, { id }],
      [DUPLICATES, { kind: 'GARAGE', phone: '02812345678' }],
    ];
    for (const [query, variables] of ops) {
      const res = await t.gql(query, variables);
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
    }
  });
});
