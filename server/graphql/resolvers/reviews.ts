import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, media, models, reviewCategories, reviews } from '../../db/schema';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { setActiveAudited } from '../../kit/audited';
import { containsPattern } from '../../kit/like';
import type { MediaRow } from '../../kit/media-url';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { sanitizeRichText } from '../../kit/rich-text';
import { uniqueSlug } from '../../kit/slug';
import type { Tx } from '../../kit/tx';
import { claimEdit } from '../../kit/edit-version';
import { inTrash, notTrashed, trashAudited } from '../../kit/trash';
import { foldSearchText } from '../../../src/rules/fold';
import {
  CATEGORY_UNKNOWN_MESSAGE,
  categoryInTrashUseMessage,
  categoryInUseMessage,
  MEDIA_UNKNOWN_MESSAGE,
  MODEL_UNKNOWN_MESSAGE,
  reviewCategorySchema,
  reviewIdSchema,
  reviewListSchema,
  reviewSchema,
  SLUG_IN_TRASH_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  THUMBNAIL_IMAGE_MESSAGE,
  type ReviewValues,
} from '../../../src/rules/reviews';
import { badInput, conflict, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type {
  MutationResolvers,
  QueryAdminGetListReviewCategoriesArgs,
  QueryAdminGetListReviewsArgs,
  QueryResolvers,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { lockTable } from './settings-shared';

type ReviewRow = typeof reviews.$inferSelect;
type CategoryRow = typeof reviewCategories.$inferSelect;

const reviewNotFound = () => notFound('Review');
const categoryNotFound = () => notFound('Review category');

/** Accent- and case-blind match of a column against every word typed ('danh gia' finds 'Đánh giá'). */
function foldedWords(keyword: string | undefined, cols: SQL[]): SQL | undefined {
  if (!keyword) return undefined;
  const words = [...new Set(foldSearchText(keyword).split(/\s+/).filter(Boolean))].slice(0, 5);
  return and(
    ...words.map((w) => {
      const pattern = containsPattern(w);
      return or(...cols.map((c) => sql`kar_fold(${c}) like ${pattern}`));
    }),
  );
}

// --- categories -----------------------------------------------------------------------------------

/** Number of reviews in each of the given categories (SPEC §3 ReviewCategory.total). */
async function totals(db: Db | Tx, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: reviews.category, n: count() })
    .from(reviews)
    .where(and(inArray(reviews.category, ids), notTrashed(reviews)))
    .groupBy(reviews.category);
  return new Map(rows.map((r) => [r.id ?? '', r.n]));
}

async function withTotals(db: Db | Tx, rows: CategoryRow[]) {
  const n = await totals(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, total: n.get(r.id) ?? 0 }));
}

async function categoryById(db: Db | Tx, id: string) {
  const [row] = await db
    .select()
    .from(reviewCategories)
    .where(and(eq(reviewCategories.id, id), notTrashed(reviewCategories)));
  if (!row) throw categoryNotFound();
  const [one] = await withTotals(db, [row]);
  if (!one) throw categoryNotFound();
  return one;
}

const categorySnapshot = (c: CategoryRow) => rowSnapshot(c);

