import { GraphQLError } from 'graphql';
import { bulkIdsSchema } from '../../src/rules/bulk-actions';
import { parseInput } from '../graphql/zod-input';

/** One row of a bulk action's answer (AdminBulkActionResult). */
export interface BulkRowResult {
  id: string;
  ok: boolean;
  error: string | null;
  code: string | null;
}

/**
 * A bulk action on a list (issue 25 §2, docs/server-kit.md#bulk-actions): `apply` is the single action's own
 * service function for one id, which opens its own transaction, checks and locks the row, and writes its
 * own audit row. So each row is exactly one single action: audited the same, race-safe the same (two admins
 * acting on the same rows at once each go through the row's lock and conditional update), and one row's
 * refusal rolls back that row only. The rows run one after another, never together: one call takes one
 * pooled connection at a time, and on PGlite every write is serial anyway.
 *
 * A refusal (a GraphQLError: not found, already decided, over a limit) is that row's answer, in the
 * server's own words and code. Anything else (the database gone) stops the call and fails it as a whole,
 * masked like any unexpected error; the rows before it are committed, and the list the SPA refetches shows them.
 */
export async function eachRow(
  rawIds: readonly string[],
  apply: (id: string) => Promise<unknown>,
): Promise<BulkRowResult[]> {
  const ids = parseInput(bulkIdsSchema, rawIds);
  const results: BulkRowResult[] = [];
  for (const id of ids) {
    try {
      await apply(id);
      results.push({ id, ok: true, error: null, code: null });
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const code = error.extensions.code;
      results.push({
        id,
        ok: false,
        error: error.message,
        code: code === undefined || code === null ? null : String(code),
      });
    }
  }
  return results;
}
