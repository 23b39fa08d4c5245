import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 240_000;

/** `npm run build:server`, as `npm start` runs it: the compiled server in dist-server/. */
export function buildServer() {
  const result = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build:server failed:\n${result.stdout}\n${result.stderr}`);
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  dataDir: string;
  password: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (to the whole process group when started through npm), then removes its data. */
  stop(): Promise<void>;
}

/**
 * Starts the real server as a child process on a fresh embedded database holding only the first admin
 * (no demo data, so it starts quickly), and waits for /healthz. `command` is what runs it: `npm run serve`
 * as `npm start` does, or `node dist-server/main.js` to signal the node process itself.
 */
export async function startServerProcess(
  command: 'npm-serve' | 'node',
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kar-process-test-'));
  const password = `Kar-${randomBytes(12).toString('base64url')}-9z`;
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    // The server picks a free port and says which: probing for one first could hand the same port to
    // another suite's server (the browser suites start one) before this one binds it.
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@kar.vn',
    ADMIN_PASSWORD: password,
    SEED_DEMO: 'false',
    // The suites send documents of their own, not the SPA's: production refuses those without the switch
    // (server/graphql/trusted-documents.ts, tested in-process by trusted-documents.test.ts). Every other
    // production guard still answers them, which is what these suites check.
    GRAPHQL_ARBITRARY_DOCUMENTS: 'allow',
    ...env,
  };
  // Vitest's NODE_ENV=test must not leak in: production mode is what is under test.
  delete fullEnv.NODE_ENV;
  delete fullEnv.DATABASE_URL;
  if (env.DATABASE_URL) fullEnv.DATABASE_URL = env.DATABASE_URL;
  const child =
    command === 'npm-serve'
      ? spawn('npm', ['run', '--silent', 'serve'], { cwd: repoRoot, env: fullEnv, detached: true })
      : spawn(
          process.execPath,
          ['--enable-source-maps', 'dist-server/main.js'],
          // The production environment `npm run serve` sets.
          { cwd: repoRoot, env: { ...fullEnv, NODE_ENV: 'production' } },
        );
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let port = 0;
  let baseUrl = '';
  const signalAll = (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      if (command === 'npm-serve') process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    signalAll('SIGTERM');
    const timer = setTimeout(() => signalAll('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`server exited before /healthz answered:\n${out}`);
    }
    const listening = /KAR Admin on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
    if (listening && !port) {
      port = Number(listening[1]);
      baseUrl = `http://127.0.0.1:${port}`;
    }
    const ok =
      port > 0 &&
      (await fetch(`${baseUrl}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      ));
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer /healthz:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, baseUrl, port, dataDir, password, output: () => out, exited, stop };
}
