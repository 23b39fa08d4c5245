import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCounter, type FirebaseCounterConfig } from '../../src/lib/firebase-counter';

/*
 * The real firebase SDK path of 'Users Using App' against a local server that speaks the Realtime
 * Database protocol (npm `firebase-server`, a dev dependency). Without that package the suite is
 * skipped with a warning; it is not a substitute for it.
 */
interface FirebaseServerInstance {
  close(): Promise<void> | void;
}
type FirebaseServerClass = new (port: number, name: string, data: unknown) => FirebaseServerInstance;

const require = createRequire(import.meta.url);
function loadFirebaseServer(): FirebaseServerClass | null {
  try {
    return require('firebase-server') as FirebaseServerClass;
  } catch {
    console.warn(
      '[dashboard-firebase] firebase-server is not installed: the Realtime Database test is SKIPPED',
    );
    return null;
  }
}
const FirebaseServer = loadFirebaseServer();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe.skipIf(!FirebaseServer)('firebase app-hit counter (real SDK, local server)', () => {
  let server: FirebaseServerInstance | undefined;
  let host = '';
  const config = (counterPath: string): FirebaseCounterConfig => ({
    apiKey: 'test-key',
    databaseURL: 'https://kar-test.firebaseio.com',
    projectId: 'kar-test',
    appId: '1:0:web:0',
    counterPath,
  });

  beforeAll(async () => {
    if (!FirebaseServer) return;
    const port = await freePort();
    host = `127.0.0.1:${String(port)}`;
    server = new FirebaseServer(port, 'kar-test.firebaseio.com', {
      stats: { appHits: 1234, legacyHits: '56', label: 'many' },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('reads the counter at the configured path', async () => {
    await expect(readCounter(config('stats/appHits'), { emulatorHost: host })).resolves.toEqual({
      status: 'ok',
      value: 1234,
    });
  }, 20_000);

  it('accepts a numeric string', async () => {
    await expect(readCounter(config('stats/legacyHits'), { emulatorHost: host })).resolves.toEqual({
      status: 'ok',
      value: 56,
    });
  }, 20_000);

  it('reports a missing or non-numeric counter as empty, never as a number', async () => {
    await expect(readCounter(config('stats/nothing'), { emulatorHost: host })).resolves.toEqual({
      status: 'empty',
    });
    await expect(readCounter(config('stats/label'), { emulatorHost: host })).resolves.toEqual({
      status: 'empty',
    });
  }, 20_000);
});
