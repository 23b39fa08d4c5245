import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  admins,
  banners,
  drivingCenters,
  garages,
  parkings,
  reviewCategories,
  reviews,
  reviewVideos,
} from '../../db/schema';
import type { EntityWith } from '../../kit/audit';
import { pageEnvelope, pageWindow, type PageArgs } from '../../kit/page';
import {
  inTrash,
  purgeAudited,
  restoreAudited,
  TRASH_DAYS,
  trashExpired,
  type Trashable,
} from '../../kit/trash';
import type { Tx } from '../../kit/tx';
import { badInput, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type { MutationResolvers, QueryResolvers, TrashKind } from '../generated/resolvers';
import { parkingSnapshot } from './parking';

/** The Trash's areas: each is one list of the Trash screen and one delete permission (docs/trash.md). */
type TrashArea = 'banners' | 'reviews' | 'services';

interface KindDef {
  area: TrashArea;
  noun: string;
  /** The kind's rows in the Trash as `kind, id, title, deleted_at, deleted_by`, for the area's union. */
  rows: SQL;
  restore: (tx: Tx, adminId: string, id: string) => Promise<true>;
  purge: (tx: Tx, actorId: string | null, id: string) => Promise<true>;
  /** The ids trashed more than TRASH_DAYS ago. */
  expired: (db: Db, now: Date) => Promise<string[]>;
}

function kind<T extends Trashable>(o: {
  kind: TrashKind;
  area: TrashArea;
  table: T;
  entity: EntityWith<'restore'> & EntityWith<'purge'>;
  title: PgColumn;
  noun: string;
  snapshot?: (tx: Tx, row: T['$inferSelect']) => Promise<Record<string, unknown>>;
}): KindDef {
  // A record not in the Trash (restored or purged meanwhile, or never deleted) reads as not found.
  const missing = () => notFound(`${o.noun} in the Trash`);
  return {
    area: o.area,
    noun: o.noun,
    rows: sql`select ${o.kind}::text as kind, ${o.table.id} as id, ${o.title} as title,
      ${o.table.deletedAt} as deleted_at, ${o.table.deletedBy} as deleted_by
      from ${o.table} where ${inTrash(o.table)}`,
    restore: (tx, adminId, id) =>
      restoreAudited(tx, adminId, { table: o.table, entity: o.entity, id, missing }),
    purge: (tx, actorId, id) =>
      purgeAudited(tx, actorId, {
        table: o.table,
        entity: o.entity,
        id,
        missing,
        ...(o.snapshot ? { snapshot: (row: T['$inferSelect']) => o.snapshot!(tx, row) } : {}),
      }),
    expired: async (db, now) => {
      const rows = await db
        .select({ id: sql<string>`${o.table.id}` })
        .from(o.table as PgTable)
        .where(trashExpired(o.table, now));
      return rows.map((r) => r.id);
    },
  };
}

const KINDS: Record<TrashKind, KindDef> = {
  BANNER: kind({
    kind: 'BANNER',
    area: 'banners',
    table: banners,
    entity: 'banner',
    title: banners.name,
    noun: 'Banner',
  }),
  REVIEW: kind({
    kind: 'REVIEW',
    area: 'reviews',
    table: reviews,
    entity: 'review',
    title: reviews.nameVi,
    noun: 'Review',
  }),
  REVIEW_CATEGORY: kind({
    kind: 'REVIEW_CATEGORY',
    area: 'reviews',
    table: reviewCategories,
    entity: 'review_category',
    title: reviewCategories.nameVi,
    noun: 'Review category',
  }),
  REVIEW_VIDEO: kind({
    kind: 'REVIEW_VIDEO',
    area: 'reviews',
    table: reviewVideos,
    entity: 'review_video',
    title: reviewVideos.title,
    noun: 'Review video',
  }),
  GARAGE: kind({
    kind: 'GARAGE',
    area: 'services',
    table: garages,
    entity: 'garage',
    title: garages.title,
    noun: 'Garage',
  }),
  DRIVING_CENTER: kind({
    kind: 'DRIVING_CENTER',
    area: 'services',
    table: drivingCenters,
    entity: 'driving_center',
    title: drivingCenters.title,
    noun: 'Driving centre',
  }),
  PARKING: kind({
    kind: 'PARKING',
    area: 'services',
    table: parkings,
    entity: 'parking',
    title: parkings.title,
    noun: 'Parking',
    // With its hours and prices, which the delete for good takes with it.
    snapshot: parkingSnapshot,
  }),
};

const TRASH_KINDS = Object.keys(KINDS) as TrashKind[];

/** The kind asked, if it belongs to the area of the field asking (each field declares its area's permission). */
function kindIn(area: TrashArea, k: TrashKind): KindDef {
  const def = KINDS[k];
  if (def.area !== area) throw badInput(`${k} is not in this Trash`, 'kind');
  return def;
}

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Not a uuid: no such record, and no query the database would refuse. */
function trashId(id: string, noun: string): string {
  if (!uuidLike.test(id)) throw notFound(`${noun} in the Trash`);
  return id;
}

/** One page of an area's Trash, the latest deleted first, in the SPEC §3 envelope. */
export async function listTrash(db: Db, area: TrashArea, args: PageArgs) {
  const window = pageWindow(args);
  const parts = TRASH_KINDS.filter((k) => KINDS[k].area === area).map((k) => KINDS[k].rows);
  const union = sql.join(parts, sql` union all `);
  const [page, total] = await Promise.all([
    db.execute(sql`
      select t.kind, t.id::text as id, t.title,
        (extract(epoch from t.deleted_at) * 1000)::float8 as deleted_ms,
        nullif(trim(${admins.firstName} || ' ' || ${admins.lastName}), '') as deleted_by_name
      from (${union}) t
      left join ${admins} on ${admins.id} = t.deleted_by
      order by t.deleted_at desc, t.id desc
      limit ${window.size} offset ${window.offset}`),
    db.execute(sql`select count(*)::int as n from (${union}) t`),
  ]);
  type Row = {
    kind: TrashKind;
    id: string;
    title: string;
    deleted_ms: number;
    deleted_by_name: string | null;
  };
  const rows = (page as unknown as { rows: Row[] }).rows;
  const [counted] = (total as unknown as { rows: { n: number }[] }).rows;
  const items = rows.map((r) => {
    const deletedAt = new Date(Number(r.deleted_ms));
    return {
      kind: r.kind,
      id: r.id,
      title: r.title,
      deletedAt,
      deletedByName: r.deleted_by_name,
      purgeAt: new Date(deletedAt.getTime() + TRASH_DAYS * 86_400_000),
    };
  });
  return pageEnvelope(items, Number(counted?.n ?? 0), window);
}

export function restoreFromTrash(db: Db, area: TrashArea, k: TrashKind, id: string, adminId: string) {
  const def = kindIn(area, k);
  const key = trashId(id, def.noun);
  return db.transaction((tx) => def.restore(tx, adminId, key));
}

export function deleteForGood(db: Db, area: TrashArea, k: TrashKind, id: string, adminId: string) {
  const def = kindIn(area, k);
  const key = trashId(id, def.noun);
  return db.transaction((tx) => def.purge(tx, adminId, key));
}

/**
 * Deletes for good what has been in the Trash more than TRASH_DAYS (the hourly job, server/http/app.ts):
 * each record in its own transaction with its audit row (`<entity>.purge`, no admin), so one that cannot go
 * stays for the next run and the others go. Answers how many went.
 */
export async function purgeExpiredTrash(db: Db, now: Date = new Date()): Promise<number> {
  let purged = 0;
  for (const k of TRASH_KINDS) {
    const def = KINDS[k];
    for (const id of await def.expired(db, now)) {
      try {
        await db.transaction((tx) => def.purge(tx, null, id));
        purged += 1;
      } catch (e) {
        // Restored or purged by an admin since it was listed: nothing left to do for it.
        if (!(e instanceof Error && /in the Trash/.test(e.message))) throw e;
      }
    }
  }
  return purged;
}

export const trashQuery: Pick<
  QueryResolvers,
  'adminListBannerTrash' | 'adminListReviewTrash' | 'adminListServiceTrash'
> = {
  adminListBannerTrash: (_r, args, ctx) => listTrash(ctx.db, 'banners', args),
  adminListReviewTrash: (_r, args, ctx) => listTrash(ctx.db, 'reviews', args),
  adminListServiceTrash: (_r, args, ctx) => listTrash(ctx.db, 'services', args),
};

export const trashMutation: Pick<
  MutationResolvers,
  | 'adminRestoreBannerFromTrash'
  | 'adminRestoreReviewFromTrash'
  | 'adminRestoreServiceFromTrash'
  | 'adminDeleteBannerForGood'
  | 'adminDeleteReviewForGood'
  | 'adminDeleteServiceForGood'
> = {
  adminRestoreBannerFromTrash: (_r, a, ctx) =>
    restoreFromTrash(ctx.db, 'banners', a.kind, a.id, requireAdmin(ctx).id),
  adminRestoreReviewFromTrash: (_r, a, ctx) =>
    restoreFromTrash(ctx.db, 'reviews', a.kind, a.id, requireAdmin(ctx).id),
  adminRestoreServiceFromTrash: (_r, a, ctx) =>
    restoreFromTrash(ctx.db, 'services', a.kind, a.id, requireAdmin(ctx).id),
  adminDeleteBannerForGood: (_r, a, ctx) =>
    deleteForGood(ctx.db, 'banners', a.kind, a.id, requireAdmin(ctx).id),
  adminDeleteReviewForGood: (_r, a, ctx) =>
    deleteForGood(ctx.db, 'reviews', a.kind, a.id, requireAdmin(ctx).id),
  adminDeleteServiceForGood: (_r, a, ctx) =>
    deleteForGood(ctx.db, 'services', a.kind, a.id, requireAdmin(ctx).id),
};
