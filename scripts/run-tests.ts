// `npm test`'s vitest part: the unit and server files in one vitest process, and the browser files in two
// more beside it, each with its own server and database (tests/e2e/global-setup.ts). Run as one process,
// vitest holds every browser file back until the last server file ends and then runs them one at a time
// (they share one server), so a run was the sum of the two phases. Most of a browser file's time is
// waiting (a page load, a network-idle pause, an animation), and most of a server file's slowest tests wait
// on purpose (a job handed on after a restart, a lock taken over from a killed process), so side by side
// they share the two cores instead of taking turns. docs/testing.md, "How the run is split".
//
// The unit and server output streams as it comes; each browser half's output is printed whole when it
// ends, so the log reads as three reports, not interleaved lines. Exit code 1 when any of them failed.
// With arguments (`npm test -- tests/unit/x.test.ts`), they go to one plain `vitest run`.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitByDuration } from './split-by-duration';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/.bin/vitest');
const vite = path.join(root, 'node_modules/.bin/vite');

// Each browser file's time in a recent full run (tests/e2e/durations.json, written by
// scripts/e2e-durations.ts from the run's JSON reports): the files are dealt to the two halves longest
// first, each to the half with less time so far, so that both end at about the same time. A file not
// listed yet counts as the median of those that are.
const DURATIONS: Record<string, number> = JSON.parse(
  readFileSync(path.join(root, 'tests/e2e/durations.json'), 'utf8'),
) as Record<string, number>;

type Outcome = { name: string; code: number | null; output: string };

function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stream: boolean,
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk: Buffer, to: NodeJS.WriteStream) => {
      if (stream) to.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', (chunk: Buffer) => take(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => take(chunk, process.stderr));
    child.once('error', reject);
    child.once('close', (code) => resolve({ name, code, output }));
  });
}

/** TEST_JSON_REPORT=/tmp/r.json gives each process its own file: /tmp/r.server.json, /tmp/r.e2e-1.json. */
function withReport(env: NodeJS.ProcessEnv, part: string): NodeJS.ProcessEnv {
  const report = env.TEST_JSON_REPORT;
  if (!report) return env;
  return { ...env, TEST_JSON_REPORT: report.replace(/(\.json)?$/, `.${part}.json`) };
}

const passThrough = process.argv.slice(2);
if (passThrough.length > 0) {
  const outcome = await run('vitest', vitest, ['run', ...passThrough], process.env, true);
  process.exit(outcome.code ?? 1);
}

const started = Date.now();
const seconds = () => `${String(Math.round((Date.now() - started) / 1000))} s`;

const serverSide = run(
  'unit and server',
  vitest,
  ['run', '--project', 'unit', '--project', 'server'],
  withReport(process.env, 'server'),
  true,
).then((outcome) => {
  process.stdout.write(`\n==> unit and server ended after ${seconds()}\n`);
  return outcome;
});

// One build for both browser halves (each would otherwise build dist/ at the same time); vitest sets
// NODE_ENV=test, which would make vite emit React's development build, so it is set here.
const browserSide = (async (): Promise<Outcome[]> => {
  if (process.env.E2E_SKIP_BUILD !== 'true') {
    const build = await run(
      'vite build',
      vite,
      ['build', '--logLevel', 'warn'],
      { ...process.env, NODE_ENV: 'production' },
      false,
    );
    if (build.code !== 0) return [build];
  }
  const files = readdirSync(path.join(root, 'tests/e2e'))
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  const halves = splitByDuration(files, DURATIONS, 2);
  const env = { ...process.env, E2E_SKIP_BUILD: 'true' };
  return Promise.all(
    halves.map((half, i) =>
      run(
        `browser ${String(i + 1)} of 2`,
        vitest,
        ['run', '--project', 'e2e', ...half.map((f) => `tests/e2e/${f}`)],
        withReport(env, `e2e-${String(i + 1)}`),
        false,
      ).then((outcome) => {
        process.stdout.write(`\n==> ${outcome.name} (${half.length} files), ended after ${seconds()}\n`);
        process.stdout.write(outcome.output);
        return outcome;
      }),
    ),
  );
})();

const outcomes = [await serverSide, ...(await browserSide)];
process.stdout.write(`\n==> every part ended after ${seconds()}\n`);
// Each part's own count, so that a run's files and tests can be added up and compared with an earlier one.
const counts = (output: string) =>
  output
    // eslint-disable-next-line no-control-regex -- vitest colours its summary
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => /^\s*(Test Files|Tests)\s/.test(line))
    .map((line) => line.trim());
for (const { name, code, output } of outcomes) {
  // A failed build never streamed: its output is the reason.
  if (name === 'vite build') process.stdout.write(output);
  else process.stdout.write(`${name}: ${counts(output).join(' · ') || 'no summary'}\n`);
  if (code !== 0) console.error(`${name} failed (exit ${String(code)})`);
}
process.exit(outcomes.every((o) => o.code === 0) ? 0 : 1);
