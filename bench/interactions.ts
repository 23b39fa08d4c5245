// How the lists feel to an admin (issue 30 §3): the built SPA in Debian's Chromium with the CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate), against the compiled server on a fresh embedded database with the
// demo data. On the members, posts and garages lists it types a search and presses Enter (SPEC §2.5),
// clears it, pages, sorts by a column's header, opens a record from its row and comes back, and opens and
// closes a dialog; it reports each kind's Interaction to Next Paint at p75, the time from the click to the
// record's content (and back to the list's rows) with the record's data fetched on intent, and the longest
// task.
//
// INP comes from the page's own PerformanceObserver on 'event' entries (durationThreshold 16), grouped by
// interactionId, the latency of an interaction being its longest entry: that is how INP itself is defined,
// and it gives every interaction's latency, so a p75 per kind. web-vitals' onINP reports one figure per page
// (its worst interaction, close to the 98th percentile), with no way to tell which kind of interaction it
// was without reloading between kinds. An interaction answered in under 16 ms leaves no entry (the browser's
// floor); it is counted as 16 ms, an upper bound.
import { loadavg } from 'node:os';
import { existsSync } from 'node:fs';
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/e2e/chromium-args';
import { BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD, signInAt, startBuiltApp } from './built-app';
import { INTERACTIONS_HEADING } from './report-sections';
import { percentile } from './stats';

const CPU_SLOWDOWN = 4;
/** Repetitions of the whole path on each list, after one untimed warm-up. */
const REPS = Number(process.env.BENCH_INTERACTION_REPS ?? 10);
export const INP_TARGET_MS = 100;
export const ROUND_TRIP_TARGET_MS = 150;
/** What an interaction answered under the Event Timing floor is counted as. */
const FLOOR_MS = 16;

const KINDS = [
  'search: a key typed',
  'search: Enter',
  'Clear',
  'paging',
  'sort (column header)',
  'open record (click View)',
  'back to list (click Back)',
  'open dialog',
  'close dialog (Escape)',
] as const;
type Kind = (typeof KINDS)[number];

interface ListPlan {
  name: string;
  path: string;
  /** The table's accessible name. */
  table: string;
  keyword: string;
  sortHeader: string;
  /** A row's link to its record. */
  view: (row: Locator) => Locator;
  /** The record screen's 'Back to {label}'. */
  backLabel: string;
  /** The dialog opened and closed on this list, and the button that opens it. */
  dialog: { what: string; open: (page: Page, row: Locator) => Locator };
}

const calendar = {
  what: "the date filter's calendar (a popover dialog)",
  open: (page: Page) => page.getByRole('button', { name: 'Open calendar' }).first(),
};

const LISTS: readonly ListPlan[] = [
  {
    name: 'Members',
    path: '/user-management',
    table: 'Members',
    keyword: 'nguyen',
    sortHeader: 'Created date',
    view: (row) => row.getByRole('link', { name: 'View detail' }),
    backLabel: 'Members',
    dialog: calendar,
  },
  {
    name: 'Posts',
    path: '/post-management/list',
    table: 'Posts',
    keyword: 'toyota',
    sortHeader: 'Price',
    view: (row) => row.getByRole('link', { name: /^View / }),
    backLabel: 'Posts',
    dialog: calendar,
  },
  {
    name: 'Garage & Salon',
    path: '/services/garage-salon/list',
    table: 'Garage & Salon',
    keyword: 'garage',
    sortHeader: 'Title',
    view: (row) => row.getByRole('link', { name: /^View / }),
    backLabel: 'Garage & Salon',
    dialog: {
      what: "a row's Delete confirmation (a modal dialog)",
      open: (_page, row) => row.getByRole('button', { name: /^Delete / }),
    },
  },
];

interface PageRecord {
  events: { id: number; start: number; duration: number; delay: number; processing: number }[];
  longTasks: { start: number; duration: number }[];
  lastDown: number;
  ready?: Promise<number>;
}

