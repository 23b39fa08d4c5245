import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, pk, tstz, updatedAt } from './columns';

export const media = pgTable(
  'media',
  {
    id: pk(),
    fileName: text().notNull(),
    thumbnail: text(),
    filePathSM: text(),
    filePathLG: text(),
    filePathOriginal: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer(),
    /** A video's length in seconds as its file declares it (mp4-duration.ts); null for anything else. */
    durationSeconds: doublePrecision(),
    /** Admin or member id; no foreign key because it may point at either table. */
    uploadBy: uuid(),
    isDeleted: boolean().notNull().default(false),
    deletedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('media_upload_by_idx').on(t.uploadBy),
    index('media_created_at_idx').on(t.createdAt),
    index('media_live_created_at_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isDeleted}`),
  ],
);
