import { UPLOAD_TIMEOUT_MS, type UploadEndpoint } from '@/rules/media';
import type { UploadedMedia } from './uploaded-media';
import { uploadUrl } from './upload-url';

export const UPLOAD_TIMEOUT_MESSAGE = `The upload took longer than ${UPLOAD_TIMEOUT_MS / 1000} seconds and was stopped; try again`;
export const SESSION_ENDED_MESSAGE = 'Your session has ended; sign in again to upload';
export const UNREACHABLE_MESSAGE = 'The upload failed: the server could not be reached';

/** A refusal the admin can read; `cancelled` is the admin's own doing and is never reported. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly cancelled = false,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface SendingFile {
  done: Promise<UploadedMedia>;
  cancel(): void;
}

function isMedia(body: unknown): body is UploadedMedia {
  if (typeof body !== 'object' || body === null) return false;
  return 'id' in body && typeof body.id === 'string' && 'filePathOriginal' in body;
}

function refusal(status: number, body: unknown): UploadError {
  if (status === 401) return new UploadError(SESSION_ENDED_MESSAGE);
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : '';
  return new UploadError(message || `The upload failed (HTTP ${status})`);
}

/**
 * Sends one file as multipart field `file` with the session cookie. XMLHttpRequest rather than
 * fetch because only XHR reports upload progress (0–100).
 */
export function sendFile(
  file: Blob,
  fileName: string,
  endpoint: UploadEndpoint,
  onProgress: (percent: number) => void,
): SendingFile {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedMedia>((resolve, reject) => {
    xhr.open('POST', uploadUrl(endpoint));
    // Same-origin credentials, as fetch's default: a cookie goes only to our own origin.
    xhr.withCredentials = false;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'json';
    // A cross-site form cannot set a custom header; the server refuses uploads without it.
    xhr.setRequestHeader('x-kar-csrf', '1');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300 && isMedia(body)) resolve(body);
      else reject(refusal(xhr.status, body));
    };
    xhr.onerror = () => reject(new UploadError(UNREACHABLE_MESSAGE));
    xhr.ontimeout = () => reject(new UploadError(UPLOAD_TIMEOUT_MESSAGE));
    xhr.onabort = () => reject(new UploadError('Cancelled', true));
    const form = new FormData();
    form.append('file', file, fileName);
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
