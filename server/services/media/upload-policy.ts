import {
  ENDPOINT_KINDS,
  EXTENSION_MISMATCH_MESSAGE,
  extensionOf,
  extensionsOf,
  FORMATS,
  formatForExtension,
  MAX_BYTES,
  tooLargeMessage,
  type FileFormat,
  type MediaKind,
  type UploadEndpoint,
} from '../../../src/rules/media';
import type { SniffedFormat } from './sniff';

export interface UploadRejection {
  statusCode: 400 | 413 | 415;
  message: string;
}

export type UploadVerdict = { ok: true; format: FileFormat } | { ok: false; rejection: UploadRejection };

export const SVG_REFUSED_MESSAGE =
  'SVG images are not accepted by this server; upload a PNG, JPEG or GIF image instead';

/** The multipart size cap for an endpoint: the largest limit among the kinds it accepts. */
export function maxBytesFor(endpoint: UploadEndpoint): number {
  return Math.max(...ENDPOINT_KINDS[endpoint].map((kind) => MAX_BYTES[kind]));
}

function tooLarge(kinds: readonly MediaKind[]): UploadRejection {
  return { statusCode: 413, message: tooLargeMessage(kinds) };
}

function unsupported(endpoint: UploadEndpoint, sniffed: SniffedFormat): UploadRejection {
  const allowed = `Allowed file types: ${extensionsOf(ENDPOINT_KINDS[endpoint]).join(', ')}`;
  if (sniffed !== 'unknown' && sniffed !== 'svg') {
    const other: UploadEndpoint = endpoint === 'uploads' ? 'videoUploads' : 'uploads';
    return {
      statusCode: 415,
      message: `This file type is not accepted here; upload it to /api/v1/media/${other}. ${allowed}`,
    };
  }
  return { statusCode: 415, message: `Unsupported file type. ${allowed}` };
}

/**
 * Decides whether an upload is kept. `truncated` means the stream hit the endpoint's size cap, so
 * only its head was stored: a sniffed format can still say which limit was broken.
 */
export function checkUpload(input: {
  endpoint: UploadEndpoint;
  fileName: string;
  sniffed: SniffedFormat;
  size: number;
  truncated: boolean;
}): UploadVerdict {
  const { endpoint, sniffed } = input;
  const extension = extensionOf(input.fileName);
  const acceptedKinds = ENDPOINT_KINDS[endpoint];
  const reject = (rejection: UploadRejection): UploadVerdict => ({ ok: false, rejection });

  if (sniffed === 'svg' || extension === 'svg')
    return reject({ statusCode: 415, message: SVG_REFUSED_MESSAGE });

  const format = sniffed === 'unknown' ? undefined : FORMATS[sniffed];
  if (format && !acceptedKinds.includes(format.kind)) return reject(unsupported(endpoint, sniffed));

  if (input.truncated) {
    // A cut ZIP has lost its directory, so the name is the best remaining hint of what it was.
    const hinted = format ?? formatForExtension(extension);
    const kinds = hinted && acceptedKinds.includes(hinted.kind) ? [hinted.kind] : acceptedKinds;
    return reject(tooLarge(kinds));
  }
  if (!format) return reject(unsupported(endpoint, sniffed));
  if (input.size > MAX_BYTES[format.kind]) return reject(tooLarge([format.kind]));
  if (!format.extensions.includes(extension)) {
    return reject({ statusCode: 400, message: EXTENSION_MISMATCH_MESSAGE });
  }
  return { ok: true, format };
}
