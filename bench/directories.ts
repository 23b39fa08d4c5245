// The Parking, Buying Demand and Buying Customer lists at 20,000 rows each on PostgreSQL: every filter
// the screens send, over HTTP (fastify inject) with the screens' own documents, next to the resolvers on
// the db. BENCH_DIRECTORY_ROWS sets the row count (default 20,000); database BENCH_DIRECTORIES_DB
// (default directories_bench). The harness is bench/list-bench.ts, shared with bench/services.ts.
import { sql } from 'drizzle-orm';
import type {
  QueryAdminGetListCustomerCarBuyingNeedByUserIdArgs,
  QueryAdminPaginationCarBuyingNeedsArgs,
  QueryAdminParkingPaginationArgs,
} from '../server/graphql/generated/resolvers';
import {
  AdminGetListCustomerCarBuyingNeedByUserIdDocument,
  AdminPaginationCarBuyingNeedsDocument,
  AdminParkingPaginationDocument,
  BuyingCustomerRowFragmentDoc,
  PageMetaFragmentDoc,
  ParkingRowFragmentDoc,
} from '../src/gql/graphql';
import { vietnamDayEnd, vietnamDayStart } from '../src/rules/parking';
import {
  LIST_P95_TARGET_MS,
  LIST_RUNS,
  LIST_WARMUP,
  listResultsMarkdown,
  startListBench,
  timeListCases,
  type ListCase,
  type ListFilterResult,
} from './list-bench';

const ROWS = Number(process.env.BENCH_DIRECTORY_ROWS ?? 20_000);
const DB_NAME = process.env.BENCH_DIRECTORIES_DB ?? 'directories_bench';

export type DirectoriesReport = {
  parkings: number;
  needs: number;
  seedSeconds: number;
  results: ListFilterResult[];
};

/**
 * The screen does not offer the location codes (SPEC §2.14); the API does. The same row and page
 * fragments as the screen's document, with the province and ward arguments.
 */
const PARKING_BY_UNIT = `query BenchParkingByUnit($skip: Int, $take: Int, $province: String, $ward: String) {
  adminParkingPagination(skip: $skip, take: $take, sort: NEAREST, province: $province, ward: $ward) {
    meta { ...PageMeta }
    items { ...ParkingRow }
  }
}
${PageMetaFragmentDoc.toString()}
${ParkingRowFragmentDoc.toString()}`;

/** The Buying Customer screen sends only the keyword (SPEC §7); the API's seller and status filters. */
const CUSTOMERS_BY = `query BenchCustomersBy($skip: Int, $take: Int, $userId: ID, $status: CarBuyingNeedStatus) {
  adminGetListCustomerCarBuyingNeedByUserId(skip: $skip, take: $take, userId: $userId, status: $status) {
    meta { ...PageMeta }
    items { ...BuyingCustomerRow }
  }
}
${PageMetaFragmentDoc.toString()}
${BuyingCustomerRowFragmentDoc.toString()}`;

const vnDay = (date: Date) => new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

