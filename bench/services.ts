// The Garage & Salon and Driving Center lists at 20,000 rows each on PostgreSQL, every filter of the
// screens over HTTP (fastify inject, the screens' own documents) next to the resolver alone on the db.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { QueryAdminGaragePaginationArgs } from '../server/graphql/generated/resolvers';
import {
  AdminCenterDriverLisensePaginationDocument,
  AdminGaragePaginationDocument,
} from '../src/gql/graphql';
import { benchAppConfig } from './bench-app';
import { ms, percentile, timePairs } from './stats';

export const SERVICES_P95_TARGET_MS = 20;
const RUNS = 100;
const WARMUP = 20;
const JIT_WARMUP = 200;
const ROWS = Number(process.env.BENCH_SERVICE_ROWS ?? 20_000);

const PG_BASE = process.env.BENCH_PG_BASE ?? 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = process.env.BENCH_SERVICES_DB ?? 'services_bench';

export type ServiceFilterResult = {
  list: string;
  filter: string;
  totalItems: number;
  gqlP50: number;
  gqlP95: number;
  sqlP50: number;
  sqlP95: number;
};
export type ServicesReport = { rows: number; seedSeconds: number; results: ServiceFilterResult[] };

type Injectable = {
  inject(opts: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): Promise<{
    statusCode: number;
    body: string;
  }>;
};

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  return `${PG_BASE}/${DB_NAME}`;
}

const vnDay = (date: Date) => new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * `n` listings in `table`, spread over the wards in force (one in twenty on a former ward with its
 * district), created over two years, titles from a few Vietnamese names so keywords match some.
 */
function seedListings(table: 'garages' | 'driving_centers', n: number) {
  const owner = table === 'garages' ? sql.raw(', status, kar_check') : sql.raw('');
  const ownerValues =
    table === 'garages'
      ? sql.raw(`, (array['ACTIVE','PENDING','REJECT'])[1 + g % 3], g % 4 = 0`)
      : sql.raw('');
  return sql`
    with cur as (select code, province_code, row_number() over (order by code) as rn, count(*) over () as n
                 from wards where is_active),
         old as (select code, province_code, district_code, row_number() over (order by code) as rn,
                        count(*) over () as n from wards where not is_active)
    insert into ${sql.raw(table)} (title, slug, phone, email, website, address, province, district, ward,
                                   created_at, updated_at, services ${owner})
    select (array['Gara Minh Phát','Salon Hòa Bình','Trung tâm Sông Hàn','Gara Gia Huy','Việt Tiến Auto',
                  'Đức Thịnh Motor','Bình An','Hà Thành'])[1 + g % 8] || ' ' || g,
           ${`bench-${table}-`} || g,
           '02' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
           'lienhe' || g || '@bench.vn',
           case when g % 3 = 0 then 'https://www.bench' || g || '.vn' end,
           g || ' Lê Lợi',
           case when g % 20 = 7 then old.province_code else cur.province_code end,
           case when g % 20 = 7 then old.district_code end,
           case when g % 20 = 7 then old.code else cur.code end,
           now() - ((g % 730) * interval '1 day') - ((g * 37 % 86400) * interval '1 second'),
           now(),
           array['Bảo dưỡng','Sửa chữa'] ${ownerValues}
    from generate_series(1, ${n}) as g
    join cur on cur.rn = 1 + (g::bigint * 7907) % cur.n
    join old on old.rn = 1 + (g::bigint * 104729) % old.n`;
}

