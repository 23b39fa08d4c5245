import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_PRICE_TYPE_MESSAGE,
  parkingRequired,
  SAME_EVERY_DAY_MESSAGE,
  WARD_REQUIRED_MESSAGE,
} from '../../src/rules/parking';
import { overlapMessage } from '../../src/rules/parking-hours';
import {
  DESCRIPTION_OTHER_REQUIRED,
  MODEL_OF_BRAND_MESSAGE,
  SAME_STATUS_MESSAGE,
} from '../../src/rules/buying-demand';
import { DATABASES, DUMMY_UUID, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

const PARKING_FIELDS = /* GraphQL */ `
  id title slug phone email website address province district ward status reason createdAt
  closeOnPublicHolidays sameWeekOfOperation total userId
  user { id firstName }
  provinceDetail { code isActive }
  wardDetail { code isActive }
  medias { id mediaId }
  workingTimes { day startTime endTime }
  priceProperties { type price }
`;
const PARKING_LIST = /* GraphQL */ `
  query ($skip: Int, $take: Int, $keyword: String, $createFrom: String, $createTo: String, $province: String, $ward: String) {
    adminParkingPagination(skip: $skip, take: $take, keyword: $keyword, createFrom: $createFrom, createTo: $createTo, province: $province, ward: $ward) {
      meta { itemCount totalItems itemsPerPage totalPages currentPage }
      items { ${PARKING_FIELDS} }
    }
  }
`;
const PARKING_DETAIL = `query ($id: ID!) { adminGetParkingDetail(id: $id) { ${PARKING_FIELDS} } }`;
const PARKING_CREATE = `mutation ($input: AdminParkingInput!) { adminCreateParking(input: $input) { ${PARKING_FIELDS} } }`;
const PARKING_EDIT = `mutation ($id: ID!, $input: AdminParkingInput!) { adminEditParking(id: $id, input: $input) { ${PARKING_FIELDS} } }`;
const PARKING_DELETE = `mutation ($id: ID!) { adminDeleteParking(id: $id) }`;
const DUPLICATES = `query ($title: String, $phone: String, $ward: String, $excludeId: ID) {
  adminFindServiceDuplicates(kind: PARKING, title: $title, phone: $phone, ward: $ward, excludeId: $excludeId) { id title phone }
}`;

const NEED_FIELDS = /* GraphQL */ `
  id userId brand model budget vehicleLife numKilometerCarRun provinceId buyerName phone
  isInstallmentPurchase isVehicleInspectionService isInsuranceConsultant isOther descriptionOther
  status isCustomer userSellerIds createdAt
  user { id } brandDetail { id name } modelDetail { id name } provinceDetail { id isActive }
`;
const NEED_LIST = `query ($skip: Int, $take: Int, $keyword: String) {
  adminPaginationCarBuyingNeeds(skip: $skip, take: $take, keyword: $keyword) {
    meta { totalItems itemCount currentPage } items { ${NEED_FIELDS} } } }`;
const CUSTOMER_LIST = `query ($skip: Int, $take: Int, $keyword: String, $userId: ID, $status: CarBuyingNeedStatus) {
  adminGetListCustomerCarBuyingNeedByUserId(skip: $skip, take: $take, keyword: $keyword, userId: $userId, status: $status) {
    meta { totalItems itemCount } items { ${NEED_FIELDS} } } }`;
const NEED_DETAIL = `query ($id: ID!) { adminGetCarBuyingNeedDetail(id: $id) { ${NEED_FIELDS} sellers { id } } }`;
const NEED_CREATE = `mutation ($input: AdminCarBuyingNeedInput!) { adminCreateCarBuyingNeed(input: $input) { ${NEED_FIELDS} } }`;
const NEED_EDIT = `mutation ($id: ID!, $input: AdminCarBuyingNeedInput!) { adminEditCarBuyingNeed(id: $id, input: $input) { ${NEED_FIELDS} } }`;
const NEED_DELETE = `mutation ($id: ID!) { adminDeleteCarBuyingNeed(id: $id) }`;
const NEED_STATUS = `mutation ($id: ID!, $status: CarBuyingNeedStatus!) { adminUpdateStatusCarBuyingNeed(id: $id, status: $status) { id status } }`;

interface Parking {
  id: string;
  title: string;
  slug: string;
  phone: string | null;
  address: string | null;
  province: string | null;
  district: string | null;
  ward: string | null;
  status: string;
  reason: string | null;
  createdAt: string;
  user: { id: string } | null;
  provinceDetail: { code: string; isActive: boolean } | null;
  wardDetail: { code: string; isActive: boolean } | null;
  workingTimes: { day: number; startTime: string; endTime: string }[];
  priceProperties: { type: string; price: number }[];
}
interface Page<T> {
  meta: { totalItems: number; itemCount: number; currentPage: number; itemsPerPage: number };
  items: T[];
}
interface Need {
  id: string;
  brand: string;
  model: string;
  budget: number;
  phone: string;
  status: string;
  isCustomer: boolean;
  userSellerIds: string[];
  buyerName: string | null;
  provinceDetail: { id: string; isActive: boolean } | null;
  brandDetail: { id: string; name: string } | null;
  sellers?: { id: string }[];
}

const everyDay = (startTime: string, endTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, startTime, endTime }));

