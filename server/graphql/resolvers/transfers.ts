import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  admins,
  auditLogs,
  transactions,
  transferApprovals,
  transferRequests,
  transferRequestStatusCounts,
  userBalances,
  users,
} from '../../db/schema';
import {
  ALREADY_APPROVED_BY_YOU,
  approvalsNeededFor,
  auditLogsFilterSchema,
  TRANSFER_ALREADY_PROCESSED,
  transferDecisionSchema,
  transfersFilterSchema,
} from '../../../src/rules/transfers';
import type {
  MutationAdminUpdateUserTransferRequestArgs,
  MutationResolvers,
  QueryAdminGetUserAuditLogsArgs,
  QueryAdminListUserTransferRequestArgs,
  QueryResolvers,
} from '../generated/resolvers';
import { conflict, notFound } from '../errors';
import { requireAdmin } from '../guard';
import { vnDayStart, vnNextDayStart } from '../vn-day';
import { parseInput } from '../zod-input';
import type { Db } from '../../db/client';
import { writeAudit, type AuditEntity } from '../../kit/audit';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { transferDecisionAudit, transferFirstApprovalAudit } from '../../kit/transfer-audit';
import type { Tx } from '../../kit/tx';
import { toAuditLog } from './audit';
import {
  checkDailyApprovalLimit,
  editTransferApprovalSettings,
  readTransferApprovalSettings,
  readTwoApprovalThreshold,
} from './transfer-approvals';
import { usersWhere } from './members';

/** The member's audit trail: rows about the member and about their transfer requests (docs/money.md). */
const MEMBER_ENTITY: AuditEntity = 'user';
const TRANSFER_ENTITY: AuditEntity = 'transfer_request';

/** What the Transfers list sorts by (`sort` argument). */
export const transferSort = listSort(
  {
    createdAt: transferRequests.createdAt,
    amount: transferRequests.amount,
    status: transferRequests.status,
  },
  transferRequests.id,
);

export async function listTransferRequests(db: Db, args: QueryAdminListUserTransferRequestArgs) {
  const f = parseInput(transfersFilterSchema, {
    userId: args.userId ?? undefined,
    status: args.status ?? undefined,
    keyword: args.keyword ?? undefined,
    createFrom: args.createFrom ?? undefined,
    createTo: args.createTo ?? undefined,
  });
  const conditions: (SQL | undefined)[] = [
    f.userId ? eq(transferRequests.userId, f.userId) : undefined,
    f.status ? eq(transferRequests.status, f.status) : undefined,
    f.createFrom ? gte(transferRequests.createdAt, vnDayStart(f.createFrom)) : undefined,
    f.createTo ? lt(transferRequests.createdAt, vnNextDayStart(f.createTo)) : undefined,
    // The members keyword expression (email, name, phone), so it uses the same trigram index.
    f.keyword ? usersWhere({ keyword: f.keyword }) : undefined,
  ];
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  // Every request has its member (user_id is a non-null foreign key), so only the keyword, which reads the
  // member's name, needs the join to count; no filter or the status alone is read from the summary the
  // triggers keep (migration 0046), not counted.
  const total =
    !f.userId && !f.keyword && !f.createFrom && !f.createTo
      ? db
          .select({ n: sql<number>`coalesce(sum(${transferRequestStatusCounts.n}), 0)::int` })
          .from(transferRequestStatusCounts)
          .where(f.status ? eq(transferRequestStatusCounts.status, f.status) : undefined)
      : f.keyword
        ? db
            .select({ n: count() })
            .from(transferRequests)
            .innerJoin(users, eq(users.id, transferRequests.userId))
            .where(where)
        : db.select({ n: count() }).from(transferRequests).where(where);
  return pagedList(
    args,
    db
      .select({ request: transferRequests, user: users, balance: userBalances })
      .from(transferRequests)
      .innerJoin(users, eq(users.id, transferRequests.userId))
      // The requester's balance read with the page (one row per member), not once per row afterwards.
      .leftJoin(userBalances, eq(userBalances.userId, transferRequests.userId))
      .where(where)
      .orderBy(
        ...transferSort.orderBy(args.sort, [desc(transferRequests.createdAt), asc(transferRequests.id)]),
      ),
    total,
    (rows) => rows.map((r) => ({ ...r.request, users: { ...r.user, balance: r.balance } })),
  );
}

/**
 * Approve (new → confirm, balance credited, BANK_TRANSFER transaction) or reject (new → rejected with
 * the reason). Everything happens in one transaction that first locks the request row; the status and the
 * approvals given so far are checked under that lock, so of any number of simultaneous decisions exactly one
 * moves money. At or above the two-approval threshold the first approval is only recorded (status stays new,
 * `transfer_request.approve_first`) and a second admin's completes it (docs/money.md#two-approvals).
 * This is the one place a decision is made: a check every decision needs (such as a step-up) goes here.
 */
