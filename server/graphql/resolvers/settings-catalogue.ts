import { isUuid } from '../../../src/rules/ids';
import { and, asc, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { GraphQLResolveInfo } from 'graphql';
import type { Db } from '../../db/client';
import { brands, carBuyingNeeds, carVersions, media, models, posts } from '../../db/schema';
import {
  BRAND_ICON_MESSAGE,
  brandSchema,
  modelSchema,
  versionCreateSchema,
  versionEditSchema,
} from '../../../src/rules/settings';
import { badInput, conflict, notFound } from '../errors';
import type {
  MutationAdminCreateBrandArgs,
  MutationAdminCreateModelArgs,
  MutationAdminCreateVersionArgs,
  MutationAdminEditBrandArgs,
  MutationAdminEditModelArgs,
  MutationAdminEditVersionArgs,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { claimEdit } from '../../kit/edit-version';
import { imageUrl, type MediaRow } from '../../kit/media-url';
import { uniqueSlug } from '../../kit/slug';
import type { Tx } from '../../kit/tx';
import { auditSave, lockTable, mediaById, requireImage, sameName, selects } from './settings-shared';

type BrandRow = typeof brands.$inferSelect;
type ModelRow = typeof models.$inferSelect;
type VersionRow = typeof carVersions.$inferSelect;

const VERSION_IMAGE_MESSAGE = 'This image was not found; upload it again';

export const toBrand = (row: BrandRow, icon: MediaRow | null | undefined) => ({
  ...row,
  image: imageUrl(icon) ?? row.image,
  mediaDetail: icon ?? null,
});
type BrandOut = ReturnType<typeof toBrand>;

const toModel = (row: ModelRow, brand: BrandOut | null, totalPost: number | null = null) => ({
  ...row,
  brandMeta: brand,
  totalPost,
});

const toVersion = (
  row: VersionRow,
  image: MediaRow | null | undefined,
  brand: BrandOut | null,
  model: ModelRow | null,
) => ({
  ...row,
  image: imageUrl(image) ?? row.image,
  mediaDetail: image ?? null,
  brandDetail: brand,
  modelDetail: model ? toModel(model, brand) : null,
});

async function brandsById(db: Db) {
  const rows = await db
    .select({ brand: brands, icon: media })
    .from(brands)
    .leftJoin(media, eq(media.id, brands.mediaId));
  return new Map(rows.map((r) => [r.brand.id, toBrand(r.brand, r.icon)]));
}

export async function listBrands(db: Db) {
  const rows = await db
    .select({ brand: brands, icon: media })
    .from(brands)
    .leftJoin(media, eq(media.id, brands.mediaId))
    .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id));
  return rows.map((r) => toBrand(r.brand, r.icon));
}

export async function listModels(db: Db, info: GraphQLResolveInfo) {
  const [rows, byBrand, totals] = await Promise.all([
    db
      .select()
      .from(models)
      .orderBy(asc(sql`lower(${models.name})`), asc(models.id)),
    brandsById(db),
    // Counting active posts per model reads many rows at scale: only when the client asks for it.
    selects(info, 'totalPost')
      ? db
          .select({ model: posts.modelId, n: count() })
          .from(posts)
          .where(and(eq(posts.status, 'ACTIVE'), isNotNull(posts.modelId)))
          .groupBy(posts.modelId)
      : Promise.resolve([]),
  ]);
  const totalByModel = new Map(totals.map((t) => [t.model, t.n]));
  const withTotals = selects(info, 'totalPost');
  return rows.map((m) =>
    toModel(m, byBrand.get(m.brand) ?? null, withTotals ? (totalByModel.get(m.id) ?? 0) : null),
  );
}

/** Active models of an active brand, by the brand's slug (the app's brand pages); unknown slug: none. */
export async function listModelsOfBrand(db: Db, brandSlug: string) {
  const [row] = await db
    .select({ brand: brands, icon: media })
    .from(brands)
    .leftJoin(media, eq(media.id, brands.mediaId))
    .where(and(eq(brands.slug, brandSlug.trim().toLowerCase()), eq(brands.isActive, true)))
    .limit(1);
  if (!row) return [];
  const brand = toBrand(row.brand, row.icon);
  const rows = await db
    .select()
    .from(models)
    .where(and(eq(models.brand, brand.id), eq(models.isActive, true)))
    .orderBy(asc(sql`lower(${models.name})`), asc(models.id));
  return rows.map((m) => toModel(m, brand));
}

