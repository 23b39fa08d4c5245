import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
import type { AppConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { createApp, type App } from '../../server/http/app';
import type { AuthService } from '../../server/services/auth/auth-service';

export interface Engine {
  name: 'pglite' | 'postgres';
}

function engines(): Engine[] {
  if (process.env.DATABASE_URL) return [{ name: 'pglite' }, { name: 'postgres' }];
  // CI must prove the API on PostgreSQL too; a missing URL there is a broken pipeline, not a skip.
  if (process.env.CI === 'true') {
    throw new Error('CI=true but DATABASE_URL is not set: the PostgreSQL pass of the server tests cannot run');
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
  restart(overrides?: Partial<Pick<AppConfig, 'production'>>): Promise<TestApp>;
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
export async function sqlRows<T = Record<string, unknown>>(db: Db, query: Parameters<Db['execute']>[0]): Promise<T[]> {
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

/**
 * Starts the whole API on a fresh, seeded database of the given engine; requests go through
 * `app.inject`, so no port is opened. Start one per test file and reuse it: seeding takes seconds.
 */
export async function startTestApp(
  engine: Engine,
  opts: { seedDemo?: boolean; production?: boolean } = {},
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
    if (engine.name === 'postgres') {
      const baseUrl = process.env.DATABASE_URL;
      if (!baseUrl) throw new Error('the postgres engine needs DATABASE_URL');
      pgDb = await createPostgresDatabase(baseUrl);
    }
    const config: AppConfig = {
      host: '127.0.0.1',
      port: 0,
      dataDir,
      databaseUrl: pgDb?.url,
      adminEmail: TEST_ADMIN_EMAIL,
      adminPassword: `Kar-${randomBytes(12).toString('base64url')}-9z`,
      production: opts.production ?? false,
      staticDir: undefined,
      seedDemo: opts.seedDemo ?? true,
    };
    return wrap(await createApp(config, { logger: false }), engine, config, cleanup);
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
    const res = await app.inject({ method: 'POST', url: '/graphql', headers, payload: JSON.stringify(payload) });
    return { status: res.statusCode, body: res.json<B>(), headers: res.headers };
  };
  const gql = (query: string, variables?: Record<string, unknown>, a?: RequestAuth) =>
    post<GqlResult>(variables ? { query, variables } : { query }, a);

  return {
    app,
    db,
    auth,
    engine,
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
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
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
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${required.map((f) => `${f.name}: ${dummyLiteral(f.type)}`).join(', ')} }`;
  }
  return JSON.stringify(dummyValue(type));
}
