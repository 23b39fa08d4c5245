import { readFragment } from '@/gql';
import {
  AdminBulkCreateVersionsDocument,
  AdminBulkEditVersionsDocument,
  BulkRowAnswerFragmentDoc,
  type BulkRowAnswerFragment,
} from '@/gql/graphql';
import type { Operation } from '@/lib/graphql-client';
import type { VersionWrite } from './version-rows';
import { NO_ANSWER, type RowOutcome } from './write-batches';

/** The SPA's `execute` or the benchmark's transport: one typed operation, batched by the caller. */
export type Send = <R, V>(document: Operation<R, V>, variables: V) => Promise<R>;

/**
 * Puts each answer in the slot of the row it names (the server returns the row's index in the operation
 * as sent); a row no answer names keeps NO_ANSWER.
 */
function place(result: RowOutcome[], indices: readonly number[], answers: readonly BulkRowAnswerFragment[]) {
  for (const a of answers) {
    const at = indices[a.row];
    if (at === undefined) continue;
    result[at] = a.ok ? { ok: true } : { ok: false, message: a.error ?? 'Not saved' };
  }
}

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
