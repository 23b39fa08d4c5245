import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, reviewVideos } from '../../db/schema';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { notTrashed, trashAudited } from '../../kit/trash';
import { containsPattern } from '../../kit/like';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { uniqueSlug } from '../../kit/slug';
import type { Tx } from '../../kit/tx';
import { claimEdit } from '../../kit/edit-version';
import { foldSearchText } from '../../../src/rules/fold';
import {
  reviewIdSchema,
  reviewListSchema,
  reviewVideoSchema,
  VIDEO_LINK_MESSAGE,
  youtubeId,
} from '../../../src/rules/reviews';
import { badInput, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type {
  MutationResolvers,
  QueryAdminGetListReviewVideosArgs,
  QueryResolvers,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { lockTable } from './settings-shared';

const videoNotFound = () => notFound('Review video');

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const reviewVideoSort = listSort(
  {
    createdAt: reviewVideos.createdAt,
    title: reviewVideos.title,
  },
  reviewVideos.id,
);

export async function listReviewVideos(db: Db, args: QueryAdminGetListReviewVideosArgs) {
  const { keyword } = parseInput(reviewListSchema, { keyword: args.keyword });
  const words = keyword ? [...new Set(foldSearchText(keyword).split(/\s+/).filter(Boolean))].slice(0, 5) : [];
  const where = and(
    notTrashed(reviewVideos),
    ...words.map((w) => sql`kar_fold(${reviewVideos.title}) like ${containsPattern(w)}`),
  );
  return pagedList(
    args,
    db
      .select()
      .from(reviewVideos)
      .where(where)
      .orderBy(...reviewVideoSort.orderBy(args.sort, [desc(reviewVideos.createdAt), desc(reviewVideos.id)])),
    db.select({ n: count() }).from(reviewVideos).where(where),
    (rows) => rows,
  );
}

/** By id or by slug (SPEC §2.2 gives both readings of the route's parameter). */
export async function getReviewVideo(db: Db, args: { id?: string | null; slug?: string | null }) {
  const key = args.id ?? args.slug;
  if (!key) throw badInput('Give the review video id or slug', 'id');
  const byId = args.id != null && reviewIdSchema('Review video').safeParse({ id: args.id }).success;
  if (args.id != null && !byId) throw videoNotFound();
  const [row] = await db
    .select()
    .from(reviewVideos)
    .where(and(byId ? eq(reviewVideos.id, key) : eq(reviewVideos.slug, key), notTrashed(reviewVideos)))
    .limit(1);
  if (!row) throw videoNotFound();
  return row;
}

/**
 * The link is checked when saved (§2.7): a YouTube link must name a video; a link to an upload of this
 * app must be a video that is still there. Other https links to a video file are accepted by the rule.
 */
async function checkLink(tx: Tx, link: string) {
  if (youtubeId(link)) return;
  if (link.startsWith('/')) {
    const [row] = await tx
      .select({ mimeType: media.mimeType, isDeleted: media.isDeleted })
      .from(media)
      .where(eq(media.filePathOriginal, link))
      .limit(1);
    if (!row || row.isDeleted || !row.mimeType.startsWith('video/'))
      throw badInput(VIDEO_LINK_MESSAGE, 'linkVideo');
  }
}

export async function saveReviewVideo(
  db: Db,
  rawId: string | null,
  rawInput: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const id = rawId === null ? null : parseInput(reviewIdSchema('Review video'), { id: rawId }).id;
  const input = parseInput(reviewVideoSchema, rawInput);
  return db.transaction(async (tx) => {
    await lockTable(tx, 'review_videos');
    await checkLink(tx, input.linkVideo);
    if (id === null) {
      const slug = await uniqueSlug(tx, reviewVideos, reviewVideos, input.title);
      const [row] = await tx
        .insert(reviewVideos)
        .values({ ...input, slug })
        .returning();
      if (!row) throw videoNotFound();
      await writeAudit(tx, adminId, {
        entity: 'review_video',
        verb: 'create',
        entityId: row.id,
        after: rowSnapshot(row),
      });
      return row;
    }
    await claimEdit(tx, reviewVideos, id, editVersion);
    const [current] = await tx
      .select()
      .from(reviewVideos)
      .where(and(eq(reviewVideos.id, id), notTrashed(reviewVideos)))
      .for('update');
    if (!current) throw videoNotFound();
    // The slug follows a new title (the list links by it), and stays when the title is unchanged.
    const slug =
      current.title === input.title
        ? current.slug
        : await uniqueSlug(tx, reviewVideos, reviewVideos, input.title, id);
    const [row] = await tx
      .update(reviewVideos)
      .set({ ...input, slug })
      .where(eq(reviewVideos.id, id))
      .returning();
    if (!row) throw videoNotFound();
    await writeAudit(tx, adminId, {
      entity: 'review_video',
      verb: 'edit',
      entityId: id,
      before: rowSnapshot(current),
      after: rowSnapshot(row),
    });
    return row;
  });
}

export async function deleteReviewVideo(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(reviewIdSchema('Review video'), { id: rawId });
  return db.transaction((tx) =>
    trashAudited(tx, adminId, { table: reviewVideos, entity: 'review_video', id, missing: videoNotFound }),
  );
}

export const reviewVideosQuery: Pick<
  QueryResolvers,
  'adminGetListReviewVideos' | 'adminGetReviewVideoDetail'
> = {
  adminGetListReviewVideos: (_root, args, ctx) => listReviewVideos(ctx.db, args),
  adminGetReviewVideoDetail: (_root, args, ctx) => getReviewVideo(ctx.db, args),
};

export const reviewVideosMutation: Pick<
  MutationResolvers,
  'adminCreateReviewVideos' | 'adminEditReviewVideos' | 'adminDeleteReviewVideos'
> = {
  adminCreateReviewVideos: (_root, args, ctx) =>
    saveReviewVideo(ctx.db, null, args.input, requireAdmin(ctx).id),
  adminEditReviewVideos: (_root, args, ctx) =>
    saveReviewVideo(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
  adminDeleteReviewVideos: (_root, args, ctx) => deleteReviewVideo(ctx.db, args.id, requireAdmin(ctx).id),
};
