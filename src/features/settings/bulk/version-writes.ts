import { readFragment } from '@/gql';
import {
  AdminBulkCreateVersionsDocument,
  AdminBulkEditVersionsDocument,
  BulkRowAnswerFragmentDoc,
} from '@/gql/graphql';
import { placeAnswers as place, type Send } from '@/components/bulk/row-answers';
import { NO_ANSWER, type RowOutcome } from '@/components/bulk/write-batches';
import type { VersionWrite } from './version-rows';

export type { Send };

/**
 * Writes one chunk of previewed rows as one bulk operation: creates (no id) through
 * adminBulkCreateVersions, edits through adminBulkEditVersions. A preview holds one kind only, but a mixed
 * chunk still works: it becomes one operation of each kind.
 */
export function versionChunkWriter(send: Send) {
  return async (rows: readonly VersionWrite[]): Promise<RowOutcome[]> => {
    const creates = rows.flatMap((v, i) => (v.id === null ? [i] : []));
    const edits = rows.flatMap((v, i) => (v.id === null ? [] : [i]));
    const result: RowOutcome[] = rows.map(() => NO_ANSWER);
    const calls: Promise<void>[] = [];
    if (creates.length > 0) {
      calls.push(
        send(AdminBulkCreateVersionsDocument, {
          rows: creates.map((i) => {
            const v = rows[i] as VersionWrite;
            return { name: v.name, model: v.model ?? '', priceCarVersion: v.priceCarVersion };
          }),
        }).then((d) =>
          place(result, creates, readFragment(BulkRowAnswerFragmentDoc, d.adminBulkCreateVersions)),
        ),
      );
    }
    if (edits.length > 0) {
      calls.push(
        send(AdminBulkEditVersionsDocument, {
          rows: edits.map((i) => {
            const v = rows[i] as VersionWrite;
            return { id: v.id ?? '', name: v.name, model: v.model, priceCarVersion: v.priceCarVersion };
          }),
        }).then((d) => place(result, edits, readFragment(BulkRowAnswerFragmentDoc, d.adminBulkEditVersions))),
      );
    }
    await Promise.all(calls);
    return result;
  };
}
