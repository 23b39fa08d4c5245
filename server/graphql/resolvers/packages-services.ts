import { claimEdit } from '../../kit/edit-version';
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
import { writeAudit } from '../../kit/audit';
import { containsPattern } from '../../kit/like';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import type { Tx } from '../../kit/tx';
import { badInput, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type { MutationResolvers, QueryAdminGetServicesArgs, QueryResolvers } from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { benefitsOfPackages } from './packages-benefits';

export type ServicePackageRow = typeof servicePackages.$inferSelect;

/** Rows as the ServicePackage type wants them, with their benefit items loaded in one query. */
export async function withBenefits(db: Db, rows: ServicePackageRow[]) {
  const benefits = await benefitsOfPackages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, benefitsItems: benefits.get(r.id) ?? [] }));
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const serviceSort = listSort(
  {
    createdAt: servicePackages.createdAt,
    type: servicePackages.type,
    unitPrice: servicePackages.unitPrice,
    totalPrice: servicePackages.totalPrice,
  },
  servicePackages.id,
);

async function listServices(db: Db, args: QueryAdminGetServicesArgs) {
  const { keyword } = parseInput(servicesFilterSchema, { keyword: args.keyword ?? undefined });
  const conditions: SQL[] = [eq(servicePackages.isDeleted, false)];
  if (keyword) {
    // Description, type (e.g. 'booking' finds BOOKINGS) and the id, as the list shows them.
    const pattern = containsPattern(keyword.toLowerCase());
    conditions.push(
      sql`lower(coalesce(${servicePackages.description}, '') || ' ' || ${servicePackages.type} || ' ' || ${servicePackages.id}::text) like ${pattern}`,
    );
  }
  const where = and(...conditions);
  return pagedList(
    args,
    db
      .select()
      .from(servicePackages)
      .where(where)
      .orderBy(...serviceSort.orderBy(args.sort, [desc(servicePackages.createdAt), asc(servicePackages.id)])),
    db.select({ n: count() }).from(servicePackages).where(where),
    (rows) => withBenefits(db, rows),
  );
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

type PackageTerms = Omit<ServicePackageFormValues, 'benefitsItemIds'>;

/** The stored terms, from the form's values or (for an audit snapshot) from a stored row. */
function packageValues(v: { [K in keyof PackageTerms]: PackageTerms[K] | ServicePackageRow[K] }) {
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

/** The audited view of a package: its terms and the benefit items it lists. */
const snapshot = (row: ServicePackageRow, benefitsItemIds: string[]) => ({
  ...packageValues(row),
  benefitsItemIds: [...benefitsItemIds].sort(),
});

async function benefitIdsOf(tx: Tx, id: string) {
  const rows = await tx
    .select({ id: servicePackageBenefits.benefitItemId })
    .from(servicePackageBenefits)
    .where(eq(servicePackageBenefits.servicePackageId, id));
  return rows.map((r) => r.id);
}

/** A live (not deleted) package, locked for the rest of the transaction. */
async function lockLive(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(servicePackages)
    .where(and(eq(servicePackages.id, id), eq(servicePackages.isDeleted, false)))
    .for('update');
  if (!row) throw notFound('Service package');
  return row;
}

async function createService(db: Db, adminId: string, input: unknown) {
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
    await writeAudit(tx, adminId, {
      entity: 'service_package',
      verb: 'create',
      entityId: created.id,
      after: snapshot(created, v.benefitsItemIds),
    });
    return created;
  });
  return getService(db, row.id);
}

/** Terms and benefit list change together or not at all; user packages keep the terms they bought. */
async function editService(
  db: Db,
  adminId: string,
  rawId: string,
  input: unknown,
  editVersion?: number | null,
) {
  const { id } = parseInput(serviceIdSchema, { id: rawId });
  const v = parseInput(servicePackageSchema, input);
  await db.transaction(async (tx) => {
    await claimEdit(tx, servicePackages, id, editVersion);
    const existing = await lockLive(tx, id);
    const benefitsBefore = await benefitIdsOf(tx, id);
    await checkBenefitIds(tx, v.benefitsItemIds);
    const [updated] = await tx
      .update(servicePackages)
      .set(packageValues(v))
      .where(eq(servicePackages.id, id))
      .returning();
    if (!updated) throw notFound('Service package');
    await tx.delete(servicePackageBenefits).where(eq(servicePackageBenefits.servicePackageId, id));
    if (v.benefitsItemIds.length > 0) {
      await tx
        .insert(servicePackageBenefits)
        .values(v.benefitsItemIds.map((benefitItemId) => ({ servicePackageId: id, benefitItemId })));
    }
    await writeAudit(tx, adminId, {
      entity: 'service_package',
      verb: 'edit',
      entityId: id,
      before: snapshot(existing, benefitsBefore),
      after: snapshot(updated, v.benefitsItemIds),
    });
  });
  return getService(db, id);
}

/** Soft delete (SPEC §3 isDeleted): a deleted package leaves the list; a second delete is not found. */
export async function deleteService(db: Db, adminId: string, rawId: string) {
  const { id } = parseInput(serviceIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    const existing = await lockLive(tx, id);
    await tx.update(servicePackages).set({ isDeleted: true }).where(eq(servicePackages.id, id));
    await writeAudit(tx, adminId, {
      entity: 'service_package',
      verb: 'delete',
      entityId: id,
      before: { ...snapshot(existing, await benefitIdsOf(tx, id)), isDeleted: false },
      after: { isDeleted: true },
    });
    return true;
  });
}

export async function setServiceActive(db: Db, adminId: string, rawId: string, active: boolean) {
  const { id } = parseInput(serviceIdSchema, { id: rawId });
  await db.transaction(async (tx) => {
    const existing = await lockLive(tx, id);
    await tx.update(servicePackages).set({ isActive: active }).where(eq(servicePackages.id, id));
    await writeAudit(tx, adminId, {
      entity: 'service_package',
      verb: 'update_status',
      entityId: id,
      before: { isActive: existing.isActive },
      after: { isActive: active },
    });
  });
  return getService(db, id);
}

export const servicesQuery: Pick<QueryResolvers, 'adminGetServices' | 'adminGetServiceDetail'> = {
  adminGetServices: (_root, args, ctx) => listServices(ctx.db, args),
  adminGetServiceDetail: (_root, args, ctx) => getService(ctx.db, args.id),
};

export const servicesMutation: Pick<
  MutationResolvers,
  'adminCreateServices' | 'adminEditServices' | 'adminDeleteServices' | 'adminUpdateStatusServices'
> = {
  adminCreateServices: (_root, args, ctx) => createService(ctx.db, requireAdmin(ctx).id, args.input),
  adminEditServices: (_root, args, ctx) =>
    editService(ctx.db, requireAdmin(ctx).id, args.id, args.input, args.editVersion),
  adminDeleteServices: (_root, args, ctx) => deleteService(ctx.db, requireAdmin(ctx).id, args.id),
  adminUpdateStatusServices: (_root, args, ctx) =>
    setServiceActive(ctx.db, requireAdmin(ctx).id, args.id, args.active),
};
