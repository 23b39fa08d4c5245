import { z } from './z';
import { BULK_ACTION_EMPTY_MESSAGE, bulkActionTooManyMessage, MAX_BULK_ACTION_IDS } from './bulk';

/**
 * The ids of one bulk action (adminBulk…): at least one, at most MAX_BULK_ACTION_IDS, each once (a repeated
 * id is applied once, in its first place). Each id is then checked by the single action's own rule.
 */
export const bulkIdsSchema = z
  .array(z.string())
  .min(1, BULK_ACTION_EMPTY_MESSAGE)
  .transform((ids) => [...new Set(ids)])
  .refine((ids) => ids.length <= MAX_BULK_ACTION_IDS, {
    error: (issue) => bulkActionTooManyMessage(Array.isArray(issue.input) ? issue.input.length : 0),
  });
