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
      sql`select district_code, province_code from wards group by district_code, province_code
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

  it('is closed to anyone not signed in', async () => {
    for (const query of [COUNTRIES, PROVINCES, DISTRICTS, WARDS]) {
      const res = await t.gql(query, {});
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
      expect(res.body.data ?? null).toBeNull();
    }
  });
});
