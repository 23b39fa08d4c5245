// `BENCH_ONLY=export-ui npm run bench`: the Members list's Export at BENCH_MEMBERS members (200,000 by
// default) as an admin does it, in Debian's Chromium: the production build of the SPA against the real
// server on PostgreSQL, /user-management, EXPORT, until the browser has the file. It times the whole
// export, records how long the page's main thread was ever busy meanwhile (the page's own PerformanceObserver
// for long tasks, and a requestAnimationFrame loop for gaps between frames, as bench/import-ui.ts does), and
// reads the file back to count its rows. The database is the sorts bench's (BENCH_SORTS_DB, default
// sorts_bench) when it already holds BENCH_MEMBERS members; otherwise it is seeded with the members alone.
import { readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { read, utils } from 'xlsx';
import { CHROMIUM_ARGS } from '../tests/e2e/chromium-args';
import { benchAppConfig } from './bench-app';
import { chromiumAndBuild } from './built-app';
import {
  busyBetween,
  checkInstruments,
  LONGEST_TASK_TARGET_MS,
  now,
  WATCH_MAIN_THREAD,
  type PhaseBusy,
} from './import-ui';
import { freshDatabase, PG_BASE } from './pg-database';

export const EXPORT_UI_HEADING = '## Members export in Chromium (PostgreSQL)';
const DB_NAME = process.env.BENCH_SORTS_DB ?? 'sorts_bench';

export interface ExportUiReport {
  members: number;
  /** Whether the members were seeded by this run (false: the sorts bench's database, reused). */
  seeded: boolean;
  /** From the click on Export to the browser's download event. */
  exportMs: number;
  fileBytes: number;
  /** Data rows in the file (the header row aside). */
  fileRows: number;
  busy: PhaseBusy;
  /** Sum of the long tasks' durations (every task over 50 ms, whole). */
  longTaskMs: number;
  loadStart: number[];
  loadEnd: number[];
}

/** The members in database `name`, or -1 when there is no such database. */
async function membersIn(name: string): Promise<number> {
  const client = new pg.Client({ connectionString: `${PG_BASE}/${name}` });
  try {
    await client.connect();
  } catch {
    return -1;
  }
  try {
    const r = await client.query<{ n: number }>(
      `select case when to_regclass('users') is null then -1 else (select count(*)::int from users) end as n`,
    );
    return r.rows[0]?.n ?? -1;
  } finally {
    await client.end();
  }
}

export async function benchExportUi(
  root: string,
  members: number,
  log: (m: string) => void,
): Promise<ExportUiReport> {
  const { executablePath, work, distDir } = await chromiumAndBuild(root, 'export-ui', log);
  // Each resource is released by the block that made it, whichever step fails.
  try {
    const reuse = (await membersIn(DB_NAME)) >= members;
    const { createApp } = await import('../server/http/app');
    const { seedScale } = await import('../server/seed/seed');
    const { ARGON2_OPTIONS } = await import('../server/services/auth/auth-service');
    const { config, password } = benchAppConfig({
      dataDir: path.join(work, 'data'),
      staticDir: distDir,
      databaseUrl: await freshDatabase(DB_NAME, reuse),
    });
    const started = await createApp(config, { logger: false });
    try {
      if (reuse) {
        await started.db.execute(
          sql`update admins set password_hash = ${await hash(password, ARGON2_OPTIONS)} where email = ${config.adminEmail}`,
        );
      } else {
        log(`export-ui: seeding ${String(members)} members`);
        await seedScale(started.db, { members, posts: 0, log });
        await started.db.execute(sql`vacuum analyze`);
      }
      const total = await membersIn(DB_NAME);
      const address = await started.app.listen({ host: '127.0.0.1', port: 0 });
      const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
      try {
        const context = await browser.newContext({
          viewport: { width: 1366, height: 900 },
          acceptDownloads: true,
        });
        await context.addInitScript({ content: WATCH_MAIN_THREAD });
        const page = await context.newPage();
        page.setDefaultTimeout(600_000);
        await page.goto(`${address}/auth/login`);
        await page.getByLabel(/^[\s*]*Email[\s*]*$/).fill(config.adminEmail);
        await page.getByLabel(/^[\s*]*Password[\s*]*$/).fill(password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(/\/home$/);

        await page.goto(`${address}/user-management`);
        await page
          .getByRole('heading', { level: 1 })
          .filter({ hasText: `Members (${String(total)})` })
          .waitFor();
        await checkInstruments(page);

        log(`export-ui: exporting ${total.toLocaleString('en-US')} members`);
        const loadStart = loadavg();
        const from = await now(page);
        const t = performance.now();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          // SPEC §2.6's own EXPORT (src/features/members/member-export.ts), not the list kit's Export.
          page.getByRole('button', { name: 'EXPORT', exact: true }).click(),
        ]);
        const exportMs = performance.now() - t;
        const to = await now(page);
        const loadEnd = loadavg();
        // Two more frames, so a long task that ended the export is in the record.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const timings = await page.evaluate(() => window.__benchTimings ?? { longTasks: [], frameGaps: [] });
        const file = path.join(work, download.suggestedFilename());
        await download.saveAs(file);
        log(
          `export-ui: ${download.suggestedFilename()} in ${(exportMs / 1000).toFixed(1)} s; reading it back`,
        );
        const book = read(readFileSync(file), { type: 'buffer', dense: true });
        const sheet = book.Sheets[book.SheetNames[0] ?? ''];
        const ref = sheet?.['!ref'];
        const fileRows = ref ? utils.decode_range(ref).e.r : 0;
        const during = timings.longTasks.filter((l) => l.start >= from && l.start < to);
        for (const l of during)
          log(
            `export-ui: long task of ${l.duration.toFixed(0)} ms at ${((l.start - from) / 1000).toFixed(1)} s`,
          );
        return {
          members: total,
          seeded: !reuse,
          exportMs,
          fileBytes: statSync(file).size,
          fileRows,
          busy: busyBetween(timings, from, to),
          longTaskMs: during.reduce((sum, l) => sum + l.duration, 0),
          loadStart,
          loadEnd,
        };
      } finally {
        await browser.close();
      }
    } finally {
      await started.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function exportUiMarkdown(r: ExportUiReport): string {
  const loadText = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  const count = r.members.toLocaleString('en-US');
  return [
    `${EXPORT_UI_HEADING}, ${count} members`,
    '',
    `The admin's own path in Debian's Chromium (headless, 1366×900, CPU not slowed) against the production build served by the real server on PostgreSQL (${r.seeded ? 'members seeded by this run with `seedScale`' : "the sorts bench's database, reused"}): /user-management, **EXPORT**, until the browser has the file. EXPORT reads the members 1,000 a request and builds the .xlsx in a Web Worker. Load average (1/5/15 min) at the start of the export ${loadText(r.loadStart)}, at its end ${loadText(r.loadEnd)}, on 2 cores shared with the server and PostgreSQL.`,
    '',
    '| | |',
    '|---|---:|',
    `| Export → download (${count} members) | ${(r.exportMs / 1000).toFixed(1)} s |`,
    `| rows in the file (read back, header aside) | ${r.fileRows.toLocaleString('en-US')} ${r.fileRows === r.members ? '(all)' : `(**expected ${count}**)`} |`,
    `| file size | ${(r.fileBytes / 2 ** 20).toFixed(1)} MiB |`,
    `| long tasks (over 50 ms) on the main thread | ${String(r.busy.longTasks)} |`,
    `| longest main-thread task | ${r.busy.longestTaskMs.toFixed(0)} ms |`,
    `| long tasks' total time | ${r.longTaskMs.toFixed(0)} ms (blocking time, the part over 50 ms: ${r.busy.blockingMs.toFixed(0)} ms) |`,
    `| longest gap between frames | ${r.busy.longestFrameGapMs.toFixed(0)} ms |`,
    '',
    `The tab stays responsive (no main-thread task longer than ${String(LONGEST_TASK_TARGET_MS)} ms): **${r.busy.longestTaskMs <= LONGEST_TASK_TARGET_MS && r.fileRows === r.members ? 'PASS' : 'FAIL'}**.`,
  ].join('\n');
}