export async function decideTransferRequest(
  db: Db,
  adminId: string,
  args: MutationAdminUpdateUserTransferRequestArgs,
) {
  const input = parseInput(transferDecisionSchema, {
    id: args.id,
    approve: args.approve,
    moneyTransferReason: args.moneyTransferReason ?? undefined,
  });
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(transferRequests)
      .where(eq(transferRequests.id, input.id))
      .for('update');
    if (!request) throw notFound('Transfer request');
    if (request.status !== 'new') throw conflict(TRANSFER_ALREADY_PROCESSED);

    // Under the request's lock: no other decision on this request can add an approval meanwhile.
    let approvalsBefore = 0;
    let approvalsNeeded = 1;
    if (input.approve) {
      const given = await tx
        .select({ adminId: transferApprovals.adminId })
        .from(transferApprovals)
        .where(eq(transferApprovals.transferRequestId, request.id));
      if (given.some((a) => a.adminId === adminId)) throw conflict(ALREADY_APPROVED_BY_YOU);
      approvalsBefore = given.length;
      approvalsNeeded = approvalsNeededFor(request.amount, await readTwoApprovalThreshold(tx));
      const now = new Date();
      await checkDailyApprovalLimit(tx, adminId, request.amount, now);
      await tx
        .insert(transferApprovals)
        .values({ transferRequestId: request.id, adminId, amount: request.amount, createdAt: now });
    }

    // Locked too: another path (a post payment, an admin top-up) may be changing the same balance.
    const [balanceRow] = await tx
      .select({ amount: userBalances.amount })
      .from(userBalances)
      .where(eq(userBalances.userId, request.userId))
      .for('update');
    const balanceBefore = balanceRow?.amount ?? 0;
    let balanceAfter = balanceBefore;
    let transactionId: string | null = null;

    if (input.approve && approvalsBefore + 1 < approvalsNeeded) {
      // The first of two: recorded, nothing else changes until another admin approves.
      await writeAudit(
        tx,
        adminId,
        transferFirstApprovalAudit(request, {
          before: approvalsBefore,
          after: approvalsBefore + 1,
          needed: approvalsNeeded,
          balance: balanceBefore,
        }),
      );
      return { ...request, users: await requester(tx, request.userId) };
    }

    if (input.approve) {
      const [credited] = await tx
        .insert(userBalances)
        .values({ userId: request.userId, amount: request.amount })
        .onConflictDoUpdate({
          target: userBalances.userId,
          set: { amount: sql`${userBalances.amount} + ${request.amount}`, updatedAt: new Date() },
        })
        .returning({ amount: userBalances.amount });
      balanceAfter = credited?.amount ?? balanceBefore + request.amount;
      const [txRow] = await tx
        .insert(transactions)
        .values({
          userId: request.userId,
          amount: request.amount,
          type: 'BANK_TRANSFER',
          description: `Bank transfer via ${request.bankName} (request ${request.id})`,
        })
        .returning({ id: transactions.id });
      transactionId = txRow?.id ?? null;
    }

    const status = input.approve ? ('confirm' as const) : ('rejected' as const);
    const reason = input.approve ? request.moneyTransferReason : (input.moneyTransferReason ?? null);
    const [updated] = await tx
      .update(transferRequests)
      .set({ status, moneyTransferReason: reason })
      .where(eq(transferRequests.id, request.id))
      .returning();
    if (!updated) throw notFound('Transfer request');

    const approvals = input.approve
      ? { before: { approvals: approvalsBefore }, after: { approvals: approvalsBefore + 1, approvalsNeeded } }
      : { before: {}, after: {} };
    await writeAudit(
      tx,
      adminId,
      transferDecisionAudit(
        request,
        { approve: input.approve, reasonBefore: request.moneyTransferReason, reasonAfter: reason },
        {
          before: { balance: balanceBefore, ...approvals.before },
          after: { balance: balanceAfter, transactionId, ...approvals.after },
        },
      ),
    );

    return { ...updated, users: await requester(tx, request.userId) };
  });
}

/**
 * The member with the balance as this decision left it (still under the lock), for the success message's
 * new balance: read after the commit, another top-up could already have moved it.
 */
async function requester(tx: Tx, userId: string) {
  const [member] = await tx
    .select({ user: users, balance: userBalances })
    .from(users)
    .leftJoin(userBalances, eq(userBalances.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return member ? { ...member.user, balance: member.balance } : null;
}

export async function listUserAuditLogs(db: Db, args: QueryAdminGetUserAuditLogsArgs) {
  const { userId } = parseInput(auditLogsFilterSchema, { userId: args.userId });
  // Both branches are index lookups: audit_logs (entity, entity_id) and transfer_requests (user_id).
  const where = or(
    and(eq(auditLogs.entity, MEMBER_ENTITY), eq(auditLogs.entityId, userId)),
    and(
      eq(auditLogs.entity, TRANSFER_ENTITY),
      inArray(
        auditLogs.entityId,
        db
          .select({ id: sql<string>`${transferRequests.id}::text` })
          .from(transferRequests)
          .where(eq(transferRequests.userId, userId)),
      ),
    ),
  );
  return pagedList(
    args,
    db
      .select({ log: auditLogs, admin: admins })
      .from(auditLogs)
      .leftJoin(admins, eq(admins.id, auditLogs.adminId))
      .where(where)
      .orderBy(desc(auditLogs.createdAt), asc(auditLogs.id)),
    db.select({ n: count() }).from(auditLogs).where(where),
    (rows) => rows.map(({ log, admin }) => toAuditLog(log, admin)),
  );
}

export const transfersQuery: Pick<
  QueryResolvers,
  'adminListUserTransferRequest' | 'adminGetUserAuditLogs' | 'adminTransferApprovalSettings'
> = {
  adminListUserTransferRequest: (_root, args, ctx) => listTransferRequests(ctx.db, args),
  adminGetUserAuditLogs: (_root, args, ctx) => listUserAuditLogs(ctx.db, args),
  adminTransferApprovalSettings: (_root, _args, ctx) => readTransferApprovalSettings(ctx.db),
};

export const transfersMutation: Pick<
  MutationResolvers,
  'adminUpdateUserTransferRequest' | 'adminEditTransferApprovalSettings'
> = {
  adminUpdateUserTransferRequest: (_root, args, ctx) =>
    decideTransferRequest(ctx.db, requireAdmin(ctx).id, args),
  adminEditTransferApprovalSettings: (_root, args, ctx) =>
    editTransferApprovalSettings(ctx.db, requireAdmin(ctx).id, args),
};
