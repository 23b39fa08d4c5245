import { randomBytes, randomUUID } from 'node:crypto';
import { isUpkeepRequest } from '../../../src/rules/background';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Db } from '../../db/client';
import type { WriteClock } from '../../db/pglite-client';
import {
  adminRecoveryCodes,
  adminSessions,
  admins,
  appSettings,
  refreshTokens,
  roles,
  twoFactorChallenges,
} from '../../db/schema';
import { unauthenticated } from '../../graphql/errors';
import { writeSecurityAudit } from '../../kit/audit';
import {
  endSession,
  sessionOver,
  sessionPolicyFromEnv,
  signOutSession,
  type SessionPolicy,
} from './sessions';
import {
  CHALLENGE_TTL_MS,
  acceptedStep,
  decryptSecret,
  hashRecoveryCode,
  looksLikeRecoveryCode,
} from './two-factor';
import {
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TTL_MS,
  hashRefreshToken,
  newRefreshToken,
  newSecret,
  signAccessToken,
  verifyAccessToken,
  type AccessClaims,
} from './tokens';
import { createLoginThrottle, type AttemptSource, type LoginThrottle } from './login-throttle';
import { readDevice, signDevice } from './known-device';
import type { MailService } from '../mail/mail-service';
import { ceilingMail } from '../mail/staff-mails';
import { syncBuiltInRoles } from './roles';
import { AUTH_SECRET_MIN, StartupError } from '../../config';

export const ACCESS_COOKIE = 'kar_at';
export const REFRESH_COOKIE = 'kar_rt';
/**
 * Holds no secret ('1'), lives as long as the refresh token and goes to every path, so the server can
 * tell from a page request whether to paint the admin shell or the login card before any script runs
 * (server/http/spa.ts); the refresh cookie itself only goes to /graphql.
 */
export const SESSION_HINT_COOKIE = 'kar_session';

// Algorithm.Argon2id is a const enum that isolated modules cannot read; its value is 2.
export const ARGON2_OPTIONS = { algorithm: 2 } as const;

export interface SessionAdmin {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  /** The admin's role, read with the session on every request: a change applies to the next one. */
  roleId: string;
  roleCode: string;
  roleName: string;
  /** What the role holds (src/rules/permissions.ts); the guard checks each root field against it. */
  permissions: readonly string[];
  familyId: string;
  /** The session's sign-in, last recorded request and last proof of identity (ms since the epoch). */
  sessionStartedAt: number;
  lastSeenAt: number;
  reauthenticatedAt: number;
  /** Two-step sign-in is on for this admin. */
  twoFactorOn: boolean;
  /** The role requires two-step sign-in (roles.two_factor_required). */
  twoFactorRequired: boolean;
}

/** Where a sign-in comes from, recorded on its session (the sessions screen). */
export interface SignInClient {
  ip: string;
  userAgent?: string | undefined;
  /** The `kar_device` cookie as sent (known-device.ts): checked here, trusted only when its signature holds. */
  device?: string | undefined;
}

/** A correct password of an admin with two-step sign-in on: the second step's challenge, no tokens. */
export interface TwoFactorStep {
  twoFactorChallenge: string;
  expiresAt: Date;
}

type AdminRow = typeof admins.$inferSelect;

export interface IssuedSession {
  accessToken: string;
  /**
   * Null when a second tab's refresh, sent at the same moment with the same token, is answered: the first
   * answer's new token is already in the shared cookie, and this one keeps it (see `refresh`).
   */
  refreshToken: string | null;
  expireTokenDate: Date;
  expireRefreshTokenDate: Date;
  admin: AdminRow;
  /** A sign-in's new `kar_device` cookie value: this device is known to this admin from now on. */
  deviceCookie?: string;
}

// Wrong email, wrong password, locked or deactivated account: one answer, so none can be told apart.
export const invalidCredentials = () =>
  new GraphQLError('Email or password is incorrect', { extensions: { code: 'BAD_CREDENTIALS' } });

