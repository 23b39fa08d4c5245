/**
 * What an upload answers when the file system under DATA_DIR/media refuses it. The admin reads a plain
 * sentence; the errno, the path and the stack go to the server's log (server/http/media-routes.ts), so an
 * answer never shows how the server's disks are laid out.
 */
export interface StorageFailure {
  statusCode: 503 | 507;
  message: string;
  /** The errno code found (ENOSPC, ENOENT, …), for the log. */
  code: string;
}

export const STORAGE_FULL_MESSAGE =
  'The server has no room left to store files, so this file was not saved. Tell the administrator.';
export const STORAGE_UNAVAILABLE_MESSAGE =
  'The server cannot store files at the moment, so this file was not saved. Tell the administrator.';

/** Out of room: 507 Insufficient Storage. */
const FULL = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
/**
 * The media folder (or the temp folder inside it) is gone, replaced by a file, read-only, not ours to write,
 * or the disk under it fails: 503, as the server cannot store anything until an operator looks.
 */
const UNAVAILABLE = new Set([
  'ENOENT',
  'ENOTDIR',
  'EEXIST',
  'EISDIR',
  'EROFS',
  'EACCES',
  'EPERM',
  'EIO',
  'EXDEV',
  'ELOOP',
  'EMFILE',
  'ENFILE',
]);

function errnoCode(error: unknown): string | undefined {
  // A failure may come wrapped (a stream pipeline, an error with a cause); the first errno found is it.
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The answer for a file-system failure, or null for any other error (which stays a 500). */
export function storageFailure(error: unknown): StorageFailure | null {
  const code = errnoCode(error);
  if (!code) return null;
  if (FULL.has(code)) return { statusCode: 507, message: STORAGE_FULL_MESSAGE, code };
  if (UNAVAILABLE.has(code)) return { statusCode: 503, message: STORAGE_UNAVAILABLE_MESSAGE, code };
  return null;
}
