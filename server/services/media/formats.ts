export type MediaKind = 'image' | 'video' | 'document';

export type FormatId = 'png' | 'jpeg' | 'gif' | 'mp4' | 'pdf' | 'doc' | 'ppt' | 'docx' | 'xlsx' | 'pptx';

export interface FileFormat {
  id: FormatId;
  kind: MediaKind;
  mimeType: string;
  /** Extensions a file of this format may carry, lower case, canonical one first. */
  extensions: readonly [string, ...string[]];
}

const MB = 1024 * 1024;

/** SPEC §9: images and documents up to 5 MB, mp4 video up to 50 MB. */
export const MAX_BYTES: Record<MediaKind, number> = {
  image: 5 * MB,
  document: 5 * MB,
  video: 50 * MB,
};

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

export function formatForExtension(extension: string): FileFormat | undefined {
  return Object.values(FORMATS).find((format) => format.extensions.includes(extension));
}

/** Lower-case extension of a client-supplied name, without the dot; '' when there is none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