declare global {
  interface Window {
    __bench?: PageRecord;
    __benchArm?: (what: 'record' | 'list', expect: string) => void;
  }
}

/**
 * Installed before any page script runs. A string, not a function: tsx's transpiler wraps named functions
 * in a helper that does not exist in the page. `__benchArm` resolves `ready` with the time just after the
 * frame that first shows the record's content (its 'Back to …' link, the pending skeleton gone) or the
 * list's first row as it was left: a rAF callback runs before that frame paints, and a message posted from
 * it is handled after.
 */
const WATCH = `
  (() => {
    const r = { events: [], longTasks: [], lastDown: 0 };
    window.__bench = r;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.interactionId)
          r.events.push({
            id: e.interactionId,
            start: e.startTime,
            duration: e.duration,
            delay: e.processingStart - e.startTime,
            processing: e.processingEnd - e.processingStart,
          });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) r.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    addEventListener('pointerdown', (e) => { r.lastDown = e.timeStamp; }, true);
    window.__benchArm = (what, expect) => {
      const isReady = () => {
        if (what === 'record') {
          if (document.querySelector('section[aria-label="Loading"]')) return false;
          return [...document.querySelectorAll('a')].some((a) => a.textContent.trim() === 'Back to ' + expect);
        }
        const first = document.querySelector('table[aria-busy="false"] tbody tr');
        return !!first && first.textContent === expect;
      };
      r.ready = new Promise((resolve) => {
        const seen = () => {
          observer.disconnect();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now());
            channel.port2.postMessage(0);
          });
        };
        const observer = new MutationObserver(() => { if (isReady()) seen(); });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    };
  })();
`;

interface Span {
  kind: Kind;
  from: number;
  to: number;
  count: number;
}

/** One interaction's longest entry, split as the Event Timing API splits it. */
interface Split {
  delay: number;
  processing: number;
  presentation: number;
}

export interface KindFigures {
  samples: number[];
  splits: Split[];
  /** Interactions with no Event Timing entry (answered under 16 ms), counted as 16 in `samples`. */
  underFloor: number;
  longestTaskMs: number;
}

export interface Leg {
  ms: number[];
  /** GraphQL requests sent between the click and the content (0: it painted from the cache). */
  requests: number[];
}

export interface ListFigures {
  name: string;
  dialog: string;
  kinds: Partial<Record<Kind, KindFigures>>;
  toRecord: Leg;
  toList: Leg;
  longestTaskMs: number;
  longestTaskKind: string;
  longTasks: number;
}

export interface InteractionsReport {
  lists: ListFigures[];
  reps: number;
  chromium: string;
  loadStart: number[];
  loadEnd: number[];
}

const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Until the table shows settled rows (not the previous page kept while the next loads). */
async function settled(page: Page, plan: ListPlan) {
  await page.getByRole('table', { name: plan.table }).and(page.locator('[aria-busy="false"]')).waitFor();
}

/** Two frames, so the Event Timing entries of what was just done are delivered. */
const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 20))),
      ),
  );

