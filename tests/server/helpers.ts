import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import pg from 'pg';
import { hash } from '@node-rs/argon2';
import type { AppConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/client';
import { admins } from '../../server/db/schema';
import { createApp, type App } from '../../server/http/app';
import type { LogStream } from '../../server/http/logging';
import { ARGON2_OPTIONS, type AuthService } from '../../server/services/auth/auth-service';

export interface Engine {
  name: 'pglite' | 'postgres';
}

function engines(): Engine[] {
  if (process.env.DATABASE_URL) return [{ name: 'pglite' }, { name: 'postgres' }];
  // CI must prove the API on PostgreSQL too; a missing URL there is a broken pipeline, not a skip.
  if (process.env.CI === 'true') {
    throw new Error(
      'CI=true but DATABASE_URL is not set: the PostgreSQL pass of the server tests cannot run',
    );
  }
  return [{ name: 'pglite' }];
}

/** The engines every server suite runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const DATABASES: Engine[] = engines();

export const TEST_ADMIN_EMAIL = 'admin@kar.vn';

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface GqlResult {
  data?: Record<string, unknown> | null;
  errors?: GqlError[];
}

export interface GqlResponse<B = GqlResult> {
  status: number;
  body: B;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface RequestAuth {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Raw Cookie header, e.g. `kar_at=...`. */
  cookie?: string;
  /** Extra or overriding headers. */
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  auth: AuthService;
  engine: Engine;
  /** DATA_DIR of this app (media, the local mail outbox). */
  dataDir: string;
  email: string;
  password: string;
  /** One GraphQL operation through the real HTTP stack (CSRF header included). */
  gql(query: string, variables?: Record<string, unknown>, auth?: RequestAuth): Promise<GqlResponse>;
  /** Any JSON payload to /graphql, e.g. a batch (an array of operations). */
  post<B = unknown>(payload: unknown, auth?: RequestAuth): Promise<GqlResponse<B>>;
  /** Signs the seeded admin in and returns the access token. */
  login(): Promise<string>;
  /**
   * Stops this app and starts another on the same database (already seeded, so it is quick), e.g. in
   * production mode. Use the returned app from then on; this one is closed.
   */
  restart(
    overrides?: Partial<Pick<AppConfig, 'production' | 'trustProxy' | 'smtpUrl' | 'push' | 'staticDir'>>,
  ): Promise<TestApp>;
  close(): Promise<void>;
}

const LOGIN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      accessToken
    }
  }
`;

/** Rows of a raw SQL statement; PGlite and node-postgres both answer with `{ rows }`. */
export async function sqlRows<T = Record<string, unknown>>(
  db: Db,
  query: Parameters<Db['execute']>[0],
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function createPostgresDatabase(baseUrl: string) {
  const name = `kar_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Seeding PGlite costs several seconds of CPU, once per test file. The first file to need it seeds a
 * template database; the others copy it. The key covers everything that shapes the seeded data, so a
 * change to migrations, tables, seed or auth code builds a new template instead of reusing a stale one.
 */
