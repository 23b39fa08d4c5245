import { claimEdit } from '../../kit/edit-version';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { servicePackages, userServicePackages, users } from '../../db/schema';
import {
  USED_OVER_QUANTITY_MESSAGE,
  userServiceIdSchema,
  userServiceInputSchema,
  userServicesFilterSchema,
  type UserServiceInputValues,
} from '../../../src/rules/packages';
import type { Db } from '../../db/client';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { badInput, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type {
  MutationResolvers,
  QueryAdminGetUserServicesArgs,
  QueryResolvers,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { usersWhere } from './members';
import { type ServicePackageRow, withBenefits } from './packages-services';

type UserPackageRow = typeof userServicePackages.$inferSelect;
type MemberRow = typeof users.$inferSelect;

const DAY_MS = 86_400_000;

/** Rows with their member and package (and its benefit items): one query each per page, not per row. */
async function assemble(
  db: Db,
  rows: { up: UserPackageRow; user: MemberRow | null; pkg: ServicePackageRow }[],
) {
  const packages = await withBenefits(db, [...new Map(rows.map((r) => [r.pkg.id, r.pkg])).values()]);
  const byId = new Map(packages.map((p) => [p.id, p]));
  return rows.map((r) => ({ ...r.up, user: r.user, package: byId.get(r.pkg.id) ?? null }));
}

function selectJoined(db: Db) {
  return db
    .select({ up: userServicePackages, user: users, pkg: servicePackages })
    .from(userServicePackages)
    .innerJoin(users, eq(users.id, userServicePackages.userId))
    .innerJoin(servicePackages, eq(servicePackages.id, userServicePackages.servicesId));
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const userServicePackageSort = listSort(
  {
    createdAt: userServicePackages.createdAt,
    totalPrice: userServicePackages.totalPrice,
    expiredDate: userServicePackages.expriedDate,
  },
  userServicePackages.id,
);

async function listUserServices(db: Db, args: QueryAdminGetUserServicesArgs) {
  const f = parseInput(userServicesFilterSchema, {
    keyword: args.keyword ?? undefined,
    status: args.status ?? undefined,
    userId: args.userId ?? undefined,
  });
  const conditions: (SQL | undefined)[] = [
    f.status ? eq(userServicePackages.isActive, f.status === 'ACTIVE') : undefined,
    f.userId ? eq(userServicePackages.userId, f.userId) : undefined,
    // The members keyword expression (email, name, phone), so it uses the members' trigram index.
    f.keyword ? usersWhere({ keyword: f.keyword }) : undefined,
  ];
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  return pagedList(
    args,
    selectJoined(db)
      .where(where)
      .orderBy(
        ...userServicePackageSort.orderBy(args.sort, [
          desc(userServicePackages.createdAt),
          asc(userServicePackages.id),
        ]),
      ),
    db
      .select({ n: count() })
      .from(userServicePackages)
      .innerJoin(users, eq(users.id, userServicePackages.userId))
      .where(where),
    (rows) => assemble(db, rows),
  );
}

async function getUserService(db: Db, rawId: string) {
  const { id } = parseInput(userServiceIdSchema, { id: rawId });
  const rows = await selectJoined(db).where(eq(userServicePackages.id, id)).limit(1);
  const [item] = await assemble(db, rows);
  if (!item) throw notFound('User service package');
  return item;
}

/**
 * The terms a member's package gets. Left out, quantity and day come from the package and the expiry
 * is `day` days after the start; null means unlimited ('Không giới hạn').
 */
function terms(v: UserServiceInputValues, pkg: ServicePackageRow, start: Date) {
  const quantity = v.quantity === undefined ? pkg.quantity : v.quantity;
  const day = v.day === undefined ? pkg.day : v.day;
  const expriedDate =
    v.expriedDate === undefined
      ? day == null
        ? null
        : new Date(start.getTime() + day * DAY_MS)
      : v.expriedDate === null
        ? null
        : new Date(v.expriedDate);
  return { quantity, day, expriedDate };
}

async function requireMember(db: Db, userId: string) {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!member) throw notFound('Member');
}

async function lockPackage(db: Db, servicesId: string, allowDeleted: boolean) {
  const [pkg] = await db
    .select()
    .from(servicePackages)
    .where(eq(servicePackages.id, servicesId))
    .for('share');
  if (!pkg || (pkg.isDeleted && !allowDeleted)) throw notFound('Service package');
  return pkg;
}

function checkUsed(quantity: number | null, used: number) {
  if (quantity != null && used > quantity) throw badInput(USED_OVER_QUANTITY_MESSAGE, 'used');
}

/** Gives a package to a member: its type and prices are copied, so later package edits leave it alone. */
async function createUserService(db: Db, adminId: string, input: unknown) {
  const v = parseInput(userServiceInputSchema, input);
  const id = await db.transaction(async (tx) => {
    await requireMember(tx, v.userId);
    const pkg = await lockPackage(tx, v.servicesId, false);
    const now = new Date();
    const t = terms(v, pkg, now);
    const used = v.used ?? 0;
    checkUsed(t.quantity, used);
    const [row] = await tx
      .insert(userServicePackages)
      .values({
        userId: v.userId,
        servicesId: pkg.id,
        type: pkg.type,
        unitPrice: pkg.unitPrice,
        totalPrice: pkg.totalPrice,
        quantity: t.quantity,
        day: t.day,
        used,
        isActive: v.isActive ?? true,
        expriedDate: t.expriedDate,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('user service package insert returned no row');
    await writeAudit(tx, adminId, {
      entity: 'user_service_package',
      verb: 'create',
      entityId: row.id,
      after: rowSnapshot(row),
    });
    return row.id;
  });
  return getUserService(db, id);
}

/**
 * Keeping the same package keeps the terms as bought, even if the package was deleted since;
 * switching to another package copies that package's type and prices.
 */
async function editUserService(
  db: Db,
  adminId: string,
  rawId: string,
  input: unknown,
  editVersion?: number | null,
) {
  const { id } = parseInput(userServiceIdSchema, { id: rawId });
  const v = parseInput(userServiceInputSchema, input);
  await db.transaction(async (tx) => {
    await claimEdit(tx, userServicePackages, id, editVersion);
    const [existing] = await tx
      .select()
      .from(userServicePackages)
      .where(eq(userServicePackages.id, id))
      .for('update');
    if (!existing) throw notFound('User service package');
    if (v.userId !== existing.userId) await requireMember(tx, v.userId);
    const samePackage = v.servicesId === existing.servicesId;
    const pkg = await lockPackage(tx, v.servicesId, samePackage);
    const t = terms(v, pkg, existing.createdAt);
    const used = v.used ?? existing.used;
    checkUsed(t.quantity, used);
    const [row] = await tx
      .update(userServicePackages)
      .set({
        userId: v.userId,
        servicesId: pkg.id,
        ...(samePackage ? {} : { type: pkg.type, unitPrice: pkg.unitPrice, totalPrice: pkg.totalPrice }),
        quantity: t.quantity,
        day: t.day,
        used,
        isActive: v.isActive ?? existing.isActive,
        expriedDate: t.expriedDate,
      })
      .where(eq(userServicePackages.id, id))
      .returning();
    if (!row) throw notFound('User service package');
    await writeAudit(tx, adminId, {
      entity: 'user_service_package',
      verb: 'edit',
      entityId: id,
      before: rowSnapshot(existing),
      after: rowSnapshot(row),
    });
  });
  return getUserService(db, id);
}

export const userServicesQuery: Pick<QueryResolvers, 'adminGetUserServices' | 'adminGetUserServiceDetail'> = {
  adminGetUserServices: (_root, args, ctx) => listUserServices(ctx.db, args),
  adminGetUserServiceDetail: (_root, args, ctx) => getUserService(ctx.db, args.id),
};

export const userServicesMutation: Pick<
  MutationResolvers,
  'adminCreateUserServices' | 'adminEditUserServices'
> = {
  adminCreateUserServices: (_root, args, ctx) => createUserService(ctx.db, requireAdmin(ctx).id, args.input),
  adminEditUserServices: (_root, args, ctx) =>
    editUserService(ctx.db, requireAdmin(ctx).id, args.id, args.input, args.editVersion),
};
