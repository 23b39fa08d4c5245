// @vitest-environment jsdom
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCounter } from '../../src/lib/firebase-counter';
import { startRtdbServer, type RtdbServer } from '../fixtures/rtdb-server';

/*
 * With a browser's localStorage (jsdom's), a read first forgets the shard host and the websocket failure
 * that the SDK remembers there: the Content-Security-Policy allows the configured database host alone, so
 * following either would make the next read fail (docs/deploying.md, Security headers).
 */
const NAMESPACE = 'kar-test';
let server: RtdbServer;

beforeAll(async () => {
  server = await startRtdbServer({ namespace: NAMESPACE, data: { stats: { appHits: 7 } } });
});
afterAll(async () => {
  await server.close();
});

it('forgets the shard host and the websocket failure the SDK kept, then reads', async () => {
  // As the SDK writes them after a connection answered with a shard, and after a websocket that failed.
  localStorage.setItem(
    `firebase:host:${NAMESPACE}.firebaseio.com`,
    JSON.stringify('s-usc1a-nss-2001.firebaseio.com'),
  );
  localStorage.setItem('firebase:previous_websocket_failure', 'true');
  localStorage.setItem('kar-unrelated', 'kept');
  await expect(
    readCounter(
      {
        apiKey: 'test-key',
        databaseURL: `https://${NAMESPACE}.firebaseio.com`,
        projectId: NAMESPACE,
        appId: '1:0:web:0',
        counterPath: 'stats/appHits',
      },
      { emulatorHost: server.host, timeoutMs: 10_000 },
    ),
  ).resolves.toEqual({ status: 'ok', value: 7 });
  expect(localStorage.getItem(`firebase:host:${NAMESPACE}.firebaseio.com`)).toBeNull();
  expect(localStorage.getItem('kar-unrelated')).toBe('kept');
});
