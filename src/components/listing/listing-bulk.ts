import { deleteBulkAction, type BulkWords } from '@/components/data-table/bulk-presets';
import type { BulkAction } from '@/components/data-table/selection';
import type { ServiceListingKind } from '@/gql/graphql';
import { useAdminBulkDeleteServiceListingsMutation } from '@/gql/hooks';
import type { QueryName } from '@/gql/hooks';
import { bulkAnswer } from '@/lib/bulk-answer';
import { useTrashUndo } from '@/lib/trash';
import { useAction } from '@/lib/use-action';

/**
 * Delete for a directory listing's list (garages, driving centres, parking): one confirmation naming how
 * many, then each row deleted as its own delete would be (adminBulkDeleteServiceListings).
 */
export function useListingBulkDelete<Row extends { id: string }>(
  kind: ServiceListingKind,
  words: BulkWords,
  invalidates: readonly QueryName[],
): BulkAction<Row> {
  const { run } = useAction(useAdminBulkDeleteServiceListingsMutation, { invalidates });
  const undo = useTrashUndo(kind);
  return deleteBulkAction({
    permission: 'services.delete',
    words,
    undo,
    run: async (rows) =>
      bulkAnswer(await run({ kind, ids: rows.map((r) => r.id) }), (d) => d.adminBulkDeleteServiceListings),
  });
}
