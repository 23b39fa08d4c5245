import { formatDistanceStrict } from 'date-fns';

/** Why a post waits, in words (the queue's kind: PENDING, EDIT_PENDING or REPORTED). */
export const QUEUE_KIND_LABELS: Record<string, string> = {
  PENDING: 'New post',
  EDIT_PENDING: 'Edited post',
  REPORTED: 'Reported',
};

/** '3 reports', '1 report'. */
export const reportsText = (count: number) => `${String(count)} ${count === 1 ? 'report' : 'reports'}`;

/** How long a post has waited, from when it entered review ('3 hours', '2 days'). */
export const waitedText = (since: string | Date, now: Date = new Date()) =>
  formatDistanceStrict(new Date(since), now, { roundingMethod: 'floor' });

/** What a key does in the queue; typing in a field or a dialog is never a shortcut. */
export function queueKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>) {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  // Any element answers `closest`; a window or document target (no element focused) does not.
  const target = e.target as { closest?: (selector: string) => unknown } | null;
  const inside = (selector: string) => !!target?.closest?.(selector);
  if (inside('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return null;
  switch (e.key) {
    case 'j':
    case 'J':
      return 'next';
    case 'k':
    case 'K':
      return 'previous';
    case 'a':
    case 'A':
      return 'approve';
    case 'r':
    case 'R':
      return 'reject';
    case 'd':
    case 'D':
      return 'dismiss';
    case 'Enter':
      // Enter on a link or a button is that control's own.
      return inside('a, button') ? null : 'open';
    default:
      return null;
  }
}
