import type { media } from '../db/schema';

export type MediaRow = typeof media.$inferSelect;

/**
 * The URL a list or a stored `image` column shows for an uploaded image: the small rendition when the
 * upload made one, else the original.
 */
export const imageUrl = (m: MediaRow | null | undefined): string | null =>
  m ? (m.filePathSM ?? m.filePathOriginal) : null;
