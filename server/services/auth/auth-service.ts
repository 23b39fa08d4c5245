import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Db } from '../../db/client';
import type { WriteClock } from '../../db/pglite-client';
import { admins, appSettings, refreshTokens, roles } from '../../db/schema';
import { unauthenticated } from '../../graphql/errors';
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
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { syncBuiltInRoles } from './roles';

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
}

// Wrong email, wrong password, locked or deactivated account: one answer, so none can be told apart.
export const invalidCredentials = () =>
  new GraphQLError('Email or password is incorrect', { extensions: { code: 'BAD_CREDENTIALS' } });

/** A throttled sign-in, whether or not the email belongs to anyone. */
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
    /** On PGlite, the clock of every write (server/db/pglite-client.ts): lookups are remembered until it moves. */
    writes?: WriteClock | null;
  } = {},
) {
  const secret = opts.secret ?? (await loadOrCreateSecret(db));
  await syncBuiltInRoles(db);
  const throttle = opts.throttle ?? createLoginThrottle();
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
    })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(
      and(
        eq(admins.id, sql.placeholder('id')),
        sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('fam')}
          and ${refreshTokens.revokedAt} is null)`,
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
    const expireRefreshTokenDate = new Date(now + REFRESH_TTL_MS);
    let refreshToken: string | null = null;
    if (rotate) {
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

  /** `clientAddress` is the caller's address as fastify sees it (TRUST_PROXY decides whom to believe). */
  async function login(
    emailInput: string,
    password: string,
    clientAddress = 'in-process',
  ): Promise<IssuedSession> {
    const email = emailInput.trim().toLowerCase();
    const verdict = throttle.begin(email, clientAddress);
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
    const refuse = () => {
      const locked = throttle.lockedFor(email, clientAddress);
      return locked > 0 ? tooManyAttempts(locked) : invalidCredentials();
    };
    const [row] = await db
      .select()
      .from(admins)
      .where(sql`lower(${admins.email}) = ${email}`)
      .limit(1);
    if (!row) {
      await verify(decoyHash, password).catch(() => false);
      throw refuse();
    }
    const ok = await verify(row.passwordHash, password).catch(() => false);
    // An admin who may use nothing gets no session, and the same answer (and count) as a wrong password.
    if (!ok || !mayUseAdmin(row)) throw refuse();
    throttle.success(email, clientAddress);
    const now = new Date();
    await db
      .update(admins)
      .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now })
      .where(eq(admins.id, row.id));
    return issue(row, crypto.randomUUID());
  }

  /**
   * Rotates a refresh token. A token used twice means it was copied: the whole family is revoked,
   * which signs out both the thief and the admin.
   */
  async function refresh(token: string | undefined): Promise<IssuedSession> {
    if (!token) throw unauthenticated();
    const tokenHash = hashRefreshToken(token);
    const now = new Date();
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!row || row.revokedAt || row.expiresAt <= now) throw unauthenticated();
    const claimed = await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    const concurrent = claimed.length === 0 && (await usedJustNowAndLast(row.id, row.familyId, now));
    if (claimed.length === 0 && !concurrent) {
      await revokeFamily(row.familyId);
      throw unauthenticated();
    }
    const [admin] = await db.select().from(admins).where(eq(admins.id, row.adminId)).limit(1);
    if (!admin || !mayUseAdmin(admin)) throw unauthenticated();
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

  async function revokeFamily(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
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
    return sessionAdmin(claims.sub, claims.fam);
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

  async function sessionAdmin(id: string, familyId: string): Promise<SessionAdmin | null> {
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
    return row ? Object.freeze({ ...row, permissions: Object.freeze([...row.permissions]), familyId }) : null;
  }

  return {
    login,
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
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  // Stored in the database so every API instance signs and checks with the same key.
  await db.insert(appSettings).values({ key: 'auth_secret', value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret')).limit(1);
  if (!row) throw new Error('auth secret could not be stored');
  return row.value;
}
