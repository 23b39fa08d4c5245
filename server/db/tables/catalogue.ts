import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, editVersion, money, pk, updatedAt } from './columns';
import type { Currency } from './enums';
import { provinces } from './locations';
import { media } from './media';

export const brands = pgTable(
  'brands',
  {
    id: pk(),
    name: text().notNull(),
    slug: text().notNull(),
    image: text(),
    mediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    isDisplayTopSearch: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug), index('brands_media_id_idx').on(t.mediaId)],
);

export const models = pgTable(
  'models',
  {
    id: pk(),
    name: text().notNull(),
    image: text(),
    /** Brand id (SPEC names the field `brand`; the joined row is `brandMeta`). */
    brand: uuid()
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    slug: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
  },
  (t) => [uniqueIndex('models_slug_uq').on(t.slug), index('models_brand_idx').on(t.brand, t.name)],
);

export const carVersions = pgTable(
  'car_versions',
  {
    id: pk(),
    name: text().notNull(),
    image: text(),
    brand: uuid()
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    model: uuid()
      .notNull()
      .references(() => models.id, { onDelete: 'restrict' }),
    slug: text().notNull(),
    priceCarVersion: money().notNull(),
    yearManufacture: integer(),
    numKilometerCarRun: integer(),
    typeCarVersion: text(),
    mediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
  },
  (t) => [
    uniqueIndex('car_versions_slug_uq').on(t.slug),
    index('car_versions_brand_idx').on(t.brand),
    // A post's market price (server/graphql/resolvers/post-loaders.ts): the versions of its model with its
    // version's name and its year, found at once however many versions the model has (migration 0046).
    index('car_versions_model_name_year_idx').on(t.model, t.name, t.yearManufacture),
    index('car_versions_media_id_idx').on(t.mediaId),
    index('car_versions_created_at_idx').on(t.createdAt),
    // Market Price's sorts (server/kit/sort.ts): the value, then the id that breaks ties.
    index('car_versions_price_id_idx').on(t.priceCarVersion, t.id),
    index('car_versions_year_id_idx').on(t.yearManufacture, t.id),
    index('car_versions_name_id_idx').on(t.name, t.id),
  ],
);

const namedOption = (table: string) =>
  pgTable(
    table,
    {
      id: pk(),
      name: text().notNull(),
      slug: text().notNull(),
      isActive: boolean().notNull().default(true),
      createdAt: createdAt(),
      editVersion: editVersion(),
    },
    (t) => [uniqueIndex(`${table}_slug_uq`).on(t.slug)],
  );

export const bodyTypes = namedOption('body_types');
export const colours = namedOption('colours');
export const fuelTypes = namedOption('fuel_types');

export const seats = pgTable('seats', {
  id: pk(),
  name: text().notNull(),
  value: integer().notNull(),
  fixed: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  editVersion: editVersion(),
});

export const doors = pgTable('doors', {
  id: pk(),
  name: text().notNull(),
  value: integer().notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  editVersion: editVersion(),
});

export const driverTypes = pgTable(
  'driver_types',
  {
    id: pk(),
    nameEn: text().notNull(),
    nameVi: text().notNull(),
    slug: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    editVersion: editVersion(),
  },
  (t) => [uniqueIndex('driver_types_slug_uq').on(t.slug)],
);

export const fuelEconomies = pgTable('fuel_economies', {
  id: pk(),
  nameVi: text().notNull(),
  nameEn: text().notNull(),
  liter: doublePrecision().notNull(),
  kilometer: doublePrecision().notNull(),
  isLess: boolean().notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  editVersion: editVersion(),
});

export const paymentItems = pgTable('payment_items', {
  id: pk(),
  currency: text().$type<Currency>().notNull(),
  amount: money().notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  editVersion: editVersion(),
});

/** Registration location: costs of registering a car in one province. */
export const carPurchaseCostProvinces = pgTable(
  'car_purchase_cost_provinces',
  {
    id: pk(),
    provinceId: uuid()
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
    registrationFeeNewCar: doublePrecision().notNull(),
    registrationFeeOldCar: doublePrecision().notNull(),
    registry: money().notNull(),
    roadMaintenanceFee: money().notNull(),
    civilInsurance: money().notNull(),
    licensePlateFee: money().notNull(),
    bodyInsuranceOneYear: doublePrecision().notNull(),
    otherCost: money(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
  },
  // "Province cannot be changed after saving": one row per province.
  (t) => [uniqueIndex('car_purchase_cost_provinces_province_id_uq').on(t.provinceId)],
);
