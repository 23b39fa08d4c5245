import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, type TestApp } from './helpers';

/** The driver under drizzle: a node-postgres pool (`end`) or a PGlite instance (`close`). */
interface DriverHandle {
  $client: { end?: () => Promise<void>; close?: () => Promise<void> };
}

describe.each(DATABASES)('/healthz and /readyz on $name', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, { seedDemo: false });
  });
  afterAll(async () => {
    await t?.close().catch(() => undefined);
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>(), headers: res.headers };
  };

  it('both answer 200 with a migrated database, and are never cached', async () => {
    const live = await get('/healthz');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ ok: true, db: engine.name });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ok: true, db: engine.name });
    expect(live.headers['cache-control']).toBe('no-store');
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 "migrations pending" when the newest migration is not recorded', async () => {
    const [newest] = (
      (await t.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    if (!newest) throw new Error('no migrations recorded');
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      const ready = await get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ ok: false, db: engine.name, reason: 'migrations pending' });
      expect((await get('/healthz')).status).toBe(200);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
    }
    expect((await get('/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 "database unreachable" once the database is gone, while /healthz stays 200', async () => {
    const driver = (t.db as unknown as DriverHandle).$client;
    await (driver.end ?? driver.close)?.call(driver);
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ ok: false, db: engine.name, reason: 'database unreachable' });
    expect(JSON.stringify(ready.body)).not.toMatch(/ECONN|pool|closed|error/i);
    expect((await get('/healthz')).status).toBe(200);
  });
});
