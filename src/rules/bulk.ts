/**
 * Rows one bulk operation may carry (settings' car versions, theory questions): the server refuses more
 * as a whole, and the SPA's writer never cuts operations larger.
 */
export const MAX_BULK_ROWS = 200;

/**
 * Rows one bulk action on a list may name (issue 25 §2: approve, reject, delete, switch on or off many rows):
 * each row is applied in its own transaction, so this caps how long one call holds the server, not a
 * transaction's size. The SPA sends a larger selection ('Select all N matching') in calls of this size.
 */
export const MAX_BULK_ACTION_IDS = 500;
export const BULK_ACTION_EMPTY_MESSAGE = 'Choose at least one row';
export const bulkActionTooManyMessage = (count: number) =>
  `At most ${String(MAX_BULK_ACTION_IDS)} rows at a time (${String(count)} were sent)`;
