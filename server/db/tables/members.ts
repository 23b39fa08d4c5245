import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, editVersion, money, pk, tstz, updatedAt } from './columns';
import { notifications } from './content';
import type { Language, TransactionType, TransferStatus, UserRole, UserStatus } from './enums';
import { admins } from './identity';
import { countries, provinces } from './locations';
import { media } from './media';

/** App members (end users of the marketplace), not admins. */
export const users = pgTable(
  'users',
  {
    id: pk(),
    email: text(),
    username: text(),
    storeName: text(),
    /** National number without the leading 0, e.g. '912345678'. */
    phone: text(),
    /** Country calling code without '+', e.g. '84'. */
    prefixPhone: text(),
    firstName: text(),
    lastName: text(),
    avatar: uuid().references(() => media.id, { onDelete: 'set null' }),
    dob: date({ mode: 'string' }),
    isActive: boolean().notNull().default(true),
    status: text().$type<UserStatus>().notNull().default('ACTIVE'),
    /** Reason given by the admin who deactivated the account (10 to 100 characters). */
    deactivateReason: text(),
    isWithdraw: boolean().notNull().default(false),
    withdrawReason: text(),
    isActiveEmail: boolean().notNull().default(false),
    isActivePhone: boolean().notNull().default(false),
    referralCode: text(),
    hasPassword: boolean().notNull().default(true),
    /** argon2id PHC string of an initial password set by an admin; never returned by the API. */
    passwordHash: text(),
    roles: text()
      .$type<UserRole>()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastLoginAt: tstz(),
    /**
     * The member's balance (user_balances.amount), or null without a balance row: a copy for the Members
     * sort by balance only, so that order is an index walk on users (migration 0045). Written only by the
     * triggers on user_balances, in the transaction that changes the balance; never read as the balance.
     */
    balanceSort: bigint({ mode: 'number' }),
    editVersion: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt),
    index('users_is_active_created_at_idx').on(t.isActive, t.createdAt),
    index('users_status_idx').on(t.status),
    // One account per email, whatever its case (admins create members; the app signs them in by email).
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_phone_idx').on(t.phone),
    index('users_full_name_lower_idx').on(
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))`,
    ),
    index('users_avatar_idx').on(t.avatar),
    // The Members sort by name (server/kit/sort.ts): the name index's expression, then the id for ties.
    index('users_full_name_id_idx').on(
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))`,
      t.id,
    ),
    // The Members sorts by email and by balance (server/kit/sort.ts), each with the id for ties (0045).
    index('users_email_lower_id_idx').on(sql`lower(${t.email})`, t.id),
    index('users_balance_sort_id_idx').on(t.balanceSort, t.id),
    uniqueIndex('users_referral_code_uq').on(t.referralCode),
    // Migration 0032: the generated column search_fold (kar_fold of name and email) and its trigram index,
    // read by the command palette's search only (docs/palette.md); SQL only, like users_search_text_trgm_idx.
  ],
);

/**
 * Members per status, kept by a trigger on users (migration 0004, per statement since 0007), so list
 * totals need no full count.
 * Written only by that trigger.
 */
export const userStatusCounts = pgTable('user_status_counts', {
  status: text().$type<UserStatus>().primaryKey(),
  n: bigint({ mode: 'number' }).notNull().default(0),
});

export const userBalances = pgTable('user_balances', {
  id: pk(),
  userId: uuid()
    .notNull()
    .unique('user_balances_user_id_uq')
    .references(() => users.id, { onDelete: 'cascade' }),
  amount: money().notNull().default(0),
  /** "KAR" promotion balance. */
  promotion: money().notNull().default(0),
  updatedAt: updatedAt(),
});

export const userMetadata = pgTable(
  'user_metadata',
  {
    id: pk(),
    userId: uuid()
      .notNull()
      .unique('user_metadata_user_id_uq')
      .references(() => users.id, { onDelete: 'cascade' }),
    countryId: uuid().references(() => countries.id, { onDelete: 'set null' }),
    /** Province id: the member's city. */
    cityId: uuid().references(() => provinces.id, { onDelete: 'set null' }),
    isPushNotification: boolean().notNull().default(true),
    isEmailNotification: boolean().notNull().default(true),
    isSmsNotification: boolean().notNull().default(false),
    isPromotionNotification: boolean().notNull().default(true),
    totalRating: integer().notNull().default(0),
    avgRating: doublePrecision().notNull().default(0),
    language: text().$type<Language>().notNull().default('VI'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_metadata_city_id_idx').on(t.cityId),
    index('user_metadata_country_id_idx').on(t.countryId),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: pk(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money().notNull(),
    type: text().$type<TransactionType>().notNull(),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_user_id_idx').on(t.userId, t.createdAt),
    index('transactions_created_at_idx').on(t.createdAt),
    index('transactions_type_created_at_idx').on(t.type, t.createdAt),
  ],
);

export const transferRequests = pgTable(
  'transfer_requests',
  {
    id: pk(),
    amount: money().notNull(),
    status: text().$type<TransferStatus>().notNull().default('new'),
    bankName: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moneyTransferReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transfer_requests_status_created_at_idx').on(t.status, t.createdAt),
    index('transfer_requests_created_at_idx').on(t.createdAt),
    index('transfer_requests_user_id_idx').on(t.userId),
    // The list's sorts by amount and by status (server/kit/sort.ts), the id breaking ties.
    index('transfer_requests_amount_id_idx').on(t.amount, t.id),
    index('transfer_requests_status_id_idx').on(t.status, t.id),
  ],
);

/**
 * Transfer requests per status, kept by triggers on transfer_requests (migration 0045), so the list's
 * unfiltered and status-only totals need no count of the requests. Written only by those triggers.
 */
export const transferRequestStatusCounts = pgTable('transfer_request_status_counts', {
  status: text().$type<TransferStatus>().primaryKey(),
  n: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * Each approval an admin gave a transfer request (docs/money.md#two-approvals): one for a request below the
 * two-approval threshold, the first and the completing one above it. One per (request, admin), so the same
 * admin cannot count twice; `amount` is the request's amount when approved, summed for the approver's
 * daily limit (roles.daily_approval_limit) by (admin, created_at).
 */
export const transferApprovals = pgTable(
  'transfer_approvals',
  {
    id: pk(),
    transferRequestId: uuid()
      .notNull()
      .references(() => transferRequests.id, { onDelete: 'cascade' }),
    // Not `cascade`/`set null`: who approved money stays known; an admin with approvals is deactivated.
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transfer_approvals_request_admin_uq').on(t.transferRequestId, t.adminId),
    index('transfer_approvals_admin_created_at_idx').on(t.adminId, t.createdAt),
  ],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: pk(),
    content: text().notNull(),
    images: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('feedbacks_user_id_idx').on(t.userId), index('feedbacks_created_at_idx').on(t.createdAt)],
);

/**
 * In-app notifications to one member (the app's notification list): post moderation decisions today.
 * `targetScreen` names the app screen the notification opens ('post detail') and `targetId` its record.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: pk(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleVi: text().notNull(),
    titleEn: text().notNull(),
    contentVi: text().notNull(),
    contentEn: text().notNull(),
    targetScreen: text(),
    targetId: text(),
    /** The broadcast that wrote this row (0018); null for moderation notices. Unique per member. */
    notificationId: uuid().references((): AnyPgColumn => notifications.id, { onDelete: 'cascade' }),
    readAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    uniqueIndex('user_notifications_notification_user_uq')
      .on(t.notificationId, t.userId)
      .where(sql`${t.notificationId} IS NOT NULL`),
  ],
);
