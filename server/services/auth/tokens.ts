import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Access tokens are short-lived HMAC-signed claims; nothing about them is stored server-side. */
export const ACCESS_TTL_MS = 15 * 60 * 1000;
/** How far ahead of this clock another instance's may run: an iat later than this is refused. */
export const CLOCK_SKEW_MS = 60 * 1000;
/** Refresh tokens are opaque, stored hashed, and rotate on every use. */
export const REFRESH_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How long after its use a refresh token sent again is taken for a second tab of the same browser rather
 * than a copy (auth-service.ts `refresh`): long enough for two tabs that woke together, short enough that
 * a stolen token is of no use.
 */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;

export interface AccessClaims {
  sub: string;
  /** Refresh-token family the access token was issued with, so sign-out can name it. */
  fam: string;
  iat: number;
  exp: number;
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signAccessToken(secret: string, claims: Omit<AccessClaims, 'iat' | 'exp'>, now = Date.now()) {
  const payload: AccessClaims = {
    ...claims,
    iat: Math.floor(now / 1000),
    exp: Math.floor((now + ACCESS_TTL_MS) / 1000),
  };
  const unsigned = `${HEADER}.${b64url(JSON.stringify(payload))}`;
  const sig = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return { token: `${unsigned}.${sig}`, expiresAt: new Date(payload.exp * 1000) };
}

/**
 * Returns the claims of a well-formed, correctly signed, unexpired token whose lifetime (exp − iat) is no
 * longer than ACCESS_TTL_MS and that was not issued in the future; null for anything else. Both bounds
 * together keep any signed token from living past ACCESS_TTL_MS from now, whoever signed it and whenever:
 * a lifetime alone could be dodged by an iat years ahead.
 */
export function verifyAccessToken(secret: string, token: string, now = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp * 1000 <= now) return null;
  if ((claims.exp - claims.iat) * 1000 > ACCESS_TTL_MS || claims.iat * 1000 > now + CLOCK_SKEW_MS)
    return null;
  return claims;
}

function isClaims(v: unknown): v is AccessClaims {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.sub === 'string' &&
    typeof o.fam === 'string' &&
    typeof o.iat === 'number' &&
    typeof o.exp === 'number'
  );
}

export function newRefreshToken() {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

export function newSecret() {
  return randomBytes(48).toString('base64url');
}
