import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { Manifest } from 'vite';
import { CHUNK_MODULES_FILE } from '../../vite.config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  currentPath,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  url,
  waitForPath,
  settleNetwork,
} from './harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The built file of the chunk named `name` (its first module's name), from the build under test. */
function builtFile(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
  const files = Object.values(manifest)
    .filter((chunk) => chunk.name === name && chunk.file.endsWith('.js'))
    .map((chunk) => `/${chunk.file}`);
  if (files.length !== 1) throw new Error(`expected one chunk named ${name}, found ${String(files.length)}`);
  return files[0] ?? '';
}

/** The built file whose chunk holds the source module ending in `source`. */
function chunkHolding(source: string): string {
  const files = Object.entries(chunkModules())
    .filter(([, modules]) => modules.some((m) => m.id.endsWith(source)))
    .map(([file]) => `/${file}`);
  if (files.length !== 1)
    throw new Error(`expected one chunk holding ${source}, found ${String(files.length)}`);
  return files[0] ?? '';
}

/** Source modules of each built JS chunk with their rendered bytes (vite.config.ts, `chunkModules`). */
function chunkModules(): Record<string, { id: string; bytes: number }[]> {
  return JSON.parse(readFileSync(path.join(root, 'dist', CHUNK_MODULES_FILE), 'utf8')) as Record<
    string,
    { id: string; bytes: number }[]
  >;
}

/**
 * The libraries the design card fixes for every screen, the login route included (docs/bundle.md): the
 * only modules of the login page's first script allowed to be larger than LARGEST_OTHER_MODULE.
 */
const FIXED_LIBRARIES =
  /^node_modules\/(react|react-dom|scheduler|use-sync-external-store|@tanstack\/[a-z-]+)\//;
/**
 * Rendered bytes (before minifying) of the largest other module the login page may load before the admin
 * signs in. The route tree (about 18 KB with every route's URL rules) is the largest today; a rules module
 * with zod, an editor or a chart is well above it.
 */
const LARGEST_OTHER_MODULE = 25_000;

/** Paths of every script the page requested from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Bodies of every POST /graphql the page sent from now on. */
function recordGraphQLBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
      bodies.push(request.postData() ?? '');
  });
  return bodies;
}

describe.skipIf(!browserAvailable)('session: the light login route and token refresh', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('renders the login route without the query cache and GraphQL client, which load with the admin area', async () => {
    const page = await newPage(browser);
    try {
      const scripts = recordScripts(page);
      const bodies = recordGraphQLBodies(page);
      const queryClientFile = builtFile('query-client');
      // graphql-request, the admin area's transport (src/lib/graphql-client.ts): found by its module, as
      // Rollup may put it in a chunk of its own or in the generated hooks' chunk, which import it.
      const graphqlClientFile = chunkHolding('src/lib/graphql-client.ts');
      // The generated query hooks bring TanStack Query, the GraphQL client and every document: a route
      // whose unsplit part (validateSearch, a loader) imports them would put them in the entry.
      const hooksFile = builtFile('hooks');
      await page.goto(url('/auth/login'));
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await settleNetwork(page);
      await screenshot(page, 'session-login');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts).not.toContain(queryClientFile);
      expect(scripts).not.toContain(hooksFile);
      expect(scripts).not.toContain(graphqlClientFile);

      await signIn(page);
      await page.getByRole('button', { name: 'Profile menu' }).waitFor();
      expect(scripts).toContain(queryClientFile);
      await page.goto(url('/user-management'));
      await page.getByRole('table', { name: 'Members' }).waitFor();
      await settleNetwork(page);
      expect(scripts).toContain(graphqlClientFile);
      // Trusted documents (docs/bundle.md): every operation goes as its manifest id, never as text, from
      // the login route's fetch and from graphql-request alike, alone or in a batch of up to five.
      const operations = bodies.flatMap((body) => {
        const parsed = JSON.parse(body) as unknown;
        return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
      });
      expect(operations.length).toBeGreaterThan(3);
      expect(bodies.some((body) => body.startsWith('['))).toBe(true);
      expect(
        operations.filter((op) => 'query' in op || !/^sha256:[0-9a-f]{64}$/.test(String(op.documentId))),
      ).toEqual([]);
      expect(bodies.every((body) => body.length < 1000)).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it("keeps zod and every large module out of the login page's first script", async () => {
    const page = await newPage(browser);
    try {
      const scripts = recordScripts(page);
      await page.goto(url('/auth/login'));
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await settleNetwork(page);
      const modules = chunkModules();
      const loaded = scripts.map((script) => script.replace(/^\//, ''));
      // boot-*.js is src/boot.ts alone, bundled apart as a classic script (vite.config.ts, bootScript).
      for (const file of loaded.filter((f) => f.startsWith('assets/') && !f.startsWith('assets/boot-')))
        expect(modules[file], `${file} is not in ${CHUNK_MODULES_FILE}`).toBeDefined();
      const first = loaded.flatMap((file) => modules[file] ?? []);
      expect(first.length).toBeGreaterThan(100);
      // zod (classic or core) loads with the admin area's forms; the login form's own rules load at its
      // first check, in a chunk of their own (docs/bundle.md).
      expect(
        first.filter((m) => /node_modules\/zod\/|^src\/rules\/z\.ts$/.test(m.id)).map((m) => m.id),
      ).toEqual([]);
      const large = first.filter((m) => !FIXED_LIBRARIES.test(m.id) && m.bytes > LARGEST_OTHER_MODULE);
      expect(large.map((m) => `${m.id} ${String(m.bytes)}`)).toEqual([]);
      // The build's module list is for tests, not for visitors.
      // (the server sends no dot-folder of the build; the address gets the app's page like any other).
      const listed = await page.request.get(url(`/${CHUNK_MODULES_FILE}`));
      expect(listed.headers()['content-type']).toMatch(/^text\/html/);
      expect(await listed.text()).not.toContain('node_modules');
    } finally {
      await page.context().close();
    }
  });

  it('refreshes an expired access token at start-up and inside the admin area', async () => {
    const page = await newPage(browser);
    const context = page.context();
    try {
      await page.goto(url('/auth/login'));
      await signIn(page);

      // The access cookie is gone (as when it expires); the refresh cookie must bring the admin back.
      await context.clearCookies({ name: 'kar_at' });
      await page.goto(url('/home'));
      await page.getByRole('button', { name: 'Profile menu' }).waitFor();
      expect(currentPath(page)).toBe('/home');
      expect((await context.cookies()).some((c) => c.name === 'kar_at')).toBe(true);

      // The same inside the admin area: a list query fails, refreshes, and is retried.
      await context.clearCookies({ name: 'kar_at' });
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      const group = nav.getByRole('button', { name: 'User Management', exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await nav.getByRole('link', { name: 'Members', exact: true }).click();
      await waitForPath(page, '/user-management');
      // Rows with a 'View detail' link only come from the server, after the refresh and the retry.
      await page
        .getByRole('table', { name: 'Members' })
        .locator('tbody tr a[href^="/users/view/"]')
        .first()
        .waitFor();
      expect(currentPath(page)).toBe('/user-management');
      expect((await context.cookies()).some((c) => c.name === 'kar_at')).toBe(true);

      // With neither cookie the start-up check finds no admin, and private routes go to login. The app is
      // left first, so that none of its own calls ends the session and navigates while the test does.
      await page.goto('about:blank');
      await context.clearCookies();
      await page.goto(url('/home'));
      await waitForPath(page, '/auth/login');
    } finally {
      await context.close();
    }
  });
});
