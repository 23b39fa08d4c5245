// `npm run bench`: bundle sizes, then the `users` query and the dashboard at scale; writes bench/report.md
// and prints it. BENCH_ONLY=bundle,users,dashboard,import (any subset) runs only those parts; `import` is the
// 10,000-row bulk version import on PGlite (bench/import.ts), so BENCH_ONLY=import needs no PostgreSQL.
// `load` is the open-model load at fixed rates and the fault runs (bench/load.ts; BENCH_LOAD_RATES,
// BENCH_LOAD_SECONDS, BENCH_LOAD_PASSES, BENCH_PG_RESTART=1 to restart the real PostgreSQL). `lighthouse` runs
// Lighthouse on the production build, login, dashboard and members list, mobile and desktop (bench/lighthouse.ts;
// BENCH_LIGHTHOUSE_RUNS, default 5; Chromium at CHROMIUM_PATH or /usr/bin/chromium). `interactions` drives the
// members, posts and garages lists in Chromium with the CPU slowed 4× and reports Interaction to Next Paint
// per kind, list → record → back with a warm cache, and the longest task (bench/interactions.ts;
// BENCH_INTERACTION_REPS, default 10).
// `hostile` sends 1,000 schema-generated operations with hostile variables (bench/hostile.ts;
// BENCH_HOSTILE_DOCUMENTS). `users` on PostgreSQL uses the database BENCH_PG_DATABASE (default kar_bench).
// `broadcast` is Send all to every member on PostgreSQL: the request, the in-app rows, the email rate to a local
// SMTP sink and the list p95 while it runs (bench/broadcast.ts; database BENCH_BROADCAST_DB).
// `documents` is the members list sent as its text and as its trusted documents' id: request body bytes and the
// API's own p50 for each (bench/trusted-documents.ts; PGlite, demo data; BENCH_DOCUMENT_RUNS).
// bench/cpu-probe.ts (run on its own) gives the API's CPU per list request, against a baseline checkout.
// BENCH_HOSTILE_DOCUMENTS). `posts` is `adminListPost` at 5 posts per member (1,000,000 by default) on
// PostgreSQL, every filter, and the moderation decisions under 20 concurrent moderators (bench/posts.ts;
// database BENCH_POSTS_DB, default posts_bench). `directories` is the Parking, Buying Demand and Buying
// Customer lists at 20,000 rows each on PostgreSQL, every filter (bench/directories.ts; BENCH_DIRECTORY_ROWS,
// database BENCH_DIRECTORIES_DB, default directories_bench). `services` is the Garage & Salon and Driving
// Center lists at 20,000 rows each (BENCH_SERVICE_ROWS) on PostgreSQL, every filter (bench/services.ts;
// database BENCH_SERVICES_DB, default services_bench). `audit` is `adminListAuditLogs` at 1,000,000 audit rows
// (BENCH_AUDIT_ROWS) on PostgreSQL, every filter, first and deep page, and the session lookup (`meAdmin`)
// (bench/audit.ts; database BENCH_AUDIT_DB, default audit_bench). `palette` is the command palette's
// `adminSearch` at BENCH_MEMBERS members and 5 posts each on PostgreSQL, one row per kind of text typed
// (bench/palette.ts; database BENCH_PALETTE_DB, default palette_bench; BENCH_PALETTE_REUSE=1 reuses it).
// `sorts` is every sort key of Members, Posts, Transfer requests, Market price and Driving centres both
// ways, page 1 and a deep page, at BENCH_MEMBERS members and 5 posts each on PostgreSQL (a transfer request
// per member, BENCH_SORT_LISTINGS versions and centres), and the Members export's 1,000-row pages
// (bench/sorts.ts; database BENCH_SORTS_DB, default sorts_bench; BENCH_SORTS_REUSE=1 reuses it). `export-ui`
// is the Members list's Export in Chromium at BENCH_MEMBERS members on PostgreSQL: its time, the longest
// main-thread task and the long tasks' total meanwhile, and the file's rows read back (bench/export-ui.ts;
// the sorts database when it holds the members already, else seeded). `live` is the time from a change made
// through one instance to its arrival in an admin's browser on another, p95 over BENCH_LIVE_CHANGES (100)
// changes, two production instances on PostgreSQL (bench/live.ts; database BENCH_LIVE_DB, default live_bench).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTERACTIONS_HEADING, mergeSections } from './report-sections';
import { benchUsers, usersMarkdown, type Target } from './users';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const members = Number(process.env.BENCH_MEMBERS ?? 200_000);
if (!Number.isInteger(members) || members < 10) throw new Error('BENCH_MEMBERS must be an integer ≥ 10');
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite')
  .split(',')
  .map((t) => t.trim())
  .filter((t): t is Target => t === 'postgres' || t === 'pglite');
