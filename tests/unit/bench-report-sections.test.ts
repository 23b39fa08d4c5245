import { describe, expect, it } from 'vitest';
import { mergeSections, sectionKey, splitSections } from '../../bench/report-sections';

const report = (date: string, body: string) =>
  `# KAR Admin benchmarks\n\nGenerated ${date} by \`npm run bench\`.\n\n${body}\n\nLoad average at the end: 1 / 1 / 1\n`;

const full = report(
  '2026-11-25T00:15:45.736Z',
  [
    '## Bundle (production build, gzip level 9)\n\nold bundle',
    '## `users` on PostgreSQL, 200,000 members\n\npg users',
    '## Dashboard on PostgreSQL, 200,000 members (target: p95)\n\npg dash',
    '## `users` on PGlite (embedded), 200,000 members\n\npglite users',
    '## Bulk version import (PGlite)\n\nimport figures',
  ].join('\n\n'),
);

describe('bench report sections', () => {
  it('keys sections by part and engine', () => {
    expect(sectionKey('## Bundle (production build, gzip level 9)')).toBe('bundle');
    expect(sectionKey('## `users` on PostgreSQL, 200,000 members')).toBe('users:postgres');
    expect(sectionKey('## Dashboard on PGlite (embedded), 200,000 members (target: …)')).toBe(
      'dashboard:pglite',
    );
    expect(sectionKey('## `users` on postgres')).toBe('## `users` on postgres');
    // As bench/users.ts writes them: both dashboard headings name PostgreSQL in their target.
    expect(
      sectionKey(
        '## Dashboard on PGlite (embedded), 200,000 members (target: whole dashboard p95 ≤ 100 ms on PostgreSQL)',
      ),
    ).toBe('dashboard:pglite');
    expect(
      sectionKey(
        '## Dashboard on PostgreSQL, 200,000 members (target: whole dashboard p95 ≤ 100 ms on PostgreSQL)',
      ),
    ).toBe('dashboard:postgres');
    expect(sectionKey('## Bulk version import (PGlite)')).toBe('import');
    expect(
      sectionKey('## Interactions in Chromium, CPU slowed 4× (members, posts, garages; demo data)'),
    ).toBe('interactions');
    expect(sectionKey('## Bulk version import in Chromium (PGlite)')).toBe('import-ui');
    expect(sectionKey('## Hostile documents on PGlite')).toBe('hostile:pglite');
    expect(sectionKey('## Hostile documents on PostgreSQL')).toBe('hostile:postgres');
    expect(sectionKey('## Audit log on PostgreSQL, 1,000,622 rows (target: p95 ≤ 20 ms)')).toBe(
      'audit:postgres',
    );
    // A hand-written note beside it is a section of its own, never replaced by a run.
    expect(sectionKey('## Audit log before its indexes (issue 27)')).toBe(
      '## Audit log before its indexes (issue 27)',
    );
    expect(splitSections(full).map((s) => s.key)).toEqual([
      'bundle',
      'users:postgres',
      'dashboard:postgres',
      'users:pglite',
      'import',
    ]);
  });

  it('replaces what a partial run measured and keeps the rest, marked with its date, in order', () => {
    const merged = mergeSections('## Bundle (production build, gzip level 9)\n\nnew bundle', full);
    expect(merged).toContain('new bundle');
    expect(merged).not.toContain('old bundle');
    expect(merged.indexOf('new bundle')).toBeLessThan(merged.indexOf('pg users'));
    for (const kept of ['pg users', 'pg dash', 'pglite users', 'import figures'])
      expect(merged).toContain(kept);
    expect(
      merged.match(/_Kept from the run of 2026-11-25T00:15:45.736Z: this run did not measure it._/g),
    ).toHaveLength(4);
    expect(merged).not.toContain('Load average at the end');
  });

  it('marks a section kept twice once, with the date of the run that measured it', () => {
    const once = report('2026-11-26T00:00:00Z', mergeSections('## Bundle\n\nb2', full));
    const twice = mergeSections('## Bundle\n\nb3', once);
    expect(twice.match(/_Kept from the run of/g)).toHaveLength(4);
    expect(twice).toContain('_Kept from the run of 2026-11-25T00:15:45.736Z');
    expect(twice).not.toContain('2026-11-26T00:00:00Z');
  });

  it("a dashboard-only run replaces that engine's dashboard and keeps its users figures", () => {
    const merged = mergeSections(
      '## Dashboard on PostgreSQL, 200,000 members (target: p95)\n\nnew pg dash',
      full,
    );
    expect(merged).toContain('new pg dash');
    expect(merged).not.toContain('\npg dash');
    expect(merged).toContain('pg users');
    expect(merged.indexOf('pg users')).toBeLessThan(merged.indexOf('new pg dash'));
    expect(merged.indexOf('new pg dash')).toBeLessThan(merged.indexOf('pglite users'));
  });

  it('an interactions run goes after Lighthouse and keeps the database parts', () => {
    const merged = mergeSections(
      '## Interactions in Chromium, CPU slowed 4× (demo data)\n\ninp figures',
      report('2026-11-25T00:15:45.736Z', '## Lighthouse (production build)\n\nlh\n\n## Bundle\n\nb'),
    );
    expect(merged.indexOf('\nb')).toBeLessThan(merged.indexOf('\nlh'));
    expect(merged.indexOf('\nlh')).toBeLessThan(merged.indexOf('inp figures'));
  });

  it('a full run keeps nothing, and a first run has nothing to keep', () => {
    const fresh = splitSections(full)
      .map((s) => s.lines.join('\n'))
      .join('\n\n');
    expect(mergeSections(fresh, full)).not.toContain('_Kept from');
    expect(mergeSections('## Bundle\n\nx', null)).toBe('## Bundle\n\nx');
  });
});
