import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { openFileSource } from './byte-source';
import { ImageDecodeError } from './image-variants';
import { mp4Duration } from './mp4-duration';
import { sniffFormat, type SniffedFormat } from './sniff';
import type { UploadEndpoint } from '../../../src/rules/media';
import type { MediaStore, StoredMedia } from './media-store';
import { checkUpload, type UploadRejection } from './upload-policy';

export type MediaRow = typeof media.$inferSelect;

export type UploadOutcome = { ok: true; media: MediaRow } | { ok: false; rejection: UploadRejection };

const MAX_FILE_NAME_LENGTH = 255;

/**
 * The client's name is kept for display only (nothing on disk uses it): path parts, control
 * characters and excess length are dropped.
 */
export function displayFileName(clientName: string, fallback: string): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, MAX_FILE_NAME_LENGTH) || fallback;
}

async function sniffFile(filePath: string): Promise<SniffedFormat> {
  const source = await openFileSource(filePath);
  try {
    return await sniffFormat(source);
  } finally {
    await source.close();
  }
}

/** A video's declared length, kept so that what is timed against it is checked on the server. */
async function videoSeconds(filePath: string, mimeType: string): Promise<number | null> {
  if (mimeType !== 'video/mp4') return null;
  const source = await openFileSource(filePath);
  try {
    return await mp4Duration(source);
  } finally {
    await source.close();
  }
}

/**
 * Vets an upload that has been streamed to `tempFile` (sniff, policy), stores it under a
 * server-generated name and records it. The temp file is the caller's to remove.
 */
export async function acceptUpload(input: {
  db: Db;
  store: MediaStore;
  endpoint: UploadEndpoint;
  tempFile: string;
  clientFileName: string;
  size: number;
  truncated: boolean;
  uploadBy: string;
  now?: Date;
}): Promise<UploadOutcome> {
  const sniffed = await sniffFile(input.tempFile);
  const verdict = checkUpload({
    endpoint: input.endpoint,
    fileName: input.clientFileName,
    sniffed,
    size: input.size,
    truncated: input.truncated,
  });
  if (!verdict.ok) return verdict;

  const id = randomUUID();
  const now = input.now ?? new Date();
  const durationSeconds = await videoSeconds(input.tempFile, verdict.format.mimeType);
  let stored: StoredMedia;
  try {
    stored = await input.store.store({ tempFile: input.tempFile, format: verdict.format, id, now });
  } catch (error) {
    if (error instanceof ImageDecodeError)
      return { ok: false, rejection: { statusCode: 400, message: error.message } };
    throw error;
  }

  try {
    const [row] = await input.db
      .insert(media)
      .values({
        id,
        fileName: displayFileName(input.clientFileName, `${id}.${verdict.format.extensions[0]}`),
        filePathOriginal: stored.filePathOriginal,
        filePathLG: stored.filePathLG,
        filePathSM: stored.filePathSM,
        thumbnail: stored.thumbnail,
        mimeType: verdict.format.mimeType,
        sizeBytes: input.size,
        durationSeconds,
        uploadBy: input.uploadBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('media insert returned no row');
    return { ok: true, media: row };
  } catch (error) {
    await stored.undo();
    throw error;
  }
}

/** The JSON shape of SPEC §3 Media returned by the REST upload. */
export function toMediaJson(row: MediaRow) {
  return {
    id: row.id,
    fileName: row.fileName,
    thumbnail: row.thumbnail,
    filePathSM: row.filePathSM,
    filePathLG: row.filePathLG,
    filePathOriginal: row.filePathOriginal,
    mimeType: row.mimeType,
    uploadBy: row.uploadBy,
    isDeleted: row.isDeleted,
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