async function driveList(
  page: Page,
  origin: string,
  plan: ListPlan,
  log: (m: string) => void,
): Promise<ListFigures> {
  const windows: Span[] = [];
  const toRecord: Leg = { ms: [], requests: [] };
  const toList: Leg = { ms: [], requests: [] };
  let graphql = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) {
      graphql++;
      if (process.env.BENCH_DEBUG) log(`request ${(r.postData() ?? '').slice(0, 160)}`);
    }
  });
  let timed = false;
  const measure = async (kind: Kind, count: number, act: () => Promise<unknown>) => {
    const from = await pageNow(page);
    await act();
    await frames(page);
    if (timed) windows.push({ kind, from, to: await pageNow(page), count });
  };
  const table = page.getByRole('table', { name: plan.table });
  const search = page.getByRole('searchbox', { name: 'Search' });

  await page.goto(`${origin}${plan.path}`);
  await settled(page, plan);

  for (let rep = 0; rep <= REPS; rep++) {
    timed = rep > 0;
    // Typing a search, then Enter (SPEC §2.5), then Clear.
    await search.focus();
    for (const key of plan.keyword) await measure('search: a key typed', 1, () => page.keyboard.type(key));
    await measure('search: Enter', 1, async () => {
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.searchParams.has('search'));
      await settled(page, plan);
    });
    await measure('Clear', 1, async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.waitForURL((u) => !u.searchParams.has('search'));
      await settled(page, plan);
    });
    // Paging: the next page (a request), then back to the first (cached).
    await measure('paging', 1, async () => {
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await settled(page, plan);
    });
    await measure('paging', 1, async () => {
      await page.getByRole('button', { name: 'Previous page' }).click();
      await page.waitForURL((u) => !u.searchParams.has('page'));
      await settled(page, plan);
    });
    // Sorting: ascending, then descending, then Clear back to the list's own order.
    for (const order of ['asc', 'desc']) {
      await measure('sort (column header)', 1, async () => {
        await table.locator('thead button', { hasText: plan.sortHeader }).click();
        await page.waitForURL(
          (u) => (u.searchParams.get('sort')?.startsWith('-') ?? false) === (order === 'desc'),
        );
        await settled(page, plan);
      });
    }
    await measure('Clear', 1, async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.waitForURL((u) => !u.searchParams.has('sort'));
      await settled(page, plan);
    });

    // A record and back, its data fetched on intent: the pointer rests on the row's View link (the
    // router's preload runs the record route's loader), then the click.
    const row = table.locator('tbody tr').nth(rep % 10);
    const firstRow = await table
      .locator('tbody tr')
      .first()
      .evaluate((tr) => tr.textContent);
    const link = plan.view(row);
    const preloaded = page
      .waitForResponse((r) => r.url().endsWith('/graphql'), { timeout: 5_000 })
      .catch(() => null);
    await link.hover();
    await preloaded;
    await page.waitForLoadState('networkidle');
    await page.evaluate((label) => window.__benchArm?.('record', label), plan.backLabel);
    let before = graphql;
    await measure('open record (click View)', 1, async () => {
      await link.click();
      const end = await page.evaluate(() => window.__bench?.ready);
      const start = await page.evaluate(() => window.__bench?.lastDown ?? 0);
      if (timed && end !== undefined) {
        toRecord.ms.push(end - start);
        toRecord.requests.push(graphql - before);
      }
    });
    await page.evaluate((text) => window.__benchArm?.('list', text ?? ''), firstRow);
    before = graphql;
    await measure('back to list (click Back)', 1, async () => {
      await page.getByRole('link', { name: `Back to ${plan.backLabel}` }).click();
      const end = await page.evaluate(() => window.__bench?.ready);
      const start = await page.evaluate(() => window.__bench?.lastDown ?? 0);
      if (timed && end !== undefined) {
        toList.ms.push(end - start);
        toList.requests.push(graphql - before);
      }
      await settled(page, plan);
    });

    // A dialog: open it, then Escape.
    const dialog = page.getByRole(plan.dialog.what.includes('modal') ? 'alertdialog' : 'dialog');
    await measure('open dialog', 1, async () => {
      await plan.dialog.open(page, table.locator('tbody tr').first()).click();
      await dialog.waitFor();
    });
    await measure('close dialog (Escape)', 1, async () => {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });
    log(`interactions: ${plan.name} ${rep === 0 ? 'warm-up' : `rep ${String(rep)}/${String(REPS)}`} done`);
  }

  await page.waitForTimeout(300);
  const record = await page.evaluate(() => window.__bench ?? { events: [], longTasks: [], lastDown: 0 });
  const kinds: Partial<Record<Kind, KindFigures>> = {};
  for (const w of windows) {
    const longestEntry = new Map<number, PageRecord['events'][number]>();
    for (const e of record.events) {
      if (e.start < w.from || e.start >= w.to) continue;
      const known = longestEntry.get(e.id);
      if (!known || e.duration > known.duration) longestEntry.set(e.id, e);
    }
    const seen = [...longestEntry.values()];
    const under = Math.max(0, w.count - seen.length);
    const figures = (kinds[w.kind] ??= { samples: [], splits: [], underFloor: 0, longestTaskMs: 0 });
    figures.samples.push(...seen.map((e) => e.duration), ...Array<number>(under).fill(FLOOR_MS));
    figures.splits.push(
      ...seen.map((e) => ({
        delay: e.delay,
        processing: e.processing,
        presentation: e.duration - e.delay - e.processing,
      })),
    );
    figures.underFloor += under;
    for (const t of record.longTasks)
      if (t.start >= w.from && t.start < w.to)
        figures.longestTaskMs = Math.max(figures.longestTaskMs, t.duration);
  }
  const firstTimed = windows[0]?.from ?? 0;
  const tasks = record.longTasks.filter((t) => t.start >= firstTimed);
  const longest = tasks.reduce((a, t) => (t.duration > a.duration ? t : a), { start: 0, duration: 0 });
  return {
    name: plan.name,
    dialog: plan.dialog.what,
    kinds,
    toRecord,
    toList,
    longTasks: tasks.length,
    longestTaskMs: longest.duration,
    longestTaskKind:
      windows.find((w) => longest.start >= w.from && longest.start < w.to)?.kind ?? 'between interactions',
  };
}

