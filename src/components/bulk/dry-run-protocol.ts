import type { SheetRow } from '@/lib/xlsx/read-rows';
import type { BulkMode, Preview } from './preview';

/**
 * The sheets one worker reads, by kind: what each one's dry run is given (refs, the saved records it is
 * judged against) and what each of its rows writes. Each feature declares its own map and its own worker.
 */
export type KindMap = Record<string, { refs: unknown; write: unknown }>;

// Mapped per kind, so that the worker reading any request still sees its kind and refs paired.
type Requests<M extends KindMap> = {
  [K in keyof M & string]: { kind: K; mode: BulkMode; buffer: ArrayBuffer; refs: M[K]['refs'] };
};

export type WorkerRequest<M extends KindMap, K extends keyof M & string = keyof M & string> = Requests<M>[K];

export type DoneReply<M extends KindMap, K extends keyof M & string> = {
  type: 'done';
  kind: K;
  preview: Preview<M[K]['write']>;
};

export type ParsePhase = 'read' | 'rows' | 'check';

export type ParseProgress = { phase: ParsePhase; done: number; total: number };

export type WorkerReply<M extends KindMap, K extends keyof M & string = keyof M & string> =
  ({ type: 'progress' } & ParseProgress) | DoneReply<M, K> | { type: 'error'; message: string };

/** The dry run of each kind: sheet rows in, a preview out (pure, so unit tests call it directly). */
export type DryRuns<M extends KindMap> = {
  [K in keyof M & string]: (
    rows: readonly SheetRow[],
    mode: BulkMode,
    refs: M[K]['refs'],
  ) => Preview<M[K]['write']>;
};
