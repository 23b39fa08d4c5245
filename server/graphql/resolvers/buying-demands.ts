import { and, arrayContains, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, carBuyingNeeds, models, provinces, users } from '../../db/schema';
import { writeAudit } from '../../kit/audit';
import { containsPattern } from '../../kit/like';
import { pagedList, type PageArgs } from '../../kit/page';
import { listSort } from '../../kit/sort';
import type { Tx } from '../../kit/tx';
import { claimEdit } from '../../kit/edit-version';
import {
  buyingDemandIdSchema,
  buyingDemandSchema,
  buyingListSchema,
  buyingStatusSchema,
  MODEL_OF_BRAND_MESSAGE,
  SAME_STATUS_MESSAGE,
  UNKNOWN_BRAND_MESSAGE,
  UNKNOWN_MODEL_MESSAGE,
  UNKNOWN_PROVINCE_MESSAGE,
  UNKNOWN_USER_MESSAGE,
  type BuyingDemandValues,
} from '../../../src/rules/buying-demand';
import { foldSearchText } from '../../../src/rules/fold';
import { badInput, conflict, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type {
  CarBuyingNeedResolvers,
  MutationResolvers,
  QueryAdminGetListCustomerCarBuyingNeedByUserIdArgs,
  QueryAdminPaginationCarBuyingNeedsArgs,
  QueryResolvers,
} from '../generated/resolvers';
import type { CarBuyingNeedModel } from '../mappers';
import { parseInput } from '../zod-input';

type NeedRow = typeof carBuyingNeeds.$inferSelect;
const needNotFound = () => notFound('Buying demand');

/** Folded buyer name and phone: a generated column of migration 0017. */
const searchText = sql`${carBuyingNeeds}."search_text"`;

function selectNeeds(db: Db | Tx) {
  return db
    .select({ need: carBuyingNeeds, owner: users, brand: brands, model: models, province: provinces })
    .from(carBuyingNeeds)
    .leftJoin(users, eq(users.id, carBuyingNeeds.userId))
    .leftJoin(brands, eq(brands.id, carBuyingNeeds.brand))
    .leftJoin(models, eq(models.id, carBuyingNeeds.model))
    .leftJoin(provinces, eq(provinces.id, carBuyingNeeds.provinceId));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectNeeds>['where']>>[number];

const toNeed = ({ need, owner, brand, model, province }: Joined): CarBuyingNeedModel => ({
  ...need,
  user: owner,
  brandDetail: brand ? { ...brand, mediaDetail: null } : null,
  modelDetail: model ? { ...model, brandMeta: null, totalPost: null } : null,
  provinceDetail: province,
});

/**
 * The keyword finds the buyer's name or phone, or the wanted brand or model (accents and case aside).
 * Brands and models are few: their matching ids are read first (their own trigram indexes, migration
 * 0006), so the demands are found through indexes alone (a bitmap OR of the folded text's trigram index
 * and the brand and model b-trees) rather than by walking every demand with a subquery per row.
 */
async function keywordWhere(db: Db, keyword: string | undefined): Promise<SQL | undefined> {
  if (!keyword) return undefined;
  const pattern = containsPattern(foldSearchText(keyword));
  const [brandRows, modelRows] = await Promise.all([
    db
      .select({ id: brands.id })
      .from(brands)
      .where(sql`kar_fold(${brands.name}) like ${pattern}`),
    db
      .select({ id: models.id })
      .from(models)
      .where(sql`kar_fold(${models.name}) like ${pattern}`),
  ]);
  return or(
    sql`${searchText} like ${pattern}`,
    brandRows.length
      ? inArray(
          carBuyingNeeds.brand,
          brandRows.map((b) => b.id),
        )
      : undefined,
    modelRows.length
      ? inArray(
          carBuyingNeeds.model,
          modelRows.map((m) => m.id),
        )
      : undefined,
  );
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const buyingNeedSort = listSort(
  {
    createdAt: carBuyingNeeds.createdAt,
    budget: carBuyingNeeds.budget,
    status: carBuyingNeeds.status,
  },
  carBuyingNeeds.id,
);

function pageOf(db: Db, args: PageArgs, where: SQL | undefined) {
  return pagedList(
    args,
    selectNeeds(db)
      .where(where)
      .orderBy(
        ...buyingNeedSort.orderBy(args.sort, [desc(carBuyingNeeds.createdAt), desc(carBuyingNeeds.id)]),
      ),
    db.select({ n: count() }).from(carBuyingNeeds).where(where),
    (rows) => rows.map(toNeed),
  );
}

/** SPEC §2.10 buying demands: every demand, newest first, by keyword. */
export async function listBuyingDemands(db: Db, args: QueryAdminPaginationCarBuyingNeedsArgs) {
  const f = parseInput(buyingListSchema, { keyword: args.keyword });
  return pageOf(db, args, await keywordWhere(db, f.keyword));
}

/**
 * SPEC §2.10 Buying Customer (seller demands): the demands handed to sellers (`isCustomer`). The screen
 * sends only the keyword (§7: userId and status are read from the URL but not sent); the API still
 * answers them, a seller's customers and a status.
 */
export async function listBuyingCustomers(db: Db, args: QueryAdminGetListCustomerCarBuyingNeedByUserIdArgs) {
  const f = parseInput(buyingListSchema, args);
  return pageOf(
    db,
    args,
    and(
      eq(carBuyingNeeds.isCustomer, true),
      await keywordWhere(db, f.keyword),
      f.userId ? arrayContains(carBuyingNeeds.userSellerIds, [f.userId]) : undefined,
      f.status ? eq(carBuyingNeeds.status, f.status) : undefined,
    ),
  );
}

async function needById(db: Db | Tx, id: string) {
  const [row] = await selectNeeds(db).where(eq(carBuyingNeeds.id, id)).limit(1);
  if (!row) throw needNotFound();
  return toNeed(row);
}

export function getBuyingDemand(db: Db, rawId: string) {
  const { id } = parseInput(buyingDemandIdSchema, { id: rawId });
  return needById(db, id);
}

/** Brand, model (of that brand), province, buyer and sellers checked inside the write's transaction. */
async function checkReferences(tx: Tx, input: BuyingDemandValues) {
  const [brand] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.id, input.brand))
    .for('share');
  if (!brand) throw badInput(UNKNOWN_BRAND_MESSAGE, 'brand');
  const [model] = await tx.select().from(models).where(eq(models.id, input.model)).for('share');
  if (!model) throw badInput(UNKNOWN_MODEL_MESSAGE, 'model');
  if (model.brand !== input.brand) throw badInput(MODEL_OF_BRAND_MESSAGE, 'model');
  if (input.provinceId) {
    const [p] = await tx
      .select({ id: provinces.id })
      .from(provinces)
      .where(eq(provinces.id, input.provinceId));
    if (!p) throw badInput(UNKNOWN_PROVINCE_MESSAGE, 'provinceId');
  }
  const people = [...new Set([...(input.userId ? [input.userId] : []), ...input.userSellerIds])];
  if (people.length) {
    const found = new Set(
      (await tx.select({ id: users.id }).from(users).where(inArray(users.id, people)).for('share')).map(
        (u) => u.id,
      ),
    );
    if (input.userId && !found.has(input.userId)) throw badInput(UNKNOWN_USER_MESSAGE, 'userId');
    if (input.userSellerIds.some((id) => !found.has(id)))
      throw badInput(UNKNOWN_USER_MESSAGE, 'userSellerIds');
  }
}

const columns = (input: BuyingDemandValues) => ({
  ...input,
  // A demand handed to at least one seller is a buying customer (SPEC §2.10 seller demand).
  isCustomer: input.userSellerIds.length > 0,
});

const snapshot = (row: NeedRow) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = row;
  return fields;
};

