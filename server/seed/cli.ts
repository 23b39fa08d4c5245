import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import path from 'node:path';
import { createFileStore } from '../services/media/media-store';
import { createS3Store } from '../services/media/store-s3';
import { seedIfEmpty, seedScale } from './seed';

/*
 * npm run seed                           demo data into an empty database (DATA_DIR or DATABASE_URL)
 * npm run seed -- --scale N              also N extra members and N*5 posts, for benchmarks
 * npm run seed -- --scale N --posts P    the same with P posts instead of N*5
 */
function parseCount(argv: readonly string[], flag: string): number | undefined {
  const i = argv.indexOf(flag);
  const raw = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${flag}=`))?.slice(flag.length + 1);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} expects a whole number, got ${raw}`);
  return n;
}

async function main() {
  const argv = process.argv.slice(2);
  const scale = parseCount(argv, '--scale') ?? 0;
  const posts = parseCount(argv, '--posts') ?? scale * 5;
  const config = loadConfig();
  const log = (msg: string) => console.log(msg);
  const opened = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  const mediaDir = path.join(config.dataDir, 'media');
  const s3 = config.s3 ? await createS3Store(config.s3, mediaDir) : undefined;
  // The demo photos go where the server will serve them from.
  const media = s3 ?? createFileStore(mediaDir);
  try {
    log(
      `seed: using ${opened.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    );
    const result = await seedIfEmpty(
      opened.db,
      config.adminPassword
        ? { adminEmail: config.adminEmail, adminPassword: config.adminPassword, media, log, step: log }
        : { adminEmail: config.adminEmail, media, log, step: log },
    );
    if (!result.seeded) log('seed: an admin already exists, demo data left as is');
    if (result.generatedPassword) {
      log(`seed: admin ${config.adminEmail} created with password: ${result.generatedPassword}`);
      log('seed: this password is shown only once; set ADMIN_PASSWORD to choose your own');
    }
    if (scale > 0) await seedScale(opened.db, { members: scale, posts, log });
  } finally {
    await s3?.close();
    await opened.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
