import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  districts,
  drivingCenters,
  garages,
  media,
  provinces,
  userNotifications,
  users,
  wards,
} from '../../db/schema';
import type { GarageStatus } from '../../db/tables/enums';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { slugRoot } from '../../kit/slug';
import { readTogether, type Tx } from '../../kit/tx';
import {
  DISTRICT_DROPPED_MESSAGE,
  PROVINCE_UNKNOWN_MESSAGE,
  WARD_UNKNOWN_MESSAGE,
} from '../../../src/rules/address';
import {
  drivingCenterSchema,
  GARAGE_TRANSITIONS,
  garageRejectSchema,
  garageSchema,
  listingIdSchema,
  normalizePhone,
  OWNER_UNKNOWN_MESSAGE,
  PHOTO_UNKNOWN_MESSAGE,
  serviceListSchema,
} from '../../../src/rules/garages';
import { badInput, conflict, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type {
  MutationResolvers,
  QueryAdminGaragePaginationArgs,
  QueryResolvers,
} from '../generated/resolvers';
import { vnDayStart, vnNextDayStart } from '../vn-day';
import { parseInput } from '../zod-input';
import { checkMedia } from './learning-shared';
import { containsPattern } from '../../kit/like';
import { claimEdit } from '../../kit/edit-version';
import { notTrashed, trashAudited } from '../../kit/trash';
import { foldSearchText } from '../../../src/rules/fold';

type GarageRow = typeof garages.$inferSelect;
type CenterRow = typeof drivingCenters.$inferSelect;
type Listing = typeof garages | typeof drivingCenters;

const garageNotFound = () => notFound('Garage');
const centerNotFound = () => notFound('Driving centre');

/** A short suffix of the id keeps the slug unique without a read-then-write race (titles repeat). */
const listingSlug = (title: string, id: string) => `${slugRoot(title)}-${id.slice(0, 8)}`;

/**
 * Listings with their address units (active or former) joined in the same statement: a page of the
 * Driving centres list read them in three more look-ups, each a round trip beside the page's own
 * (bench/report.md, Sorts at scale). The units are keyed by code, so each join adds no rows.
 */
const units = { province: provinces, district: districts, ward: wards };

// One per table: drizzle's select does not type a table passed as a generic.
const selectGarages = (db: Db | Tx) =>
  db
    .select({ listing: garages, ...units })
    .from(garages)
    .leftJoin(provinces, eq(provinces.code, garages.province))
    .leftJoin(districts, eq(districts.code, garages.district))
    .leftJoin(wards, eq(wards.code, garages.ward));

const selectCenters = (db: Db | Tx) =>
  db
    .select({ listing: drivingCenters, ...units })
    .from(drivingCenters)
    .leftJoin(provinces, eq(provinces.code, drivingCenters.province))
    .leftJoin(districts, eq(districts.code, drivingCenters.district))
    .leftJoin(wards, eq(wards.code, drivingCenters.ward));

interface WithUnits<R> {
  listing: R;
  province: typeof provinces.$inferSelect | null;
  district: typeof districts.$inferSelect | null;
  ward: typeof wards.$inferSelect | null;
}

/** What a page of listings shows beside its own columns and units, read once for the page: the photos and, for garages, the owner. */
async function hydrate<R extends GarageRow | CenterRow>(db: Db | Tx, rows: WithUnits<R>[]) {
  const mediaIds = [...new Set(rows.flatMap((r) => r.listing.mediaIds))];
  const ownerIds = [
    ...new Set(rows.flatMap(({ listing: r }) => ('userId' in r && r.userId ? [r.userId] : []))),
  ];
  const [mediaRows, ownerRows] = await readTogether(db, [
    () => (mediaIds.length ? db.select().from(media).where(inArray(media.id, mediaIds)) : []),
    () => (ownerIds.length ? db.select().from(users).where(inArray(users.id, ownerIds)) : []),
  ]);
  const mediaBy = new Map(mediaRows.map((m) => [m.id, m]));
  const ownerBy = new Map(ownerRows.map((u) => [u.id, u]));
  return rows.map(({ listing: r, province, district, ward }) => ({
    ...r,
    services: r.services,
    distance: null,
    location: null,
    // Left-joined: null where the listing has no such unit.
    provinceDetail: province,
    districtDetail: district,
    wardDetail: ward,
    medias: r.mediaIds.flatMap((id) => {
      const m = mediaBy.get(id);
      return m && !m.isDeleted ? [m] : [];
    }),
    user: 'userId' in r && r.userId ? (ownerBy.get(r.userId) ?? null) : null,
  }));
}

/** SPEC §2.14 filters: keyword in the title (accents aside), phone or email; dates as Vietnamese days. */
function listWhere(table: Listing, raw: unknown): SQL | undefined {
  const f = parseInput(serviceListSchema, raw);
  const conditions: (SQL | undefined)[] = [notTrashed(table)];
  if (f.keyword) {
    const digits = normalizePhone(f.keyword);
    conditions.push(
      or(
        // title_search: kar_fold(title), stored by migration 0016 outside the drizzle table.
        sql`${table}."title_search" like ${containsPattern(foldSearchText(f.keyword))}`,
        /^\+?[0-9]{3,}$/.test(digits) ? sql`${table.phone} like ${`%${digits}%`}` : undefined,
        f.keyword.includes('@') ? sql`lower(${table.email}) = ${f.keyword.toLowerCase()}` : undefined,
      ),
    );
  }
  if (f.province) conditions.push(eq(table.province, f.province));
  if (f.district) conditions.push(eq(table.district, f.district));
  if (f.ward) conditions.push(eq(table.ward, f.ward));
  if (f.createFrom) conditions.push(gte(table.createdAt, vnDayStart(f.createFrom)));
  if (f.createTo) conditions.push(lt(table.createdAt, vnNextDayStart(f.createTo)));
  return and(...conditions);
}

function filterArgs(args: QueryAdminGaragePaginationArgs) {
  return {
    keyword: args.keyword,
    createFrom: args.createFrom,
    createTo: args.createTo,
    province: args.province,
    district: args.district,
    ward: args.ward,
  };
}

/** What this list sorts by (its `order` argument; server/kit/sort.ts). */
export const garageSort = listSort(
  {
    createdAt: garages.createdAt,
    title: garages.title,
    rating: garages.averageRating,
  },
  garages.id,
);

export function listGarages(db: Db, args: QueryAdminGaragePaginationArgs) {
  const where = listWhere(garages, filterArgs(args));
  return pagedList(
    args,
    selectGarages(db)
      .where(where)
      .orderBy(...garageSort.orderBy(args.order, [desc(garages.createdAt), desc(garages.id)])),
    db.select({ n: count() }).from(garages).where(where),
    (rows) => hydrate(db, rows),
  );
}

/** What this list sorts by (its `order` argument; server/kit/sort.ts). */
export const drivingCenterSort = listSort(
  {
    createdAt: drivingCenters.createdAt,
    title: drivingCenters.title,
    rating: drivingCenters.averageRating,
  },
  drivingCenters.id,
);

export function listDrivingCenters(db: Db, args: QueryAdminGaragePaginationArgs) {
  const where = listWhere(drivingCenters, filterArgs(args));
  return pagedList(
    args,
    selectCenters(db)
      .where(where)
      .orderBy(
        ...drivingCenterSort.orderBy(args.order, [desc(drivingCenters.createdAt), desc(drivingCenters.id)]),
      ),
    db.select({ n: count() }).from(drivingCenters).where(where),
    (rows) => hydrate(db, rows),
  );
}

async function garageById(db: Db | Tx, rawId: string) {
  const { id } = parseInput(listingIdSchema, { id: rawId });
  const [row] = await selectGarages(db).where(and(eq(garages.id, id), notTrashed(garages)));
  if (!row) throw garageNotFound();
  const [item] = await hydrate(db, [row]);
  if (!item) throw garageNotFound();
  return item;
}

async function centerById(db: Db | Tx, rawId: string) {
  const { id } = parseInput(listingIdSchema, { id: rawId });
  const [row] = await selectCenters(db).where(and(eq(drivingCenters.id, id), notTrashed(drivingCenters)));
  if (!row) throw centerNotFound();
  const [item] = await hydrate(db, [row]);
  if (!item) throw centerNotFound();
  return item;
}

/**
 * The units a write may save: current ones (an active province and an active ward under it), or the
 * record's own units left as they were, so a record on a former unit can be edited before it is moved.
 * A district is kept only as the record had it; a new province or ward drops it.
 */
async function checkUnits(
  tx: Tx,
  input: { province: string; ward: string; district: string | null },
  current?: { province: string | null; ward: string | null; district: string | null },
) {
  const unchanged = current && current.province === input.province && current.ward === input.ward;
  if (unchanged) {
    if (input.district && input.district !== current.district)
      throw badInput(DISTRICT_DROPPED_MESSAGE, 'district');
    return { province: input.province, ward: input.ward, district: input.district };
  }
  const [province] = await tx
    .select({ code: provinces.code })
    .from(provinces)
    .where(and(eq(provinces.code, input.province), eq(provinces.isActive, true)));
  if (!province) throw badInput(PROVINCE_UNKNOWN_MESSAGE, 'province');
  const [ward] = await tx
    .select({ code: wards.code })
    .from(wards)
    .where(and(eq(wards.code, input.ward), eq(wards.provinceCode, input.province), eq(wards.isActive, true)));
  if (!ward) throw badInput(WARD_UNKNOWN_MESSAGE, 'ward');
  if (input.district && input.district !== current?.district)
    throw badInput(DISTRICT_DROPPED_MESSAGE, 'district');
  return { province: input.province, ward: input.ward, district: null };
}

async function checkOwner(tx: Tx, userId: string | null) {
  if (!userId) return;
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('share');
  if (!owner) throw badInput(OWNER_UNKNOWN_MESSAGE, 'userId');
}

const garageSnapshot = (g: GarageRow) => {
  const { slug: _slug, totalRating: _t, averageRating: _a, totalRatingScore: _s, ...rest } = rowSnapshot(g);
  return rest;
};

export async function createGarage(db: Db, rawInput: unknown, adminId: string) {
  const input = parseInput(garageSchema, rawInput);
  return db.transaction(async (tx) => {
    const units = await checkUnits(tx, input);
    await checkMedia(tx, input.mediaIds, 'image/', 'mediaIds', PHOTO_UNKNOWN_MESSAGE);
    await checkOwner(tx, input.userId);
    const id = crypto.randomUUID();
    const [row] = await tx
      .insert(garages)
      .values({ ...input, ...units, id, slug: listingSlug(input.title, id), status: 'PENDING' })
      .returning();
    if (!row) throw garageNotFound();
    await writeAudit(tx, adminId, {
      entity: 'garage',
      verb: 'create',
      entityId: id,
      after: garageSnapshot(row),
    });
    return garageById(tx, id);
  });
}

export async function editGarage(
  db: Db,
  rawId: string,
  rawInput: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const { id } = parseInput(listingIdSchema, { id: rawId });
  const input = parseInput(garageSchema, rawInput);
  return db.transaction(async (tx) => {
    await claimEdit(tx, garages, id, editVersion);
    const [current] = await tx
      .select()
      .from(garages)
      .where(and(eq(garages.id, id), notTrashed(garages)))
      .for('update');
    if (!current) throw garageNotFound();
    const units = await checkUnits(tx, input, current);
    await checkMedia(tx, input.mediaIds, 'image/', 'mediaIds', PHOTO_UNKNOWN_MESSAGE);
    await checkOwner(tx, input.userId);
    const [row] = await tx
      .update(garages)
      .set({
        ...input,
        ...units,
        slug: current.title === input.title ? current.slug : listingSlug(input.title, id),
      })
      .where(eq(garages.id, id))
      .returning();
    if (!row) throw garageNotFound();
    await writeAudit(tx, adminId, {
      entity: 'garage',
      verb: 'edit',
      entityId: id,
      before: garageSnapshot(current),
      after: garageSnapshot(row),
    });
    return garageById(tx, id);
  });
}

export async function deleteGarage(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(listingIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    // To the Trash (docs/trash.md): its photos, services, owner and place stay on the row for a restore.
    return trashAudited(tx, adminId, {
      table: garages,
      entity: 'garage',
      id,
      missing: garageNotFound,
      snapshot: garageSnapshot,
    });
  });
}

