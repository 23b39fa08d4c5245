import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

const META =
  'meta { itemCount totalItems itemsPerPage totalPages currentPage next previous } links { first previous next last }';
const COUNTRIES = `query ($skip: Int, $take: Int) { countries(skip: $skip, take: $take) { ${META} items { id name code } } }`;
const PROVINCES = `query ($countryCode: String, $skip: Int, $take: Int) {
  provinces(countryCode: $countryCode, skip: $skip, take: $take) { ${META} items { id name code countryCode slug isActive } }
}`;
const DISTRICTS = `query ($provinceCode: String, $skip: Int, $take: Int) {
  districts(provinceCode: $provinceCode, skip: $skip, take: $take) { ${META} items { id name prefix provinceCode isActive } }
}`;
const WARDS = `query ($districtCode: String, $skip: Int, $take: Int) {
  wards(districtCode: $districtCode, skip: $skip, take: $take) { ${META} items { id name prefix provinceCode districtCode isActive } }
}`;

interface Meta {
  itemCount: number;
  totalItems: number;
  itemsPerPage: number;
  totalPages: number;
  currentPage: number;
  next: number | null;
  previous: number | null;
}
interface Paged<T> {
  meta: Meta;
  links: { first: string; previous: string; next: string; last: string };
  items: T[];
}