const PARTS = [
  'bundle',
  'lighthouse',
  'documents',
  'interactions',
  'users',
  'dashboard',
  'import',
  'import-ui',
  'load',
  'hostile',
  'posts',
  'sorts',
  'export-ui',
  'directories',
  'broadcast',
  'services',
  'audit',
  'palette',
  'live',
] as const;
type Part = (typeof PARTS)[number];
const only = (process.env.BENCH_ONLY ?? PARTS.join(','))
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const unknown = only.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length)
  throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; use ${PARTS.join(',')}`);
const runs = (part: Part) => only.includes(part);
const log = (message: string) => console.error(`[bench] ${message}`);

/** 1/5/15-minute load averages: above the core count, other work shares the CPUs and p95s are noisy. */
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

const header = [
  '# KAR Admin benchmarks',
  '',
  `Generated ${new Date().toISOString()} by \`npm run bench\` on Node ${process.version}, ${String(cpus().length)} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM. Scale: BENCH_MEMBERS=${String(members)}. Parts: ${only.join(', ')}. Load average at start: ${load()} (1/5/15 min).`,
];
const sections: string[] = [];
let failed = false;

/** Runs one part; a part that throws is reported as not measured (and fails the run) instead of vanishing. */
async function section(name: string, heading: string, measure: () => Promise<string>): Promise<void> {
  try {
    sections.push('', await measure());
  } catch (error) {
    failed = true;
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`${name} failed: ${message}`);
    sections.push('', heading, '', '**Not measured: the run failed.**', '', '```', message, '```');
  }
}

if (runs('bundle')) {
  log('building the SPA');
  // Imported only when asked for, so a database-only run needs no build toolchain.
  await section('bundle', '## Bundle', async () => {
    const { bundleMarkdown, bundleReport } = await import('./bundle');
    return bundleMarkdown(await bundleReport(root));
  });
}

if (runs('lighthouse')) {
  log('lighthouse on the production build');
  await section('lighthouse', '## Lighthouse (production build, demo data)', async () => {
    const { benchLighthouse, lighthouseMarkdown } = await import('./lighthouse');
    return lighthouseMarkdown(await benchLighthouse(root, log));
  });
}

if (runs('documents')) {
  log('the members list sent as text and as an id');
  await section(
    'documents',
    '## Trusted documents: the members list sent as text and as an id (PGlite, demo data)',
    async () => {
      const { benchDocuments, documentsMarkdown } = await import('./trusted-documents');
      return documentsMarkdown(await benchDocuments(log));
    },
  );
}

if (runs('interactions')) {
  log('interactions in chromium, cpu slowed 4x');
  await section('interactions', INTERACTIONS_HEADING, async () => {
    const { benchInteractions, interactionsMarkdown } = await import('./interactions');
    return interactionsMarkdown(await benchInteractions(root, log));
  });
}

for (const target of runs('users') || runs('dashboard') ? targets : []) {
  log(`users/dashboard on ${target} at ${String(members)} members`);
  const engine = target === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)';
  await section(target, `## \`users\` on ${engine}`, async () => {
    const parts = { users: runs('users'), dashboard: runs('dashboard') };
    return usersMarkdown(await benchUsers(target, members, log, parts));
  });
}

if (runs('posts') && targets.includes('postgres')) {
  log(`adminListPost and moderation on postgres at ${String(members)} members`);
  await section('posts', '## `adminListPost` on PostgreSQL', async () => {
    const { benchPosts, postsMarkdown } = await import('./posts');
    return postsMarkdown(await benchPosts(members, log));
  });
}

if (runs('sorts') && targets.includes('postgres')) {
  log(`every sort of members and posts on postgres at ${String(members)} members`);
  await section('sorts', '## Sorts at scale (PostgreSQL)', async () => {
    const { benchSorts, sortsMarkdown } = await import('./sorts');
    return sortsMarkdown(await benchSorts(members, log));
  });
}