export async function benchServices(log: (m: string) => void): Promise<ServicesReport> {
  const { createApp } = await import('../server/http/app');
  const { listGarages, listDrivingCenters } = await import('../server/graphql/resolvers/garages');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kar-bench-services-'));
  const { config, password } = benchAppConfig({ dataDir, databaseUrl: await freshDatabase() });
  const started = await createApp(config, { logger: false });
  const db = started.db;
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  try {
    const seedStart = performance.now();
    await db.execute(seedListings('garages', ROWS));
    await db.execute(seedListings('driving_centers', ROWS));
    const seedSeconds = (performance.now() - seedStart) / 1000;
    await db.execute(sql`vacuum analyze`);
    log(`services: ${String(ROWS)} garages and driving centres seeded in ${seedSeconds.toFixed(1)} s`);
    const app = started.app as unknown as Injectable;
    const token = (await started.auth.login(config.adminEmail, password)).accessToken;
    const call = async (query: string, variables: object) => {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ query, variables }),
      });
      const body = JSON.parse(response.body) as {
        data?: Record<string, { meta: { totalItems: number } }>;
        errors?: { message: string }[];
      };
      if (body.errors?.length) throw new Error(`bench: ${body.errors.map((e) => e.message).join('; ')}`);
      return body.data ?? {};
    };

    const results: ServiceFilterResult[] = [];
    const lists = [
      {
        list: 'adminGaragePagination',
        table: 'garages',
        document: String(AdminGaragePaginationDocument),
        direct: (args: QueryAdminGaragePaginationArgs) => listGarages(db, args),
      },
      {
        list: 'adminCenterDriverLisensePagination',
        table: 'driving_centers',
        document: String(AdminCenterDriverLisensePaginationDocument),
        direct: (args: QueryAdminGaragePaginationArgs) => listDrivingCenters(db, args),
      },
    ] as const;
    for (const l of lists) {
      // Filter values from the seeded rows: a listing mid-table, its province and ward, its phone.
      const [probe] = await rows<{ province: string; ward: string; phone: string }>(
        sql`select province, ward, phone from ${sql.raw(l.table)} where district is null
            order by created_at desc offset ${Math.floor(ROWS / 2)} limit 1`,
      );
      const [newest] = await rows<{ at: Date | string }>(
        sql`select max(created_at) as at from ${sql.raw(l.table)}`,
      );
      const to = newest ? new Date(newest.at) : new Date();
      const from = new Date(to.getTime() - 30 * 86_400_000);
      const dates = { createFrom: vnDay(from), createTo: vnDay(to) };
      const filters: { filter: string; args: QueryAdminGaragePaginationArgs }[] = [
        { filter: 'none', args: {} },
        { filter: 'keyword "minh phat"', args: { keyword: 'minh phat' } },
        { filter: 'keyword with accents "Hòa Bình"', args: { keyword: 'Hòa Bình' } },
        { filter: 'keyword: a phone number', args: { keyword: probe?.phone } },
        { filter: 'province', args: { province: probe?.province } },
        { filter: 'province + ward', args: { province: probe?.province, ward: probe?.ward } },
        { filter: 'createFrom/createTo (30 days)', args: dates },
        {
          filter: 'keyword + province + 30 days',
          args: { keyword: 'gara', province: probe?.province, ...dates },
        },
      ];
      const page = (args: QueryAdminGaragePaginationArgs) => ({ skip: 1, take: 10, ...args });
      await timePairs(
        () => call(l.document, page({})),
        () => l.direct(page({})),
        0,
        JIT_WARMUP,
      );
      for (const { filter, args } of filters) {
        const first = await call(l.document, page(args));
        const [gql, sqlTimes] = await timePairs(
          () => call(l.document, page(args)),
          () => l.direct(page(args)),
          RUNS,
          WARMUP,
        );
        const row = {
          list: l.list,
          filter,
          totalItems: first[l.list]?.meta.totalItems ?? 0,
          gqlP50: percentile(gql, 50),
          gqlP95: percentile(gql, 95),
          sqlP50: percentile(sqlTimes, 50),
          sqlP95: percentile(sqlTimes, 95),
        };
        log(
          `services: ${l.list} ${filter}: ${String(row.totalItems)} rows, GraphQL p95 ${ms(row.gqlP95)} ms, SQL p95 ${ms(row.sqlP95)} ms`,
        );
        results.push(row);
      }
    }
    return { rows: ROWS, seedSeconds, results };
  } finally {
    await started.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function servicesMarkdown(r: ServicesReport): string {
  return [
    `## Garage & Salon and Driving Center lists on PostgreSQL, ${r.rows.toLocaleString('en-US')} rows each (target: p95 ≤ ${String(SERVICES_P95_TARGET_MS)} ms for every filter)`,
    '',
    `Demo data plus ${r.rows.toLocaleString('en-US')} garages and ${r.rows.toLocaleString('en-US')} driving centres over the wards in force (one in twenty on a former ward), seeded with SQL in ${r.seedSeconds.toFixed(1)} s, then VACUUM ANALYZE. ${String(RUNS)} timed runs per filter, GraphQL and SQL in alternation, after ${String(JIT_WARMUP)} warm-up runs of the unfiltered list and ${String(WARMUP)} of each; GraphQL = POST /graphql through fastify (inject) with the screen's own document (row fragment: photos, owner, province/district/ward names); SQL = the resolver's \`listGarages\` / \`listDrivingCenters\` on the db. Page 1, 10 rows.`,
    '',
    '| list | filter | matching rows | GraphQL p50 (ms) | GraphQL p95 (ms) | SQL p50 (ms) | SQL p95 (ms) | target p95 ≤ 20 ms |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...r.results.map(
      (f) =>
        `| ${f.list} | ${f.filter} | ${f.totalItems.toLocaleString('en-US')} | ${ms(f.gqlP50)} | ${ms(f.gqlP95)} | ${ms(f.sqlP50)} | ${ms(f.sqlP95)} | ${f.gqlP95 <= SERVICES_P95_TARGET_MS ? 'PASS' : 'FAIL'} |`,
    ),
  ].join('\n');
}
