import type { BulkRowAnswerFragment } from '@/gql/graphql';
import type { Operation } from '@/lib/graphql-client';
import { NO_ANSWER, type RowOutcome } from './write-batches';

/** The SPA's `execute` or the benchmark's transport: one typed operation, batched by the caller. */
export type Send = <R, V>(document: Operation<R, V>, variables: V) => Promise<R>;

/**
 * Puts each answer of a bulk mutation in the slot of the row it names (the server returns the row's index
 * in the operation as sent); a row no answer names keeps NO_ANSWER, so it is never taken as saved.
 */
export function placeAnswers(
  result: RowOutcome[],
  indices: readonly number[],
  answers: readonly BulkRowAnswerFragment[],
): void {
  for (const a of answers) {
    const at = indices[a.row];
    if (at === undefined) continue;
    result[at] = a.ok ? { ok: true } : { ok: false, message: a.error ?? 'Not saved' };
  }
}

/** Every row of an operation answered NO_ANSWER until the server says otherwise. */
export const unanswered = (n: number): RowOutcome[] => Array.from({ length: n }, () => NO_ANSWER);