/** SPEC §4 Kar Check: set or cleared by the row's button; audited with the flag before and after. */
export async function editGarageKarCheck(db: Db, rawId: string, isKarCheck: boolean, adminId: string) {
  const { id } = parseInput(listingIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(garages)
      .where(and(eq(garages.id, id), notTrashed(garages)))
      .for('update');
    if (!current) throw garageNotFound();
    if (current.karCheck !== isKarCheck) {
      await tx.update(garages).set({ karCheck: isKarCheck }).where(eq(garages.id, id));
      await writeAudit(tx, adminId, {
        entity: 'garage',
        verb: 'kar_check',
        entityId: id,
        before: { karCheck: current.karCheck },
        after: { karCheck: isKarCheck },
      });
    }
    return garageById(tx, id);
  });
}

const STATUS_WORDS: Record<GarageStatus, string> = { ACTIVE: 'Active', PENDING: 'Pending', REJECT: 'Reject' };

/**
 * The transitions issue 13 decides (docs/garages.md): Pending → Active (approve) or Reject (with a
 * reason the owner gets as an in-app notification), Active → Pending. Anything else is a conflict.
 */
export async function updateGarageStatus(
  db: Db,
  rawId: string,
  status: GarageStatus,
  rawReason: string | null | undefined,
  adminId: string,
) {
  const { id } = parseInput(listingIdSchema, { id: rawId });
  const reason = status === 'REJECT' ? parseInput(garageRejectSchema, { reason: rawReason }).reason : null;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(garages)
      .where(and(eq(garages.id, id), notTrashed(garages)))
      .for('update');
    if (!current) throw garageNotFound();
    const allowed: readonly GarageStatus[] = GARAGE_TRANSITIONS[current.status];
    if (!allowed.includes(status)) {
      throw conflict(
        `This listing is ${STATUS_WORDS[current.status]}: it cannot be set to ${STATUS_WORDS[status]}. Reload the page to see its current status.`,
      );
    }
    await tx.update(garages).set({ status, reason }).where(eq(garages.id, id));
    if (status === 'REJECT' && current.userId && reason) {
      await tx.insert(userNotifications).values({
        userId: current.userId,
        titleVi: 'Gara của bạn chưa được duyệt',
        titleEn: 'Your garage listing was not approved',
        contentVi: `“${current.title}” chưa được duyệt. Lý do: ${reason}`,
        contentEn: `“${current.title}” was not approved. Reason: ${reason}`,
        targetScreen: 'garage detail',
        targetId: id,
      });
    }
    await writeAudit(tx, adminId, {
      entity: 'garage',
      verb: status === 'ACTIVE' ? 'approve' : status === 'REJECT' ? 'reject' : 'update_status',
      entityId: id,
      before: { status: current.status, reason: current.reason },
      after: { status, reason },
    });
    return garageById(tx, id);
  });
}