async function slugFor(
  tx: Tx,
  table: typeof reviews | typeof reviewCategories,
  name: string,
  wanted: string | null,
  exceptId?: string,
) {
  if (!wanted) return uniqueSlug(tx, table, table, name, exceptId);
  const [taken] = await tx
    .select({ id: table.id, deletedAt: table.deletedAt })
    .from(table)
    .where(and(eq(table.slug, wanted), exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  // A record in the Trash keeps its slug until it is deleted for good, so a restore never finds it taken.
  if (taken) throw badInput(taken.deletedAt ? SLUG_IN_TRASH_MESSAGE : SLUG_TAKEN_MESSAGE, 'slug');
  return wanted;
}

export async function saveCategory(
  db: Db,
  rawId: string | null,
  rawInput: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const id = rawId === null ? null : parseInput(reviewIdSchema('Review category'), { id: rawId }).id;
  const input = parseInput(reviewCategorySchema, rawInput);
  return db.transaction(async (tx) => {
    await lockTable(tx, 'review_categories');
    if (id === null) {
      const slug = await slugFor(tx, reviewCategories, input.nameVi, input.slug);
      const [row] = await tx
        .insert(reviewCategories)
        .values({ nameVi: input.nameVi, nameEn: input.nameEn, slug, isActive: input.isActive })
        .returning();
      if (!row) throw categoryNotFound();
      await writeAudit(tx, adminId, {
        entity: 'review_category',
        verb: 'create',
        entityId: row.id,
        after: categorySnapshot(row),
      });
      return categoryById(tx, row.id);
    }
    await claimEdit(tx, reviewCategories, id, editVersion);
    const [current] = await tx
      .select()
      .from(reviewCategories)
      .where(and(eq(reviewCategories.id, id), notTrashed(reviewCategories)))
      .for('update');
    if (!current) throw categoryNotFound();
    const slug = input.slug
      ? await slugFor(tx, reviewCategories, input.nameVi, input.slug, id)
      : current.slug;
    const [row] = await tx
      .update(reviewCategories)
      .set({ nameVi: input.nameVi, nameEn: input.nameEn, slug, isActive: input.isActive })
      .where(eq(reviewCategories.id, id))
      .returning();
    if (!row) throw categoryNotFound();
    await writeAudit(tx, adminId, {
      entity: 'review_category',
      verb: 'edit',
      entityId: id,
      before: categorySnapshot(current),
      after: categorySnapshot(row),
    });
    return categoryById(tx, id);
  });
}

/**
 * Refused while any review uses the category, one in the Trash included (it may be restored, and must find
 * its category); the foreign key (RESTRICT, 0014) backs the check when the category is deleted for good.
 */
export async function checkCategoryUnused(tx: Tx, id: string) {
  const [used] = await tx
    .select({
      live: sql<number>`count(*) filter (where ${notTrashed(reviews)})`.mapWith(Number),
      trashed: sql<number>`count(*) filter (where ${inTrash(reviews)})`.mapWith(Number),
    })
    .from(reviews)
    .where(eq(reviews.category, id));
  if (used && used.live > 0) throw conflict(categoryInUseMessage(used.live));
  if (used && used.trashed > 0) throw conflict(categoryInTrashUseMessage(used.trashed));
}

/** To the Trash (docs/trash.md), unless in use (SPEC §2.5's refusal stays). */
export async function deleteCategory(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(reviewIdSchema('Review category'), { id: rawId });
  return db.transaction((tx) =>
    trashAudited(tx, adminId, {
      table: reviewCategories,
      entity: 'review_category',
      id,
      missing: categoryNotFound,
      check: () => checkCategoryUnused(tx, id),
    }),
  );
}

export async function changeCategoryStatus(db: Db, raw: { id: string; active: boolean }, adminId: string) {
  const { id } = parseInput(reviewIdSchema('Review category'), { id: raw.id });
  return db.transaction(async (tx) => {
    await setActiveAudited(tx, adminId, {
      table: reviewCategories,
      entity: 'review_category',
      id,
      active: raw.active,
      missing: categoryNotFound,
    });
    return categoryById(tx, id);
  });
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const categorySort = listSort(
  {
    createdAt: reviewCategories.createdAt,
    nameVi: reviewCategories.nameVi,
    nameEn: reviewCategories.nameEn,
  },
  reviewCategories.id,
);

export async function listCategories(db: Db, args: QueryAdminGetListReviewCategoriesArgs) {
  const { keyword } = parseInput(reviewListSchema, { keyword: args.keyword });
  const where = and(
    notTrashed(reviewCategories),
    foldedWords(keyword, [sql`${reviewCategories.nameVi}`, sql`${reviewCategories.nameEn}`]),
  );
  return pagedList(
    args,
    db
      .select()
      .from(reviewCategories)
      .where(where)
      .orderBy(
        ...categorySort.orderBy(args.sort, [desc(reviewCategories.createdAt), desc(reviewCategories.id)]),
      ),
    db.select({ n: count() }).from(reviewCategories).where(where),
    (rows) => withTotals(db, rows),
  );
}

// --- reviews --------------------------------------------------------------------------------------

/**
 * The Review of SPEC §3 for a page of rows: categories, car models (with brands) and media read once
 * for the whole page, not once per row.
 */
async function toReviews(db: Db | Tx, rows: ReviewRow[]) {
  const categoryIds = [...new Set(rows.flatMap((r) => (r.category ? [r.category] : [])))];
  const modelIds = [...new Set(rows.flatMap((r) => r.modelIds))];
  const mediaIds = [...new Set(rows.flatMap((r) => [...r.mediaIds, ...(r.thumnail ? [r.thumnail] : [])]))];
  // One after another: inside a transaction the three share one connection.
  const categoryRows = categoryIds.length
    ? await db.select().from(reviewCategories).where(inArray(reviewCategories.id, categoryIds))
    : [];
  const modelRows = modelIds.length
    ? await db
        .select({ model: models, brand: brands })
        .from(models)
        .leftJoin(brands, eq(brands.id, models.brand))
        .where(inArray(models.id, modelIds))
    : [];
  const mediaRows = mediaIds.length ? await db.select().from(media).where(inArray(media.id, mediaIds)) : [];
  const categories = new Map((await withTotals(db, categoryRows)).map((c) => [c.id, c]));
  const carModels = new Map(
    modelRows.map(({ model, brand }) => [
      model.id,
      {
        ...model,
        brandMeta: brand ? { ...brand, mediaDetail: null } : null,
        totalPost: null,
      },
    ]),
  );
  const medias = new Map<string, MediaRow>(mediaRows.map((m) => [m.id, m]));
  return rows.map((r) => {
    const category = r.category ? categories.get(r.category) : undefined;
    return {
      ...r,
      categories: category ? [category] : [],
      carModels: r.modelIds.flatMap((id) => {
        const m = carModels.get(id);
        return m ? [m] : [];
      }),
      medias: r.mediaIds.flatMap((id) => {
        const m = medias.get(id);
        return m && !m.isDeleted ? [m] : [];
      }),
      thumnailMedia: (r.thumnail && medias.get(r.thumnail)) || null,
    };
  });
}

async function reviewById(db: Db | Tx, id: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), notTrashed(reviews)));
  if (!row) throw reviewNotFound();
  const [one] = await toReviews(db, [row]);
  if (!one) throw reviewNotFound();
  return one;
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const reviewSort = listSort(
  {
    createdAt: reviews.createdAt,
    nameVi: reviews.nameVi,
  },
  reviews.id,
);

export async function listReviews(db: Db, args: QueryAdminGetListReviewsArgs) {
  const { keyword, category } = parseInput(reviewListSchema, {
    keyword: args.keyword,
    category: args.category,
  });
  const where = and(
    notTrashed(reviews),
    category ? eq(reviews.category, category) : undefined,
    foldedWords(keyword, [sql`${reviews.nameVi}`, sql`${reviews.nameEn}`]),
  );
  return pagedList(
    args,
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...reviewSort.orderBy(args.sort, [desc(reviews.createdAt), desc(reviews.id)])),
    db.select({ n: count() }).from(reviews).where(where),
    (rows) => toReviews(db, rows),
  );
}

