import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { benefitItems, servicePackageBenefits, servicePackages } from '../../db/schema';
import {
  BENEFIT_ID_MESSAGE,
  serviceIdSchema,
  servicePackageSchema,
  servicesFilterSchema,
  type ServicePackageFormValues,
} from '../../../src/rules/packages';
import type { Db } from '../../db/client';
import { badInput, notFound } from '../errors';
import type { MutationResolvers, QueryAdminGetServicesArgs, QueryResolvers } from '../generated/resolvers';
import { pageEnvelope, pageWindow } from '../pagination';
import { parseInput } from '../zod-input';
import { benefitsOfPackages } from './packages-benefits';

export type ServicePackageRow = typeof servicePackages.$inferSelect;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows as the ServicePackage type wants them, with their benefit items loaded in one query. */
export async function withBenefits(db: Db, rows: ServicePackageRow[]) {
  const benefits = await benefitsOfPackages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, benefitsItems: benefits.get(r.id) ?? [] }));
}

async function listServices(db: Db, args: QueryAdminGetServicesArgs) {
  const { keyword } = parseInput(servicesFilterSchema, { keyword: args.keyword ?? undefined });
  const conditions: SQL[] = [eq(servicePackages.isDeleted, false)];
  if (keyword) {
    // Description, type (e.g. 'booking' finds BOOKINGS) and the id, as the list shows them.
    const pattern = `%${likeEscape(keyword.toLowerCase())}%`;
    conditions.push(
      sql`lower(coalesce(${servicePackages.description}, '') || ' ' || ${servicePackages.type} || ' ' || ${servicePackages.id}::text) like ${pattern}`,
    );
  }
  const where = and(...conditions);
  const window = pageWindow(args);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(servicePackages)
      .where(where)
      .orderBy(desc(servicePackages.createdAt), asc(servicePackages.id))
      .limit(window.size)
      .offset(window.offset),
    db.select({ n: count() }).from(servicePackages).where(where),
  ]);
  return pageEnvelope(await withBenefits(db, rows), total?.n ?? 0, window);
}

/** Deleted packages stay readable: user packages bought before the delete still point at them. */
async function getService(db: Db, rawId: string) {
  const { id } = parseInput(serviceIdSchema, { id: rawId });
  const [row] = await db.select().from(servicePackages).where(eq(servicePackages.id, id)).limit(1);
  if (!row) throw notFound('Service package');
  const [withItems] = await withBenefits(db, [row]);
  if (!withItems) throw notFound('Service package');
  return withItems;
}

async function checkBenefitIds(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: benefitItems.id })
    .from(benefitItems)
    .where(inArray(benefitItems.id, ids));
  if (found.length !== ids.length) throw badInput(BENEFIT_ID_MESSAGE, 'benefitsItemIds');
}

function packageValues(v: ServicePackageFormValues) {
  return {
    type: v.type,
    description: v.description,
    quantity: v.quantity,
    day: v.day,
    unitPrice: v.unitPrice,
    totalPrice: v.totalPrice,
    isActive: v.isActive,
  };
}

async function createService(db: Db, input: unknown) {
  const v = parseInput(servicePackageSchema, input);
  const row = await db.transaction(async (tx) => {
    await checkBenefitIds(tx, v.benefitsItemIds);
    const [created] = await tx.insert(servicePackages).values(packageValues(v)).returning();
    if (!created) throw new Error('service package insert returned no row');
    if (v.benefitsItemIds.length > 0) {
      await tx
        .insert(servicePackageBenefits)
        .values(v.benefitsItemIds.map((benefitItemId) => ({ servicePackageId: created.id, benefitItemId })));
    }
    return created;
  });
  return getService(db, row.id);
}

/** Terms and benefit list change together or not at all; user packages keep the terms they bought. */
async function editService(db: Db, rawId: string, input: unknown) {
  const { id } = parseInput(serviceIdSchema, { id: rawId });
  const v = parseInput(servicePackageSchema, input);
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: servicePackages.id })
      .from(servicePackages)
      .where(and(eq(servicePackages.id, id), eq(servicePackages.isDeleted, false)))
      .for('update');
    if (!existing) throw notFound('Service package');
    await checkBenefitIds(tx, v.benefitsItemIds);
    await tx.update(servicePackages).set(packageValues(v)).where(eq(servicePackages.id, id));
    await tx.delete(servicePackageBenefits).where(eq(servicePackageBenefits.servicePackageId, id));
    if (v.benefitsItemIds.length > 0) {
      await tx
        .insert(servicePackageBenefits)
        .values(v.benefitsItemIds.map((benefitItemId) => ({ servicePackageId: id, benefitItemId })));
    }
  });
  return getService(db, id);
}

/** Soft delete (SPEC §3 isDeleted): a deleted package leaves the list; a second delete is not found. */
async function deleteService(db: Db, rawId: string) {
  const { id } = parseInput(serviceIdSchema, { id: rawId });
  const [row] = await db
    .update(servicePackages)
    .set({ isDeleted: true })
    .where(and(eq(servicePackages.id, id), eq(servicePackages.isDeleted, false)))
    .returning({ id: servicePackages.id });
  if (!row) throw notFound('Service package');
  return true;
}

async function setServiceActive(db: Db, rawId: string, active: boolean) {
  const { id } = parseInput(serviceIdSchema, { id: rawId });
  const [row] = await db
    .update(servicePackages)
    .set({ isActive: active })
    .where(and(eq(servicePackages.id, id), eq(servicePackages.isDeleted, false)))
    .returning({ id: servicePackages.id });
  if (!row) throw notFound('Service package');
  return getService(db, row.id);
}

export const servicesQuery: Pick<QueryResolvers, 'adminGetServices' | 'adminGetServiceDetail'> = {
  adminGetServices: (_root, args, ctx) => listServices(ctx.db, args),
  adminGetServiceDetail: (_root, args, ctx) => getService(ctx.db, args.id),
};

export const servicesMutation: Pick<
  MutationResolvers,
  'adminCreateServices' | 'adminEditServices' | 'adminDeleteServices' | 'adminUpdateStatusServices'
> = {
  adminCreateServices: (_root, args, ctx) => createService(ctx.db, args.input),
  adminEditServices: (_root, args, ctx) => editService(ctx.db, args.id, args.input),
  adminDeleteServices: (_root, args, ctx) => deleteService(ctx.db, args.id),
  adminUpdateStatusServices: (_root, args, ctx) => setServiceActive(ctx.db, args.id, args.active),
};
