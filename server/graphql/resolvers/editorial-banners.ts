import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bannerPositions, banners, media } from '../../db/schema';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import type { Tx } from '../../kit/tx';
import { claimEdit } from '../../kit/edit-version';
import { notTrashed, trashAudited } from '../../kit/trash';
import {
  bannerSchema,
  IMAGE_UNKNOWN_MESSAGE,
  idSchema,
  listSchema,
  POSITION_UNKNOWN_MESSAGE,
} from '../../../src/rules/editorial';
import { badInput, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { checkMedia, foldedContains } from './learning-shared';

type BannerRow = typeof banners.$inferSelect;
type PositionRow = typeof bannerPositions.$inferSelect;
type MediaRow = typeof media.$inferSelect;

const bannerNotFound = () => notFound('Banner');
const bannerId = idSchema('banner');

/** The banners of a page with their position and images, in two queries whatever the page size. */
async function toBanners(db: Db | Tx, rows: { banner: BannerRow; position: PositionRow | null }[]) {
  const ids = [...new Set(rows.flatMap((r) => r.banner.mediaIds))];
  const files = ids.length ? await db.select().from(media).where(inArray(media.id, ids)) : [];
  const byId = new Map<string, MediaRow>(files.map((m) => [m.id, m]));
  return rows.map(({ banner, position }) => ({
    ...banner,
    position,
    // In the order the admin gave; the first is the list's thumbnail.
    medias: banner.mediaIds.map((id) => byId.get(id)).filter((m): m is MediaRow => !!m),
  }));
}

function selectBanners(db: Db | Tx) {
  return db
    .select({ banner: banners, position: bannerPositions })
    .from(banners)
    .leftJoin(bannerPositions, eq(bannerPositions.id, banners.positionId));
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const bannerSort = listSort(
  {
    createdAt: banners.createdAt,
    name: banners.name,
  },
  banners.id,
);

export async function listBanners(
  db: Db,
  args: { skip?: number | null; take?: number | null; sort?: string | null; keyword?: string | null },
) {
  const { keyword } = parseInput(listSchema, { keyword: args.keyword });
  const where = and(notTrashed(banners), keyword ? foldedContains(sql`${banners.name}`, keyword) : undefined);
  return pagedList(
    args,
    selectBanners(db)
      .where(where)
      .orderBy(...bannerSort.orderBy(args.sort, [desc(banners.createdAt), desc(banners.id)])),
    db.select({ n: count() }).from(banners).where(where),
    (rows) => toBanners(db, rows),
  );
}

async function bannerById(db: Db | Tx, id: string) {
  const rows = await selectBanners(db)
    .where(and(eq(banners.id, id), notTrashed(banners)))
    .limit(1);
  const [banner] = await toBanners(db, rows);
  if (!banner) throw bannerNotFound();
  return banner;
}

export function getBanner(db: Db, rawId: string) {
  const { id } = parseInput(bannerId, { id: rawId });
  return bannerById(db, id);
}

async function checkReferences(tx: Tx, positionId: string, mediaIds: string[]) {
  const [position] = await tx
    .select({ id: bannerPositions.id })
    .from(bannerPositions)
    .where(eq(bannerPositions.id, positionId))
    .for('share');
  if (!position) throw badInput(POSITION_UNKNOWN_MESSAGE, 'positionId');
  await checkMedia(tx, mediaIds, 'image/', 'mediaIds', IMAGE_UNKNOWN_MESSAGE);
}

export async function createBanner(db: Db, raw: unknown, adminId: string) {
  const input = parseInput(bannerSchema, raw);
  return db.transaction(async (tx) => {
    await checkReferences(tx, input.positionId, input.mediaIds);
    const [row] = await tx.insert(banners).values(input).returning();
    if (!row) throw bannerNotFound();
    await writeAudit(tx, adminId, {
      entity: 'banner',
      verb: 'create',
      entityId: row.id,
      after: rowSnapshot(row),
    });
    return bannerById(tx, row.id);
  });
}

export async function editBanner(
  db: Db,
  rawId: string,
  raw: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const { id } = parseInput(bannerId, { id: rawId });
  const input = parseInput(bannerSchema, raw);
  return db.transaction(async (tx) => {
    await claimEdit(tx, banners, id, editVersion);
    const [current] = await tx
      .select()
      .from(banners)
      .where(and(eq(banners.id, id), notTrashed(banners)))
      .for('update');
    if (!current) throw bannerNotFound();
    await checkReferences(tx, input.positionId, input.mediaIds);
    const [row] = await tx
      .update(banners)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(banners.id, id))
      .returning();
    if (!row) throw bannerNotFound();
    await writeAudit(tx, adminId, {
      entity: 'banner',
      verb: 'edit',
      entityId: id,
      before: rowSnapshot(current),
      after: rowSnapshot(row),
    });
    return bannerById(tx, id);
  });
}

/**
 * Sets a banner active or inactive: `active`, or with `'toggle'` the opposite of what the locked row holds
 * (SPEC §7: adminUpdateStatusBanner takes only the id and flips the flag). A bulk action sends the state, so
 * a banner another admin set meanwhile stays as asked; one already so is not written and not audited.
 */
export async function setBannerActive(db: Db, rawId: string, active: boolean | 'toggle', adminId: string) {
  const { id } = parseInput(bannerId, { id: rawId });
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ isActive: banners.isActive })
      .from(banners)
      .where(and(eq(banners.id, id), notTrashed(banners)))
      .for('update');
    if (!current) throw bannerNotFound();
    const next = active === 'toggle' ? !current.isActive : active;
    if (next !== current.isActive) {
      await tx.update(banners).set({ isActive: next, updatedAt: new Date() }).where(eq(banners.id, id));
      await writeAudit(tx, adminId, {
        entity: 'banner',
        verb: 'update_status',
        entityId: id,
        before: { isActive: current.isActive },
        after: { isActive: next },
      });
    }
    return bannerById(tx, id);
  });
}

export async function deleteBanner(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(bannerId, { id: rawId });
  // To the Trash (docs/trash.md): the banner and its images stay, for Undo and the Trash's Restore.
  return db.transaction((tx) =>
    trashAudited(tx, adminId, { table: banners, entity: 'banner', id, missing: bannerNotFound }),
  );
}

export const bannersQuery: Pick<
  QueryResolvers,
  'adminListBanner' | 'adminListBannerPosition' | 'getBannerDetail'
> = {
  adminListBanner: (_root, args, ctx) => listBanners(ctx.db, args),
  adminListBannerPosition: (_root, _args, ctx) =>
    ctx.db.select().from(bannerPositions).orderBy(asc(bannerPositions.name)),
  getBannerDetail: (_root, args, ctx) => getBanner(ctx.db, args.id),
};

export const bannersMutation: Pick<
  MutationResolvers,
  'adminCreateBanner' | 'adminEditBanner' | 'adminUpdateStatusBanner' | 'adminDeleteBanner'
> = {
  adminCreateBanner: (_root, args, ctx) => createBanner(ctx.db, args, requireAdmin(ctx).id),
  adminEditBanner: (_root, { id, editVersion, ...args }, ctx) =>
    editBanner(ctx.db, id, args, requireAdmin(ctx).id, editVersion),
  adminUpdateStatusBanner: (_root, args, ctx) =>
    setBannerActive(ctx.db, args.id, 'toggle', requireAdmin(ctx).id),
  adminDeleteBanner: (_root, args, ctx) => deleteBanner(ctx.db, args.id, requireAdmin(ctx).id),
};
