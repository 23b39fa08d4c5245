import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy, which Node 20 lacks: without this, every failure is reported as
// "Map.groupBy is not a function" instead of its real cause. The config runs in the reporter's process.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
      const groups = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

// One copy of graphql: Vite would hand our files its ESM build while yoga (loaded by Node) gets the CJS
// one, and then `instanceof GraphQLError` fails across them and deliberate errors are masked.
const require = createRequire(import.meta.url);
const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: /^graphql$/, replacement: require.resolve('graphql') },
];

// Vitest runs projects with the same maxWorkers in one pool, and every project whose maxWorkers is 1 (its
// default on 2 cores) one file at a time after all the others. So unit and server share the two workers,
// and the browser tests, which must not overlap each other, follow them alone.
const WORKERS = 2;

// TEST_JSON_REPORT=/path.json also writes vitest's JSON report (each file's start and end, each test's
// duration) for a run through `npm test` or `.ci/run` (docs/testing.md, "Measuring").
const jsonReport = process.env.TEST_JSON_REPORT;

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          maxWorkers: WORKERS,
          // The unit files keep no state between them (fake timers are put back, nothing is mocked), so a
          // worker runs file after file instead of each file starting a worker and importing afresh.
          isolate: false,
          // Unit tests assert results, never speed; some build real workbooks or start a local server, which
          // can take several seconds while the server and browser suites share the 2 cores.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own database; two at a time fits 2 cores.
          maxWorkers: WORKERS,
          // A worker runs file after file: the server's modules (the schema, the resolvers, zod's rules) are
          // evaluated once per worker instead of once per file, which cost a CPU-bound run a few seconds a
          // file (docs/testing.md). The server keeps its state per app (maps keyed by the database or the
          // schema), and a file that needs an environment variable sets it with vi.stubEnv and takes it back.
          isolate: false,
          testTimeout: 60_000,
          // The first files of a run build the test database templates (tests/server/helpers.ts) while the
          // others wait for them, up to 300 s there: on a loaded machine the build took over 120 s, and every
          // test of those files was skipped by a timed-out beforeAll.
          hookTimeout: 300_000,
          // A file signs its admins in once and may approve money or invite staff many minutes later on a
          // loaded machine; step-up is tested by making the proof a day old (two-step.test.ts).
          env: { REAUTH_WINDOW_S: '7200' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Waits for the server global-setup.ts starts in the background.
          setupFiles: ['tests/e2e/wait-for-server.ts'],
          fileParallelism: false,
          // Each file launches its own Chromium and closes it; the helpers keep nothing between files.
          isolate: false,
          // A reload or a route's first load can take seconds while the server suites share the 2 cores:
          // expect.poll's 1 s default failed a dashboard check that only waited for the page to boot.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
