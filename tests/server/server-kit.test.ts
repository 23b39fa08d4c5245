import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import { auditLogs, brands, colours } from '../../server/db/schema';
import { deleteAudited, setActiveAudited } from '../../server/kit/audited';
import { containsPattern } from '../../server/kit/like';
import { uniqueSlug } from '../../server/kit/slug';
import { DATABASES, sqlRows, startTestApp, type TestApp } from './helpers';

interface AuditRow {
  id: string;
  admin_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(DATABASES)('server kit on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    const [admin] = await sqlRows<{ id: string }>(t.db, sql`select id from admins where email = ${t.email}`);
    if (!admin) throw new Error('no admin');
    adminId = admin.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One GraphQL write as the signed-in admin; the test fails on any error. */
  async function run<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) {
    const res = await t.gql(query, variables, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data as T;
  }

  /** The audit rows `write` added, and what it answered. */
  async function audited<T>(write: () => Promise<T>): Promise<{ rows: AuditRow[]; result: T }> {
    const seen = new Set(
      (await sqlRows<{ id: string }>(t.db, sql`select id from audit_logs`)).map((r) => r.id),
    );
    const result = await write();
    const all = await sqlRows<AuditRow>(
      t.db,
      sql`select id, admin_id, action, entity, entity_id, before, after from audit_logs`,
    );
    return { rows: all.filter((r) => !seen.has(r.id)), result };
  }

  /** Exactly one row, by this admin, named `<entity>.<verb>`, about `entityId`. */
  function one(rows: AuditRow[], action: string, entityId: string): AuditRow {
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      admin_id: adminId,
      action,
      entity: action.split('.')[0],
      entity_id: entityId,
    });
    return row as AuditRow;
  }

  /** A real upload through the media endpoint: brands need an icon. */
  async function uploadIcon(): Promise<string> {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(png)]), 'icon.png');
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

  const pick = async (query: ReturnType<typeof sql>) => {
    const [row] = await sqlRows<{ id: string }>(t.db, query);
    if (!row) throw new Error('fixture row missing from the demo data');
    return row.id;
  };

  describe('members', () => {
    it('create, edit and deactivate each write one user row with before and after', async () => {
      const created = await audited(() =>
        run<{ adminCreateUser: { id: string } }>(
          'mutation ($input: AdminCreateUserInput!) { adminCreateUser(input: $input) { id } }',
          { input: { email: `audit.${engine.name}@example.vn`, firstName: 'Audit', lastName: 'One' } },
        ),
      );
      const memberId = created.result.adminCreateUser.id;
      const create = one(created.rows, 'user.create', memberId);
      expect(create.before).toBeNull();
      expect(create.after).toMatchObject({ email: `audit.${engine.name}@example.vn`, firstName: 'Audit' });
      expect(JSON.stringify(create.after)).not.toContain('passwordHash');

      const edited = await audited(() =>
        run(
          'mutation ($id: ID!, $input: AdminEditUserInput!) { adminEditUser(id: $id, input: $input) { id } }',
          {
            id: memberId,
            input: { firstName: 'Changed' },
          },
        ),
      );
      const edit = one(edited.rows, 'user.edit', memberId);
      expect(edit.before).toEqual({ firstName: 'Audit' });
      expect(edit.after).toEqual({ firstName: 'Changed' });

      const deactivated = await audited(() =>
        run(
          'mutation ($id: ID!, $reason: String!) { adminDeactivateUser(id: $id, reason: $reason) { id } }',
          {
            id: memberId,
            reason: 'Audit test: fraudulent listings',
          },
        ),
      );
      const row = one(deactivated.rows, 'user.deactivate', memberId);
      expect(row.before).toMatchObject({ isActive: true });
      expect(row.after).toMatchObject({ isActive: false, reason: 'Audit test: fraudulent listings' });
    });
  });

  describe('transfers', () => {
    it('an approval writes one transfer_request row with the balance before and after', async () => {
      // Below the two-approval threshold (10,000,000 VND by default), one approval completes it.
      const requestId = await pick(
        sql`select id from transfer_requests where status = 'new' and amount < 10000000 limit 1`,
      );
      const { rows } = await audited(() =>
        run('mutation ($id: ID!) { adminUpdateUserTransferRequest(id: $id, approve: true) { id } }', {
          id: requestId,
        }),
      );
      const row = one(rows, 'transfer_request.approve', requestId);
      expect(row.before).toMatchObject({ status: 'new' });
      expect(row.after).toMatchObject({ status: 'confirm' });
      expect(typeof row.after?.balance).toBe('number');
    });
  });

  describe('market price', () => {
    it('create, edit and delete each write one car_version row', async () => {
      const model = await pick(sql`select id from models limit 1`);
      const input = { name: 'Audit 1.0 MT', model, priceCarVersion: 400_000_000 };
      const created = await audited(() =>
        run<{ adminCreateMarketPrice: { id: string } }>(
          'mutation ($input: AdminMarketPriceInput!) { adminCreateMarketPrice(input: $input) { id } }',
          { input },
        ),
      );
      const versionId = created.result.adminCreateMarketPrice.id;
      expect(one(created.rows, 'car_version.create', versionId).after).toMatchObject({
        name: 'Audit 1.0 MT',
      });

      const edited = await audited(() =>
        run(
          'mutation ($id: ID!, $input: AdminMarketPriceInput!) { adminEditMarketPrice(id: $id, input: $input) { id } }',
          {
            id: versionId,
            input: { ...input, priceCarVersion: 410_000_000 },
          },
        ),
      );
      const edit = one(edited.rows, 'car_version.edit', versionId);
      expect(edit.before).toMatchObject({ priceCarVersion: 400_000_000 });
      expect(edit.after).toMatchObject({ priceCarVersion: 410_000_000 });

      const deleted = await audited(() =>
        run('mutation ($id: ID!) { adminDeleteVersion(id: $id) }', { id: versionId }),
      );
      const row = one(deleted.rows, 'car_version.delete', versionId);
      expect(row.before).toMatchObject({ name: 'Audit 1.0 MT' });
      expect(row.after).toBeNull();
    });
  });

  describe('packages', () => {
    it('benefit items: create, edit, status and delete each write one row', async () => {
      const created = await audited(() =>
        run<{ adminCreateUserServiceBenefits: { id: string } }>(
          'mutation ($type: BenefitType!, $title: String!) { adminCreateUserServiceBenefits(type: $type, title: $title) { id } }',
          { type: 'OTHER', title: 'Audit benefit' },
        ),
      );
      const benefitId = created.result.adminCreateUserServiceBenefits.id;
      expect(one(created.rows, 'benefit_item.create', benefitId).after).toMatchObject({
        title: 'Audit benefit',
      });

      const edited = await audited(() =>
        run(
          'mutation ($id: ID!, $type: BenefitType!, $title: String!) { adminEditUserServiceBenefits(id: $id, type: $type, title: $title) { id } }',
          { id: benefitId, type: 'OTHER', title: 'Audit benefit 2' },
        ),
      );
      const edit = one(edited.rows, 'benefit_item.edit', benefitId);
      expect(edit.before).toMatchObject({ title: 'Audit benefit' });
      expect(edit.after).toMatchObject({ title: 'Audit benefit 2' });

      const toggled = await audited(() =>
        run('mutation ($id: ID!) { adminUpdateStatusUserServiceBenefits(id: $id, active: false) { id } }', {
          id: benefitId,
        }),
      );
      const status = one(toggled.rows, 'benefit_item.update_status', benefitId);
      expect([status.before?.isActive, status.after?.isActive]).toEqual([true, false]);

      const deleted = await audited(() =>
        run('mutation ($id: ID!) { adminDeleteUserServiceBenefits(id: $id) }', { id: benefitId }),
      );
      expect(one(deleted.rows, 'benefit_item.delete', benefitId).before).toMatchObject({
        title: 'Audit benefit 2',
      });
    });

    it('service packages and a member package: every write writes one row', async () => {
      const input = {
        type: 'HOT_NEWS',
        description: 'Audit package',
        quantity: 3,
        day: 30,
        unitPrice: 1000,
        totalPrice: 3000,
      };
      const created = await audited(() =>
        run<{ adminCreateServices: { id: string } }>(
          'mutation ($input: AdminServiceInput!) { adminCreateServices(input: $input) { id } }',
          { input },
        ),
      );
      const packageId = created.result.adminCreateServices.id;
      expect(one(created.rows, 'service_package.create', packageId).after).toMatchObject({
        description: 'Audit package',
        benefitsItemIds: [],
      });

      const edited = await audited(() =>
        run(
          'mutation ($id: ID!, $input: AdminServiceInput!) { adminEditServices(id: $id, input: $input) { id } }',
          {
            id: packageId,
            input: { ...input, quantity: 5, totalPrice: 5000 },
          },
        ),
      );
      const edit = one(edited.rows, 'service_package.edit', packageId);
      expect(edit.before).toMatchObject({ quantity: 3 });
      expect(edit.after).toMatchObject({ quantity: 5 });

      const toggled = await audited(() =>
        run('mutation ($id: ID!) { adminUpdateStatusServices(id: $id, active: false) { id } }', {
          id: packageId,
        }),
      );
      expect(one(toggled.rows, 'service_package.update_status', packageId).after).toEqual({
        isActive: false,
      });

      const memberId = await pick(sql`select id from users order by created_at limit 1`);
      const given = await audited(() =>
        run<{ adminCreateUserServices: { id: string } }>(
          'mutation ($input: AdminUserServiceInput!) { adminCreateUserServices(input: $input) { id } }',
          { input: { userId: memberId, servicesId: packageId } },
        ),
      );
      const userPackageId = given.result.adminCreateUserServices.id;
      expect(one(given.rows, 'user_service_package.create', userPackageId).after).toMatchObject({
        userId: memberId,
        quantity: 5,
        used: 0,
      });

      const used = await audited(() =>
        run(
          'mutation ($id: ID!, $input: AdminUserServiceInput!) { adminEditUserServices(id: $id, input: $input) { id } }',
          {
            id: userPackageId,
            input: { userId: memberId, servicesId: packageId, used: 2 },
          },
        ),
      );
      const edit2 = one(used.rows, 'user_service_package.edit', userPackageId);
      expect([edit2.before?.used, edit2.after?.used]).toEqual([0, 2]);

      const deleted = await audited(() =>
        run('mutation ($id: ID!) { adminDeleteServices(id: $id) }', { id: packageId }),
      );
      const del = one(deleted.rows, 'service_package.delete', packageId);
      expect(del.before).toMatchObject({ description: 'Audit package', isDeleted: false });
      expect(del.after).toEqual({ isDeleted: true });
    });
  });

  describe('settings', () => {
    const OPTIONS = [
      {
        type: 'BODY_TYPE',
        entity: 'body_type',
        create: 'mutation ($name: String!) { r: adminCreateBodyType(name: $name) { id } }',
        edit: 'mutation ($id: ID!, $name: String!) { r: adminEditBodyType(id: $id, name: $name) { id } }',
        values: { name: 'Audit body' },
        changed: { name: 'Audit body 2' },
      },
      {
        type: 'COLOUR',
        entity: 'colour',
        create: 'mutation ($name: String!) { r: adminCreateColous(name: $name) { id } }',
        edit: 'mutation ($id: ID!, $name: String!) { r: adminEditColous(id: $id, name: $name) { id } }',
        values: { name: 'Audit colour' },
        changed: { name: 'Audit colour 2' },
      },
      {
        type: 'FUEL_TYPE',
        entity: 'fuel_type',
        create: 'mutation ($name: String!) { r: adminCreateFuelType(name: $name) { id } }',
        edit: 'mutation ($id: ID!, $name: String!) { r: adminEditFuelType(id: $id, name: $name) { id } }',
        values: { name: 'Audit fuel' },
        changed: { name: 'Audit fuel 2' },
      },
      {
        type: 'SEAT',
        entity: 'seat',
        create:
          'mutation ($name: String!, $value: Int!) { r: adminCreateSeats(name: $name, value: $value) { id } }',
        edit: 'mutation ($id: ID!, $name: String!, $value: Int!) { r: adminEditSeats(id: $id, name: $name, value: $value) { id } }',
        values: { name: '41 chỗ', value: 41 },
        changed: { name: '42 chỗ', value: 42 },
      },
      {
        type: 'DOOR',
        entity: 'door',
        create:
          'mutation ($name: String!, $value: Int!) { r: adminCreateDoors(name: $name, value: $value) { id } }',
        edit: 'mutation ($id: ID!, $name: String!, $value: Int!) { r: adminEditDoors(id: $id, name: $name, value: $value) { id } }',
        values: { name: '8 cửa', value: 8 },
        changed: { name: '9 cửa', value: 9 },
      },
      {
        type: 'DRIVER_TYPE',
        entity: 'driver_type',
        create:
          'mutation ($nameVi: String!, $nameEn: String!) { r: adminCreateDriverType(nameVi: $nameVi, nameEn: $nameEn) { id } }',
        edit: 'mutation ($id: ID!, $nameVi: String!, $nameEn: String!) { r: adminEditDriverType(id: $id, nameVi: $nameVi, nameEn: $nameEn) { id } }',
        values: { nameVi: 'Cầu kiểm toán', nameEn: 'Audit drive' },
        changed: { nameVi: 'Cầu kiểm toán 2', nameEn: 'Audit drive 2' },
      },
      {
        type: 'FUEL_ECONOMY',
        entity: 'fuel_economy',
        create:
          'mutation ($liter: Float!, $kilometer: Float!, $isLess: Boolean!) { r: adminCreateFuelEconomy(liter: $liter, kilometer: $kilometer, isLess: $isLess) { id } }',
        edit: 'mutation ($id: ID!, $liter: Float!, $kilometer: Float!, $isLess: Boolean!) { r: adminEditFuelEconomy(id: $id, liter: $liter, kilometer: $kilometer, isLess: $isLess) { id } }',
        values: { liter: 2.25, kilometer: 100, isLess: true },
        changed: { liter: 2.75, kilometer: 100, isLess: true },
      },
      {
        type: 'PAYMENT_ITEM',
        entity: 'payment_item',
        create:
          'mutation ($amount: Float!, $currency: Currency!) { r: adminCreatePaymentItems(amount: $amount, currency: $currency) { id } }',
        edit: 'mutation ($id: ID!, $amount: Float!, $currency: Currency!) { r: adminEditPaymentItems(id: $id, amount: $amount, currency: $currency) { id } }',
        values: { amount: 6_543_000, currency: 'VND' },
        changed: { amount: 6_544_000, currency: 'VND' },
      },
    ];

    it.each(OPTIONS)('$type: create, edit, status and delete each write one $entity row', async (o) => {
      const created = await audited(() => run<{ r: { id: string } }>(o.create, o.values));
      const optionId = created.result.r.id;
      const create = one(created.rows, `${o.entity}.create`, optionId);
      expect(create.after).toMatchObject(o.values);
      expect(create.after).not.toHaveProperty('id');

      const edited = await audited(() => run(o.edit, { id: optionId, ...o.changed }));
      const edit = one(edited.rows, `${o.entity}.edit`, optionId);
      expect(edit.before).toMatchObject(o.values);
      expect(edit.after).toMatchObject(o.changed);

      const toggled = await audited(() =>
        run(
          'mutation ($id: ID!, $type: SettingType!) { adminUpdateStatusOptions(id: $id, active: false, type: $type) }',
          {
            id: optionId,
            type: o.type,
          },
        ),
      );
      const status = one(toggled.rows, `${o.entity}.update_status`, optionId);
      expect([status.before?.isActive, status.after?.isActive]).toEqual([true, false]);

      const deleted = await audited(() =>
        run('mutation ($id: ID!, $type: SettingType!) { adminDeleteOptions(id: $id, type: $type) }', {
          id: optionId,
          type: o.type,
        }),
      );
      expect(one(deleted.rows, `${o.entity}.delete`, optionId).before).toMatchObject(o.changed);
    });

    it('brands, models and versions (single and bulk) write one row per record', async () => {
      const mediaId = await uploadIcon();
      const brand = await audited(() =>
        run<{ r: { id: string } }>(
          'mutation ($m: ID!) { r: adminCreateBrand(name: "Audit Motors", mediaId: $m) { id } }',
          {
            m: mediaId,
          },
        ),
      );
      const brandId = brand.result.r.id;
      expect(one(brand.rows, 'brand.create', brandId).after).toMatchObject({
        name: 'Audit Motors',
        slug: 'audit-motors',
      });

      const brandEdit = await audited(() =>
        run(
          'mutation ($id: ID!, $m: ID!) { adminEditBrand(id: $id, name: "Audit Motor Co", mediaId: $m) { id } }',
          {
            id: brandId,
            m: mediaId,
          },
        ),
      );
      const be = one(brandEdit.rows, 'brand.edit', brandId);
      expect([be.before?.name, be.after?.name]).toEqual(['Audit Motors', 'Audit Motor Co']);

      const model = await audited(() =>
        run<{ r: { id: string } }>(
          'mutation ($b: ID!) { r: adminCreateModel(name: "Sedan", brand: $b) { id } }',
          {
            b: brandId,
          },
        ),
      );
      const modelId = model.result.r.id;
      one(model.rows, 'model.create', modelId);
      const modelEdit = await audited(() =>
        run('mutation ($id: ID!, $b: ID!) { adminEditModel(id: $id, name: "Sedan X", brand: $b) { id } }', {
          id: modelId,
          b: brandId,
        }),
      );
      expect(one(modelEdit.rows, 'model.edit', modelId).after).toMatchObject({ name: 'Sedan X' });

      const version = await audited(() =>
        run<{ r: { id: string } }>(
          'mutation ($m: ID!) { r: adminCreateVersion(name: "1.6 AT", model: $m, priceCarVersion: 500000000) { id } }',
          { m: modelId },
        ),
      );
      const versionId = version.result.r.id;
      one(version.rows, 'car_version.create', versionId);
      const versionEdit = await audited(() =>
        run(
          'mutation ($id: ID!) { adminEditVersion(id: $id, name: "1.6 AT Luxury", priceCarVersion: 520000000) { id } }',
          {
            id: versionId,
          },
        ),
      );
      const ve = one(versionEdit.rows, 'car_version.edit', versionId);
      expect([ve.before?.priceCarVersion, ve.after?.priceCarVersion]).toEqual([500_000_000, 520_000_000]);

      const bulk = await audited(() =>
        run<{ r: { ok: boolean; id: string | null }[] }>(
          'mutation ($rows: [AdminBulkVersionRowInput!]!) { r: adminBulkCreateVersions(rows: $rows) { ok id } }',
          {
            rows: [
              { name: '2.0 AT', model: modelId, priceCarVersion: 600_000_000 },
              { name: '', model: modelId, priceCarVersion: 1 },
              { name: '2.5 AT', model: modelId, priceCarVersion: 700_000_000 },
            ],
          },
        ),
      );
      // Two rows saved, one refused: two audit rows, one per version written.
      const savedIds = bulk.result.r.filter((r) => r.ok).map((r) => r.id);
      expect(savedIds).toHaveLength(2);
      expect(bulk.rows.map((r) => r.action)).toEqual(['car_version.create', 'car_version.create']);
      expect(bulk.rows.map((r) => r.entity_id).sort()).toEqual([...savedIds].sort());
      expect(bulk.rows.every((r) => r.admin_id === adminId)).toBe(true);

      const bulkEdit = await audited(() =>
        run(
          'mutation ($rows: [AdminBulkVersionEditRowInput!]!) { adminBulkEditVersions(rows: $rows) { ok } }',
          {
            rows: [{ id: versionId, name: '1.6 AT Premium', priceCarVersion: 530_000_000 }],
          },
        ),
      );
      const bev = one(bulkEdit.rows, 'car_version.edit', versionId);
      expect([bev.before?.name, bev.after?.name]).toEqual(['1.6 AT Luxury', '1.6 AT Premium']);
    });

    it('registration locations: create, edit, status and delete each write one row', async () => {
      const provinceId = await pick(
        sql`select id from provinces where id not in (select province_id from car_purchase_cost_provinces) limit 1`,
      );
      const fees = {
        registrationFeeNewCar: 12,
        registrationFeeOldCar: 2,
        registry: 340_000,
        roadMaintenanceFee: 1_560_000,
        civilInsurance: 480_700,
        licensePlateFee: 20_000_000,
        bodyInsuranceOneYear: 1.5,
      };
      const created = await audited(() =>
        run<{ r: { id: string } }>(
          `mutation ($provinceId: ID!, $registrationFeeNewCar: Float!, $registrationFeeOldCar: Float!, $registry: Float!, $roadMaintenanceFee: Float!, $civilInsurance: Float!, $licensePlateFee: Float!, $bodyInsuranceOneYear: Float!) {
            r: adminCreateCarPurchaseCostProvinceSettingOption(provinceId: $provinceId, registrationFeeNewCar: $registrationFeeNewCar, registrationFeeOldCar: $registrationFeeOldCar, registry: $registry, roadMaintenanceFee: $roadMaintenanceFee, civilInsurance: $civilInsurance, licensePlateFee: $licensePlateFee, bodyInsuranceOneYear: $bodyInsuranceOneYear) { id } }`,
          { provinceId, ...fees },
        ),
      );
      const costId = created.result.r.id;
      expect(one(created.rows, 'car_purchase_cost_province.create', costId).after).toMatchObject({
        provinceId,
        registry: 340_000,
      });

      const edited = await audited(() =>
        run(
          `mutation ($id: ID!, $registrationFeeNewCar: Float!, $registrationFeeOldCar: Float!, $registry: Float!, $roadMaintenanceFee: Float!, $civilInsurance: Float!, $licensePlateFee: Float!, $bodyInsuranceOneYear: Float!) {
            adminEditCarPurchaseCostProvinceSettingOption(id: $id, registrationFeeNewCar: $registrationFeeNewCar, registrationFeeOldCar: $registrationFeeOldCar, registry: $registry, roadMaintenanceFee: $roadMaintenanceFee, civilInsurance: $civilInsurance, licensePlateFee: $licensePlateFee, bodyInsuranceOneYear: $bodyInsuranceOneYear) { id } }`,
          { id: costId, ...fees, registry: 350_000 },
        ),
      );
      const edit = one(edited.rows, 'car_purchase_cost_province.edit', costId);
      expect([edit.before?.registry, edit.after?.registry]).toEqual([340_000, 350_000]);

      for (const [query, verb] of [
        [
          'mutation ($id: ID!) { adminUpdateStatusOptions(id: $id, active: false, type: PURCHASE_COST_PROVINCE) }',
          'update_status',
        ],
        ['mutation ($id: ID!) { adminDeleteOptions(id: $id, type: PURCHASE_COST_PROVINCE) }', 'delete'],
      ] as const) {
        const { rows } = await audited(() => run(query, { id: costId }));
        one(rows, `car_purchase_cost_province.${verb}`, costId);
      }
    });

    it('a refused write writes no audit row', async () => {
      const existing = await pick(sql`select name as id from colours limit 1`);
      const { rows } = await audited(async () => {
        const res = await t.gql(
          'mutation ($name: String!) { adminCreateColous(name: $name) { id } }',
          { name: existing },
          { token },
        );
        expect(res.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      });
      expect(rows).toEqual([]);
    });
  });

  describe('audited writes (server/kit/audited.ts)', () => {
    const missing = () => new Error('no such colour');
    async function colour(name: string) {
      const [row] = await t.db
        .insert(colours)
        .values({ name, slug: `kit-${name}` })
        .returning();
      if (!row) throw new Error('no colour');
      return row;
    }

    it('setActiveAudited writes one update_status row on a change and nothing when the value is already so', async () => {
      const row = await colour('audited-active');
      const off = await audited(() =>
        t.db.transaction((tx) =>
          setActiveAudited(tx, adminId, {
            table: colours,
            entity: 'colour',
            id: row.id,
            active: false,
            missing,
          }),
        ),
      );
      expect(off.result).toBe(true);
      expect(one(off.rows, 'colour.update_status', row.id)).toMatchObject({
        before: { isActive: true },
        after: { isActive: false },
      });
      const again = await audited(() =>
        t.db.transaction((tx) =>
          setActiveAudited(tx, adminId, {
            table: colours,
            entity: 'colour',
            id: row.id,
            active: false,
            missing,
          }),
        ),
      );
      expect(again).toEqual({ rows: [], result: false });
      const [stored] = await sqlRows<{ is_active: boolean }>(
        t.db,
        sql`select is_active from colours where id = ${row.id}`,
      );
      expect(stored?.is_active).toBe(false);
    });

    it('deleteAudited deletes with the row as before; a refusing check or a missing row deletes and writes nothing', async () => {
      const kept = await colour('audited-kept');
      const refused = await audited(() =>
        t.db
          .transaction((tx) =>
            deleteAudited(tx, adminId, {
              table: colours,
              entity: 'colour',
              id: kept.id,
              missing,
              check: () => {
                throw new Error('in use');
              },
            }),
          )
          .catch((e: unknown) => (e as Error).message),
      );
      expect(refused).toEqual({ rows: [], result: 'in use' });
      const absent = await audited(() =>
        t.db
          .transaction((tx) =>
            deleteAudited(tx, adminId, {
              table: colours,
              entity: 'colour',
              id: '00000000-0000-4000-8000-000000000000',
              missing,
            }),
          )
          .catch((e: unknown) => (e as Error).message),
      );
      expect(absent).toEqual({ rows: [], result: 'no such colour' });
      const gone = await audited(() =>
        t.db.transaction((tx) =>
          deleteAudited(tx, adminId, { table: colours, entity: 'colour', id: kept.id, missing }),
        ),
      );
      expect(one(gone.rows, 'colour.delete', kept.id).before).toMatchObject({
        name: 'audited-kept',
        slug: 'kit-audited-kept',
      });
      expect(await sqlRows(t.db, sql`select id from colours where id = ${kept.id}`)).toEqual([]);
    });
  });

  describe('slugs and LIKE', () => {
    it('slugs are unique per table: a taken root gets the next free suffix, another table is not looked at', async () => {
      const [brand] = await t.db.select().from(brands).limit(1);
      if (!brand) throw new Error('no brand');
      await t.db.transaction(async (tx) => {
        const again = await uniqueSlug(tx, brands, brands, brand.name);
        expect(again).toMatch(new RegExp(`^${brand.slug}-\\d+$`));
        expect(await uniqueSlug(tx, brands, brands, brand.name, brand.id)).toBe(brand.slug);
        expect(await uniqueSlug(tx, colours, colours, brand.name)).toBe(brand.slug);
        expect(await uniqueSlug(tx, colours, colours, 'Đường Sắt')).toBe('duong-sat');
      });
      await t.db.insert(colours).values([
        { name: 'Đường sắt', slug: 'duong-sat' },
        { name: 'Đường sắt 2', slug: 'duong-sat-2' },
        // Not a suffix of the root: must not count as taken.
        { name: 'Đường sắt cao tốc', slug: 'duong-sat-cao-toc' },
      ]);
      await t.db.transaction(async (tx) => {
        expect(await uniqueSlug(tx, colours, colours, 'ĐƯỜNG SẮT')).toBe('duong-sat-3');
      });
    });

    it('slugs are made from the text a reader sees, other scripts transliterated, on saving through the API', async () => {
      await t.db.transaction(async (tx) => {
        expect(await uniqueSlug(tx, colours, colours, '<p>Xe &amp; <b>Điện</b></p>')).toBe('xe-dien');
        expect(await uniqueSlug(tx, colours, colours, 'Москва')).toBe('moskva');
      });
      const { adminCreateColous: made } = await run<{ adminCreateColous: { slug: string } }>(
        'mutation ($name: String!) { adminCreateColous(name: $name) { slug } }',
        { name: '東京 Xanh' },
      );
      expect(made.slug).toBe('dongjing-xanh');
      const { adminCreateBodyType: html } = await run<{ adminCreateBodyType: { slug: string } }>(
        'mutation ($name: String!) { adminCreateBodyType(name: $name) { slug } }',
        { name: 'Xe&nbsp;<i>Bán tải</i> Серый' },
      );
      expect(html.slug).toBe('xe-ban-tai-seryy');
    });

    it("a keyword's % and _ match only themselves", async () => {
      await t.db.insert(colours).values([
        { name: 'Giảm 50% xám', slug: 'kit-like-1' },
        { name: 'Giảm 500 xám', slug: 'kit-like-2' },
        { name: 'xam_bac', slug: 'kit-like-3' },
        { name: 'xamxbac', slug: 'kit-like-4' },
      ]);
      const names = async (word: string) =>
        (
          await sqlRows<{ name: string }>(
            t.db,
            sql`select name from ${colours} where ${colours.name} like ${containsPattern(word)} order by name`,
          )
        ).map((r) => r.name);
      expect(await names('50%')).toEqual(['Giảm 50% xám']);
      expect(await names('xam_')).toEqual(['xam_bac']);
      expect(await names('\\')).toEqual([]);
    });
  });

  it('migration 0010 renames audit rows written under the earlier action names', async () => {
    const old = [
      'MEMBER_CREATE',
      'MEMBER_EDIT',
      'MEMBER_DEACTIVATE',
      'MEMBER_REACTIVATE',
      'TRANSFER_APPROVE',
      'TRANSFER_REJECT',
      'market_price.create',
      'market_price.edit',
      'market_price.delete',
    ];
    const inserted = await t.db
      .insert(auditLogs)
      .values(old.map((action) => ({ adminId, action, entity: 'legacy', entityId: action })))
      .returning({ id: auditLogs.id });
    const migration = readFileSync(`${migrationsFolder}/0010_audit_action_names.sql`, 'utf8');
    // 0010 ran before audit rows became append-only (0023): replayed as it ran then, with the trigger off.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
      await tx.execute(sql.raw(migration));
      await tx.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
    });
    const rows = await sqlRows<{ entity_id: string; action: string }>(
      t.db,
      sql`select entity_id, action from audit_logs where entity = 'legacy' order by entity_id`,
    );
    expect(rows).toHaveLength(inserted.length);
    expect(Object.fromEntries(rows.map((r) => [r.entity_id, r.action]))).toEqual({
      MEMBER_CREATE: 'user.create',
      MEMBER_EDIT: 'user.edit',
      MEMBER_DEACTIVATE: 'user.deactivate',
      MEMBER_REACTIVATE: 'user.reactivate',
      TRANSFER_APPROVE: 'transfer_request.approve',
      TRANSFER_REJECT: 'transfer_request.reject',
      'market_price.create': 'car_version.create',
      'market_price.edit': 'car_version.edit',
      'market_price.delete': 'car_version.delete',
    });
  });
});
