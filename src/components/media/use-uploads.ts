import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { endpointFor, isHeicName, pickedFileProblem, type MediaKind } from '@/rules/media';
import { heicToJpeg } from './heic-to-jpeg';
import { sendFile, UploadError, type SendingFile } from './send-file';
import type { UploadedMedia } from './uploaded-media';

export type UploadStatus = 'converting' | 'uploading' | 'failed' | 'cancelled';

/** A file that is on its way, or stopped on its way; an uploaded file leaves this list. */
export interface PendingUpload {
  key: string;
  name: string;
  status: UploadStatus;
  progress: number;
}

interface Attempt {
  original: File;
  /** The file actually sent: the original, or its JPEG when it was a HEIC photo. */
  ready: File | null;
  sending: SendingFile | null;
  /** Bumped by cancel and retry, so a conversion that finishes late knows it is no longer wanted. */
  generation: number;
}

let nextKey = 1;

/** One failure, one notification: the row itself only says "Failed". */
function reportFailure(name: string, message: string): void {
  notify.error({ title: message, description: name });
}

/**
 * Per-file upload state for the media module: HEIC conversion, client checks, XHR progress, cancel
 * and retry. `onUploaded` receives each file the server kept.
 */
export function useUploads(kind: MediaKind, onUploaded: (media: UploadedMedia) => void) {
  const [pending, setPending] = useState<readonly PendingUpload[]>([]);
  const attempts = useRef(new Map<string, Attempt>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  const patch = useCallback((key: string, change: Partial<PendingUpload>) => {
    setPending((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);

  const forget = useCallback((key: string) => {
    attempts.current.delete(key);
    setPending((rows) => rows.filter((row) => row.key !== key));
  }, []);

  const start = useCallback(
    async (key: string) => {
      const attempt = attempts.current.get(key);
      if (!attempt) return;
      const generation = attempt.generation;
      const current = () => attempts.current.get(key)?.generation === generation;
      const name = attempt.original.name;
      try {
        if (!attempt.ready) {
          if (isHeicName(name, attempt.original.type)) {
            patch(key, { status: 'converting', progress: 0 });
            attempt.ready = await heicToJpeg(attempt.original);
            if (!current()) return;
            const problem = pickedFileProblem(attempt.ready, kind);
            if (problem) throw new UploadError(problem);
          } else {
            attempt.ready = attempt.original;
          }
        }
        patch(key, { status: 'uploading', progress: 0 });
        const sending = sendFile(attempt.ready, attempt.ready.name, endpointFor(kind), (progress) =>
          patch(key, { progress }),
        );
        attempt.sending = sending;
        const media = await sending.done;
        attempt.sending = null;
        forget(key);
        uploaded.current(media);
      } catch (error) {
        attempt.sending = null;
        if (!current()) return;
        if (error instanceof UploadError && error.cancelled) {
          patch(key, { status: 'cancelled' });
          return;
        }
        patch(key, { status: 'failed' });
        reportFailure(name, error instanceof Error ? error.message : String(error));
      }
    },
    [forget, kind, patch],
  );

  const cancel = useCallback(
    (key: string) => {
      const attempt = attempts.current.get(key);
      if (!attempt) return;
      if (attempt.sending) {
        attempt.sending.cancel();
        return;
      }
      attempt.generation += 1;
      patch(key, { status: 'cancelled' });
    },
    [patch],
  );

  const retry = useCallback(
    (key: string) => {
      const attempt = attempts.current.get(key);
      if (!attempt) return;
      attempt.generation += 1;
      void start(key);
    },
    [start],
  );

  const dismiss = useCallback(
    (key: string) => {
      attempts.current.get(key)?.sending?.cancel();
      forget(key);
    },
    [forget],
  );

  /** Checks and starts each file; `replace` (single-file mode) stops whatever was on its way. */
  const add = useCallback(
    (files: readonly File[], replace: boolean) => {
      const accepted: PendingUpload[] = [];
      for (const file of files) {
        const problem = pickedFileProblem(file, kind);
        if (problem) {
          reportFailure(file.name, problem);
          continue;
        }
        const key = `upload-${nextKey++}`;
        attempts.current.set(key, { original: file, ready: null, sending: null, generation: 0 });
        accepted.push({ key, name: file.name, status: 'uploading', progress: 0 });
      }
      if (accepted.length === 0) return;
      if (replace) {
        for (const [key, attempt] of attempts.current) {
          if (accepted.some((row) => row.key === key)) continue;
          attempt.generation += 1;
          attempt.sending?.cancel();
          attempts.current.delete(key);
        }
      }
      setPending((rows) => (replace ? accepted : [...rows, ...accepted]));
      for (const row of accepted) void start(row.key);
    },
    [kind, start],
  );

  useEffect(() => {
    const open = attempts.current;
    // Leaving the form stops its uploads rather than letting them finish into nowhere.
    return () => {
      for (const attempt of open.values()) {
        attempt.generation += 1;
        attempt.sending?.cancel();
      }
    };
  }, []);

  return { pending, add, cancel, retry, dismiss };
}
