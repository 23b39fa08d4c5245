// The harness the directory-list benches share (bench/services.ts: garages and driving centres;
// bench/directories.ts: parking, buying demands and buying customers): a fresh PostgreSQL database of
// their own with the demo data, the app started on it and an admin signed in, each filter timed over
// HTTP (fastify inject, the screen's own document) in alternation with the resolver alone on the db,
// and one markdown table of the results.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { sql } from 'drizzle-orm';
import { benchAppConfig } from './bench-app';
import { ms, percentile, timePairs } from './stats';
import { freshDatabase } from './pg-database';

/** Every list filter's p95 over HTTP must stay within this (SPEC §9's list budget on 20,000 rows). */
export const LIST_P95_TARGET_MS = 20;
export const LIST_RUNS = 100;
export const LIST_WARMUP = 20;
/** Untimed runs of each list's first case before any is timed, so the JIT has compiled the path. */
export const LIST_JIT_WARMUP = 200;

export type ListFilterResult = {
  list: string;
  filter: string;
  totalItems: number;
  gqlP50: number;
  gqlP95: number;
  sqlP50: number;
  sqlP95: number;
};

/** One filter of one list: the document and variables sent, and the resolver call it stands beside. */
export type ListCase = {
  list: string;
  filter: string;
  doc: { toString(): string };
  /** The root field the document answers under (its meta.totalItems is the matching rows). */
  field: string;
  args: Record<string, unknown>;
  direct: () => Promise<unknown>;
};

type Injectable = {
  inject(opts: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): Promise<{
    body: string;
  }>;
};

/** The app on a fresh database `dbName` (demo data), its db, a signed-in GraphQL call and the close. */
export async function startListBench(dbName: string) {
  const { createApp } = await import('../server/http/app');
  const dataDir = mkdtempSync(path.join(tmpdir(), `kar-bench-${dbName}-`));
  const { config, password } = benchAppConfig({ dataDir, databaseUrl: await freshDatabase(dbName) });
  const started = await createApp(config, { logger: false });
  const db = started.db;
  const app = started.app as unknown as Injectable;
  let token: string | undefined;
  return {
    db,
    rows: async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows,
    /** Signs in once the seed is done (a token would age during a long seed). */
    async signIn() {
      token = (await started.auth.login(config.adminEmail, password)).accessToken;
    },
    async gql(doc: { toString(): string }, variables: object) {
      if (!token) throw new Error('bench: signIn() before gql()');
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ query: doc.toString(), variables }),
      });
      const body = JSON.parse(res.body) as {
        data?: Record<string, { meta: { totalItems: number } }>;
        errors?: { message: string }[];
      };
      if (body.errors?.length) throw new Error(`bench: ${body.errors.map((e) => e.message).join('; ')}`);
      return body.data ?? {};
    },
    async close() {
      await started.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type ListBench = Awaited<ReturnType<typeof startListBench>>;

/**
 * Times every case, GraphQL and SQL in alternation (LIST_RUNS each after LIST_WARMUP untimed), after
 * LIST_JIT_WARMUP untimed runs of each list's first case; `log` hears each result as it comes.
 */
export async function timeListCases(
  bench: ListBench,
  cases: readonly ListCase[],
  log: (message: string) => void,
): Promise<ListFilterResult[]> {
  const firsts = cases.filter((c, i) => i === 0 || cases[i - 1]?.list !== c.list);
  for (const c of firsts) await timePairs(() => bench.gql(c.doc, c.args), c.direct, 0, LIST_JIT_WARMUP);
  const results: ListFilterResult[] = [];
  for (const c of cases) {
    const first = await bench.gql(c.doc, c.args);
    const [gqlTimes, sqlTimes] = await timePairs(
      () => bench.gql(c.doc, c.args),
      c.direct,
      LIST_RUNS,
      LIST_WARMUP,
    );
    const row = {
      list: c.list,
      filter: c.filter,
      totalItems: first[c.field]?.meta.totalItems ?? 0,
      gqlP50: percentile(gqlTimes, 50),
      gqlP95: percentile(gqlTimes, 95),
      sqlP50: percentile(sqlTimes, 50),
      sqlP95: percentile(sqlTimes, 95),
    };
    log(
      `${c.list}, ${c.filter}: ${String(row.totalItems)} rows, GraphQL p95 ${ms(row.gqlP95)} ms, SQL p95 ${ms(row.sqlP95)} ms`,
    );
    results.push(row);
  }
  return results;
}

/** The results table and a line naming the filters over the target, if any. */
export function listResultsMarkdown(results: readonly ListFilterResult[]): string[] {
  const target = LIST_P95_TARGET_MS;
  const over = results.filter((x) => x.gqlP95 > target);
  return [
    `| list | filter | matching rows | GraphQL p50 (ms) | GraphQL p95 (ms) | SQL p50 (ms) | SQL p95 (ms) | target p95 ≤ ${String(target)} ms |`,
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...results.map(
      (f) =>
        `| ${f.list} | ${f.filter} | ${f.totalItems.toLocaleString('en-US')} | ${ms(f.gqlP50)} | ${ms(f.gqlP95)} | ${ms(f.sqlP50)} | ${ms(f.sqlP95)} | ${f.gqlP95 <= target ? 'PASS' : 'FAIL'} |`,
    ),
    '',
    over.length
      ? `Over the target: ${over.map((x) => `${x.list} ${x.filter} (${ms(x.gqlP95)} ms)`).join('; ')}.`
      : `Every filter within ${String(target)} ms p95.`,
  ];
}
