import { BACKGROUND_HEADERS } from '../../src/rules/background';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, transferRequests, users } from '../../server/db/schema';
import {
  acceptedStep,
  newTotpSecret,
  totpCode,
  totpStep,
  TOTP_PERIOD_S,
} from '../../server/services/auth/two-factor';
import { endSessionsOf } from '../../server/services/auth/sessions';
import {
  addAdminWithRole,
  DATABASES,
  sqlRows,
  startTestApp,
  type GqlResponse,
  type TestApp,
} from './helpers';

const LOGIN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      accessToken
      refreshToken
      twoFactorRequired
      twoFactorChallenge
      user {
        email
      }
    }
  }
`;
const VERIFY = /* GraphQL */ `
  mutation ($challenge: String!, $code: String!) {
    adminVerifyTwoFactor(challenge: $challenge, code: $code) {
      accessToken
      refreshToken
      twoFactorRequired
      user {
        email
        twoFactorEnabled
      }
    }
  }
`;
const ME = '{ meAdmin { email twoFactorEnabled twoFactorRequired } }';
const START = 'mutation { adminStartTwoFactor { secret otpauthUrl } }';
const CONFIRM = 'mutation ($code: String!) { adminConfirmTwoFactor(code: $code) { recoveryCodes } }';
const DISABLE = 'mutation ($p: String!, $c: String!) { adminDisableTwoFactor(password: $p, code: $c) }';
const SESSIONS = '{ adminListMySessions { id current userAgent browser system ip createdAt lastSeenAt } }';
const REFRESH = 'mutation ($t: String) { adminRefreshToken(refreshToken: $t) { accessToken refreshToken } }';
const CONFIRM_IDENTITY =
  'mutation ($p: String!, $c: String) { adminConfirmIdentity(password: $p, code: $c) }';
const DECIDE = /* GraphQL */ `
  mutation ($id: ID!) {
    adminUpdateUserTransferRequest(id: $id, approve: true) {
      status
    }
  }
`;
const SEND_ALL = /* GraphQL */ `
  mutation ($k: String!) {
    adminSendNotification(
      userIds: []
      titleVi: "Thông báo"
      titleEn: "Notice"
      contentVi: "Nội dung"
      contentEn: "Content"
      role: SELLERS
      idempotencyKey: $k
    ) {
      id
    }
  }
