/**
 * Rows one bulk operation may carry (settings' car versions, theory questions): the server refuses more
 * as a whole, and the SPA's writer never cuts operations larger.
 */
export const MAX_BULK_ROWS = 200;
