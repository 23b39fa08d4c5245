import type { Cell, SheetSpec } from './workbook';

type WorkerReply = { ok: true; file: Blob } | { ok: false; message: string };

/** What the page tells the export worker: the sheet, then its rows in parts, then that they are all there. */
export type ExportMessage =
  | { kind: 'start'; sheetName: string; header: readonly string[] }
  | { kind: 'rows'; rows: readonly (readonly Cell[])[] }
  | { kind: 'end' };

export interface XlsxDownload {
  /** Rows for the end of the sheet, sent to the worker now: a page of them at a time keeps each copy short. */
  add(rows: readonly (readonly Cell[])[]): void;
  /** Builds the workbook in the worker, then hands it to the browser as a download. */
  finish(): Promise<void>;
  /** Ends the worker, the file made or not (again after `finish` does nothing). */
  close(): void;
}

/**
 * A workbook built off the main thread from rows sent as they come (a list's export sends each page as it
 * arrives): copying a whole sheet of 200,000 rows to the worker in one message held the page for seconds
 * (bench/report.md, Members export in Chromium). Aborting `signal` stops the worker at once; `finish` then
 * rejects with the signal's reason and nothing is downloaded.
 */
export function startXlsxDownload(
  fileName: string,
  head: { sheetName: string; header: readonly string[] },
  signal?: AbortSignal,
): XlsxDownload {
  signal?.throwIfAborted();
  const worker = new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module' });
  const post = (message: ExportMessage) => worker.postMessage(message);
  const reply = new Promise<WorkerReply>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<WorkerReply>) => resolve(e.data);
    worker.onerror = (e) => reject(new Error(e.message || 'The export worker failed'));
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  // A rejection nobody awaits yet (an abort while rows are still being read) is not an unhandled one.
  reply.catch(() => undefined);
  const stop = () => worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  post({ kind: 'start', sheetName: head.sheetName, header: head.header });
  return {
    add: (rows) => {
      if (rows.length > 0 && !signal?.aborted) post({ kind: 'rows', rows });
    },
    finish: async () => {
      try {
        signal?.throwIfAborted();
        post({ kind: 'end' });
        const answer = await reply;
        if (!answer.ok) throw new Error(answer.message);
        saveFile(fileName, answer.file);
      } finally {
        stop();
      }
    },
    close: stop,
  };
}

/** Builds the workbook off the main thread, then hands it to the browser as a download (a sheet at once). */
export async function downloadXlsx(fileName: string, spec: SheetSpec, signal?: AbortSignal): Promise<void> {
  const download = startXlsxDownload(fileName, spec, signal);
  download.add(spec.rows);
  await download.finish();
}

function saveFile(fileName: string, file: Blob) {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
