import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  renameSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_EMAIL = 'admin@kar.vn';
/** A second admin (tests/e2e/second-admin.ts), for what one admin sees of another's work. */
const SECOND_ADMIN_EMAIL = 'moderator@kar.vn';
/** An admin holding only the MODERATOR role (tests/e2e/second-admin.ts), with the same password. */
const STAFF_MODERATOR_EMAIL = 'staff.moderator@kar.vn';
/** An admin holding only the FINANCE role (tests/e2e/second-admin.ts): the second approver of large transfers. */
const STAFF_FINANCE_EMAIL = 'staff.finance@kar.vn';
/** The two-step suite's own admin (SUPPER_ADMIN): its sessions and its two-step sign-in are no one else's. */
const TWO_STEP_ADMIN_EMAIL = 'staff.security@kar.vn';
const START_TIMEOUT_MS = 180_000;

/** Newest modification time under a path (file or folder). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsFresh(): boolean {
  const manifest = path.join(root, 'dist/.vite/manifest.json');
  if (!existsSync(manifest)) return false;
  const inputs = ['src', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json'];
  const newestInput = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
  return statSync(manifest).mtimeMs > newestInput;
}

/** Runs a command to its end; resolves with its exit code and what it printed on stderr. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdout: 'inherit' | 'ignore',
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', stdout, 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stdout === 'inherit') process.stderr.write(chunk);
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

async function buildSpa(): Promise<void> {
  // A build newer than every input is reused, which keeps a local re-run quick.
  if (process.env.E2E_SKIP_BUILD === 'true' || buildIsFresh()) return;
  // Only the SPA (`vite build`, the first half of `npm run build`): the server under test runs from source
  // (server/main.ts under tsx), so dist-server/ would be built for nothing.
  // Vitest sets NODE_ENV=test, which would make vite emit React's development build.
  const result = await run(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn'],
    { ...process.env, NODE_ENV: 'production' },
    'inherit',
  );
  if (result.code !== 0) throw new Error(`e2e: \`vite build\` failed (exit ${String(result.code)})`);
}

function resolveChromium(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  // CI must never pass by skipping the browser tests.
  if (process.env.CI === 'true') {
    throw new Error(
      `e2e: Chromium not found at ${candidate}; install it (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  console.warn(
    `\n[e2e] Chromium not found at ${candidate}: the browser tests are SKIPPED (they fail under CI=true).\n`,
  );
  return '';
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function strongPassword(): string {
  // Mixed classes so that any password rule the server might apply is met.
  return `Kar-${randomBytes(18).toString('base64url')}-9a`;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `e2e: the server exited (${String(child.exitCode ?? child.signalCode)}) before /healthz answered\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastError = `HTTP ${String(response.status)}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `e2e: /healthz did not answer 200 within ${String(START_TIMEOUT_MS / 1000)} s (${lastError})\n${tail(logFile)}`,
  );
}

function tail(file: string, lines = 60): string {
  if (!existsSync(file)) return '(no server log)';
  return `--- last lines of ${file} ---\n${readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')}`;
}

/** What of a password or a token shows in a log: the admin password, a signed token, a session cookie. */
function credentialsIn(log: string, password: string): string[] {
  const found: string[] = [];
  if (log.includes(password)) found.push('the admin password');
  if (/eyJ[\w-]+\.[\w-]+\.[\w-]+/.test(log)) found.push('an access token');
  if (/kar_(at|rt)=[\w-]{8,}/.test(log)) found.push('a session cookie');
  if (/Bearer [\w-]{8,}/.test(log)) found.push('an Authorization header');
  return found;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Builds the SPA once, starts one real server on a fresh embedded database, and hands its address to the
 * tests. The address and the password are chosen at once and handed over before any of that is done: the
 * build, the seed and the server's start (about a minute of one core) run in the background while the unit
 * and server files, which vitest runs before the browser files, use the workers. Every browser file first
 * waits for the status file this writes (tests/e2e/wait-for-server.ts): 'ready', or why it failed.
 */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = resolveChromium();
  project.provide('chromiumPath', chromiumPath);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('secondAdminEmail', SECOND_ADMIN_EMAIL);
  project.provide('moderatorEmail', STAFF_MODERATOR_EMAIL);
  project.provide('financeEmail', STAFF_FINANCE_EMAIL);
  project.provide('twoStepAdminEmail', TWO_STEP_ADMIN_EMAIL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kar-e2e-'));
  const statusFile = path.join(dataDir, 'status');
  project.provide('serverStatusFile', statusFile);
  if (!chromiumPath) {
    project.provide('baseUrl', '');
    project.provide('adminPassword', '');
    writeFileSync(statusFile, 'ready');
    return Promise.resolve(async () => rmSync(dataDir, { recursive: true, force: true }));
  }
  return start(project, dataDir, statusFile);
}

/** Status written whole in one step, so a reader never sees half of it. */
function writeStatus(statusFile: string, text: string): void {
  writeFileSync(`${statusFile}.tmp`, text);
  renameSync(`${statusFile}.tmp`, statusFile);
}

async function start(
  project: TestProject,
  dataDir: string,
  statusFile: string,
): Promise<() => Promise<void>> {
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const password = strongPassword();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  project.provide('baseUrl', baseUrl);
  project.provide('adminPassword', password);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // Every request line, so the check at the end reads the whole run's log.
    LOG_LEVEL: 'info',
    ADMIN_EMAIL,
    ADMIN_PASSWORD: password,
    // A suite signs in once and may act (approve money, invite staff, send to everyone) many minutes later
    // on a loaded machine; step-up itself is tested against a server of its own with a 3-second window
    // (two-step.test.ts), so here a sign-in proves who the admin is for the whole run.
    REAUTH_WINDOW_S: '7200',
    // The suites' own calls (page-api.ts, about a hundred documents written in the tests) are the "outside
    // test suite" the switch exists for (docs/deploying.md); the SPA itself sends only manifest ids, which
    // session.test.ts checks for every request of a signed-in walk, and an unknown id is refused even so.
    // The refusal of a document's text in production is tests/server/trusted-documents.test.ts's.
    GRAPHQL_ARBITRARY_DOCUMENTS: 'allow',
  };
  // The browser tests always use the embedded database; CI's DATABASE_URL is for the server suites.
  delete env.DATABASE_URL;

  let child: ChildProcess | undefined;
  const log = createWriteStream(logFile);

  const prepare = async (): Promise<void> => {
    // The build and the database's preparation need nothing of each other: side by side.
    await Promise.all([
      buildSpa(),
      // The demo data, the first admin and a second one, before the server opens the database.
      run(
        process.execPath,
        ['--import', 'tsx', 'tests/e2e/second-admin.ts'],
        {
          ...env,
          SECOND_ADMIN_EMAIL,
          STAFF_MODERATOR_EMAIL,
          STAFF_FINANCE_EMAIL,
          TWO_STEP_ADMIN_EMAIL,
          LOG_LEVEL: 'warn',
        },
        'ignore',
      ).then((prepared) => {
        if (prepared.code !== 0) throw new Error(`e2e: preparing the database failed\n${prepared.stderr}`);
      }),
    ]);
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    await waitForHealth(baseUrl, child, logFile);
  };
  const prepared = prepare().then(
    () => writeStatus(statusFile, 'ready'),
    (error: unknown) =>
      writeStatus(statusFile, `failed: ${error instanceof Error ? error.message : String(error)}`),
  );

  return async () => {
    await prepared;
    if (child) await stop(child);
    await new Promise<void>((resolve) => log.end(resolve));
    // A whole browser run signs in, refreshes and signs out many times: none of it may reach the log.
    const leaks = existsSync(logFile) ? credentialsIn(readFileSync(logFile, 'utf8'), password) : [];
    if (leaks.length > 0) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`e2e: the server log holds credentials: ${leaks.join(', ')}`);
    }
    if (process.env.E2E_KEEP_DATA === 'true') console.log(`[e2e] kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