export async function createBuyingDemand(db: Db, rawInput: unknown, adminId: string) {
  const input = parseInput(buyingDemandSchema, rawInput);
  return db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const [row] = await tx.insert(carBuyingNeeds).values(columns(input)).returning();
    if (!row) throw needNotFound();
    await writeAudit(tx, adminId, {
      entity: 'car_buying_need',
      verb: 'create',
      entityId: row.id,
      after: snapshot(row),
    });
    return needById(tx, row.id);
  });
}

export async function editBuyingDemand(
  db: Db,
  rawId: string,
  rawInput: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const { id } = parseInput(buyingDemandIdSchema, { id: rawId });
  const input = parseInput(buyingDemandSchema, rawInput);
  return db.transaction(async (tx) => {
    await claimEdit(tx, carBuyingNeeds, id, editVersion);
    const [current] = await tx.select().from(carBuyingNeeds).where(eq(carBuyingNeeds.id, id)).for('update');
    if (!current) throw needNotFound();
    await checkReferences(tx, input);
    const [row] = await tx
      .update(carBuyingNeeds)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(carBuyingNeeds.id, id))
      .returning();
    if (!row) throw needNotFound();
    await writeAudit(tx, adminId, {
      entity: 'car_buying_need',
      verb: 'edit',
      entityId: id,
      before: snapshot(current),
      after: snapshot(row),
    });
    return needById(tx, id);
  });
}

