import { sql } from 'drizzle-orm';
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
import { brands, models } from './catalogue';
import { createdAt, editVersion, money, pk, trashed, updatedAt } from './columns';
import type { BuyingNeedStatus, GarageStatus, ParkingStatus } from './enums';
import { provinces } from './locations';
import { users } from './members';

/*
 * Garages, driving centres and parkings locate themselves by province/district/ward *codes*,
 * the same values the location selectors and the districts/wards queries use.
 */

export const garages = pgTable(
  'garages',
  {
    id: pk(),
    title: text().notNull(),
    slug: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    description: text(),
    services: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text().$type<GarageStatus>().notNull().default('PENDING'),
    mediaIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    address: text(),
    phone: text(),
    email: text(),
    website: text(),
    province: text(),
    district: text(),
    ward: text(),
    isActive: boolean().notNull().default(true),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    karCheck: boolean().notNull().default(false),
    /** Why the listing was rejected (migration 0016). */
    reason: text(),
    totalRating: integer().notNull().default(0),
    averageRating: doublePrecision().notNull().default(0),
    totalRatingScore: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
    ...trashed(),
  },
  (t) => [
    index('garages_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    uniqueIndex('garages_slug_uq').on(t.slug),
    index('garages_created_at_idx').on(t.createdAt),
    index('garages_user_id_idx').on(t.userId),
    index('garages_location_idx').on(t.province, t.district, t.ward),
    index('garages_province_created_idx').on(t.province, t.createdAt),
    index('garages_ward_created_idx').on(t.ward, t.createdAt),
    index('garages_phone_idx').on(t.phone),
    // The list's sorts (server/kit/sort.ts): the value, then the id that breaks ties.
    index('garages_rating_id_idx').on(t.averageRating, t.id),
    // garages_title_search_idx (on the stored kar_fold(title), title_search), garages_phone_trgm_idx (phone) and
    // garages_email_lower_idx (lower(email)): expression and trigram indexes, in migration 0016 only.
    // garages_phone_digits_idx (the last nine digits of the phone, for the duplicate check): migration 0019 only.
  ],
);

export const drivingCenters = pgTable(
  'driving_centers',
  {
    id: pk(),
    title: text().notNull(),
    slug: text().notNull(),
    description: text(),
    services: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mediaIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    address: text(),
    phone: text(),
    email: text(),
    website: text(),
    province: text(),
    district: text(),
    ward: text(),
    isActive: boolean().notNull().default(true),
    totalRating: integer().notNull().default(0),
    averageRating: doublePrecision().notNull().default(0),
    totalRatingScore: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
    ...trashed(),
  },
  (t) => [
    index('driving_centers_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    uniqueIndex('driving_centers_slug_uq').on(t.slug),
    index('driving_centers_created_at_idx').on(t.createdAt),
    index('driving_centers_location_idx').on(t.province, t.district, t.ward),
    index('driving_centers_province_created_idx').on(t.province, t.createdAt),
    index('driving_centers_ward_created_idx').on(t.ward, t.createdAt),
    index('driving_centers_phone_idx').on(t.phone),
    // The list's sorts (server/kit/sort.ts): the value, then the id that breaks ties.
    index('driving_centers_rating_id_idx').on(t.averageRating, t.id),
    index('driving_centers_title_id_idx').on(t.title, t.id),
    // driving_centers_title_search_idx, _phone_trgm_idx and _email_lower_idx: as garages', in migration 0016 only.
    // driving_centers_phone_digits_idx: as garages', in migration 0019 only.
  ],
);

export const parkings = pgTable(
  'parkings',
  {
    id: pk(),
    title: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    slug: text().notNull(),
    description: text(),
    reason: text(),
    /** Number of spaces. */
    total: integer(),
    mediaIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    address: text(),
    phone: text(),
    email: text(),
    website: text(),
    province: text(),
    district: text(),
    ward: text(),
    isActive: boolean().notNull().default(true),
    closeOnPublicHolidays: boolean().notNull().default(false),
    sameWeekOfOperation: boolean().notNull().default(true),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    status: text().$type<ParkingStatus>().notNull().default('Pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
    ...trashed(),
  },
  (t) => [
    index('parkings_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    uniqueIndex('parkings_slug_uq').on(t.slug),
    index('parkings_created_at_idx').on(t.createdAt),
    index('parkings_user_id_idx').on(t.userId),
    index('parkings_location_idx').on(t.province, t.district, t.ward),
    // Migration 0017; its search_text column and trigram and phone indexes are SQL only.
    index('parkings_ward_idx').on(t.ward),
    index('parkings_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const parkingWorkingTimes = pgTable(
  'parking_working_times',
  {
    id: pk(),
    parkingId: uuid()
      .notNull()
      .references(() => parkings.id, { onDelete: 'cascade' }),
    /** 'HH:mm'. */
    startTime: text().notNull(),
    endTime: text().notNull(),
    /** 0 = Sunday ... 6 = Saturday. */
    day: integer().notNull(),
  },
  (t) => [index('parking_working_times_parking_id_idx').on(t.parkingId)],
);

export const parkingPriceProperties = pgTable(
  'parking_price_properties',
  {
    id: pk(),
    parkingId: uuid()
      .notNull()
      .references(() => parkings.id, { onDelete: 'cascade' }),
    price: money().notNull(),
    /** e.g. HOUR, DAY, MONTH. */
    type: text().notNull(),
  },
  (t) => [index('parking_price_properties_parking_id_idx').on(t.parkingId)],
);

/** A buyer's demand; with sellers attached (userSellerIds) it is also the "Buying Customer" (seller demand). */
export const carBuyingNeeds = pgTable(
  'car_buying_needs',
  {
    id: pk(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    userSellerIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    brand: uuid().references(() => brands.id, { onDelete: 'restrict' }),
    model: uuid().references(() => models.id, { onDelete: 'restrict' }),
    budget: money(),
    /** Maximum age of the car in years. */
    vehicleLife: integer(),
    numKilometerCarRun: integer(),
    provinceId: uuid().references(() => provinces.id, { onDelete: 'set null' }),
    buyerName: text(),
    phone: text(),
    isInstallmentPurchase: boolean().notNull().default(false),
    isVehicleInspectionService: boolean().notNull().default(false),
    isInsuranceConsultant: boolean().notNull().default(false),
    isOther: boolean().notNull().default(false),
    descriptionOther: text(),
    status: text().$type<BuyingNeedStatus>().notNull().default('NEW'),
    isCustomer: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
  },
  (t) => [
    index('car_buying_needs_created_at_idx').on(t.createdAt),
    index('car_buying_needs_user_id_idx').on(t.userId),
    index('car_buying_needs_brand_idx').on(t.brand),
    index('car_buying_needs_model_idx').on(t.model),
    index('car_buying_needs_province_id_idx').on(t.provinceId),
    index('car_buying_needs_status_idx').on(t.status),
    // Migration 0017; its search_text column and trigram index are SQL only.
    index('car_buying_needs_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('car_buying_needs_customer_created_at_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isCustomer}`),
    index('car_buying_needs_user_seller_ids_idx').using('gin', t.userSellerIds),
  ],
);

export const phoneErrorMessages = pgTable(
  'phone_error_messages',
  {
    id: pk(),
    phoneNumber: text().notNull(),
    errorMessage: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('phone_error_messages_created_at_idx').on(t.createdAt),
    index('phone_error_messages_phone_number_idx').on(t.phoneNumber),
  ],
);
