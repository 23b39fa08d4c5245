import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
import { createdAt, editVersion, money, pk, tstz, updatedAt } from './columns';
import type {
  Currency,
  Inspection,
  PostCondition,
  PostModerationReason,
  PostStatus,
  ReportReason,
  Transmission,
} from './enums';
import { admins } from './identity';
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
    /** The reason code of a rejection or suspension (statusReasonRejected.reason). */
    statusReason: text().$type<PostModerationReason>(),
    /** When the post last entered PENDING or EDIT_PENDING: the review queue waits from here. */
    reviewSince: tstz(),
    /** The last moderation decision: the loser of a race is told who and when; reports before it are closed. */
    moderatedAt: tstz(),
    moderatedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
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
    /**
     * The brand's name (brands.name), or null without a brand: a copy for the Posts sort by brand only, so
     * that order is an index walk on posts (migration 0045). Written only by the triggers on posts (as the
     * post is written) and on brands (when a brand is renamed).
     */
    brandSort: text(),
    editVersion: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Newest first, the list's default order, with the id that breaks ties (migration 0045).
    index('posts_created_at_id_idx').on(t.createdAt, t.id),
    index('posts_media_ids_gin_idx').using('gin', t.mediaIds),
    index('posts_hide_plate_media_ids_gin_idx').using('gin', t.hidePlateMediaIds),
    index('posts_status_created_at_idx').on(t.status, t.createdAt),
    index('posts_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('posts_brand_id_created_at_idx').on(t.brandId, t.createdAt),
    index('posts_city_id_created_at_idx').on(t.cityId, t.createdAt),
    // The review queue (PENDING and EDIT_PENDING, oldest first): rows created before reviewSince existed count from createdAt.
    index('posts_review_queue_idx')
      .on(sql`coalesce(${t.reviewSince}, ${t.createdAt})`, t.id)
      .where(sql`${t.status} in ('PENDING', 'EDIT_PENDING')`),
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
    // The list's sorts (server/kit/sort.ts): the value, then the id that breaks ties.
    index('posts_price_id_idx').on(t.price, t.id),
    index('posts_total_view_id_idx').on(t.totalView, t.id),
    index('posts_year_id_idx').on(t.year, t.id),
    index('posts_title_id_idx').on(t.title, t.id),
    index('posts_brand_sort_id_idx').on(t.brandSort, t.id),
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
    index('report_posts_post_id_idx').on(t.postId, t.createdAt),
    index('report_posts_user_id_idx').on(t.userId),
    index('report_posts_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The admins' title search (adminListPost titleAndPostId), one narrow row per post kept by the triggers
 * of migration 0011: `text` is kar_fold(title) (lower case, tone marks dropped, đ → d), so 'ha noi'
 * finds 'Hà Nội'. Counting a common word's matches rechecks every match's row; narrow rows make that
 * a fraction of the pages of posts (docs/posts.md). Written only by the triggers.
 */
export const postSearch = pgTable(
  'post_search',
  {
    id: uuid().primaryKey(),
    createdAt: tstz().notNull(),
    text: text().notNull(),
  },
  (t) => [
    index('post_search_text_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`),
    // A common word's first page walks the newest rows instead of sorting every match.
    index('post_search_created_at_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A seller's edit of a published post, waiting for review (status EDIT_PENDING). `values` holds the
 * proposed columns (posts' own names); approving writes them onto the post, rejecting drops the row.
 */
export const postPendingEdits = pgTable('post_pending_edits', {
  postId: uuid()
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  values: jsonb().$type<Record<string, unknown>>().notNull(),
  submittedAt: createdAt(),
});

/** An admin reviewing a post holds it until `expiresAt` (10 minutes, extended by re-claiming). */
export const postClaims = pgTable(
  'post_claims',
  {
    postId: uuid()
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    claimedAt: tstz().notNull(),
    expiresAt: tstz().notNull(),
  },
  (t) => [index('post_claims_admin_id_idx').on(t.adminId)],
);