/** The status change from the detail (SPEC §4 labels; transitions are free, every change audited). */
export async function updateBuyingDemandStatus(db: Db, rawArgs: unknown, adminId: string) {
  const { id, status } = parseInput(buyingStatusSchema, rawArgs);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(carBuyingNeeds).where(eq(carBuyingNeeds.id, id)).for('update');
    if (!current) throw needNotFound();
    if (current.status === status) throw conflict(SAME_STATUS_MESSAGE);
    await tx.update(carBuyingNeeds).set({ status, updatedAt: new Date() }).where(eq(carBuyingNeeds.id, id));
    await writeAudit(tx, adminId, {
      entity: 'car_buying_need',
      verb: 'update_status',
      entityId: id,
      before: { status: current.status },
      after: { status },
    });
    return needById(tx, id);
  });
}

export async function deleteBuyingDemand(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(buyingDemandIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(carBuyingNeeds).where(eq(carBuyingNeeds.id, id)).for('update');
    if (!current) throw needNotFound();
    await tx.delete(carBuyingNeeds).where(eq(carBuyingNeeds.id, id));
    await writeAudit(tx, adminId, {
      entity: 'car_buying_need',
      verb: 'delete',
      entityId: id,
      before: snapshot(current),
    });
    return true;
  });
}

export const carBuyingNeedResolvers: CarBuyingNeedResolvers = {
  sellers: async (need, _args, ctx) => {
    if (need.userSellerIds.length === 0) return [];
    const rows = await ctx.db.select().from(users).where(inArray(users.id, need.userSellerIds));
    const byId = new Map(rows.map((u) => [u.id, u]));
    return need.userSellerIds.flatMap((id) => byId.get(id) ?? []);
  },
};

export const buyingDemandsQuery: Pick<
  QueryResolvers,
  | 'adminPaginationCarBuyingNeeds'
  | 'adminGetListCustomerCarBuyingNeedByUserId'
  | 'adminGetCarBuyingNeedDetail'
> = {
  adminPaginationCarBuyingNeeds: (_root, args, ctx) => listBuyingDemands(ctx.db, args),
  adminGetListCustomerCarBuyingNeedByUserId: (_root, args, ctx) => listBuyingCustomers(ctx.db, args),
  adminGetCarBuyingNeedDetail: (_root, args, ctx) => getBuyingDemand(ctx.db, args.id),
};

export const buyingDemandsMutation: Pick<
  MutationResolvers,
  | 'adminCreateCarBuyingNeed'
  | 'adminEditCarBuyingNeed'
  | 'adminDeleteCarBuyingNeed'
  | 'adminUpdateStatusCarBuyingNeed'
> = {
  adminCreateCarBuyingNeed: (_root, args, ctx) =>
    createBuyingDemand(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditCarBuyingNeed: (_root, args, ctx) =>
    editBuyingDemand(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
  adminDeleteCarBuyingNeed: (_root, args, ctx) => deleteBuyingDemand(ctx.db, args.id, requireAdmin(ctx).id),
  adminUpdateStatusCarBuyingNeed: (_root, args, ctx) =>
    updateBuyingDemandStatus(ctx.db, { id: args.id, status: args.status }, requireAdmin(ctx).id),
};