/** Category, car models and media checked inside the write's transaction, each refusal naming its field. */
async function checkReferences(tx: Tx, input: ReviewValues) {
  const [category] = await tx
    .select({ id: reviewCategories.id })
    .from(reviewCategories)
    .where(and(eq(reviewCategories.id, input.category), notTrashed(reviewCategories)))
    .for('share');
  if (!category) throw badInput(CATEGORY_UNKNOWN_MESSAGE, 'category');
  if (input.modelIds.length) {
    const found = await tx.select({ id: models.id }).from(models).where(inArray(models.id, input.modelIds));
    if (found.length !== input.modelIds.length) throw badInput(MODEL_UNKNOWN_MESSAGE, 'modelIds');
  }
  const mediaIds = [...new Set([...input.mediaIds, ...(input.thumnail ? [input.thumnail] : [])])];
  if (mediaIds.length) {
    const found = await tx
      .select({ id: media.id, mimeType: media.mimeType, isDeleted: media.isDeleted })
      .from(media)
      .where(inArray(media.id, mediaIds))
      .for('share');
    const live = new Map(found.filter((m) => !m.isDeleted).map((m) => [m.id, m]));
    if (input.mediaIds.some((id) => !live.has(id))) throw badInput(MEDIA_UNKNOWN_MESSAGE, 'mediaIds');
    if (input.thumnail) {
      const thumb = live.get(input.thumnail);
      if (!thumb) throw badInput(MEDIA_UNKNOWN_MESSAGE, 'thumnail');
      if (!thumb.mimeType.startsWith('image/')) throw badInput(THUMBNAIL_IMAGE_MESSAGE, 'thumnail');
    }
  }
}

/** What is stored of an input: the rich text sanitised (server/kit/rich-text.ts). */
const stored = (input: ReviewValues) => ({
  nameVi: input.nameVi,
  nameEn: input.nameEn,
  descriptionVi: input.descriptionVi,
  descriptionEn: input.descriptionEn,
  contentVi: sanitizeRichText(input.contentVi),
  contentEn: sanitizeRichText(input.contentEn),
  category: input.category,
  modelIds: input.modelIds,
  mediaIds: input.mediaIds,
  thumnail: input.thumnail,
  applyType: input.applyType,
  isActive: input.isActive,
});

/** Sanitising can leave nothing of the VI content (it was all script): that is no content. */
function requireContent(values: ReturnType<typeof stored>) {
  if (!values.contentVi) throw badInput('Content (VI) must not be left blank', 'contentVi');
  return values;
}

