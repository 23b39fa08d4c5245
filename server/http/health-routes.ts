import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder, type OpenedDatabase } from '../db/client';

/** How long /readyz waits for the database before calling it unreachable. */
export const READY_TIMEOUT_MS = 2_000;

/** The newest migration this build ships (drizzle records each applied one by its journal `when`). */
function newestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

export type Readiness =
  | { ok: true; db: OpenedDatabase['kind'] }
  | { ok: false; db: OpenedDatabase['kind']; reason: 'database unreachable' | 'migrations pending' };

export async function checkReadiness(database: OpenedDatabase, newest: number): Promise<Readiness> {
  const db = database.kind;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
  });
  try {
    const applied = await Promise.race([
      // PGlite and node-postgres both answer with `{ rows }`.
      database.db
        .execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`)
        .then((r) => (r as unknown as { rows: { latest: string | number | null }[] }).rows),
      timedOut,
    ]);
    if (applied === 'timeout') return { ok: false, db, reason: 'database unreachable' };
    const latest = Number(applied[0]?.latest ?? 0);
    return latest >= newest ? { ok: true, db } : { ok: false, db, reason: 'migrations pending' };
  } catch {
    // The cause (a refused connection, a missing table) is the operator's to find in the database's own log.
    return { ok: false, db, reason: 'database unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz is liveness: the process answers, whatever the database does (a restart would not bring the
 * database back). /readyz is readiness: the database answers and has every migration this build ships.
 */
export function registerHealthRoutes(app: FastifyInstance, database: OpenedDatabase) {
  const newest = newestShippedMigration();
  app.get('/healthz', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { ok: true, db: database.kind };
  });
  app.get('/readyz', async (_req, reply) => {
    const readiness = await checkReadiness(database, newest);
    reply.header('Cache-Control', 'no-store');
    return reply.status(readiness.ok ? 200 : 503).send(readiness);
  });
}