function templateKey(): string {
  const h = createHash('sha256');
  for (const dir of ['server/db', 'server/seed', 'server/services/auth']) {
    const files = readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' }).sort();
    for (const f of files) {
      const full = path.join(repoRoot, dir, f);
      try {
        h.update(f).update(readFileSync(full));
      } catch {
        // A directory: its files are listed on their own.
      }
    }
  }
  h.update(readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
  return h.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** Templates of earlier code versions (about 50 MB each) go once a new one is built. */
async function pruneOldTemplates(keep: string) {
  const names = readdirSync(tmpdir()).filter((n) => /^kar-test-template-[0-9a-f]{16}$/.test(n) && n !== keep);
  for (const name of names) {
    const full = path.join(tmpdir(), name);
    // Leave any that a run still building or copying might be using.
    const age = await stat(full).then(
      (st) => Date.now() - st.mtimeMs,
      () => 0,
    );
    if (age > 10 * 60_000) await rm(full, { recursive: true, force: true });
  }
}

/** Path of a seeded PGlite template (its `pgdata` and the admin password), built at most once per key. */
async function pgliteTemplate(): Promise<{ pgdata: string; password: string }> {
  const dir = path.join(tmpdir(), `kar-test-template-${templateKey()}`);
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 300_000;
  while (!(await exists(path.join(dir, 'ready')))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for the test database template ${dir}`);
    try {
      await mkdir(lock);
    } catch {
      // Another worker is building it; a lock left by a crashed run is taken over after 3 minutes.
      const age = await stat(lock).then(
        (st) => Date.now() - st.mtimeMs,
        () => 0,
      );
      if (age > 180_000) await rm(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    const building = `${dir}.build-${process.pid}-${randomBytes(3).toString('hex')}`;
    try {
      const password = `Kar-${randomBytes(12).toString('base64url')}-9z`;
      const app = await createApp(
        {
          host: '127.0.0.1',
          port: 0,
          dataDir: building,
          databaseUrl: undefined,
          adminEmail: TEST_ADMIN_EMAIL,
          adminPassword: password,
          production: false,
          staticDir: undefined,
          seedDemo: true,
        },
        { logger: false },
      );
      await app.close();
      await writeFile(path.join(building, 'password'), password);
      await writeFile(path.join(building, 'ready'), '');
      await rm(dir, { recursive: true, force: true });
      await rename(building, dir);
      await pruneOldTemplates(path.basename(dir));
    } finally {
      await rm(building, { recursive: true, force: true });
      await rm(lock, { recursive: true, force: true });
    }
  }
  return { pgdata: path.join(dir, 'pgdata'), password: await readFile(path.join(dir, 'password'), 'utf8') };
}

/** An empty database but for the first admin: the app then finds an admin and seeds nothing. */
async function createAdminOnly(
  target: { dataDir: string; databaseUrl: string | undefined },
  password: string,
) {
  const opened = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
  );
  try {
    await opened.db.insert(admins).values({
      email: TEST_ADMIN_EMAIL,
      passwordHash: await hash(password, ARGON2_OPTIONS),
      firstName: 'KAR',
      lastName: 'Admin',
      authority: 'SUPPER_ADMIN',
    });
  } finally {
    await opened.close();
  }
}

/**
 * Starts the whole API on a fresh database of the given engine, seeded with the demo data unless
 * `seedDemo: false` (then it holds only the admin); requests go through `app.inject`, so no port is
 * opened. Start one per test file and reuse it.
 */
export async function startTestApp(
  engine: Engine,
  opts: {
    seedDemo?: boolean;
    production?: boolean;
    smtpUrl?: string;
    push?: AppConfig['push'];
    /** Log through the server's real logger into this stream (e.g. to check what reached the log). */
    logStream?: LogStream;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kar-server-test-'));
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const cleanup = async () => {
    try {
      await pgDb?.drop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
  try {
    let password = `Kar-${randomBytes(12).toString('base64url')}-9z`;
    if (engine.name === 'postgres') {
      const baseUrl = process.env.DATABASE_URL;
      if (!baseUrl) throw new Error('the postgres engine needs DATABASE_URL');
      pgDb = await createPostgresDatabase(baseUrl);
    }
    if (opts.seedDemo === false) {
      await createAdminOnly({ dataDir, databaseUrl: pgDb?.url }, password);
    } else if (engine.name === 'pglite') {
      const template = await pgliteTemplate();
      await cp(template.pgdata, path.join(dataDir, 'pgdata'), { recursive: true });
      password = template.password;
    }
    const config: AppConfig = {
      host: '127.0.0.1',
      port: 0,
      dataDir,
      databaseUrl: pgDb?.url,
      adminEmail: TEST_ADMIN_EMAIL,
      adminPassword: password,
      production: opts.production ?? false,
      staticDir: undefined,
      seedDemo: opts.seedDemo ?? true,
      smtpUrl: opts.smtpUrl,
      push: opts.push,
    };
    const logging = opts.logStream ? { logger: true, logStream: opts.logStream } : { logger: false };
    return wrap(await createApp(config, logging), engine, config, cleanup);
  } catch (e) {
    await cleanup().catch(() => undefined);
    throw e;
  }
}

function wrap(running: App, engine: Engine, config: AppConfig, cleanup: () => Promise<void>): TestApp {
  const { app, db, auth } = running;
  const password = config.adminPassword ?? '';

  const post = async <B>(payload: unknown, a: RequestAuth = {}): Promise<GqlResponse<B>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-kar-csrf': '1' };
    if (a.token !== undefined) headers.authorization = `Bearer ${a.token}`;
    if (a.cookie !== undefined) headers.cookie = a.cookie;
    Object.assign(headers, a.headers);
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: JSON.stringify(payload),
    });
    return { status: res.statusCode, body: res.json<B>(), headers: res.headers };
  };
  const gql = (query: string, variables?: Record<string, unknown>, a?: RequestAuth) =>
    post<GqlResult>(variables ? { query, variables } : { query }, a);

  return {
    app,
    db,
    auth,
    engine,
    dataDir: config.dataDir,
    email: TEST_ADMIN_EMAIL,
    password,
    gql,
    post,
    async login() {
      const res = await gql(LOGIN, { email: TEST_ADMIN_EMAIL, password });
      const token = (res.body.data?.adminLogin as { accessToken?: string } | undefined)?.accessToken;
      if (!token) throw new Error(`test login failed: ${JSON.stringify(res.body.errors)}`);
      return token;
    },
    async restart(overrides = {}) {
      await running.close();
      const next = { ...config, ...overrides };
      try {
        return wrap(await createApp(next, { logger: false }), engine, next, cleanup);
      } catch (e) {
        await cleanup().catch(() => undefined);
        throw e;
      }
    },
    async close() {
      try {
        await running.close();
      } finally {
        await cleanup();
      }
    },
  };
}

/** Codes of a response's errors (`extensions.code`), in order. */
export const errorCodes = (body: GqlResult) => (body.errors ?? []).map((e) => e.extensions?.code);

export const DUMMY_UUID = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';

/**
 * A value of the right type for a required argument or variable: ID a uuid, String 'x', numbers 1,
 * Boolean true, an enum its first value, a list one item, an input object its required fields.
 */
export function dummyValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return dummyValue(type.ofType);
  if (isListType(type)) return [dummyValue(type.ofType)];
  if (isEnumType(type)) {
    const first = type.getValues()[0];
    if (!first) throw new Error(`enum ${type.name} has no values`);
    return first.name;
  }
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter(
      (f) => isNonNullType(f.type) && f.defaultValue === undefined,
    );
    return Object.fromEntries(required.map((f) => [f.name, dummyValue(f.type)]));
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return DUMMY_UUID;
      case 'String':
        return 'x';
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'DateTime':
        return '2026-01-01T00:00:00.000Z';
    }
    throw new Error(`no dummy value for scalar ${type.name}; add one to tests/server/helpers.ts`);
  }
  throw new Error(`unexpected input type ${String(type)}`);
}

/** The same dummy value written as a GraphQL literal (enum values unquoted). */
export function dummyLiteral(type: GraphQLInputType): string {
  if (isNonNullType(type)) return dummyLiteral(type.ofType);
  if (isListType(type)) return `[${dummyLiteral(type.ofType)}]`;
  if (isEnumType(type)) return String(dummyValue(type));
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter(
      (f) => isNonNullType(f.type) && f.defaultValue === undefined,
    );
    return `{ ${required.map((f) => `${f.name}: ${dummyLiteral(f.type)}`).join(', ')} }`;
  }
  return JSON.stringify(dummyValue(type));
}
