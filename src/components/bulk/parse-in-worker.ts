import type { BulkMode, Preview } from './preview';
import type { KindMap, ParseProgress, WorkerReply } from './dry-run-protocol';

/** A hostile file may spin SheetJS for long; past this the worker is stopped and the file refused. */
const PARSE_TIMEOUT_MS = 60_000;

/**
 * Reads a sheet of the given kind and dry-runs it in a Web Worker, reporting progress on the way.
 * `createWorker` is the feature's own `new Worker(new URL('./x-worker.ts', import.meta.url), …)`: the
 * bundler only finds a worker written literally beside the code that starts it.
 */
export async function parseInWorker<M extends KindMap, K extends keyof M & string>(
  createWorker: () => Worker,
  kind: K,
  file: File,
  mode: BulkMode,
  refs: M[K]['refs'],
  onProgress: (p: ParseProgress) => void,
): Promise<Preview<M[K]['write']>> {
  const request = { kind, mode, refs, buffer: await file.arrayBuffer() };
  const worker = createWorker();
  return new Promise<Preview<M[K]['write']>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Reading the file took too long')), PARSE_TIMEOUT_MS);
    worker.onmessage = (e: MessageEvent<WorkerReply<M, K>>) => {
      const reply = e.data;
      if (reply.type === 'progress') onProgress(reply);
      else {
        clearTimeout(timer);
        if (reply.type === 'error') reject(new Error(reply.message));
        else if (reply.kind !== kind) reject(new Error('The file could not be read'));
        else resolve(reply.preview);
      }
    };
    worker.onerror = (e) => {
      clearTimeout(timer);
      reject(new Error(e.message || 'The file could not be read'));
    };
    // The buffer is transferred, not copied: a 5 MB file does not exist twice.
    worker.postMessage(request, [request.buffer]);
  }).finally(() => worker.terminate());
}
