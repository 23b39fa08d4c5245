import { fitWithin, HEIC_OUTPUT, jpegNameFor } from '@/rules/media';

export const HEIC_FAILED_MESSAGE = 'This HEIC photo could not be converted to JPEG';

/**
 * Decodes a HEIC/HEIF photo and re-encodes it as a JPEG that fits in 600×600 at quality 90 (SPEC §9).
 * The decoder (libheif, about 3 MB) is imported here only, so it loads the first time an admin
 * picks a HEIC file and never with the app or a form. The CSP build needs no eval.
 */
export async function heicToJpeg(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    const { heicTo } = await import('heic-to/csp');
    bitmap = await heicTo({ blob: file, type: 'bitmap' });
  } catch (error) {
    throw new Error(HEIC_FAILED_MESSAGE, { cause: error });
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(HEIC_FAILED_MESSAGE);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const jpeg = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, HEIC_OUTPUT.mimeType, HEIC_OUTPUT.quality),
    );
    if (!jpeg) throw new Error(HEIC_FAILED_MESSAGE);
    return new File([jpeg], jpegNameFor(file.name), { type: HEIC_OUTPUT.mimeType });
  } finally {
    bitmap.close();
  }
}
