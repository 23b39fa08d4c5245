import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, type TestApp } from './helpers';

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
    // The two tokens, the hint that lets the server paint the shell first (server/http/spa.ts), and the
    // device's mark that it signed in before (server/services/auth/known-device.ts).
    const secure = cookies(await login(t.password, PROXY, tls)).filter((c) => c.startsWith('kar_'));
    expect(names(secure)).toEqual(['kar_at', 'kar_device', 'kar_rt', 'kar_session']);
    for (const c of secure) expect(c).toMatch(/;\s*Secure/i);

    const plain = cookies(await login(t.password, PROXY)).filter((c) => c.startsWith('kar_'));
    expect(names(plain)).toEqual(['kar_at', 'kar_device', 'kar_rt', 'kar_session']);
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

const ME = '{ meAdmin { email } }';
const DATABASE_URL = 'https://kar-test-default-rtdb.asia-southeast1.firebasedatabase.app';

describe.each(DATABASES)(
  'no caching of private answers, and what the browser may use, on $name',
  (engine) => {
    let t: TestApp;
    let token: string;
    let staticDir: string;

    beforeAll(async () => {
      // A built SPA as vite.config.ts writes it: the page names the Firebase database the bundle uses.
      staticDir = await mkdtemp(path.join(tmpdir(), 'kar-headers-spa-'));
      await mkdir(path.join(staticDir, 'assets'));
      await writeFile(
        path.join(staticDir, 'index.html'),
        `<!doctype html><html lang="vi" data-boot="login"><head><meta name="kar-firebase-database-url" content="${DATABASE_URL}"></head><body><div id="root"></div></body></html>`,
      );
      await writeFile(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
      const first = await startTestApp(engine, { seedDemo: false });
      t = await first.restart({ staticDir });
      token = await t.login();
    });
    afterAll(async () => {
      await t?.close();
      await rm(staticDir, { recursive: true, force: true });
    });

    const inject = (opts: InjectOptions) => t.app.inject(opts);
    const json = { 'content-type': 'application/json', 'x-kar-csrf': '1' };

    it('answers every /graphql request with Cache-Control: no-store, whatever path through the server', async () => {
      const answers = {
        // The direct path (one JSON operation), signed in and not, success and error.
        'direct success': await t.gql(ME, undefined, { token }),
        'direct error': await t.gql(ME),
        'direct invalid': await t.gql('{ nope }', undefined, { token }),
        // yoga's own pipeline: a batch, a GET, a malformed body.
        batch: await t.post([{ query: ME }, { query: ME }], { token }),
        'yoga error': await t.post({ query: 1 }, { token }),
      };
      for (const [name, res] of Object.entries(answers)) {
        expect(res.headers['cache-control'], name).toBe('no-store');
      }
      for (const res of [
        await inject({
          method: 'GET',
          url: `/graphql?query=${encodeURIComponent(ME)}`,
          headers: { 'x-kar-csrf': '1', authorization: `Bearer ${token}` },
        }),
        await inject({ method: 'GET', url: '/graphql?query=%7B', headers: { 'x-kar-csrf': '1' } }),
        // Refused before yoga sees it: no CSRF header.
        await inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'text/plain' },
          payload: ME,
        }),
        // Refused by the body parser (over 1 MiB) and by fastify's JSON parser.
        await inject({
          method: 'POST',
          url: '/graphql',
          headers: json,
          payload: JSON.stringify({ query: 'x'.repeat(1_100_000) }),
        }),
        await inject({ method: 'POST', url: '/graphql', headers: json, payload: '{"query":' }),
      ]) {
        expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 80)}`).toBe('no-store');
      }
    });

    it('answers the signed-in REST routes with no-store, and keeps the caching of public files', async () => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([
          Uint8Array.from(
            await sharp({ create: { width: 20, height: 20, channels: 3, background: '#6a2' } })
              .png()
              .toBuffer(),
          ),
        ]),
        'a.png',
      );
      const body = new Response(form);
      const multipart = {
        payload: Buffer.from(await body.arrayBuffer()),
        headers: { 'content-type': body.headers.get('content-type') ?? '', 'x-kar-csrf': '1' },
      };
      const stored = await inject({
        method: 'POST',
        url: '/api/v1/media/uploads',
        ...multipart,
        headers: { ...multipart.headers, authorization: `Bearer ${token}` },
      });
      expect(stored.statusCode).toBe(201);
      expect(stored.headers['cache-control']).toBe('no-store');
      const anonymous = await inject({ method: 'POST', url: '/api/v1/media/uploads', ...multipart });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['cache-control']).toBe('no-store');
      const refused = await inject({
        method: 'POST',
        url: '/api/v1/media/uploads',
        headers: { authorization: `Bearer ${token}`, 'x-kar-csrf': '1', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect((await inject({ method: 'GET', url: '/api/v1/none' })).headers['cache-control']).toBe(
        'no-store',
      );

      // Public files keep theirs: a stored file, a hashed asset, the page.
      const file = await inject({ method: 'GET', url: stored.json<{ filePathSM: string }>().filePathSM });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const asset = await inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await inject({ method: 'GET', url: '/members' })).headers['cache-control']).toBe('no-cache');
    });

    it("lets the page connect to the build's Firebase database alone, and denies unused browser features", async () => {
      for (const res of [
        await inject({ method: 'GET', url: '/home' }),
        await inject({ method: 'GET', url: '/healthz' }),
        await t.gql(ME, undefined, { token }),
      ]) {
        const csp = String(res.headers['content-security-policy']);
        const connect = csp.split('; ').find((d) => d.startsWith('connect-src '));
        const host = new URL(DATABASE_URL).host;
        expect(connect).toBe(`connect-src 'self' https://${host} wss://${host}`);
        expect(csp).not.toContain('*.firebaseio.com');
        expect(csp).not.toContain('*.firebasedatabase.app');
        const policy = String(res.headers['permissions-policy']);
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
          expect(policy).toContain(`${feature}=()`);
        }
        // The copy buttons and the YouTube player's delegated features stay usable.
        expect(policy).not.toMatch(/clipboard-write|fullscreen|encrypted-media|picture-in-picture/);
      }
    });

    it('allows no Firebase host at all when the build has none', async () => {
      await writeFile(
        path.join(staticDir, 'index.html'),
        '<!doctype html><html lang="vi" data-boot="login"><head></head><body><div id="root"></div></body></html>',
      );
      t = await t.restart({ staticDir });
      const csp = String((await inject({ method: 'GET', url: '/home' })).headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self'; ");
    });
  },
);
