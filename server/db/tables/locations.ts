import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, pk } from './columns';

export const countries = pgTable(
  'countries',
  {
    id: pk(),
    name: text().notNull(),
    code: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('countries_code_uq').on(t.code)],
);

export const provinces = pgTable(
  'provinces',
  {
    id: pk(),
    name: text().notNull(),
    countryCode: text().notNull(),
    code: text().notNull(),
    slug: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('provinces_code_uq').on(t.code), index('provinces_country_code_idx').on(t.countryCode)],
);

export const districts = pgTable(
  'districts',
  {
    id: pk(),
    name: text().notNull(),
    prefix: text().notNull().default(''),
    code: text().notNull(),
    provinceCode: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('districts_code_uq').on(t.code),
    index('districts_province_code_idx').on(t.provinceCode),
  ],
);

export const wards = pgTable(
  'wards',
  {
    id: pk(),
    name: text().notNull(),
    prefix: text().notNull().default(''),
    code: text().notNull(),
    districtCode: text().notNull(),
    provinceCode: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wards_code_uq').on(t.code),
    index('wards_district_code_idx').on(t.districtCode),
    index('wards_province_code_idx').on(t.provinceCode),
    index('wards_active_province_idx')
      .on(t.provinceCode, t.name)
      .where(sql`${t.isActive}`),
  ],
);
