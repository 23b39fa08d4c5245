import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

const LOGIN = 'mutation ($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { accessToken } }';
const PROXY = '10.1.2.3';

// Headers do not depend on the database engine: PGlite only.
describe('security headers, TLS behind a trusted proxy, and the client address', () => {
  let t: TestApp;

  beforeAll(async () => {
    const first = await startTestApp({ name: 'pglite' }, { seedDemo: false });
    t = await first.restart({ trustProxy: [PROXY] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, from: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress: from, headers });
  const login = (password: string, from: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: from,
      headers: { 'content-type': 'application/json', 'x-kar-csrf': '1', ...headers },
      payload: JSON.stringify({ query: LOGIN, variables: { e: t.email, p: password } }),
    });
  const cookies = (res: { headers: Record<string, unknown> }) =>
    ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);

  it('puts the CSP and the other headers on answers, errors and 404s alike', async () => {
    for (const res of [
      await get('/healthz', '127.0.0.1'),
      await get('/api/none', '127.0.0.1'),
      await get('/graphql?query=%7B', '127.0.0.1', { 'x-kar-csrf': '1' }),
      await get('/media/2026/01/none.png', '127.0.0.1'),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS and Secure cookies when the trusted proxy says the client came over TLS', async () => {
    const tls = { 'x-forwarded-proto': 'https' };
    expect((await get('/healthz', PROXY, tls)).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const names = (set: string[]) => set.map((c) => c.split('=')[0]).sort();
    // The two tokens, and the hint that lets the server paint the shell first (server/http/spa.ts).
    const secure = cookies(await login(t.password, PROXY, tls)).filter((c) => c.startsWith('kar_'));
    expect(names(secure)).toEqual(['kar_at', 'kar_rt', 'kar_session']);
    for (const c of secure) expect(c).toMatch(/;\s*Secure/i);

    const plain = cookies(await login(t.password, PROXY)).filter((c) => c.startsWith('kar_'));
    expect(names(plain)).toEqual(['kar_at', 'kar_rt', 'kar_session']);
    for (const c of plain) expect(c).not.toMatch(/;\s*Secure/i);
  });

  it('believes X-Forwarded-* only from the trusted proxy', async () => {
    const spoof = { 'x-forwarded-proto': 'https' };
    expect(
      (await get('/healthz', '203.0.113.9', spoof)).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it("throttles by the client's address the proxy forwards, not by the proxy's", async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.66' };
    for (let i = 0; i < 5; i++) await login(`wrong-${i}`, PROXY, attacker);
    const locked = (await login(t.password, PROXY, attacker)).json<{ errors?: { message: string }[] }>();
    expect(locked.errors?.[0]?.message).toMatch(/^Too many attempts, try again in \d+ minutes?$/);
    const admin = await login(t.password, PROXY, { 'x-forwarded-for': '198.51.100.7' });
    expect(
      admin.json<{ data?: { adminLogin?: { accessToken?: string } } }>().data?.adminLogin?.accessToken,
    ).toBeTruthy();
  });
});
