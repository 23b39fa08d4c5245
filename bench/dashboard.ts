// The whole dashboard as the SPA loads it: its ten documents in the two batches of five the client
// sends at once (SPEC §7), through fastify (inject), then each aggregate on its own against the db.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../server/db/client';
import {
  activeListingsPerActiveUser,
  listingByStatus,
  revenuePerUser,
  revenueTotalSeries,
  totalRevenueByType,
  userByLocation,
  userGrowthRate,
  userStatus,
  userTotalSeries,
} from '../server/graphql/resolvers/dashboard';
import { percentile, timeRuns } from './stats';

const WARMUP = 3;

const operations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../operations/dashboard');
const doc = (file: string) => readFileSync(path.join(operations, `${file}.graphql`), 'utf8');

/** In the order the screen mounts its cards, i.e. the order the client queues them. */
const FIRST_BATCH = [
  { query: doc('dashboard-revenue-per-user') },
  { query: doc('dashboard-revenue-per-user-active') },
  { query: doc('dashboard-user-growth-rate') },
  { query: doc('dashboard-active-listing-and-active-user') },
  { query: doc('dashboard-user-status-active') },
];
const SECOND_BATCH = [
  { query: doc('dashboard-user-total'), variables: { numberMonth: 12 } },
  { query: doc('dashboard-revenue-total'), variables: { numberMonth: 12 } },
  { query: doc('dashboard-listing-by-status') },
  { query: doc('dashboard-total-revenue') },
  { query: doc('dashboard-user-by-location') },
];

async function postBatch(app: FastifyInstance, token: string, batch: readonly object[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-kar-csrf': '1', authorization: `Bearer ${token}` },
    payload: JSON.stringify(batch),
  });
  const results = JSON.parse(response.body) as { errors?: { message: string }[] }[];
  const errors = Array.isArray(results)
    ? results.flatMap((r) => r.errors ?? [])
    : [{ message: response.body }];
  if (response.statusCode !== 200 || errors.length > 0) {
    throw new Error(
      `bench dashboard: ${String(response.statusCode)} ${errors.map((e) => e.message).join('; ')}`,
    );
  }
}

async function measure(name: string, fn: () => Promise<unknown>, runs: number) {
  const samples = await timeRuns(fn, runs, WARMUP);
  return { name, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Milliseconds per run: the whole dashboard first, then each batch, then each aggregate on the db. */
export async function benchDashboard(
  db: Db,
  app: FastifyInstance,
  token: string,
  runs: number,
): Promise<{ name: string; p50: number; p95: number }[]> {
  const now = () => new Date();
  const time = (name: string, fn: () => Promise<unknown>) => measure(name, fn, runs);
  return [
    await time('dashboard: 10 queries in 2 parallel batches (HTTP)', () =>
      Promise.all([postBatch(app, token, FIRST_BATCH), postBatch(app, token, SECOND_BATCH)]),
    ),
    await time('batch 1: KPIs + member status (HTTP)', () => postBatch(app, token, FIRST_BATCH)),
    await time('batch 2: charts + breakdowns (HTTP)', () => postBatch(app, token, SECOND_BATCH)),
    await time('sql: revenue per user', () => revenuePerUser(db, now(), false)),
    await time('sql: revenue per active user', () => revenuePerUser(db, now(), true)),
    await time('sql: user growth rate', () => userGrowthRate(db, now())),
    await time('sql: active listings per active user', () => activeListingsPerActiveUser(db, now())),
    await time('sql: member status + listing views', () => userStatus(db)),
    await time('sql: listings by status', () => listingByStatus(db)),
    await time('sql: users by location', () => userByLocation(db)),
    await time('sql: revenue by type', () => totalRevenueByType(db)),
    await time('sql: new users per month (12)', () => userTotalSeries(db, now(), 12)),
    await time('sql: new users per month (all)', () => userTotalSeries(db, now(), null)),
    await time('sql: revenue per month (12)', () => revenueTotalSeries(db, now(), 12)),
    await time('sql: revenue per month (all)', () => revenueTotalSeries(db, now(), null)),
  ];
}
