import type { BulkMode, Preview } from './preview';
import type { RegistrationRefs, RegistrationWrite } from './registration-rows';
import type { VersionRefs, VersionWrite } from './version-rows';

/** The sheets the worker reads: what each one's dry run is given (refs) and what its rows write. */
export interface BulkKinds {
  version: { refs: VersionRefs; write: VersionWrite };
  registration: { refs: RegistrationRefs; write: RegistrationWrite };
}
export type BulkKind = keyof BulkKinds;

// Mapped per kind, so that the worker reading any request still sees its kind and refs paired.
type Requests = {
  [K in BulkKind]: { kind: K; mode: BulkMode; buffer: ArrayBuffer; refs: BulkKinds[K]['refs'] };
};

export type WorkerRequest<K extends BulkKind = BulkKind> = Requests[K];

export type DoneReply<K extends BulkKind> = {
  type: 'done';
  kind: K;
  preview: Preview<BulkKinds[K]['write']>;
};

export type ParsePhase = 'read' | 'rows' | 'check';

export type WorkerReply<K extends BulkKind = BulkKind> =
  | { type: 'progress'; phase: ParsePhase; done: number; total: number }
  | DoneReply<K>
  | { type: 'error'; message: string };

export type ParseProgress = { phase: ParsePhase; done: number; total: number };
