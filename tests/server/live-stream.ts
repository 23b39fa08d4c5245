import type { AddressInfo } from 'node:net';
import type { TestApp } from './helpers';

/**
 * A client of the `adminLive` subscription over real HTTP, as the SPA opens it (docs/live.md): a POST asking
 * for text/event-stream, read as it arrives. For the live tests and the bench.
 */

export const LIVE_DOCUMENT = /* GraphQL */ `
  subscription {
    adminLive {
      kind
      entity
      entityId
      action
      actionText
      actor {
        id
        fullName
      }
      at
    }
  }
`;

export interface LiveEventJson {
  kind: 'CHANGE' | 'PRESENCE' | 'RESYNC' | 'WORK';
  entity: string | null;
  entityId: string | null;
  action: string | null;
  actionText: string | null;
  actor: { id: string; fullName: string } | null;
  at: string;
}

/** One message of the stream: an event, or the errors the server answered instead. */
export type LiveMessageJson =
  | { event: LiveEventJson; errors?: undefined }
  | { event?: undefined; errors: { message: string; extensions?: Record<string, unknown> }[] };

export interface LiveStream {
  status: number;
  headers: Headers;
  /** The next message matching `where` (every other is skipped), or a rejection after `timeoutMs`. */
  next(where?: (m: LiveMessageJson) => boolean, timeoutMs?: number): Promise<LiveMessageJson>;
  /** Every message received so far, in order. */
  received: LiveMessageJson[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openLiveStream(
  origin: string,
  auth: { token?: string; cookie?: string },
  body: Record<string, unknown> = { query: LIVE_DOCUMENT },
): Promise<LiveStream> {
  const abort = new AbortController();
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'x-kar-csrf': '1',
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
    body: JSON.stringify(body),
    signal: abort.signal,
  });
  const received: LiveMessageJson[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  let done = false;
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n');
          const event = lines
            .find((l) => l.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trim())
            .join('\n');
          if (event !== 'next' || !data) continue;
          const parsed = JSON.parse(data) as {
            data?: { adminLive?: LiveEventJson } | null;
            errors?: { message: string; extensions?: Record<string, unknown> }[];
          };
          const live = parsed.data?.adminLive;
          received.push(live ? { event: live } : { errors: parsed.errors ?? [] });
          wake();
        }
      }
    } catch {
      // Closed by us (abort) or by the server cutting the connection: the stream has ended either way.
    } finally {
      done = true;
      wake();
    }
  })();
  let read = 0;
  return {
    status: res.status,
    headers: res.headers,
    received,
    ended,
    close: () => abort.abort(),
    async next(where = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (read < received.length) {
          const m = received[read++];
          if (m && where(m)) return m;
        }
        if (done) throw new Error(`the stream ended; received ${JSON.stringify(received)}`);
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no matching message in ${timeoutMs} ms; received ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

/** A CHANGE event of `entity` and action `action` (and, given, of record `entityId`). */
export const changeOf =
  (action: string, entityId?: string) =>
  (m: LiveMessageJson): boolean =>
    m.event?.kind === 'CHANGE' &&
    m.event.action === action &&
    (entityId === undefined || m.event.entityId === entityId);

/** Starts the test app listening on a free local port (an event stream needs a real connection); its origin. */
export async function listenOn(t: Pick<TestApp, 'app'>): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}
