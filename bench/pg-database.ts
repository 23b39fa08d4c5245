import pg from 'pg';

/** The PostgreSQL server the benches seed their databases on (BENCH_PG_BASE, without a database name). */
export const PG_BASE = process.env.BENCH_PG_BASE ?? 'postgres://postgres@127.0.0.1:5432';

/**
 * The address of database `name`, dropped (other sessions ended) and created empty first, unless `reuse`:
 * then the database the last run seeded is measured again (seeding 1,000,000 rows takes minutes).
 */
export async function freshDatabase(name: string, reuse = false): Promise<string> {
  if (reuse) return `${PG_BASE}/${name}`;
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return `${PG_BASE}/${name}`;
}
