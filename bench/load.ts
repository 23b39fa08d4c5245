// Open-model load at fixed rates on a list query and a write, then faults under the list load:
// PostgreSQL unreachable (a cut TCP hop, or a real restart with BENCH_PG_RESTART=1) and kill -9 of the
// PGlite server right after acknowledged writes. The API runs as its own process, as deployed.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import {
  AdminCreateUserServiceBenefitsDocument,
  AdminGetUserServiceBenefitsDocument,
  AdminLoginDocument,
  UsersDocument,
} from '../src/gql/graphql';
import { fixedRate, type Call, type StepResult } from './open-load';
import { startServer, type ServerProcess } from './server-process';
import { ms } from './stats';
import type { Target } from './users';
import { freshDatabase } from './pg-database';

export const P99_TARGET_MS = 100;
const RATES = (process.env.BENCH_LOAD_RATES ?? '50,100,200,300,400,500,600').split(',').map(Number);
const STEP_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const PASSES = Number(process.env.BENCH_LOAD_PASSES ?? 3);
const WARM_RATES = [20, 50, 100];
export const LOAD_PASSWORD = 'Bench-load-password-1a';
const PASSWORD = LOAD_PASSWORD;

export interface LoadReport {
  target: Target;
  passes: { op: string; steps: MeasuredStep[]; best: number }[][];
  rssBefore: number;
  rssAfter: number;
  fault: string[];
}

