import { readFragment, type FragmentType } from '@/gql';
import { BulkActionResultFragmentDoc } from '@/gql/graphql';
import type { ActionResult } from './use-action';

/** One row of a bulk action's answer, unmasked (the `BulkActionResult` fragment). */
export interface BulkRowAnswer {
  id: string;
  ok: boolean;
  error?: string | null;
}

/**
 * A bulk mutation's answer as the list kit's bar reads it (src/components/data-table/bulk-bar.tsx): one
 * entry per row, or null when the call failed as a whole, which the mutation cache has already reported
 * through the error mapper.
 */
export function bulkAnswer<R>(
  result: ActionResult<R>,
  rows: (data: R) => readonly FragmentType<typeof BulkActionResultFragmentDoc>[],
): readonly BulkRowAnswer[] | null {
  return result.ok ? rows(result.data).map((r) => readFragment(BulkActionResultFragmentDoc, r)) : null;
}

/** '1 post', '3 posts': the counts the bar and its confirmations say. */
export const countOf = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
