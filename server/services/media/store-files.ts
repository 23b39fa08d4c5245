import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { FileFormat } from '../../../src/rules/media';
import { writeImageVariants } from './image-variants';

/** URL prefix under which `mediaDir` is served (see server/http/media-routes.ts). */
export const MEDIA_URL_PREFIX = '/media';

/** Uploads stream here first, inside mediaDir so the final move is a same-disk rename. */
export const TEMP_DIR_NAME = '.tmp';

export interface StoredFiles {
  filePathOriginal: string;
  filePathLG: string | null;
  filePathSM: string | null;
  thumbnail: string | null;
  /** Absolute paths written, so a failed database insert can remove them. */
  writtenFiles: string[];
}

/** `yyyy/mm` (UTC) keeps any one directory from growing without bound. */
export function monthFolder(now: Date): string {
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Moves a vetted upload to its final, server-chosen name `<id>.<canonical ext>`; images are
 * re-encoded into their renditions instead of being kept byte for byte.
 */
export async function storeFiles(input: {
  tempFile: string;
  format: FileFormat;
  mediaDir: string;
  id: string;
  now: Date;
}): Promise<StoredFiles> {
  const folder = monthFolder(input.now);
  const dir = path.join(input.mediaDir, ...folder.split('/'));
  await mkdir(dir, { recursive: true });
  const url = (name: string) => `${MEDIA_URL_PREFIX}/${folder}/${name}`;

  if (input.format.kind === 'image') {
    const files = await writeImageVariants(input.tempFile, input.format, dir, input.id);
    return {
      filePathOriginal: url(files.original),
      filePathLG: url(files.lg),
      filePathSM: url(files.sm),
      thumbnail: url(files.sm),
      writtenFiles: Object.values(files).map((name) => path.join(dir, name)),
    };
  }

  const name = `${input.id}.${input.format.extensions[0]}`;
  const target = path.join(dir, name);
  await rename(input.tempFile, target);
  return {
    filePathOriginal: url(name),
    filePathLG: null,
    filePathSM: null,
    thumbnail: null,
    writtenFiles: [target],
  };
}