describe.each(DATABASES)('locations on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function list<T = { id: string }>(query: string, field: string, variables: Record<string, unknown>) {
    const res = await t.gql(query, variables, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.[field] as Paged<T>;
  }

  it('pages countries by name', async () => {
    const rows = await sqlRows<{ id: string; name: string; code: string }>(
      t.db,
      sql`select id, name, code from countries order by name`,
    );
    expect(rows.map((r) => r.code)).toContain('VN');
    const all = await list<{ id: string; name: string; code: string }>(COUNTRIES, 'countries', {
      skip: 1,
      take: 1000,
    });
    expect(all.items).toEqual(rows);
    expect(all.meta).toMatchObject({
      totalItems: rows.length,
      itemCount: rows.length,
      totalPages: 1,
      next: null,
    });

    const second = await list(COUNTRIES, 'countries', { skip: 2, take: 2 });
    expect(second.items.map((i) => i.id)).toEqual(rows.slice(2, 4).map((r) => r.id));
    expect(second.meta).toMatchObject({
      currentPage: 2,
      itemsPerPage: 2,
      totalPages: Math.ceil(rows.length / 2),
      previous: 1,
    });
  });

  it('lists the 63 provinces of Viet Nam by code', async () => {
    const rows = await sqlRows<{ id: string; code: string }>(
      t.db,
      sql`select id, code from provinces where country_code = 'VN' order by code`,
    );
    expect(rows).toHaveLength(63);
    const vn = await list<{ id: string; code: string; countryCode: string; isActive: boolean }>(
      PROVINCES,
      'provinces',
      {
        countryCode: 'VN',
        skip: 1,
        take: 1000,
      },
    );
    expect(vn.meta).toEqual({
      itemCount: 63,
      totalItems: 63,
      itemsPerPage: 1000,
      totalPages: 1,
      currentPage: 1,
      next: null,
      previous: null,
    });
    expect(vn.items.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    expect(vn.items.every((p) => p.countryCode === 'VN')).toBe(true);

    const paged = await list(PROVINCES, 'provinces', { countryCode: 'VN', skip: 7, take: 10 });
    expect(paged.meta).toMatchObject({
      itemCount: 3,
      totalItems: 63,
      totalPages: 7,
      currentPage: 7,
      next: null,
      previous: 6,
    });
    expect(paged.links).toEqual({
      first: '?page=1&limit=10',
      previous: '?page=6&limit=10',
      next: '',
      last: '?page=7&limit=10',
    });
    expect(paged.items.map((p) => p.id)).toEqual(rows.slice(60).map((r) => r.id));

    const [{ n } = { n: 0 }] = await sqlRows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from provinces`,
    );
    expect((await list(PROVINCES, 'provinces', { take: 1000 })).meta.totalItems).toBe(Number(n));
    const none = await list(PROVINCES, 'provinces', { countryCode: 'XX' });
    expect(none.items).toEqual([]);
    expect(none.meta).toMatchObject({ totalItems: 0, totalPages: 0, next: null, previous: null });
  });

  it('lists the districts of a province and the wards of a district', async () => {
    const [busiest] = await sqlRows<{ province_code: string; n: number | string }>(
      t.db,
      sql`select province_code, count(*) as n from districts group by province_code order by count(*) desc, province_code limit 1`,
    );
    if (!busiest) throw new Error('no districts seeded');
    const districtRows = await sqlRows<{ id: string; code: string; name: string; prefix: string }>(
      t.db,
      sql`select id, code, name, prefix from districts where province_code = ${busiest.province_code} order by code`,
    );
    expect(districtRows.length).toBeGreaterThan(1);
    const districts = await list<{ id: string; name: string; prefix: string; provinceCode: string }>(
      DISTRICTS,
      'districts',
      {
        provinceCode: busiest.province_code,
        skip: 1,
        take: 1000,
      },
    );
    expect(districts.meta.totalItems).toBe(districtRows.length);
    expect(districts.items.map((d) => [d.id, d.name, d.prefix])).toEqual(
      districtRows.map((r) => [r.id, r.name, r.prefix]),
    );
    expect(districts.items.every((d) => d.provinceCode === busiest.province_code)).toBe(true);
    const secondPage = await list(DISTRICTS, 'districts', {
      provinceCode: busiest.province_code,
      skip: 2,
      take: 1,
    });
    expect(secondPage.items.map((d) => d.id)).toEqual([districtRows[1]?.id]);
    expect(secondPage.meta).toMatchObject({
      totalPages: districtRows.length,
      currentPage: 2,
      itemsPerPage: 1,
    });

    const [district] = await sqlRows<{ district_code: string; province_code: string }>(
      t.db,
      sql`select district_code, province_code from wards where district_code <> '' group by district_code, province_code
          order by count(*) desc, district_code limit 1`,
    );
    if (!district) throw new Error('no wards seeded');
    const wardRows = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from wards where district_code = ${district.district_code} order by code`,
    );
    const wards = await list<{ id: string; districtCode: string; provinceCode: string }>(WARDS, 'wards', {
      districtCode: district.district_code,
      skip: 1,
      take: 1000,
    });
    expect(wards.meta.totalItems).toBe(wardRows.length);
    expect(wards.items.map((w) => w.id)).toEqual(wardRows.map((r) => r.id));
    expect(
      wards.items.every(
        (w) => w.districtCode === district.district_code && w.provinceCode === district.province_code,
      ),
    ).toBe(true);
    const firstTwo = await list(WARDS, 'wards', { districtCode: district.district_code, take: 2 });
    expect(firstTwo.items.map((w) => w.id)).toEqual(wardRows.slice(0, 2).map((r) => r.id));

    expect((await list(DISTRICTS, 'districts', { provinceCode: 'no-such-province' })).items).toEqual([]);
    expect((await list(WARDS, 'wards', { districtCode: 'no-such-district' })).items).toEqual([]);
  });

  it('offers the units in force since 30 April 2026: 34 provinces, 3,321 wards directly under them', async () => {
    const CURRENT = `query ($active: Boolean) { provinces(countryCode: "VN", active: $active, skip: 1, take: 1000) {
      ${META} items { code name isActive } } }`;
    const current = await list<{ code: string; name: string; isActive: boolean }>(CURRENT, 'provinces', {
      active: true,
    });
    expect(current.meta.totalItems).toBe(34);
    expect(current.items.every((p) => p.isActive)).toBe(true);
    // A current unit that kept a former code takes its row: code 15 was Yên Bái, is now Lào Cai.
    expect(current.items.find((p) => p.code === '15')?.name).toBe('Tỉnh Lào Cai');
    const former = await list<{ code: string; name: string; isActive: boolean }>(CURRENT, 'provinces', {
      active: false,
    });
    expect(former.meta.totalItems).toBe(29);
    expect(former.items.map((p) => p.code)).toContain('02');
    // A former province whose name a current one bears is told apart: the old Lào Cai (code 10).
    const names = [...current.items, ...former.items].map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(former.items.find((p) => p.code === '10')).toMatchObject({ name: 'Tỉnh Lào Cai (cũ)' });
    expect(former.items.every((p) => !p.isActive)).toBe(true);

    const BY_PROVINCE = `query ($provinceCode: String, $active: Boolean) {
      wards(provinceCode: $provinceCode, active: $active, skip: 1, take: 1000) {
        ${META} items { code name prefix provinceCode districtCode isActive } } }`;
    const hcm = await list<{
      code: string;
      name: string;
      provinceCode: string;
      districtCode: string;
      isActive: boolean;
    }>(BY_PROVINCE, 'wards', { provinceCode: '79', active: true });
    const [{ n } = { n: 0 }] = await sqlRows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from wards where province_code = '79' and is_active`,
    );
    expect(hcm.meta.totalItems).toBe(Number(n));
    expect(hcm.meta.totalItems).toBeGreaterThan(100);
    expect(hcm.items.every((w) => w.provinceCode === '79' && w.isActive && w.districtCode === '')).toBe(true);
    expect(hcm.items.map((w) => w.code)).toContain('26740'); // Phường Sài Gòn

    const [{ total } = { total: 0 }] = await sqlRows<{ total: number | string }>(
      t.db,
      sql`select count(*) as total from wards where is_active`,
    );
    expect(Number(total)).toBe(3321);
    // Former wards stay, inactive, under their former district.
    const formerWards = await list<{ isActive: boolean; districtCode: string }>(BY_PROVINCE, 'wards', {
      provinceCode: '79',
      active: false,
    });
    expect(formerWards.items.length).toBeGreaterThan(0);
    expect(formerWards.items.every((w) => !w.isActive && w.districtCode !== '')).toBe(true);
    const districts = await list<{ isActive: boolean }>(DISTRICTS, 'districts', { take: 1000 });
    expect(districts.items.every((d) => !d.isActive)).toBe(true);
  });

  it('is closed to anyone not signed in', async () => {
    for (const query of [COUNTRIES, PROVINCES, DISTRICTS, WARDS]) {
      const res = await t.gql(query, {});
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
      expect(res.body.data ?? null).toBeNull();
    }
  });
});
