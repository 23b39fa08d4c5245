/** The part of POST /api/v1/media/uploads' answer (SPEC §7 REST) the avatar field shows. */
export interface UploadedAvatar {
  id: string;
  filePathSM: string | null;
  filePathOriginal: string;
}

/** SPEC §9: uploads time out after 15 s; avatars are images (png, jpeg, jpg, gif) up to 5 MB. */
export const AVATAR_UPLOAD_TIMEOUT_MS = 15_000;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif';
export const AVATAR_TYPE_MESSAGE = 'The avatar must be a PNG, JPEG or GIF image';
export const AVATAR_SIZE_MESSAGE = 'The file likely exceeded the maximum size of 5MB';
export const AVATAR_TIMEOUT_MESSAGE = 'The upload took longer than 15 seconds; please try again';

/** What is wrong with a picked file before it is sent, or null; the server sniffs the bytes again. */
export function avatarFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(png|jpe?g|gif)$/i.test(file.name)) return AVATAR_TYPE_MESSAGE;
  return file.size > AVATAR_MAX_BYTES ? AVATAR_SIZE_MESSAGE : null;
}

// Next to the GraphQL endpoint, so an SPA pointed at another server uploads there too.
function endpoint(): string {
  const api = new URL(import.meta.env.VITE_GRAPHQL_URL ?? '/graphql', window.location.origin);
  return new URL('/api/v1/media/uploads', api).toString();
}

export async function uploadAvatar(file: File): Promise<UploadedAvatar> {
  const form = new FormData();
  form.append('file', file);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), AVATAR_UPLOAD_TIMEOUT_MS);
  try {
    const response = await fetch(endpoint(), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { 'x-kar-csrf': '1' },
      signal: abort.signal,
    });
    const body = (await response.json().catch(() => ({}))) as Partial<UploadedAvatar> & { message?: string };
    if (response.status === 401) throw new Error('Your session has ended; sign in again to upload');
    if (!response.ok || !body.id || !body.filePathOriginal) {
      throw new Error(body.message || 'The avatar could not be uploaded');
    }
    return { id: body.id, filePathSM: body.filePathSM ?? null, filePathOriginal: body.filePathOriginal };
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError')
      throw new Error(AVATAR_TIMEOUT_MESSAGE, { cause: e });
    throw e;
  } finally {
    clearTimeout(timer);
  }
}
