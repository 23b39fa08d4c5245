// `users` at scale: the real app in-process, queried over HTTP (fastify inject) with each filter the
// Members screen sends, next to the same resolver SQL run straight on the db (the gap is GraphQL + HTTP).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { parse } from 'graphql';
import pg from 'pg';
import type { QueryUsersArgs } from '../server/graphql/generated/resolvers';
import { AdminLoginDocument, UsersDocument } from '../src/gql/graphql';
import { ms, percentile, timePairs } from './stats';
import { benchAppConfig } from './bench-app';

export const USERS_P95_TARGET_MS = 20;
export const DASHBOARD_P95_TARGET_MS = 100;
/** Timed pairs per filter: a p50 of 100 moved by ±0.2× between runs on this shared machine; 500 hold it steadier. */
const RUNS = 500;
/** Enough runs that the dashboard's p95 is the 95th of 100 samples, not the 29th of 30. */
const DASHBOARD_RUNS = 100;
/**
 * Warm-up runs per filter, after JIT_WARMUP runs of the unfiltered list: with only a handful, the
 * GraphQL side (far more JavaScript than the SQL side) was timed half-compiled and its ratio overstated.
 * 300 was still too few on this 2-core machine (V8 optimises on a thread of its own beside the database):
 * at 2,000 members the six ratios read 1.86/1.75/1.72/1.49/1.57/1.80× after 300 and 1.53/1.44/1.50/1.41/
 * 1.44/1.54× after 3,000, one run after the other.
 */
const WARMUP = 100;
const JIT_WARMUP = 3000;

export type Target = 'postgres' | 'pglite';
export type FilterResult = {
  filter: string;
  args: QueryUsersArgs;
  totalItems: number;
  gqlP50: number;
  gqlP95: number;
  /** The same requests timed inside the server: fastify's onRequest to the response's end. */
  apiP50: number;
  sqlP50: number;
  sqlP95: number;
};
export type UsersReport = {
  target: Target;
  members: number;
  seedSeconds: number;
  results: FilterResult[];
  dashboard: { name: string; p50: number; p95: number }[];
};

type Injectable = {
  inject(opts: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): Promise<{
    statusCode: number;
    body: string;
    headers: Record<string, string | string[] | number | undefined>;
  }>;
};

const PG_BASE = process.env.BENCH_PG_BASE ?? 'postgres://postgres@127.0.0.1:5432';

/** The bench's own database (BENCH_PG_DATABASE, default kar_bench), so two runs on one server do not collide. */
const PG_DATABASE = process.env.BENCH_PG_DATABASE ?? 'kar_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(PG_DATABASE))
  throw new Error('BENCH_PG_DATABASE must be a plain lower-case name');

/** Drops and recreates the bench database, so every run starts from an empty schema. */
async function freshPostgresDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
    await admin.query(`create database ${PG_DATABASE}`);
  } finally {
    await admin.end();
  }
  return `${PG_BASE}/${PG_DATABASE}`;
}

/**
 * The demo data and the scale members and posts, written by `npm run seed -- --scale N --posts P` in a process
 * of its own, as an operator would: the process measured afterwards is then a server started on a full
 * database, not the one that has just written 1.2 million rows. Measured in the seeding process, the
 * unfiltered list's GraphQL / SQL ratio read 0.1–0.15× higher (bench/report.md, "The members list measured
 * in a process of its own").
 */
async function seedInItsOwnProcess(
  config: { dataDir: string; databaseUrl?: string; adminEmail: string },
  password: string,
  members: number,
  posts: number,
  log: (m: string) => void,
) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/seed/cli.ts', '--scale', String(members), '--posts', String(posts)],
    {
      cwd: root,
      // Nothing else from this environment (an S3 bucket, another DATABASE_URL): the app measured afterwards
      // is configured from defaults too (bench-app.ts).
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: config.dataDir,
        DATABASE_URL: config.databaseUrl ?? '',
        ADMIN_EMAIL: config.adminEmail,
        ADMIN_PASSWORD: password,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // Line by line: a chunk of the pipe may end in the middle of one.
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.trim()) log(line);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`bench: the seed process exited with ${String(code)}`);
}

/**
 * Times every request inside the server, from fastify's first hook (onRequest: the request has arrived,
 * its body not yet read) to the end of the response (onResponse): the API layer's own time, without what
 * the bench's client spends building the request through inject and parsing the answer. Added before the
 * app's first request, as fastify requires; returns the list the times are appended to.
 */
function timeInsideServer(app: {
  addHook(
    name: 'onRequest' | 'onResponse',
    hook: (req: object, reply: object, done: () => void) => void,
  ): unknown;
}): number[] {
  const times: number[] = [];
  const arrived = new WeakMap<object, number>();
  app.addHook('onRequest', (req, _reply, done) => {
    arrived.set(req, performance.now());
    done();
  });
  app.addHook('onResponse', (req, _reply, done) => {
    const at = arrived.get(req);
    if (at !== undefined) times.push(performance.now() - at);
    done();
  });
  return times;
}

