/** What POST /api/v1/media/uploads answers (SPEC §7 REST); only what the form needs. */
export interface UploadedImage {
  id: string;
  fileName: string;
  filePathSM: string | null;
  filePathOriginal: string;
}

/** SPEC §9: 15 s upload timeout; images png, jpeg, jpg, gif up to 5 MB (this server refuses SVG). */
export const UPLOAD_TIMEOUT_MS = 15_000;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif';
export const IMAGE_TYPE_MESSAGE = 'Choose a PNG, JPEG or GIF image';
export const IMAGE_SIZE_MESSAGE = 'The file likely exceeded the maximum size of 5MB';
export const UPLOAD_TIMEOUT_MESSAGE = 'The upload took longer than 15 seconds; try again';

const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif)$/i;

/** Checked before sending, so an obviously wrong file never costs an upload; the server checks again. */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_EXTENSIONS.test(file.name)) return IMAGE_TYPE_MESSAGE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

// Uploads go to the server that answers GraphQL, so a separately hosted API keeps working.
const uploadUrl = () =>
  new URL(
    '/api/v1/media/uploads',
    new URL(import.meta.env.VITE_GRAPHQL_URL ?? '/graphql', window.location.origin),
  ).toString();

/** Sends one image as multipart field `file`; rejects with an Error whose message the admin can read. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  try {
    const res = await fetch(uploadUrl(), {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { 'x-kar-csrf': '1' },
      signal: controller.signal,
    });
    const json = (await res.json().catch(() => null)) as
      (Partial<UploadedImage> & { message?: string }) | null;
    if (!res.ok || !json?.id || !json.filePathOriginal) {
      if (res.status === 401) throw new Error('Your session has ended; sign in again to upload');
      throw new Error(json?.message || 'The image could not be uploaded');
    }
    return {
      id: json.id,
      fileName: json.fileName ?? file.name,
      filePathSM: json.filePathSM ?? null,
      filePathOriginal: json.filePathOriginal,
    };
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError')
      throw new Error(UPLOAD_TIMEOUT_MESSAGE, { cause: e });
    throw e;
  } finally {
    clearTimeout(timer);
  }
}
