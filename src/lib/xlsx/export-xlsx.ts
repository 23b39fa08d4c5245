import type { SheetSpec } from './workbook';

type WorkerReply = { ok: true; buffer: ArrayBuffer } | { ok: false; message: string };

/**
 * Builds the workbook off the main thread, then hands it to the browser as a download. Aborting `signal`
 * stops the worker at once and rejects with the signal's reason; nothing is downloaded.
 */
export async function downloadXlsx(fileName: string, spec: SheetSpec, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  const worker = new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module' });
  try {
    const reply = await new Promise<WorkerReply>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<WorkerReply>) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(e.message || 'The export worker failed'));
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      worker.postMessage(spec);
    });
    if (!reply.ok) throw new Error(reply.message);
    const blob = new Blob([reply.buffer], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } finally {
    worker.terminate();
  }
}