async function graphqlCall(app: Injectable, cookie: string, query: string, variables: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify({ query, variables }),
  });
  const body = JSON.parse(response.body) as { data?: unknown; errors?: { message: string }[] };
  if (response.statusCode !== 200 || body.errors?.length) {
    throw new Error(
      `bench: GraphQL ${String(response.statusCode)}: ${body.errors?.map((e) => e.message).join('; ') ?? response.body}`,
    );
  }
  return { data: body.data, headers: response.headers };
}

function cookieHeader(setCookie: string | string[] | number | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
  const pairs = list.map((c) => c.split(';')[0] ?? '').filter(Boolean);
  if (pairs.length === 0) throw new Error('bench: adminLogin set no cookie');
  return pairs.join('; ');
}

/** A Viet Nam calendar day (YYYY-MM-DD), the format the date filters take. */
function vnDay(date: Date): string {
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

export async function benchUsers(
  target: Target,
  members: number,
  log: (m: string) => void,
  parts: { users: boolean; dashboard: boolean } = { users: true, dashboard: true },
): Promise<UsersReport> {
  // Imported lazily so the bundle half of the benchmark runs even while these modules are being written.
  const { createApp } = await import('../server/http/app');
  const { listUsers } = await import('../server/graphql/resolvers/members');
  const { fieldTreeOfDocument } = await import('../server/kit/selection');

  const dataDir = mkdtempSync(path.join(tmpdir(), `kar-bench-${target}-`));
  const databaseUrl = target === 'postgres' ? await freshPostgresDatabase() : undefined;
  const { config, password } = benchAppConfig({ dataDir, databaseUrl });
  const seedStart = performance.now();
  // The dashboard half needs listings too: five per member by default (1,000,000 at 200,000 members).
  await seedInItsOwnProcess(config, password, members, Number(process.env.BENCH_POSTS ?? members * 5), log);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const started = await createApp(config, { logger: false });
  const serverTimes = timeInsideServer(started.app);
  try {
    // A bulk load leaves no planner statistics and no visibility map (so no index-only counts) until
    // autovacuum gets round to it; a live database has both, so measure with them.
    await started.db.execute(sql`vacuum analyze`);
    log(`${target}: seeded ${String(members)} members in ${seedSeconds.toFixed(1)} s`);

    const app = started.app as unknown as Injectable;
    const login = await graphqlCall(app, '', AdminLoginDocument.toString(), {
      email: config.adminEmail,
      password,
    });
    const cookie = cookieHeader(login.headers['set-cookie']);
    const usersQuery = UsersDocument.toString();
    // The SQL side reads the same columns as the resolver does for this document (server/kit/selection.ts).
    const asked = fieldTreeOfDocument(parse(usersQuery), 'users');

    // Filter values are read from the seeded rows so that each one selects a realistic slice.
    const sample = await listUsers(started.db, { skip: Math.max(1, Math.floor(members / 20)), take: 10 });
    const probe = sample.items[0];
    const keyword = (
      process.env.BENCH_KEYWORD ??
      probe?.lastName ??
      probe?.firstName ??
      'nguyen'
    ).toLowerCase();
    const newest = (await listUsers(started.db, { skip: 1, take: 1 })).items[0]?.createdAt;
    const to = newest ? new Date(newest) : new Date();
    const from = new Date(to.getTime() - 30 * 86_400_000);
    // seedIfEmpty adds the demo members too, so the last page comes from the real total.
    const everyone = await listUsers(started.db, { skip: 1, take: 10 });
    const lastPage = Math.max(1, everyone.meta.totalPages);

    const filters: { filter: string; args: QueryUsersArgs }[] = [
      { filter: 'none', args: { skip: 1, take: 10 } },
      { filter: `keyword "${keyword}"`, args: { skip: 1, take: 10, keyword } },
      { filter: 'status DEACTIVATED', args: { skip: 1, take: 10, status: 'DEACTIVATED' } },
      {
        filter: 'createFrom/createTo (30 days)',
        args: { skip: 1, take: 10, createFrom: vnDay(from), createTo: vnDay(to) },
      },
      { filter: 'type SELLERS', args: { skip: 1, take: 10, type: 'SELLERS' } },
      { filter: `last page (skip ${String(lastPage)})`, args: { skip: lastPage, take: 10 } },
    ];

    const results: FilterResult[] = [];
    if (parts.users) {
      await timePairs(
        () => graphqlCall(app, cookie, usersQuery, filters[0]!.args),
        () => listUsers(started.db, filters[0]!.args, asked),
        0,
        JIT_WARMUP,
      );
    }
    for (const { filter, args } of parts.users ? filters : []) {
      const first = (await graphqlCall(app, cookie, usersQuery, args)).data as {
        users: { meta: { totalItems: number } };
      };
      const [gql, direct] = await timePairs(
        () => graphqlCall(app, cookie, usersQuery, args),
        () => listUsers(started.db, args, asked),
        RUNS,
        WARMUP,
      );
      // The timed requests are the last RUNS the server answered (the warm-up ones came before them).
      const inside = serverTimes.splice(0).slice(-RUNS);
      const row: FilterResult = {
        filter,
        args,
        totalItems: first.users.meta.totalItems,
        gqlP50: percentile(gql, 50),
        gqlP95: percentile(gql, 95),
        apiP50: percentile(inside, 50),
        sqlP50: percentile(direct, 50),
        sqlP95: percentile(direct, 95),
      };
      log(
        `${target}: ${filter}: ${String(row.totalItems)} rows, p50 GraphQL ${ms(row.gqlP50)} / API ${ms(row.apiP50)} / SQL ${ms(row.sqlP50)} ms, p95 GraphQL ${ms(row.gqlP95)} / SQL ${ms(row.sqlP95)} ms`,
      );
      results.push(row);
    }
    let dashboard: UsersReport['dashboard'] = [];
    if (parts.dashboard) {
      const { benchDashboard } = await import('./dashboard');
      const session = await started.auth.login(config.adminEmail, password);
      log(`${target}: dashboard`);
      dashboard = await benchDashboard(started.db, started.app, session.accessToken, DASHBOARD_RUNS);
    }
    return { target, members, seedSeconds, results, dashboard };
  } finally {
    await started.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function usersMarkdown(report: UsersReport): string {
  // The ten documents the screen sends (the "(all)" chart variants are extra measurements).
  const screenSql = report.dashboard.filter((d) => d.name.startsWith('sql: ') && !d.name.includes('(all)'));
  const whole = report.dashboard[0];
  const sqlSum = screenSql.reduce((sum, d) => sum + d.p50, 0);
  const engineName = report.target === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)';
  const scale = `${report.members.toLocaleString('en-US')} members`;
  const seeded = `Seeded in ${report.seedSeconds.toFixed(1)} s by \`npm run seed\` in a process of its own (the app measured is a fresh one on the full database), then VACUUM ANALYZE (what autovacuum does on a live database).`;
  // One level-2 section per part and engine, so a partial run replaces only what it measured.
  const dashboardLines = report.dashboard.length
    ? [
        `## Dashboard on ${engineName}, ${scale} (target: whole dashboard p95 ≤ ${String(DASHBOARD_P95_TARGET_MS)} ms on PostgreSQL)`,
        '',
        ...(report.results.length ? [] : [seeded, '']),
        `${String(DASHBOARD_RUNS)} timed runs of each measure after 3 warm-up runs; HTTP = POST /graphql through fastify (inject) with the screen's documents, batched as the SPA batches them.`,
        '',
        '| measure | p50 (ms) | p95 (ms) |',
        '|---|---:|---:|',
        ...report.dashboard.map((d) => `| ${d.name} | ${ms(d.p50)} | ${ms(d.p95)} |`),
        '',
        `The ten aggregates run one after another on the db take ${ms(sqlSum)} ms (sum of p50); the whole dashboard over HTTP, both batches in parallel, ${whole ? ms(whole.p50) : 'n/a'} ms p50 (${whole && sqlSum > 0 ? (whole.p50 / sqlSum).toFixed(2) : 'n/a'}× the SQL).` +
          (report.target === 'postgres' && whole
            ? ` Verdict: ${whole.p95 <= DASHBOARD_P95_TARGET_MS ? 'PASS' : 'FAIL'} (p95 ${ms(whole.p95)} ms).`
            : ''),
      ]
    : [];
  const lines = report.results.length
    ? [
        `## \`users\` on ${engineName}, ${scale}`,
        '',
        `${seeded} ${String(RUNS)} timed runs per filter, GraphQL and SQL in alternation, after ${String(JIT_WARMUP)} warm-up runs of the first and ${String(WARMUP)} of each; GraphQL = POST /graphql through fastify (inject) with the SPA's \`Users\` document, timed by the bench's client from building the request to parsing the answer; API = the same requests timed inside the server, from fastify's onRequest hook to the end of the response (the API layer's own time, without the client's); SQL = the resolver's \`listUsers\` called on the db, reading the same columns as for that document.`,
      ]
    : [];
  if (report.results.length) {
    lines.push(
      '',
      '| filter | matching rows | GraphQL p50 (ms) | GraphQL p95 (ms) | API p50 (ms) | SQL p50 (ms) | SQL p95 (ms) | GraphQL / SQL (p50) | API / SQL (p50) | target p95 ≤ 20 ms |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    );
  }
  for (const r of report.results) {
    const ratio = (p50: number) => (r.sqlP50 > 0 ? `${(p50 / r.sqlP50).toFixed(2)}×` : 'n/a');
    const verdict =
      report.target === 'postgres'
        ? r.gqlP95 <= USERS_P95_TARGET_MS
          ? 'PASS'
          : 'FAIL'
        : '— (target is for PostgreSQL)';
    lines.push(
      `| ${r.filter} | ${r.totalItems.toLocaleString('en-US')} | ${ms(r.gqlP50)} | ${ms(r.gqlP95)} | ${ms(r.apiP50)} | ${ms(r.sqlP50)} | ${ms(r.sqlP95)} | ${ratio(r.gqlP50)} | ${ratio(r.apiP50)} | ${verdict} |`,
    );
  }
  return [lines.join('\n'), dashboardLines.join('\n')].filter(Boolean).join('\n\n');
}