export async function listVersions(db: Db) {
  const [rows, byBrand, modelRows] = await Promise.all([
    db
      .select({ version: carVersions, image: media })
      .from(carVersions)
      .leftJoin(media, eq(media.id, carVersions.mediaId))
      .orderBy(asc(sql`lower(${carVersions.name})`), asc(carVersions.id)),
    brandsById(db),
    db.select().from(models),
  ]);
  const byModel = new Map(modelRows.map((m) => [m.id, m]));
  return rows.map((r) =>
    toVersion(r.version, r.image, byBrand.get(r.version.brand) ?? null, byModel.get(r.version.model) ?? null),
  );
}

/** The row an edit form saves, and the version it was loaded at (absent: served as before). */
interface Edit {
  id: string;
  editVersion?: number | null;
}

async function lockedRow<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(what);
  return row;
}

// --- brands ---

async function saveBrand(db: Db, adminId: string, args: MutationAdminCreateBrandArgs, edit?: Edit) {
  const id = edit?.id;
  const input = parseInput(brandSchema, {
    name: args.name,
    mediaId: args.mediaId,
    isDisplayTopSearch: args.isDisplayTopSearch,
  });
  return db.transaction(async (tx) => {
    await lockTable(tx, 'brands');
    // The edit's claim (docs/conflicts.md), first after the table's lock like every catalogue save.
    if (edit) await claimEdit(tx, brands, edit.id, edit.editVersion);
    const current = id
      ? await lockedRow(tx.select().from(brands).where(eq(brands.id, id)).for('update'), 'Brand')
      : null;
    const icon = await requireImage(tx, input.mediaId, 'mediaId', BRAND_ICON_MESSAGE);
    const [twin] = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(and(sameName(brands.name, input.name), id ? ne(brands.id, id) : undefined))
      .limit(1);
    if (twin) throw conflict(`A brand named "${input.name}" already exists`);
    const slug =
      current && current.name === input.name
        ? current.slug
        : await uniqueSlug(tx, brands, brands, input.name, id);
    const values = {
      name: input.name,
      slug,
      mediaId: icon.id,
      image: imageUrl(icon),
      isDisplayTopSearch: input.isDisplayTopSearch,
    };
    const [row] = current
      ? await tx.update(brands).set(values).where(eq(brands.id, current.id)).returning()
      : await tx.insert(brands).values(values).returning();
    if (!row) throw notFound('Brand');
    await auditSave(tx, adminId, 'brand', current, row);
    return toBrand(row, icon);
  });
}

export const createBrand = (db: Db, adminId: string, args: MutationAdminCreateBrandArgs) =>
  saveBrand(db, adminId, args);
export const editBrand = (db: Db, adminId: string, args: MutationAdminEditBrandArgs) =>
  saveBrand(db, adminId, args, { id: args.id, editVersion: args.editVersion });

// --- models ---

async function brandWithIcon(tx: Tx, brandId: string) {
  const [row] = await tx
    .select({ brand: brands, icon: media })
    .from(brands)
    .leftJoin(media, eq(media.id, brands.mediaId))
    .where(eq(brands.id, brandId))
    .limit(1);
  if (!row) throw badInput('Unknown brand', 'brand');
  return toBrand(row.brand, row.icon);
}

async function saveModel(db: Db, adminId: string, args: MutationAdminCreateModelArgs, edit?: Edit) {
  const id = edit?.id;
  const input = parseInput(modelSchema, { name: args.name, brand: args.brand });
  return db.transaction(async (tx) => {
    await lockTable(tx, 'models');
    if (edit) await claimEdit(tx, models, edit.id, edit.editVersion);
    const current = id
      ? await lockedRow(tx.select().from(models).where(eq(models.id, id)).for('update'), 'Model')
      : null;
    const brand = await brandWithIcon(tx, input.brand);
    const [twin] = await tx
      .select({ id: models.id })
      .from(models)
      .where(
        and(
          eq(models.brand, brand.id),
          sameName(models.name, input.name),
          id ? ne(models.id, id) : undefined,
        ),
      )
      .limit(1);
    if (twin) throw conflict(`${brand.name} already has a model named "${input.name}"`);
    const renamed = !current || current.name !== input.name || current.brand !== brand.id;
    const slug = renamed
      ? await uniqueSlug(tx, models, models, `${brand.name} ${input.name}`, id)
      : current.slug;
    const values = { name: input.name, brand: brand.id, slug };
    const [row] = current
      ? await tx.update(models).set(values).where(eq(models.id, current.id)).returning()
      : await tx.insert(models).values(values).returning();
    if (!row) throw notFound('Model');
    if (current && current.brand !== brand.id) {
      // Versions, listings and buying demands carry the brand beside the model: they move with it.
      await tx.update(carVersions).set({ brand: brand.id }).where(eq(carVersions.model, row.id));
      await tx.update(posts).set({ brandId: brand.id }).where(eq(posts.modelId, row.id));
      await tx.update(carBuyingNeeds).set({ brand: brand.id }).where(eq(carBuyingNeeds.model, row.id));
    }
    await auditSave(tx, adminId, 'model', current, row);
    return toModel(row, brand);
  });
}

