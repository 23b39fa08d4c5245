import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefitItems, servicePackageBenefits, servicePackages } from '../../server/db/schema';
import {
  BENEFIT_ID_MESSAGE,
  COUNT_MAX_MESSAGE,
  COUNT_MESSAGE,
  FEE_MESSAGE,
  FIELD_REQUIRED,
  USED_OVER_QUANTITY_MESSAGE,
} from '../../src/rules/packages';
import {
  DATABASES,
  DUMMY_UUID,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

const BENEFITS = /* GraphQL */ `
  query {
    adminGetUserServiceBenefits {
      id
      title
      type
      isActive
      createdAt
    }
  }
`;
const BENEFIT_DETAIL = /* GraphQL */ `
  query ($id: ID!) {
    adminGetUserServiceBenefitDetail(id: $id) {
      id
      title
      type
      isActive
    }
  }
`;
const CREATE_BENEFIT = /* GraphQL */ `
  mutation ($type: BenefitType!, $title: String!) {
    adminCreateUserServiceBenefits(type: $type, title: $title) {
      id
      title
      type
      isActive
    }
  }
`;
const EDIT_BENEFIT = /* GraphQL */ `
  mutation ($id: ID!, $type: BenefitType!, $title: String!) {
    adminEditUserServiceBenefits(id: $id, type: $type, title: $title) {
      id
      title
      type
    }
  }
`;
const DELETE_BENEFIT = /* GraphQL */ `
  mutation ($id: ID!) {
    adminDeleteUserServiceBenefits(id: $id)
  }
`;
const BENEFIT_STATUS = /* GraphQL */ `
  mutation ($id: ID!, $active: Boolean!) {
    adminUpdateStatusUserServiceBenefits(id: $id, active: $active) {
      id
      isActive
    }
  }
`;

const PACKAGE_FIELDS = `
  id
  type
  description
  quantity
  day
  unitPrice
  totalPrice
  isActive
  isDeleted
  benefitsItems {
    id
    title
  }
`;
const SERVICES = /* GraphQL */ `
  query ($skip: Int, $take: Int, $keyword: String) {
    adminGetServices(skip: $skip, take: $take, keyword: $keyword) {
      meta {
        itemCount
        totalItems
        itemsPerPage
        totalPages
        currentPage
      }
      items { ${PACKAGE_FIELDS} }
    }
  }
`;
const SERVICE_DETAIL = /* GraphQL */ `
  query ($id: ID!) {
    adminGetServiceDetail(id: $id) { ${PACKAGE_FIELDS} }
  }
`;
const CREATE_SERVICE = /* GraphQL */ `
  mutation ($input: AdminServiceInput!) {
    adminCreateServices(input: $input) { ${PACKAGE_FIELDS} }
  }
`;
const EDIT_SERVICE = /* GraphQL */ `
  mutation ($id: ID!, $input: AdminServiceInput!) {
    adminEditServices(id: $id, input: $input) { ${PACKAGE_FIELDS} }
  }
`;
const DELETE_SERVICE = /* GraphQL */ `
  mutation ($id: ID!) {
    adminDeleteServices(id: $id)
  }
`;
const SERVICE_STATUS = /* GraphQL */ `
  mutation ($id: ID!, $active: Boolean!) {
    adminUpdateStatusServices(id: $id, active: $active) {
      id
      isActive
    }
  }
`;

const USER_PACKAGE_FIELDS = `
  id
  userId
  servicesId
  quantity
  day
  type
  isActive
  totalPrice
  unitPrice
  used
  createdAt
  expriedDate
  user { id firstName lastName email }
  package { id type isDeleted benefitsItems { id title } }
`;
const USER_SERVICES = /* GraphQL */ `
  query ($skip: Int, $take: Int, $keyword: String, $status: UserServiceStatus, $userId: ID) {
    adminGetUserServices(skip: $skip, take: $take, keyword: $keyword, status: $status, userId: $userId) {
      meta {
        itemCount
        totalItems
        itemsPerPage
        totalPages
        currentPage
      }
      items { ${USER_PACKAGE_FIELDS} }
    }
  }
`;
const USER_SERVICE_DETAIL = /* GraphQL */ `
  query ($id: ID!) {
    adminGetUserServiceDetail(id: $id) { ${USER_PACKAGE_FIELDS} }
  }
`;
const CREATE_USER_SERVICE = /* GraphQL */ `
  mutation ($input: AdminUserServiceInput!) {
    adminCreateUserServices(input: $input) { ${USER_PACKAGE_FIELDS} }
  }
`;
const EDIT_USER_SERVICE = /* GraphQL */ `
  mutation ($id: ID!, $input: AdminUserServiceInput!) {
    adminEditUserServices(id: $id, input: $input) { ${USER_PACKAGE_FIELDS} }
  }
`;

interface Benefit {
  id: string;
  title: string;
  type: string;
  isActive: boolean;
}
interface Pkg {
  id: string;
  type: string;
  description: string | null;
  quantity: number | null;
  day: number | null;
  unitPrice: number | null;
  totalPrice: number | null;
  isActive: boolean;
  isDeleted: boolean;
  benefitsItems: { id: string; title: string }[];
}
interface Meta {
  itemCount: number;
  totalItems: number;
  itemsPerPage: number;
  totalPages: number;
  currentPage: number;
}
interface UserPkg {
  id: string;
  userId: string;
  servicesId: string;
  quantity: number | null;
  day: number | null;
  type: string;
  isActive: boolean;
  totalPrice: number | null;
  unitPrice: number | null;
  used: number;
  createdAt: string;
  expriedDate: string | null;
  user: { id: string; firstName: string | null; lastName: string | null; email: string | null } | null;
  package: { id: string; type: string; isDeleted: boolean; benefitsItems: { id: string }[] } | null;
}

const DAY_MS = 86_400_000;

describe.each(DATABASES)('packages on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const gql = (query: string, variables?: Record<string, unknown>) => t.gql(query, variables, { token });
  async function ok<T>(
    query: string,
    variables: Record<string, unknown> | undefined,
    field: string,
  ): Promise<T> {
    const res = await gql(query, variables);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.[field] as T;
  }
  const firstError = (body: GqlResult) => body.errors?.[0];
  const countOf = async (table: string, where = sql`true`) => {
    const [row] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
    );
    return row?.n ?? 0;
  };

  async function newBenefit(title: string, type = 'OTHER'): Promise<string> {
    const [row] = await t.db
      .insert(benefitItems)
      .values({ title, type: type as 'OTHER' })
      .returning({ id: benefitItems.id });
    if (!row) throw new Error('insert failed');
    return row.id;
  }

  describe('benefit package items', () => {
    it('lists every item flat, newest first, and reads one by id', async () => {
      const items = await ok<Benefit[]>(BENEFITS, undefined, 'adminGetUserServiceBenefits');
      expect(items).toHaveLength(await countOf('benefit_items'));
      expect(items.length).toBeGreaterThan(10);
      const first = items[0];
      if (!first) throw new Error('no benefit items seeded');
      const detail = await ok<Benefit>(BENEFIT_DETAIL, { id: first.id }, 'adminGetUserServiceBenefitDetail');
      expect(detail).toEqual({
        id: first.id,
        title: first.title,
        type: first.type,
        isActive: first.isActive,
      });
    });

    it('creates, edits and toggles an item', async () => {
      const created = await ok<Benefit>(
        CREATE_BENEFIT,
        { type: 'HOT_NEWS', title: '  Ưu tiên hiển thị 3 ngày  ' },
        'adminCreateUserServiceBenefits',
      );
      expect(created).toMatchObject({ type: 'HOT_NEWS', title: 'Ưu tiên hiển thị 3 ngày', isActive: true });
      const edited = await ok<Benefit>(
        EDIT_BENEFIT,
        { id: created.id, type: 'FREE_TRIAL', title: 'Dùng thử 3 ngày' },
        'adminEditUserServiceBenefits',
      );
      expect(edited).toEqual({ id: created.id, type: 'FREE_TRIAL', title: 'Dùng thử 3 ngày' });
      const off = await ok<Benefit>(
        BENEFIT_STATUS,
        { id: created.id, active: false },
        'adminUpdateStatusUserServiceBenefits',
      );
      expect(off.isActive).toBe(false);
      const [row] = await sqlRows<{ title: string; type: string; is_active: boolean }>(
        t.db,
        sql`select title, type, is_active from benefit_items where id = ${created.id}`,
      );
      expect(row).toEqual({ title: 'Dùng thử 3 ngày', type: 'FREE_TRIAL', is_active: false });
    });

    it("refuses a blank title with 'field required', writing nothing", async () => {
      const before = await countOf('benefit_items');
      const res = await gql(CREATE_BENEFIT, { type: 'OTHER', title: '   ' });
      expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
      expect(firstError(res.body)?.message).toBe(FIELD_REQUIRED);
      expect(firstError(res.body)?.extensions?.field).toBe('title');
      expect(await countOf('benefit_items')).toBe(before);

      const id = await newBenefit('Giữ nguyên');
      const edit = await gql(EDIT_BENEFIT, { id, type: 'OTHER', title: '' });
      expect(errorCodes(edit.body)).toEqual(['BAD_USER_INPUT']);
      const [row] = await sqlRows<{ title: string }>(
        t.db,
        sql`select title from benefit_items where id = ${id}`,
      );
      expect(row?.title).toBe('Giữ nguyên');
    });

    it('answers NOT_FOUND for an unknown id and BAD_USER_INPUT for a malformed one', async () => {
      for (const [query, vars] of [
        [BENEFIT_DETAIL, { id: DUMMY_UUID }],
        [EDIT_BENEFIT, { id: DUMMY_UUID, type: 'OTHER', title: 'x' }],
        [DELETE_BENEFIT, { id: DUMMY_UUID }],
        [BENEFIT_STATUS, { id: DUMMY_UUID, active: true }],
      ] as const) {
        expect(errorCodes((await gql(query, vars)).body)).toEqual(['NOT_FOUND']);
      }
      expect(errorCodes((await gql(BENEFIT_DETAIL, { id: 'nope' })).body)).toEqual(['BAD_USER_INPUT']);
    });

    it('deletes an unused item, refuses one a live package lists, and detaches it from deleted packages', async () => {
      const unused = await newBenefit('Không dùng');
      expect(await ok<boolean>(DELETE_BENEFIT, { id: unused }, 'adminDeleteUserServiceBenefits')).toBe(true);
      expect(await countOf('benefit_items', sql`id = ${unused}`)).toBe(0);

      const used = await newBenefit('Đang dùng');
      const pkg = await ok<Pkg>(
        CREATE_SERVICE,
        { input: { type: 'OTHER', unitPrice: 1000, totalPrice: 1000, benefitsItemIds: [used] } },
        'adminCreateServices',
      );
      const refused = await gql(DELETE_BENEFIT, { id: used });
      expect(errorCodes(refused.body)).toEqual(['CONFLICT']);
      expect(firstError(refused.body)?.message).toContain('used by 1 service package');
      expect(await countOf('benefit_items', sql`id = ${used}`)).toBe(1);
      expect(await countOf('service_package_benefits', sql`benefit_item_id = ${used}`)).toBe(1);

      await ok(DELETE_SERVICE, { id: pkg.id }, 'adminDeleteServices');
      expect(await ok<boolean>(DELETE_BENEFIT, { id: used }, 'adminDeleteUserServiceBenefits')).toBe(true);
      expect(await countOf('benefit_items', sql`id = ${used}`)).toBe(0);
      expect(await countOf('service_package_benefits', sql`benefit_item_id = ${used}`)).toBe(0);
    });
  });

  describe('service packages', () => {
    it('pages the packages that are not deleted, 10 by default, newest first', async () => {
      const total = await countOf('service_packages', sql`not is_deleted`);
      const first = await ok<{ meta: Meta; items: Pkg[] }>(SERVICES, { skip: 1 }, 'adminGetServices');
      expect(first.meta).toMatchObject({
        totalItems: total,
        itemsPerPage: 10,
        currentPage: 1,
        itemCount: 10,
      });
      expect(first.meta.totalPages).toBe(Math.ceil(total / 10));
      const second = await ok<{ meta: Meta; items: Pkg[] }>(
        SERVICES,
        { skip: 2, take: 10 },
        'adminGetServices',
      );
      expect(second.meta.currentPage).toBe(2);
      const ids = new Set(first.items.map((i) => i.id));
      expect(second.items.some((i) => ids.has(i.id))).toBe(false);
      expect(first.items.some((i) => i.benefitsItems.length > 0)).toBe(true);
      expect(first.items.every((i) => !i.isDeleted)).toBe(true);
    });

    it('searches description, type and id', async () => {
      const booking = await ok<{ meta: Meta; items: Pkg[] }>(
        SERVICES,
        { keyword: ' booking ', take: 100 },
        'adminGetServices',
      );
      expect(booking.meta.totalItems).toBeGreaterThan(0);
      expect(booking.items.every((i) => /booking/i.test(`${i.description ?? ''} ${i.type}`))).toBe(true);
      const none = await ok<{ meta: Meta }>(SERVICES, { keyword: 'zzz-no-such-package' }, 'adminGetServices');
      expect(none.meta.totalItems).toBe(0);
      const some = booking.items[0];
      if (!some) throw new Error('no booking package');
      const byId = await ok<{ items: Pkg[] }>(SERVICES, { keyword: some.id }, 'adminGetServices');
      expect(byId.items.map((i) => i.id)).toEqual([some.id]);
    });

    it('creates a package with benefit items; empty quantity and days mean unlimited', async () => {
      const [a, b] = [await newBenefit('Lợi ích A', 'BOOKINGS'), await newBenefit('Lợi ích B', 'BOOKINGS')];
      const created = await ok<Pkg>(
        CREATE_SERVICE,
        {
          input: {
            type: 'BOOKINGS_SPECIAL',
            description: 'Gói đặc biệt',
            quantity: 15,
            day: null,
            unitPrice: 20000,
            totalPrice: 300000,
            benefitsItemIds: [a, b, a],
          },
        },
        'adminCreateServices',
      );
      expect(created).toMatchObject({
        type: 'BOOKINGS_SPECIAL',
        description: 'Gói đặc biệt',
        quantity: 15,
        day: null,
        unitPrice: 20000,
        totalPrice: 300000,
        isActive: true,
        isDeleted: false,
      });
      expect(created.benefitsItems.map((i) => i.id).sort()).toEqual([a, b].sort());
      const detail = await ok<Pkg>(SERVICE_DETAIL, { id: created.id }, 'adminGetServiceDetail');
      expect(detail).toEqual(created);
    });

    it('refuses bad input naming the field, with nothing written', async () => {
      const before = await countOf('service_packages');
      const links = await countOf('service_package_benefits');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ type: 'OTHER', quantity: 0, unitPrice: 1, totalPrice: 1 }, 'quantity', COUNT_MESSAGE],
        [{ type: 'OTHER', day: 2_000_000, unitPrice: 1, totalPrice: 1 }, 'day', COUNT_MAX_MESSAGE],
        [{ type: 'OTHER', unitPrice: -1, totalPrice: 1 }, 'unitPrice', FEE_MESSAGE],
        [{ type: 'OTHER', unitPrice: 1 }, 'totalPrice', FIELD_REQUIRED],
        [
          { type: 'OTHER', unitPrice: 1, totalPrice: 1, benefitsItemIds: [DUMMY_UUID] },
          'benefitsItemIds',
          BENEFIT_ID_MESSAGE,
        ],
      ];
      for (const [input, field, message] of cases) {
        const res = await gql(CREATE_SERVICE, { input });
        expect(errorCodes(res.body), field).toEqual(['BAD_USER_INPUT']);
        expect(firstError(res.body)?.extensions?.field).toBe(field);
        expect(firstError(res.body)?.message).toBe(message);
      }
      expect(await countOf('service_packages')).toBe(before);
      expect(await countOf('service_package_benefits')).toBe(links);
    });

    it('edits terms and replaces the benefit list in one go; a refused edit changes nothing', async () => {
      const [a, b] = [await newBenefit('Cũ'), await newBenefit('Mới')];
      const pkg = await ok<Pkg>(
        CREATE_SERVICE,
        {
          input: {
            type: 'HOT_NEWS',
            quantity: 5,
            day: 30,
            unitPrice: 1,
            totalPrice: 5,
            benefitsItemIds: [a],
          },
        },
        'adminCreateServices',
      );
      const edited = await ok<Pkg>(
        EDIT_SERVICE,
        {
          id: pkg.id,
          input: {
            type: 'HOT_NEWS',
            quantity: 10,
            day: 60,
            unitPrice: 2,
            totalPrice: 20,
            isActive: false,
            benefitsItemIds: [b],
          },
        },
        'adminEditServices',
      );
      expect(edited).toMatchObject({ quantity: 10, day: 60, totalPrice: 20, isActive: false });
      expect(edited.benefitsItems.map((i) => i.id)).toEqual([b]);

      const refused = await gql(EDIT_SERVICE, {
        id: pkg.id,
        input: {
          type: 'HOT_NEWS',
          quantity: 1,
          unitPrice: 1,
          totalPrice: 1,
          benefitsItemIds: [a, DUMMY_UUID],
        },
      });
      expect(errorCodes(refused.body)).toEqual(['BAD_USER_INPUT']);
      const after = await ok<Pkg>(SERVICE_DETAIL, { id: pkg.id }, 'adminGetServiceDetail');
      expect(after).toEqual(edited);
      expect(
        errorCodes(
          (await gql(EDIT_SERVICE, { id: DUMMY_UUID, input: { type: 'OTHER', unitPrice: 1, totalPrice: 1 } }))
            .body,
        ),
      ).toEqual(['NOT_FOUND']);
    });

    it('toggles active, and soft-deletes: gone from the list, readable by id, not editable, deleted once', async () => {
      const pkg = await ok<Pkg>(
        CREATE_SERVICE,
        { input: { type: 'NO_ADS', description: 'soft-delete-probe', day: 30, unitPrice: 1, totalPrice: 1 } },
        'adminCreateServices',
      );
      const off = await ok<Pkg>(SERVICE_STATUS, { id: pkg.id, active: false }, 'adminUpdateStatusServices');
      expect(off.isActive).toBe(false);
      const listed = await ok<{ meta: Meta }>(SERVICES, { keyword: 'soft-delete-probe' }, 'adminGetServices');
      expect(listed.meta.totalItems).toBe(1);

      expect(await ok<boolean>(DELETE_SERVICE, { id: pkg.id }, 'adminDeleteServices')).toBe(true);
      const [row] = await sqlRows<{ is_deleted: boolean }>(
        t.db,
        sql`select is_deleted from service_packages where id = ${pkg.id}`,
      );
      expect(row?.is_deleted).toBe(true);
      const gone = await ok<{ meta: Meta }>(SERVICES, { keyword: 'soft-delete-probe' }, 'adminGetServices');
      expect(gone.meta.totalItems).toBe(0);
      expect((await ok<Pkg>(SERVICE_DETAIL, { id: pkg.id }, 'adminGetServiceDetail')).isDeleted).toBe(true);
      for (const [query, vars] of [
        [DELETE_SERVICE, { id: pkg.id }],
        [SERVICE_STATUS, { id: pkg.id, active: true }],
        [EDIT_SERVICE, { id: pkg.id, input: { type: 'NO_ADS', unitPrice: 1, totalPrice: 1 } }],
        [SERVICE_DETAIL, { id: DUMMY_UUID }],
      ] as const) {
        expect(errorCodes((await gql(query, vars)).body)).toEqual(['NOT_FOUND']);
      }
    });
  });

  describe('user service packages', () => {
    let memberId: string;
    let memberEmail: string;
    let pkg: Pkg;

    beforeAll(async () => {
      const [m] = await sqlRows<{ id: string; email: string }>(
        t.db,
        sql`select id, email from users where email is not null order by created_at, id limit 1`,
      );
      if (!m) throw new Error('no member with an email');
      memberId = m.id;
      memberEmail = m.email;
      const [p] = await t.db
        .insert(servicePackages)
        .values({ type: 'BOOKINGS', quantity: 10, day: 30, unitPrice: 15000, totalPrice: 150000 })
        .returning();
      if (!p) throw new Error('insert failed');
      const b = await newBenefit('Lịch hẹn', 'BOOKINGS');
      await t.db.insert(servicePackageBenefits).values({ servicePackageId: p.id, benefitItemId: b });
      pkg = await ok<Pkg>(SERVICE_DETAIL, { id: p.id }, 'adminGetServiceDetail');
    });

    it('pages all packages with member and package, and filters by status', async () => {
      const [counts] = await sqlRows<{ all: number; active: number }>(
        t.db,
        sql`select count(*)::int as all, count(*) filter (where is_active)::int as active from user_service_packages`,
      );
      const all = await ok<{ meta: Meta; items: UserPkg[] }>(
        USER_SERVICES,
        { skip: 1, take: 10 },
        'adminGetUserServices',
      );
      expect(all.meta).toMatchObject({ totalItems: counts?.all, itemCount: 10, itemsPerPage: 10 });
      expect(all.items.every((i) => i.user?.id === i.userId && i.package?.id === i.servicesId)).toBe(true);
      const page3 = await ok<{ meta: Meta; items: UserPkg[] }>(
        USER_SERVICES,
        { skip: 3 },
        'adminGetUserServices',
      );
      expect(page3.meta.currentPage).toBe(3);
      expect(page3.items.some((i) => all.items.some((a) => a.id === i.id))).toBe(false);

      const active = await ok<{ meta: Meta; items: UserPkg[] }>(
        USER_SERVICES,
        { status: 'ACTIVE', take: 1000 },
        'adminGetUserServices',
      );
      expect(active.meta.totalItems).toBe(counts?.active);
      expect(active.items.every((i) => i.isActive)).toBe(true);
      const inactive = await ok<{ meta: Meta; items: UserPkg[] }>(
        USER_SERVICES,
        { status: 'INACTIVE', take: 1000 },
        'adminGetUserServices',
      );
      expect(inactive.meta.totalItems).toBe((counts?.all ?? 0) - (counts?.active ?? 0));
      expect(inactive.items.every((i) => !i.isActive)).toBe(true);
    });

    it("searches by the member's email or name", async () => {
      await ok(
        CREATE_USER_SERVICE,
        { input: { userId: memberId, servicesId: pkg.id } },
        'adminCreateUserServices',
      );
      const found = await ok<{ meta: Meta; items: UserPkg[] }>(
        USER_SERVICES,
        { keyword: memberEmail.toUpperCase(), take: 100 },
        'adminGetUserServices',
      );
      expect(found.meta.totalItems).toBeGreaterThan(0);
      expect(found.items.every((i) => i.userId === memberId)).toBe(true);
    });

    it("lists one member's packages for the member page; a malformed member id is refused", async () => {
      const [member] = await sqlRows<{ user_id: string; n: number }>(
        t.db,
        sql`select user_id, count(*)::int as n from user_service_packages group by user_id order by count(*) desc, user_id limit 1`,
      );
      if (!member) throw new Error('no member with packages');
      const mine = await ok<{ meta: Meta; items: UserPkg[] }>(
        USER_SERVICES,
        { userId: member.user_id, take: 100 },
        'adminGetUserServices',
      );
      expect(mine.meta.totalItems).toBe(member.n);
      expect(mine.items).toHaveLength(member.n);
      expect(mine.items.every((i) => i.userId === member.user_id)).toBe(true);
      const bad = await gql(USER_SERVICES, { userId: 'not-an-id' });
      expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('gives a package with its terms copied, or with explicit unlimited terms', async () => {
      const before = Date.now();
      const given = await ok<UserPkg>(
        CREATE_USER_SERVICE,
        { input: { userId: memberId, servicesId: pkg.id } },
        'adminCreateUserServices',
      );
      expect(given).toMatchObject({
        userId: memberId,
        servicesId: pkg.id,
        type: 'BOOKINGS',
        quantity: 10,
        day: 30,
        used: 0,
        isActive: true,
        unitPrice: 15000,
        totalPrice: 150000,
      });
      const expiry = Date.parse(given.expriedDate ?? '');
      expect(expiry - Date.parse(given.createdAt)).toBe(30 * DAY_MS);
      expect(expiry).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
      expect(given.package?.benefitsItems).toHaveLength(1);

      const unlimited = await ok<UserPkg>(
        CREATE_USER_SERVICE,
        {
          input: {
            userId: memberId,
            servicesId: pkg.id,
            quantity: null,
            day: null,
            expriedDate: null,
            used: 3,
            isActive: false,
          },
        },
        'adminCreateUserServices',
      );
      expect(unlimited).toMatchObject({
        quantity: null,
        day: null,
        expriedDate: null,
        used: 3,
        isActive: false,
      });
      const detail = await ok<UserPkg>(
        USER_SERVICE_DETAIL,
        { id: unlimited.id },
        'adminGetUserServiceDetail',
      );
      expect(detail).toEqual(unlimited);
    });

    it('refuses bad input, an unknown member and a deleted package, with nothing written', async () => {
      const before = await countOf('user_service_packages');
      const over = await gql(CREATE_USER_SERVICE, {
        input: { userId: memberId, servicesId: pkg.id, used: 11 },
      });
      expect(errorCodes(over.body)).toEqual(['BAD_USER_INPUT']);
      expect(firstError(over.body)?.message).toBe(USED_OVER_QUANTITY_MESSAGE);
      expect(firstError(over.body)?.extensions?.field).toBe('used');
      const badDay = await gql(CREATE_USER_SERVICE, {
        input: { userId: memberId, servicesId: pkg.id, day: -1 },
      });
      expect(firstError(badDay.body)?.extensions?.field).toBe('day');
      const badUser = await gql(CREATE_USER_SERVICE, { input: { userId: 'x', servicesId: pkg.id } });
      expect(firstError(badUser.body)?.extensions?.field).toBe('userId');

      const noMember = await gql(CREATE_USER_SERVICE, { input: { userId: DUMMY_UUID, servicesId: pkg.id } });
      expect(errorCodes(noMember.body)).toEqual(['NOT_FOUND']);
      const noPackage = await gql(CREATE_USER_SERVICE, {
        input: { userId: memberId, servicesId: DUMMY_UUID },
      });
      expect(errorCodes(noPackage.body)).toEqual(['NOT_FOUND']);
      const deleted = await ok<Pkg>(
        CREATE_SERVICE,
        { input: { type: 'OTHER', unitPrice: 1, totalPrice: 1 } },
        'adminCreateServices',
      );
      await ok(DELETE_SERVICE, { id: deleted.id }, 'adminDeleteServices');
      const toDeleted = await gql(CREATE_USER_SERVICE, {
        input: { userId: memberId, servicesId: deleted.id },
      });
      expect(errorCodes(toDeleted.body)).toEqual(['NOT_FOUND']);
      expect(await countOf('user_service_packages')).toBe(before);
    });

    it('edits a member package; a refused edit changes nothing; unknown ids are NOT_FOUND', async () => {
      const given = await ok<UserPkg>(
        CREATE_USER_SERVICE,
        { input: { userId: memberId, servicesId: pkg.id } },
        'adminCreateUserServices',
      );
      const expiry = '2030-01-31T16:59:59.999Z';
      const edited = await ok<UserPkg>(
        EDIT_USER_SERVICE,
        {
          id: given.id,
          input: {
            userId: memberId,
            servicesId: pkg.id,
            quantity: 12,
            day: 60,
            used: 12,
            isActive: false,
            expriedDate: expiry,
          },
        },
        'adminEditUserServices',
      );
      expect(edited).toMatchObject({ quantity: 12, day: 60, used: 12, isActive: false, expriedDate: expiry });

      const refused = await gql(EDIT_USER_SERVICE, {
        id: given.id,
        input: { userId: memberId, servicesId: pkg.id, quantity: 5, used: 6 },
      });
      expect(errorCodes(refused.body)).toEqual(['BAD_USER_INPUT']);
      expect(await ok<UserPkg>(USER_SERVICE_DETAIL, { id: given.id }, 'adminGetUserServiceDetail')).toEqual(
        edited,
      );

      expect(
        errorCodes(
          (await gql(EDIT_USER_SERVICE, { id: DUMMY_UUID, input: { userId: memberId, servicesId: pkg.id } }))
            .body,
        ),
      ).toEqual(['NOT_FOUND']);
      expect(errorCodes((await gql(USER_SERVICE_DETAIL, { id: DUMMY_UUID })).body)).toEqual(['NOT_FOUND']);
    });

    it('refuses every package operation without an admin token', async () => {
      const before = await countOf('user_service_packages');
      const res = await t.gql(CREATE_USER_SERVICE, { input: { userId: memberId, servicesId: pkg.id } });
      expect(res.body.data?.adminCreateUserServices ?? null).toBeNull();
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
      expect(await countOf('user_service_packages')).toBe(before);
    });
  });
});
