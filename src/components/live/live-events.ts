import type { AdminLiveSubscription } from '@/gql/graphql';

/**
 * What the tab's live stream tells, handed to whoever listens (docs/live.md). Only this registry, no client:
 * the hooks and the side menu read it, and the stream itself (live-connection.ts, graphql-sse and its
 * document) loads apart, once the admin area is up, so the shell's first script stays as it was.
 */

export type LiveEvent = AdminLiveSubscription['adminLive'];
export type LiveStatus = 'connecting' | 'open' | 'paused';

type Listener = (event: LiveEvent) => void;
type StatusListener = (status: LiveStatus) => void;

const listeners = new Set<Listener>();
const statusListeners = new Set<StatusListener>();
let status: LiveStatus = 'connecting';

export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function onLiveStatus(listener: StatusListener): () => void {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
}

export const liveStatus = (): LiveStatus => status;

/** For the stream: tells every listener. */
export function tellLive(event: LiveEvent): void {
  for (const l of listeners) l(event);
}

/** For the stream: its state changed. */
export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const l of statusListeners) l(next);
}

/** What the stream tells when it may have missed changes: every listener reads again. */
export const resyncEvent = (): LiveEvent => ({
  kind: 'RESYNC',
  entity: null,
  entityId: null,
  action: null,
  actionText: null,
  actor: null,
  at: new Date().toISOString(),
});