`;

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits out the last two seconds of a 30-second step, so the server judges the same step as the test. */
async function midStep() {
  const into = (Date.now() / 1000) % TOTP_PERIOD_S;
  if (into > TOTP_PERIOD_S - 2) await sleep((TOTP_PERIOD_S - into + 0.2) * 1000);
}

const codes = (res: GqlResponse) => (res.body.errors ?? []).map((e) => e.extensions?.code);
const dataOf = <T>(res: GqlResponse, field: string) => {
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data?.[field] as T;
};

describe('TOTP codes (RFC 6238 through otpauth)', () => {
  it('accepts the current step and the one before, never an older one nor one at or before the last used', () => {
    const secret = newTotpSecret();
    const at = 1_800_000_000_000;
    const step = totpStep(at);
    expect(acceptedStep(secret, totpCode(secret, step), null, at)).toBe(step);
    expect(acceptedStep(secret, totpCode(secret, step - 1), null, at)).toBe(step - 1);
    expect(acceptedStep(secret, totpCode(secret, step - 2), null, at)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, step + 1), null, at)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, step), step, at)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, step - 1), step - 1, at)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, step), step - 1, at)).toBe(step);
    expect(acceptedStep(secret, 'abc123', null, at)).toBeNull();
  });
});

describe.each(DATABASES)('two-step sign-in, sessions and step-up on $name', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (token: string) => ({ token });

  async function auditCount(action: string, entityId: string) {
    const [row] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_logs where action = ${action} and entity_id = ${entityId}`,
    );
    return row?.n ?? 0;
  }

  /** An admin with two-step sign-in on: its secret and recovery codes. */
  async function withTwoStep(roleCode = 'SUPPER_ADMIN') {
    const a = await addAdminWithRole(t, roleCode);
    const started = dataOf<{ secret: string; otpauthUrl: string }>(
      await t.gql(START, undefined, as(a.token)),
      'adminStartTwoFactor',
    );
    await midStep();
    const confirmed = dataOf<{ recoveryCodes: string[] }>(
      await t.gql(CONFIRM, { code: totpCode(started.secret, totpStep()) }, as(a.token)),
      'adminConfirmTwoFactor',
    );
    return {
      ...a,
      secret: started.secret,
      otpauthUrl: started.otpauthUrl,
      recovery: confirmed.recoveryCodes,
    };
  }

  async function challengeOf(a: { email: string; password: string }) {
    const res = await t.gql(LOGIN, { email: a.email, password: a.password });
    const out = dataOf<{
      accessToken: string | null;
      twoFactorRequired: boolean;
      twoFactorChallenge: string;
    }>(res, 'adminLogin');
    expect(out.accessToken).toBeNull();
    expect(out.twoFactorRequired).toBe(true);
    expect(res.headers['set-cookie']).toBeUndefined();
    return out.twoFactorChallenge;
  }

  it('turns two-step sign-in on: the secret once, ten recovery codes stored hashed, the secret encrypted', async () => {
    const a = await withTwoStep();
    expect(a.otpauthUrl).toMatch(/^otpauth:\/\/totp\/KAR%20Admin:.+\?.*secret=/);
    expect(a.recovery).toHaveLength(10);
    expect(new Set(a.recovery).size).toBe(10);
    const [row] = await sqlRows<{ totp_secret: string; codes: string[] }>(
      t.db,
      sql`select a.totp_secret, array(select code_hash from admin_recovery_codes r where r.admin_id = a.id) as codes
          from admins a where a.id = ${a.id}`,
    );
    expect(row?.totp_secret).not.toContain(a.secret);
    expect(row?.codes).toHaveLength(10);
    for (const code of a.recovery) expect(row?.codes).not.toContain(code);
    const me = dataOf<{ twoFactorEnabled: boolean }>(await t.gql(ME, undefined, as(a.token)), 'meAdmin');
    expect(me.twoFactorEnabled).toBe(true);
    // Never answered again once on.
    expect(codes(await t.gql(START, undefined, as(a.token)))).toEqual(['CONFLICT']);
    expect(await auditCount('admin.two_factor_on', a.id)).toBe(1);
  });

  it('signs in with a code of the step before; the same code is refused again, a later one accepted', async () => {
    const a = await withTwoStep();
    await midStep();
    const step = totpStep();
    // As if the last sign-in was two steps ago, so the step before is still unused.
    await t.db.execute(sql`update admins set totp_last_step = ${step - 2} where id = ${a.id}`);
    const before = totpCode(a.secret, step - 1);

    const ok = await t.gql(VERIFY, { challenge: await challengeOf(a), code: before });
    const session = dataOf<{ accessToken: string; twoFactorRequired: boolean; user: { email: string } }>(
      ok,
      'adminVerifyTwoFactor',
    );
    expect(session.twoFactorRequired).toBe(false);
    expect(session.user.email).toBe(a.email);
    // Known to the sign-in throttle from the second step on (the first step set no cookie at all).
    const set = ([] as unknown[]).concat(ok.headers['set-cookie'] ?? []).map(String);
    expect(set.some((c) => c.startsWith('kar_device='))).toBe(true);
    expect(
      dataOf<{ email: string }>(await t.gql(ME, undefined, as(session.accessToken)), 'meAdmin').email,
    ).toBe(a.email);

    const again = await t.gql(VERIFY, { challenge: await challengeOf(a), code: before });
    expect(codes(again)).toEqual(['BAD_TWO_FACTOR_CODE']);
    const older = await t.gql(VERIFY, {
      challenge: await challengeOf(a),
      code: totpCode(a.secret, step - 2),
    });
    expect(codes(older)).toEqual(['BAD_TWO_FACTOR_CODE']);

    await midStep();
    const now = await t.gql(VERIFY, {
      challenge: await challengeOf(a),
      code: totpCode(a.secret, totpStep()),
    });
    expect(dataOf<{ accessToken: string }>(now, 'adminVerifyTwoFactor').accessToken).toBeTruthy();
    expect(await auditCount('admin.sign_in_fail', a.id)).toBe(2);
  });

  it('takes a recovery code once, in any case and without its dash', async () => {
    const a = await withTwoStep();
    const code = a.recovery[3] ?? '';
    const typed = code.toUpperCase().replace('-', '');
    const ok = await t.gql(VERIFY, { challenge: await challengeOf(a), code: typed });
    expect(dataOf<{ accessToken: string }>(ok, 'adminVerifyTwoFactor').accessToken).toBeTruthy();
    const again = await t.gql(VERIFY, { challenge: await challengeOf(a), code });
    expect(codes(again)).toEqual(['BAD_TWO_FACTOR_CODE']);
    expect(await auditCount('admin.recovery_code_use', a.id)).toBe(1);
  });

  it('refuses an expired challenge and a used one', async () => {
    const a = await withTwoStep();
    const expired = await challengeOf(a);
    await t.db.execute(sql`update two_factor_challenges set expires_at = now() - interval '1 second'
      where admin_id = ${a.id}`);
    await midStep();
    const late = await t.gql(VERIFY, { challenge: expired, code: totpCode(a.secret, totpStep()) });
    expect(codes(late)).toEqual(['TWO_FACTOR_CHALLENGE_INVALID']);

    const challenge = await challengeOf(a);
    const first = await t.gql(VERIFY, { challenge, code: a.recovery[0] ?? '' });
    expect(dataOf<{ accessToken: string }>(first, 'adminVerifyTwoFactor').accessToken).toBeTruthy();
    const replay = await t.gql(VERIFY, { challenge, code: a.recovery[1] ?? '' });
    expect(codes(replay)).toEqual(['TWO_FACTOR_CHALLENGE_INVALID']);
    expect(codes(await t.gql(VERIFY, { challenge: 'made-up', code: '123456' }))).toEqual([
      'TWO_FACTOR_CHALLENGE_INVALID',
    ]);
  });

  it('turns it off only with the password and a code', async () => {
    const a = await withTwoStep();
    const wrong = await t.gql(DISABLE, { p: 'not-the-password', c: a.recovery[0] }, as(a.token));
    expect(wrong.body.errors?.[0]?.extensions?.field).toBe('password');
    const badCode = await t.gql(DISABLE, { p: a.password, c: '000000' }, as(a.token));
    expect(codes(badCode)).toEqual(['BAD_TWO_FACTOR_CODE']);
    const off = await t.gql(DISABLE, { p: a.password, c: a.recovery[0] }, as(a.token));
    expect(dataOf<boolean>(off, 'adminDisableTwoFactor')).toBe(true);
    const login = dataOf<{ accessToken: string; twoFactorRequired: boolean }>(
      await t.gql(LOGIN, { email: a.email, password: a.password }),
      'adminLogin',
    );
    expect(login.twoFactorRequired).toBe(false);
    expect(login.accessToken).toBeTruthy();
    expect(await auditCount('admin.two_factor_off', a.id)).toBe(1);
  });

  it('turning it off is no way to guess the password or the code: five tries per 15 minutes, then a wait', async () => {
    const a = await withTwoStep();
    for (let i = 0; i < 3; i++) {
      const wrong = await t.gql(DISABLE, { p: `guess-${String(i)}`, c: a.recovery[0] }, as(a.token));
      expect(wrong.body.errors?.[0]?.extensions?.field).toBe('password');
    }
    for (const c of ['000000', '111111']) {
      expect(codes(await t.gql(DISABLE, { p: a.password, c }, as(a.token)))).toEqual(['BAD_TWO_FACTOR_CODE']);
    }
    // The sixth, right in every part, waits; nothing was turned off and the recovery code is unused.
    const sixth = await t.gql(DISABLE, { p: a.password, c: a.recovery[0] }, as(a.token));
    expect(codes(sixth)).toEqual(['TOO_MANY_ATTEMPTS']);
    expect(await auditCount('admin.two_factor_off', a.id)).toBe(0);
    expect(await auditCount('admin.recovery_code_use', a.id)).toBe(0);
    // Counted in the database (with changing one's password): a window later it goes through.
    await t.db.execute(sql`update sign_in_throttle set window_start = window_start - interval '16 minutes'
      where account = 'limit:current-password' and source = ${a.id}`);
    expect(
      dataOf<boolean>(
        await t.gql(DISABLE, { p: a.password, c: a.recovery[0] }, as(a.token)),
        'adminDisableTwoFactor',
      ),
    ).toBe(true);
  });

  it('a role that requires it: nothing but the setup answers until it is on, and it cannot be turned off', async () => {
    await t.db
      .update(roles)
      .set({ twoFactorRequired: true })
      .where(sql`${roles.code} = 'FINANCE'`);
    try {
      const a = await addAdminWithRole(t, 'FINANCE');
      const me = dataOf<{ twoFactorRequired: boolean; twoFactorEnabled: boolean }>(
        await t.gql(ME, undefined, as(a.token)),
        'meAdmin',
      );
      expect(me).toMatchObject({ twoFactorRequired: true, twoFactorEnabled: false });
      const list = '{ adminListUserTransferRequest(skip: 1, take: 5) { meta { totalItems } } }';
      expect(codes(await t.gql(list, undefined, as(a.token)))).toEqual(['TWO_FACTOR_SETUP_REQUIRED']);
      expect(codes(await t.gql(SESSIONS, undefined, as(a.token)))).toEqual(['TWO_FACTOR_SETUP_REQUIRED']);
      const started = dataOf<{ secret: string }>(
        await t.gql(START, undefined, as(a.token)),
        'adminStartTwoFactor',
      );
      await midStep();
      const on = await t.gql(CONFIRM, { code: totpCode(started.secret, totpStep()) }, as(a.token));
      const recovery = dataOf<{ recoveryCodes: string[] }>(on, 'adminConfirmTwoFactor').recoveryCodes;
      const listed = await t.gql(list, undefined, as(a.token));
      expect(listed.body.errors).toBeUndefined();
      const off = await t.gql(DISABLE, { p: a.password, c: recovery[0] }, as(a.token));
      expect(off.body.errors?.[0]?.message).toMatch(/role requires two-step sign-in/);
    } finally {
      await t.db
        .update(roles)
        .set({ twoFactorRequired: false })
        .where(sql`${roles.code} = 'FINANCE'`);
    }
  });

  it('lists my sessions with browser and system, ends one, and signs out everywhere else', async () => {
    const a = await addAdminWithRole(t, 'SUPPORT');
    const login = async (ua: string) => {
      const res = await t.gql(
        LOGIN,
        { email: a.email, password: a.password },
        { headers: { 'user-agent': ua } },
      );
      return dataOf<{ accessToken: string }>(res, 'adminLogin').accessToken;
    };
    const chrome = await login(CHROME_MAC);
    const firefox = await login(FIREFOX_WIN);
    const third = await login(FIREFOX_WIN);
    const list = dataOf<
      { id: string; current: boolean; browser: string; system: string; ip: string; userAgent: string }[]
    >(await t.gql(SESSIONS, undefined, as(chrome)), 'adminListMySessions');
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({
      current: true,
      browser: 'Chrome 131',
      system: 'macOS Catalina',
      ip: '127.0.0.1',
    });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.some((s) => s.browser === 'Firefox 133' && s.system === 'Windows 10')).toBe(true);

    const firefoxId = dataOf<{ id: string; current: boolean }[]>(
      await t.gql(SESSIONS, undefined, as(firefox)),
      'adminListMySessions',
    ).find((s) => s.current)?.id;
    const revoked = await t.gql(
      'mutation ($id: ID!) { adminRevokeSession(id: $id) }',
      { id: firefoxId },
      as(chrome),
    );
    expect(dataOf<boolean>(revoked, 'adminRevokeSession')).toBe(true);
    expect(codes(await t.gql(ME, undefined, as(firefox)))).toEqual(['UNAUTHENTICATED']);
    expect(await auditCount('admin_session.end', firefoxId ?? '')).toBe(1);
    // Another admin's session is not theirs to end.
    const other = await addAdminWithRole(t, 'SUPPORT');
    const otherId = dataOf<{ id: string }[]>(
      await t.gql(SESSIONS, undefined, as(other.token)),
      'adminListMySessions',
    )[0]?.id;
    expect(
      codes(await t.gql('mutation ($id: ID!) { adminRevokeSession(id: $id) }', { id: otherId }, as(chrome))),
    ).toEqual(['NOT_FOUND']);

    const everywhere = await t.gql('mutation { adminSignOutEverywhere }', undefined, as(chrome));
    expect(dataOf<boolean>(everywhere, 'adminSignOutEverywhere')).toBe(true);
    expect(codes(await t.gql(ME, undefined, as(third)))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await t.gql(ME, undefined, as(a.token)))).toEqual(['UNAUTHENTICATED']);
    expect((await t.gql(ME, undefined, as(chrome))).body.errors).toBeUndefined();
    expect(
      dataOf<unknown[]>(await t.gql(SESSIONS, undefined, as(chrome)), 'adminListMySessions'),
    ).toHaveLength(1);
    expect(codes(await t.gql(ME, undefined, as(other.token)))).toEqual([]);
    const [ended] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_logs where action = 'admin_session.end' and admin_id = ${a.id}
        and after->>'endedBy' = ${a.id}`,
    );
    expect(ended?.n).toBe(3);
  });

  it('endSessionsOf ends every session but the one kept, and refresh tokens with them', async () => {
    const a = await addAdminWithRole(t, 'SUPPORT');
    const second = await t.gql(LOGIN, { email: a.email, password: a.password });
    const refreshToken = dataOf<{ refreshToken: string }>(second, 'adminLogin').refreshToken;
    const ended = await endSessionsOf(t.db, a.id, { by: 'password_change' });
    expect(ended).toHaveLength(2);
    expect(codes(await t.gql(ME, undefined, as(a.token)))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await t.gql(REFRESH, { t: refreshToken }))).toEqual(['UNAUTHENTICATED']);
  });

  it('records sign-in, failed sign-in with the email tried, sign-out and refresh token reuse', async () => {
    const a = await addAdminWithRole(t, 'SUPPORT');
    expect(await auditCount('admin.sign_in', a.id)).toBe(1);
    await t.gql(LOGIN, { email: a.email, password: 'wrong-password' });
    await t.gql(LOGIN, { email: 'nobody-here@kar.vn', password: 'wrong-password' });
    const failed = await sqlRows<{ entity_id: string | null; email: string; admin_id: string | null }>(
      t.db,
      sql`select entity_id, after->>'email' as email, admin_id from audit_logs where action = 'admin.sign_in_fail'
        and after->>'email' in (${a.email}, 'nobody-here@kar.vn') order by seq`,
    );
    expect(failed).toEqual([
      { entity_id: a.id, email: a.email, admin_id: null },
      { entity_id: null, email: 'nobody-here@kar.vn', admin_id: null },
    ]);

    const res = await t.gql(LOGIN, { email: a.email, password: a.password });
    const first = dataOf<{ accessToken: string; refreshToken: string }>(res, 'adminLogin');
    const rotated = await t.gql(REFRESH, { t: first.refreshToken });
    expect(rotated.body.errors).toBeUndefined();
    // The used token again, after the family moved on: a copy. The session ends.
    const next = dataOf<{ refreshToken: string }>(rotated, 'adminRefreshToken').refreshToken;
    expect((await t.gql(REFRESH, { t: next })).body.errors).toBeUndefined();
    expect(codes(await t.gql(REFRESH, { t: first.refreshToken }))).toEqual(['UNAUTHENTICATED']);
    const [reuse] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_logs where action = 'admin_session.refresh_reuse'
        and after->>'adminId' = ${a.id}`,
    );
    expect(reuse?.n).toBe(1);

    expect((await t.gql('mutation { signOut }', undefined, as(a.token))).body.errors).toBeUndefined();
    expect(await auditCount('admin.sign_out', a.id)).toBe(1);
  });

  it('records one permission refusal per refused request, not the speculative run', async () => {
    const a = await addAdminWithRole(t, 'SUPPORT');
    const refusals = () => auditCount('admin.permission_refuse', a.id);
    // A query (run speculatively beside the session lookup, then again with the admin) refused twice.
    const twice =
      '{ a: adminListAuditLogs(skip: 1, take: 5) { meta { totalItems } } b: adminListAuditLogs(skip: 1, take: 6) { meta { totalItems } } }';
    const res = await t.gql(twice, undefined, as(a.token));
    // A refused non-null root field nulls the answer; however many refusals it held, one row.
    expect(codes(res)).toContain(403);
    expect(await refusals()).toBe(1);
    const denied = await t.gql(DECIDE, { id: '00000000-0000-4000-8000-000000000000' }, as(a.token));
    expect(codes(denied)).toEqual([403]);
    expect(await refusals()).toBe(2);
  });

  it('refuses a throttled account and records the ceiling once', async () => {
    const a = await addAdminWithRole(t, 'SUPPORT');
    for (let i = 0; i < 50; i++) {
      await t.auth
        .signIn(a.email, 'wrong-password', { ip: `10.9.${Math.floor(i / 5)}.${i % 5}` })
        .catch(() => null);
    }
    expect(await auditCount('admin.throttle_ceiling', a.id)).toBe(1);
  });

  it('step-up: a fresh sign-in proves; without proof approval and send-all answer STEP_UP_REQUIRED', async () => {
    const a = await addAdminWithRole(t, 'SUPPER_ADMIN');
    const [member] = await t.db.select({ id: users.id }).from(users).limit(1);
    const newRequest = async () => {
      const [row] = await t.db
        .insert(transferRequests)
        .values({ amount: 200_000, bankName: 'Vietcombank', userId: member?.id ?? '', status: 'new' })
        .returning({ id: transferRequests.id });
      return row?.id ?? '';
    };
    // Signed in just now: proven.
    expect((await t.gql(DECIDE, { id: await newRequest() }, as(a.token))).body.errors).toBeUndefined();

    // Proof older than REAUTH_WINDOW_S (300 s by default; the server suites set 7200, vitest.config.ts).
    await t.db.execute(sql`update admin_sessions set reauthenticated_at = now() - interval '1 day'
      where admin_id = ${a.id}`);
    const id = await newRequest();
    const refused = await t.gql(DECIDE, { id }, as(a.token));
    expect(codes(refused)).toEqual(['STEP_UP_REQUIRED']);
    expect(refused.body.errors?.[0]?.message).toBe('Please confirm it is you to continue');
    expect(codes(await t.gql(SEND_ALL, { k: `k-${id}` }, as(a.token)))).toEqual(['STEP_UP_REQUIRED']);
    const [stillNew] = await sqlRows<{ status: string }>(
      t.db,
      sql`select status from transfer_requests where id = ${id}`,
    );
    expect(stillNew?.status).toBe('new');

    const wrong = await t.gql(CONFIRM_IDENTITY, { p: 'not-it' }, as(a.token));
    expect(codes(wrong)).toEqual(['BAD_CREDENTIALS']);
    const proven = await t.gql(CONFIRM_IDENTITY, { p: a.password }, as(a.token));
    expect(dataOf<boolean>(proven, 'adminConfirmIdentity')).toBe(true);
    expect(
      dataOf<{ status: string }>(await t.gql(DECIDE, { id }, as(a.token)), 'adminUpdateUserTransferRequest')
        .status,
    ).toBe('confirm');
    expect((await t.gql(SEND_ALL, { k: `k-${id}` }, as(a.token))).body.errors).toBeUndefined();
    const [confirmed] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_logs where action = 'admin_session.confirm_identity' and admin_id = ${a.id}`,
    );
    expect(confirmed?.n).toBe(1);
  });

  it('step-up with two-step sign-in on needs a code too', async () => {
    const a = await withTwoStep();
    await t.db.execute(sql`update admin_sessions set reauthenticated_at = now() - interval '1 day'
      where admin_id = ${a.id}`);
    expect(codes(await t.gql(CONFIRM_IDENTITY, { p: a.password }, as(a.token)))).toEqual([
      'BAD_TWO_FACTOR_CODE',
    ]);
    const ok = await t.gql(CONFIRM_IDENTITY, { p: a.password, c: a.recovery[5] }, as(a.token));
    expect(dataOf<boolean>(ok, 'adminConfirmIdentity')).toBe(true);
  });
});

describe.each(DATABASES)('session lifetimes from the environment on $name', (engine) => {
  let t: TestApp;
  const saved = { idle: process.env.SESSION_IDLE_MINUTES, max: process.env.SESSION_MAX_HOURS };

  beforeAll(async () => {
    // 3 seconds without a request; 10 seconds in all, so that the idle test's 4 s of requests and 3.3 s of
    // quiet stay clear of the absolute end even when each request is slow on a loaded machine.
    process.env.SESSION_IDLE_MINUTES = '0.05';
    process.env.SESSION_MAX_HOURS = String(10 / 3600);
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
    for (const [k, v] of [
      ['SESSION_IDLE_MINUTES', saved.idle],
      ['SESSION_MAX_HOURS', saved.max],
    ] as const) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('ends a session after the idle time without a request, and its refresh token with it', async () => {
    const a = await addAdminWithRole(t, 'SUPPORT');
    const res = await t.gql(LOGIN, { email: a.email, password: a.password });
    const s = dataOf<{ accessToken: string; refreshToken: string }>(res, 'adminLogin');
    // Requests every second keep it alive past the idle time.
    for (let i = 0; i < 4; i++) {
      await sleep(1000);
      expect(codes(await t.gql(ME, undefined, { token: s.accessToken }))).toEqual([]);
    }
    await sleep(3300);
    expect(codes(await t.gql(ME, undefined, { token: s.accessToken }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await t.gql(REFRESH, { t: s.refreshToken }))).toEqual(['UNAUTHENTICATED']);
    const [row] = await sqlRows<{ ended_by: string }>(
      t.db,
      sql`select ended_by from admin_sessions where admin_id = ${a.id} and ended_at is not null
        and created_at = (select max(created_at) from admin_sessions where admin_id = ${a.id})`,
    );
    expect(row?.ended_by).toBe('idle');
  });

  it("does not count the page's own upkeep (the background header) as activity", async () => {
    const a = await addAdminWithRole(t, 'SUPPORT');
    const res = await t.gql(LOGIN, { email: a.email, password: a.password });
    const s = dataOf<{ accessToken: string }>(res, 'adminLogin');
    // A presence heartbeat or the live stream's opening every second (docs/live.md): answered while the
    // session lives, but the session still goes idle 3 s after the admin's own last request.
    const answers: unknown[][] = [];
    for (let i = 0; i < 5; i++) {
      await sleep(1000);
      answers.push(
        codes(await t.gql(ME, undefined, { token: s.accessToken, headers: { ...BACKGROUND_HEADERS } })),
      );
    }
    expect(answers[0]).toEqual([]);
    expect(answers.at(-1)).toEqual(['UNAUTHENTICATED']);
    const [row] = await sqlRows<{ ended_by: string }>(
      t.db,
      sql`select ended_by from admin_sessions where admin_id = ${a.id}
        and created_at = (select max(created_at) from admin_sessions where admin_id = ${a.id})`,
    );
    expect(row?.ended_by).toBe('idle');
  });

  it("counts a refresh as activity unless it is for the page's upkeep", async () => {
    // The SPA refreshes an expired access token for whichever call met it; when that call was the page's
    // own (a live menu count, src/lib/admin-input.ts), the refresh carries the background header too.
    const refreshedEverySecond = async (headers: Record<string, string>) => {
      const a = await addAdminWithRole(t, 'SUPPORT');
      let token = dataOf<{ refreshToken: string }>(
        await t.gql(LOGIN, { email: a.email, password: a.password }),
        'adminLogin',
      ).refreshToken;
      const answers: unknown[][] = [];
      for (let i = 0; i < 5; i++) {
        await sleep(1000);
        const res = await t.gql(REFRESH, { t: token }, { headers });
        answers.push(codes(res));
        if (!res.body.errors) token = dataOf<{ refreshToken: string }>(res, 'adminRefreshToken').refreshToken;
      }
      return answers;
    };
    // The admin's own: five refreshes a second apart keep the session past its 3 s of idle.
    expect(await refreshedEverySecond({})).toEqual([[], [], [], [], []]);
    // The page's upkeep: answered while the session lives, then refused once 3 s passed since the sign-in.
    const upkeep = await refreshedEverySecond({ ...BACKGROUND_HEADERS });
    expect(upkeep[0]).toEqual([]);
    expect(upkeep.at(-1)).toEqual(['UNAUTHENTICATED']);
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    const a = await addAdminWithRole(t, 'SUPPORT');
    const started = Date.now();
    let endedAfter = 0;
    while (Date.now() - started < 14_000) {
      await sleep(700);
      const answer = codes(await t.gql(ME, undefined, { token: a.token }));
      if (answer.includes('UNAUTHENTICATED')) {
        endedAfter = Date.now() - started;
        break;
      }
      expect(answer).toEqual([]);
    }
    expect(endedAfter).toBeGreaterThan(9000);
    expect(endedAfter).toBeLessThan(12_000);
    const [row] = await sqlRows<{ ended_by: string }>(
      t.db,
      sql`select ended_by from admin_sessions where admin_id = ${a.id}`,
    );
    expect(row?.ended_by).toBe('lifetime');
  });
});
