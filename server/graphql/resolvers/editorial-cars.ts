import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bodyTypes,
  brands,
  carMetas,
  cars,
  carVersions,
  carVideos,
  doors,
  fuelTypes,
  media,
  models,
  seats,
} from '../../db/schema';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { deleteAudited } from '../../kit/audited';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { uniqueSlug } from '../../kit/slug';
import { readTogether, type Tx } from '../../kit/tx';
import { claimEdit } from '../../kit/edit-version';
import {
  carSchema,
  type CarMetaTypeValue,
  type CarValues,
  IMAGE_UNKNOWN_MESSAGE,
  idSchema,
  listSchema,
  metaUnknownMessage,
  MODEL_OF_BRAND_MESSAGE,
  VERSION_OF_MODEL_MESSAGE,
  VIDEO_UNKNOWN_MESSAGE,
} from '../../../src/rules/editorial';
import { badInput, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { checkMedia, foldedContains } from './learning-shared';

type CarRow = typeof cars.$inferSelect;
type MediaRow = typeof media.$inferSelect;
type MetaRow = typeof carMetas.$inferSelect;

const carNotFound = () => notFound('Car');
const carId = idSchema('car');

/** The catalogue table each meta type points into. */
const CATALOGUE = {
  BRAND: brands,
  MODEL: models,
  VERSION: carVersions,
  BODY_TYPE: bodyTypes,
  FUEL_TYPE: fuelTypes,
  SEAT: seats,
  DOOR: doors,
} as const;

/** Rows of one catalogue table by id. */
async function catalogueRows(db: Db | Tx, type: CarMetaTypeValue, ids: string[]) {
  if (!ids.length) return new Map<string, { id: string; brand?: unknown; model?: unknown }>();
  const table = CATALOGUE[type];
  const rows: { id: string; brand?: unknown; model?: unknown }[] = await db
    .select()
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

const byIds = async <T extends { id: string }>(rows: PromiseLike<T[]> | null): Promise<Map<string, T>> =>
  new Map((rows ? await rows : []).map((r) => [r.id, r]));

/**
 * The cars of a page with their metas (each with its catalogue row under the field its type names),
 * images and videos: one query per table, whatever the page size.
 */
async function toCars(db: Db | Tx, rows: CarRow[]) {
  const ids = rows.map((c) => c.id);
  if (!ids.length) return [];
  const [metas, videos] = await readTogether(db, [
    () => db.select().from(carMetas).where(inArray(carMetas.carId, ids)),
    () => db.select().from(carVideos).where(inArray(carVideos.carId, ids)).orderBy(carVideos.createdAt),
  ]);
  const of = (type: CarMetaTypeValue) => [
    ...new Set(metas.filter((m) => m.type === type).map((m) => m.value)),
  ];
  const when = <T>(type: CarMetaTypeValue, q: (ids: string[]) => PromiseLike<T[]>) => {
    const wanted = of(type);
    return wanted.length ? q(wanted) : null;
  };
  const [brandMap, modelMap, versionMap, bodyMap, fuelMap, seatMap, doorMap] = await readTogether(db, [
    () => byIds(when('BRAND', (w) => db.select().from(brands).where(inArray(brands.id, w)))),
    () => byIds(when('MODEL', (w) => db.select().from(models).where(inArray(models.id, w)))),
    () => byIds(when('VERSION', (w) => db.select().from(carVersions).where(inArray(carVersions.id, w)))),
    () => byIds(when('BODY_TYPE', (w) => db.select().from(bodyTypes).where(inArray(bodyTypes.id, w)))),
    () => byIds(when('FUEL_TYPE', (w) => db.select().from(fuelTypes).where(inArray(fuelTypes.id, w)))),
    () => byIds(when('SEAT', (w) => db.select().from(seats).where(inArray(seats.id, w)))),
    () => byIds(when('DOOR', (w) => db.select().from(doors).where(inArray(doors.id, w)))),
  ]);
  const mediaIds = [
    ...new Set([
      ...rows.flatMap((c) => [...c.imageInsideIds, ...c.imageOutsideIds]),
      ...videos.flatMap((v) => (v.videoId ? [v.videoId] : [])),
    ]),
  ];
  const files = mediaIds.length ? await db.select().from(media).where(inArray(media.id, mediaIds)) : [];
  const file = new Map<string, MediaRow>(files.map((m) => [m.id, m]));
  const pick = (list: string[]) => list.map((id) => file.get(id)).filter((m): m is MediaRow => !!m);
  // The car list shows catalogue names only: nested details (a brand's icon, a model's brand) stay null.
  const toMeta = (m: MetaRow) => {
    const brand = m.type === 'BRAND' ? brandMap.get(m.value) : undefined;
    const model = m.type === 'MODEL' ? modelMap.get(m.value) : undefined;
    const version = m.type === 'VERSION' ? versionMap.get(m.value) : undefined;
    return {
      type: m.type,
      value: m.value,
      brand: brand ? { ...brand, mediaDetail: null } : null,
      model: model ? { ...model, brandMeta: null, totalPost: null } : null,
      version: version ? { ...version, mediaDetail: null, brandDetail: null, modelDetail: null } : null,
      bodyType: (m.type === 'BODY_TYPE' && bodyMap.get(m.value)) || null,
      fuelType: (m.type === 'FUEL_TYPE' && fuelMap.get(m.value)) || null,
      seat: (m.type === 'SEAT' && seatMap.get(m.value)) || null,
      door: (m.type === 'DOOR' && doorMap.get(m.value)) || null,
    };
  };
  return rows.map((c) => ({
    ...c,
    imagesInside: pick(c.imageInsideIds),
    imagesOutside: pick(c.imageOutsideIds),
    videos: videos.flatMap((v) =>
      v.carId === c.id && v.videoId
        ? [
            {
              videoId: v.videoId,
              carId: c.id,
              thumbnail: v.thumbnail,
              mediaDetail: file.get(v.videoId) ?? null,
            },
          ]
        : [],
    ),
    metas: metas.filter((m) => m.carId === c.id).map(toMeta),
  }));
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const carSort = listSort(
  {
    createdAt: cars.createdAt,
    title: cars.title,
    price: cars.price,
  },
  cars.id,
);

export async function listCars(
  db: Db,
  args: { skip?: number | null; take?: number | null; sort?: string | null; keyword?: string | null },
) {
  const { keyword } = parseInput(listSchema, { keyword: args.keyword });
  const where = keyword ? foldedContains(sql`${cars.title}`, keyword) : undefined;
  return pagedList(
    args,
    db
      .select()
      .from(cars)
      .where(where)
      .orderBy(...carSort.orderBy(args.sort, [desc(cars.createdAt), desc(cars.id)])),
    db.select({ n: count() }).from(cars).where(where),
    (rows) => toCars(db, rows),
  );
}

async function carById(db: Db | Tx, id: string) {
  const rows = await db.select().from(cars).where(eq(cars.id, id));
  const [car] = await toCars(db, rows);
  if (!car) throw carNotFound();
  return car;
}

export function getCar(db: Db, rawId: string) {
  const { id } = parseInput(carId, { id: rawId });
  return carById(db, id);
}

/** Every meta must name a live catalogue row, and model and version must belong to the brand and model. */
async function checkMetas(tx: Tx, metas: CarValues['metas']) {
  const found = new Map<CarMetaTypeValue, Record<string, unknown>>();
  for (const [i, m] of metas.entries()) {
    const rows = await catalogueRows(tx, m.type, [m.value]);
    const row = rows.get(m.value);
    if (!row) throw badInput(metaUnknownMessage(m.type), `metas.${String(i)}.value`);
    found.set(m.type, row);
  }
  const brand = found.get('BRAND');
  const model = found.get('MODEL');
  const version = found.get('VERSION');
  const at = (type: CarMetaTypeValue) => `metas.${String(metas.findIndex((m) => m.type === type))}.value`;
  if (model && brand && model.brand !== brand.id) throw badInput(MODEL_OF_BRAND_MESSAGE, at('MODEL'));
  if (version && model && version.model !== model.id) throw badInput(VERSION_OF_MODEL_MESSAGE, at('VERSION'));
}

async function checkFiles(tx: Tx, input: CarValues) {
  await checkMedia(tx, input.imageInsideIds, 'image/', 'imageInsideIds', IMAGE_UNKNOWN_MESSAGE);
  await checkMedia(tx, input.imageOutsideIds, 'image/', 'imageOutsideIds', IMAGE_UNKNOWN_MESSAGE);
  await checkMedia(tx, input.videoIds, 'video/', 'videoIds', VIDEO_UNKNOWN_MESSAGE);
}

const carValues = (input: CarValues) => ({
  title: input.title,
  description: input.description,
  debutDay: input.debutDay ? new Date(input.debutDay) : null,
  origin: input.origin,
  size: input.size,
  price: input.price,
  priceSegment: input.priceSegment,
  classificationByRegistration: input.classificationByRegistration,
  imageInsideIds: input.imageInsideIds,
  imageOutsideIds: input.imageOutsideIds,
});

/** Metas and videos are replaced as a whole, as the form sends them. */
async function writeChildren(tx: Tx, id: string, input: CarValues) {
  await tx.delete(carMetas).where(eq(carMetas.carId, id));
  if (input.metas.length) await tx.insert(carMetas).values(input.metas.map((m) => ({ carId: id, ...m })));
  const kept = await tx.select().from(carVideos).where(eq(carVideos.carId, id));
  const keep = new Set(input.videoIds);
  const gone = kept.filter((v) => !v.videoId || !keep.has(v.videoId)).map((v) => v.id);
  if (gone.length) await tx.delete(carVideos).where(inArray(carVideos.id, gone));
  const have = new Set(kept.map((v) => v.videoId));
  const added = input.videoIds.filter((v) => !have.has(v));
  if (added.length) await tx.insert(carVideos).values(added.map((videoId) => ({ carId: id, videoId })));
}

const snapshot = (row: CarRow, input: CarValues) => ({
  ...rowSnapshot(row),
  metas: input.metas,
  videoIds: input.videoIds,
});

async function currentChildren(tx: Tx, id: string) {
  const [metas, videos] = await readTogether(tx, [
    () =>
      tx.select({ type: carMetas.type, value: carMetas.value }).from(carMetas).where(eq(carMetas.carId, id)),
    () => tx.select({ videoId: carVideos.videoId }).from(carVideos).where(eq(carVideos.carId, id)),
  ]);
  return { metas, videoIds: videos.map((v) => v.videoId) };
}

export async function createCar(db: Db, raw: unknown, adminId: string) {
  const input = parseInput(carSchema, raw);
  return db.transaction(async (tx) => {
    await checkMetas(tx, input.metas);
    await checkFiles(tx, input);
    await tx.execute(sql`lock table ${cars} in share row exclusive mode`);
    const slug = await uniqueSlug(tx, cars, { id: cars.id, slug: cars.slug }, input.title);
    const [row] = await tx
      .insert(cars)
      .values({ ...carValues(input), slug })
      .returning();
    if (!row) throw carNotFound();
    await writeChildren(tx, row.id, input);
    await writeAudit(tx, adminId, {
      entity: 'car',
      verb: 'create',
      entityId: row.id,
      after: snapshot(row, input),
    });
    return carById(tx, row.id);
  });
}

export async function editCar(
  db: Db,
  rawId: string,
  raw: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const { id } = parseInput(carId, { id: rawId });
  const input = parseInput(carSchema, raw);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${cars} in share row exclusive mode`);
    await claimEdit(tx, cars, id, editVersion);
    const [current] = await tx.select().from(cars).where(eq(cars.id, id)).for('update');
    if (!current) throw carNotFound();
    await checkMetas(tx, input.metas);
    await checkFiles(tx, input);
    const before = { ...rowSnapshot(current), ...(await currentChildren(tx, id)) };
    const slug =
      current.title === input.title
        ? current.slug
        : await uniqueSlug(tx, cars, { id: cars.id, slug: cars.slug }, input.title, id);
    const [row] = await tx
      .update(cars)
      .set({ ...carValues(input), slug, updatedAt: new Date() })
      .where(eq(cars.id, id))
      .returning();
    if (!row) throw carNotFound();
    await writeChildren(tx, id, input);
    await writeAudit(tx, adminId, {
      entity: 'car',
      verb: 'edit',
      entityId: id,
      before,
      after: snapshot(row, input),
    });
    return carById(tx, id);
  });
}

/** SPEC §7: deleteCar takes an input with the id. Metas and videos go with the car (cascade). */
export async function deleteCar(db: Db, raw: unknown, adminId: string) {
  const { id } = parseInput(carId, raw);
  return db.transaction((tx) =>
    deleteAudited(tx, adminId, {
      table: cars,
      entity: 'car',
      id,
      missing: carNotFound,
      snapshot: async (row) => ({ ...rowSnapshot(row), ...(await currentChildren(tx, id)) }),
    }),
  );
}

export const carsQuery: Pick<QueryResolvers, 'adminCarList' | 'adminGetCarDetail'> = {
  adminCarList: (_root, args, ctx) => listCars(ctx.db, args),
  adminGetCarDetail: (_root, args, ctx) => getCar(ctx.db, args.id),
};

export const carsMutation: Pick<MutationResolvers, 'adminCreateCar' | 'adminEditCar' | 'deleteCar'> = {
  adminCreateCar: (_root, args, ctx) => createCar(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditCar: (_root, args, ctx) =>
    editCar(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
  deleteCar: (_root, args, ctx) => deleteCar(ctx.db, args.input, requireAdmin(ctx).id),
};
