import DataLoader from 'dataloader';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { admins, appSettings, roles, transferApprovals } from '../../db/schema';
import { formatVnd } from '../../../src/rules/vnd';
import { todayInVietnam } from '../../../src/rules/dates';
import {
  approvalsNeededFor,
  DEFAULT_TWO_APPROVAL_THRESHOLD,
  transferApprovalSettingsSchema,
} from '../../../src/rules/transfers';
import type { Db } from '../../db/client';
import { writeAudit } from '../../kit/audit';
import type { Tx } from '../../kit/tx';
import type { GraphQLContext } from '../context';
import { editConflict, limitReached } from '../errors';
import type { MutationAdminEditTransferApprovalSettingsArgs, Resolvers } from '../generated/resolvers';
import { vnDayStart, vnNextDayStart } from '../vn-day';
import { parseInput } from '../zod-input';
import { toAdminUser } from './auth';

/*
 * Two people for large money (docs/money.md#two-approvals): the threshold setting, each approver's daily
 * limit, and the `approvals` / `approvalsNeeded` fields of a transfer request.
 */

/** The app_settings key of the threshold; absent means DEFAULT_TWO_APPROVAL_THRESHOLD. */
export const TWO_APPROVAL_THRESHOLD_KEY = 'transfer_two_approval_threshold';

/**
 * Advisory lock class of one admin's approvals (the two-int key space, apart from the seed's bigint key):
 * an approver's approvals take turns, so two at once cannot both fit the last room of a daily limit.
 */
const APPROVER_LOCK_CLASS = 26_003;

const parseThreshold = (value: string | undefined) => {
  const n = value === undefined ? Number.NaN : Number(value);
  // A value the rule would refuse (edited by hand in the table) falls back to the default, not to 'none'.
  return transferApprovalSettingsSchema.safeParse({ twoApprovalThreshold: n }).success
    ? n
    : DEFAULT_TWO_APPROVAL_THRESHOLD;
};

/** The current threshold, in a decision's transaction or outside one. */
export async function readTwoApprovalThreshold(db: Db | Tx): Promise<number> {
  return (await readTransferApprovalSettings(db)).twoApprovalThreshold;
}

/** The threshold and how many times it was saved (its edit version; never saved: 0). */
export async function readTransferApprovalSettings(db: Db | Tx) {
  const [row] = await db
    .select({ value: appSettings.value, editVersion: appSettings.editVersion })
    .from(appSettings)
    .where(eq(appSettings.key, TWO_APPROVAL_THRESHOLD_KEY))
    .limit(1);
  return { twoApprovalThreshold: parseThreshold(row?.value), editVersion: row?.editVersion ?? 0 };
}

