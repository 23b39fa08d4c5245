// A module-level store (not React context) so code outside components, such as the GraphQL error
// mapper, can raise a notification; <Notifications /> subscribes with useSyncExternalStore.

export type NotificationKind = 'success' | 'error' | 'warning' | 'info';

export type NotifyOptions = {
  title: string;
  description?: string;
  /** Milliseconds before it closes by itself; antd's default is 4.5 s. 0 keeps it until closed. */
  duration?: number;
  /** One button beside the message, such as 'Try again'; pressing it closes the notification. */
  action?: NotificationAction;
};

export type NotificationAction = { label: string; run: () => void };

export type NotificationEntry = {
  id: number;
  kind: NotificationKind;
  title: string;
  description?: string;
  action?: NotificationAction;
};

export const DEFAULT_NOTIFICATION_DURATION = 4500;

type Listener = () => void;

let entries: readonly NotificationEntry[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getNotifications(): readonly NotificationEntry[] {
  return entries;
}

export function dismissNotification(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (!entries.some((entry) => entry.id === id)) return;
  entries = entries.filter((entry) => entry.id !== id);
  emit();
}

export function clearNotifications(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  entries = [];
  emit();
}

function push(kind: NotificationKind, options: NotifyOptions): number {
  const id = nextId;
  nextId += 1;
  const entry: NotificationEntry = { id, kind, title: options.title };
  if (options.description !== undefined) entry.description = options.description;
  if (options.action !== undefined) entry.action = options.action;
  entries = [...entries, entry];
  const duration = options.duration ?? DEFAULT_NOTIFICATION_DURATION;
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissNotification(id), duration),
    );
  emit();
  return id;
}

export const notify = {
  success: (options: NotifyOptions): number => push('success', options),
  error: (options: NotifyOptions): number => push('error', options),
  warning: (options: NotifyOptions): number => push('warning', options),
  info: (options: NotifyOptions): number => push('info', options),
};
