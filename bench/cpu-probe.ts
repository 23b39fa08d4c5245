// CPU per request of the API under a fixed closed load, for before/after comparisons on a shared machine
// where latency is noise: the server's own CPU time (from /proc) over blocks of N `Users` list requests.
// PROBE_BASELINE=<another checkout> starts that checkout's server too and alternates blocks between the two,
// so both see the same machine load. PROBE_BLOCKS, PROBE_REQUESTS, PROBE_IN_FLIGHT, PROBE_WARM;
// PROBE_DATABASE_URL for PostgreSQL (a database the probe may fill); PROBE_NODE_ARGS for e.g. --cpu-prof.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { UsersDocument } from '../src/gql/graphql';
import { LOAD_PASSWORD, signIn } from './load';
import { startServer, type ServerProcess } from './server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const blocks = Number(process.env.PROBE_BLOCKS ?? 5);
const perBlock = Number(process.env.PROBE_REQUESTS ?? 1000);
const inFlight = Number(process.env.PROBE_IN_FLIGHT ?? 8);
const log = (m: string) => console.error(`[probe] ${m}`);
const body = JSON.stringify({ query: UsersDocument.toString(), variables: { skip: 1, take: 10 } });

interface Probed {
  name: string;
  server: ServerProcess;
  pool: Pool;
  headers: Record<string, string>;
  dataDir: string;
  figures: number[];
}

async function start(name: string, checkout: string): Promise<Probed> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kar-probe-'));
  const server = await startServer(
    checkout,
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
  return { name, server, pool, headers: await signIn(server.origin), dataDir, figures: [] };
}

async function run(p: Probed, n: number) {
  let next = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next++ < n) {
        const res = await p.pool.request({ method: 'POST', path: '/graphql', headers: p.headers, body });
        const text = await res.body.text();
        if (res.statusCode !== 200 || text.includes('"errors"')) errors++;
      }
    }),
  );
  if (errors) throw new Error(`${p.name}: ${String(errors)} errors`);
}

const probed: Probed[] = [];
try {
  probed.push(await start('this checkout', root));
  const baseline = process.env.PROBE_BASELINE;
  if (baseline) probed.push(await start(`baseline ${baseline}`, path.resolve(baseline)));
  for (const p of probed) await run(p, Number(process.env.PROBE_WARM ?? 3000));
  for (let b = 0; b < blocks; b++) {
    for (const p of b % 2 ? [...probed].reverse() : probed) {
      const cpu = p.server.cpuMs();
      await run(p, perBlock);
      const per = (p.server.cpuMs() - cpu) / perBlock;
      p.figures.push(per);
      log(`${p.name}, block ${String(b + 1)}: ${per.toFixed(2)} ms CPU a request`);
    }
  }
  for (const p of probed) {
    const sorted = [...p.figures].sort((a, b) => a - b);
    console.log(
      `${p.name}: CPU ms a request ${p.figures.map((f) => f.toFixed(2)).join(' / ')} (median ${(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN).toFixed(2)})`,
    );
  }
} finally {
  for (const p of probed) {
    await p.pool.close();
    await p.server.stop();
    rmSync(p.dataDir, { recursive: true, force: true });
  }
}
