// `npm run audit:verify`: checks the audit trail's hash chain (docs/audit.md) on DATA_DIR or DATABASE_URL and
// prints { ok, rows, firstBrokenId } and the chain's head; exits 1 when the chain is broken. On the embedded
// database the server holds the data directory, so stop it first (PostgreSQL needs no stop).
import { loadConfig } from '../config';
import { verifyAuditChain } from '../kit/audit-chain';
import { openDatabase } from './client';

const config = loadConfig();
const opened = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  const check = await verifyAuditChain(opened.db);
  console.log(JSON.stringify(check, null, 2));
  if (!check.ok) {
    console.error(`audit chain broken at row ${String(check.firstBrokenId)}`);
    process.exitCode = 1;
  }
} finally {
  await opened.close();
}
