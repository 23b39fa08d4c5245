import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, editVersion, pk, tstz, updatedAt } from './columns';

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
    /** Holders must turn on two-step sign-in before they can do anything else (issue 27 §1); off by default. */
    twoFactorRequired: boolean().notNull().default(false),
    /** The most each holder may approve in transfers per day, in VND; null means no limit (issue 26 §3). */
    dailyApprovalLimit: bigint({ mode: 'number' }),
    editVersion: editVersion(),
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
    /** Invited and not yet accepted: no password of their own yet (docs/staff.md), so no sign-in. */
    pendingInvite: boolean().notNull().default(false),
    /** Why a staff manager deactivated them; cleared on reactivation. */
    deactivateReason: text(),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: tstz(),
    lastLoginAt: tstz(),
    /**
     * The TOTP secret (RFC 6238), AES-256-GCM encrypted with a key derived from the auth secret
     * (server/services/auth/two-factor.ts). Set by adminStartTwoFactor; in force once totpEnabledAt is set.
     */
    totpSecret: text(),
    /** When two-step sign-in was turned on; null while it is off (or only started). */
    totpEnabledAt: tstz(),
    /** The last 30-second step whose code was accepted: that code, and any earlier one, is refused again. */
    totpLastStep: bigint({ mode: 'number' }),
    /**
     * When the owner was last emailed that their account reached the sign-in ceiling: at most once an hour,
     * claimed by a conditional update so several instances send one (server/services/auth/login-throttle.ts).
     */
    ceilingMailedAt: tstz(),
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

/**
 * Single-use links that let a person set their password: an invitation (72 hours) or a reset (short).
 * Only the sha256 of the token is stored; a link is spent (`used_at`) or withdrawn (`revoked_at`) once.
 */
export const adminTokens = pgTable(
  'admin_tokens',
  {
    id: pk(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** 'invite' or 'reset'. */
    kind: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
    revokedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_tokens_token_hash_uq').on(t.tokenHash),
    index('admin_tokens_admin_id_idx').on(t.adminId, t.kind),
  ],
);

/**
 * A signed-in session: one per refresh-token family (the id is the family id). The session lookup of every
 * request reads it (auth-service.ts), so ending it here ends the session at once, on every instance.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** The refresh-token family's id, which every access token of the session carries as `fam`. */
    id: uuid().primaryKey(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    userAgent: text(),
    ip: text(),
    createdAt: createdAt(),
    /** Moved at most once a minute (SESSION_TOUCH), so requests do not write. */
    lastSeenAt: tstz().notNull().defaultNow(),
    endedAt: tstz(),
    /** Who or what ended it: an admin's id, or 'idle', 'lifetime', 'refresh_reuse'. */
    endedBy: text(),
    /** The last proof of identity (sign-in, adminConfirmIdentity): step-up reads it (REAUTH_WINDOW_S). */
    reauthenticatedAt: tstz().notNull().defaultNow(),
  },
  (t) => [index('admin_sessions_admin_id_idx').on(t.adminId, t.createdAt)],
);

/** Single-use recovery codes of two-step sign-in, stored as sha256 hex; a used one keeps its used_at. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: pk(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_recovery_codes_admin_id_idx').on(t.adminId)],
);

/** The second step of a sign-in: a short-lived, single-use challenge handed out for a correct password. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: pk(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** sha256 hex of the opaque challenge; the challenge itself is never stored. */
    tokenHash: text().notNull(),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('two_factor_challenges_token_hash_uq').on(t.tokenHash)],
);

/**
 * Failed sign-ins, counted in the database so a restart forgets nothing and every instance counts together
 * (server/services/auth/login-throttle.ts). One row per account and source: `source` is `*` for the account
 * as a whole (unknown devices, all addresses), `ip:<address>` or `device:<id>` for one of them. Counted by
 * one upsert per attempt, so two instances counting at once never lose a failure; rows a day old go.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    /** The email as typed, normalised (whether or not anyone has it), or `two-step:<admin id>` and the like. */
    account: text().notNull(),
    source: text().notNull(),
    /** The count starts afresh once this is older than the rule's window. */
    windowStart: tstz().notNull().defaultNow(),
    failures: integer().notNull().default(0),
    /** Attempts are refused, and not counted, until then. Never more than a minute ahead. */
    lockedUntil: tstz(),
    updatedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.source] }),
    index('sign_in_throttle_updated_at_idx').on(t.updatedAt),
  ],
);

/** Server-wide key/value settings, e.g. the generated token-signing secret. */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  /** Saves of this setting so far (docs/conflicts.md); a key not stored yet is at 0. */
  editVersion: editVersion(),
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
    // An actor with an action or an entity type: two indexes combined in a bitmap cannot stop the count
    // early and read the actor's whole share (48 ms at 1,000,000 rows, bench/report.md); these give the page
    // in order and an index-only count. An action names its entity type, so actor + both uses the first.
    index('audit_logs_admin_action_idx').on(t.adminId, t.action, t.createdAt, t.seq),
    index('audit_logs_admin_entity_idx').on(t.adminId, t.entity, t.createdAt, t.seq),
    uniqueIndex('audit_logs_seq_uq').on(t.seq),
  ],
);
