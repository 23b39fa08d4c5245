import { readSheetRows, SheetReadError } from '@/lib/xlsx/read-rows';
import { previewRegistrations } from './registration-rows';
import type { WorkerReply, WorkerRequest } from './worker-protocol';
import { previewVersions } from './version-rows';

const post = (reply: WorkerReply) => (self as unknown as Worker).postMessage(reply);

// SheetJS parses synchronously; here it cannot freeze the page, and progress still reaches the bar.
self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    post({ type: 'progress', phase: 'read', done: 0, total: 0 });
    const rows = readSheetRows(request.buffer, undefined, (done, total) =>
      post({ type: 'progress', phase: 'rows', done, total }),
    );
    post({ type: 'progress', phase: 'check', done: 0, total: rows.length });
    const preview =
      request.kind === 'version'
        ? { kind: request.kind, preview: previewVersions(rows, request.mode, request.refs) }
        : { kind: request.kind, preview: previewRegistrations(rows, request.mode, request.refs) };
    post({ type: 'done', ...preview });
  } catch (e) {
    post({
      type: 'error',
      message: e instanceof SheetReadError ? e.message : 'The file could not be read',
    });
  }
};
