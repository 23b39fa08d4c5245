import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { FileFormat } from '../../../src/rules/media';

/** Long edge of each stored rendition (SPEC §3 Media: original, LG, SM; the thumbnail is SM). */
export const IMAGE_SIZES = { original: 2048, lg: 1024, sm: 300 } as const;

// A 5 MB PNG can still declare a huge canvas (decompression bomb); this is about 10000 x 10000.
const MAX_INPUT_PIXELS = 100_000_000;

export class ImageDecodeError extends Error {
  constructor(cause: unknown) {
    super('The image could not be read; the file may be damaged', { cause });
    this.name = 'ImageDecodeError';
  }
}

export interface ImageVariantFiles {
  original: string;
  lg: string;
  sm: string;
}

function open(input: string, format: FileFormat, longEdge: number): Sharp {
  const animated = format.id === 'gif';
  const image = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  // EXIF orientation is applied before metadata is dropped, else phone photos land sideways.
  const oriented = animated ? image : image.autoOrient();
  return oriented.resize({ width: longEdge, height: longEdge, fit: 'inside', withoutEnlargement: true });
}

function encodeOriginal(image: Sharp, format: FileFormat): Sharp {
  switch (format.id) {
    case 'png':
      return image.png();
    case 'gif':
      return image.gif();
    default:
      return image.jpeg({ quality: 90, mozjpeg: true });
  }
}

/**
 * Re-encodes an uploaded image into its stored renditions. Decoding and encoding again drops
 * EXIF/GPS and any payload hidden beside the pixels (polyglot files); sharp writes no metadata
 * unless asked. Files are named `<baseName>.<ext>`, `<baseName>-lg.webp`, `<baseName>-sm.webp`.
 */
export async function writeImageVariants(
  input: string,
  format: FileFormat,
  outDir: string,
  baseName: string,
): Promise<ImageVariantFiles> {
  const files: ImageVariantFiles = {
    original: `${baseName}.${format.extensions[0]}`,
    lg: `${baseName}-lg.webp`,
    sm: `${baseName}-sm.webp`,
  };
  // Encoded in memory first: a decoding failure is the file's fault (400), while a write failure is the
  // disk's, and keeps its errno (ENOSPC, EROFS, …) for the upload route to answer (storage-failure.ts).
  let encoded: [string, Buffer][];
  try {
    encoded = [
      [files.original, await encodeOriginal(open(input, format, IMAGE_SIZES.original), format).toBuffer()],
      [files.lg, await open(input, format, IMAGE_SIZES.lg).webp({ quality: 82 }).toBuffer()],
      [files.sm, await open(input, format, IMAGE_SIZES.sm).webp({ quality: 80 }).toBuffer()],
    ];
  } catch (error) {
    throw new ImageDecodeError(error);
  }
  try {
    for (const [name, bytes] of encoded) await writeFile(path.join(outDir, name), bytes);
  } catch (error) {
    await Promise.all(
      Object.values(files).map((name) => rm(path.join(outDir, name), { force: true }).catch(() => undefined)),
    );
    throw error;
  }
  return files;
}