/** A throttled sign-in, whether or not the email belongs to anyone. */
/** A second step whose challenge expired, was used or never existed: the sign-in starts again. */
export const challengeInvalid = () =>
  new GraphQLError('This sign-in has expired, please sign in again', {
    extensions: { code: 'TWO_FACTOR_CHALLENGE_INVALID' },
  });

/** A wrong, reused or too old code (or recovery code). */
export const badTwoFactorCode = () =>
  new GraphQLError('The code is incorrect or was already used', {
    extensions: { code: 'BAD_TWO_FACTOR_CODE' },
  });

export const tooManyAttempts = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new GraphQLError(`Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, {
    extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterMinutes: minutes },
  });
};

/**
 * Who may hold a session at all: an active admin, whatever their role. What they may do once signed in is
 * the role's permissions, checked field by field (server/graphql/guard.ts).
 */
export const mayUseAdmin = (a: { isActive: boolean }) => a.isActive;

export type AuthService = Awaited<ReturnType<typeof createAuthService>>;

/** Sessions remembered between writes at most (each a few hundred bytes); past it the memo starts again. */
const SESSION_MEMO_LIMIT = 1000;
/** Access tokens whose signature has been checked, kept at most; past it the memo starts again. */
const VERIFIED_TOKEN_LIMIT = 1000;

export async function createAuthService(
  db: Db,
  opts: {
    secret?: string;
    throttle?: LoginThrottle;
    /** Where the email to an account's owner goes when it reaches the sign-in ceiling; none without it. */
    mail?: MailService;
    /** On PGlite, the clock of every write (server/db/pglite-client.ts): lookups are remembered until it moves. */
    writes?: WriteClock | null;
    /** Session lifetimes and the step-up window; from the environment by default (sessions.ts). */
    policy?: SessionPolicy;
  } = {},
) {
  const secret = opts.secret ?? (await loadOrCreateSecret(db));
  const policy = opts.policy ?? sessionPolicyFromEnv();
  await syncBuiltInRoles(db);
  const throttle = opts.throttle ?? createLoginThrottle(db);
  // Verifying against a throwaway hash keeps "no such email" as slow as "wrong password".
  const decoyHash = await hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);

  /*
   * Asked on every request, so prepared once: the SQL is built a single time, and on PostgreSQL each pooled
   * connection parses and plans it once. A signed-out family stops working at once, not when its access
   * token expires, and a change to the admin's row applies to the next request: so on PostgreSQL, where other
   * instances write, the answer is never kept. On PGlite this process makes every write there is, and the
   * answer is kept only until the next one (any write at all: a sign-out, an admin's row, anything else).
   */
  const sessionLookup = db
    .select({
      id: admins.id,
      email: admins.email,
      firstName: admins.firstName,
      lastName: admins.lastName,
      isActive: admins.isActive,
      roleId: roles.id,
      roleCode: roles.code,
      roleName: roles.name,
      permissions: roles.permissions,
      twoFactorRequired: roles.twoFactorRequired,
      twoFactorOn: sql<boolean>`${admins.totpEnabledAt} is not null`,
      sessionStartedAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      reauthenticatedAt: adminSessions.reauthenticatedAt,
    })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .innerJoin(adminSessions, eq(adminSessions.adminId, admins.id))
    .where(
      and(
        eq(admins.id, sql.placeholder('id')),
        eq(adminSessions.id, sql.placeholder('fam')),
        isNull(adminSessions.endedAt),
      ),
    )
    .limit(1)
    .prepare('kar_session_admin');

  /**
   * A session of `familyId`: an access token and, unless `rotate` is false, the family's next refresh token.
   * Not rotating is for a second tab's refresh, whose first tab's answer already set that token in the
   * cookie both share (see `refresh`).
   */
  async function issue(
    admin: AdminRow,
    familyId: string,
    { rotate = true, now = Date.now() }: { rotate?: boolean; now?: number } = {},
  ): Promise<IssuedSession> {
    const expireRefreshTokenDate = new Date(now + Math.min(REFRESH_TTL_MS, policy.maxMs));
    let refreshToken: string | null = null;
    if (rotate) {
      // The session's row, for a family issued without signing in (tests, tools); a sign-in made it already.
      await db
        .insert(adminSessions)
        .values({ id: familyId, adminId: admin.id })
        .onConflictDoNothing({ target: adminSessions.id });
      refreshToken = newRefreshToken();
      await db.insert(refreshTokens).values({
        adminId: admin.id,
        familyId,
        tokenHash: hashRefreshToken(refreshToken),
        expiresAt: expireRefreshTokenDate,
      });
    }
    const access = signAccessToken(secret, { sub: admin.id, fam: familyId }, now);
    return {
      accessToken: access.token,
      refreshToken,
      expireTokenDate: access.expiresAt,
      expireRefreshTokenDate,
      admin,
    };
  }

  /**
   * Checks an email and password. Answers the session, or, for an admin with two-step sign-in on, the
   * challenge of the second step (verifyTwoFactor). `client.ip` is the caller's address as fastify sees it
   * (TRUST_PROXY decides whom to believe).
   */
  async function signIn(
    emailInput: string,
    password: string,
    client: SignInClient = { ip: 'in-process' },
  ): Promise<IssuedSession | TwoFactorStep> {
    const email = emailInput.trim().toLowerCase();
    // What the audit rows keep of the email tried: no address is longer (RFC 5321).
    const emailTried = email.slice(0, 254);
    const [row] = await db
      .select()
      .from(admins)
      .where(sql`lower(${admins.email}) = ${email}`)
      .limit(1);
    // Only a device this very admin signed in on is known; an unknown email never has one.
    const source = sourceOf(client, row?.id);
    const verdict = await throttle.begin(email, source);
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
    const refuse = async () => {
      await writeSecurityAudit(db, null, {
        entity: 'admin',
        verb: 'sign_in_fail',
        entityId: row?.id ?? null,
        after: { email: emailTried },
      });
      if (verdict.ceilingReached) await ceilingReached(row, { email: emailTried });
      return verdict.lockMsIfFailed > 0 ? tooManyAttempts(verdict.lockMsIfFailed) : invalidCredentials();
    };
    if (!row) {
      await verify(decoyHash, password).catch(() => false);
      throw await refuse();
    }
    const ok = await verify(row.passwordHash, password).catch(() => false);
    // An admin who may use nothing gets no session, and the same answer (and count) as a wrong password.
    if (!ok || !mayUseAdmin(row)) throw await refuse();
    await throttle.success(email, source, verdict.countedOnAccount);
    if (row.totpEnabledAt && row.totpSecret) {
      const challenge = newRefreshToken();
      const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
      await db.insert(twoFactorChallenges).values({
        adminId: row.id,
        tokenHash: hashRefreshToken(challenge),
        expiresAt,
      });
      return { twoFactorChallenge: challenge, expiresAt };
    }
    return startSession(row, client, 'password');
  }

  /** signIn for an admin without two-step sign-in (tools, benches, tests): the session or an error. */
  async function login(email: string, password: string, client?: SignInClient): Promise<IssuedSession> {
    const outcome = await signIn(email, password, client);
    if ('twoFactorChallenge' in outcome) throw new Error('this admin signs in with a second step');
    return outcome;
  }

  /**
   * Where an attempt on `adminId`'s account comes from for the throttle: the device, when the request
   * carries a `kar_device` cookie this server signed for that admin; else the client's address.
   */
  function sourceOf(client: SignInClient, adminId: string | undefined): AttemptSource {
    const device = readDevice(secret, client.device);
    return device && adminId && device.adminId === adminId
      ? { device: device.deviceId }
      : { address: client.ip };
  }

  /**
   * An account reached its sign-in ceiling (once per window): one audit row, and, at most once an hour
   * whichever instance counts, an email to the owner. The mail is delivered after the answer, so the time
   * taken says nothing about whether the account exists.
   */
  async function ceilingReached(row: AdminRow | undefined, tried: Record<string, string>) {
    const mail = opts.mail;
    const emailed = mail && row?.isActive ? await throttle.claimCeilingMail(row.id) : false;
    const mailId = await db.transaction(async (tx) => {
      await writeSecurityAudit(tx, null, {
        entity: 'admin',
        verb: 'throttle_ceiling',
        entityId: row?.id ?? null,
        after: { ...tried, ceiling: throttle.rules.accountCeiling, emailed },
      });
      if (!emailed || !mail || !row) return null;
      const name = `${row.firstName} ${row.lastName}`.trim() || row.email;
      return mail.enqueue(tx, {
        to: row.email,
        ...ceilingMail(name, throttle.rules.accountCeiling, throttle.rules.lockMs / 60_000),
      });
    });
    if (mailId && mail) void mail.deliver(mailId).catch(() => undefined);
  }

  /** A new session for a proven admin: its row, its first tokens, the sign-in's audit row. */
  async function startSession(
    row: AdminRow,
    client: SignInClient,
    method: 'password' | 'code' | 'recovery_code',
  ): Promise<IssuedSession> {
    const now = new Date();
    const familyId = randomUUID();
    await db.insert(adminSessions).values({
      id: familyId,
      adminId: row.id,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
      createdAt: now,
      lastSeenAt: now,
      // Signing in counts as proving who one is (step-up, REAUTH_WINDOW_S).
      reauthenticatedAt: now,
    });
    await db
      .update(admins)
      .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now })
      .where(eq(admins.id, row.id));
    await writeSecurityAudit(db, row.id, {
      entity: 'admin',
      verb: 'sign_in',
      entityId: row.id,
      after: { sessionId: familyId, method },
    });
    const session = await issue(row, familyId, { now: now.getTime() });
    // Known from now on (or again, for another year): the same device id when it was known already.
    const known = readDevice(secret, client.device);
    const deviceId = known && known.adminId === row.id ? known.deviceId : undefined;
    return { ...session, deviceCookie: signDevice(secret, row.id, deviceId, now.getTime()) };
  }

  /**
   * The second step: a live challenge and a code of the admin's authenticator (this 30-second step or the
   * one before, later than the last accepted) or one of their unused recovery codes. Throttled as signing
   * in is, per admin and address. The challenge is used up only by a right code, so a typo can be retyped.
   */
  async function verifyTwoFactor(
    challenge: string,
    code: string,
    client: SignInClient = { ip: 'in-process' },
  ): Promise<IssuedSession> {
    const challengeHash = hashRefreshToken(challenge);
    const [pending] = await db
      .select()
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.tokenHash, challengeHash),
          isNull(twoFactorChallenges.usedAt),
          gt(twoFactorChallenges.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!pending) throw challengeInvalid();
    const throttleKey = `two-step:${pending.adminId}`;
    const source = sourceOf(client, pending.adminId);
    const verdict = await throttle.begin(throttleKey, source);
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
    const [row] = await db.select().from(admins).where(eq(admins.id, pending.adminId)).limit(1);
    if (!row || !mayUseAdmin(row) || !row.totpSecret || !row.totpEnabledAt) throw challengeInvalid();
    const method = await useSecondFactor(row, code);
    if (!method) {
      await writeSecurityAudit(db, null, {
        entity: 'admin',
        verb: 'sign_in_fail',
        entityId: row.id,
        after: { email: row.email, step: 'two-step code' },
      });
      if (verdict.ceilingReached) await ceilingReached(row, { email: row.email, step: 'two-step code' });
      throw verdict.lockMsIfFailed > 0 ? tooManyAttempts(verdict.lockMsIfFailed) : badTwoFactorCode();
    }
    // Single use: of two right answers at once, one signs in.
    const claimed = await db
      .update(twoFactorChallenges)
      .set({ usedAt: new Date() })
      .where(and(eq(twoFactorChallenges.id, pending.id), isNull(twoFactorChallenges.usedAt)))
      .returning({ id: twoFactorChallenges.id });
    if (claimed.length === 0) throw challengeInvalid();
    await throttle.success(throttleKey, source, verdict.countedOnAccount);
    return startSession(row, client, method);
  }

  /**
   * Uses a code of `row`'s second factor: a six-digit code, whose step is stored so it is refused again
   * (a conditional update, so two requests with one code cannot both pass), or a recovery code, marked
   * used (with its own audit row). Answers how the admin proved it, or null.
   */
  async function useSecondFactor(row: AdminRow, code: string): Promise<'code' | 'recovery_code' | null> {
    if (!row.totpSecret) return null;
    if (looksLikeRecoveryCode(code)) {
      const used = await db
        .update(adminRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(adminRecoveryCodes.adminId, row.id),
            eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
            isNull(adminRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: adminRecoveryCodes.id });
      if (used.length === 0) return null;
      const [left] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(adminRecoveryCodes)
        .where(and(eq(adminRecoveryCodes.adminId, row.id), isNull(adminRecoveryCodes.usedAt)));
      await writeSecurityAudit(db, row.id, {
        entity: 'admin',
        verb: 'recovery_code_use',
        entityId: row.id,
        after: { recoveryCodesLeft: left?.n ?? 0 },
      });
      return 'recovery_code';
    }
    const step = acceptedStep(decryptSecret(secret, row.totpSecret), code, row.totpLastStep);
    if (step === null) return null;
    const taken = await db
      .update(admins)
      .set({ totpLastStep: step })
      .where(
        and(eq(admins.id, row.id), sql`(${admins.totpLastStep} is null or ${admins.totpLastStep} < ${step})`),
      )
      .returning({ id: admins.id });
    return taken.length > 0 ? 'code' : null;
  }

  /**
   * Rotates a refresh token. A token used twice means it was copied: the whole family is revoked,
   * which signs out both the thief and the admin.
   */
  async function refresh(
    token: string | undefined,
    opts: { activity?: boolean } = {},
  ): Promise<IssuedSession> {
    if (!token) throw unauthenticated();
    const tokenHash = hashRefreshToken(token);
    const now = new Date();
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!row || row.revokedAt || row.expiresAt <= now) throw unauthenticated();
    const [session] = await db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.id, row.familyId))
      .limit(1);
    if (!session || session.endedAt) throw unauthenticated();
    const over = sessionOver(session, policy, now.getTime());
    if (over) {
      await endSession(db, row.familyId, { by: over });
      throw unauthenticated();
    }
    const claimed = await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    const concurrent = claimed.length === 0 && (await usedJustNowAndLast(row.id, row.familyId, now));
    if (claimed.length === 0 && !concurrent) {
      await endSession(db, row.familyId, { by: 'refresh_reuse', verb: 'refresh_reuse' });
      throw unauthenticated();
    }
    const [admin] = await db.select().from(admins).where(eq(admins.id, row.adminId)).limit(1);
    if (!admin || !mayUseAdmin(admin)) throw unauthenticated();
    // A refresh answers a call the admin made (the SPA refreshes when a call is refused), so it counts,
    // unless that call was the page's own upkeep (`activity` false, src/lib/admin-input.ts): a tab left open
    // renews its access token for a menu count and still reaches the idle limit.
    if (!concurrent && opts.activity !== false) await touch(row.familyId, now.getTime());
    return issue(admin, row.familyId, { rotate: !concurrent });
  }

  /**
   * A used refresh token back again is taken for theft, unless two tabs of one browser sent it at the same
   * moment (both read the cookie before either answer came back): it was used within the last
   * REFRESH_REUSE_GRACE_MS, the family is live, and no later token of the family has been used since, so
   * the one other holder of its successor has not moved on yet. A copy replayed later, or after the
   * family has refreshed again, still revokes the family.
   */
  async function usedJustNowAndLast(id: string, familyId: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, id))
      .limit(1);
    if (!row?.usedAt || row.revokedAt) return false;
    if (now.getTime() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) return false;
    const [later] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), gt(refreshTokens.usedAt, row.usedAt)))
      .limit(1);
    return !later;
  }

  /** Signing out: the session of `familyId` ends (and its refresh tokens with it). */
  async function signOut(admin: SessionAdmin) {
    await signOutSession(db, admin.id, admin.familyId);
    seen.delete(admin.familyId);
  }

  /**
   * When this instance last recorded a request of each session: `last_seen_at` moves at most every
   * policy.touchMs (a write per minute, not per request), and this instance's own requests count at once.
   */
  let seen = new Map<string, number>();
  async function touch(familyId: string, now: number) {
    if (seen.size >= SESSION_MEMO_LIMIT * 10) seen = new Map();
    seen.set(familyId, now);
    await db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(adminSessions.id, familyId), isNull(adminSessions.endedAt)));
  }

  /**
   * A looked-up session judged now: null once past SESSION_MAX_HOURS or SESSION_IDLE_MINUTES (it is
   * then ended, once, with its audit row), and its last-seen time moved when it is older than touchMs.
   * Judged on every use, so a remembered answer (the PGlite memo) expires on time too.
   */
  async function judged(found: SessionAdmin | null, activity = true): Promise<SessionAdmin | null> {
    if (!found) return null;
    const now = Date.now();
    const lastSeenAt = Math.max(found.lastSeenAt, seen.get(found.familyId) ?? 0);
    const over = sessionOver({ createdAt: found.sessionStartedAt, lastSeenAt }, policy, now);
    if (over) {
      await endSession(db, found.familyId, { by: over });
      return null;
    }
    if (activity && now - lastSeenAt >= policy.touchMs) {
      seen.set(found.familyId, now);
      // Not awaited: the request does not wait for its bookkeeping; a failed write is tried next minute.
      touch(found.familyId, now).catch(() => seen.delete(found.familyId));
    }
    return found;
  }

  /** The admin proved who they are again (adminConfirmIdentity): step-up counts from now. */
  async function confirmIdentity(admin: SessionAdmin, password: string, code: string | null | undefined) {
    const [row] = await db.select().from(admins).where(eq(admins.id, admin.id)).limit(1);
    if (!row) throw unauthenticated();
    // The session is the source: whoever holds it signed in already, so no account-wide ceiling applies.
    const source = { device: `session:${admin.familyId}` };
    const verdict = await throttle.begin(`confirm:${row.id}`, source);
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
    const passwordOk = await verify(row.passwordHash, password).catch(() => false);
    if (!passwordOk)
      throw new GraphQLError('The password is incorrect', { extensions: { code: 'BAD_CREDENTIALS' } });
    if (row.totpEnabledAt && (!code || !(await useSecondFactor(row, code)))) throw badTwoFactorCode();
    await throttle.success(`confirm:${row.id}`, source, verdict.countedOnAccount);
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(adminSessions)
        .set({ reauthenticatedAt: now, lastSeenAt: now })
        .where(eq(adminSessions.id, admin.familyId));
      await writeSecurityAudit(tx, admin.id, {
        entity: 'admin_session',
        verb: 'confirm_identity',
        entityId: admin.familyId,
        after: { at: now.toISOString() },
      });
    });
  }

  /** Tokens' families are revoked through the sessions they belong to (sessions.ts); kept for tools. */
  async function revokeFamily(familyId: string) {
    await endSession(db, familyId, { by: 'system' });
  }

  /** The admin behind a request's access token (Bearer header or cookie), or null for anything else. */
  async function adminFromRequest(req: FastifyRequest): Promise<SessionAdmin | null> {
    return (await sessionOfRequest(req)) ?? null;
  }

  /**
   * The session lookup for a request's access token, started but not awaited; null when there is no token
   * or it is forged, malformed or expired (checked here, without the database), so such a token never
   * starts any work. The lookup itself answers null once the family is signed out.
   */
  function sessionOfRequest(req: FastifyRequest): Promise<SessionAdmin | null> | null {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : req.cookies?.[ACCESS_COOKIE];
    if (!token) return null;
    const claims = verifiedClaims(token);
    if (!claims) return null;
    return sessionAdmin(claims.sub, claims.fam, !isUpkeepRequest(req.headers));
  }

  /**
   * A token's claims once its signature has been checked: the SPA sends the same token with every request
   * for its 15 minutes, and its HMAC cost about 0.04 ms of a 1.2 ms members-list request (bench/report.md).
   * Only tokens that passed are kept, and expiry is judged again on every use, so a forged or expired one
   * is refused exactly as before.
   */
  let verified = new Map<string, AccessClaims>();
  function verifiedClaims(token: string): AccessClaims | null {
    const known = verified.get(token);
    if (known) return known.exp * 1000 > Date.now() ? known : null;
    const claims = verifyAccessToken(secret, token);
    if (!claims) return null;
    if (verified.size >= VERIFIED_TOKEN_LIMIT) verified = new Map();
    verified.set(token, claims);
    return claims;
  }

  /** The active session's admin for an access token's subject and family, or null once signed out. */
  let memo: { at: number; sessions: Map<string, SessionAdmin | null> } = { at: -1, sessions: new Map() };

  /** `activity` false: the page's own upkeep (BACKGROUND_HEADER, src/rules/background.ts) keeps no session alive. */
  async function sessionAdmin(id: string, familyId: string, activity = true): Promise<SessionAdmin | null> {
    return judged(await rememberedSession(id, familyId), activity);
  }

  async function rememberedSession(id: string, familyId: string): Promise<SessionAdmin | null> {
    const writes = opts.writes;
    if (!writes) return lookUpAfterThisTurn(id, familyId);
    const key = `${id} ${familyId}`;
    const at = writes.now();
    if (memo.at !== at) memo = { at, sessions: new Map() };
    const known = memo.sessions.get(key);
    if (known !== undefined) return known;
    const found = await lookUpSession(id, familyId);
    // Kept only if nothing was written while it was read.
    if (writes.now() === at && memo.at === at) {
      if (memo.sessions.size >= SESSION_MEMO_LIMIT) memo.sessions.clear();
      memo.sessions.set(key, found);
    }
    return found;
  }

  /**
   * The lookup on PostgreSQL, sent once the work already under way in this turn of the event loop has sent
   * its own statements. A query's first statement is sent within the turn its context is built (the pool
   * hands out an idle client on the next tick), so it goes first and the lookup follows it, still beside it:
   * sent first, the lookup's own work (building, sending, the pool) lay on the list's path and cost a members
   * list 0.03–0.12 ms of its 0.8–0.9 ms (bench/report.md, "The session lookup after the query's first
   * statement"). Nothing is released before the lookup answers either way (server/graphql/session-gate.ts).
   */
  function lookUpAfterThisTurn(id: string, familyId: string): Promise<SessionAdmin | null> {
    return new Promise((resolve, reject) => {
      setImmediate(() => lookUpSession(id, familyId).then(resolve, reject));
    });
  }

  async function lookUpSession(id: string, familyId: string): Promise<SessionAdmin | null> {
    const [row] = await sessionLookup.execute({ id, fam: familyId });
    // Frozen: one answer may serve many requests.
    return row
      ? Object.freeze({
          ...row,
          permissions: Object.freeze([...row.permissions]),
          familyId,
          sessionStartedAt: new Date(row.sessionStartedAt).getTime(),
          lastSeenAt: new Date(row.lastSeenAt).getTime(),
          reauthenticatedAt: new Date(row.reauthenticatedAt).getTime(),
        })
      : null;
  }

  return {
    signIn,
    login,
    verifyTwoFactor,
    useSecondFactor,
    confirmIdentity,
    signOut,
    policy,
    refresh,
    revokeFamily,
    adminFromRequest,
    sessionOfRequest,
    sessionAdmin,
    /** The same as sessionAdmin, always asking the database (the start-up warm-up runs the statement itself). */
    lookUpSession,
    issue,
    secret,
  };
}

async function loadOrCreateSecret(db: Db): Promise<string> {
  const fromEnv = process.env.AUTH_SECRET;
  if (fromEnv && fromEnv.length >= AUTH_SECRET_MIN) return fromEnv;
  // Set but too short: refused, never silently replaced by a generated one (server/config.ts).
  if (fromEnv) {
    throw new StartupError(`AUTH_SECRET is refused: it must be at least ${AUTH_SECRET_MIN} characters.`);
  }
  // Stored in the database so every API instance signs and checks with the same key.
  await db.insert(appSettings).values({ key: 'auth_secret', value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret')).limit(1);
  if (!row) throw new Error('auth secret could not be stored');
  return row.value;
}
