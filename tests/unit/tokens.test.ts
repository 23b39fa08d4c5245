import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TTL_MS,
  hashRefreshToken,
  newRefreshToken,
  newSecret,
  signAccessToken,
  verifyAccessToken,
} from '../../server/services/auth/tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac-sha256';
const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);
const claims = { sub: '7b0c6c2e-6a53-4b39-9c1f-0d3c2d1f4a10', fam: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9' };

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const sign = (secret: string, unsigned: string) =>
  createHmac('sha256', secret).update(unsigned).digest('base64url');

describe('access tokens', () => {
  it('round-trips its claims with a 15 minute lifetime', () => {
    const { token, expiresAt } = signAccessToken(SECRET, claims, NOW);
    expect(token.split('.')).toHaveLength(3);
    expect(expiresAt.getTime()).toBe(NOW + ACCESS_TTL_MS);
    expect(verifyAccessToken(SECRET, token, NOW)).toEqual({
      ...claims,
      iat: NOW / 1000,
      exp: (NOW + ACCESS_TTL_MS) / 1000,
    });
  });

  it('refuses a token signed with another secret', () => {
    const { token } = signAccessToken('another-secret-of-a-forger-0123456789', claims, NOW);
    expect(verifyAccessToken(SECRET, token, NOW)).toBeNull();
  });

  it('refuses a tampered payload that keeps the old signature', () => {
    const { token } = signAccessToken(SECRET, claims, NOW);
    const [header, payload, sig] = token.split('.') as [string, string, string];
    const original = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const forged = b64({ ...original, sub: '00000000-0000-4000-8000-000000000000' });
    expect(verifyAccessToken(SECRET, `${header}.${forged}.${sig}`, NOW)).toBeNull();
    const longer = b64({ ...original, exp: (original.exp as number) + 86_400 });
    expect(verifyAccessToken(SECRET, `${header}.${longer}.${sig}`, NOW)).toBeNull();
  });

  it('refuses a tampered signature', () => {
    const { token } = signAccessToken(SECRET, claims, NOW);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const flipped = `${token.slice(0, -2)}${last}${token.slice(-1)}`;
    expect(verifyAccessToken(SECRET, flipped, NOW)).toBeNull();
    expect(verifyAccessToken(SECRET, `${token.slice(0, token.lastIndexOf('.'))}.`, NOW)).toBeNull();
  });

  it('refuses a correctly signed token that lives longer than the access lifetime or was issued ahead', () => {
    const header = signAccessToken(SECRET, claims, NOW).token.split('.')[0] ?? '';
    const minted = (iat: number, exp: number) => {
      const unsigned = `${header}.${b64({ ...claims, iat, exp })}`;
      return `${unsigned}.${sign(SECRET, unsigned)}`;
    };
    const iat = NOW / 1000;
    const life = ACCESS_TTL_MS / 1000;
    expect(verifyAccessToken(SECRET, minted(iat, iat + life), NOW)).not.toBeNull();
    expect(verifyAccessToken(SECRET, minted(iat, iat + life + 1), NOW)).toBeNull();
    expect(verifyAccessToken(SECRET, minted(iat - life, iat + 1), NOW)).toBeNull();
    // Within a minute of clock skew between instances, an issue time ahead is accepted; beyond it, not.
    expect(verifyAccessToken(SECRET, minted(iat + 60, iat + 60 + life), NOW)).not.toBeNull();
    expect(verifyAccessToken(SECRET, minted(iat + 61, iat + 61 + life), NOW)).toBeNull();
  });

  it('expires exactly at its expiry time', () => {
    const { token } = signAccessToken(SECRET, claims, NOW);
    expect(verifyAccessToken(SECRET, token, NOW + ACCESS_TTL_MS - 1)).not.toBeNull();
    expect(verifyAccessToken(SECRET, token, NOW + ACCESS_TTL_MS)).toBeNull();
    const old = signAccessToken(SECRET, claims, NOW - 60 * 60 * 1000).token;
    expect(verifyAccessToken(SECRET, old, NOW)).toBeNull();
  });

  it('refuses malformed tokens', () => {
    for (const bad of ['', 'garbage', 'a.b', 'a.b.c', 'a.b.c.d', '...', 'Bearer x.y.z']) {
      expect(verifyAccessToken(SECRET, bad, NOW)).toBeNull();
    }
  });

  it('refuses another algorithm in the header even when the signature matches', () => {
    const { token } = signAccessToken(SECRET, claims, NOW);
    const payload = token.split('.')[1] ?? '';
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}`;
    expect(verifyAccessToken(SECRET, `${none}.`, NOW)).toBeNull();
    expect(verifyAccessToken(SECRET, `${none}.${sign(SECRET, none)}`, NOW)).toBeNull();
  });

  it('refuses correctly signed payloads that are not valid claims', () => {
    const header = signAccessToken(SECRET, claims, NOW).token.split('.')[0] ?? '';
    const exp = NOW / 1000 + 600;
    const payloads = [
      Buffer.from('not json').toString('base64url'),
      b64(null),
      b64('a string'),
      b64({ fam: claims.fam, iat: NOW / 1000, exp }),
      b64({ sub: claims.sub, iat: NOW / 1000, exp }),
      b64({ ...claims, iat: NOW / 1000 }),
      b64({ ...claims, iat: NOW / 1000, exp: String(exp) }),
      b64({ sub: 42, fam: claims.fam, iat: NOW / 1000, exp }),
    ];
    for (const payload of payloads) {
      const unsigned = `${header}.${payload}`;
      expect(verifyAccessToken(SECRET, `${unsigned}.${sign(SECRET, unsigned)}`, NOW)).toBeNull();
    }
    // The same construction with a valid payload is accepted, so the refusals above are about the payload.
    const good = `${header}.${b64({ ...claims, iat: NOW / 1000, exp })}`;
    expect(verifyAccessToken(SECRET, `${good}.${sign(SECRET, good)}`, NOW)).not.toBeNull();
  });
});

describe('refresh tokens and secrets', () => {
  it('are random and long', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newRefreshToken()));
    expect(tokens.size).toBe(50);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(newSecret()).not.toBe(newSecret());
  });

  it('are stored as a sha256 hex digest, never as themselves', () => {
    const t = newRefreshToken();
    expect(hashRefreshToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(t)).toBe(hashRefreshToken(t));
    expect(hashRefreshToken(t)).not.toBe(hashRefreshToken(newRefreshToken()));
    expect(hashRefreshToken(t)).not.toContain(t);
  });
});
