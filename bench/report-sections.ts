// A partial run (BENCH_ONLY, BENCH_TARGETS) rewrites only what it measured: the other sections of the
// previous report are kept, each marked with the run they come from, so the report never loses figures.

/** What a level-2 section measures: one key per part, and per database engine for the database parts. */
export function sectionKey(heading: string): string {
  if (heading.startsWith('## Bundle')) return 'bundle';
  if (heading.startsWith('## Lighthouse')) return 'lighthouse';
  if (heading.startsWith('## Trusted documents')) return 'documents';
  if (heading.startsWith(INTERACTIONS_HEADING)) return 'interactions';
  if (heading.startsWith('## Bulk version import in Chromium')) return 'import-ui';
  if (heading.startsWith('## Bulk version import')) return 'import';
  if (heading.startsWith('## Sorts at scale')) return 'sorts';
  if (heading.startsWith('## Members export in Chromium')) return 'export-ui';
  const load = /^## Load and faults on (PostgreSQL|PGlite)\b/.exec(heading);
  if (load) return `load:${load[1] === 'PGlite' ? 'pglite' : 'postgres'}`;
  if (/^## `adminListPost` on PostgreSQL\b/.test(heading)) return 'posts:postgres';
  if (/^## Audit log on PostgreSQL\b/.test(heading)) return 'audit:postgres';
  const hostile = /^## Hostile documents on (PostgreSQL|PGlite)\b/.exec(heading);
  if (hostile) return `hostile:${hostile[1] === 'PGlite' ? 'pglite' : 'postgres'}`;
  // The engine is the one the section is "on"; the dashboard's target text names PostgreSQL in both.
  const db = /^## (`users`|Dashboard) on (PostgreSQL|PGlite)\b/.exec(heading);
  if (!db) return heading;
  return `${db[1] === 'Dashboard' ? 'dashboard' : 'users'}:${db[2] === 'PGlite' ? 'pglite' : 'postgres'}`;
}

/** bench/interactions.ts's section (here so that a partial run needs no browser code to merge it). */
export const INTERACTIONS_HEADING = '## Interactions in Chromium, CPU slowed 4×';

const ORDER = [
  'bundle',
  'lighthouse',
  'documents',
  'interactions',
  'users:postgres',
  'dashboard:postgres',
  'users:pglite',
  'dashboard:pglite',
  'posts:postgres',
  'sorts',
  'export-ui',
  'audit:postgres',
  'load:postgres',
  'load:pglite',
  'hostile:postgres',
  'hostile:pglite',
  'import',
  'import-ui',
];
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

const KEPT_NOTE = /^_Kept from the run of .*_$/;

/** The level-2 sections of a report (heading line first), without the title and the closing load line. */
export function splitSections(report: string): { key: string; lines: string[] }[] {
  const out: { key: string; lines: string[] }[] = [];
  for (const line of report.split('\n')) {
    if (line.startsWith('## ')) out.push({ key: sectionKey(line), lines: [line] });
    else if (line.startsWith('Load average at the end:')) break;
    else out.at(-1)?.lines.push(line);
  }
  return out.map((s) => ({ key: s.key, lines: trimBlank(s.lines) }));
}

function trimBlank(lines: string[]): string[] {
  const out = [...lines];
  while (out.length > 0 && out.at(-1)?.trim() === '') out.pop();
  return out;
}

/** When the previous report was generated ('Generated <ISO date> …' on its third line). */
export function generatedAt(report: string): string | null {
  return /^Generated (\S+)/m.exec(report)?.[1] ?? null;
}

/**
 * The fresh sections, plus every section of the previous report that this run did not produce, in a
 * stable order. A kept section says which run it comes from (once, even if kept again later).
 */
export function mergeSections(fresh: string, previous: string | null): string {
  const now = splitSections(fresh);
  const produced = new Set(now.map((s) => s.key));
  const when = previous ? generatedAt(previous) : null;
  const kept = previous
    ? splitSections(previous)
        .filter((s) => !produced.has(s.key))
        .map((s) => {
          const [heading = '', ...body] = s.lines;
          const alreadyKept = body.some((l) => KEPT_NOTE.test(l));
          const note = `_Kept from the run of ${when ?? 'an earlier date'}: this run did not measure it._`;
          return { key: s.key, lines: alreadyKept ? s.lines : [heading, '', note, ...body] };
        })
    : [];
  return [...now, ...kept]
    .sort((a, b) => rank(a.key) - rank(b.key))
    .map((s) => s.lines.join('\n'))
    .join('\n\n');
}
