import { readSheetRows, SheetReadError, type SheetRow } from '@/lib/xlsx/read-rows';
import type { BulkMode, Preview } from './preview';
import { previewRegistrations } from './registration-rows';
import type { BulkKind, BulkKinds, DoneReply, WorkerReply, WorkerRequest } from './worker-protocol';
import { previewVersions } from './version-rows';

const PREVIEWS: {
  [K in BulkKind]: (
    rows: readonly SheetRow[],
    mode: BulkMode,
    refs: BulkKinds[K]['refs'],
  ) => Preview<BulkKinds[K]['write']>;
} = { version: previewVersions, registration: previewRegistrations };

const post = (reply: WorkerReply) => (self as unknown as Worker).postMessage(reply);

function dryRun<K extends BulkKind>(request: WorkerRequest<K>, rows: readonly SheetRow[]): DoneReply<K> {
  return {
    type: 'done',
    kind: request.kind,
    preview: PREVIEWS[request.kind](rows, request.mode, request.refs),
  };
}

// SheetJS parses synchronously; here it cannot freeze the page, and progress still reaches the bar.
self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    post({ type: 'progress', phase: 'read', done: 0, total: 0 });
    const rows = readSheetRows(request.buffer, undefined, (done, total) =>
      post({ type: 'progress', phase: 'rows', done, total }),
    );
    post({ type: 'progress', phase: 'check', done: 0, total: rows.length });
    post(dryRun(request, rows));
  } catch (e) {
    post({
      type: 'error',
      message: e instanceof SheetReadError ? e.message : 'The file could not be read',
    });
  }
};
