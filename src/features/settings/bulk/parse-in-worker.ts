import { parseInWorker } from '@/components/bulk/parse-in-worker';
import type { ParseProgress } from '@/components/bulk/dry-run-protocol';
import type { BulkMode } from '@/components/bulk/preview';
import type { BulkKind, BulkKinds } from './worker-protocol';

/** The settings sheets' dry run, in this feature's worker (bulk-worker.ts). */
export function parseSettingsSheet<K extends BulkKind>(
  kind: K,
  file: File,
  mode: BulkMode,
  refs: BulkKinds[K]['refs'],
  onProgress: (p: ParseProgress) => void,
) {
  return parseInWorker<BulkKinds, K>(
    () => new Worker(new URL('./bulk-worker.ts', import.meta.url), { type: 'module' }),
    kind,
    file,
    mode,
    refs,
    onProgress,
  );
}
