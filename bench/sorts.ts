// `BENCH_ONLY=sorts npm run bench`: every sort key of the Members and Posts lists, both directions, at
// BENCH_MEMBERS members (200,000 by default) and 5 posts each (1,000,000; BENCH_POSTS) on PostgreSQL, page 1
// and a deep page, through POST /graphql with the screens' own documents; then the Members export's server
// side: every member fetched 1,000 rows a page in the list's order, as `useList`'s `fetchAll` asks for it.
// Database BENCH_SORTS_DB (default sorts_bench); BENCH_SORTS_REUSE=1 measures again on the last seeded one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { AdminListPostDocument, UsersDocument } from '../src/gql/graphql';
import { benchAppConfig } from './bench-app';
import { freshDatabase } from './pg-database';
import { ms, percentile, timeRuns } from './stats';

/** A sort's p95 through GraphQL must stay within this (the lists' budget, SPEC §9). */
export const SORT_P95_TARGET_MS = 20;
const RUNS = Number(process.env.BENCH_SORT_RUNS ?? 60);
const WARMUP = 10;
const DB_NAME = process.env.BENCH_SORTS_DB ?? 'sorts_bench';
const REUSE = process.env.BENCH_SORTS_REUSE === '1';
/** The rows a page of Export asks for (src/components/data-table/use-list.ts, EXPORT_PAGE). */
const EXPORT_PAGE = 1_000;
/** The deep page timed beside page 1: an admin paging far into a sorted list. */
const DEEP_PAGE = 50;

const MEMBER_KEYS = ['createdAt', 'name', 'email', 'balance'] as const;
const POST_KEYS = ['createdAt', 'price', 'views', 'year', 'title', 'brand'] as const;

type Injectable = {
  inject(opts: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): Promise<{
    body: string;
  }>;
};

export type SortResult = { list: string; sort: string; page: number; p50: number; p95: number };
export type SortsReport = {
  members: number;
  posts: number;
  seedSeconds: number;
  results: SortResult[];
  exportSeconds: number;
  exportPages: number;
  exportRows: number;
  /** The slowest single page of the export, in ms: the longest the server keeps the admin waiting. */
  exportSlowestPageMs: number;
};

export async function benchSorts(members: number, log: (m: string) => void): Promise<SortsReport> {
  const { createApp } = await import('../server/http/app');
  const { seedScale } = await import('../server/seed/seed');
  const { ARGON2_OPTIONS } = await import('../server/services/auth/auth-service');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kar-bench-sorts-'));
  const { config, password } = benchAppConfig({ dataDir, databaseUrl: await freshDatabase(DB_NAME, REUSE) });
  const started = await createApp(config, { logger: false });
  const db = started.db;
  const count = async (table: 'users' | 'posts') =>
    (
      (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n ?? 0;
  try {
    const seedStart = performance.now();
    if (REUSE) {
      await db.execute(
        sql`update admins set password_hash = ${await hash(password, ARGON2_OPTIONS)} where email = ${config.adminEmail}`,
      );
    } else {
      const posts = Number(process.env.BENCH_POSTS ?? members * 5);
      await seedScale(db, { members, posts, log });
    }
    const seedSeconds = REUSE ? 0 : (performance.now() - seedStart) / 1000;
    await db.execute(sql`vacuum analyze`);
    const [nMembers, nPosts] = [await count('users'), await count('posts')];
    log(
      `sorts: ${String(nMembers)} members and ${String(nPosts)} posts (seeded in ${seedSeconds.toFixed(1)} s)`,
    );

    const app = started.app as unknown as Injectable;
    const token = (await started.auth.login(config.adminEmail, password)).accessToken;
    const call = async (query: string, variables: object) => {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ query, variables }),
      });
      const body = JSON.parse(response.body) as { data?: unknown; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(`bench: ${body.errors.map((e) => e.message).join('; ')}`);
      return body.data;
    };

    const lists = [
      { list: 'Members', doc: UsersDocument.toString(), keys: MEMBER_KEYS },
      { list: 'Posts', doc: AdminListPostDocument.toString(), keys: POST_KEYS },
    ];
    const results: SortResult[] = [];
    for (const { list, doc, keys } of lists) {
      for (const key of keys) {
        for (const sort of [key, `-${key}`]) {
          for (const page of [1, DEEP_PAGE]) {
            const samples = await timeRuns(() => call(doc, { skip: page, take: 10, sort }), RUNS, WARMUP);
            const row = { list, sort, page, p50: percentile(samples, 50), p95: percentile(samples, 95) };
            log(`sorts: ${list} sort=${sort} page ${String(page)}: p95 ${ms(row.p95)} ms`);
            results.push(row);
          }
        }
      }
    }

    // The Members export's server side: every page of 1,000 in the list's default order.
    const exportStart = performance.now();
    let exportRows = 0;
    let exportPages = 0;
    let slowest = 0;
    for (let page = 1; ; page++) {
      const pageStart = performance.now();
      const data = (await call(UsersDocument.toString(), { skip: page, take: EXPORT_PAGE })) as {
        users: { items: unknown[]; meta: { totalPages: number } };
      };
      slowest = Math.max(slowest, performance.now() - pageStart);
      exportRows += data.users.items.length;
      exportPages = page;
      if (page >= data.users.meta.totalPages || data.users.items.length === 0) break;
    }
    const exportSeconds = (performance.now() - exportStart) / 1000;
    log(`sorts: export of ${String(exportRows)} members in ${exportSeconds.toFixed(1)} s`);
    return {
      members: nMembers,
      posts: nPosts,
      seedSeconds,
      results,
      exportSeconds,
      exportPages,
      exportRows,
      exportSlowestPageMs: slowest,
    };
  } finally {
    await started.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function sortsMarkdown(r: SortsReport): string {
  const over = r.results.filter((x) => x.p95 > SORT_P95_TARGET_MS);
  return [
    `## Sorts at scale (PostgreSQL, ${r.members.toLocaleString('en-US')} members, ${r.posts.toLocaleString('en-US')} posts)`,
    '',
    `${r.seedSeconds > 0 ? `Seeded with \`seedScale\` in ${r.seedSeconds.toFixed(1)} s` : 'On the database seeded by the previous run (BENCH_SORTS_REUSE=1)'}, then VACUUM ANALYZE. Each sort key both ways, page 1 and page ${String(DEEP_PAGE)} (10 rows), ${String(RUNS)} timed runs after ${String(WARMUP)} warm-up, POST /graphql through fastify (inject) with the screen's own document.`,
    '',
    '| list | sort | page | p50 ms | p95 ms |',
    '| --- | --- | ---: | ---: | ---: |',
    ...r.results.map(
      (x) =>
        `| ${x.list} | \`${x.sort}\` | ${String(x.page)} | ${ms(x.p50)} | ${x.p95 > SORT_P95_TARGET_MS ? `**${ms(x.p95)}**` : ms(x.p95)} |`,
    ),
    '',
    `Every sort p95 ≤ ${String(SORT_P95_TARGET_MS)} ms: **${over.length ? `FAIL** (${over.map((x) => `${x.list} ${x.sort} page ${String(x.page)}`).join(', ')})` : 'PASS**'}.`,
    '',
    `Members export, server side: ${r.exportRows.toLocaleString('en-US')} rows in ${String(r.exportPages)} pages of ${String(EXPORT_PAGE)}, ${r.exportSeconds.toFixed(1)} s; slowest page ${ms(r.exportSlowestPageMs)} ms (the browser's workbook building runs in a worker, not measured here).`,
  ].join('\n');
}
