// `tsx scripts/e2e-durations.ts /tmp/r.e2e-1.json /tmp/r.e2e-2.json`: writes tests/e2e/durations.json, each
// browser file's seconds in that run (from vitest's JSON reports, `TEST_JSON_REPORT=/tmp/r.json npm test`),
// which scripts/run-tests.ts reads to split the browser files into two halves that end together.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const reports = process.argv.slice(2);
if (reports.length === 0) {
  console.error('usage: tsx scripts/e2e-durations.ts <vitest JSON report>...');
  process.exit(2);
}
const durations: Record<string, number> = {};
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  for (const r of report.testResults) {
    if (!r.name.includes(`${path.sep}tests${path.sep}e2e${path.sep}`)) continue;
    durations[path.basename(r.name)] = Math.max(1, Math.round((r.endTime - r.startTime) / 1000));
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/e2e/durations.json');
writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${out}: ${String(Object.keys(sorted).length)} files, ${String(Object.values(sorted).reduce((a, b) => a + b, 0))} s`,
);
