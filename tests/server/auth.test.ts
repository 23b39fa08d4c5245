import { createHmac, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../server/db/schema';
import { ARGON2_OPTIONS } from '../../server/services/auth/auth-service';
import { ACCESS_TTL_MS, signAccessToken, verifyAccessToken } from '../../server/services/auth/tokens';
import { LOGIN_EMAIL_REQUIRED, LOGIN_PASSWORD_REQUIRED } from '../../src/rules/auth';
import { DATABASES, errorCodes, sqlRows, startTestApp, type GqlResponse, type TestApp } from './helpers';
import { roleIdSql } from '../../server/services/auth/roles';
import { SUPPER_ADMIN } from '../../src/rules/permissions';

const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      accessToken
      refreshToken
      expireTokenDate
      expireRefreshTokenDate
      user {
        id
        email
        authority
        isActive
      }
    }
  }
`;
const REFRESH = /* GraphQL */ `
  mutation Refresh($refreshToken: String) {
    adminRefreshToken(refreshToken: $refreshToken) {
      accessToken
      refreshToken
    }
  }
`;
const ME = '{ meAdmin { id email authority } }';
const SIGN_OUT = 'mutation { signOut }';
const BAD_CREDENTIALS_MESSAGE = 'Email or password is incorrect';

interface Session {
  accessToken: string;
  refreshToken: string;
}

function sessionOf(res: GqlResponse, field: 'adminLogin' | 'adminRefreshToken'): Session {
  const s = res.body.data?.[field] as Session | undefined;
  if (!s?.accessToken || !s.refreshToken) throw new Error(`no session in ${JSON.stringify(res.body)}`);
  return s;
}

function setCookies(res: GqlResponse): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
}

function expectUnauthenticated(res: GqlResponse) {
  expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
  expect(res.body.data ?? null).toBeNull();
}

function expectBadCredentials(res: GqlResponse) {
  expect(res.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
    [BAD_CREDENTIALS_MESSAGE, 'BAD_CREDENTIALS'],
  ]);
  expect(res.body.data ?? null).toBeNull();
}

describe.each(DATABASES)('admin authentication on $name', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string) => t.gql(LOGIN, { email, password });
  const me = (token: string) => t.gql(ME, undefined, { token });

  /** A second admin of its own, so lock-outs and deactivation never touch the seeded one. */
  async function createAdmin(label: string) {
    const email = `${label}-${randomBytes(4).toString('hex')}@kar.vn`;
    const password = `Pw-${randomBytes(9).toString('base64url')}`;
    await t.db.insert(admins).values({
      email,
      passwordHash: await hash(password, ARGON2_OPTIONS),
      firstName: 'Test',
      lastName: label,
      roleId: roleIdSql(SUPPER_ADMIN),
    });
    return { email, password };
  }

  async function adminRow(email: string) {
    const [row] = await sqlRows<{
      failed_login_count: number;
      locked_until: Date | string | null;
      is_active: boolean;
    }>(t.db, sql`select failed_login_count, locked_until, is_active from admins where email = ${email}`);
    if (!row) throw new Error(`no admin ${email}`);
    return { ...row, locked_until: row.locked_until === null ? null : new Date(row.locked_until) };
  }

  it('signs in with tokens in the body and httpOnly SameSite=Strict cookies', async () => {
    const before = Date.now();
    const res = await login(t.email, t.password);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const result = res.body.data?.adminLogin as Record<string, unknown> & { user: Record<string, unknown> };
    expect(result.user).toMatchObject({ email: t.email, authority: 'SUPPER_ADMIN', isActive: true });
    expect(typeof result.accessToken).toBe('string');
    expect(typeof result.refreshToken).toBe('string');
    expect(new Date(String(result.expireTokenDate)).getTime()).toBeGreaterThan(before);
    expect(new Date(String(result.expireRefreshTokenDate)).getTime()).toBeGreaterThan(
      new Date(String(result.expireTokenDate)).getTime(),
    );

    const cookies = setCookies(res);
    const access = cookies.find((c) => c.startsWith('kar_at='));
    const refresh = cookies.find((c) => c.startsWith('kar_rt='));
    expect(access).toBeDefined();
    expect(refresh).toBeDefined();
    expect(access).toContain(`kar_at=${String(result.accessToken)};`);
    expect(refresh).toContain(`kar_rt=${String(result.refreshToken)};`);
    for (const c of [access, refresh]) {
      expect(c).toMatch(/;\s*HttpOnly/i);
      expect(c).toMatch(/;\s*SameSite=Strict/i);
    }
    expect(access).toMatch(/;\s*Path=\/(;|$)/);
    expect(refresh).toMatch(/;\s*Path=\/graphql(;|$)/);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const res = await login(`  ${t.email.toUpperCase()} `, t.password);
    expect(res.body.errors).toBeUndefined();
    expect(sessionOf(res, 'adminLogin').accessToken).toBeTruthy();
  });

  it('answers meAdmin with the Bearer token and with the kar_at cookie, and refuses it without either', async () => {
    const { accessToken } = sessionOf(await login(t.email, t.password), 'adminLogin');
    const bearer = await me(accessToken);
    expect(bearer.body.errors).toBeUndefined();
    expect(bearer.body.data?.meAdmin).toMatchObject({ email: t.email, authority: 'SUPPER_ADMIN' });

    const cookie = await t.gql(ME, undefined, { cookie: `kar_at=${accessToken}` });
    expect(cookie.body.errors).toBeUndefined();
    expect(cookie.body.data?.meAdmin).toEqual(bearer.body.data?.meAdmin);

    expectUnauthenticated(await t.gql(ME));
  });

  it('stores passwords as argon2id PHC strings', async () => {
    const rows = await sqlRows<{ email: string; password_hash: string }>(
      t.db,
      sql`select email, password_hash from admins`,
    );
    // Invited staff and the demo team have no password of their own yet: an empty hash, which never verifies.
    const withPassword = rows.filter((r) => r.password_hash !== '');
    expect(withPassword.length).toBeGreaterThan(0);
    for (const row of withPassword) {
      expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(row.password_hash).not.toContain(t.password);
    }
  });

  it('answers a wrong password and an unknown email with the same message and code', async () => {
    const wrong = await login(t.email, `${t.password}x`);
    const unknown = await login(`nobody-${randomBytes(3).toString('hex')}@kar.vn`, t.password);
    expectBadCredentials(wrong);
    expectBadCredentials(unknown);
    expect(wrong.body.errors).toEqual(unknown.body.errors);
    expect(setCookies(wrong).filter((c) => c.startsWith('kar_'))).toEqual([]);
    // A failure followed by a success resets the counter.
    expect(sessionOf(await login(t.email, t.password), 'adminLogin').accessToken).toBeTruthy();
    expect((await adminRow(t.email)).failed_login_count).toBe(0);
  });

  it('signs in nobody whose account has no password of its own (an open invitation, the demo team)', async () => {
    const rows = await sqlRows<{ email: string }>(
      t.db,
      sql`select email from admins where password_hash = ''`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { email } of rows) {
      for (const password of [' ', t.password, 'correct-horse-battery-staple']) {
        expectBadCredentials(await login(email, password));
      }
    }
  });

  it('validates the login input with the form rules', async () => {
    for (const email of ['', '   ']) {
      const res = await login(email, 'whatever');
      expect(res.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
        [LOGIN_EMAIL_REQUIRED, 'BAD_USER_INPUT'],
      ]);
      expect(res.body.errors?.[0]?.message).toBe('Please input your Email!');
    }
    const noPassword = await login(t.email, '');
    expect(noPassword.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      [LOGIN_PASSWORD_REQUIRED, 'BAD_USER_INPUT'],
    ]);
  });

  // Throttling of failed sign-ins: tests/server/login-throttle.test.ts.

  it('rotates refresh tokens and revokes the whole family when a used one comes back', async () => {
    const first = sessionOf(await login(t.email, t.password), 'adminLogin');
    const other = sessionOf(await login(t.email, t.password), 'adminLogin');

    const second = sessionOf(await t.gql(REFRESH, { refreshToken: first.refreshToken }), 'adminRefreshToken');
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.accessToken)).body.data?.meAdmin).toBeTruthy();

    // The new refresh token works once, sent as the kar_rt cookie this time.
    const thirdRes = await t.gql(REFRESH, undefined, { cookie: `kar_rt=${second.refreshToken}` });
    const third = sessionOf(thirdRes, 'adminRefreshToken');
    expect(setCookies(thirdRes).some((c) => c.startsWith(`kar_rt=${third.refreshToken};`))).toBe(true);

    // Replaying a used token is theft: refused, and every token of the family dies with it.
    expectUnauthenticated(await t.gql(REFRESH, { refreshToken: first.refreshToken }));
    expectUnauthenticated(await t.gql(REFRESH, { refreshToken: third.refreshToken }));
    expectUnauthenticated(await me(third.accessToken));
    expectUnauthenticated(await me(second.accessToken));

    // Another sign-in (another family) is untouched.
    expect((await me(other.accessToken)).body.data?.meAdmin).toBeTruthy();
    expect(
      sessionOf(await t.gql(REFRESH, { refreshToken: other.refreshToken }), 'adminRefreshToken'),
    ).toBeTruthy();
  });

  it("keeps a browser's refresh token out of the answer: only its HttpOnly cookie carries it", async () => {
    const browser = { 'sec-fetch-site': 'same-origin' };
    const signedIn = await t.gql(LOGIN, { email: t.email, password: t.password }, { headers: browser });
    const result = signedIn.body.data?.adminLogin as { accessToken: string; refreshToken: string | null };
    expect(result.refreshToken).toBeNull();
    expect((await me(result.accessToken)).body.data?.meAdmin).toBeTruthy();
    const cookie = setCookies(signedIn).find((c) => c.startsWith('kar_rt='));
    expect(cookie).toMatch(/^kar_rt=[^;]+;.*HttpOnly/i);
    const token = cookie?.slice('kar_rt='.length).split(';')[0] ?? '';

    const refreshed = await t.gql(REFRESH, undefined, { cookie: `kar_rt=${token}`, headers: browser });
    const next = refreshed.body.data?.adminRefreshToken as {
      accessToken: string;
      refreshToken: string | null;
    };
    expect(next.refreshToken).toBeNull();
    expect(
      setCookies(refreshed).some((c) => /^kar_rt=[^;]+;/.test(c) && !c.startsWith(`kar_rt=${token};`)),
    ).toBe(true);
    // A client that is not a browser has no cookie jar of its own: it still gets the token in the answer.
    expect(sessionOf(await login(t.email, t.password), 'adminLogin').refreshToken).toBeTruthy();
  });

  it('keeps the session when two tabs refresh with the same token at the same moment', async () => {
    const first = sessionOf(await login(t.email, t.password), 'adminLogin');
    const cookie = `kar_rt=${first.refreshToken}`;
    const both = await Promise.all([
      t.gql(REFRESH, undefined, { cookie }),
      t.gql(REFRESH, undefined, { cookie }),
    ]);
    const answers = both.map((res) => {
      expect(res.body.errors).toBeUndefined();
      return res.body.data?.adminRefreshToken as { accessToken: string; refreshToken: string | null };
    });
    // One answer rotates the token (and sets the cookie both tabs share); the other leaves that cookie be.
    const rotated = answers.filter((a) => a.refreshToken !== null);
    expect(rotated).toHaveLength(1);
    expect(both.filter((res) => setCookies(res).some((c) => c.startsWith('kar_rt='))).length).toBe(1);
    for (const a of answers) expect((await me(a.accessToken)).body.data?.meAdmin).toBeTruthy();
    // The family lives on: the new token refreshes as usual.
    const next = sessionOf(
      await t.gql(REFRESH, { refreshToken: rotated[0]?.refreshToken ?? '' }),
      'adminRefreshToken',
    );
    expect((await me(next.accessToken)).body.data?.meAdmin).toBeTruthy();
    // Now the family has moved on, the first token back again is a copy: the family ends.
    expectUnauthenticated(await t.gql(REFRESH, undefined, { cookie }));
    expectUnauthenticated(await me(next.accessToken));
  });

  it('takes a used token back after the grace for a copy, even before the family moved on', async () => {
    const first = sessionOf(await login(t.email, t.password), 'adminLogin');
    const second = sessionOf(await t.gql(REFRESH, { refreshToken: first.refreshToken }), 'adminRefreshToken');
    await t.db.execute(
      sql`update refresh_tokens set used_at = used_at - interval '11 seconds' where used_at is not null
          and family_id = (select family_id from refresh_tokens order by created_at desc limit 1)`,
    );
    expectUnauthenticated(await t.gql(REFRESH, { refreshToken: first.refreshToken }));
    expectUnauthenticated(await me(second.accessToken));
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    expectUnauthenticated(await t.gql(REFRESH));
    expectUnauthenticated(await t.gql(REFRESH, { refreshToken: '' }));
    expectUnauthenticated(await t.gql(REFRESH, { refreshToken: randomBytes(32).toString('base64url') }));
    expectUnauthenticated(await t.gql(REFRESH, undefined, { cookie: 'kar_rt=garbage' }));

    const s = sessionOf(await login(t.email, t.password), 'adminLogin');
    await t.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 second'
          where family_id = (select family_id from refresh_tokens where used_at is null order by created_at desc limit 1)`,
    );
    const res = await t.gql(REFRESH, { refreshToken: s.refreshToken });
    expectUnauthenticated(res);
    // The refusal ends the session in the browser too: the hint that paints the shell is cleared with the
    // tokens, so the next page paints the login card.
    const cleared = setCookies(res);
    for (const name of ['kar_at', 'kar_rt', 'kar_session']) {
      expect(
        cleared.find((c) => c.startsWith(`${name}=;`)),
        name,
      ).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
  });

  it('refuses an access token the moment it expires, though it was accepted a moment before', async () => {
    const s = sessionOf(await login(t.email, t.password), 'adminLogin');
    const claims = verifyAccessToken(t.auth.secret, s.accessToken);
    if (!claims) throw new Error('the fresh access token did not verify');
    // Signed as if issued a full lifetime ago, less three seconds: it expires within the next three (two at
    // the least, as expiry is kept in whole seconds), time enough to be accepted once first.
    const { token, expiresAt } = signAccessToken(
      t.auth.secret,
      { sub: claims.sub, fam: claims.fam },
      Date.now() - ACCESS_TTL_MS + 3000,
    );
    expect((await me(token)).body.data?.meAdmin).toBeTruthy();
    // Its signature has been checked and remembered; the expiry is still judged on each use.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt.getTime() - Date.now()) + 50));
    expectUnauthenticated(await me(token));
    expect((await me(s.accessToken)).body.data?.meAdmin).toBeTruthy();
  });

  it('refuses a correctly signed access token that lives longer than the access-token lifetime', async () => {
    const s = sessionOf(await login(t.email, t.password), 'adminLogin');
    const claims = verifyAccessToken(t.auth.secret, s.accessToken);
    if (!claims) throw new Error('the fresh access token did not verify');
    /** Signed with the server's own secret, as the server signs, with the lifetime and issue time given. */
    const mint = (iat: number, exp: number) => {
      const unsigned = `${s.accessToken.split('.')[0]}.${Buffer.from(
        JSON.stringify({ sub: claims.sub, fam: claims.fam, iat, exp }),
      ).toString('base64url')}`;
      return `${unsigned}.${createHmac('sha256', t.auth.secret).update(unsigned).digest('base64url')}`;
    };
    const now = Math.floor(Date.now() / 1000);
    const lifetime = ACCESS_TTL_MS / 1000;
    // The lifetime the server issues, to the second, is accepted: the refusals below are the lifetime's.
    expect((await me(mint(now, now + lifetime))).body.data?.meAdmin).toBeTruthy();
    expectUnauthenticated(await me(mint(now, now + lifetime + 1)));
    expectUnauthenticated(await me(mint(now, now + 365 * 24 * 3600)));
    // An issue time ahead of the clock would let a token of the right lifetime live on: refused too.
    expectUnauthenticated(await me(mint(now + 3600, now + 3600 + lifetime)));
    // Asked again, still refused: only tokens that pass every check are remembered as checked.
    expectUnauthenticated(await me(mint(now, now + lifetime + 1)));
    expect((await me(s.accessToken)).body.data?.meAdmin).toBeTruthy();
  });

  it('signOut makes the access token useless at once', async () => {
    const s = sessionOf(await login(t.email, t.password), 'adminLogin');
    const other = sessionOf(await login(t.email, t.password), 'adminLogin');
    expect((await me(s.accessToken)).body.data?.meAdmin).toBeTruthy();

    const out = await t.gql(SIGN_OUT, undefined, { token: s.accessToken });
    expect(out.body.errors).toBeUndefined();
    expect(out.body.data?.signOut).toBe(true);
    const cleared = setCookies(out).filter((c) => c.startsWith('kar_at=') || c.startsWith('kar_rt='));
    expect(cleared).toHaveLength(2);
    for (const c of cleared) expect(c).toMatch(/^kar_(at|rt)=;/);

    expectUnauthenticated(await me(s.accessToken));
    expectUnauthenticated(await t.gql(ME, undefined, { cookie: `kar_at=${s.accessToken}` }));
    expectUnauthenticated(await t.gql(REFRESH, { refreshToken: s.refreshToken }));
    expectUnauthenticated(await t.gql(SIGN_OUT, undefined, { token: s.accessToken }));
    expect((await me(other.accessToken)).body.data?.meAdmin).toBeTruthy();
  });

  it('refuses a deactivated admin everywhere', async () => {
    const a = await createAdmin('inactive');
    const s = sessionOf(await login(a.email, a.password), 'adminLogin');
    expect((await me(s.accessToken)).body.data?.meAdmin).toMatchObject({ email: a.email });

    await t.db.execute(sql`update admins set is_active = false where email = ${a.email}`);
    expectUnauthenticated(await me(s.accessToken));
    expectUnauthenticated(await t.gql(REFRESH, { refreshToken: s.refreshToken }));
    expectBadCredentials(await login(a.email, a.password));
    expect((await adminRow(a.email)).is_active).toBe(false);
  });
});
