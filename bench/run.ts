// `npm run bench`: bundle sizes, then the `users` query at scale; writes bench/report.md and prints it.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleMarkdown, bundleReport } from './bundle';
import { benchUsers, usersMarkdown, type Target } from './users';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const members = Number(process.env.BENCH_MEMBERS ?? 200_000);
if (!Number.isInteger(members) || members < 10) throw new Error('BENCH_MEMBERS must be an integer ≥ 10');
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite')
  .split(',')
  .map((t) => t.trim())
  .filter((t): t is Target => t === 'postgres' || t === 'pglite');
const log = (message: string) => console.error(`[bench] ${message}`);

const sections: string[] = [
  '# KAR Admin benchmarks',
  '',
  `Generated ${new Date().toISOString()} by \`npm run bench\` on Node ${process.version}, ${String(cpus().length)} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM. Scale: BENCH_MEMBERS=${String(members)}.`,
];
let failed = false;

log('building the SPA');
const bundle = await bundleReport(root);
sections.push('', bundleMarkdown(bundle));

for (const target of targets) {
  log(`users on ${target} at ${String(members)} members`);
  try {
    sections.push('', usersMarkdown(await benchUsers(target, members, log)));
  } catch (error) {
    failed = true;
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`${target} failed: ${message}`);
    sections.push(
      '',
      `## \`users\` on ${target}`,
      '',
      '**Not measured: the run failed.**',
      '',
      '```',
      message,
      '```',
    );
  }
}

const report = `${sections.join('\n')}\n`;
writeFileSync(path.join(root, 'bench/report.md'), report);
console.log(report);
if (failed) process.exitCode = 1;
