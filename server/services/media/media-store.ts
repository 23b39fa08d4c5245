import { rm } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_URL_PREFIX, storeFiles, type StoredFiles } from './store-files';

type StoreInput = Omit<Parameters<typeof storeFiles>[0], 'mediaDir'>;

/** A vetted upload, stored: the public paths the media row records, and how to take it back. */
export interface StoredMedia extends Omit<StoredFiles, 'writtenFiles'> {
  /** Removes everything this store wrote for the upload (a failed insert must leave nothing). */
  undo(): Promise<void>;
}

/**
 * Where media bytes live. Either way the row records `/media/yyyy/mm/<name>` and `/media/*` serves
 * it with the same headers, so rows, URLs and the SPA do not know which store is in use.
 */
export interface MediaStore {
  readonly kind: 'files' | 's3';
  store(input: StoreInput): Promise<StoredMedia>;
  /** Deletes one stored file by its public path (`/media/…`); a path already gone is not an error. */
  remove(publicPath: string): Promise<void>;
}

/** `/media/2026/01/x.webp` → `2026/01/x.webp`, or undefined for anything that could leave the root. */
export function relativeMediaPath(publicPath: string): string | undefined {
  const prefix = `${MEDIA_URL_PREFIX}/`;
  if (!publicPath.startsWith(prefix)) return undefined;
  const rest = publicPath.slice(prefix.length);
  const parts = rest.split('/');
  // Dot segments and dotfiles (the upload temp folder) are never media.
  if (parts.some((p) => p === '' || p.startsWith('.') || p.includes('\\'))) return undefined;
  return parts.join('/');
}

/** The original single-machine store: files under DATA_DIR/media, served by @fastify/static. */
export function createFileStore(mediaDir: string): MediaStore {
  return {
    kind: 'files',
    async store(input) {
      const { writtenFiles, ...paths } = await storeFiles({ ...input, mediaDir });
      return {
        ...paths,
        undo: async () => {
          await Promise.all(writtenFiles.map((file) => rm(file, { force: true })));
        },
      };
    },
    async remove(publicPath) {
      const rel = relativeMediaPath(publicPath);
      if (rel) await rm(path.join(mediaDir, ...rel.split('/')), { force: true });
    },
  };
}
