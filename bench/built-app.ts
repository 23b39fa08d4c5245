// The production build as an operator runs it, for the browser benches (Lighthouse, interactions):
// `npm run build`, then the compiled server (`node dist-server/main.js`, NODE_ENV=production) on a fresh
// embedded database with the demo data, in a process of its own so the browser driver never shares its
// event loop.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { freePort } from './server-process';

export const BENCH_ADMIN_EMAIL = 'bench-admin@kar.vn';
export const BENCH_ADMIN_PASSWORD = 'Bench-Lighthouse-Admin-9a';

export async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${String(child.exitCode)}`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within 5 minutes`);
    const up = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * `npm run build` once per bench run: each browser part measures the code as it stands.
 * BENCH_SKIP_BUILD=true measures dist/ and dist-server/ as they are (a build of one's own, with source maps
 * for a profile, say).
 */
let built = process.env.BENCH_SKIP_BUILD === 'true';
export function buildOnce(root: string, log: (m: string) => void): void {
  if (built) return;
  log('npm run build');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`bench: npm run build failed (${String(result.status)})`);
  built = true;
}

export interface BuiltApp {
  origin: string;
  stop(): Promise<void>;
}

/** The built app on a fresh embedded database with the demo data; the admin is BENCH_ADMIN_EMAIL. */
export async function startBuiltApp(root: string, log: (m: string) => void): Promise<BuiltApp> {
  buildOnce(root, log);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kar-browser-bench-data-'));
  // The server serves a copy of the build: a rebuild of dist/ meanwhile (another part, a test run) would
  // otherwise take away the hashed files the page it is measuring asks for.
  const staticDir = path.join(dataDir, 'dist');
  cpSync(path.join(root, 'dist'), staticDir, { recursive: true });
  const serverPort = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'dist-server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${String(serverPort)}`;
  const cleanUp = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    await waitFor(`${origin}/readyz`, server, 'the server');
  } catch (error) {
    await cleanUp();
    throw error;
  }
  log(`production server with demo data at ${origin}`);
  return { origin, stop: cleanUp };
}

/** Signs `page` in through the built SPA's login form at `origin`, as an admin would, and waits for /home. */
export async function signInAt(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/auth/login`);
  // The boot page's placeholder form is replaced by the real one once the login route's script has run.
  await page.waitForFunction(
    () => !document.querySelector('[data-boot-form]') && !!document.querySelector('form'),
  );
  await page.getByLabel(/^[\s*]*Email[\s*]*$/).fill(email);
  await page.getByLabel(/^[\s*]*Password[\s*]*$/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/);
}

/**
 * For a bench that drives the SPA in Debian's Chromium against a server it starts itself (import-ui,
 * export-ui): the browser's path (refused early when it is missing), and the production build of the SPA
 * in a fresh folder under `work`, which the caller removes with everything else it put there.
 */
export async function chromiumAndBuild(
  root: string,
  part: string,
  log: (m: string) => void,
): Promise<{ executablePath: string; work: string; distDir: string }> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`bench: no Chromium at ${executablePath}`);
  const work = mkdtempSync(path.join(tmpdir(), `kar-bench-${part}-`));
  const distDir = path.join(work, 'dist');
  try {
    const { build } = await import('vite');
    log(`${part}: building the SPA`);
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: distDir, emptyOutDir: true },
    });
  } catch (e) {
    rmSync(work, { recursive: true, force: true });
    throw e;
  }
  return { executablePath, work, distDir };
}