if (runs('export-ui') && targets.includes('postgres')) {
  log(`members export in chromium on postgres at ${String(members)} members`);
  await section('export-ui', '## Members export in Chromium (PostgreSQL)', async () => {
    const { benchExportUi, exportUiMarkdown } = await import('./export-ui');
    return exportUiMarkdown(await benchExportUi(root, members, log));
  });
}

if (runs('directories') && targets.includes('postgres')) {
  log('parking, buying demand and buying customer lists on postgres');
  await section('directories', '## Parking, Buying Demand and Buying Customer on PostgreSQL', async () => {
    const { benchDirectories, directoriesMarkdown } = await import('./directories');
    return directoriesMarkdown(await benchDirectories(log));
  });
}

if (runs('broadcast') && targets.includes('postgres')) {
  log(`broadcast to ${String(members)} members on postgres`);
  await section('broadcast', '## Broadcast on PostgreSQL', async () => {
    const { benchBroadcast, broadcastMarkdown } = await import('./broadcast');
    return broadcastMarkdown(await benchBroadcast(members, log));
  });
}

if (runs('services') && targets.includes('postgres')) {
  log('garage and driving-centre lists on postgres');
  await section('services', '## Garage & Salon and Driving Center lists on PostgreSQL', async () => {
    const { benchServices, servicesMarkdown } = await import('./services');
    return servicesMarkdown(await benchServices(log));
  });
}

if (runs('audit') && targets.includes('postgres')) {
  log('audit log list and session lookup on postgres');
  await section('audit', '## Audit log on PostgreSQL', async () => {
    const { benchAudit, auditMarkdown } = await import('./audit');
    return auditMarkdown(await benchAudit(log));
  });
}

if (runs('palette') && targets.includes('postgres')) {
  log(`command palette search on postgres at ${String(members)} members`);
  await section('palette', '## Command palette on PostgreSQL', async () => {
    const { benchPalette, paletteMarkdown } = await import('./palette');
    return paletteMarkdown(await benchPalette(members, log));
  });
}

if (runs('live') && targets.includes('postgres')) {
  log('live updates: change to arrival in another browser, two instances on postgres');
  await section('live', '## Live updates across two instances on PostgreSQL', async () => {
    const { benchLive, liveMarkdown } = await import('./live');
    return liveMarkdown(await benchLive(root, log));
  });
}

for (const target of runs('load') ? targets : []) {
  log(`open-model load and faults on ${target}`);
  const engine = target === 'postgres' ? 'PostgreSQL' : 'PGlite';
  await section(`load:${target}`, `## Load and faults on ${engine}`, async () => {
    const { benchLoad, loadMarkdown } = await import('./load');
    return loadMarkdown(await benchLoad(root, target, log));
  });
}

for (const target of runs('hostile') ? targets : []) {
  log(`hostile documents on ${target}`);
  const engine = target === 'postgres' ? 'PostgreSQL' : 'PGlite';
  await section(`hostile:${target}`, `## Hostile documents on ${engine}`, async () => {
    const { benchHostile, hostileMarkdown } = await import('./hostile');
    return hostileMarkdown(await benchHostile(root, target, log));
  });
}

if (runs('import')) {
  log('bulk version import on pglite');
  await section('import', '## Bulk version import (PGlite)', async () => {
    const { benchImport, importMarkdown } = await import('./import');
    return importMarkdown(await benchImport(log));
  });
}

if (runs('import-ui')) {
  log('bulk version import in chromium on pglite');
  await section('import-ui', '## Bulk version import in Chromium (PGlite)', async () => {
    const { benchImportUi, importUiMarkdown } = await import('./import-ui');
    return importUiMarkdown(await benchImportUi(root, log));
  });
}

const reportPath = path.join(root, 'bench/report.md');
const previous = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : null;
const report = [
  ...header,
  '',
  mergeSections(sections.join('\n'), previous),
  '',
  `Load average at the end: ${load()} (1/5/15 min; above the core count, p95s are noisy).`,
  '',
].join('\n');
writeFileSync(reportPath, report);
console.log(report);
if (failed) process.exitCode = 1;
