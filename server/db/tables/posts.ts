import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  bodyTypes,
  brands,
  carVersions,
  colours,
  doors,
  driverTypes,
  fuelEconomies,
  fuelTypes,
  models,
  seats,
} from './catalogue';
import { createdAt, money, pk, tstz, updatedAt } from './columns';
import type { Currency, Inspection, PostCondition, PostStatus, ReportReason, Transmission } from './enums';
import { provinces } from './locations';
import { users } from './members';

/**
 * Car listings. Catalogue references end in `Id` here because the API exposes `brand`, `model`, ...
 * on a post as joined objects.
 */
export const posts = pgTable(
  'posts',
  {
    id: pk(),
    title: text().notNull(),
    price: money().notNull(),
    hiddenPrice: money(),
    showHiddenPrice: boolean().notNull().default(false),
    currency: text().$type<Currency>().notNull().default('VND'),
    includeTax: boolean().notNull().default(false),
    condition: text().$type<PostCondition>(),
    odometer: integer(),
    year: integer(),
    regPlate: text(),
    plateHidden: boolean().notNull().default(false),
    regExprice: tstz(),
    transmission: text().$type<Transmission>(),
    status: text().$type<PostStatus>().notNull().default('DRAFT'),
    /** Admin note attached to a rejection or suspension (statusReasonRejected.note). */
    statusNote: text(),
    description: text(),
    offer: text(),
    inspection: text().$type<Inspection>(),
    planId: uuid(),
    planExpried: tstz(),
    remoteAssessment: boolean().notNull().default(false),
    roadworthyCeftificate: boolean().notNull().default(false),
    stepDraft: integer(),
    countryCode: text().notNull().default('VN'),
    cityId: uuid().references(() => provinces.id, { onDelete: 'set null' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalView: integer().notNull().default(0),
    isReport: boolean().notNull().default(false),
    videoUrl: text(),
    mediaIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    hidePlateMediaIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    brandId: uuid().references(() => brands.id, { onDelete: 'restrict' }),
    modelId: uuid().references(() => models.id, { onDelete: 'restrict' }),
    versionId: uuid().references(() => carVersions.id, { onDelete: 'restrict' }),
    bodyTypeId: uuid().references(() => bodyTypes.id, { onDelete: 'restrict' }),
    colourId: uuid().references(() => colours.id, { onDelete: 'restrict' }),
    fuelTypeId: uuid().references(() => fuelTypes.id, { onDelete: 'restrict' }),
    fuelEconomyId: uuid().references(() => fuelEconomies.id, { onDelete: 'restrict' }),
    driverTypeId: uuid().references(() => driverTypes.id, { onDelete: 'restrict' }),
    seatId: uuid().references(() => seats.id, { onDelete: 'restrict' }),
    doorId: uuid().references(() => doors.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('posts_created_at_idx').on(t.createdAt),
    index('posts_status_created_at_idx').on(t.status, t.createdAt),
    index('posts_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('posts_brand_id_created_at_idx').on(t.brandId, t.createdAt),
    index('posts_city_id_idx').on(t.cityId),
    index('posts_title_lower_idx').on(sql`lower(${t.title}) text_pattern_ops`),
    index('posts_model_id_idx').on(t.modelId),
    index('posts_version_id_idx').on(t.versionId),
    index('posts_body_type_id_idx').on(t.bodyTypeId),
    index('posts_colour_id_idx').on(t.colourId),
    index('posts_fuel_type_id_idx').on(t.fuelTypeId),
    index('posts_fuel_economy_id_idx').on(t.fuelEconomyId),
    index('posts_driver_type_id_idx').on(t.driverTypeId),
    index('posts_seat_id_idx').on(t.seatId),
    index('posts_door_id_idx').on(t.doorId),
  ],
);

export const reportPosts = pgTable(
  'report_posts',
  {
    id: pk(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text().$type<ReportReason>().notNull(),
    content: text(),
    type: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('report_posts_post_id_idx').on(t.postId),
    index('report_posts_user_id_idx').on(t.userId),
    index('report_posts_created_at_idx').on(t.createdAt),
  ],
);
