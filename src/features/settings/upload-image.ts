/** What POST /api/v1/media/uploads answers (SPEC §7 REST). */
export interface UploadedMedia {
  id: string;
  fileName: string;
  filePathOriginal: string;
  filePathSM: string | null;
}

/** SPEC §9: uploads give up after 15 s. */
export const UPLOAD_TIMEOUT_MS = 15_000;
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/heic,image/heif';

/**
 * Sends one image to the media endpoint with the session cookie, reporting progress (0–100). XHR rather
 * than fetch because fetch cannot report upload progress.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/media/uploads');
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('x-kar-csrf', '1');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as (Partial<UploadedMedia> & { message?: string }) | null;
      if (xhr.status === 201 && body?.id && body.filePathOriginal) {
        resolve({
          id: body.id,
          fileName: body.fileName ?? file.name,
          filePathOriginal: body.filePathOriginal,
          filePathSM: body.filePathSM ?? null,
        });
      } else if (xhr.status === 401) {
        reject(new Error('Your session has expired; sign in again to upload'));
      } else {
        reject(new Error(body?.message ?? `The upload failed (HTTP ${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new Error('The upload failed: the server could not be reached'));
    xhr.ontimeout = () => reject(new Error('The upload took longer than 15 seconds and was stopped'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
