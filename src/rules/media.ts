// SPEC §5 Uploads and §9 limits, read by the upload module in the browser and by the server's
// upload policy. Pure TypeScript: no DOM and no Node APIs, so both sides can import it.

export type MediaKind = 'image' | 'video' | 'document';

export type FormatId = 'png' | 'jpeg' | 'gif' | 'mp4' | 'pdf' | 'doc' | 'ppt' | 'docx' | 'xlsx' | 'pptx';

export interface FileFormat {
  id: FormatId;
  kind: MediaKind;
  mimeType: string;
  /** Extensions a file of this format may carry, lower case, canonical one first. */
  extensions: readonly [string, ...string[]];
}

export type UploadEndpoint = 'uploads' | 'videoUploads';

const MB = 1024 * 1024;

/** SPEC §9: images and documents up to 5 MB, mp4 video up to 50 MB. */
export const MAX_BYTES: Record<MediaKind, number> = {
  image: 5 * MB,
  document: 5 * MB,
  video: 50 * MB,
};

/** SPEC §9: an upload that has not been answered after 15 s is given up. */
export const UPLOAD_TIMEOUT_MS = 15_000;

/**
 * SVG is in one reading of SPEC §9 but is refused: an SVG can carry script, and /media/ is served
 * from the admin's origin.
 */
