// CPU per request of the API under a fixed closed load (PROBE_* env), for before/after comparisons on a
// shared machine where latency is noise: the server's own CPU time (from /proc) over N requests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { UsersDocument } from '../src/gql/graphql';
import { LOAD_PASSWORD, signIn } from './load';
import { startServer } from './server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const blocks = Number(process.env.PROBE_BLOCKS ?? 5);
const perBlock = Number(process.env.PROBE_REQUESTS ?? 1000);
const inFlight = Number(process.env.PROBE_IN_FLIGHT ?? 8);
const log = (m: string) => console.error(`[probe] ${m}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'kar-probe-'));
const server = await startServer(
  root,
  {
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.PROBE_DATABASE_URL,
    ADMIN_PASSWORD: LOAD_PASSWORD,
    SEED_DEMO: 'true',
  },
  log,
  (process.env.PROBE_NODE_ARGS ?? '').split(' ').filter(Boolean),
);
const pool = new Pool(server.origin, { connections: inFlight });
const body = JSON.stringify({ query: UsersDocument.toString(), variables: { skip: 1, take: 10 } });
try {
  const headers = await signIn(server.origin);
  const run = async (n: number) => {
    let next = 0;
    let errors = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next++ < n) {
          const res = await pool.request({ method: 'POST', path: '/graphql', headers, body });
          const text = await res.body.text();
          if (res.statusCode !== 200 || text.includes('"errors"')) errors++;
        }
      }),
    );
    if (errors) throw new Error(`${String(errors)} errors`);
  };
  await run(Number(process.env.PROBE_WARM ?? 3000));
  const figures: string[] = [];
  for (let b = 0; b < blocks; b++) {
    const cpu = server.cpuMs();
    const t = performance.now();
    await run(perBlock);
    const per = (server.cpuMs() - cpu) / perBlock;
    figures.push(per.toFixed(2));
    log(
      `block ${String(b + 1)}: ${per.toFixed(2)} ms CPU a request, ${((perBlock * 1000) / (performance.now() - t)).toFixed(0)} req/s`,
    );
  }
  console.log(`CPU ms a request: ${figures.join(' / ')}`);
} finally {
  await pool.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
