// `npm run db:rebuild-rollups`: recomputes the dashboard roll-ups and the members' and posts' search copies from
// their source tables (migrations 0007, 0009 and 0011), on DATA_DIR or DATABASE_URL. The triggers keep them right on
// their own; this is for a database whose rows were written with triggers disabled (e.g. a restore).
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from './client';

const config = loadConfig();
const opened = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  const started = performance.now();
  await opened.db.transaction(async (tx) => {
    await tx.execute(sql`select dashboard_rollups_rebuild()`);
    await tx.execute(sql`select user_search_rebuild()`);
    await tx.execute(sql`select post_search_rebuild()`);
  });
  console.log(`roll-ups rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await opened.close();
}