/** Signs in as the SPA does; the session travels in the cookies the answer sets. */
export async function signIn(origin: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-kar-csrf': '1' },
    body: JSON.stringify({
      query: AdminLoginDocument.toString(),
      variables: { email: 'admin@kar.vn', password: PASSWORD },
    }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
  if (!cookie) throw new Error(`bench load: sign-in set no cookie: ${await res.text()}`);
  return { 'content-type': 'application/json', 'x-kar-csrf': '1', cookie };
}

const listCall: Call = {
  body: () => JSON.stringify({ query: UsersDocument.toString(), variables: { skip: 1, take: 10 } }),
};
let written = 0;
const writeCall = (acked?: Set<string>): Call => ({
  body: () =>
    JSON.stringify({
      query: AdminCreateUserServiceBenefitsDocument.toString(),
      variables: { type: 'OTHER', title: `load ${String(process.pid)} ${String(written++)}` },
    }),
  onAnswer: (status, text) => {
    const id = /"id":"([0-9a-f-]{36})"/.exec(text)?.[1];
    if (status === 200 && id) acked?.add(id);
  },
});

/** A step, with what the API process spent on it: CPU per request, and time its event loop waited for a CPU. */
export type MeasuredStep = StepResult & { cpuMsPerRequest: number; runQueueWaitMs: number };

/** The highest rate of `RATES` (climbing, stopping at the first miss) with p99 ≤ target and no error. */
async function climb(
  server: ServerProcess,
  pool: Pool,
  headers: Record<string, string>,
  call: Call,
  log: (m: string) => void,
) {
  const steps: MeasuredStep[] = [];
  let best = 0;
  for (const rate of RATES) {
    const cpu = server.cpuMs();
    const wait = server.runQueueWaitMs();
    const result = await fixedRate(pool, headers, call, rate, STEP_SECONDS);
    const step = {
      ...result,
      cpuMsPerRequest: (server.cpuMs() - cpu) / result.sent,
      runQueueWaitMs: server.runQueueWaitMs() - wait,
    };
    steps.push(step);
    log(
      `  ${String(rate)}/s: p50 ${ms(step.p50)} p99 ${ms(step.p99)} max ${ms(step.max)} errors ${String(step.errors)}, CPU ${ms(step.cpuMsPerRequest)} ms a request, waited ${ms(step.runQueueWaitMs)} ms for a CPU`,
    );
    if (step.errors > 0 || step.p99 > P99_TARGET_MS) break;
    best = rate;
  }
  return { steps, best };
}

/** A TCP hop the bench can cut, standing for PostgreSQL going away. */
async function cuttableProxy(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(port, '127.0.0.1');
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const own = (server.address() as net.AddressInfo).port;
  return {
    port: own,
    cut: async () => {
      const closed = new Promise((r) => server.close(r));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: async () => {
      server.listen(own, '127.0.0.1');
      await once(server, 'listening');
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise((r) => server.close(r));
    },
  };
}

const statusText = (s: StepResult) =>
  Object.entries({ ...s.statuses, 200: s.sent - Object.values(s.statuses).reduce((a, b) => a + b, 0) })
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');

async function postgresOutage(root: string, url: string, log: (m: string) => void): Promise<string[]> {
  const realRestart = process.env.BENCH_PG_RESTART === '1';
  const proxy = await cuttableProxy(5432);
  const viaProxy = new URL(url);
  viaProxy.host = `127.0.0.1:${String(proxy.port)}`;
  const server = await startServer(
    root,
    {
      DATABASE_URL: realRestart ? url : viaProxy.toString(),
      ADMIN_PASSWORD: PASSWORD,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    },
    log,
  );
  const pool = new Pool(server.origin, { connections: 64 });
  try {
    const headers = await signIn(server.origin);
    const outage = (async () => {
      await new Promise((r) => setTimeout(r, 3000));
      if (realRestart) {
        execFileSync('pg_ctlcluster', [process.env.BENCH_PG_CLUSTER ?? '15', 'main', 'restart']);
      } else {
        await proxy.cut();
        await new Promise((r) => setTimeout(r, 4000));
        await proxy.restore();
      }
    })();
    const during = await fixedRate(pool, headers, { ...listCall, ok: (s) => s === 200 || s === 503 }, 50, 12);
    await outage;
    const after = await fixedRate(pool, headers, listCall, 50, 3);
    return [
      `PostgreSQL ${realRestart ? 'restarted (pg_ctlcluster)' : 'unreachable for 4 s (the TCP hop to it cut, then restored; the shared server here was not restarted)'} under the list load at 50/s for 12 s: answers ${statusText(during)}; anything but 200 or 503: ${String(during.errors)}.`,
      `After it came back, the same process without a restart: ${statusText(after)} over 3 s (errors ${String(after.errors)}, p99 ${ms(after.p99)} ms).`,
    ];
  } finally {
    await pool.close();
    await server.stop();
    await proxy.close();
  }
}

async function pgliteKill(root: string, dataDir: string, log: (m: string) => void): Promise<string[]> {
  const acked = new Set<string>();
  const server = await startServer(root, { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD }, log);
  const pool = new Pool(server.origin, { connections: 64 });
  let killedAt = 0;
  try {
    const headers = await signIn(server.origin);
    const kill = (async () => {
      await new Promise((r) => setTimeout(r, 3000));
      killedAt = acked.size;
      await server.stop('SIGKILL');
    })();
    await fixedRate(pool, headers, writeCall(acked), 50, 5);
    await kill;
  } finally {
    await pool.close();
  }
  const again = await startServer(root, { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD }, log);
  try {
    const headers = await signIn(again.origin);
    const res = await fetch(`${again.origin}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: AdminGetUserServiceBenefitsDocument.toString() }),
    });
    const body = (await res.json()) as { data?: { adminGetUserServiceBenefits?: { id: string }[] } };
    const present = new Set((body.data?.adminGetUserServiceBenefits ?? []).map((b) => b.id));
    const missing = [...acked].filter((id) => !present.has(id));
    return [
      `kill -9 of the PGlite server 3 s into writes at 50/s (${String(killedAt)} acknowledged by then, ${String(acked.size)} in all): restarted on the same DATA_DIR without a hand (the lock of the killed process is taken over); acknowledged writes missing after the restart: ${String(missing.length)}.`,
    ];
  } finally {
    await again.stop();
  }
}

export async function benchLoad(root: string, target: Target, log: (m: string) => void): Promise<LoadReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kar-load-${target}-`));
  const url = target === 'postgres' ? await freshDatabase('kar_bench_load') : undefined;
  try {
    const server = await startServer(
      root,
      { DATA_DIR: dataDir, DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'true' },
      log,
    );
    const pool = new Pool(server.origin, { connections: 128 });
    const passes: LoadReport['passes'] = [];
    let rssBefore = Number.NaN;
    let rssAfter = Number.NaN;
    try {
      const headers = await signIn(server.origin);
      // Warm the code paths before the first figure: a cold process compiles as it goes (JavaScript, and
      // PGlite's WebAssembly), which a deployment pays once, not on every step of a load test.
      for (const call of [listCall, writeCall()]) {
        for (const rate of WARM_RATES) await fixedRate(pool, headers, call, rate, 2);
      }
      rssBefore = server.rssMiB();
      for (let pass = 1; pass <= PASSES; pass++) {
        const results = [];
        for (const [op, call] of [
          ['users list', listCall],
          ['create a benefit', writeCall()],
        ] as const) {
          log(`${target} pass ${String(pass)}: ${op}`);
          results.push({ op, ...(await climb(server, pool, headers, call, log)) });
        }
        passes.push(results);
      }
      rssAfter = server.rssMiB();
    } finally {
      await pool.close();
      await server.stop();
    }
    const fault = url ? await postgresOutage(root, url, log) : await pgliteKill(root, dataDir, log);
    return { target, passes, rssBefore, rssAfter, fault };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function loadMarkdown(r: LoadReport): string {
  const engine = r.target === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const goal = r.target === 'postgres' ? 400 : 200;
  const lines = [
    `## Load and faults on ${engine}`,
    '',
    `Open model (bench/open-load.ts on undici): requests leave at a fixed rate and latency counts from when each was due, so queueing is included. Steps of ${String(STEP_SECONDS)} s at ${RATES.join(', ')} req/s, climbing until p99 > ${String(P99_TARGET_MS)} ms or any error; ${String(r.passes.length)} passes. The API is its own process, the compiled bundle as \`npm run serve\` runs it (NODE_ENV=production, request log discarded), the demo data seeded, warmed by 2 s at each of ${WARM_RATES.join(', ')} req/s of both operations first. Target: ≥ ${String(goal)} req/s in every pass.`,
    '',
    `Each step also says what the API process spent: CPU ms per request (all its threads), and how long its event loop was ready to run but waiting for a CPU (ms over the step, from /proc/<pid>/schedstat). On a machine shared with other work the second is latency no change to the API removes, and the first is the figure to compare between runs: absolute latencies here are provisional when the load average exceeds the core count.`,
    '',
    '| pass | operation | highest rate with p99 ≤ 100 ms and 0 errors | steps (rate: p50 / p99 / max ms, errors, CPU ms a request, ms waiting for a CPU) |',
    '| --- | --- | --- | --- |',
  ];
  r.passes.forEach((pass, i) => {
    for (const op of pass) {
      const steps = op.steps
        .map(
          (s) =>
            `${String(s.rate)}: ${ms(s.p50)} / ${ms(s.p99)} / ${ms(s.max)}, ${String(s.errors)}, CPU ${ms(s.cpuMsPerRequest)}, wait ${ms(s.runQueueWaitMs)}`,
        )
        .join('; ');
      lines.push(
        `| ${String(i + 1)} | ${op.op} | ${op.best > 0 ? `${String(op.best)} req/s` : 'none'} | ${steps} |`,
      );
    }
  });
  lines.push(
    '',
    `RSS of the API: ${r.rssBefore.toFixed(0)} MiB before the passes, ${r.rssAfter.toFixed(0)} MiB after.`,
    '',
  );
  for (const f of r.fault) lines.push(`- ${f}`);
  return lines.join('\n');
}
