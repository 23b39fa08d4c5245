// The Garage & Salon and Driving Center lists at 20,000 rows each on PostgreSQL, every filter of the
// screens over HTTP (fastify inject, the screens' own documents) next to the resolver alone on the db.
// BENCH_SERVICE_ROWS sets the rows per list (default 20,000); database BENCH_SERVICES_DB (default
// services_bench). The harness is bench/list-bench.ts, shared with bench/directories.ts.
import { sql } from 'drizzle-orm';
import type { QueryAdminGaragePaginationArgs } from '../server/graphql/generated/resolvers';
import {
  AdminCenterDriverLisensePaginationDocument,
  AdminGaragePaginationDocument,
} from '../src/gql/graphql';
import {
  LIST_JIT_WARMUP,
  LIST_P95_TARGET_MS,
  LIST_RUNS,
  LIST_WARMUP,
  listResultsMarkdown,
  startListBench,
  timeListCases,
  type ListCase,
  type ListFilterResult,
} from './list-bench';

const ROWS = Number(process.env.BENCH_SERVICE_ROWS ?? 20_000);
const DB_NAME = process.env.BENCH_SERVICES_DB ?? 'services_bench';

export type ServicesReport = { rows: number; seedSeconds: number; results: ListFilterResult[] };

const vnDay = (date: Date) => new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * `n` listings in `table`, spread over the wards in force (one in twenty on a former ward with its
 * district), created over two years, titles from a few Vietnamese names so keywords match some.
 */
export function seedListings(table: 'garages' | 'driving_centers', n: number) {
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
  const { listGarages, listDrivingCenters } = await import('../server/graphql/resolvers/garages');
  const bench = await startListBench(DB_NAME);
  const { db, rows } = bench;
  try {
    const seedStart = performance.now();
    await db.execute(seedListings('garages', ROWS));
    await db.execute(seedListings('driving_centers', ROWS));
    const seedSeconds = (performance.now() - seedStart) / 1000;
    await db.execute(sql`vacuum analyze`);
    log(`services: ${String(ROWS)} garages and driving centres seeded in ${seedSeconds.toFixed(1)} s`);
    await bench.signIn();

    const lists = [
      {
        list: 'adminGaragePagination',
        table: 'garages',
        document: AdminGaragePaginationDocument,
        direct: (args: QueryAdminGaragePaginationArgs) => listGarages(db, args),
      },
      {
        list: 'adminCenterDriverLisensePagination',
        table: 'driving_centers',
        document: AdminCenterDriverLisensePaginationDocument,
        direct: (args: QueryAdminGaragePaginationArgs) => listDrivingCenters(db, args),
      },
    ] as const;
    const cases: ListCase[] = [];
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
      for (const { filter, args } of filters) {
        const page = { skip: 1, take: 10, ...args };
        cases.push({
          list: l.list,
          filter,
          doc: l.document,
          field: l.list,
          args: page,
          direct: () => l.direct(page),
        });
      }
    }
    const results = await timeListCases(bench, cases, (m) => log(`services: ${m}`));
    return { rows: ROWS, seedSeconds, results };
  } finally {
    await bench.close();
  }
}

export function servicesMarkdown(r: ServicesReport): string {
  return [
    `## Garage & Salon and Driving Center lists on PostgreSQL, ${r.rows.toLocaleString('en-US')} rows each (target: p95 ≤ ${String(LIST_P95_TARGET_MS)} ms for every filter)`,
    '',
    `Demo data plus ${r.rows.toLocaleString('en-US')} garages and ${r.rows.toLocaleString('en-US')} driving centres over the wards in force (one in twenty on a former ward), seeded with SQL in ${r.seedSeconds.toFixed(1)} s, then VACUUM ANALYZE. ${String(LIST_RUNS)} timed runs per filter, GraphQL and SQL in alternation, after ${String(LIST_JIT_WARMUP)} warm-up runs of the unfiltered list and ${String(LIST_WARMUP)} of each; GraphQL = POST /graphql through fastify (inject) with the screen's own document (row fragment: photos, owner, province/district/ward names); SQL = the resolver's \`listGarages\` / \`listDrivingCenters\` on the db. Page 1, 10 rows.`,
    '',
    ...listResultsMarkdown(r.results),
  ].join('\n');
}
