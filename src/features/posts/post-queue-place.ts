/**
 * Where the admin was in the review queue (the selected post and its row), kept for the tab's life in
 * sessionStorage like the lists' addresses: back from a post, or after 'Approve & next', the queue
 * selects that post again, or, once it has left the queue, the one now in its place — the next post.
 */
const KEY = 'kar.posts.queue-place';

export type QueuePlace = { id: string; index: number };

export function queuePlace(): QueuePlace | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'id' in parsed && 'index' in parsed) {
      const { id, index } = parsed;
      if (typeof id === 'string' && typeof index === 'number') return { id, index };
    }
  } catch {
    // Unreadable: the queue starts on its first row, as before.
  }
  return null;
}

export function rememberQueuePlace(place: QueuePlace) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(place));
  } catch {
    // Storage full or refused: the queue starts on its first row.
  }
}