export const createModel = (db: Db, adminId: string, args: MutationAdminCreateModelArgs) =>
  saveModel(db, adminId, args);
export const editModel = (db: Db, adminId: string, args: MutationAdminEditModelArgs) =>
  saveModel(db, adminId, args, { id: args.id, editVersion: args.editVersion });

// --- versions ---

async function modelWithBrand(tx: Tx, modelId: string) {
  const [model] = await tx.select().from(models).where(eq(models.id, modelId)).limit(1);
  if (!model) throw badInput('Unknown model', 'model');
  return { model, brand: await brandWithIcon(tx, model.brand) };
}

export async function createVersion(db: Db, adminId: string, args: MutationAdminCreateVersionArgs) {
  const input = parseInput(versionCreateSchema, {
    name: args.name,
    model: args.model,
    priceCarVersion: args.priceCarVersion,
    mediaId: args.mediaId,
  });
  return db.transaction(async (tx) => {
    await lockTable(tx, 'car_versions');
    const { model, brand } = await modelWithBrand(tx, input.model);
    const image = input.mediaId
      ? await requireImage(tx, input.mediaId, 'mediaId', VERSION_IMAGE_MESSAGE)
      : null;
    const slug = await uniqueSlug(tx, carVersions, carVersions, `${brand.name} ${model.name} ${input.name}`);
    const [row] = await tx
      .insert(carVersions)
      .values({
        name: input.name,
        brand: brand.id,
        model: model.id,
        slug,
        priceCarVersion: input.priceCarVersion,
        mediaId: image?.id ?? null,
        image: imageUrl(image),
      })
      .returning();
    if (!row) throw notFound('Car version');
    await auditSave(tx, adminId, 'car_version', null, row);
    return toVersion(row, image, brand, model);
  });
}

/**
 * Null (not an error) for an unknown id: the bulk update warns per row from that. Without a model the
 * version keeps its own; without a mediaId it keeps its image (bulk rows never carry images).
 */
export async function editVersion(db: Db, adminId: string, args: MutationAdminEditVersionArgs) {
  const input = parseInput(versionEditSchema, {
    name: args.name,
    model: args.model,
    priceCarVersion: args.priceCarVersion,
    mediaId: args.mediaId,
  });
  const id = parseIdOrNull(args.id);
  if (!id) return null;
  return db.transaction(async (tx) => {
    await lockTable(tx, 'car_versions');
    await claimEdit(tx, carVersions, id, args.editVersion);
    const [current] = await tx.select().from(carVersions).where(eq(carVersions.id, id)).for('update');
    if (!current) return null;
    const { model, brand } = await modelWithBrand(tx, input.model ?? current.model);
    const image = input.mediaId
      ? await requireImage(tx, input.mediaId, 'mediaId', VERSION_IMAGE_MESSAGE)
      : ((await mediaById(tx, [current.mediaId])).get(current.mediaId ?? '') ?? null);
    const renamed = current.name !== input.name || current.model !== model.id;
    const slug = renamed
      ? await uniqueSlug(tx, carVersions, carVersions, `${brand.name} ${model.name} ${input.name}`, id)
      : current.slug;
    const [row] = await tx
      .update(carVersions)
      .set({
        name: input.name,
        brand: brand.id,
        model: model.id,
        slug,
        priceCarVersion: input.priceCarVersion,
        mediaId: image?.id ?? null,
        image: imageUrl(image),
      })
      .where(eq(carVersions.id, id))
      .returning();
    if (!row) return null;
    // Listings of this version follow it to its (possibly new) model and brand.
    if (current.model !== model.id) {
      await tx.update(posts).set({ modelId: model.id, brandId: brand.id }).where(eq(posts.versionId, id));
    }
    await auditSave(tx, adminId, 'car_version', current, row);
    return toVersion(row, image, brand, model);
  });
}

/** A malformed id cannot name a version, so it answers like an unknown one. */
const parseIdOrNull = (id: string) => (isUuid(id) ? id : null);