export const FORMATS: Record<FormatId, FileFormat> = {
  png: { id: 'png', kind: 'image', mimeType: 'image/png', extensions: ['png'] },
  jpeg: { id: 'jpeg', kind: 'image', mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { id: 'gif', kind: 'image', mimeType: 'image/gif', extensions: ['gif'] },
  mp4: { id: 'mp4', kind: 'video', mimeType: 'video/mp4', extensions: ['mp4'] },
  pdf: { id: 'pdf', kind: 'document', mimeType: 'application/pdf', extensions: ['pdf'] },
  doc: { id: 'doc', kind: 'document', mimeType: 'application/msword', extensions: ['doc'] },
  ppt: { id: 'ppt', kind: 'document', mimeType: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
  docx: {
    id: 'docx',
    kind: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  xlsx: {
    id: 'xlsx',
    kind: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  pptx: {
    id: 'pptx',
    kind: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
};

/** Which kinds each REST endpoint takes (SPEC §7: videos go to their own endpoint). */
export const ENDPOINT_KINDS: Record<UploadEndpoint, readonly MediaKind[]> = {
  uploads: ['image', 'document'],
  videoUploads: ['video'],
};

export function endpointFor(kind: MediaKind): UploadEndpoint {
  return kind === 'video' ? 'videoUploads' : 'uploads';
}

/**
 * HEIC/HEIF photos are never sent as they are: the browser converts them to a JPEG that fits in
 * 600×600 (aspect ratio kept, never enlarged) at quality 90 (SPEC §9).
 */
export const HEIC_EXTENSIONS = ['heic', 'heif'] as const;
export const HEIC_MIME_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];
export const HEIC_OUTPUT = { maxWidth: 600, maxHeight: 600, quality: 0.9, mimeType: 'image/jpeg' } as const;

/** SPEC §5/§8 wording. */
export const EXTENSION_MISMATCH_MESSAGE = 'The file extension does not match the file format';
export const REQUIRED_FILE_MESSAGE = 'must not be left blank';

const KIND_LABEL: Record<MediaKind, string> = { image: 'images', document: 'documents', video: 'videos' };

export function formatForExtension(extension: string): FileFormat | undefined {
  return Object.values(FORMATS).find((format) => format.extensions.includes(extension));
}

export function formatForMimeType(mimeType: string): FileFormat | undefined {
  const type = mimeType.toLowerCase();
  return Object.values(FORMATS).find((format) => format.mimeType === type);
}

/** Lower-case extension of a client-supplied name, without the dot; '' when there is none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function formatsOf(kinds: readonly MediaKind[]): FileFormat[] {
  return Object.values(FORMATS).filter((format) => kinds.includes(format.kind));
}

/** Every extension a set of kinds accepts, canonical order, e.g. for "Allowed file types: …". */
export function extensionsOf(kinds: readonly MediaKind[]): string[] {
  return formatsOf(kinds).flatMap((format) => [...format.extensions]);
}

export function tooLargeMessage(kinds: readonly MediaKind[]): string {
  const megabytes = Math.max(...kinds.map((kind) => MAX_BYTES[kind])) / MB;
  const label = kinds.map((kind) => KIND_LABEL[kind]).join(' and ');
  return `The file likely exceeded the maximum size of ${megabytes}MB for ${label}`;
}

export function isHeicName(fileName: string, mimeType: string): boolean {
  return (
    HEIC_MIME_TYPES.includes(mimeType.toLowerCase()) ||
    (HEIC_EXTENSIONS as readonly string[]).includes(extensionOf(fileName))
  );
}

/** The `accept` attribute of a picker: images offer HEIC only because the browser converts it first. */
export function acceptFor(kind: MediaKind): string {
  const formats = formatsOf([kind]);
  const extensions = formats.flatMap((format) => format.extensions.map((extension) => `.${extension}`));
  const mimeTypes = kind === 'document' ? [] : formats.map((format) => format.mimeType);
  const heic =
    kind === 'image' ? [...HEIC_EXTENSIONS.map((extension) => `.${extension}`), ...HEIC_MIME_TYPES] : [];
  return [...extensions, ...mimeTypes, ...heic].join(',');
}

/** Plain words for the hint under a picker, e.g. "PNG, JPEG, GIF or HEIC, up to 5MB". */
export function allowedHint(kind: MediaKind): string {
  const names = formatsOf([kind]).map((format) => format.id.toUpperCase());
  if (kind === 'image') names.push('HEIC');
  const last = names.pop() ?? '';
  const list = names.length > 0 ? `${names.join(', ')} or ${last}` : last;
  return `${list}, up to ${MAX_BYTES[kind] / MB}MB`;
}

export function typeRefusedMessage(kind: MediaKind): string {
  const allowed = extensionsOf([kind]);
  if (kind === 'image') allowed.push(...HEIC_EXTENSIONS);
  return `This file type is not accepted here. Allowed file types: ${allowed.join(', ')}`;
}

export interface PickedFile {
  name: string;
  size: number;
  /** The browser's MIME type for the file; '' when it does not know one. */
  type: string;
}

/**
 * The check made before a file is sent (SPEC §5: images and videos by MIME type, other files by
 * extension), so an obviously wrong file never costs an upload; the server checks the bytes again.
 * A HEIC photo passes here and is measured again after conversion.
 */
export function pickedFileProblem(file: PickedFile, kind: MediaKind): string | null {
  if (kind === 'image' && isHeicName(file.name, file.type)) return null;
  const extension = extensionOf(file.name);
  const byExtension = formatForExtension(extension);
  let format: FileFormat | undefined;
  if (kind === 'document' || file.type === '') {
    format = byExtension;
  } else {
    format = formatForMimeType(file.type);
    // Browsers derive the type from the name, so a disagreement means a renamed or odd file.
    if (format && byExtension && format !== byExtension) return EXTENSION_MISMATCH_MESSAGE;
  }
  if (!format || format.kind !== kind) return typeRefusedMessage(kind);
  if (!format.extensions.includes(extension)) return EXTENSION_MISMATCH_MESSAGE;
  if (file.size > MAX_BYTES[kind]) return tooLargeMessage([kind]);
  return null;
}

/** The size that fits `width`×`height` inside the box, aspect ratio kept and never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  box: { maxWidth: number; maxHeight: number } = HEIC_OUTPUT,
): { width: number; height: number } {
  const scale = Math.min(1, box.maxWidth / width, box.maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** `photo.HEIC` → `photo.jpg`, the name the converted file is sent under. */
export function jpegNameFor(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return `${dot > 0 ? base.slice(0, dot) : base || 'photo'}.jpg`;
}
