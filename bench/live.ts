// Live updates (issue 28 §2, docs/live.md): the time from a change to its arrival in another admin's browser,
// across instances. Two production server processes share one fresh PostgreSQL database; an admin's browser
// (Debian's Chromium, the built SPA) is signed in on instance B and keeps its live stream open; the bench
// edits one record through instance A's API, BENCH_LIVE_CHANGES times (default 100), one after another.
//
// Arrival is when the browser has read the change's event off its stream: an init script wraps the page's
// `fetch` and notes the time of each event-stream chunk that names the record. The clock is the machine's
// own, shared by the bench and the browser. Reported: p50/p95/max from the edit's request leaving to the
// event's arrival, and the edit's own round trip for scale.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/e2e/chromium-args';
import { buildOnce, signInAt } from './built-app';
import { freshDatabase } from './pg-database';
import { startServer, type ServerProcess } from './server-process';
import { ms, percentile } from './stats';

const CHANGES = Number(process.env.BENCH_LIVE_CHANGES ?? 100);
const ADMIN_EMAIL = 'bench-live@kar.vn';
const ADMIN_PASSWORD = 'Bench-Live-Admin-9a-long';
export const LIVE_TARGET_P95_MS = 500;

export interface LiveFigures {
  changes: number;
  arrival: number[];
  roundTrip: number[];
  chromium: string;
  loadStart: number[];
  loadEnd: number[];
}

/** Records, in the page, when each event-stream chunk naming `window.karBenchMarker` arrived. */
const WATCH = `(() => {
  const arrivals = [];
  Object.assign(window, { karBenchArrivals: arrivals });
  const original = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await original(...args);
    if (!(response.headers.get('content-type') || '').startsWith('text/event-stream') || !response.body)
      return response;
    const [mine, theirs] = response.body.tee();
    (async () => {
      const reader = mine.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const text = decoder.decode(value, { stream: true });
        const marker = window.karBenchMarker;
        if (marker && text.includes(marker)) arrivals.push(Date.now());
      }
    })();
    return new Response(theirs, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
})();`;

async function gql(origin: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-kar-csrf': '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`bench live: ${JSON.stringify(body.errors)}`);
  return body.data ?? {};
}

export async function benchLive(root: string, log: (m: string) => void): Promise<LiveFigures> {
  const loadStart = loadavg();
  buildOnce(root, log);
  const url = await freshDatabase(process.env.BENCH_LIVE_DB ?? 'live_bench');
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const start = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kar-live-bench-'));
    dataDirs.push(dataDir);
    const staticDir = path.join(dataDir, 'dist');
    cpSync(path.join(root, 'dist'), staticDir, { recursive: true });
    const server = await startServer(
      root,
      {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      log,
    );
    servers.push(server);
    return server;
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    // One after the other: the first migrates and creates the admin.
    const a = await start();
    const b = await start();
    const login = await gql(
      a.origin,
      'mutation ($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { accessToken } }',
      { e: ADMIN_EMAIL, p: ADMIN_PASSWORD },
    );
    const token = (login.adminLogin as { accessToken: string }).accessToken;
    const created = await gql(
      a.origin,
      'mutation ($input: AdminReviewCategoryInput!) { adminCreateReviewCategory(input: $input) { id } }',
      { input: { nameVi: 'Bench live', nameEn: 'Bench live', slug: `bench-live-${Date.now()}` } },
      token,
    );
    const id = (created.adminCreateReviewCategory as { id: string }).id;

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript({ content: WATCH });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signInAt(page, b.origin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.evaluate((marker) => Object.assign(window, { karBenchMarker: marker }), id);
    const arrivals = () =>
      page.evaluate(() => (window as unknown as { karBenchArrivals: number[] }).karBenchArrivals.length);
    const edit = (i: number) =>
      gql(
        a.origin,
        'mutation ($id: ID!, $input: AdminReviewCategoryInput!) { adminEditReviewCategory(id: $id, input: $input) { id } }',
        { id, input: { nameVi: `Bench live ${String(i)}`, nameEn: `Bench live ${String(i)}` } },
        token,
      );
    // The stream opens a moment after the page (its chunk loads once the admin area is up): a change every
    // second until one arrives; none of them is timed.
    for (let tries = 0; (await arrivals()) === 0; tries++) {
      if (tries === 60) throw new Error('bench live: no change reached the browser in a minute');
      await edit(-1 - tries);
      await page.waitForTimeout(1_000);
    }
    const arrival: number[] = [];
    const roundTrip: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const seen = await arrivals();
      const sent = Date.now();
      await edit(i);
      roundTrip.push(Date.now() - sent);
      await page.waitForFunction(
        (n) => (window as unknown as { karBenchArrivals: number[] }).karBenchArrivals.length > n,
        seen,
        { polling: 'raf' },
      );
      const at = await page.evaluate(
        () => (window as unknown as { karBenchArrivals: number[] }).karBenchArrivals.at(-1) ?? Number.NaN,
      );
      arrival.push(at - sent);
    }
    log(`live: ${String(CHANGES)} changes, p95 ${ms(percentile(arrival, 95))} ms`);
    return {
      changes: CHANGES,
      arrival,
      roundTrip,
      chromium: browser.version(),
      loadStart,
      loadEnd: loadavg(),
    };
  } finally {
    await browser.close();
    for (const s of servers) await s.stop();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

export function liveMarkdown(f: LiveFigures): string {
  const row = (what: string, xs: number[]) =>
    `| ${what} | ${ms(percentile(xs, 50))} | ${ms(percentile(xs, 95))} | ${ms(Math.max(...xs))} |`;
  const p95 = percentile(f.arrival, 95);
  return [
    '## Live updates across two instances on PostgreSQL',
    '',
    `${String(f.changes)} edits of one review category through instance A's API, one after another; an admin's`,
    `browser (Chromium ${f.chromium}, the built SPA) signed in on instance B, its live stream open. Arrival: the`,
    'event read off the stream in that browser, from the moment the edit request left (docs/live.md).',
    '',
    '| ms | p50 | p95 | max |',
    '| --- | ---: | ---: | ---: |',
    row('change → arrival in the other browser', f.arrival),
    row("the edit's own round trip", f.roundTrip),
    '',
    `Target p95 ≤ ${String(LIVE_TARGET_P95_MS)} ms: ${p95 <= LIVE_TARGET_P95_MS ? 'met' : 'NOT met'}.`,
    `Load average (1/5/15 min) at the start ${f.loadStart.map((l) => l.toFixed(2)).join(' / ')}, at the end ${f.loadEnd.map((l) => l.toFixed(2)).join(' / ')}.`,
  ].join('\n');
}