export async function createReview(db: Db, rawInput: unknown, adminId: string) {
  const input = parseInput(reviewSchema, rawInput);
  const values = requireContent(stored(input));
  return db.transaction(async (tx) => {
    await lockTable(tx, 'reviews');
    await checkReferences(tx, input);
    const slug = await slugFor(tx, reviews, input.nameVi, input.slug);
    const [row] = await tx
      .insert(reviews)
      .values({ ...values, slug })
      .returning();
    if (!row) throw reviewNotFound();
    await writeAudit(tx, adminId, {
      entity: 'review',
      verb: 'create',
      entityId: row.id,
      after: rowSnapshot(row),
    });
    return reviewById(tx, row.id);
  });
}

/** The slug is fixed at the first save (links to the review keep working); an edit keeps it. */
export async function editReview(
  db: Db,
  rawId: string,
  rawInput: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const { id } = parseInput(reviewIdSchema('Review'), { id: rawId });
  const input = parseInput(reviewSchema, rawInput);
  const values = requireContent(stored(input));
  return db.transaction(async (tx) => {
    await claimEdit(tx, reviews, id, editVersion);
    const [current] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, id), notTrashed(reviews)))
      .for('update');
    if (!current) throw reviewNotFound();
    await checkReferences(tx, input);
    const [row] = await tx.update(reviews).set(values).where(eq(reviews.id, id)).returning();
    if (!row) throw reviewNotFound();
    await writeAudit(tx, adminId, {
      entity: 'review',
      verb: 'edit',
      entityId: id,
      before: rowSnapshot(current),
      after: rowSnapshot(row),
    });
    return reviewById(tx, id);
  });
}

export async function deleteReview(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(reviewIdSchema('Review'), { id: rawId });
  return db.transaction((tx) =>
    trashAudited(tx, adminId, { table: reviews, entity: 'review', id, missing: reviewNotFound }),
  );
}

export async function changeReviewStatus(db: Db, raw: { id: string; active: boolean }, adminId: string) {
  const { id } = parseInput(reviewIdSchema('Review'), { id: raw.id });
  return db.transaction(async (tx) => {
    await setActiveAudited(tx, adminId, {
      table: reviews,
      entity: 'review',
      id,
      active: raw.active,
      missing: reviewNotFound,
    });
    return reviewById(tx, id);
  });
}

export const reviewsQuery: Pick<
  QueryResolvers,
  | 'adminGetListReviews'
  | 'adminGetReviewDetail'
  | 'adminGetReviewsCatetories'
  | 'adminGetListReviewCategories'
  | 'adminGetReviewCategoryDetail'
> = {
  adminGetListReviews: (_root, args, ctx) => listReviews(ctx.db, args),
  adminGetReviewDetail: (_root, args, ctx) =>
    reviewById(ctx.db, parseInput(reviewIdSchema('Review'), { id: args.id }).id),
  adminGetReviewsCatetories: async (_root, _args, ctx) =>
    withTotals(
      ctx.db,
      await ctx.db
        .select()
        .from(reviewCategories)
        .where(notTrashed(reviewCategories))
        .orderBy(reviewCategories.nameVi),
    ),
  adminGetListReviewCategories: (_root, args, ctx) => listCategories(ctx.db, args),
  adminGetReviewCategoryDetail: (_root, args, ctx) =>
    categoryById(ctx.db, parseInput(reviewIdSchema('Review category'), { id: args.id }).id),
};

export const reviewsMutation: Pick<
  MutationResolvers,
  | 'adminCreateReview'
  | 'adminEditReview'
  | 'adminDeleteReview'
  | 'adminChangeStatusReview'
  | 'adminCreateReviewCategory'
  | 'adminEditReviewCategory'
  | 'adminDeleteReviewCategory'
  | 'adminChangeStatusReviewCategory'
> = {
  adminCreateReview: (_root, args, ctx) => createReview(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditReview: (_root, args, ctx) =>
    editReview(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
  adminDeleteReview: (_root, args, ctx) => deleteReview(ctx.db, args.id, requireAdmin(ctx).id),
  adminChangeStatusReview: (_root, args, ctx) => changeReviewStatus(ctx.db, args.input, requireAdmin(ctx).id),
  adminCreateReviewCategory: (_root, args, ctx) =>
    saveCategory(ctx.db, null, args.input, requireAdmin(ctx).id),
  adminEditReviewCategory: (_root, args, ctx) =>
    saveCategory(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
  adminDeleteReviewCategory: (_root, args, ctx) => deleteCategory(ctx.db, args.id, requireAdmin(ctx).id),
  adminChangeStatusReviewCategory: (_root, args, ctx) =>
    changeCategoryStatus(ctx.db, args.input, requireAdmin(ctx).id),
};
