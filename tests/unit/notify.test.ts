import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearNotifications,
  dismissNotification,
  getNotifications,
  notify,
  subscribeNotifications,
} from '../../src/lib/notify';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearNotifications();
  vi.useRealTimers();
});

describe('notify', () => {
  it('stacks notifications of each kind, in order, with their text', () => {
    notify.success({ title: 'Create notification success' });
    notify.error({ title: 'Oops! Something went wrong!', description: 'boom' });
    notify.warning({ title: 'Data export failed' });
    notify.info({ title: 'FYI' });
    expect(getNotifications().map((n) => [n.kind, n.title, n.description])).toEqual([
      ['success', 'Create notification success', undefined],
      ['error', 'Oops! Something went wrong!', 'boom'],
      ['warning', 'Data export failed', undefined],
      ['info', 'FYI', undefined],
    ]);
  });

  it('closes by itself after 4.5 s unless told otherwise', () => {
    notify.success({ title: 'a' });
    notify.info({ title: 'sticky', duration: 0 });
    vi.advanceTimersByTime(4499);
    expect(getNotifications()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(getNotifications().map((n) => n.title)).toEqual(['sticky']);
  });

  it('tells subscribers about changes and can be dismissed by id', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeNotifications(listener);
    const id = notify.error({ title: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
    const before = getNotifications();
    dismissNotification(id);
    expect(listener).toHaveBeenCalledTimes(2);
    // A new array each time, so useSyncExternalStore re-renders.
    expect(getNotifications()).not.toBe(before);
    expect(getNotifications()).toEqual([]);
    dismissNotification(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    notify.info({ title: 'y' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
