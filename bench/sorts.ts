// `BENCH_ONLY=sorts npm run bench`: every sort key of the Members and Posts lists, both directions, at
// BENCH_MEMBERS members (200,000 by default) and 5 posts each (1,000,000; BENCH_POSTS) on PostgreSQL, page 1
// and a deep page, through POST /graphql with the screens' own documents; the same for Transfer requests
// (one per member), Market price and Driving centres (BENCH_SORT_LISTINGS rows each, 20,000 by default);
// then the Members export's server side: every member fetched 1,000 rows a page in the list's order, as
// `useList`'s `fetchAll` asks for it. Database BENCH_SORTS_DB (default sorts_bench); BENCH_SORTS_REUSE=1
// measures again on the last seeded one (the transfers, versions and centres are added to it if missing).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import {
  AdminCenterDriverLisensePaginationDocument,
  AdminGetListAllVersionDocument,
  AdminListPostDocument,
  AdminListUserTransferRequestDocument,
  UsersDocument,
} from '../src/gql/graphql';
import type { Db } from '../server/db/client';
import { benchAppConfig } from './bench-app';
import { freshDatabase } from './pg-database';
import { seedListings } from './services';
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

/** Market price versions and driving centres seeded beside the members and posts. */
const LISTINGS = Number(process.env.BENCH_SORT_LISTINGS ?? 20_000);

/** Each list's screen document, the argument that carries its order, and every key its server declares. */
const LISTS = [
  { list: 'Members', doc: UsersDocument, arg: 'sort', keys: ['createdAt', 'name', 'email', 'balance'] },
  {
    list: 'Posts',
    doc: AdminListPostDocument,
    arg: 'sort',
    keys: ['createdAt', 'price', 'views', 'year', 'title', 'brand'],
  },
  {
    list: 'Transfer requests',
    doc: AdminListUserTransferRequestDocument,
    arg: 'sort',
    keys: ['createdAt', 'amount', 'status'],
  },
  {
    list: 'Market price',
    doc: AdminGetListAllVersionDocument,
    arg: 'sort',
    keys: ['createdAt', 'name', 'price', 'year'],
  },
  {
    list: 'Driving centres',
    doc: AdminCenterDriverLisensePaginationDocument,
    arg: 'order',
    keys: ['createdAt', 'title', 'rating'],
  },
] as const;

