import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Db } from '../../db/client';
import { admins, appSettings, refreshTokens } from '../../db/schema';
import { unauthenticated } from '../../graphql/errors';
import {
  REFRESH_TTL_MS,
  hashRefreshToken,
  newRefreshToken,
  newSecret,
  signAccessToken,
  verifyAccessToken,
} from './tokens';

export const ACCESS_COOKIE = 'kar_at';
export const REFRESH_COOKIE = 'kar_rt';
/** Consecutive failures before an account is locked, and for how long. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60 * 1000;

// Algorithm.Argon2id is a const enum that isolated modules cannot read; its value is 2.
export const ARGON2_OPTIONS = { algorithm: 2 } as const;

export interface SessionAdmin {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  authority: string;
  familyId: string;
}

type AdminRow = typeof admins.$inferSelect;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  expireTokenDate: Date;
  expireRefreshTokenDate: Date;
  admin: AdminRow;
}

// Wrong email, wrong password, locked or deactivated account: one answer, so none can be told apart.
export const invalidCredentials = () =>
  new GraphQLError('Email or password is incorrect', { extensions: { code: 'BAD_CREDENTIALS' } });

/** The authority every admin operation needs (SPEC §6: menu and access go by SUPPER_ADMIN, spelled so). */
const ADMIN_AUTHORITY = 'SUPPER_ADMIN';

/** Who may hold a session at all: an active admin with ADMIN_AUTHORITY. The guard asks the same per request. */
export const mayUseAdmin = (a: { isActive: boolean; authority: string }) =>
  a.isActive && a.authority === ADMIN_AUTHORITY;

export type AuthService = Awaited<ReturnType<typeof createAuthService>>;

export async function createAuthService(db: Db, opts: { secret?: string } = {}) {
  const secret = opts.secret ?? (await loadOrCreateSecret(db));
  // Verifying against a throwaway hash keeps "no such email" as slow as "wrong password".
  const decoyHash = await hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);

  async function issue(admin: AdminRow, familyId: string, now = Date.now()): Promise<IssuedSession> {
    const refreshToken = newRefreshToken();
    const expireRefreshTokenDate = new Date(now + REFRESH_TTL_MS);
    await db.insert(refreshTokens).values({
      adminId: admin.id,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: expireRefreshTokenDate,
    });
    const access = signAccessToken(secret, { sub: admin.id, fam: familyId }, now);
    return {
      accessToken: access.token,
      refreshToken,
      expireTokenDate: access.expiresAt,
      expireRefreshTokenDate,
      admin,
    };
  }

  async function login(emailInput: string, password: string): Promise<IssuedSession> {
    const email = emailInput.trim().toLowerCase();
    const [row] = await db
      .select()
      .from(admins)
      .where(sql`lower(${admins.email}) = ${email}`)
      .limit(1);
    const now = new Date();
    if (!row || (row.lockedUntil && row.lockedUntil > now)) {
      await verify(decoyHash, password).catch(() => false);
      throw invalidCredentials();
    }
    const ok = await verify(row.passwordHash, password).catch(() => false);
    if (!ok) {
      // One statement, so concurrent failures cannot undercount.
      await db
        .update(admins)
        .set({
          failedLoginCount: sql`${admins.failedLoginCount} + 1`,
          lockedUntil: sql`case when ${admins.failedLoginCount} + 1 >= ${MAX_FAILED_LOGINS}
            then now() + make_interval(secs => ${LOCK_MS / 1000}) else null end`,
        })
        .where(eq(admins.id, row.id));
      throw invalidCredentials();
    }
    // An admin who may use nothing gets no session, and the same answer as a wrong password.
    if (!mayUseAdmin(row)) throw invalidCredentials();
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
    if (claimed.length === 0) {
      await revokeFamily(row.familyId);
      throw unauthenticated();
    }
    const [admin] = await db.select().from(admins).where(eq(admins.id, row.adminId)).limit(1);
    if (!admin || !mayUseAdmin(admin)) throw unauthenticated();
    return issue(admin, row.familyId);
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** The admin behind a request's access token (Bearer header or cookie), or null for anything else. */
  async function adminFromRequest(req: FastifyRequest): Promise<SessionAdmin | null> {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : req.cookies?.[ACCESS_COOKIE];
    if (!token) return null;
    const claims = verifyAccessToken(secret, token);
    if (!claims) return null;
    // A signed-out family stops working at once, not when its access token expires.
    const [row] = await db
      .select({
        id: admins.id,
        email: admins.email,
        firstName: admins.firstName,
        lastName: admins.lastName,
        isActive: admins.isActive,
        authority: admins.authority,
      })
      .from(admins)
      .where(
        and(
          eq(admins.id, claims.sub),
          sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${claims.fam}
            and ${refreshTokens.revokedAt} is null)`,
        ),
      )
      .limit(1);
    return row ? { ...row, familyId: claims.fam } : null;
  }

  return { login, refresh, revokeFamily, adminFromRequest, issue, secret };
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
