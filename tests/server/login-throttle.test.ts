import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, mailOutbox, signInThrottle } from '../../server/db/schema';
import { createLoginThrottle, THROTTLE_RULES } from '../../server/services/auth/login-throttle';
import { startSmtpServer } from '../fixtures/smtp-server';
import { addAdminWithRole, DATABASES, startTestApp, type GqlResult, type TestApp } from './helpers';

const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      accessToken
    }
  }
`;
const ATTACKER = '203.0.113.66';
const ADMIN_ADDRESS = '198.51.100.7';
const BAD = ['Email or password is incorrect', 'BAD_CREDENTIALS'];
const LOCKED_1 = ['Too many attempts, try again in 1 minute', 'TOO_MANY_ATTEMPTS'];
/** Ten addresses an attacker spreads fifty guesses over, five each. */
const BURST_ADDRESSES = Array.from({ length: 10 }, (_, i) => `203.0.113.${String(100 + i)}`);

describe.each(DATABASES)('sign-in throttling on $name', (engine) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(engine, { seedDemo: false, smtpUrl: smtp.url });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function login(email: string, password: string, from: string, device?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: from,
      headers: {
        'content-type': 'application/json',
        'x-kar-csrf': '1',
        ...(device ? { cookie: `kar_device=${device}` } : {}),
      },
      payload: JSON.stringify({ query: LOGIN, variables: { email, password } }),
    });
    const body = res.json<GqlResult>();
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    return {
      answer: body.errors?.map((e) => [e.message, e.extensions?.code]) ?? [],
      retryMinutes: body.errors?.map((e) => e.extensions?.retryAfterMinutes),
      token: (body.data?.adminLogin as { accessToken?: string } | null | undefined)?.accessToken,
      cookies,
      device: cookies
        .find((c) => c.startsWith('kar_device='))
        ?.split(';')[0]
        ?.slice('kar_device='.length),
    };
  }

  /** Fifty wrong passwords, five from each of ten addresses: the answers, in order. */
  async function burst(email: string) {
    const answers: unknown[] = [];
    for (const from of BURST_ADDRESSES) {
      for (let i = 0; i < 5; i++) answers.push((await login(email, `guess-${String(i)}`, from)).answer);
    }
    return answers;
  }

  const ceilingRows = (adminId: string) =>
    t.db
      .select({ after: auditLogs.after })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'admin.throttle_ceiling'), eq(auditLogs.entityId, adminId)))
      .orderBy(auditLogs.seq);

  /** As if a minute had passed for this account's throttle rows (the rules run on the database's clock). */
  const aMinuteLater = (email: string) =>
    t.db
      .update(signInThrottle)
      .set({
        windowStart: sql`${signInThrottle.windowStart} - interval '61 seconds'`,
        lockedUntil: sql`${signInThrottle.lockedUntil} - interval '61 seconds'`,
      })
      .where(eq(signInThrottle.account, email));

  it("locks the attacker's address with 'Too many attempts', while the admin signs in from theirs", async () => {
    for (let i = 1; i < 5; i++) expect((await login(t.email, `guess-${i}`, ATTACKER)).answer).toEqual([BAD]);
    expect((await login(t.email, 'guess-5', ATTACKER)).answer).toEqual([LOCKED_1]);
    // Even the right password is refused from the locked address, and nothing tells it was right.
    const right = await login(t.email, t.password, ATTACKER);
    expect(right.answer).toEqual([LOCKED_1]);
    expect(right.token).toBeUndefined();
    expect(right.cookies.filter((c) => c.startsWith('kar_'))).toEqual([]);

    const admin = await login(t.email, t.password, ADMIN_ADDRESS);
    expect(admin.answer).toEqual([]);
    expect(admin.token).toBeTruthy();
    // The device is known from now on: a signed, HttpOnly, long-lived cookie only /graphql receives.
    const cookie = admin.cookies.find((c) => c.startsWith('kar_device='));
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    expect(cookie).toMatch(/;\s*Path=\/graphql/i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie ?? '')?.[1])).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);

    // A lock lasts a minute, no longer: then the address may try again.
    await aMinuteLater(t.email);
    expect((await login(t.email, t.password, ATTACKER)).token).toBeTruthy();
  });

  it('answers an unknown email exactly as a real one, at every step', async () => {
    const real = (await addAdminWithRole(t, 'SUPPORT')).email;
    const unknown = `nobody-${engine.name}@kar.vn`;
    const from = ['192.0.2.10', '192.0.2.11'] as const;
    for (let i = 1; i <= 6; i++) {
      const a = await login(unknown, `guess-${i}`, from[0]);
      const b = await login(real, `guess-${i}`, from[1]);
      expect(a.answer).toEqual(b.answer);
      expect(a.answer).toEqual(i < 5 ? [BAD] : [LOCKED_1]);
    }
    // The burst over ten addresses too: the same answers, in the same order.
    const realBurst = await burst((await addAdminWithRole(t, 'SUPPORT')).email);
    expect(await burst(`nobody-else-${engine.name}@kar.vn`)).toEqual(realBurst);
  });

  it('keeps counting addresses apart: the admin address never inherits a lock', async () => {
    const from = '192.0.2.99';
    for (let i = 0; i < 3; i++) expect((await login(t.email, 'wrong', from)).answer).toEqual([BAD]);
    // A success clears this address's count: the admin's own typos never add up to a lock.
    expect((await login(t.email, t.password, from)).token).toBeTruthy();
    for (let i = 0; i < 4; i++) expect((await login(t.email, 'wrong', from)).answer).toEqual([BAD]);
    expect((await login(t.email, t.password, from)).token).toBeTruthy();
  });

  it('lets a known device in at once after 50 failures from 10 addresses, across a restart; a new device waits a minute at most', async () => {
    const owner = await addAdminWithRole(t, 'SUPPORT');
    const home = await login(owner.email, owner.password, ADMIN_ADDRESS);
    const device = home.device;
    expect(device).toBeTruthy();

    const answers = await burst(owner.email);
    // Five from the first address lock it; the next five reach the account's ceiling of ten failures a
    // minute, and every later guess, from any unknown device, is refused without being counted.
    expect(answers.slice(0, 4)).toEqual(Array(4).fill([BAD]));
    expect(answers[4]).toEqual([LOCKED_1]);
    expect(answers.slice(5, 9)).toEqual(Array(4).fill([BAD]));
    expect(answers.slice(9)).toEqual(Array(41).fill([LOCKED_1]));

    // The known device signs in at once, from its usual address or another one.
    expect((await login(owner.email, owner.password, ADMIN_ADDRESS, device)).token).toBeTruthy();
    expect((await login(owner.email, owner.password, '198.51.100.200', device)).token).toBeTruthy();
    // Without the cookie, the right password waits, and never longer than a minute.
    const unknownDevice = await login(owner.email, owner.password, '198.51.100.201');
    expect(unknownDevice.answer).toEqual([LOCKED_1]);
    expect(unknownDevice.retryMinutes).toEqual([1]);
    // A cookie signed for another admin, or forged, is an unknown device.
    const othersDevice = (await login(t.email, t.password, '198.51.100.199')).device;
    expect(othersDevice).toBeTruthy();
    const forged = `${device?.slice(0, -1) ?? ''}${device?.endsWith('A') ? 'B' : 'A'}`;
    for (const cookie of [othersDevice, forged]) {
      expect((await login(owner.email, owner.password, '198.51.100.202', cookie)).answer).toEqual([LOCKED_1]);
    }

    // One audit row through the audit helper, and one email to the owner through the mail service.
    const rows = await ceilingRows(owner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.after).toMatchObject({ email: owner.email, ceiling: 10, emailed: true });
    await expect
      .poll(() => smtp.received.filter((m) => m.envelopeTo.includes(owner.email)).length, { timeout: 10_000 })
      .toBe(1);
    const got = smtp.received.find((m) => m.envelopeTo.includes(owner.email));
    expect(got?.mail.subject).toBe('Many failed sign-ins to your KAR Admin account');
    expect(got?.mail.text).toContain('10 failed sign-ins within a minute');

    // A restart (another instance on the same database) remembers it all.
    t = await t.restart();
    expect((await login(owner.email, owner.password, '198.51.100.203')).answer).toEqual([LOCKED_1]);
    expect((await login(owner.email, owner.password, '198.51.100.204', device)).token).toBeTruthy();

    // A minute later a new device signs in again.
    await aMinuteLater(owner.email);
    const later = await login(owner.email, owner.password, '198.51.100.205');
    expect(later.token).toBeTruthy();

    // A second burst within the hour: audited again, but the owner is not emailed twice.
    const again = await burst(owner.email);
    expect(again.filter((a) => JSON.stringify(a) === JSON.stringify([BAD])).length).toBeLessThanOrEqual(10);
    expect(await ceilingRows(owner.id)).toHaveLength(2);
    expect((await ceilingRows(owner.id))[1]?.after).toMatchObject({ emailed: false });
    const outbox = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, owner.email));
    expect(outbox).toHaveLength(1);
    // And the known device still signs in at once.
    expect((await login(owner.email, owner.password, '198.51.100.206', device)).token).toBeTruthy();
  });

  it('the burst without any known device: the admin waits a minute at most, across a restart', async () => {
    const owner = await addAdminWithRole(t, 'SUPPORT');
    await burst(owner.email);
    const refused = await login(owner.email, owner.password, ADMIN_ADDRESS);
    expect(refused.answer).toEqual([LOCKED_1]);
    t = await t.restart();
    expect((await login(owner.email, owner.password, ADMIN_ADDRESS)).answer).toEqual([LOCKED_1]);
    await aMinuteLater(owner.email);
    expect((await login(owner.email, owner.password, ADMIN_ADDRESS)).token).toBeTruthy();
  });

  it('loses no failure when two instances count at once', async () => {
    // Two throttles on one database, as two instances have: twenty attempts at once from twenty addresses.
    const email = `race-${engine.name}@kar.vn`;
    // A row nobody touched for two days: the first instance to count deletes it.
    await t.db.insert(signInThrottle).values({
      account: 'stale@kar.vn',
      source: 'ip:192.0.2.1',
      failures: 3,
      windowStart: sql`now() - interval '2 days'`,
      updatedAt: sql`now() - interval '2 days'`,
    });
    const one = createLoginThrottle(t.db);
    const two = createLoginThrottle(t.db);
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? one : two).begin(email, { address: `192.0.2.${String(150 + i)}` }),
      ),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(THROTTLE_RULES.accountCeiling);
    expect(verdicts.filter((v) => v.allowed && v.ceilingReached)).toHaveLength(1);
    for (const v of verdicts) if (!v.allowed) expect(v.retryAfterMs).toBeLessThanOrEqual(60_000);
    const [account] = await t.db
      .select({ failures: signInThrottle.failures })
      .from(signInThrottle)
      .where(and(eq(signInThrottle.account, email), eq(signInThrottle.source, '*')));
    expect(account?.failures).toBe(THROTTLE_RULES.accountCeiling);
    const stale = await t.db.select().from(signInThrottle).where(eq(signInThrottle.account, 'stale@kar.vn'));
    expect(stale).toEqual([]);
  });
});
