import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, pk, tstz, updatedAt } from './columns';

/**
 * What an admin may do: a named set of permissions (src/rules/permissions.ts). The built-in roles are
 * seeded by migration 0023 and their sets rewritten from BUILT_IN_ROLES at every start
 * (server/services/auth/roles.ts); custom ones are edited by staff managers.
 */
export const roles = pgTable(
  'roles',
  {
    id: pk(),
    /** SUPPER_ADMIN, MODERATOR, … for the built-in roles; what `AdminUser.authority` answers. */
    code: text().notNull(),
    name: text().notNull(),
    builtIn: boolean().notNull().default(false),
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_code_uq').on(t.code)],
);

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
    /** No default: whoever creates an admin says what they may do. A role held by staff cannot be deleted. */
    roleId: uuid()
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    isActive: boolean().notNull().default(true),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: tstz(),
    lastLoginAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admins_email_lower_uq').on(sql`lower(${t.email})`),
    index('admins_role_id_idx').on(t.roleId),
  ],
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