const centerSnapshot = (c: CenterRow) => {
  const { slug: _slug, totalRating: _t, averageRating: _a, totalRatingScore: _s, ...rest } = rowSnapshot(c);
  return rest;
};

export async function createDrivingCenter(db: Db, rawInput: unknown, adminId: string) {
  const input = parseInput(drivingCenterSchema, rawInput);
  return db.transaction(async (tx) => {
    const units = await checkUnits(tx, input);
    await checkMedia(tx, input.mediaIds, 'image/', 'mediaIds', PHOTO_UNKNOWN_MESSAGE);
    const id = crypto.randomUUID();
    const [row] = await tx
      .insert(drivingCenters)
      .values({ ...input, ...units, id, slug: listingSlug(input.title, id) })
      .returning();
    if (!row) throw centerNotFound();
    await writeAudit(tx, adminId, {
      entity: 'driving_center',
      verb: 'create',
      entityId: id,
      after: centerSnapshot(row),
    });
    return centerById(tx, id);
  });
}

export async function editDrivingCenter(
  db: Db,
  rawId: string,
  rawInput: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const { id } = parseInput(listingIdSchema, { id: rawId });
  const input = parseInput(drivingCenterSchema, rawInput);
  return db.transaction(async (tx) => {
    await claimEdit(tx, drivingCenters, id, editVersion);
    const [current] = await tx
      .select()
      .from(drivingCenters)
      .where(and(eq(drivingCenters.id, id), notTrashed(drivingCenters)))
      .for('update');
    if (!current) throw centerNotFound();
    const units = await checkUnits(tx, input, current);
    await checkMedia(tx, input.mediaIds, 'image/', 'mediaIds', PHOTO_UNKNOWN_MESSAGE);
    const [row] = await tx
      .update(drivingCenters)
      .set({
        ...input,
        ...units,
        slug: current.title === input.title ? current.slug : listingSlug(input.title, id),
      })
      .where(eq(drivingCenters.id, id))
      .returning();
    if (!row) throw centerNotFound();
    await writeAudit(tx, adminId, {
      entity: 'driving_center',
      verb: 'edit',
      entityId: id,
      before: centerSnapshot(current),
      after: centerSnapshot(row),
    });
    return centerById(tx, id);
  });
}

