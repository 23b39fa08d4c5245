import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * The trail of every write (docs/audit.md). Append-only in the database itself: triggers refuse UPDATE,
 * DELETE and TRUNCATE, and a BEFORE INSERT trigger fills `seq`, `prev_hash` and `hash` (a sha256 of the
 * row's content and the previous row's hash) under a lock, so the chain is one line whoever inserts.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: pk(),
    // Not `set null`: rewriting the actor of old rows is the kind of change the trail refuses.
    adminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    /** The address the request came from (fastify's `req.ip`, after the trusted proxies); null off a request. */
    ip: text(),
    /** The row's place in the chain, 1, 2, 3…; set by the insert trigger, never by the application. */
    seq: bigint({ mode: 'number' }),
    /** The hash of the row before (`''` for the first); set by the insert trigger. */
    prevHash: text(),
    /** sha256 (hex) of this row's content and `prev_hash` (`audit_log_hash`); set by the insert trigger. */
    hash: text(),
    createdAt: createdAt(),
  },
  // Each filter of the audit log screen, alone, walks one index in the list's order (newest first; rows
  // of one transaction share created_at, so seq, the order they were written, breaks the tie).
  (t) => [
    index('audit_logs_admin_id_idx').on(t.adminId, t.createdAt, t.seq),
    index('audit_logs_entity_idx').on(t.entity, t.entityId, t.createdAt, t.seq),
    index('audit_logs_entity_created_idx').on(t.entity, t.createdAt, t.seq),
    index('audit_logs_entity_id_idx').on(t.entityId, t.createdAt, t.seq),
    index('audit_logs_action_idx').on(t.action, t.createdAt, t.seq),
    index('audit_logs_created_at_idx').on(t.createdAt, t.seq),
    uniqueIndex('audit_logs_seq_uq').on(t.seq),
  ],
);
