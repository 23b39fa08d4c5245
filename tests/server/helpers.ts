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
import { roleIdSql } from '../../server/services/auth/roles';
import { SUPPER_ADMIN } from '../../src/rules/permissions';

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

/** An admin password that meets every rule; random, so a test knows it only through its TestApp. */
const newPassword = () => `Kar-${randomBytes(12).toString('base64url')}-9z`;

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
  /** The app's mail outbox service (deliver a held message when a test has moved its time). */
  mail: App['mail'];
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
    overrides?: Partial<
      Pick<AppConfig, 'production' | 'arbitraryDocuments' | 'trustProxy' | 'smtpUrl' | 'push' | 'staticDir'>
    >,
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

/** `baseUrl` pointing at another database of the same server. */
function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** PostgreSQL's invalid_catalog_name: here, a template another run pruned a moment ago. */
const isMissingDatabase = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '3D000';

/**
 * A throwaway database for one test file: a copy of `template` (`CREATE DATABASE … TEMPLATE`, a file copy
 * inside the server: a fraction of a second, where migrating and seeding take ten or more).
 */
async function createPostgresDatabase(baseUrl: string, template: string) {
  const name = `kar_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(baseUrl, name),
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
 * Migrating costs seconds and seeding the demo data several more, once per test file and engine. So the
 * first file to need a database of a kind builds a template of it, and every file copies that: a PGlite
 * data directory copied as files, a PostgreSQL database made with `CREATE DATABASE … TEMPLATE` (a copy
 * inside the server). Each file still gets a database of its own. The key covers everything that shapes
 * the data, so a change to any server code, rule or package builds new templates instead of reusing
 * stale ones. The demo photos the seed writes to the media store are not copied; no test of a template's
 * copy reads them (db-seed.test.ts checks them on a fresh seed).
 */
type TemplateKind = 'demo' | 'admin-only';

let key: string | undefined;
function templateKey(): string {
  if (key) return key;
  const h = createHash('sha256');
  // The whole server and the rules it imports (the seed reaches server/kit, src/rules and the services),
  // and the lockfile: a template kept on a shared PostgreSQL from other code must never be reused.
  for (const dir of ['server', 'src/rules']) {
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
  h.update(readFileSync(path.join(repoRoot, 'package-lock.json')));
  key = h.digest('hex').slice(0, 16);
  return key;
}

/** Fills an empty database of either engine as a template of `kind`: the app's own start, or one admin. */
async function fillTemplate(
  kind: TemplateKind,
  target: { dataDir: string; databaseUrl: string | undefined },
  password: string,
) {
  if (kind === 'admin-only') return createAdminOnly(target, password);
  const app = await createApp(
    {
      host: '127.0.0.1',
      port: 0,
      dataDir: target.dataDir,
      databaseUrl: target.databaseUrl,
      adminEmail: TEST_ADMIN_EMAIL,
      adminPassword: password,
      production: false,
      staticDir: undefined,
      seedDemo: true,
    },
    { logger: false },
  );
  await app.close();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

const PGLITE_TEMPLATE = /^kar-test-template-[0-9a-f]{16}(-admin-only)?$/;

/** Templates of earlier code versions (about 70 MB each) go once a new one is built. */
async function pruneOldTemplates() {
  const names = readdirSync(tmpdir()).filter((n) => PGLITE_TEMPLATE.test(n) && !n.includes(templateKey()));
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

/** Path of a PGlite template's `pgdata` and its admin password, built at most once per key and kind. */
async function pgliteTemplate(kind: TemplateKind): Promise<{ pgdata: string; password: string }> {
  const dir = path.join(tmpdir(), `kar-test-template-${templateKey()}${kind === 'demo' ? '' : `-${kind}`}`);
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
      const password = newPassword();
      await mkdir(building);
      await fillTemplate(kind, { dataDir: building, databaseUrl: undefined }, password);
      await writeFile(path.join(building, 'password'), password);
      await writeFile(path.join(building, 'ready'), '');
      await rm(dir, { recursive: true, force: true });
      await rename(building, dir);
      await pruneOldTemplates();
    } finally {
      await rm(building, { recursive: true, force: true });
      await rm(lock, { recursive: true, force: true });
    }
  }
  return { pgdata: path.join(dir, 'pgdata'), password: await readFile(path.join(dir, 'password'), 'utf8') };
}

// Any constant: serialises template builds on one PostgreSQL server, across workers and checkouts.
const PG_TEMPLATE_LOCK_KEY = 7_244_199;
// Written on a template once it is complete: its build time and the admin password (base64url, no quote).
const PG_TEMPLATE_NOTE = /^kar-test-template ready (\d+) ([\w-]+)$/;
// A template of another code version is dropped once it is this old (a run in another checkout may be
// copying it; one that finds it gone builds it again, see startTestApp).
const PG_TEMPLATE_MAX_AGE_MS = 60 * 60_000;

/**
 * The PostgreSQL templates: databases named after the key and kind, built under an advisory lock, and
 * complete only once their comment says so (a build that died half-way is built again).
 */
async function postgresTemplate(
  baseUrl: string,
  kind: TemplateKind,
): Promise<{ name: string; password: string }> {
  const name = `kar_tpl_${templateKey()}${kind === 'demo' ? '' : '_admin_only'}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PG_TEMPLATE_LOCK_KEY]);
    const notes = await client.query<{ datname: string; note: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname LIKE 'kar\\_tpl\\_%'`,
    );
    const ready = PG_TEMPLATE_NOTE.exec(notes.rows.find((r) => r.datname === name)?.note ?? '');
    if (ready?.[2]) return { name, password: ready[2] };

    // Missing or half-built: nobody else builds while this client holds the lock.
    const password = newPassword();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kar-test-pg-template-'));
    try {
      await fillTemplate(kind, { dataDir, databaseUrl: databaseUrl(baseUrl, name) }, password);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    await client.query(
      `COMMENT ON DATABASE ${name} IS 'kar-test-template ready ${String(Date.now())} ${password}'`,
    );

    for (const row of notes.rows) {
      if (row.datname.startsWith(`kar_tpl_${templateKey()}`)) continue;
      const built = Number(PG_TEMPLATE_NOTE.exec(row.note ?? '')?.[1] ?? 0);
      // Without the note it is a build that died (no other build runs while the lock is held).
      if (built && Date.now() - built < PG_TEMPLATE_MAX_AGE_MS) continue;
      // One being copied right now refuses to go; a later prune takes it.
      await client.query(`DROP DATABASE IF EXISTS ${row.datname}`).catch(() => undefined);
    }
    return { name, password };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PG_TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
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
      roleId: roleIdSql(SUPPER_ADMIN),
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
    /**
     * GRAPHQL_ARBITRARY_DOCUMENTS=allow. A production app refuses every document sent as text without it,
     * the test's own documents and login() included: tests of production's other guards set it.
     */
    arbitraryDocuments?: boolean;
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
    const kind: TemplateKind = opts.seedDemo === false ? 'admin-only' : 'demo';
    let password: string;
    if (engine.name === 'postgres') {
      const baseUrl = process.env.DATABASE_URL;
      if (!baseUrl) throw new Error('the postgres engine needs DATABASE_URL');
      let template = await postgresTemplate(baseUrl, kind);
      pgDb = await createPostgresDatabase(baseUrl, template.name).catch(async (e: unknown) => {
        if (!isMissingDatabase(e)) throw e;
        // Pruned by a run of other code between the lookup and the copy: built again, copied once more.
        template = await postgresTemplate(baseUrl, kind);
        return createPostgresDatabase(baseUrl, template.name);
      });
      password = template.password;
    } else {
      const template = await pgliteTemplate(kind);
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
      arbitraryDocuments: opts.arbitraryDocuments ?? false,
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
    mail: running.mail,
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
      // A list's URL state (docs/saved-views.md): an empty object, which is also a GraphQL literal.
      case 'SearchParams':
        return {};
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

/**
 * A further admin holding the role `roleCode` (a built-in code, or a custom role's), signed in through
 * adminLogin like anyone: staff invitations are not built yet, so tests add staff through the database.
 */
export async function addAdminWithRole(t: TestApp, roleCode: string) {
  const email = `${roleCode.toLowerCase()}-${randomBytes(4).toString('hex')}@kar.vn`;
  const password = newPassword();
  const [row] = await t.db
    .insert(admins)
    .values({
      email,
      passwordHash: await hash(password, ARGON2_OPTIONS),
      firstName: 'Test',
      lastName: roleCode,
      roleId: roleIdSql(roleCode),
    })
    .returning({ id: admins.id });
  if (!row) throw new Error(`admin with role ${roleCode} not created`);
  const res = await t.gql(LOGIN, { email, password });
  const token = (res.body.data?.adminLogin as { accessToken?: string } | undefined)?.accessToken;
  if (!token) throw new Error(`no session for ${email}: ${JSON.stringify(res.body)}`);
  return { id: row.id, email, password, token };
}
