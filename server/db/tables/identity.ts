import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, pk, tstz, updatedAt } from './columns';
import type { AdminAuthority } from './enums';

export const admins = pgTable(
  'admins',
  {
    id: pk(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    /** Stored lower-cased; the unique index on lower(email) guards against mixed-case duplicates too. */
    email: text().notNull(),
    /** argon2id PHC string. */
    passwordHash: text().notNull(),
    authority: text().$type<AdminAuthority>().notNull().default('SUPPER_ADMIN'),
    isActive: boolean().notNull().default(true),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: tstz(),
    lastLoginAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_uq').on(sql`lower(${t.email})`)],
);

/**
 * Rotating refresh tokens: each use marks the row used and issues a sibling in the same family;
 * presenting a used token again revokes the whole family (theft detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: pk(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    /** sha256 hex of the opaque token; the token itself is never stored. */
    tokenHash: text().notNull(),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
    revokedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_uq').on(t.tokenHash),
    index('refresh_tokens_admin_id_idx').on(t.adminId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
  ],
);

/** Server-wide key/value settings, e.g. the generated token-signing secret. */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: updatedAt(),
});

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: pk(),
    adminId: uuid().references(() => admins.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_admin_id_idx').on(t.adminId),
    index('audit_logs_entity_idx').on(t.entity, t.entityId),
    index('audit_logs_created_at_idx').on(t.createdAt),
  ],
);
