import { MAX_BULK_ROWS } from '@/rules/bulk';

/** SPEC §7: the client sends at most 5 operations per HTTP request. */
export const BATCH_SIZE = 5;
/** Two requests in flight keep the server busy while the next batch travels, without flooding it. */
export const IN_FLIGHT = 2;
/** Enough operations that the progress bar moves in small steps, whatever the file's size. */
const TARGET_OPERATIONS = 50;

export interface RowFailure<T> {
  item: T;
  message: string;
}

/** What the server said about one row of an operation. */
export type RowOutcome = { ok: true } | { ok: false; message: string };

const NOT_FOUND_MESSAGE = 'Not found';
/** A row the answer left out: failed, never taken as saved. */
export const NO_ANSWER: RowOutcome = { ok: false, message: 'The server gave no answer for this row' };

/**
 * Rows carried by each bulk operation: as many as give about TARGET_OPERATIONS operations (small files
 * still go one row per operation, so their progress is fine-grained), never above the server's cap.
 */
export function rowsPerOperation(total: number): number {
  return Math.min(MAX_BULK_ROWS, Math.max(1, Math.ceil(total / TARGET_OPERATIONS)));
}

export function chunkRows<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

/**
 * Writes items in operations of `rowsPerOperation` rows; BATCH_SIZE operations are started in the same
 * tick so that the batching client sends them as one HTTP request, IN_FLIGHT requests at a time. A
 * failed operation fails each of its rows with its message; the rest go on. Progress counts the rows of
 * every operation as soon as that operation has answered.
 */
export async function writeInChunks<T>(
  items: readonly T[],
  write: (chunk: T[]) => Promise<readonly RowOutcome[]>,
  onProgress: (done: number, total: number) => void,
  options: { rowsPerOperation?: number; batchSize?: number; inFlight?: number; signal?: AbortSignal } = {},
): Promise<RowFailure<T>[]> {
  const chunks = chunkRows(items, options.rowsPerOperation ?? rowsPerOperation(items.length));
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const failures: RowFailure<T>[] = [];
  let next = 0;
  let done = 0;
  onProgress(0, items.length);

  const settle = (chunk: T[], outcomeOf: (i: number) => RowOutcome) => {
    chunk.forEach((item, i) => {
      const outcome = outcomeOf(i);
      if (!outcome.ok) failures.push({ item, message: outcome.message });
    });
    done += chunk.length;
    onProgress(done, items.length);
  };

  const lane = async () => {
    while (next < chunks.length && !options.signal?.aborted) {
      const batch = chunks.slice(next, next + batchSize);
      next += batch.length;
      // Started without awaiting in between: all of them join the client's queue in this tick.
      const calls = batch.map((chunk) =>
        write(chunk).then(
          (outcomes) => settle(chunk, (i) => outcomes[i] ?? NO_ANSWER),
          (reason: unknown) => {
            const failed: RowOutcome = { ok: false, message: messageOf(reason) };
            settle(chunk, () => failed);
          },
        ),
      );
      await Promise.all(calls);
    }
  };
  await Promise.all(Array.from({ length: options.inFlight ?? IN_FLIGHT }, lane));
  return failures;
}

/** A one-row writer as a chunk writer (one row per operation); false means the server answered nothing. */
export function perRow<T>(write: (item: T) => Promise<boolean>) {
  return async (chunk: T[]): Promise<RowOutcome[]> =>
    Promise.all(
      chunk.map(async (item) =>
        (await write(item)) ? { ok: true as const } : { ok: false as const, message: NOT_FOUND_MESSAGE },
      ),
    );
}