export async function benchDirectories(log: (m: string) => void): Promise<DirectoriesReport> {
  const { listParkings } = await import('../server/graphql/resolvers/parking');
  const { listBuyingCustomers, listBuyingDemands } =
    await import('../server/graphql/resolvers/buying-demands');
  const bench = await startListBench(DB_NAME);
  const { db, rows } = bench;
  try {
    const seedStart = performance.now();
    // Parkings on the current wards, members as owners (a fifth without), hours and two prices each.
    await db.execute(sql`
      with w as (select array_agg(code order by code) c, array_agg(province_code order by code) p from wards where is_active),
           u as (select array_agg(id order by id) ids from users),
           n as (select array['Bãi đỗ xe Hoàng Gia', 'Bãi xe Minh Long', 'Parking Sài Gòn', 'Bãi giữ xe An Phú',
                              'Bãi đỗ Tân Bình', 'Bãi xe Đông Đô', 'Garage đỗ xe Phú Mỹ'] t)
      insert into parkings (title, slug, user_id, address, phone, email, website, province, ward, status,
                            is_active, same_week_of_operation, total, created_at, updated_at)
      select n.t[1 + g % 7] || ' ' || g, 'bench-parking-' || g,
             case when g % 5 = 0 then null else u.ids[1 + g % array_length(u.ids, 1)] end,
             (g % 300) || ' Nguyễn Trãi, ' || w.c[1 + g % array_length(w.c, 1)],
             '09' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
             'lienhe' || g || '@baixe.vn', 'https://baixe' || g || '.vn',
             w.p[1 + g % array_length(w.c, 1)], w.c[1 + g % array_length(w.c, 1)],
             (array['Active', 'Pending', 'Reject'])[1 + g % 3], g % 3 = 0, true, 50 + g % 200,
             now() - (g % 540) * interval '1 day' - (g % 1440) * interval '1 minute',
             now() - (g % 540) * interval '1 day'
      from generate_series(1, ${ROWS}) g, w, u, n`);
    await db.execute(sql`
      insert into parking_working_times (parking_id, day, start_time, end_time)
      select p.id, d, '06:00', '22:00' from parkings p cross join generate_series(0, 6) d where p.slug like 'bench-parking-%'`);
    await db.execute(sql`
      insert into parking_price_properties (parking_id, type, price)
      select p.id, t.type, t.price from parkings p
      cross join (values ('HOUR', 25000), ('MONTH', 2000000)) as t(type, price) where p.slug like 'bench-parking-%'`);
    // Demands: every second one handed to two sellers (a buying customer).
    await db.execute(sql`
      with m as (select array_agg(id order by id) ids, array_agg(brand order by id) brands from models),
           u as (select array_agg(id order by id) ids from users),
           p as (select array_agg(id order by code) ids from provinces where is_active)
      insert into car_buying_needs (user_id, user_seller_ids, brand, model, budget, vehicle_life, num_kilometer_car_run,
                                    province_id, buyer_name, phone, is_installment_purchase, status, is_customer,
                                    created_at, updated_at)
      select u.ids[1 + g % array_length(u.ids, 1)],
             case when g % 2 = 0 then array[u.ids[1 + (g * 3) % array_length(u.ids, 1)], u.ids[1 + (g * 7) % array_length(u.ids, 1)]]
                  else '{}'::uuid[] end,
             m.brands[1 + g % array_length(m.ids, 1)], m.ids[1 + g % array_length(m.ids, 1)],
             (300 + g % 900) * 1000000, g % 10, (g % 15) * 10000,
             p.ids[1 + g % array_length(p.ids, 1)], 'Người mua ' || g,
             '08' || lpad(((g::bigint * 104729) % 100000000)::text, 8, '0'), g % 3 = 0,
             (array['NEW', 'FOLLOWING', 'CONSIDERING', 'CHANGED_MIND', 'HAD_A_CAR'])[1 + g % 5], g % 2 = 0,
             now() - (g % 540) * interval '1 day' - (g % 1440) * interval '1 minute', now()
      from generate_series(1, ${ROWS}) g, m, u, p`);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    await db.execute(sql`vacuum analyze`);
    const [counts] = await rows<{ parkings: number; needs: number }>(
      sql`select (select count(*)::int from parkings) as parkings, (select count(*)::int from car_buying_needs) as needs`,
    );
    log(
      `directories: ${String(counts?.parkings)} parkings, ${String(counts?.needs)} demands in ${seedSeconds.toFixed(1)} s`,
    );

    await bench.signIn();

    const [probe] = await rows<{ province: string; ward: string }>(
      sql`select province, ward from parkings where slug like 'bench-parking-%' order by created_at desc offset ${Math.floor(ROWS / 2)} limit 1`,
    );
    const [seller] = await rows<{ id: string }>(
      sql`select user_seller_ids[1] as id from car_buying_needs where is_customer order by created_at desc offset 100 limit 1`,
    );
    const [brand] = await rows<{ name: string }>(
      sql`select b.name from car_buying_needs n join brands b on b.id = n.brand group by b.name order by count(*) desc limit 1`,
    );
    const today = new Date();
    const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
    const range = { createFrom: vietnamDayStart(vnDay(monthAgo)), createTo: vietnamDayEnd(vnDay(today)) };
    const page = { skip: 1, take: 10 };
    const parking = (
      filter: string,
      args: Record<string, unknown>,
      doc: ListCase['doc'] = AdminParkingPaginationDocument,
    ): ListCase => ({
      list: 'Parking',
      filter,
      doc,
      field: 'adminParkingPagination',
      args: { ...page, sort: 'NEAREST', ...args },
      direct: () => listParkings(db, { ...page, ...args } as QueryAdminParkingPaginationArgs),
    });
    const demand = (filter: string, args: Record<string, unknown>): ListCase => ({
      list: 'Buying Demand',
      filter,
      doc: AdminPaginationCarBuyingNeedsDocument,
      field: 'adminPaginationCarBuyingNeeds',
      args: { ...page, ...args },
      direct: () => listBuyingDemands(db, { ...page, ...args } as QueryAdminPaginationCarBuyingNeedsArgs),
    });
    // The screen sends only the keyword (SPEC §7); userId and status are the API's own filters.
    const customer = (
      filter: string,
      args: Record<string, unknown>,
      doc: ListCase['doc'] = AdminGetListCustomerCarBuyingNeedByUserIdDocument,
    ): ListCase => ({
      list: 'Buying Customer',
      filter,
      doc,
      field: 'adminGetListCustomerCarBuyingNeedByUserId',
      args: { ...page, ...args },
      direct: () =>
        listBuyingCustomers(db, { ...page, ...args } as QueryAdminGetListCustomerCarBuyingNeedByUserIdArgs),
    });
    const cases: ListCase[] = [
      parking('none', {}),
      parking('keyword with accents "Hoàng Gia"', { keyword: 'Hoàng Gia' }),
      parking('keyword "minh long 1234"', { keyword: 'minh long 1234' }),
      parking('keyword phone "0912"', { keyword: '0912' }),
      parking('createFrom/createTo (30 days, start and end of day)', range),
      parking('province (API only)', { province: probe?.province }, PARKING_BY_UNIT),
      parking('ward (API only)', { ward: probe?.ward }, PARKING_BY_UNIT),
      demand('none', {}),
      demand(`keyword brand "${brand?.name ?? ''}"`, { keyword: brand?.name }),
      demand('keyword buyer "người mua 1234"', { keyword: 'người mua 1234' }),
      demand('keyword phone "0812"', { keyword: '0812' }),
      customer('none', {}),
      customer('keyword "người mua 12"', { keyword: 'người mua 12' }),
      customer('userId (a seller, API only)', { userId: seller?.id }, CUSTOMERS_BY),
      customer('status FOLLOWING (API only)', { status: 'FOLLOWING' }, CUSTOMERS_BY),
    ];
    const results = await timeListCases(bench, cases, (m) => log(`directories: ${m}`));
    return { parkings: counts?.parkings ?? 0, needs: counts?.needs ?? 0, seedSeconds, results };
  } finally {
    await bench.close();
  }
}

export function directoriesMarkdown(r: DirectoriesReport): string {
  return [
    '## Parking, Buying Demand and Buying Customer on PostgreSQL',
    '',
    `${r.parkings.toLocaleString('en-US')} parkings (7 hours and 2 prices each) and ${r.needs.toLocaleString('en-US')} buying demands (half of them buying customers), seeded in ${r.seedSeconds.toFixed(1)} s. Each filter: ${String(LIST_RUNS)} timed requests of the screen's own document (page 1, 10 rows) after ${String(LIST_WARMUP)} untimed, over HTTP (GraphQL) and the resolver alone on the db (SQL). Target: p95 ≤ ${String(LIST_P95_TARGET_MS)} ms.`,
    '',
    ...listResultsMarkdown(r.results),
  ].join('\n');
}
