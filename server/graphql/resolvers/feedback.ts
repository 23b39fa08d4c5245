import { count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedbacks, media, phoneErrorMessages, reportPosts, users } from '../../db/schema';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { containsPattern } from '../../kit/like';
import { pagedList, type PageArgs } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { feedbackIdSchema, phoneErrorListSchema, reportIdSchema } from '../../../src/rules/feedback';
import { notFound } from '../errors';
import { requireAdmin } from '../guard';
import type {
  MutationResolvers,
  QueryGetListPhoneErrorMessagesArgs,
  QueryResolvers,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';

type FeedbackRow = typeof feedbacks.$inferSelect;
type MediaRow = typeof media.$inferSelect;
type UserRow = typeof users.$inferSelect;

const feedbackNotFound = () => notFound('Feedback');
const reportNotFound = () => notFound('Reported post');

// --- phone error messages ---------------------------------------------------------------------

/**
 * The keyword matches the phone number or the error message, case aside. Numbers are stored
 * international ('+84912…'), admins type them as dialled ('0912…'): the national form matches too.
 */
function phoneErrorWhere(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  const national = /^0\d+$/.exec(keyword.replace(/[\s.-]/g, ''));
  return or(
    sql`${phoneErrorMessages.phoneNumber} ilike ${pattern}`,
    sql`${phoneErrorMessages.errorMessage} ilike ${pattern}`,
    national
      ? sql`${phoneErrorMessages.phoneNumber} like ${containsPattern(national[0].slice(1))}`
      : undefined,
  );
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const phoneErrorSort = listSort(
  {
    createdAt: phoneErrorMessages.createdAt,
    phoneNumber: phoneErrorMessages.phoneNumber,
  },
  phoneErrorMessages.id,
);

export function listPhoneErrors(db: Db, args: QueryGetListPhoneErrorMessagesArgs) {
  const { keyword } = parseInput(phoneErrorListSchema, { keyword: args.keyword });
  const where = phoneErrorWhere(keyword);
  return pagedList(
    args,
    db
      .select()
      .from(phoneErrorMessages)
      .where(where)
      .orderBy(
        ...phoneErrorSort.orderBy(args.sort, [
          desc(phoneErrorMessages.createdAt),
          desc(phoneErrorMessages.id),
        ]),
      ),
    db.select({ n: count() }).from(phoneErrorMessages).where(where),
    (rows) => rows,
  );
}

// --- feedback ---------------------------------------------------------------------------------

/** The images of a page of feedback in one query, in the order each feedback lists them. */
async function imagesOf(db: Db, rows: readonly FeedbackRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.images))];
  const found = ids.length ? await db.select().from(media).where(inArray(media.id, ids)) : [];
  const byId = new Map(found.map((m) => [m.id, m]));
  return (row: FeedbackRow) =>
    row.images.map((id) => byId.get(id)).filter((m): m is MediaRow => !!m && !m.isDeleted);
}

async function toFeedbacks(db: Db, rows: readonly { feedback: FeedbackRow; user: UserRow | null }[]) {
  const medias = await imagesOf(
    db,
    rows.map((r) => r.feedback),
  );
  return rows.map(({ feedback, user }) => ({ ...feedback, user, medias: medias(feedback) }));
}

const selectFeedbacks = (db: Db) =>
  db
    .select({ feedback: feedbacks, user: users })
    .from(feedbacks)
    .leftJoin(users, eq(users.id, feedbacks.userId));

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const feedbackSort = listSort(
  {
    createdAt: feedbacks.createdAt,
  },
  feedbacks.id,
);

export function listFeedbacks(db: Db, args: PageArgs) {
  return pagedList(
    args,
    selectFeedbacks(db).orderBy(
      ...feedbackSort.orderBy(args.sort, [desc(feedbacks.createdAt), desc(feedbacks.id)]),
    ),
    db.select({ n: count() }).from(feedbacks),
    (rows) => toFeedbacks(db, rows),
  );
}

export async function getFeedback(db: Db, rawId: string) {
  const { id } = parseInput(feedbackIdSchema, { id: rawId });
  const [row] = await selectFeedbacks(db).where(eq(feedbacks.id, id)).limit(1);
  if (!row) throw feedbackNotFound();
  const [feedback] = await toFeedbacks(db, [row]);
  if (!feedback) throw feedbackNotFound();
  return feedback;
}

/** A hard delete; its audit row keeps what the member wrote. The images stay in the media library. */
export async function deleteFeedback(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(feedbackIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(feedbacks).where(eq(feedbacks.id, id)).returning();
    if (!removed) throw feedbackNotFound();
    await writeAudit(tx, adminId, {
      entity: 'feedback',
      verb: 'delete',
      entityId: id,
      before: rowSnapshot(removed),
    });
    return true;
  });
}

// --- reported posts ---------------------------------------------------------------------------

const selectReports = (db: Db) =>
  db
    .select({ report: reportPosts, user: users })
    .from(reportPosts)
    .leftJoin(users, eq(users.id, reportPosts.userId));

const toReport = ({ report, user }: { report: typeof reportPosts.$inferSelect; user: UserRow | null }) => ({
  ...report,
  user,
});

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const reportPostSort = listSort(
  {
    createdAt: reportPosts.createdAt,
  },
  reportPosts.id,
);

export function listReportPosts(db: Db, args: PageArgs) {
  return pagedList(
    args,
    selectReports(db).orderBy(
      ...reportPostSort.orderBy(args.sort, [desc(reportPosts.createdAt), desc(reportPosts.id)]),
    ),
    db.select({ n: count() }).from(reportPosts),
    (rows) => rows.map(toReport),
  );
}

export async function getReportPost(db: Db, rawId: string) {
  const { id } = parseInput(reportIdSchema, { id: rawId });
  const [row] = await selectReports(db).where(eq(reportPosts.id, id)).limit(1);
  if (!row) throw reportNotFound();
  return toReport(row);
}

export const feedbackQuery: Pick<
  QueryResolvers,
  | 'getListPhoneErrorMessages'
  | 'adminListFeedBack'
  | 'adminGetFeedBackDetail'
  | 'adminGetListReportPost'
  | 'adminGetReportPostDetail'
> = {
  getListPhoneErrorMessages: (_root, args, ctx) => listPhoneErrors(ctx.db, args),
  adminListFeedBack: (_root, args, ctx) => listFeedbacks(ctx.db, args),
  adminGetFeedBackDetail: (_root, args, ctx) => getFeedback(ctx.db, args.id),
  adminGetListReportPost: (_root, args, ctx) => listReportPosts(ctx.db, args),
  adminGetReportPostDetail: (_root, args, ctx) => getReportPost(ctx.db, args.id),
};

export const feedbackMutation: Pick<MutationResolvers, 'adminDeleteFeedBack'> = {
  adminDeleteFeedBack: (_root, args, ctx) => deleteFeedback(ctx.db, args.id, requireAdmin(ctx).id),
};
