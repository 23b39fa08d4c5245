import { readSheetRows, SheetReadError } from '@/lib/xlsx/read-rows';
import type { DryRuns, KindMap, WorkerReply, WorkerRequest } from './dry-run-protocol';

/**
 * The body of a feature's dry-run worker: reads the sheet and runs the kind's dry run, posting progress
 * on the way. SheetJS parses synchronously; in a worker it cannot freeze the page, and progress still
 * reaches the bar. Call it once from the worker module (e.g. `serveDryRun({ version: previewVersions })`).
 */
export function serveDryRun<M extends KindMap>(dryRuns: DryRuns<M>): void {
  const post = (reply: WorkerReply<M>) => (self as unknown as Worker).postMessage(reply);
  self.onmessage = (event: MessageEvent<WorkerRequest<M>>) => {
    const request = event.data;
    try {
      post({ type: 'progress', phase: 'read', done: 0, total: 0 });
      const rows = readSheetRows(request.buffer, undefined, (done, total) =>
        post({ type: 'progress', phase: 'rows', done, total }),
      );
      post({ type: 'progress', phase: 'check', done: 0, total: rows.length });
      const run = dryRuns[request.kind as keyof M & string];
      post({ type: 'done', kind: request.kind, preview: run(rows, request.mode, request.refs) });
    } catch (e) {
      post({
        type: 'error',
        message: e instanceof SheetReadError ? e.message : 'The file could not be read',
      });
    }
  };
}