type Rows = { rows: { n: number }[] };
const countOf = async (db: Db, table: string) =>
  ((await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as Rows)
    .rows[0]?.n ?? 0;

/**
 * The other lists' rows, added when the database lacks them (a database seeded before they were measured
 * gets them on its next run): a transfer request per member, `LISTINGS` versions copied from the demo
 * catalogue with their own prices and years, and `LISTINGS` driving centres with ratings from 0 to 5.
 */
async function seedOtherLists(db: Db, log: (m: string) => void) {
  const members = await countOf(db, 'users');
  if ((await countOf(db, 'transfer_requests')) < members) {
    log(`sorts: ${String(members)} transfer requests`);
    await db.execute(sql`insert into transfer_requests (amount, bank_name, user_id, status, created_at)
      select 100000 + (g::bigint * 7919 % 500) * 100000, 'Vietcombank', id,
             (array['new','confirm','rejected'])[1 + g % 3], now() - (g::bigint * 37 % 31536000) * interval '1 second'
      from (select id, row_number() over (order by id) as g from users) u`);
  }
  const versions = await countOf(db, 'car_versions');
  if (versions < LISTINGS) {
    log(`sorts: ${String(LISTINGS - versions)} market price versions`);
    await db.execute(sql`insert into car_versions (name, brand, model, slug, price_car_version, year_manufacture,
                                                   created_at, updated_at)
      select v.name || ' B' || g, v.brand, v.model, v.slug || '-bench-' || g,
             greatest(100000000, v.price_car_version + ((g * 7919) % 200 - 100) * 5000000),
             2008 + (g + v.rn) % 18, now() - ((g * 53 + v.rn) % 730) * interval '1 day', now()
      from (select *, row_number() over (order by id) as rn from car_versions) v
      cross join generate_series(1, ${Math.ceil((LISTINGS - versions) / versions)}) as g
      limit ${LISTINGS - versions}`);
  }
  const centres = await countOf(db, 'driving_centers');
  if (centres < LISTINGS) {
    log(`sorts: ${String(LISTINGS - centres)} driving centres`);
    await db.execute(seedListings('driving_centers', LISTINGS - centres));
    await db.execute(sql`update driving_centers set average_rating = (abs(hashtext(id::text)) % 51) / 10.0`);
  }
}

type Injectable = {
  inject(opts: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): Promise<{
    body: string;
  }>;
};

export type SortResult = { list: string; sort: string; page: number; p50: number; p95: number };
export type SortsReport = {
  members: number;
  posts: number;
  /** Rows of each list measured, by its name. */
  rows: Record<string, number>;
  seedSeconds: number;
  loadStart: number[];
  loadEnd: number[];
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
    await seedOtherLists(db, log);
    const seedSeconds = REUSE ? 0 : (performance.now() - seedStart) / 1000;
    // The seed's ten 100,000-post statements rewrite each day's roll-up row ten times: compacted, post_daily
    // is the tenth of the pages that the Posts list's total (a sum over it) reads, as a running app's is.
    await db.execute(sql`vacuum full post_daily`);
    await db.execute(sql`vacuum analyze`);
    const rows: Record<string, number> = {
      Members: await countOf(db, 'users'),
      Posts: await countOf(db, 'posts'),
      'Transfer requests': await countOf(db, 'transfer_requests'),
      'Market price': await countOf(db, 'car_versions'),
      'Driving centres': await countOf(db, 'driving_centers'),
    };
    log(`sorts: ${JSON.stringify(rows)} (seeded in ${seedSeconds.toFixed(1)} s)`);

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

    const loadStart = loadavg();
    const results: SortResult[] = [];
    for (const { list, doc, arg, keys } of LISTS) {
      for (const key of keys) {
        for (const sort of [key, `-${key}`]) {
          for (const page of [1, DEEP_PAGE]) {
            const samples = await timeRuns(
              () => call(doc.toString(), { skip: page, take: 10, [arg]: sort }),
              RUNS,
              WARMUP,
            );
            const row = { list, sort, page, p50: percentile(samples, 50), p95: percentile(samples, 95) };
            log(`sorts: ${list} sort=${sort} page ${String(page)}: p95 ${ms(row.p95)} ms`);
            results.push(row);
          }
        }
      }
    }
    const loadEnd = loadavg();

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
      members: rows.Members ?? 0,
      posts: rows.Posts ?? 0,
      rows,
      seedSeconds,
      loadStart,
      loadEnd,
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

export const SORTS_HEADING = '## Sorts at scale (PostgreSQL)';

export function sortsMarkdown(r: SortsReport): string {
  const over = r.results.filter((x) => x.p95 > SORT_P95_TARGET_MS);
  const loadText = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  const sizes = Object.entries(r.rows)
    .map(([list, n]) => `${list} ${n.toLocaleString('en-US')}`)
    .join(', ');
  return [
    `${SORTS_HEADING}, ${r.members.toLocaleString('en-US')} members, ${r.posts.toLocaleString('en-US')} posts (target: every sort p95 ≤ ${String(SORT_P95_TARGET_MS)} ms)`,
    '',
    `Rows: ${sizes}. ${r.seedSeconds > 0 ? `Seeded with \`seedScale\` and the other lists' rows in ${r.seedSeconds.toFixed(1)} s` : 'On the database seeded by a previous run (BENCH_SORTS_REUSE=1)'}, then VACUUM ANALYZE. Each sort key each list's server declares, both ways, page 1 and page ${String(DEEP_PAGE)} (10 rows, so the page's ORDER BY … OFFSET ${String((DEEP_PAGE - 1) * 10)}), ${String(RUNS)} timed runs after ${String(WARMUP)} warm-up, POST /graphql through fastify (inject) with the screen's own document, its total (meta.totalItems) included. Load average (1/5/15 min) at the start of the timed runs ${loadText(r.loadStart)}, at their end ${loadText(r.loadEnd)}, on 2 cores shared with PostgreSQL and other work.`,
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
    `Members export, server side: ${r.exportRows.toLocaleString('en-US')} rows in ${String(r.exportPages)} pages of ${String(EXPORT_PAGE)}, ${r.exportSeconds.toFixed(1)} s; slowest page ${ms(r.exportSlowestPageMs)} ms (the browser's side is the section Members export in Chromium).`,
  ].join('\n');
}
