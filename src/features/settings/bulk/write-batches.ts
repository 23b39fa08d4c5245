/** SPEC §7: the client sends at most 5 operations per HTTP request. */
export const BATCH_SIZE = 5;
/** Two requests in flight keep the server busy while the next batch travels, without flooding it. */
export const IN_FLIGHT = 2;
/** The server's cap on rows in one bulk operation (server/graphql/resolvers/settings-bulk.ts). */
export const MAX_ROWS_PER_OPERATION = 200;
/** Enough operations that the progress bar moves in small steps, whatever the file's size. */
const TARGET_OPERATIONS = 50;

export interface RowFailure<T> {
  item: T;
  message: string;
}

/** What the server said about one row of an operation. */
export type RowOutcome = { ok: true } | { ok: false; message: string };

const NOT_FOUND_MESSAGE = 'Not found';
const NO_ANSWER = 'The server gave no answer for this row';

/**
 * Rows carried by each bulk operation: as many as give about TARGET_OPERATIONS operations (small files
 * still go one row per operation, so their progress is fine-grained), never above the server's cap.
 */
export function rowsPerOperation(total: number): number {
  return Math.min(MAX_ROWS_PER_OPERATION, Math.max(1, Math.ceil(total / TARGET_OPERATIONS)));
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

  const settle = (chunk: T[], outcomes: readonly RowOutcome[] | Error) => {
    chunk.forEach((item, i) => {
      const outcome = outcomes instanceof Error ? outcomes : outcomes[i];
      if (outcome instanceof Error) failures.push({ item, message: outcome.message });
      else if (!outcome) failures.push({ item, message: NO_ANSWER });
      else if (!outcome.ok) failures.push({ item, message: outcome.message });
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
          (outcomes) => settle(chunk, outcomes),
          (reason: unknown) => settle(chunk, new Error(messageOf(reason))),
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
