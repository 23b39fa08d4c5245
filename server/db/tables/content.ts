import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, editVersion, money, pk, trashed, tstz, updatedAt } from './columns';
import type { CarMetaType, NotificationKind, NotificationStatus } from './enums';
import { admins } from './identity';
import { media } from './media';

export const reviewCategories = pgTable(
  'review_categories',
  {
    id: pk(),
    nameVi: text().notNull(),
    nameEn: text().notNull(),
    slug: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
    ...trashed(),
  },
  (t) => [
    index('review_categories_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    uniqueIndex('review_categories_slug_uq').on(t.slug),
    index('review_categories_created_at_idx').on(t.createdAt),
  ],
);

/** News reviews of cars (articles), in Vietnamese and English. */
export const reviews = pgTable(
  'reviews',
  {
    id: pk(),
    nameVi: text().notNull(),
    nameEn: text().notNull(),
    slug: text().notNull(),
    descriptionVi: text(),
    descriptionEn: text(),
    mediaIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    modelIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    applyType: text(),
    /** Path of the cover image (spelled so in the API). */
    thumnail: text(),
    // RESTRICT (migration 0014): a category in use is refused deletion.
    category: uuid().references(() => reviewCategories.id, { onDelete: 'restrict' }),
    contentVi: text(),
    contentEn: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
    ...trashed(),
  },
  (t) => [
    index('reviews_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    uniqueIndex('reviews_slug_uq').on(t.slug),
    index('reviews_category_created_at_idx').on(t.category, t.createdAt),
    index('reviews_created_at_idx').on(t.createdAt),
    index('reviews_media_ids_gin_idx').using('gin', t.mediaIds),
    index('reviews_thumnail_idx').on(t.thumnail),
    // reviews_name_fold_trgm_idx (kar_fold of both titles, the command palette's search): migration 0032 only.
  ],
);

export const reviewVideos = pgTable(
  'review_videos',
  {
    id: pk(),
    title: text().notNull(),
    description: text(),
    linkVideo: text().notNull(),
    slug: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
    ...trashed(),
  },
  (t) => [
    index('review_videos_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    uniqueIndex('review_videos_slug_uq').on(t.slug),
    index('review_videos_created_at_idx').on(t.createdAt),
  ],
);

export const avatars = pgTable(
  'avatars',
  {
    id: pk(),
    title: text().notNull(),
    description: text(),
    /** Media id of the image. */
    media: uuid().references(() => media.id, { onDelete: 'set null' }),
    slug: text().notNull(),
    isDefault: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
  },
  (t) => [
    uniqueIndex('avatars_slug_uq').on(t.slug),
    index('avatars_media_idx').on(t.media),
    index('avatars_created_at_idx').on(t.createdAt),
    // Migration 0015: at most one default, whatever the order of two racing saves.
    uniqueIndex('avatars_one_default_uq')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export const contests = pgTable(
  'contests',
  {
    id: pk(),
    /** Length in days. */
    duration: integer().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text(),
    noWiner: integer().notNull(),
    startDate: tstz().notNull(),
    endDate: tstz().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
  },
  (t) => [uniqueIndex('contests_slug_uq').on(t.slug), index('contests_created_at_idx').on(t.createdAt)],
);

/** Editorial car pages (the "Car List" screen), distinct from members' listings. */
export const cars = pgTable(
  'cars',
  {
    id: pk(),
    title: text().notNull(),
    slug: text().notNull(),
    debutDay: tstz(),
    origin: text(),
    size: text(),
    description: text(),
    imageInsideIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    imageOutsideIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    price: money(),
    priceSegment: text(),
    classificationByRegistration: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
  },
  (t) => [
    uniqueIndex('cars_slug_uq').on(t.slug),
    index('cars_created_at_idx').on(t.createdAt),
    index('cars_image_inside_ids_gin_idx').using('gin', t.imageInsideIds),
    index('cars_image_outside_ids_gin_idx').using('gin', t.imageOutsideIds),
  ],
);

/** Typed facts about a car; `value` holds the id of the referenced catalogue row. */
export const carMetas = pgTable(
  'car_metas',
  {
    id: pk(),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    type: text().$type<CarMetaType>().notNull(),
    value: text().notNull(),
  },
  (t) => [index('car_metas_car_id_type_idx').on(t.carId, t.type)],
);

export const carVideos = pgTable(
  'car_videos',
  {
    id: pk(),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    videoId: uuid().references(() => media.id, { onDelete: 'set null' }),
    thumbnail: text(),
    createdAt: createdAt(),
  },
  (t) => [index('car_videos_car_id_idx').on(t.carId), index('car_videos_video_id_idx').on(t.videoId)],
);

export const bannerPositions = pgTable('banner_positions', {
  id: pk(),
  name: text().notNull(),
  type: text().notNull(),
  ratioWidth: integer().notNull(),
  ratioHeight: integer().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const banners = pgTable(
  'banners',
  {
    id: pk(),
    name: text().notNull(),
    positionId: uuid()
      .notNull()
      .references(() => bannerPositions.id, { onDelete: 'restrict' }),
    mediaIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    isActive: boolean().notNull().default(true),
    linkBanner: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editVersion: editVersion(),
    ...trashed(),
  },
  (t) => [
    index('banners_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    index('banners_position_id_idx').on(t.positionId),
    index('banners_created_at_idx').on(t.createdAt),
    index('banners_media_ids_gin_idx').using('gin', t.mediaIds),
  ],
);

/** Broadcasts sent by admins, as app notifications or emails. */
export const notifications = pgTable(
  'notifications',
  {
    id: pk(),
    adminUserId: uuid().references(() => admins.id, { onDelete: 'set null' }),
    titleVi: text().notNull(),
    titleEn: text().notNull(),
    contentVi: text().notNull(),
    contentEn: text().notNull(),
    type: text().$type<NotificationKind>().notNull(),
    schedule: tstz(),
    /** Audience filter (All, Buyer, Seller, ...). */
    role: text(),
    /** Target screen in the app (the payload's `type`). */
    targetScreen: text(),
    tagetId: text(),
    userIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    sendAll: boolean().notNull().default(false),
    /** The client's key for one send: a double-click or a retried request finds this row (0018). */
    idempotencyKey: text(),
    /** queued (saved, recipients not yet listed) → sending → done; docs/notifications.md. */
    status: text().$type<NotificationStatus>().notNull().default('queued'),
    /** Members the audience held when the broadcast was planned. */
    recipientCount: integer(),
    finishedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notifications_idempotency_key_uq').on(t.idempotencyKey),
    index('notifications_title_trgm_idx').using(
      'gin',
      sql`lower(${t.titleVi} || ' ' || ${t.titleEn}) gin_trgm_ops`,
    ),
    index('notifications_created_at_idx').on(t.createdAt),
    index('notifications_type_created_at_idx').on(t.type, t.createdAt),
    index('notifications_admin_user_id_idx').on(t.adminUserId),
  ],
);
