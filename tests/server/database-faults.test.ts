import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/graphql/database-unavailable';
import { createApp, type App } from '../../server/http/app';
import { errorCodes, TEST_ADMIN_EMAIL, type GqlResult } from './helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the fixture that holds DATA_DIR open in another process; resolves once it holds it. */
async function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  // node itself, not the tsx wrapper, so the child's pid is the one holding the lock.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'tests/fixtures/hold-data-dir.ts'), dataDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout?.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`holder exited with ${code} before holding ${dataDir}`)));
  });
  return child;
}

// Each test opens a fresh PGlite and migrates it, which takes tens of seconds on a busy machine.
describe('one server per DATA_DIR (PGlite)', { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const newDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kar-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('refuses a second opener in this process and frees the directory on close', async () => {
    const dir = await newDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      new RegExp(`^DATA_DIR ${dir} is in use by process ${process.pid} on `),
    );
    await first.close();
    expect(existsSync(path.join(dir, 'pgdata.lock'))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('refuses while another process holds it, and takes it over once that process is killed', async () => {
    const dir = await newDir();
    const holder = await holdInAnotherProcess(dir);
    children.push(holder);
    const err = await openDatabase({ dataDir: dir }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(err?.message).toContain(`is in use by process ${holder.pid} on ${hostname()}`);
    expect(err?.message).toContain('two servers on one embedded database can corrupt it');
    // kill -9 leaves the lock file behind; its process is gone, so the next start takes it over.
    const exited = once(holder, 'exit');
    holder.kill('SIGKILL');
    await exited;
    expect(JSON.parse(await readFile(path.join(dir, 'pgdata.lock'), 'utf8'))).toMatchObject({
      pid: holder.pid,
    });
    const opened = await openDatabase({ dataDir: dir });
    expect(JSON.parse(await readFile(path.join(dir, 'pgdata.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await opened.close();
  });

  it('takes over a half-written lock file (a crash between create and write)', async () => {
    const dir = await newDir();
    await writeFile(path.join(dir, 'pgdata.lock'), '{"pid":');
    const opened = await openDatabase({ dataDir: dir });
    await opened.close();
  });
});

/** A TCP hop between the API and PostgreSQL that the test can cut (an outage) and restore. */
async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(target.port, target.host);
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    /** Drops every open connection and refuses new ones, as a stopped PostgreSQL does. */
    async cut() {
      const closed = new Promise((r) => server.close(r));
      for (const s of sockets) s.destroy();
      await closed;
    },
    async restore() {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    async close() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise((r) => server.close(r));
    },
  };
}

const baseUrl = process.env.DATABASE_URL;

describe.skipIf(!baseUrl)('a PostgreSQL outage', () => {
  const dbName = `kar_t_outage_${randomBytes(5).toString('hex')}`;
  const password = `Kar-${randomBytes(12).toString('base64url')}-9z`;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let running: App;
  let dataDir: string;
  let token: string;
  const admin = () => new pg.Client({ connectionString: baseUrl });

  const gql = async (query: string, variables?: Record<string, unknown>) => {
    const res = await running.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'x-kar-csrf': '1',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify({ query, variables }),
    });
    return { status: res.statusCode, body: res.json<GqlResult>(), headers: res.headers };
  };
  const LIST = '{ users(take: 5) { meta { totalItems } } }';

  beforeAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    const target = new URL(baseUrl ?? '');
    proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(baseUrl ?? '');
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${dbName}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'kar-outage-'));
    process.env.DATABASE_CONNECT_TIMEOUT_MS = '2000';
    running = await createApp(
      {
        host: '127.0.0.1',
        port: 0,
        dataDir,
        databaseUrl: url.toString(),
        adminEmail: TEST_ADMIN_EMAIL,
        adminPassword: password,
        production: true,
        // This file's documents are its own, not the SPA's (server/graphql/trusted-documents.ts).
        arbitraryDocuments: true,
        staticDir: undefined,
        seedDemo: false,
      },
      { logger: false },
    );
    const login = await gql(
      'mutation ($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { accessToken } }',
      { e: TEST_ADMIN_EMAIL, p: password },
    );
    token = (login.body.data?.adminLogin as { accessToken: string }).accessToken;
  });
  afterEach(async () => {
    // A failed test must not leave the next one without its database.
    await proxy.restore().catch(() => undefined);
  });
  afterAll(async () => {
    delete process.env.DATABASE_CONNECT_TIMEOUT_MS;
    await running?.close();
    await proxy?.close();
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a clear message while PostgreSQL is unreachable, and recovers by itself', async () => {
    expect((await gql(LIST)).status).toBe(200);
    await proxy.cut();
    for (const query of [LIST, '{ meAdmin { id } }', 'mutation { signOut }']) {
      const res = await gql(query);
      expect(res.status, query).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors?.[0]?.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      expect(errorCodes(res.body)).toEqual(['SERVICE_UNAVAILABLE']);
      expect(JSON.stringify(res.body)).not.toMatch(/ECONN|127\.0\.0\.1|stack|terminated/i);
    }
    await proxy.restore();
    // The same process, the same pool: no restart.
    const back = await gql(LIST);
    expect(back.status).toBe(200);
    expect(back.body.errors).toBeUndefined();
    expect(back.body.data?.users).toEqual({ meta: { totalItems: 0 } });
  });

  it('survives PostgreSQL ending every connection of the API (as a restart does)', async () => {
    expect((await gql(LIST)).status).toBe(200);
    const c = admin();
    await c.connect();
    const { rows } = await c.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1',
      [dbName],
    );
    await c.end();
    expect(rows.length).toBeGreaterThan(0);
    // Each answer is either the list or the clear 503, never a masked 500; one of the next few is the list.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await gql(LIST);
      statuses.push(res.status);
      if (res.status === 503) expect(res.body.errors?.[0]?.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      else expect(res.body.data?.users).toEqual({ meta: { totalItems: 0 } });
    }
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses).toContain(200);
  });
});
