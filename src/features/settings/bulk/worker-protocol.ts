import type { BulkMode, Preview } from './preview';
import type { RegistrationRefs, RegistrationWrite } from './registration-rows';
import type { VersionRefs, VersionWrite } from './version-rows';

export type WorkerRequest =
  | { kind: 'version'; mode: BulkMode; buffer: ArrayBuffer; refs: VersionRefs }
  | { kind: 'registration'; mode: BulkMode; buffer: ArrayBuffer; refs: RegistrationRefs };

export type ParsePhase = 'read' | 'rows' | 'check';

export type WorkerReply =
  | { type: 'progress'; phase: ParsePhase; done: number; total: number }
  | { type: 'done'; kind: 'version'; preview: Preview<VersionWrite> }
  | { type: 'done'; kind: 'registration'; preview: Preview<RegistrationWrite> }
  | { type: 'error'; message: string };

export type ParseProgress = { phase: ParsePhase; done: number; total: number };
