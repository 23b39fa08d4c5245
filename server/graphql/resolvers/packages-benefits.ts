import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { benefitItems, servicePackageBenefits, servicePackages } from '../../db/schema';
import { benefitIdSchema, benefitSchema } from '../../../src/rules/packages';
import type { Db } from '../../db/client';
import { rowSnapshot as snapshot, writeAudit } from '../../kit/audit';
import { claimEdit } from '../../kit/edit-version';
import type { Tx } from '../../kit/tx';
import { conflict, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { parseInput } from '../zod-input';

export type BenefitRow = typeof benefitItems.$inferSelect;

export const BENEFIT_IN_USE = (n: number) =>
  `This benefit is used by ${n} service package${n === 1 ? '' : 's'}. Remove it from ${
    n === 1 ? 'that package' : 'those packages'
  } first, or set it inactive.`;

/** The benefit items of each package, in one query for a whole page of packages. */
export async function benefitsOfPackages(db: Db, packageIds: string[]): Promise<Map<string, BenefitRow[]>> {
  const byPackage = new Map<string, BenefitRow[]>();
  if (packageIds.length === 0) return byPackage;
  const rows = await db
    .select({ packageId: servicePackageBenefits.servicePackageId, benefit: benefitItems })
    .from(servicePackageBenefits)
    .innerJoin(benefitItems, eq(benefitItems.id, servicePackageBenefits.benefitItemId))
    .where(inArray(servicePackageBenefits.servicePackageId, packageIds))
    .orderBy(asc(benefitItems.type), asc(benefitItems.title), asc(benefitItems.id));
  for (const { packageId, benefit } of rows) {
    const list = byPackage.get(packageId);
    if (list) list.push(benefit);
    else byPackage.set(packageId, [benefit]);
  }
  return byPackage;
}

async function getBenefit(db: Db, rawId: string) {
  const { id } = parseInput(benefitIdSchema, { id: rawId });
  const [row] = await db.select().from(benefitItems).where(eq(benefitItems.id, id)).limit(1);
  if (!row) throw notFound('Benefit item');
  return row;
}

async function lockBenefit(tx: Tx, id: string) {
  const [row] = await tx.select().from(benefitItems).where(eq(benefitItems.id, id)).for('update');
  if (!row) throw notFound('Benefit item');
  return row;
}

async function createBenefit(db: Db, adminId: string, input: unknown) {
  const values = parseInput(benefitSchema, input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(benefitItems).values(values).returning();
    if (!row) throw new Error('benefit insert returned no row');
    await writeAudit(tx, adminId, {
      entity: 'benefit_item',
      verb: 'create',
      entityId: row.id,
      after: snapshot(row),
    });
    return row;
  });
}

/** Edit and active toggle: one locked row changed, its before and after audited. */
async function updateBenefit(
  db: Db,
  adminId: string,
  rawId: string,
  verb: 'edit' | 'update_status',
  set: Partial<Pick<BenefitRow, 'type' | 'title' | 'isActive'>>,
  editVersion?: number | null,
) {
  const { id } = parseInput(benefitIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    // An edit only: the Active switch sets one state, which a colleague's save cannot have made stale.
    if (verb === 'edit') await claimEdit(tx, benefitItems, id, editVersion);
    const current = await lockBenefit(tx, id);
    const [row] = await tx.update(benefitItems).set(set).where(eq(benefitItems.id, id)).returning();
    if (!row) throw notFound('Benefit item');
    await writeAudit(tx, adminId, {
      entity: 'benefit_item',
      verb,
      entityId: id,
      before: snapshot(current),
      after: snapshot(row),
    });
    return row;
  });
}

/**
 * A benefit that a live service package still lists is refused: deleting it would silently change
 * what that package offers. Links from soft-deleted packages do not block; they go with the item.
 */
export async function deleteBenefit(db: Db, adminId: string, rawId: string) {
  const { id } = parseInput(benefitIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    const row = await lockBenefit(tx, id);
    const [used] = await tx
      .select({ n: count() })
      .from(servicePackageBenefits)
      .innerJoin(servicePackages, eq(servicePackages.id, servicePackageBenefits.servicePackageId))
      .where(and(eq(servicePackageBenefits.benefitItemId, id), eq(servicePackages.isDeleted, false)));
    const n = used?.n ?? 0;
    if (n > 0) throw conflict(BENEFIT_IN_USE(n));
    await tx.delete(benefitItems).where(eq(benefitItems.id, id));
    await writeAudit(tx, adminId, {
      entity: 'benefit_item',
      verb: 'delete',
      entityId: id,
      before: snapshot(row),
    });
    return true;
  });
}

/** The Active switch (adminUpdateStatusUserServiceBenefits), one row or a bulk action's row. */
export function setBenefitActive(db: Db, adminId: string, rawId: string, active: boolean) {
  return updateBenefit(db, adminId, rawId, 'update_status', { isActive: active });
}

export const benefitsQuery: Pick<
  QueryResolvers,
  'adminGetUserServiceBenefits' | 'adminGetUserServiceBenefitDetail'
> = {
  // A flat list (SPEC §7): there are tens of items, not thousands.
  adminGetUserServiceBenefits: (_root, _args, ctx) =>
    ctx.db.select().from(benefitItems).orderBy(desc(benefitItems.createdAt), asc(benefitItems.id)),
  adminGetUserServiceBenefitDetail: (_root, args, ctx) => getBenefit(ctx.db, args.id),
};

export const benefitsMutation: Pick<
  MutationResolvers,
  | 'adminCreateUserServiceBenefits'
  | 'adminEditUserServiceBenefits'
  | 'adminDeleteUserServiceBenefits'
  | 'adminUpdateStatusUserServiceBenefits'
> = {
  adminCreateUserServiceBenefits: (_root, args, ctx) =>
    createBenefit(ctx.db, requireAdmin(ctx).id, { type: args.type, title: args.title }),
  adminEditUserServiceBenefits: (_root, args, ctx) =>
    updateBenefit(
      ctx.db,
      requireAdmin(ctx).id,
      args.id,
      'edit',
      parseInput(benefitSchema, { type: args.type, title: args.title }),
      args.editVersion,
    ),
  adminDeleteUserServiceBenefits: (_root, args, ctx) => deleteBenefit(ctx.db, requireAdmin(ctx).id, args.id),
  adminUpdateStatusUserServiceBenefits: (_root, args, ctx) =>
    setBenefitActive(ctx.db, requireAdmin(ctx).id, args.id, args.active),
};