/** Sets the threshold; one audit row (`app_setting.edit`) with the value before and after. */
export async function editTransferApprovalSettings(
  db: Db,
  adminId: string,
  args: MutationAdminEditTransferApprovalSettingsArgs,
) {
  const { twoApprovalThreshold } = parseInput(transferApprovalSettingsSchema, {
    twoApprovalThreshold: args.twoApprovalThreshold,
  });
  return db.transaction(async (tx) => {
    // The setting's row may not exist yet, and a row not there cannot be locked: the key's own lock makes
    // two saves take turns, so of two sent at one version the second finds it moved (docs/conflicts.md).
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`app_settings:${TWO_APPROVAL_THRESHOLD_KEY}`}))`,
    );
    const [current] = await tx
      .select({ value: appSettings.value, editVersion: appSettings.editVersion })
      .from(appSettings)
      .where(eq(appSettings.key, TWO_APPROVAL_THRESHOLD_KEY));
    const version = current?.editVersion ?? 0;
    if (args.editVersion != null && args.editVersion !== version) throw editConflict(version);
    const before = parseThreshold(current?.value);
    await tx
      .insert(appSettings)
      .values({ key: TWO_APPROVAL_THRESHOLD_KEY, value: String(twoApprovalThreshold), editVersion: 1 })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: {
          value: String(twoApprovalThreshold),
          editVersion: sql`${appSettings.editVersion} + 1`,
          updatedAt: new Date(),
        },
      });
    await writeAudit(tx, adminId, {
      entity: 'app_setting',
      verb: 'edit',
      entityId: TWO_APPROVAL_THRESHOLD_KEY,
      before: { twoApprovalThreshold: before },
      after: { twoApprovalThreshold },
    });
    return { twoApprovalThreshold, editVersion: version + 1 };
  });
}

export const dailyLimitMessage = (limit: number, left: number) =>
  `This approval would pass your daily approval limit of ${formatVnd(limit)}. ` +
  `Left today: ${formatVnd(left)}.`;

/**
 * Refuses an approval of `amount` that would take `adminId` past their role's daily limit (null: none).
 * 'Today' is the calendar day in Viet Nam (Asia/Ho_Chi_Minh) of `now`; every approval the admin gave that
 * day counts, first, second or single, whatever became of the request. Takes the admin's approver lock
 * first, so the sum read here cannot be outdated by another of their approvals before this one commits.
 */
export async function checkDailyApprovalLimit(tx: Tx, adminId: string, amount: number, now: Date) {
  const [policy] = await tx
    .select({ limit: roles.dailyApprovalLimit })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(admins.id, adminId))
    .limit(1);
  const limit = policy?.limit ?? null;
  if (limit === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${APPROVER_LOCK_CLASS}, hashtext(${adminId}))`);
  const day = todayInVietnam(now);
  const [row] = await tx
    .select({ used: sql<string | number>`coalesce(sum(${transferApprovals.amount}), 0)` })
    .from(transferApprovals)
    .where(
      and(
        eq(transferApprovals.adminId, adminId),
        gte(transferApprovals.createdAt, vnDayStart(day)),
        lt(transferApprovals.createdAt, vnNextDayStart(day)),
      ),
    );
  const used = Number(row?.used ?? 0);
  if (used + amount > limit)
    throw limitReached(dailyLimitMessage(limit, Math.max(0, limit - used)), Math.max(0, limit - used));
}

type ApprovalRow = { approval: typeof transferApprovals.$inferSelect; admin: typeof admins.$inferSelect };

/** A request's approvals with their admins, oldest first. */
export function selectApprovals(db: Db | Tx, requestIds: readonly string[]): Promise<ApprovalRow[]> {
  return db
    .select({ approval: transferApprovals, admin: admins })
    .from(transferApprovals)
    .innerJoin(admins, eq(admins.id, transferApprovals.adminId))
    .where(inArray(transferApprovals.transferRequestId, [...requestIds]))
    .orderBy(asc(transferApprovals.createdAt), asc(transferApprovals.id));
}

interface ApprovalLoaders {
  approvals: DataLoader<string, ApprovalRow[]>;
  threshold: () => Promise<number>;
}

// One set per GraphQL request (the context object): a page of requests asks once, nothing is kept across.
const perRequest = new WeakMap<GraphQLContext, ApprovalLoaders>();

function loaders(ctx: GraphQLContext): ApprovalLoaders {
  let found = perRequest.get(ctx);
  if (!found) {
    let threshold: Promise<number> | undefined;
    found = {
      approvals: new DataLoader(async (ids: readonly string[]) => {
        const rows = await selectApprovals(ctx.db, ids);
        return ids.map((id) => rows.filter((r) => r.approval.transferRequestId === id));
      }),
      threshold: () => (threshold ??= readTwoApprovalThreshold(ctx.db)),
    };
    perRequest.set(ctx, found);
  }
  return found;
}

export const transferRequestResolvers: Resolvers['TransferRequest'] = {
  approvals: async (request, _args, ctx) =>
    (await loaders(ctx).approvals.load(request.id)).map((r) => ({
      admin: toAdminUser(r.admin),
      createdAt: r.approval.createdAt,
    })),
  approvalsNeeded: async (request, _args, ctx) =>
    approvalsNeededFor(request.amount, await loaders(ctx).threshold()),
};
