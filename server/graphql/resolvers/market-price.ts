import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { brands, carMetas, carVersions, media, models, posts } from '../../db/schema';
import { writeAudit } from '../../kit/audit';
import { containsPattern } from '../../kit/like';
import { imageUrl, type MediaRow } from '../../kit/media-url';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { slugify } from '../../kit/slug';
import { readTogether, type Tx } from '../../kit/tx';
import { claimEdit } from '../../kit/edit-version';
import {
  IMAGE_UNKNOWN_MESSAGE,
  marketPriceListSchema,
  marketPriceSchema,
  MODEL_UNKNOWN_MESSAGE,
  versionIdSchema,
  type MarketPriceValues,
} from '../../../src/rules/market-price';
import { foldSearchText } from '../../../src/rules/fold';
import { badInput, conflict, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type {
  MutationResolvers,
  QueryAdminGetListAllVersionArgs,
  QueryResolvers,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { plural } from './settings-shared';

type VersionRow = typeof carVersions.$inferSelect;
type BrandRow = typeof brands.$inferSelect;
type ModelRow = typeof models.$inferSelect;

/** More words than this add nothing to a search of names and only cost queries. */
const MAX_WORDS = 5;

export const versionNotFound = () => notFound('Car version');
export const versionInUseMessage = (uses: string) =>
  `This car version cannot be deleted: it is used by ${uses}. Change or remove those first.`;

const brandIcon = alias(media, 'brand_icon');

/** The CarVersion the schema describes, from one joined row (no query per field). */
export function toVersion(row: {
  version: VersionRow;
  image: MediaRow | null;
  brand: BrandRow | null;
  icon: MediaRow | null;
  model: ModelRow | null;
}) {
  const brandDetail = row.brand
    ? { ...row.brand, image: imageUrl(row.icon) ?? row.brand.image, mediaDetail: row.icon }
    : null;
  return {
    ...row.version,
    image: imageUrl(row.image) ?? row.version.image,
    mediaDetail: row.image,
    brandDetail,
    modelDetail: row.model ? { ...row.model, brandMeta: brandDetail, totalPost: null } : null,
  };
}

export function selectVersions(db: Db | Tx) {
  return db
    .select({ version: carVersions, image: media, brand: brands, icon: brandIcon, model: models })
    .from(carVersions)
    .leftJoin(media, eq(media.id, carVersions.mediaId))
    .leftJoin(brands, eq(brands.id, carVersions.brand))
    .leftJoin(brandIcon, eq(brandIcon.id, brands.mediaId))
    .leftJoin(models, eq(models.id, carVersions.model));
}

const folded = (col: SQL) => sql`kar_fold(${col})`;
/** kar_fold(name), stored by migration 0006 as a generated column outside the drizzle table. */
const nameSearch = sql`${carVersions}."name_search"`;

/** Up to this many matching models or brands are sent as ids; more are matched by a hashed subquery. */
const MAX_LITERAL_IDS = 50;

/**
 * Every word of the keyword must appear in the version, model or brand name (accents and case aside),
 * so 'toyota vios 1.5' narrows as an admin expects. Matching models and brands are looked up first:
 * a few ids hit the b-tree indexes on car_versions (beside the name's trigram index); a broad word that
 * matches many of them becomes a hashed subquery instead of a long IN list checked row by row.
 */
async function keywordWhere(db: Db, keyword: string): Promise<SQL | undefined> {
  const words = [...new Set(foldSearchText(keyword).split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
  const conditions: SQL[] = [];
  for (const word of words) {
    const pattern = containsPattern(word);
    const modelMatch = sql`${folded(sql`${models.name}`)} like ${pattern}`;
    const brandMatch = sql`${folded(sql`${brands.name}`)} like ${pattern}`;
    const [modelRows, brandRows] = await Promise.all([
      db
        .select({ id: models.id })
        .from(models)
        .where(modelMatch)
        .limit(MAX_LITERAL_IDS + 1),
      db
        .select({ id: brands.id })
        .from(brands)
        .where(brandMatch)
        .limit(MAX_LITERAL_IDS + 1),
    ]);
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    const byModel =
      modelRows.length > MAX_LITERAL_IDS
        ? sql`${carVersions.model} in (select ${models.id} from ${models} where ${modelMatch})`
        : modelRows.length
          ? inArray(carVersions.model, ids(modelRows))
          : undefined;
    const byBrand =
      brandRows.length > MAX_LITERAL_IDS
        ? sql`${carVersions.brand} in (select ${brands.id} from ${brands} where ${brandMatch})`
        : brandRows.length
          ? inArray(carVersions.brand, ids(brandRows))
          : undefined;
    const anyOf = or(sql`${nameSearch} like ${pattern}`, byModel, byBrand);
    if (anyOf) conditions.push(anyOf);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const marketPriceSort = listSort(
  {
    createdAt: carVersions.createdAt,
    name: carVersions.name,
    price: carVersions.priceCarVersion,
    year: carVersions.yearManufacture,
  },
  carVersions.id,
);

export async function listMarketPrices(db: Db, args: QueryAdminGetListAllVersionArgs) {
  const { keyword } = parseInput(marketPriceListSchema, { keyword: args.keyword });
  const where = keyword ? await keywordWhere(db, keyword) : undefined;
  return pagedList(
    args,
    selectVersions(db)
      .where(where)
      .orderBy(...marketPriceSort.orderBy(args.sort, [desc(carVersions.createdAt), desc(carVersions.id)])),
    db.select({ n: count() }).from(carVersions).where(where),
    (rows) => rows.map(toVersion),
  );
}

async function versionById(db: Db | Tx, id: string) {
  const [row] = await selectVersions(db).where(eq(carVersions.id, id)).limit(1);
  if (!row) throw versionNotFound();
  return toVersion(row);
}

export function getMarketPrice(db: Db, rawId: string) {
  const { id } = parseInput(versionIdSchema, { id: rawId });
  return versionById(db, id);
}

/** Model (with its brand) and image checked inside the write's transaction, so neither can vanish. */
async function references(tx: Tx, input: MarketPriceValues) {
  const [model] = await tx.select().from(models).where(eq(models.id, input.model)).for('share');
  if (!model) throw badInput(MODEL_UNKNOWN_MESSAGE, 'model');
  if (input.mediaId) {
    const [image] = await tx.select().from(media).where(eq(media.id, input.mediaId)).for('share');
    if (!image || image.isDeleted || !image.mimeType.startsWith('image/')) {
      throw badInput(IMAGE_UNKNOWN_MESSAGE, 'mediaId');
    }
    return { model, image };
  }
  return { model, image: null };
}

/**
 * Version names repeat across models ('1.5 AT'), so the slug carries brand and model; a short suffix
 * of the id keeps it unique without a read-then-write race.
 */
const versionSlug = (brandName: string, modelName: string, name: string, id: string) =>
  `${slugify(`${brandName} ${modelName} ${name}`) || 'version'}-${id.slice(0, 8)}`;

async function brandName(tx: Tx, brandId: string) {
  const [brand] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  return brand?.name ?? '';
}

const snapshot = (v: VersionRow) => ({
  name: v.name,
  brand: v.brand,
  model: v.model,
  priceCarVersion: v.priceCarVersion,
  yearManufacture: v.yearManufacture,
  numKilometerCarRun: v.numKilometerCarRun,
  mediaId: v.mediaId,
});

export async function createMarketPrice(db: Db, rawInput: unknown, adminId: string) {
  const input = parseInput(marketPriceSchema, rawInput);
  return db.transaction(async (tx) => {
    const { model, image } = await references(tx, input);
    const id = crypto.randomUUID();
    const [row] = await tx
      .insert(carVersions)
      .values({
        id,
        name: input.name,
        brand: model.brand,
        model: model.id,
        slug: versionSlug(await brandName(tx, model.brand), model.name, input.name, id),
        priceCarVersion: input.priceCarVersion,
        yearManufacture: input.yearManufacture,
        numKilometerCarRun: input.numKilometerCarRun,
        mediaId: image?.id ?? null,
        image: imageUrl(image),
      })
      .returning();
    if (!row) throw versionNotFound();
    await writeAudit(tx, adminId, {
      entity: 'car_version',
      verb: 'create',
      entityId: id,
      after: snapshot(row),
    });
    return versionById(tx, id);
  });
}

/** The whole entry is replaced: an absent mediaId removes the picture, as the form's Remove does. */
export async function editMarketPrice(
  db: Db,
  rawId: string,
  rawInput: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const { id } = parseInput(versionIdSchema, { id: rawId });
  const input = parseInput(marketPriceSchema, rawInput);
  return db.transaction(async (tx) => {
    await claimEdit(tx, carVersions, id, editVersion);
    const [current] = await tx.select().from(carVersions).where(eq(carVersions.id, id)).for('update');
    if (!current) throw versionNotFound();
    const { model, image } = await references(tx, input);
    const renamed = current.name !== input.name || current.model !== model.id;
    const [row] = await tx
      .update(carVersions)
      .set({
        name: input.name,
        brand: model.brand,
        model: model.id,
        slug: renamed
          ? versionSlug(await brandName(tx, model.brand), model.name, input.name, id)
          : current.slug,
        priceCarVersion: input.priceCarVersion,
        yearManufacture: input.yearManufacture,
        numKilometerCarRun: input.numKilometerCarRun,
        mediaId: image?.id ?? null,
        image: imageUrl(image),
      })
      .where(eq(carVersions.id, id))
      .returning();
    if (!row) throw versionNotFound();
    // Listings of this version carry its model and brand beside it: they follow a move.
    if (current.model !== model.id) {
      await tx.update(posts).set({ modelId: model.id, brandId: model.brand }).where(eq(posts.versionId, id));
    }
    await writeAudit(tx, adminId, {
      entity: 'car_version',
      verb: 'edit',
      entityId: id,
      before: snapshot(current),
      after: snapshot(row),
    });
    return versionById(tx, id);
  });
}

/**
 * Posts point at a version by foreign key (RESTRICT, migration 0005); Car List entries hold its id in
 * car_metas without one. Both are counted under the row lock, so nothing is left pointing at nothing.
 */
async function usesOf(tx: Tx, id: string): Promise<string | null> {
  const [[inPosts], [inCars]] = await readTogether(tx, [
    () => tx.select({ n: count() }).from(posts).where(eq(posts.versionId, id)),
    () =>
      tx
        .select({ n: count() })
        .from(carMetas)
        .where(and(eq(carMetas.type, 'VERSION'), eq(carMetas.value, id))),
  ]);
  const parts = [
    inPosts?.n ? plural(inPosts.n, 'post') : null,
    inCars?.n ? plural(inCars.n, 'car in the Car List', 'cars in the Car List') : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(' and ') : null;
}

export async function deleteMarketPrice(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(versionIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(carVersions).where(eq(carVersions.id, id)).for('update');
    if (!current) throw versionNotFound();
    const uses = await usesOf(tx, id);
    if (uses) throw conflict(versionInUseMessage(uses));
    await tx.delete(carVersions).where(eq(carVersions.id, id));
    await writeAudit(tx, adminId, {
      entity: 'car_version',
      verb: 'delete',
      entityId: id,
      before: snapshot(current),
    });
    return true;
  });
}

export const marketPriceQuery: Pick<QueryResolvers, 'adminGetListAllVersion' | 'adminGetVersionDetail'> = {
  adminGetListAllVersion: (_root, args, ctx) => listMarketPrices(ctx.db, args),
  adminGetVersionDetail: (_root, args, ctx) => getMarketPrice(ctx.db, args.id),
};

export const marketPriceMutation: Pick<
  MutationResolvers,
  'adminCreateMarketPrice' | 'adminEditMarketPrice' | 'adminDeleteVersion'
> = {
  adminCreateMarketPrice: (_root, args, ctx) => createMarketPrice(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditMarketPrice: (_root, args, ctx) =>
    editMarketPrice(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
  adminDeleteVersion: (_root, args, ctx) => deleteMarketPrice(ctx.db, args.id, requireAdmin(ctx).id),
};
