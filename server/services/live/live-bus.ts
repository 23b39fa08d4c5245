import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { createPubSub, type PubSub } from 'graphql-yoga';
import pg from 'pg';
import type { QueueConnection } from '../../db/client';

/**
 * The live bus (issue 28 §2, docs/live.md): what every instance hears of the writes made on any instance.
 *
 * PostgreSQL's own LISTEN/NOTIFY carries it. A trigger on audit_logs (migration 0042) notifies the `kar_live`
 * channel with each audit row, inside the write's transaction, so a change is announced when it commits and
 * never when it rolls back; a page's presence heartbeat and an admin's background work (workNotice) notify it
 * directly. Each instance keeps one connection listening on the channel and hands what arrives to yoga's
 * pub/sub, which the `adminLive` subscriptions read. On PGlite, the single instance's database listens to itself the same way.
 *
 * When the listening connection drops (a restart of PostgreSQL, a network cut), the bus reconnects with a
 * growing pause (1 s to 10 s) and, once listening again, publishes a `resync` message: what was notified in
 * between is lost, so every subscriber is told to read again what it shows.
 */
export const LIVE_CHANNEL = 'kar_live';

/** A write, as its audit row tells it (the trigger's payload). */
export interface LiveChangeMessage {
  kind: 'change';
  entity: string;
  entityId: string | null;
  action: string;
  actorId: string | null;
  at: string;
}

/** Someone opened, left or is still on a record's page (the heartbeat's payload). */
export interface LivePresenceMessage {
  kind: 'presence';
  entity: string;
  entityId: string;
}

/**
 * One admin's background work moved (docs/background-work.md): a task their tab reports, or a batch of
 * their broadcast. Only that admin's streams are told; nothing else of the work travels.
 */
export interface LiveWorkMessage {
  kind: 'work';
  adminId: string;
}

/** The bus was deaf for a while: whatever was announced meanwhile is lost. Local to one instance. */
export interface LiveResyncMessage {
  kind: 'resync';
}

export type LiveMessage = LiveChangeMessage | LivePresenceMessage | LiveWorkMessage | LiveResyncMessage;

type Topics = { live: [LiveMessage] };

export interface LiveBus {
  /** yoga's pub/sub over the channel: `subscribe('live')` is every message this instance hears. */
  pubSub: PubSub<Topics>;
  /** Resolves once the instance listens (a test waits for it before writing). */
  ready: Promise<void>;
  /** Calls `end` when the server stops (endStreams); answers how to stop asking. */
  onEnd(end: () => void): () => void;
  /**
   * Ends every open stream: the server's stop calls it first, since an event stream never ends by itself
   * and the stop would otherwise wait on it (the SPA opens a new one elsewhere).
   */
  endStreams(): void;
  close(): Promise<void>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** A notification's payload as a message, or null for anything else on the channel. */
export function parseLiveMessage(payload: string): LiveMessage | null {
  let v: unknown;
  try {
    v = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isRecord(v)) return null;
  const entity = str(v.entity);
  if (v.kind === 'change' && entity && str(v.action)) {
    return {
      kind: 'change',
      entity,
      entityId: str(v.entityId),
      action: str(v.action) ?? '',
      actorId: str(v.actorId),
      at: str(v.at) ?? new Date().toISOString(),
    };
  }
  const adminId = str(v.adminId);
  if (v.kind === 'work' && adminId) return { kind: 'work', adminId };
  const entityId = str(v.entityId);
  if (v.kind === 'presence' && entity && entityId) return { kind: 'presence', entity, entityId };
  return null;
}

/** The bus of one instance, listening on its database (the same PGlite, or a connection of its own). */
export function createLiveBus(connection: QueueConnection, log: (message: string) => void): LiveBus {
  const pubSub = createPubSub<Topics>();
  const deliver = (payload: string) => {
    const message = parseLiveMessage(payload);
    if (message) pubSub.publish('live', message);
  };
  const enders = new Set<() => void>();
  const streams = {
    onEnd: (end: () => void) => {
      enders.add(end);
      return () => void enders.delete(end);
    },
    endStreams: () => {
      for (const end of [...enders]) end();
      enders.clear();
    },
  };
  if (connection.kind === 'pglite') return { ...pgliteBus(connection.client, pubSub, deliver), ...streams };
  return { ...postgresBus(connection.url, pubSub, deliver, log), ...streams };
}

function pgliteBus(
  client: PGlite,
  pubSub: PubSub<Topics>,
  deliver: (payload: string) => void,
): Omit<LiveBus, 'onEnd' | 'endStreams'> {
  const listening = client.listen(LIVE_CHANNEL, deliver);
  return {
    pubSub,
    ready: listening.then(() => undefined),
    close: async () => {
      // The database may be closed first (the server's shutdown closes it); then there is nothing to stop.
      if (client.closed) return;
      await (await listening)().catch(() => undefined);
    },
  };
}

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 10_000;

function postgresBus(
  url: string,
  pubSub: PubSub<Topics>,
  deliver: (payload: string) => void,
  log: (message: string) => void,
): Omit<LiveBus, 'onEnd' | 'endStreams'> {
  let closed = false;
  let client: pg.Client | null = null;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  let firstReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (firstReady = resolve));
  let everListened = false;

  const connect = async () => {
    timer = null;
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    let dropped = false;
    const drop = (why: string) => {
      if (dropped) return;
      dropped = true;
      client = null;
      void c.end().catch(() => undefined);
      if (closed) return;
      log(`live updates: the listening connection dropped (${why}); reconnecting in ${retryMs} ms`);
      timer = setTimeout(() => void connect(), retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    c.on('error', (err) => drop(err.message));
    c.on('end', () => drop('ended'));
    c.on('notification', (n) => {
      if (n.channel === LIVE_CHANNEL && n.payload) deliver(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      drop(err instanceof Error ? err.message : String(err));
      return;
    }
    retryMs = RETRY_MIN_MS;
    // Anything announced while no connection listened is lost: subscribers read again what they show.
    if (everListened) pubSub.publish('live', { kind: 'resync' });
    everListened = true;
    firstReady();
  };
  void connect();

  return {
    pubSub,
    ready,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * The statement that tells `adminId`'s streams their background work moved: run inside the write's
 * transaction, so it is heard once the write is visible, and never for a write rolled back.
 */
export function workNotice(adminId: string): SQL {
  const message: LiveWorkMessage = { kind: 'work', adminId };
  return sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`;
}