describe.each(DATABASES)('parking and buying demands on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let ward: { code: string; province_code: string };
  let otherWard: { code: string; province_code: string };
  let members: string[];
  let model: { id: string; brand: string };
  let otherBrand: string;
  let province: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    const wards = await sqlRows<{ code: string; province_code: string }>(
      t.db,
      sql`select code, province_code from wards where is_active order by code limit 400`,
    );
    ward = wards[0] as { code: string; province_code: string };
    otherWard = wards.find((w) => w.province_code !== ward.province_code) as typeof ward;
    members = (
      await sqlRows<{ id: string }>(t.db, sql`select id from users order by created_at limit 5`)
    ).map((r) => r.id);
    const models = await sqlRows<{ id: string; brand: string }>(
      t.db,
      sql`select id, brand from models order by name`,
    );
    model = models[0] as { id: string; brand: string };
    otherBrand = (models.find((m) => m.brand !== model.brand) as { brand: string }).brand;
    province = (
      (await sqlRows<{ id: string }>(t.db, sql`select id from provinces where is_active limit 1`))[0] as {
        id: string;
      }
    ).id;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const gql = (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { token });
  async function ok<T>(query: string, variables: Record<string, unknown>, field: string): Promise<T> {
    const res = await gql(query, variables);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.[field] as T;
  }
  async function refused(query: string, variables: Record<string, unknown>) {
    const res = await gql(query, variables);
    const error = res.body.errors?.[0];
    expect(error, 'expected a refusal').toBeDefined();
    return { code: error?.extensions?.code, field: error?.extensions?.field, message: error?.message };
  }
  const audits = async (entity: string, id: string) =>
    sqlRows<{ action: string; before: unknown; after: unknown }>(
      t.db,
      sql`select action, before, after from audit_logs where entity = ${entity} and entity_id = ${id} order by created_at`,
    );
  const parkingInput = (over: Record<string, unknown> = {}) => ({
    title: 'Bãi xe Kiểm Thử',
    phone: '0912 000 111',
    address: '12 Lê Lợi',
    province: ward.province_code,
    ward: ward.code,
    status: 'ACTIVE',
    closeOnPublicHolidays: true,
    sameWeekOfOperation: false,
    workingTimes: [
      { day: 1, startTime: '06:00', endTime: '11:30' },
      { day: 1, startTime: '13:00', endTime: '02:00' },
      { day: 2, startTime: '06:00', endTime: '22:00' },
    ],
    priceProperties: [
      { type: 'HOUR', price: 25_000 },
      { type: 'MONTH', price: 2_000_000 },
    ],
    ...over,
  });

  describe('parking', () => {
    it('pages the demo parkings newest first, most on current units, a few on former ones', async () => {
      const page = await ok<Page<Parking>>(PARKING_LIST, { skip: 1, take: 1000 }, 'adminParkingPagination');
      expect(page.meta.totalItems).toBeGreaterThanOrEqual(40);
      const times = page.items.map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const current = page.items.filter(
        (p) => p.provinceDetail?.isActive && p.wardDetail?.isActive && !p.district,
      );
      expect(current.length).toBeGreaterThanOrEqual(34);
      expect(new Set(current.map((p) => p.province)).size).toBe(34);
      expect(page.items.length - current.length).toBeGreaterThan(0);
      const ten = await ok<Page<Parking>>(PARKING_LIST, { skip: 2 }, 'adminParkingPagination');
      expect(ten.meta).toMatchObject({ itemsPerPage: 10, currentPage: 2, itemCount: 10 });
    });

    it('filters by keyword (accents aside), creation range (days or instants) and location codes', async () => {
      const all = await ok<Page<Parking>>(PARKING_LIST, { take: 1000 }, 'adminParkingPagination');
      const sample = all.items[5] as Parking;
      const word = sample.title.split(' ').slice(-1)[0] ?? '';
      const byWord = await ok<Page<Parking>>(
        PARKING_LIST,
        {
          take: 1000,
          keyword: `  ${word
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toUpperCase()} `,
        },
        'adminParkingPagination',
      );
      expect(byWord.items.map((p) => p.id)).toContain(sample.id);
      const byPhone = await ok<Page<Parking>>(
        PARKING_LIST,
        { take: 1000, keyword: sample.phone?.slice(2, 9) },
        'adminParkingPagination',
      );
      expect(byPhone.items.map((p) => p.id)).toContain(sample.id);

      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
        new Date(sample.createdAt),
      );
      const byDay = await ok<Page<Parking>>(
        PARKING_LIST,
        { take: 1000, createFrom: day, createTo: day },
        'adminParkingPagination',
      );
      expect(byDay.items.map((p) => p.id)).toContain(sample.id);
      const byInstants = await ok<Page<Parking>>(
        PARKING_LIST,
        { take: 1000, createFrom: `${day}T00:00:00.000+07:00`, createTo: `${day}T23:59:59.999+07:00` },
        'adminParkingPagination',
      );
      expect(byInstants.items.map((p) => p.id).sort()).toEqual(byDay.items.map((p) => p.id).sort());
      for (const p of byDay.items) {
        expect(
          new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(p.createdAt)),
        ).toBe(day);
      }
      const byProvince = await ok<Page<Parking>>(
        PARKING_LIST,
        { take: 1000, province: sample.province },
        'adminParkingPagination',
      );
      expect(byProvince.items.every((p) => p.province === sample.province)).toBe(true);
      const byWard = await ok<Page<Parking>>(
        PARKING_LIST,
        { take: 1000, ward: sample.ward },
        'adminParkingPagination',
      );
      expect(byWard.items.map((p) => p.id)).toContain(sample.id);
      const bad = await refused(PARKING_LIST, { createFrom: '2026-02-30' });
      expect(bad.code).toBe('BAD_USER_INPUT');
    });

    it('creates, reads, edits and deletes a parking with its hours and prices, one audit row each', async () => {
      const created = await ok<Parking>(PARKING_CREATE, { input: parkingInput() }, 'adminCreateParking');
      expect(created).toMatchObject({ title: 'Bãi xe Kiểm Thử', status: 'ACTIVE', ward: ward.code });
      expect(created.workingTimes).toHaveLength(3);
      expect(created.priceProperties).toEqual(
        expect.arrayContaining([
          { type: 'HOUR', price: 25_000 },
          { type: 'MONTH', price: 2_000_000 },
        ]),
      );
      const read = await ok<Parking>(PARKING_DETAIL, { id: created.id }, 'adminGetParkingDetail');
      expect(read.id).toBe(created.id);

      const edited = await ok<Parking>(
        PARKING_EDIT,
        {
          id: created.id,
          input: parkingInput({
            title: 'Bãi xe Kiểm Thử 2',
            sameWeekOfOperation: true,
            workingTimes: everyDay('22:00', '06:00'),
            priceProperties: [{ type: 'NIGHT', price: 50_000 }],
            status: 'REJECT',
            reason: 'Sai địa chỉ',
          }),
        },
        'adminEditParking',
      );
      expect(edited.workingTimes).toHaveLength(7);
      expect(edited.priceProperties).toEqual([{ type: 'NIGHT', price: 50_000 }]);
      expect(edited).toMatchObject({ status: 'REJECT', reason: 'Sai địa chỉ' });
      expect(edited.slug).not.toBe(created.slug);

      expect(await ok<boolean>(PARKING_DELETE, { id: created.id }, 'adminDeleteParking')).toBe(true);
      expect((await refused(PARKING_DETAIL, { id: created.id })).code).toBe('NOT_FOUND');
      const rows = await audits('parking', created.id);
      expect(rows.map((r) => r.action)).toEqual(['parking.create', 'parking.edit', 'parking.trash']);
      expect(JSON.stringify(rows[1]?.after)).toContain('22:00');
      // In the Trash (docs/trash.md) its hours stay with it, for a restore; a delete for good takes them.
      const left = await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from parking_working_times where parking_id = ${created.id}`,
      );
      expect(left[0]?.n).toBe(7);
    });

    it('refuses overlapping hours (also past midnight and across the week end) under workingTimes', async () => {
      const before = await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from parkings where deleted_at is null`,
      );
      const sameDay = [
        { day: 1, startTime: '08:00', endTime: '12:00' },
        { day: 1, startTime: '11:00', endTime: '14:00' },
      ];
      const a = await refused(PARKING_CREATE, { input: parkingInput({ workingTimes: sameDay }) });
      expect(a).toMatchObject({ code: 'BAD_USER_INPUT', field: 'workingTimes' });
      expect(a.message).toBe(overlapMessage(sameDay[0] as never, sameDay[1] as never));
      const pastMidnight = [
        { day: 1, startTime: '22:00', endTime: '02:00' },
        { day: 2, startTime: '01:00', endTime: '05:00' },
      ];
      expect(
        await refused(PARKING_CREATE, { input: parkingInput({ workingTimes: pastMidnight }) }),
      ).toMatchObject({
        field: 'workingTimes',
      });
      const weekEnd = [
        { day: 6, startTime: '23:00', endTime: '03:00' },
        { day: 0, startTime: '02:00', endTime: '04:00' },
      ];
      expect(await refused(PARKING_CREATE, { input: parkingInput({ workingTimes: weekEnd }) })).toMatchObject(
        {
          field: 'workingTimes',
        },
      );
      // Touching ends are not an overlap.
      const touching = [
        { day: 3, startTime: '08:00', endTime: '12:00' },
        { day: 3, startTime: '12:00', endTime: '18:00' },
      ];
      const fine = await ok<Parking>(
        PARKING_CREATE,
        { input: parkingInput({ workingTimes: touching }) },
        'adminCreateParking',
      );
      await ok(PARKING_DELETE, { id: fine.id }, 'adminDeleteParking');

      const notSame = await refused(PARKING_CREATE, {
        input: parkingInput({
          sameWeekOfOperation: true,
          workingTimes: [{ day: 1, startTime: '08:00', endTime: '09:00' }],
        }),
      });
      expect(notSame).toMatchObject({ field: 'workingTimes', message: SAME_EVERY_DAY_MESSAGE });
      const dupPrice = await refused(PARKING_CREATE, {
        input: parkingInput({
          priceProperties: [
            { type: 'HOUR', price: 1 },
            { type: 'HOUR', price: 2 },
          ],
        }),
      });
      expect(dupPrice).toMatchObject({ field: 'priceProperties', message: DUPLICATE_PRICE_TYPE_MESSAGE });
      expect(await refused(PARKING_CREATE, { input: parkingInput({ title: '  ' }) })).toMatchObject({
        field: 'title',
        message: parkingRequired('Title'),
      });
      expect(await refused(PARKING_CREATE, { input: parkingInput({ ward: '' }) })).toMatchObject({
        field: 'ward',
        message: WARD_REQUIRED_MESSAGE,
      });
      expect(await refused(PARKING_CREATE, { input: parkingInput({ userId: DUMMY_UUID }) })).toMatchObject({
        field: 'userId',
      });
      const after = await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from parkings where deleted_at is null`,
      );
      expect(after[0]?.n).toBe(before[0]?.n);
    });

    it('finds possible duplicates by phone or by a very similar title in the same ward', async () => {
      const saved = await ok<Parking>(
        PARKING_CREATE,
        { input: parkingInput({ title: 'Bãi đỗ xe Hoàng Gia Phát', phone: '0987 654 321' }) },
        'adminCreateParking',
      );
      const dup = (v: Record<string, unknown>) =>
        ok<{ id: string }[]>(DUPLICATES, v, 'adminFindServiceDuplicates').then((r) => r.map((p) => p.id));
      expect(await dup({ phone: '+84 987-654-321' })).toContain(saved.id);
      expect(await dup({ title: 'Bai do xe Hoang Gia Phat ', ward: ward.code })).toContain(saved.id);
      expect(await dup({ title: 'Bãi đỗ xe Hoàng Gia Phát', ward: otherWard.code })).not.toContain(saved.id);
      expect(await dup({ title: 'Trạm sạc Minh Long', ward: ward.code })).not.toContain(saved.id);
      expect(await dup({ phone: '0987654321', excludeId: saved.id })).not.toContain(saved.id);
      // The admin can still save the second one.
      const again = await ok<Parking>(
        PARKING_CREATE,
        { input: parkingInput({ title: 'Bãi đỗ xe Hoàng Gia Phát', phone: '0987 654 321' }) },
        'adminCreateParking',
      );
      expect(again.id).not.toBe(saved.id);
    });
  });

  describe('buying demands and buying customers', () => {
    const needInput = (over: Record<string, unknown> = {}) => ({
      userId: members[0],
      brand: model.brand,
      model: model.id,
      budget: 650_000_000,
      vehicleLife: 5,
      numKilometerCarRun: 60_000,
      provinceId: province,
      buyerName: 'Nguyễn Văn Thử',
      phone: '0903 111 222',
      isInstallmentPurchase: true,
      isVehicleInspectionService: true,
      isInsuranceConsultant: false,
      isOther: true,
      descriptionOther: 'Cần xe màu trắng',
      ...over,
    });

    it('pages the demo demands, all on current provinces', async () => {
      const page = await ok<Page<Need>>(NEED_LIST, { take: 1000 }, 'adminPaginationCarBuyingNeeds');
      expect(page.meta.totalItems).toBeGreaterThanOrEqual(80);
      expect(page.items.every((n) => n.provinceDetail?.isActive)).toBe(true);
      expect(new Set(page.items.map((n) => n.provinceDetail?.id)).size).toBe(34);
      const sample = page.items[3] as Need;
      const byBrand = await ok<Page<Need>>(
        NEED_LIST,
        { take: 1000, keyword: sample.brandDetail?.name.toLowerCase() },
        'adminPaginationCarBuyingNeeds',
      );
      expect(byBrand.items.map((n) => n.id)).toContain(sample.id);
      const byPhone = await ok<Page<Need>>(
        NEED_LIST,
        { take: 1000, keyword: sample.phone.slice(1, 8) },
        'adminPaginationCarBuyingNeeds',
      );
      expect(byPhone.items.map((n) => n.id)).toContain(sample.id);
    });

    it('lists buying customers: the demands handed to sellers, by keyword, seller and status', async () => {
      const page = await ok<Page<Need>>(
        CUSTOMER_LIST,
        { take: 1000 },
        'adminGetListCustomerCarBuyingNeedByUserId',
      );
      expect(page.meta.totalItems).toBeGreaterThan(0);
      expect(page.items.every((n) => n.isCustomer && n.userSellerIds.length > 0)).toBe(true);
      const sample = page.items[0] as Need;
      const seller = sample.userSellerIds[0];
      const bySeller = await ok<Page<Need>>(
        CUSTOMER_LIST,
        { take: 1000, userId: seller },
        'adminGetListCustomerCarBuyingNeedByUserId',
      );
      expect(bySeller.items.every((n) => n.userSellerIds.includes(seller ?? ''))).toBe(true);
      expect(bySeller.items.map((n) => n.id)).toContain(sample.id);
      const byStatus = await ok<Page<Need>>(
        CUSTOMER_LIST,
        { take: 1000, status: sample.status },
        'adminGetListCustomerCarBuyingNeedByUserId',
      );
      expect(byStatus.items.every((n) => n.status === sample.status)).toBe(true);
      const detail = await ok<Need>(NEED_DETAIL, { id: sample.id }, 'adminGetCarBuyingNeedDetail');
      expect(detail.sellers?.map((s) => s.id)).toEqual(sample.userSellerIds);
    });

    it('creates, edits, changes status and deletes a demand, each audited', async () => {
      const created = await ok<Need>(NEED_CREATE, { input: needInput() }, 'adminCreateCarBuyingNeed');
      expect(created).toMatchObject({ status: 'NEW', isCustomer: false, budget: 650_000_000 });
      const edited = await ok<Need>(
        NEED_EDIT,
        {
          id: created.id,
          input: needInput({ budget: 700_000_000, userSellerIds: [members[1], members[2]] }),
        },
        'adminEditCarBuyingNeed',
      );
      expect(edited).toMatchObject({ budget: 700_000_000, isCustomer: true });
      const customers = await ok<Page<Need>>(
        CUSTOMER_LIST,
        { take: 1000, keyword: 'Văn Thử' },
        'adminGetListCustomerCarBuyingNeedByUserId',
      );
      expect(customers.items.map((n) => n.id)).toContain(created.id);

      const changed = await ok<Need>(
        NEED_STATUS,
        { id: created.id, status: 'FOLLOWING' },
        'adminUpdateStatusCarBuyingNeed',
      );
      expect(changed.status).toBe('FOLLOWING');
      expect(await refused(NEED_STATUS, { id: created.id, status: 'FOLLOWING' })).toMatchObject({
        code: 'CONFLICT',
        message: SAME_STATUS_MESSAGE,
      });
      expect(await ok<boolean>(NEED_DELETE, { id: created.id }, 'adminDeleteCarBuyingNeed')).toBe(true);
      const rows = await audits('car_buying_need', created.id);
      expect(rows.map((r) => r.action)).toEqual([
        'car_buying_need.create',
        'car_buying_need.edit',
        'car_buying_need.update_status',
        'car_buying_need.delete',
      ]);
      expect(rows[2]).toMatchObject({ before: { status: 'NEW' }, after: { status: 'FOLLOWING' } });
    });

    it('refuses a model of another brand, an unexplained Other and an unknown demand', async () => {
      expect(await refused(NEED_CREATE, { input: needInput({ brand: otherBrand }) })).toMatchObject({
        field: 'model',
        message: MODEL_OF_BRAND_MESSAGE,
      });
      expect(await refused(NEED_CREATE, { input: needInput({ descriptionOther: '' }) })).toMatchObject({
        field: 'descriptionOther',
        message: DESCRIPTION_OTHER_REQUIRED,
      });
      expect((await refused(NEED_DETAIL, { id: DUMMY_UUID })).code).toBe('NOT_FOUND');
      expect((await refused(NEED_STATUS, { id: DUMMY_UUID, status: 'NEW' })).code).toBe('NOT_FOUND');
    });
  });

  it('refuses every parking and buying operation without a signed-in admin', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [PARKING_LIST, {}],
      [PARKING_DETAIL, { id: DUMMY_UUID }],
      [DUPLICATES, { phone: '0912000111' }],
      [PARKING_CREATE, { input: parkingInput() }],
      [PARKING_EDIT, { id: DUMMY_UUID, input: parkingInput() }],
      [PARKING_DELETE, { id: DUMMY_UUID }],
      [NEED_LIST, {}],
      [CUSTOMER_LIST, {}],
      [NEED_DETAIL, { id: DUMMY_UUID }],
      [NEED_DELETE, { id: DUMMY_UUID }],
      [NEED_STATUS, { id: DUMMY_UUID, status: 'NEW' }],
    ];
    for (const [query, variables] of calls) {
      const res = await t.gql(query, variables);
      expect(errorCodes(res.body), query).toContain('UNAUTHENTICATED');
      expect(res.body.data ?? null, query).toBeNull();
    }
  });
});
