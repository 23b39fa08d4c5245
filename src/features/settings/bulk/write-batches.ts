/** SPEC §7: the client sends at most 5 operations per HTTP request. */
export const BATCH_SIZE = 5;
/** Two requests in flight keep the server busy while the next batch travels, without flooding it. */
export const IN_FLIGHT = 2;

export interface RowFailure<T> {
  item: T;
  message: string;
}

/**
 * Writes items with one call each, BATCH_SIZE calls started in the same tick so that the batching client
 * sends them as one HTTP request. Each call is its own transaction on the server: a failure is reported
 * and the rest go on. `write` resolving to false means the server answered "nothing" (an unknown id).
 */
export async function writeInBatches<T>(
  items: readonly T[],
  write: (item: T) => Promise<boolean>,
  onProgress: (done: number, total: number) => void,
  options: { batchSize?: number; inFlight?: number; signal?: AbortSignal } = {},
): Promise<RowFailure<T>[]> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const failures: RowFailure<T>[] = [];
  let next = 0;
  let done = 0;
  onProgress(0, items.length);

  const lane = async () => {
    while (next < items.length && !options.signal?.aborted) {
      const batch = items.slice(next, next + batchSize);
      next += batch.length;
      // Started without awaiting in between: all of them join the client's queue in this tick.
      const calls = batch.map((item) => write(item));
      const results = await Promise.allSettled(calls);
      results.forEach((result, i) => {
        const item = batch[i] as T;
        if (result.status === 'rejected') {
          failures.push({
            item,
            message: result.reason instanceof Error ? result.reason.message : String(result.reason),
          });
        } else if (!result.value) failures.push({ item, message: 'Not found' });
      });
      done += batch.length;
      onProgress(done, items.length);
    }
  };
  await Promise.all(Array.from({ length: options.inFlight ?? IN_FLIGHT }, lane));
  return failures;
}
