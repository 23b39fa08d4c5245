import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { liveStatus, onLiveEvent, onLiveStatus, type LiveEvent } from './live-events';

/** Calls `listener` with each event of the tab's live stream (docs/live.md) while mounted. */
export function useLiveEvent(listener: (event: LiveEvent) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onLiveEvent((event) => latest.current(event)), []);
}

/** The stream's state: 'paused' while it is being opened again. */
export function useLiveStatus() {
  return useSyncExternalStore(onLiveStatus, liveStatus, liveStatus);
}

/** Whether an event tells of a change to one of `entities` (and to `entityId`, given) by someone else. */
export function isChangeOf(
  event: LiveEvent,
  entities: readonly string[],
  me: string | undefined,
  entityId?: string,
): boolean {
  if (event.kind !== 'CHANGE' || !event.entity || !entities.includes(event.entity)) return false;
  if (entityId !== undefined && event.entityId !== entityId) return false;
  // One's own change already refreshed what it touched (the action's invalidation).
  return !me || event.actor?.id !== me;
}

/**
 * How many changes others made to `entities` since `since` changed (a list's rows were read again), for a
 * list's '3 changes, refresh'. A RESYNC counts as one: something may have changed unseen.
 */
export function useLiveChangeCount(entities: readonly string[], me: string | undefined, since: unknown) {
  const [count, setCount] = useState(0);
  const [seen, setSeen] = useState(since);
  if (seen !== since) {
    // The rows were read again: what was counted is on screen now. Adjusted during render, no effect.
    setSeen(since);
    setCount(0);
  }
  useLiveEvent((event) => {
    if (event.kind === 'RESYNC' || isChangeOf(event, entities, me)) setCount((c) => c + 1);
  });
  // The admin asked to read again: counted from here (the rows may come back the same, when the changes
  // were on another page).
  const reset = useCallback(() => setCount(0), []);
  return { count, reset };
}
