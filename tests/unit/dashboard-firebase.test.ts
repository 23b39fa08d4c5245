import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCounter, type FirebaseCounterConfig } from '../../src/lib/firebase-counter';
import { startRtdbServer, type RtdbServer } from '../fixtures/rtdb-server';

/*
 * The real firebase SDK path of 'Users Using App' (readCounter → connectDatabaseEmulator → get) against
 * tests/fixtures/rtdb-server.ts, a local server that speaks the Realtime Database wire protocol. The SDK is
 * the real one; only the service is a test double (docs/firebase.md says why not the emulator).
 */
const NAMESPACE = 'kar-test';

const config = (counterPath: string): FirebaseCounterConfig => ({
  apiKey: 'test-key',
  databaseURL: `https://${NAMESPACE}.firebaseio.com`,
  projectId: NAMESPACE,
  appId: '1:0:web:0',
  counterPath,
});

describe('firebase app-hit counter (real SDK, local Realtime Database server)', { timeout: 20_000 }, () => {
  let server: RtdbServer;

  beforeAll(async () => {
    server = await startRtdbServer({
      namespace: NAMESPACE,
      data: {
        stats: { appHits: 1234, legacyHits: '56', label: 'many', nested: { a: 1 }, emptied: {} },
        secret: { appHits: 99 },
      },
      canRead: (path) => !path.startsWith('/secret'),
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it('reads the counter at the configured path, through the emulator connection', async () => {
    const before = server.requests.length;
    await expect(readCounter(config('stats/appHits'), { emulatorHost: server.host })).resolves.toEqual({
      status: 'ok',
      value: 1234,
    });
    // The value came over the wire from this server, for this database, as one get of that path.
    expect(server.connections.at(-1)).toBe(NAMESPACE);
    expect(server.requests.slice(before)).toContainEqual({
      action: 'g',
      body: { p: '/stats/appHits', q: {} },
    });
  });

  it('follows a value that changed between reads (no stale cache across reads)', async () => {
    server.set('stats/appHits', 1300);
    await expect(readCounter(config('stats/appHits'), { emulatorHost: server.host })).resolves.toEqual({
      status: 'ok',
      value: 1300,
    });
  });

  it('accepts a numeric string', async () => {
    await expect(readCounter(config('stats/legacyHits'), { emulatorHost: server.host })).resolves.toEqual({
      status: 'ok',
      value: 56,
    });
  });

  it('reports an empty path as "no value yet", never as a number', async () => {
    for (const path of ['stats/nothing', 'stats/emptied', 'missing/deeper/path']) {
      await expect(readCounter(config(path), { emulatorHost: server.host })).resolves.toEqual({
        status: 'empty',
      });
    }
  });

  it('reports a non-numeric value as "no value yet"', async () => {
    for (const path of ['stats/label', 'stats/nested']) {
      await expect(readCounter(config(path), { emulatorHost: server.host })).resolves.toEqual({
        status: 'empty',
      });
    }
  });

  it('fails (the card shows its error) when the rules refuse the read', async () => {
    await expect(readCounter(config('secret/appHits'), { emulatorHost: server.host })).rejects.toThrow(
      /permission denied/i,
    );
  });

  it('fails within the time limit when the database server is stopped, instead of hanging', async () => {
    const gone = await startRtdbServer({ namespace: NAMESPACE, data: { stats: { appHits: 1 } } });
    const host = gone.host;
    await gone.close();
    await expect(
      readCounter(config('stats/appHits'), { emulatorHost: host, timeoutMs: 1500 }),
    ).rejects.toThrow('Firebase did not answer within 2 s.');
  });

  it('fails within the time limit when the server answers for another database', async () => {
    const other = await startRtdbServer({ namespace: 'someone-else', data: { stats: { appHits: 7 } } });
    try {
      await expect(
        readCounter(config('stats/appHits'), { emulatorHost: other.host, timeoutMs: 1500 }),
      ).rejects.toThrow(/did not answer/);
      expect(other.connections).toContain(NAMESPACE);
    } finally {
      await other.close();
    }
  });
});
