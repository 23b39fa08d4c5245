import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { drizzleClient, type WriteClock } from './pglite-client';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Db;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /** On PGlite, the clock of this process's writes (the only ones there are); null on PostgreSQL. */
  writes: WriteClock | null;
  /** What the job queue (pg-boss) connects through: the same PGlite instance, or its own pool. */
  queueConnection: QueueConnection;
}

export type QueueConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Arbitrary constant shared by every instance: serialises migrations when several start together.
const MIGRATION_LOCK_KEY = 7_244_101;

/**
 * Opens the embedded PGlite database (persisted under `<dataDir>/pgdata`) unless `databaseUrl`
 * is given, in which case a node-postgres pool is used. Pending migrations are applied either way.
 */
export async function openDatabase(opts: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<OpenedDatabase> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(path.resolve(opts.dataDir ?? './data'));
}

async function openPglite(dataDir: string): Promise<OpenedDatabase> {
  const dir = path.join(dataDir, 'pgdata');
  await mkdir(dir, { recursive: true });
  // PGlite has no postmaster to refuse a second process; two writers on these files corrupt them.
  const unlock = await lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    // pg_trgm backs the members keyword search (migration 0001); PostgreSQL ships it in contrib.
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
    const forDrizzle = drizzleClient(client);
    const db = drizzlePglite({ client: forDrizzle.client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      db: db satisfies Db,
      kind: 'pglite',
      writes: forDrizzle.writes,
      queueConnection: { kind: 'pglite', client: opened },
      close: async () => {
        try {
          await opened.close();
        } finally {
          await unlock();
        }
      },
    };
  } catch (e) {
    try {
      await client?.close();
    } finally {
      await unlock();
    }
    throw e;
  }
}

async function openPostgres(databaseUrl: string): Promise<OpenedDatabase> {
  await migratePostgres(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    // An unreachable server answers 503 within this, instead of holding the request open.
    connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 5000),
  });
  // An idle client losing its connection emits on the pool; without a listener that would crash the process.
  pool.on('error', (err) => console.error('postgres pool error', err));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  // Other processes may write to PostgreSQL, so this one cannot know when nothing changed.
  return {
    db: db satisfies Db,
    kind: 'postgres',
    writes: null,
    queueConnection: { kind: 'postgres', url: databaseUrl },
    close: () => pool.end(),
  };
}

/** Runs migrations on one dedicated connection holding an advisory lock, so parallel starts do not race. */
async function migratePostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/** True when `e` (or an error it wraps, as drizzle does) is a PostgreSQL unique_violation (23505). */
export function isUniqueViolation(e: unknown): boolean {
  return pgErrorCode(e) === '23505';
}

/** True when `e` (or an error it wraps) is a PostgreSQL foreign_key_violation (23503). */
export function isForeignKeyViolation(e: unknown): boolean {
  return pgErrorCode(e) === '23503';
}

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * True when `e` says the database cannot be reached right now (refused or dropped connection, a
 * server shutting down or starting up, a pool that could not connect in time), as opposed to a
 * query the database refused.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  let cur: unknown = e;
  for (let depth = 0; depth < 6 && typeof cur === 'object' && cur !== null; depth++) {
    const { code, message } = cur as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code)) return true;
      // 08: connection exception; 57P01-57P03: admin or crash shutdown, cannot connect now.
      if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
    }
    if (
      typeof message === 'string' &&
      /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
        message,
      )
    ) {
      return true;
    }
    cur =
      (cur as { cause?: unknown; originalError?: unknown }).cause ??
      (cur as { originalError?: unknown }).originalError;
  }
  return false;
}

function pgErrorCode(e: unknown): string | undefined {
  let cur: unknown = e;
  for (let depth = 0; depth < 5 && typeof cur === 'object' && cur !== null; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}