export async function updateDrivingCenterStatus(db: Db, rawId: string, active: boolean, adminId: string) {
  const { id } = parseInput(listingIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(drivingCenters)
      .where(and(eq(drivingCenters.id, id), notTrashed(drivingCenters)))
      .for('update');
    if (!current) throw centerNotFound();
    if (current.isActive !== active) {
      await tx.update(drivingCenters).set({ isActive: active }).where(eq(drivingCenters.id, id));
      await writeAudit(tx, adminId, {
        entity: 'driving_center',
        verb: 'update_status',
        entityId: id,
        before: { isActive: current.isActive },
        after: { isActive: active },
      });
    }
    return centerById(tx, id);
  });
}

export async function deleteDrivingCenter(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(listingIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    return trashAudited(tx, adminId, {
      table: drivingCenters,
      entity: 'driving_center',
      id,
      missing: centerNotFound,
      snapshot: centerSnapshot,
    });
  });
}

export const garagesQuery: Pick<
  QueryResolvers,
  | 'adminGaragePagination'
  | 'adminGetGarageDetail'
  | 'adminCenterDriverLisensePagination'
  | 'adminGetCenterDriverLisenseDetail'
> = {
  adminGaragePagination: (_r, args, ctx) => listGarages(ctx.db, args),
  adminGetGarageDetail: (_r, args, ctx) => garageById(ctx.db, args.id),
  adminCenterDriverLisensePagination: (_r, args, ctx) => listDrivingCenters(ctx.db, args),
  adminGetCenterDriverLisenseDetail: (_r, args, ctx) => centerById(ctx.db, args.id),
};

