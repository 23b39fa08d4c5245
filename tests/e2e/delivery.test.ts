import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { browserAvailable, url } from './harness';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A plain HTTP exchange that leaves the body as sent (fetch would decode it). */
function raw(pathname: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url(pathname), { method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const graphql = (query: string, variables: Record<string, unknown>, encoding: string, token?: string) =>
  raw(
    '/graphql',
    {
      'content-type': 'application/json',
      'x-kar-csrf': '1',
      'accept-encoding': encoding,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    JSON.stringify({ query, variables }),
  );

function decode(res: Raw): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

describe.skipIf(!browserAvailable)('how the server delivers the build and API answers', () => {
  it('sends index.html, also for client routes, uncached', async () => {
    for (const pathname of ['/', '/home', '/users/view/x']) {
      const res = await raw(pathname, { 'accept-encoding': 'br, gzip' });
      expect(res.status, pathname).toBe(200);
      expect(res.headers['content-type'], pathname).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], pathname).toBe('no-cache');
      expect(decode(res), pathname).toContain('<div id="root">');
    }
  });

  it('sets the first frame per request: the login card for a visitor, the shell (or the dashboard) with a session', async () => {
    const frame = async (pathname: string, cookie?: string) => {
      const res = await raw(pathname, { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) });
      expect(res.headers['cache-control'], pathname).toBe('no-cache');
      expect(String(res.headers.vary), pathname).toMatch(/cookie/i);
      return /<html[^>]*data-boot="([a-z]+)"/.exec(decode(res))?.[1];
    };
    for (const pathname of ['/', '/auth/login', '/home', '/home/', '/users/view/x', '/user-management']) {
      expect(await frame(pathname), pathname).toBe('login');
    }
    // /home, and the pages that forward a signed-in admin to it, paint the dashboard's own cards.
    for (const pathname of ['/', '/auth/login', '/home', '/home/'])
      expect(await frame(pathname, 'kar_session=1'), pathname).toBe('dashboard');
    for (const pathname of ['/users/view/x', '/user-management'])
      expect(await frame(pathname, 'kar_session=1'), pathname).toBe('shell');
    for (const pathname of ['/auth/register', '/auth/forgot', '/404']) {
      expect(await frame(pathname), pathname).toBe('none');
      expect(await frame(pathname, 'kar_session=1'), pathname).toBe('none');
    }
    const page = decode(await raw('/auth/login', {}));
    expect(page).toContain('data-boot-form');
    expect(page).toContain('class="boot-shell');
    expect(page).toContain('class="boot-dashboard');
    // The boot script is a file of our origin, first in <head>: the policy allows no inline script.
    expect(page).toMatch(/<head>\s*<script src="\/assets\/boot-[\w]+\.js"\s*><\/script>/);
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('sends hashed scripts and styles precompressed as asked, cached for a year as immutable', async () => {
    const page = decode(await raw('/', {}));
    const assets = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const plain = await raw(asset, { 'accept-encoding': 'identity' });
      expect(plain.status, asset).toBe(200);
      expect(plain.headers['content-encoding'], asset).toBeUndefined();
      expect(plain.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      // Below 1 KiB (the boot script) compressing saves nothing worth a copy: vite.config.ts's threshold.
      if (plain.body.length < 1024) continue;
      for (const encoding of ['br', 'gzip']) {
        const packed = await raw(asset, { 'accept-encoding': encoding });
        expect(packed.headers['content-encoding'], `${asset} ${encoding}`).toBe(encoding);
        expect(packed.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
        expect(String(packed.headers.vary), asset).toMatch(/accept-encoding/i);
        expect(packed.body.length, asset).toBeLessThan(plain.body.length);
        expect(decode(packed), `${asset} ${encoding}`).toBe(plain.body.toString('utf8'));
      }
    }
    // A browser that accepts both gets brotli, the smaller.
    const js = assets.find((a) => a.endsWith('.js')) ?? '';
    expect((await raw(js, { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe(
      'br',
    );
  });

  it('compresses API answers above 1 KiB and leaves small ones alone', async () => {
    const login = await graphql(
      'mutation ($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { accessToken } }',
      { e: inject('adminEmail'), p: inject('adminPassword') },
      'identity',
    );
    const token = (JSON.parse(decode(login)) as { data: { adminLogin: { accessToken: string } } }).data
      .adminLogin.accessToken;
    const big = await graphql(
      '{ users(take: 20) { items { id email firstName lastName } } }',
      {},
      'br, gzip',
      token,
    );
    expect(big.headers['content-encoding']).toBe('br');
    const text = decode(big);
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    expect(text).toContain('"users"');
    const gzip = await graphql(
      '{ users(take: 20) { items { id email firstName lastName } } }',
      {},
      'gzip',
      token,
    );
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(text);

    const small = await graphql('{ __typename }', {}, 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(decode(small)).toBe('{"data":{"__typename":"Query"}}');
  });
});
