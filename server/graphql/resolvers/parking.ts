import DataLoader from 'dataloader';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  districts,
  media,
  parkingPriceProperties,
  parkings,
  parkingWorkingTimes,
  provinces,
  users,
  wards,
} from '../../db/schema';
import type { ParkingStatus as StoredStatus } from '../../db/tables/enums';
import { writeAudit } from '../../kit/audit';
import { containsPattern } from '../../kit/like';
import type { MediaRow } from '../../kit/media-url';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { slugify } from '../../kit/slug';
import { readTogether, type Tx } from '../../kit/tx';
import { claimEdit } from '../../kit/edit-version';
import { notTrashed, trashAudited } from '../../kit/trash';
import { isRealDay } from '../../../src/rules/dates';
import { foldSearchText } from '../../../src/rules/fold';
import {
  MEDIA_UNKNOWN_MESSAGE,
  OWNER_UNKNOWN_MESSAGE,
  parkingIdSchema,
  parkingListSchema,
  parkingSchema,
  type ParkingStatusValue,
  type ParkingValues,
} from '../../../src/rules/parking';
import { badInput, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type { GraphQLContext } from '../context';
import type { ParkingModel } from '../mappers';
import type {
  MutationResolvers,
  ParkingResolvers,
  QueryAdminParkingPaginationArgs,
  QueryResolvers,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { vnDayStart, vnNextDayStart } from '../vn-day';

type ParkingRow = typeof parkings.$inferSelect;

const parkingNotFound = () => notFound('Parking');

// The table keeps SPEC §3's 'Active', 'Pending', 'Reject'; the schema's enum is upper case.
const TO_API: Record<StoredStatus, ParkingStatusValue> = {
  Active: 'ACTIVE',
  Pending: 'PENDING',
  Reject: 'REJECT',
};
const TO_STORED: Record<ParkingStatusValue, StoredStatus> = {
  ACTIVE: 'Active',
  PENDING: 'Pending',
  REJECT: 'Reject',
};

/** Folded title, address, phone, email and website: a generated column of migration 0017. */
const searchText = sql`${parkings}."search_text"`;

function selectParkings(db: Db | Tx) {
  return db
    .select({ parking: parkings, owner: users, province: provinces, district: districts, ward: wards })
    .from(parkings)
    .leftJoin(users, eq(users.id, parkings.userId))
    .leftJoin(provinces, eq(provinces.code, parkings.province))
    .leftJoin(districts, eq(districts.code, parkings.district))
    .leftJoin(wards, eq(wards.code, parkings.ward));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectParkings>['where']>>[number];

const toParking = ({ parking, owner, province, district, ward }: Joined): ParkingModel => ({
  ...parking,
  user: owner,
  provinceDetail: province,
  districtDetail: district,
  wardDetail: ward,
});

/*
 * Photos, hours and prices of the parkings one request shows, read once per kind for the whole page
 * (not once per row) and only when the request asks for them: the list screen asks for photos only.
 */
function createParkingLoaders(db: Db) {
  return {
    media: new DataLoader<string, MediaRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(media)
        .where(inArray(media.id, [...ids]));
      const byId = new Map(rows.map((m) => [m.id, m]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    hours: new DataLoader<string, (typeof parkingWorkingTimes.$inferSelect)[]>(async (ids) => {
      const rows = await db
        .select()
        .from(parkingWorkingTimes)
        .where(inArray(parkingWorkingTimes.parkingId, [...ids]))
        .orderBy(asc(parkingWorkingTimes.day), asc(parkingWorkingTimes.startTime));
      return ids.map((id) => rows.filter((r) => r.parkingId === id));
    }),
    prices: new DataLoader<string, (typeof parkingPriceProperties.$inferSelect)[]>(async (ids) => {
      const rows = await db
        .select()
        .from(parkingPriceProperties)
        .where(inArray(parkingPriceProperties.parkingId, [...ids]))
        .orderBy(asc(parkingPriceProperties.price));
      return ids.map((id) => rows.filter((r) => r.parkingId === id));
    }),
  };
}
const perRequest = new WeakMap<GraphQLContext, ReturnType<typeof createParkingLoaders>>();
function loaders(ctx: GraphQLContext) {
  let found = perRequest.get(ctx);
  if (!found) {
    found = createParkingLoaders(ctx.db);
    perRequest.set(ctx, found);
  }
  return found;
}

export const parkingResolvers: ParkingResolvers = {
  status: (p) => TO_API[p.status],
  distance: () => null,
  location: () => null,
  medias: async (p, _args, ctx) => {
    const found = await loaders(ctx).media.loadMany(p.mediaIds);
    return p.mediaIds.flatMap((mediaId, i) => {
      const m = found[i];
      return m && !(m instanceof Error) && !m.isDeleted
        ? [
            {
              id: `${p.id}:${mediaId}`,
              parkingId: p.id,
              mediaId,
              createdAt: m.createdAt,
              updatedAt: m.updatedAt,
              mediaDetail: m,
            },
          ]
        : [];
    });
  },
  workingTimes: (p, _args, ctx) => loaders(ctx).hours.load(p.id),
  priceProperties: (p, _args, ctx) => loaders(ctx).prices.load(p.id),
};

// A day is that whole Viet Nam day; an instant (the list sends start and end of day) is taken as sent.
const fromBound = (v: string) => (isRealDay(v) ? vnDayStart(v) : new Date(v));

/** What this list sorts by (its `order` argument; server/kit/sort.ts). */
export const parkingSort = listSort(
  {
    createdAt: parkings.createdAt,
    title: parkings.title,
  },
  parkings.id,
);

export async function listParkings(db: Db, args: QueryAdminParkingPaginationArgs) {
  const f = parseInput(parkingListSchema, args);
  const conditions: (SQL | undefined)[] = [
    notTrashed(parkings),
    f.keyword ? sql`${searchText} like ${containsPattern(foldSearchText(f.keyword))}` : undefined,
    f.createFrom ? gte(parkings.createdAt, fromBound(f.createFrom)) : undefined,
    f.createTo
      ? isRealDay(f.createTo)
        ? lt(parkings.createdAt, vnNextDayStart(f.createTo))
        : lte(parkings.createdAt, new Date(f.createTo))
      : undefined,
    f.province ? eq(parkings.province, f.province) : undefined,
    f.district ? eq(parkings.district, f.district) : undefined,
    f.ward ? eq(parkings.ward, f.ward) : undefined,
  ];
  const where = and(...conditions);
  // SPEC §7 asks sort 'nearest'; an admin has no position to be near, so the newest come first.
  return pagedList(
    args,
    selectParkings(db)
      .where(where)
      .orderBy(...parkingSort.orderBy(args.order, [desc(parkings.createdAt), desc(parkings.id)])),
    db.select({ n: count() }).from(parkings).where(where),
    (rows) => rows.map(toParking),
  );
}

async function parkingById(db: Db | Tx, id: string) {
  const [row] = await selectParkings(db)
    .where(and(eq(parkings.id, id), notTrashed(parkings)))
    .limit(1);
  if (!row) throw parkingNotFound();
  return toParking(row);
}

export function getParking(db: Db, rawId: string) {
  const { id } = parseInput(parkingIdSchema, { id: rawId });
  return parkingById(db, id);
}

/** Owner and photos checked inside the write's transaction, so neither can vanish meanwhile. */
async function checkReferences(tx: Tx, input: ParkingValues) {
  if (input.userId) {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('share');
    if (!owner) throw badInput(OWNER_UNKNOWN_MESSAGE, 'userId');
  }
  if (input.mediaIds.length) {
    const found = await tx
      .select({ id: media.id, mimeType: media.mimeType, isDeleted: media.isDeleted })
      .from(media)
      .where(inArray(media.id, input.mediaIds))
      .for('share');
    const ok = new Set(found.filter((m) => !m.isDeleted && m.mimeType.startsWith('image/')).map((m) => m.id));
    if (input.mediaIds.some((id) => !ok.has(id))) throw badInput(MEDIA_UNKNOWN_MESSAGE, 'mediaIds');
  }
}

const columns = (input: ParkingValues) => ({
  title: input.title,
  userId: input.userId,
  description: input.description,
  total: input.total,
  mediaIds: [...new Set(input.mediaIds)],
  address: input.address,
  phone: input.phone,
  email: input.email,
  website: input.website,
  province: input.province,
  district: input.district,
  ward: input.ward,
  latitude: input.latitude,
  longitude: input.longitude,
  isActive: input.isActive,
  closeOnPublicHolidays: input.closeOnPublicHolidays,
  sameWeekOfOperation: input.sameWeekOfOperation,
  status: TO_STORED[input.status],
  reason: input.status === 'REJECT' ? input.reason : null,
});

/** Hours and prices are replaced as a whole, as the form sends them. */
async function writeChildren(tx: Tx, id: string, input: ParkingValues) {
  await tx.delete(parkingWorkingTimes).where(eq(parkingWorkingTimes.parkingId, id));
  await tx.delete(parkingPriceProperties).where(eq(parkingPriceProperties.parkingId, id));
  if (input.workingTimes.length) {
    await tx.insert(parkingWorkingTimes).values(input.workingTimes.map((t) => ({ ...t, parkingId: id })));
  }
  if (input.priceProperties.length) {
    await tx
      .insert(parkingPriceProperties)
      .values(input.priceProperties.map((p) => ({ ...p, parkingId: id })));
  }
}

/** A parking as its audit rows hold it: its own fields with its hours and prices. */
export async function parkingSnapshot(tx: Tx, row: ParkingRow) {
  const [hours, prices] = await readTogether(tx, [
    () =>
      tx
        .select({
          day: parkingWorkingTimes.day,
          startTime: parkingWorkingTimes.startTime,
          endTime: parkingWorkingTimes.endTime,
        })
        .from(parkingWorkingTimes)
        .where(eq(parkingWorkingTimes.parkingId, row.id))
        .orderBy(asc(parkingWorkingTimes.day), asc(parkingWorkingTimes.startTime)),
    () =>
      tx
        .select({ type: parkingPriceProperties.type, price: parkingPriceProperties.price })
        .from(parkingPriceProperties)
        .where(eq(parkingPriceProperties.parkingId, row.id))
        .orderBy(asc(parkingPriceProperties.type)),
  ]);
  const { id: _id, createdAt: _c, updatedAt: _u, slug: _s, deletedAt: _da, deletedBy: _db, ...fields } = row;
  return { ...fields, workingTimes: hours, priceProperties: prices };
}

export async function createParking(db: Db, rawInput: unknown, adminId: string) {
  const input = parseInput(parkingSchema, rawInput);
  return db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const id = crypto.randomUUID();
    const [row] = await tx
      .insert(parkings)
      .values({ id, slug: `${slugify(input.title) || 'parking'}-${id.slice(0, 8)}`, ...columns(input) })
      .returning();
    if (!row) throw parkingNotFound();
    await writeChildren(tx, id, input);
    await writeAudit(tx, adminId, {
      entity: 'parking',
      verb: 'create',
      entityId: id,
      after: await parkingSnapshot(tx, row),
    });
    return parkingById(tx, id);
  });
}

export async function editParking(
  db: Db,
  rawId: string,
  rawInput: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const { id } = parseInput(parkingIdSchema, { id: rawId });
  const input = parseInput(parkingSchema, rawInput);
  return db.transaction(async (tx) => {
    await claimEdit(tx, parkings, id, editVersion);
    const [current] = await tx
      .select()
      .from(parkings)
      .where(and(eq(parkings.id, id), notTrashed(parkings)))
      .for('update');
    if (!current) throw parkingNotFound();
    await checkReferences(tx, input);
    const before = await parkingSnapshot(tx, current);
    const [row] = await tx
      .update(parkings)
      .set({
        ...columns(input),
        slug:
          current.title === input.title
            ? current.slug
            : `${slugify(input.title) || 'parking'}-${id.slice(0, 8)}`,
        updatedAt: new Date(),
      })
      .where(eq(parkings.id, id))
      .returning();
    if (!row) throw parkingNotFound();
    await writeChildren(tx, id, input);
    await writeAudit(tx, adminId, {
      entity: 'parking',
      verb: 'edit',
      entityId: id,
      before,
      after: await parkingSnapshot(tx, row),
    });
    return parkingById(tx, id);
  });
}

export async function deleteParking(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(parkingIdSchema, { id: rawId });
  // To the Trash (docs/trash.md): its hours and prices stay with it; a delete for good takes them (CASCADE).
  return db.transaction((tx) =>
    trashAudited(tx, adminId, {
      table: parkings,
      entity: 'parking',
      id,
      missing: parkingNotFound,
      snapshot: (row) => parkingSnapshot(tx, row),
    }),
  );
}

export const parkingQuery: Pick<QueryResolvers, 'adminParkingPagination' | 'adminGetParkingDetail'> = {
  adminParkingPagination: (_root, args, ctx) => listParkings(ctx.db, args),
  adminGetParkingDetail: (_root, args, ctx) => getParking(ctx.db, args.id),
};

export const parkingMutation: Pick<
  MutationResolvers,
  'adminCreateParking' | 'adminEditParking' | 'adminDeleteParking'
> = {
  adminCreateParking: (_root, args, ctx) => createParking(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditParking: (_root, args, ctx) =>
    editParking(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
  adminDeleteParking: (_root, args, ctx) => deleteParking(ctx.db, args.id, requireAdmin(ctx).id),
};