export const garagesMutation: Pick<
  MutationResolvers,
  | 'adminCreateGarage'
  | 'adminEditGarage'
  | 'adminDeleteGarage'
  | 'adminEditGarageKarCheck'
  | 'adminUpdateGarageStatus'
  | 'adminCreateCenterDriverLisense'
  | 'adminEditCenterDriverLisense'
  | 'adminUpdateStatusCenterDriverLisense'
  | 'deleteCenterDriverLisense'
> = {
  adminCreateGarage: (_r, args, ctx) => createGarage(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditGarage: (_r, args, ctx) =>
    editGarage(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
  adminDeleteGarage: (_r, args, ctx) => deleteGarage(ctx.db, args.id, requireAdmin(ctx).id),
  adminEditGarageKarCheck: (_r, args, ctx) =>
    editGarageKarCheck(ctx.db, args.id, args.isKarCheck, requireAdmin(ctx).id),
  adminUpdateGarageStatus: (_r, args, ctx) =>
    updateGarageStatus(ctx.db, args.id, args.status, args.reason, requireAdmin(ctx).id),
  adminCreateCenterDriverLisense: (_r, args, ctx) =>
    createDrivingCenter(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditCenterDriverLisense: (_r, args, ctx) =>
    editDrivingCenter(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
  adminUpdateStatusCenterDriverLisense: (_r, args, ctx) =>
    updateDrivingCenterStatus(ctx.db, args.id, args.active, requireAdmin(ctx).id),
  deleteCenterDriverLisense: (_r, args, ctx) => deleteDrivingCenter(ctx.db, args.id, requireAdmin(ctx).id),
};