export async function benchInteractions(root: string, log: (m: string) => void): Promise<InteractionsReport> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`bench: no Chromium at ${executablePath}`);
  const loadStart = loadavg();
  const app = await startBuiltApp(root, (m) => log(`interactions: ${m}`));
  try {
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const lists: ListFigures[] = [];
      for (const plan of LISTS) {
        // A page of its own per list: a fresh record of events and tasks, the cache warmed only by this list.
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await context.addInitScript({ content: WATCH });
        const page = await context.newPage();
        page.setDefaultTimeout(60_000);
        await signInAt(page, app.origin, BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        lists.push(await driveList(page, app.origin, plan, log));
        await context.close();
      }
      return { lists, reps: REPS, chromium: browser.version(), loadStart, loadEnd: loadavg() };
    } finally {
      await browser.close();
    }
  } finally {
    await app.stop();
  }
}

const fmt = (ms: number) => `${Math.round(ms)}`;
const loadText = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');

export function interactionsMarkdown(r: InteractionsReport): string {
  const lines = [
    `${INTERACTIONS_HEADING} (members, posts, garages; demo data)`,
    '',
    `Chromium ${r.chromium} (headless, 1440×900) with the CPU slowed ${String(CPU_SLOWDOWN)}× (CDP \`Emulation.setCPUThrottlingRate\`), against \`npm run build\` served by the compiled server (NODE_ENV=production) on a fresh embedded database with the demo data (320 members, 1,200 posts, 60 garages). On each list, ${String(r.reps)} repetitions (after one untimed warm-up) of: type a search key by key, Enter (SPEC §2.5), Clear; next page, previous page; sort by a column header ascending, descending, Clear; rest the pointer on a row's View link until the record's data has arrived (the router's preload on intent), click it, click 'Back to …'; open a dialog, Escape. Load average (1/5/15 min) at the start of this part ${loadText(r.loadStart)}, at its end ${loadText(r.loadEnd)}, on 2 cores shared with other work: the throttling multiplies whatever the machine already takes from the page, so these are upper figures for a quiet laptop.`,
    '',
    `**Interaction to Next Paint** (every interaction's latency from the page's Event Timing entries, durationThreshold 16, its longest entry per interactionId; under 16 ms counted as 16). p75 / max in ms, the number of interactions in brackets; target p75 ≤ ${String(INP_TARGET_MS)} ms:`,
    '',
    `| interaction | ${r.lists.map((l) => l.name).join(' | ')} |`,
    `|---|${r.lists.map(() => '---:').join('|')}|`,
  ];
  const verdicts: string[] = [];
  for (const kind of KINDS) {
    const cells = r.lists.map((l) => {
      const k = l.kinds[kind];
      if (!k || k.samples.length === 0) return 'n/a';
      const p75 = percentile(k.samples, 75);
      if (p75 > INP_TARGET_MS) verdicts.push(`${l.name}: ${kind} ${fmt(p75)} ms`);
      return `${p75 > INP_TARGET_MS ? '**' : ''}${fmt(p75)}${p75 > INP_TARGET_MS ? '**' : ''} / ${fmt(Math.max(...k.samples))} (${String(k.samples.length)})`;
    });
    lines.push(`| ${kind} | ${cells.join(' | ')} |`);
  }
  lines.push(
    '',
    "Where an interaction's time goes (the Event Timing split of each interaction's longest entry, medians over the three lists, in ms): input delay (the main thread busy when the input came), processing (the event handlers, with React's synchronous render of what they set), presentation (from the handlers' end to the next frame: rendering work scheduled after them, style, layout, paint):",
    '',
    '| interaction | input delay | processing | presentation |',
    '|---|---:|---:|---:|',
    ...KINDS.map((kind) => {
      const splits = r.lists.flatMap((l) => l.kinds[kind]?.splits ?? []);
      const med = (k: keyof Split) =>
        fmt(
          percentile(
            splits.map((x) => x[k]),
            50,
          ),
        );
      return `| ${kind} | ${med('delay')} | ${med('processing')} | ${med('presentation')} |`;
    }),
  );
  lines.push(
    '',
    `INP p75 ≤ ${String(INP_TARGET_MS)} ms for every kind on every list: **${verdicts.length ? 'FAIL' : 'PASS'}**${verdicts.length ? ` (over: ${verdicts.join('; ')})` : ''}.`,
    '',
    `**List → record → back with a warm cache** (from the click's pointerdown to just after the frame that shows the record's content, then from the Back click's pointerdown to the frame that shows the list's rows as left), p75 / max in ms; requests = GraphQL requests sent meanwhile: the record's own query was sent on intent, before the click (tests/e2e/preload-intent.test.ts holds that), so the one request going to a record is a section under it (a member's packages, a post's or garage's History), and one coming back is the list's page refreshed behind its cached rows once it is older than the query's 30 s staleTime. Target ≤ ${String(ROUND_TRIP_TARGET_MS)} ms at p75 for each leg:`,
    '',
    '| list | list → record | requests | record → list | requests | round trip (p75 of the sums) | verdict |',
    '|---|---:|---:|---:|---:|---:|---|',
  );
  for (const l of r.lists) {
    const sums = l.toRecord.ms.map((m, i) => m + (l.toList.ms[i] ?? Number.NaN));
    const a = percentile(l.toRecord.ms, 75);
    const b = percentile(l.toList.ms, 75);
    const req = (leg: Leg) => `${String(Math.min(...leg.requests))}–${String(Math.max(...leg.requests))}`;
    lines.push(
      `| ${l.name} | ${fmt(a)} / ${fmt(Math.max(...l.toRecord.ms))} | ${req(l.toRecord)} | ${fmt(b)} / ${fmt(Math.max(...l.toList.ms))} | ${req(l.toList)} | ${fmt(percentile(sums, 75))} | ${a <= ROUND_TRIP_TARGET_MS && b <= ROUND_TRIP_TARGET_MS ? 'PASS' : 'FAIL'} |`,
    );
  }
  lines.push(
    '',
    '**Longest task** (PerformanceObserver `longtask`, over the timed repetitions):',
    '',
    '| list | long tasks (> 50 ms) | longest | during | dialog used |',
    '|---|---:|---:|---|---|',
    ...r.lists.map(
      (l) =>
        `| ${l.name} | ${String(l.longTasks)} | ${fmt(l.longestTaskMs)} ms | ${l.longestTaskKind} | ${l.dialog} |`,
    ),
  );
  return lines.join('\n');
}
