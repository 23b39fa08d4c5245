import type { Preview } from './preview';
import type { RegistrationRefs, RegistrationWrite } from './registration-rows';
import type { VersionRefs, VersionWrite } from './version-rows';
import type { ParseProgress, WorkerReply, WorkerRequest } from './worker-protocol';

/** A hostile file may spin SheetJS for long; past this the worker is stopped and the file refused. */
const PARSE_TIMEOUT_MS = 60_000;

function run(
  request: WorkerRequest,
  onProgress: (p: ParseProgress) => void,
): Promise<WorkerReply & { type: 'done' }> {
  const worker = new Worker(new URL('./bulk-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<WorkerReply & { type: 'done' }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Reading the file took too long')), PARSE_TIMEOUT_MS);
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const reply = e.data;
      if (reply.type === 'progress') onProgress(reply);
      else {
        clearTimeout(timer);
        if (reply.type === 'error') reject(new Error(reply.message));
        else resolve(reply);
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

export async function parseVersionsInWorker(
  file: File,
  mode: WorkerRequest['mode'],
  refs: VersionRefs,
  onProgress: (p: ParseProgress) => void,
): Promise<Preview<VersionWrite>> {
  const reply = await run({ kind: 'version', mode, refs, buffer: await file.arrayBuffer() }, onProgress);
  if (reply.kind !== 'version') throw new Error('The file could not be read');
  return reply.preview;
}

export async function parseRegistrationsInWorker(
  file: File,
  mode: WorkerRequest['mode'],
  refs: RegistrationRefs,
  onProgress: (p: ParseProgress) => void,
): Promise<Preview<RegistrationWrite>> {
  const reply = await run({ kind: 'registration', mode, refs, buffer: await file.arrayBuffer() }, onProgress);
  if (reply.kind !== 'registration') throw new Error('The file could not be read');
  return reply.preview;
}
