import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  admins,
  auditLogs,
  bodyTypes,
  brands,
  carVersions,
  colours,
  doors,
  driverTypes,
  fuelEconomies,
  fuelTypes,
  media,
  models,
  postClaims,
  postDaily,
  postKeyCounts,
  postPendingEdits,
  posts,
  postSearch,
  provinces,
  reportPosts,
  seats,
  userNotifications,
  users,
} from '../../db/schema';
import type { PostModerationReason, PostStatus } from '../../db/tables/enums';
import { writeAudit } from '../../kit/audit';
import { containsPattern } from '../../kit/like';
import { pageEnvelope, pageWindow, type PageArgs } from '../../kit/page';
import { listSort } from '../../kit/sort';
import type { Tx } from '../../kit/tx';
import { claimEdit } from '../../kit/edit-version';
import type { MailService } from '../../services/mail/mail-service';
import { postDecisionMail, postDecisionMessage, type PostDecision } from '../../services/mail/post-mails';
import { foldSearchText } from '../../../src/rules/fold';
import {
  canMovePost,
  isPriceOutlier,
  POST_APPROVAL_MAIL_HOLD_SECONDS,
  POST_CLAIM_MINUTES,
  POST_NOTHING_TO_UNDO_MESSAGE,
  POST_UNDO_ALREADY_MESSAGE,
  POST_UNDO_MAILED_MESSAGE,
  POST_UNDO_SECONDS,
  POST_UNDO_TOO_LATE_MESSAGE,
  postUndoChangedMessage,
  postUndoNotYoursMessage,
  POST_FIELD_LABELS,
  POST_MEDIA_UNKNOWN_MESSAGE,
  POST_MEMBER_UNKNOWN_MESSAGE,
  POST_MODEL_OF_BRAND_MESSAGE,
  POST_VERSION_OF_MODEL_MESSAGE,
  POST_DISMISSABLE_STATUSES,
  POST_NO_OPEN_REPORTS_MESSAGE,
  postDismissReportsSchema,
  postIdSchema,
  postListSchema,
  postNotDismissableMessage,
  postQueueSchema,
  type PostQueueKind,
  postSchema,
  postSearchTerm,
  postStatusChangeSchema,
  postUnknownMessage,
  reviewingMessage,
  statusesMatching,
  transitionRefusedMessage,
  type PostValues,
} from '../../../src/rules/posts';
import { badInput, conflict, notFound } from '../errors';
import type { GraphQLContext } from '../context';
import type {
  MutationAdminChangeStatusPostArgs,
  MutationAdminDismissPostReportsArgs,
  MutationResolvers,
  PostResolvers,
  QueryAdminListPostArgs,
  QueryResolvers,
  ReportPostResolvers,
} from '../generated/resolvers';
import { requireAdmin } from '../guard';
import type { PostModel } from '../mappers';
import { vnDayStart, vnNextDayStart, vnTimeDate } from '../vn-day';
import { parseInput } from '../zod-input';
import { toAdminUser } from './auth';
import { openReport, postLoaders, primePosts } from './post-loaders';

/*
 * Car listings (issue 11): the admins' list, detail, review queue, claims, moderation decisions and
 * create/edit. docs/posts.md explains the transitions, the claim and the search.
 */

type PostRow = PostModel;
const postNotFound = () => notFound('Post');

// --- list (adminListPost) ---------------------------------------------------------------------

const hasFilter = (v: unknown) => v !== undefined;

/** The uuid range of ids starting with `head` (two hex digits): the primary key index serves it. */
const idRange = (head: string) => ({
  lo: `${head}000000-0000-0000-0000-000000000000`,
  hi: `${head}ffffff-ffff-ffff-ffff-ffffffffffff`,
});

/** Provinces whose name contains the text, accents and case aside ('ha noi' → Hà Nội). */
async function provincesMatching(db: Db, text: string): Promise<string[]> {
  const rows = await db
    .select({ id: provinces.id })
    .from(provinces)
    .where(sql`kar_fold(${provinces.name}) like ${containsPattern(foldSearchText(text))}`);
  return rows.map((r) => r.id);
}

const titleMatches = (folded: string) => sql`${postSearch.text} like ${containsPattern(folded)}`;

/**
 * A title keyword's total is counted exactly up to this many matches (100 pages); past it the list
 * answers this number with `totalIsLowerBound` ('1,000+'). An exact count of a common word rechecks the
 * trigram matches on nearly every page of post_search (docs/posts.md, Figures); counting the first
 * cap + 1 matches stops after a few hundred pages of it.
 */
export const POST_KEYWORD_COUNT_CAP = 1000;

/**
 * What the Posts list sorts by (its `sort` argument), each key read from an index on posts with the id
 * (migrations 0025, 0045). Brand is its name: posts.brand_sort, the copy of the brand's name that the
 * triggers on posts and brands keep, since an order read through the post's brand id sorted every post.
 */
export const postSort = listSort(
  {
    createdAt: posts.createdAt,
    price: posts.price,
    views: posts.totalView,
    year: posts.year,
    title: posts.title,
    brand: posts.brandSort,
  },
  posts.id,
);

export async function listPosts(
  ctx: GraphQLContext,
  args: QueryAdminListPostArgs,
  keywordCountCap = POST_KEYWORD_COUNT_CAP,
) {
  const { db } = ctx;
  const f = parseInput(postListSchema, {
    titleAndPostId: args.titleAndPostId,
    status: args.status,
    createFrom: args.createFrom,
    createTo: args.createTo,
    userId: args.userId,
    location: args.location,
    brand: args.brand,
  });
  const window = pageWindow(args);
  const sort = postSort.parse(args.sort);
  const empty = () => pageEnvelope<PostRow>([], 0, window, false);

  const term = f.titleAndPostId ? postSearchTerm(f.titleAndPostId) : undefined;
  const titleWords = term?.kind === 'title' && term.folded.trim() ? term.folded : undefined;
  const statuses = f.status ? statusesMatching(f.status) : undefined;
  const cityIds = f.location ? await provincesMatching(db, f.location) : undefined;
  if (cityIds?.length === 0) return empty();

  const conditions: SQL[] = [];
  if (term?.kind === 'id') conditions.push(eq(posts.id, term.id));
  if (term?.kind === 'short') {
    const { lo, hi } = idRange(term.head);
    conditions.push(
      sql`${posts.id} between ${lo}::uuid and ${hi}::uuid and ${posts.id}::text like ${`%${term.tail}`}`,
    );
  }
  if (titleWords) {
    conditions.push(
      sql`${posts.id} in (select ${postSearch.id} from ${postSearch} where ${titleMatches(titleWords)})`,
    );
  }
  if (statuses) conditions.push(inArray(posts.status, statuses));
  if (f.createFrom) conditions.push(gte(posts.createdAt, vnDayStart(f.createFrom)));
  if (f.createTo) conditions.push(lt(posts.createdAt, vnNextDayStart(f.createTo)));
  if (f.userId) conditions.push(eq(posts.userId, f.userId));
  if (f.brand) conditions.push(eq(posts.brandId, f.brand));
  if (cityIds) conditions.push(inArray(posts.cityId, cityIds));
  const where = conditions.length ? and(...conditions) : undefined;

  const onlyTitle =
    titleWords !== undefined &&
    [f.status, f.createFrom, f.createTo, f.userId, f.brand, f.location].every((v) => !hasFilter(v));
  const onlyStatusOrDates = !term && [f.userId, f.brand, f.location].every((v) => !hasFilter(v));
  const others = (keep: unknown) =>
    !term &&
    [f.status, f.createFrom, f.createTo, f.userId, f.brand, f.location].every(
      (v) => v === keep || !hasFilter(v),
    );
  // Brand alone and location alone are looked up in post_key_counts (kept by triggers, migration 0012).
  const keyCount = (kind: 'brand' | 'city', keys: string[]) =>
    db
      .select({ n: sql<number>`coalesce(sum(${postKeyCounts.n}), 0)::int` })
      .from(postKeyCounts)
      .where(and(eq(postKeyCounts.kind, kind), inArray(postKeyCounts.key, keys)));

  // A title keyword is counted up to cap + 1 matches, in no order: the planner then takes the trigram
  // bitmap and stops reading post_search after the first cap + 1 (EXPLAIN in docs/posts.md). Otherwise
  // the total is exact: status and dates alone are summed from the dashboard roll-up post_daily (one row
  // per Viet Nam day and status, migration 0007); a brand or a location alone is read from post_key_counts.
  const total = titleWords
    ? db
        .select({ n: count() })
        .from(
          (onlyTitle
            ? db.select({ id: postSearch.id }).from(postSearch).where(titleMatches(titleWords))
            : db.select({ id: posts.id }).from(posts).where(where)
          )
            .limit(keywordCountCap + 1)
            .as('matches'),
        )
    : onlyStatusOrDates
      ? db
          .select({ n: sql<number>`coalesce(sum(${postDaily.n}), 0)::int` })
          .from(postDaily)
          .where(
            and(
              statuses ? inArray(postDaily.status, statuses) : undefined,
              f.createFrom ? gte(postDaily.day, f.createFrom) : undefined,
              f.createTo ? sql`${postDaily.day} <= ${f.createTo}` : undefined,
            ),
          )
      : f.brand && others(f.brand)
        ? keyCount('brand', [f.brand])
        : cityIds && others(f.location)
          ? keyCount('city', cityIds)
          : db.select({ n: count() }).from(posts).where(where);

  // A title-only page walks the narrow copy's (created_at, id) order, then reads just those ten posts;
  // another order is read from posts.
  const newestFirst = !sort || (sort.key === 'createdAt' && sort.descending);
  const page =
    onlyTitle && newestFirst
      ? db
          .select({ id: postSearch.id })
          .from(postSearch)
          .where(titleMatches(titleWords))
          .orderBy(desc(postSearch.createdAt), desc(postSearch.id))
          .limit(window.size)
          .offset(window.offset)
          .then(async (ids) => {
            if (ids.length === 0) return [];
            const rows = await db
              .select()
              .from(posts)
              .where(
                inArray(
                  posts.id,
                  ids.map((r) => r.id),
                ),
              );
            const byId = new Map(rows.map((r) => [r.id, r]));
            return ids.map((r) => byId.get(r.id)).filter((r): r is PostRow => !!r);
          })
      : db
          .select()
          .from(posts)
          .where(where)
          .orderBy(...(sort ? postSort.orderOf(sort) : [desc(posts.createdAt), desc(posts.id)]))
          .limit(window.size)
          .offset(window.offset);

  const [rows, [counted]] = await Promise.all([page, total]);
  const n = Number(counted?.n ?? 0);
  const lowerBound = titleWords !== undefined && n > keywordCountCap;
  return pageEnvelope(await primePosts(ctx, rows), lowerBound ? keywordCountCap : n, window, lowerBound);
}

export async function getPost(ctx: GraphQLContext, rawId: string) {
  const { id } = parseInput(postIdSchema, { id: rawId });
  const row = await postLoaders(ctx).postById.load(id);
  if (!row) throw postNotFound();
  return row;
}

// --- review queue (adminPostReviewQueue) ------------------------------------------------------

type QueueKind = PostQueueKind;

/**
 * PENDING and EDIT_PENDING posts, and ACTIVE posts with open reports, oldest first. Each branch reads
 * only the rows the page can need (its first skip + take, from an index), then the page is merged.
 * `kind` keeps one branch (and, for PENDING or EDIT_PENDING, one status of it).
 */
export async function reviewQueue(ctx: GraphQLContext, args: PageArgs & { kind?: string | null }) {
  const { db } = ctx;
  const { kind } = parseInput(postQueueSchema, { kind: args.kind });
  const window = pageWindow(args);
  const upTo = window.offset + window.size;
  // A branch left out reads nothing: `false` is folded by the planner before any index is touched.
  const waiting =
    kind === 'REPORTED'
      ? sql`false`
      : kind
        ? sql`p.status = ${kind}`
        : sql`p.status in ('PENDING', 'EDIT_PENDING')`;
  const reported = !kind || kind === 'REPORTED' ? sql`true` : sql`false`;
  const result = (await db.execute(sql`
    select id, since, kind from (
      (select p.id, coalesce(p.review_since, p.created_at) as since, p.status as kind
       from posts p where ${waiting}
       order by coalesce(p.review_since, p.created_at), p.id limit ${upTo})
      union all
      (select p.id, min(r.created_at) as since, 'REPORTED' as kind
       from report_posts r join posts p on p.id = r.post_id
       where ${reported} and p.status = 'ACTIVE' and ${openReport(sql`r.created_at`, sql`p.moderated_at`)}
       group by p.id order by min(r.created_at), p.id limit ${upTo})
    ) q order by since, id limit ${window.size} offset ${window.offset}
  `)) as unknown as { rows: { id: string; since: Date | string; kind: QueueKind }[] };
  const counted = (await db.execute(sql`
    select
      (select count(*) from posts p where ${waiting})::int
      + (select count(distinct r.post_id) from report_posts r join posts p on p.id = r.post_id
         where ${reported} and p.status = 'ACTIVE' and ${openReport(sql`r.created_at`, sql`p.moderated_at`)})::int as n
  `)) as unknown as { rows: { n: number }[] };
  const loaders = postLoaders(ctx);
  const items = await Promise.all(
    result.rows.map(async (r) => {
      const [post, open] = await Promise.all([loaders.postById.load(r.id), loaders.openReports.load(r.id)]);
      if (!post) return null;
      return {
        post,
        waitingSince: new Date(r.since),
        reportCount: open.n,
        reasons: open.reasons as (
          | 'FRAUD'
          | 'CAR_STOLEN'
          | 'INVALID_SELLER'
          | 'INCORRECT_INFORMATION'
          | 'OTHERS'
          | 'OBJECTIONABLE_CONTENT'
        )[],
        kind: r.kind,
      };
    }),
  );
  return pageEnvelope(
    items.filter((i) => i !== null),
    Number(counted.rows[0]?.n ?? 0),
    window,
  );
}

// --- claims -----------------------------------------------------------------------------------

const adminName = (a: { firstName: string; lastName: string; email: string }) =>
  `${a.firstName} ${a.lastName}`.trim() || a.email;

/** The live claim of another admin on the post, if any (a lapsed claim is none). */
async function otherClaim(db: Db | Tx, postId: string, adminId: string) {
  const [row] = await db
    .select({ claim: postClaims, admin: admins })
    .from(postClaims)
    .innerJoin(admins, eq(admins.id, postClaims.adminId))
    .where(
      and(
        eq(postClaims.postId, postId),
        sql`${postClaims.adminId} <> ${adminId}`,
        sql`${postClaims.expiresAt} > now()`,
      ),
    );
  return row ?? null;
}

const toClaim = (claim: typeof postClaims.$inferSelect, admin: typeof admins.$inferSelect, me: string) => ({
  admin: toAdminUser(admin),
  claimedAt: claim.claimedAt,
  expiresAt: claim.expiresAt,
  mine: claim.adminId === me,
});

/**
 * Takes or extends the claim in one statement: the upsert only overwrites a claim that is the caller's
 * own or has lapsed, so two admins opening the post at once cannot both hold it.
 */
export async function claimPost(db: Db, adminId: string, rawId: string) {
  const { id } = parseInput(postIdSchema, { id: rawId });
  const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id));
  if (!post) throw postNotFound();
  const [claimed] = await db
    .insert(postClaims)
    .values({
      postId: id,
      adminId,
      claimedAt: sql`now()`,
      expiresAt: sql`now() + make_interval(mins => ${POST_CLAIM_MINUTES})`,
    })
    .onConflictDoUpdate({
      target: postClaims.postId,
      set: {
        adminId,
        claimedAt: sql`case when ${postClaims.adminId} = excluded.admin_id then ${postClaims.claimedAt} else now() end`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: sql`${postClaims.adminId} = excluded.admin_id or ${postClaims.expiresAt} <= now()`,
    })
    .returning();
  if (!claimed) {
    const holder = await otherClaim(db, id, adminId);
    // The holder released it in between: try once more.
    if (!holder) return claimPost(db, adminId, rawId);
    throw conflict(reviewingMessage(adminName(holder.admin)));
  }
  const [me] = await db.select().from(admins).where(eq(admins.id, adminId));
  if (!me) throw notFound('Admin');
  return toClaim(claimed, me, adminId);
}

export async function releasePost(db: Db, adminId: string, rawId: string) {
  const { id } = parseInput(postIdSchema, { id: rawId });
  const removed = await db
    .delete(postClaims)
    .where(and(eq(postClaims.postId, id), eq(postClaims.adminId, adminId)))
    .returning({ postId: postClaims.postId });
  return removed.length > 0;
}

// --- moderation (adminChangeStatusPost) --------------------------------------------------------

/** The columns a seller's edit may change; a pending edit's values are applied through this list. */
const EDITABLE = [
  'title',
  'price',
  'hiddenPrice',
  'showHiddenPrice',
  'currency',
  'includeTax',
  'condition',
  'odometer',
  'year',
  'regPlate',
  'plateHidden',
  'regExprice',
  'transmission',
  'description',
  'offer',
  'inspection',
  'remoteAssessment',
  'roadworthyCeftificate',
  'countryCode',
  'cityId',
  'videoUrl',
  'mediaIds',
  'hidePlateMediaIds',
  'brandId',
  'modelId',
  'versionId',
  'bodyTypeId',
  'colourId',
  'fuelTypeId',
  'fuelEconomyId',
  'driverTypeId',
  'seatId',
  'doorId',
] as const satisfies readonly (keyof PostRow)[];
type EditableKey = (typeof EDITABLE)[number];

/** A pending edit's stored values as columns of posts (dates revived, unknown keys dropped). */
function editValues(values: Record<string, unknown>): Partial<Pick<PostRow, EditableKey>> {
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    if (!(key in values)) continue;
    const v = values[key];
    out[key] = key === 'regExprice' && typeof v === 'string' ? new Date(v) : v;
  }
  return out as Partial<Pick<PostRow, EditableKey>>;
}

// The audit verbs a decision writes (each has words in server/kit/audit.ts).
const decisionVerb: Record<PostDecision, 'approve' | 'reject' | 'suspend' | 'restore'> = {
  approve: 'approve',
  approve_edit: 'approve',
  reject: 'reject',
  reject_edit: 'reject',
  suspend: 'suspend',
  restore: 'restore',
};

function decisionOf(from: PostStatus, to: PostStatus): PostDecision {
  if (from === 'EDIT_PENDING') return to === 'ACTIVE' ? 'approve_edit' : 'reject_edit';
  if (from === 'SUSPENDED') return 'restore';
  if (to === 'SUSPENDED') return 'suspend';
  return to === 'ACTIVE' ? 'approve' : 'reject';
}

const alreadyModerated = (name: string, at: Date) => `Already moderated by ${name} at ${vnTimeDate(at)}`;

/** The loser of a race is told who decided and when (the post's last decision, in Viet Nam time). */
async function alreadyModeratedError(tx: Tx, post: PostRow) {
  if (!post.moderatedAt) return conflict(`This post is now ${post.status}; reload it`);
  const [by] = post.moderatedBy ? await tx.select().from(admins).where(eq(admins.id, post.moderatedBy)) : [];
  return conflict(alreadyModerated(by ? adminName(by) : 'another admin', post.moderatedAt));
}

/**
 * One decision in one transaction: the post row is locked, the claim and the status the admin saw are
 * checked under the lock, and the update is conditional on the status read, so of any number of
 * simultaneous decisions exactly one applies; the others get CONFLICT naming who decided and when.
 * The audit row, the seller's notification and the outbox row of the email commit with it.
 */
export async function changePostStatus(
  ctx: GraphQLContext,
  mail: MailService,
  adminId: string,
  args: MutationAdminChangeStatusPostArgs,
) {
  const input = parseInput(postStatusChangeSchema, {
    id: args.id,
    status: args.status,
    expectedStatus: args.expectedStatus,
    reason: args.reason,
    note: args.note,
  });
  const { db } = ctx;
  const outcome = await db.transaction(async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.id, input.id)).for('update');
    if (!post) throw postNotFound();
    const holder = await otherClaim(tx, post.id, adminId);
    if (holder) throw conflict(reviewingMessage(adminName(holder.admin)));
    const from = post.status;
    if (input.expectedStatus && input.expectedStatus !== from) throw await alreadyModeratedError(tx, post);
    if (!canMovePost(from, input.status)) {
      // The same decision again (a second tab, a retry): someone already made it.
      if (from === input.status && post.moderatedAt) throw await alreadyModeratedError(tx, post);
      throw badInput(transitionRefusedMessage(from, input.status), 'status');
    }
    const decision = decisionOf(from, input.status);
    const rejecting = decision === 'reject' || decision === 'suspend' || decision === 'reject_edit';
    const reason: PostModerationReason | null = rejecting ? (input.reason ?? null) : null;
    const note = rejecting ? (input.note ?? null) : null;

    const [pending] =
      from === 'EDIT_PENDING'
        ? await tx.select().from(postPendingEdits).where(eq(postPendingEdits.postId, post.id))
        : [];
    const applied = decision === 'approve_edit' && pending ? editValues(pending.values) : {};
    const approving = decision === 'approve' || decision === 'approve_edit';
    // Rejecting an edit keeps the last approved version on show.
    const to: PostStatus = decision === 'reject_edit' ? 'ACTIVE' : input.status;
    const [updated] = await tx
      .update(posts)
      .set({
        ...applied,
        // A member's edit approved changes what an admin's edit form shows: a form opened before is refused.
        ...(decision === 'approve_edit' ? { editVersion: sql`${posts.editVersion} + 1` } : {}),
        status: to,
        statusReason: reason,
        statusNote: note,
        reviewSince: null,
        moderatedAt: sql`now()`,
        moderatedBy: adminId,
      })
      .where(and(eq(posts.id, post.id), eq(posts.status, from)))
      .returning();
    if (!updated) throw await alreadyModeratedError(tx, post);
    if (from === 'EDIT_PENDING')
      await tx.delete(postPendingEdits).where(eq(postPendingEdits.postId, post.id));
    // The decision is made: nobody needs to hold the post any more.
    await tx.delete(postClaims).where(eq(postClaims.postId, post.id));

    const [seller] = await tx.select().from(users).where(eq(users.id, post.userId));
    const message = postDecisionMessage(decision, updated.title, note);
    const [notification] = await tx
      .insert(userNotifications)
      .values({ userId: post.userId, ...message, targetScreen: 'post detail', targetId: post.id })
      .returning({ id: userNotifications.id });
    const sellerName = seller
      ? [seller.firstName, seller.lastName].filter(Boolean).join(' ').trim() || null
      : null;
    const mailId =
      seller?.email && seller.isActiveEmail
        ? await mail.enqueue(tx, {
            to: seller.email,
            userId: seller.id,
            ...postDecisionMail(sellerName, message),
            // An approval can be undone for a few seconds; its email waits until that is over.
            ...(approving ? { holdSeconds: POST_APPROVAL_MAIL_HOLD_SECONDS } : {}),
          })
        : null;

    await writeAudit(tx, adminId, {
      entity: 'post',
      verb: decisionVerb[decision],
      entityId: post.id,
      before: {
        status: from,
        statusReason: post.statusReason,
        statusNote: post.statusNote,
        // What undoing an approval puts back (adminUndoPostApproval): the queue place and last decision,
        // and for an edit the values it replaced and when the seller sent it.
        ...(approving
          ? {
              reviewSince: post.reviewSince,
              moderatedAt: post.moderatedAt,
              moderatedBy: post.moderatedBy,
              ...(decision === 'approve_edit'
                ? {
                    replaced: Object.fromEntries(
                      Object.keys(applied).map((k) => [k, post[k as EditableKey]]),
                    ),
                    editSubmittedAt: pending?.submittedAt ?? null,
                  }
                : {}),
            }
          : {}),
      },
      after: {
        status: to,
        statusReason: reason,
        statusNote: note,
        ...(decision === 'approve_edit' || decision === 'reject_edit'
          ? { edit: decision === 'approve_edit' ? 'applied' : 'discarded', values: pending?.values ?? null }
          : {}),
        notificationId: notification?.id ?? null,
        mailId,
        emailed: mailId ? seller?.email : 'no active email',
      },
    });
    return { updated, mailId, approving };
  });
  if (outcome.mailId) {
    if (outcome.approving) mail.deliverLater(outcome.mailId, POST_APPROVAL_MAIL_HOLD_SECONDS);
    else await mail.deliver(outcome.mailId);
  }
  postLoaders(ctx).postById.clear(outcome.updated.id).prime(outcome.updated.id, outcome.updated);
  return outcome.updated;
}

/**
 * A reported post that is fine: its open reports (those filed after its last decision) are closed by
 * moving `moderated_at` to now, so it leaves the review queue and keeps its status. Race-safe the same
 * way as a decision: of two admins dismissing at once, one applies and the other is told who did.
 * The reports themselves are kept, and one audit row names how many were closed.
 */
export async function dismissPostReports(
  ctx: GraphQLContext,
  adminId: string,
  args: MutationAdminDismissPostReportsArgs,
) {
  const input = parseInput(postDismissReportsSchema, { id: args.id, expectedStatus: args.expectedStatus });
  const updated = await ctx.db.transaction(async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.id, input.id)).for('update');
    if (!post) throw postNotFound();
    const holder = await otherClaim(tx, post.id, adminId);
    if (holder) throw conflict(reviewingMessage(adminName(holder.admin)));
    if (input.expectedStatus && input.expectedStatus !== post.status)
      throw await alreadyModeratedError(tx, post);
    if (!(POST_DISMISSABLE_STATUSES as readonly PostStatus[]).includes(post.status))
      throw badInput(postNotDismissableMessage(post.status), 'id');
    const [open] = await tx
      .select({ n: count() })
      .from(reportPosts)
      .innerJoin(posts, eq(posts.id, reportPosts.postId))
      .where(and(eq(reportPosts.postId, post.id), openReport(reportPosts.createdAt, posts.moderatedAt)));
    const closed = Number(open?.n ?? 0);
    if (closed === 0) {
      // Someone dismissed (or decided) them a moment ago; otherwise there was nothing to dismiss.
      if (post.moderatedAt) throw await alreadyModeratedError(tx, post);
      throw badInput(POST_NO_OPEN_REPORTS_MESSAGE, 'id');
    }
    const [row] = await tx
      .update(posts)
      .set({ moderatedAt: sql`now()`, moderatedBy: adminId })
      .where(and(eq(posts.id, post.id), eq(posts.status, post.status)))
      .returning();
    if (!row) throw await alreadyModeratedError(tx, post);
    await tx.delete(postClaims).where(eq(postClaims.postId, post.id));
    await writeAudit(tx, adminId, {
      entity: 'post',
      verb: 'dismiss_reports',
      entityId: post.id,
      before: { status: post.status, openReports: closed },
      after: { status: row.status, openReports: 0 },
    });
    return row;
  });
  const loaders = postLoaders(ctx);
  loaders.postById.clear(updated.id).prime(updated.id, updated);
  loaders.openReports.clear(updated.id);
  return updated;
}

// --- undoing an approval (adminUndoPostApproval) -----------------------------------------------

/** What the audit row of a later write did to the post, in the refusal's words. */
const LATER_WRITE: Record<string, string> = {
  'post.edit': 'edited',
  'post.approve': 'approved',
  'post.reject': 'rejected',
  'post.suspend': 'suspended',
  'post.restore': 'restored',
  'post.dismiss_reports': 'cleared of its reports',
};

/** The approval's audit row as changePostStatus wrote it: what the undo puts back. */
type ApprovalBefore = {
  status: PostStatus;
  statusReason: PostModerationReason | null;
  statusNote: string | null;
  reviewSince?: string | null;
  moderatedAt?: string | null;
  moderatedBy?: string | null;
  replaced?: Record<string, unknown>;
  editSubmittedAt?: string | null;
};
type ApprovalAfter = {
  values?: Record<string, unknown> | null;
  notificationId?: string | null;
  mailId?: string | null;
};

const revive = (v: string | null | undefined) => (v ? new Date(v) : null);

/**
 * Takes back the caller's own approval of a post within POST_UNDO_SECONDS: a compensating transition,
 * not a deletion of history. In one transaction, like a decision: the post row is locked; the approval
 * must be the post's last audited write (anything after it — an edit, a suspension, dismissed reports,
 * another undo — refuses), made by the caller, still inside the window, on a post still ACTIVE and not
 * held by another admin. The post gets back its status, reason and note, its place in the queue
 * (`review_since`) and its last decision (`moderated_at`/`_by`, so reports filed before the approval
 * are open again); an approved edit puts back the values it replaced and waits again as a pending
 * edit. The seller's in-app notice is removed and the approval's email, still held, is withdrawn (if
 * its delivery has started, the undo is refused). One `post.undo_approve` audit row records it.
 */
export async function undoPostApproval(
  ctx: GraphQLContext,
  mail: MailService,
  adminId: string,
  rawId: string,
) {
  const { id } = parseInput(postIdSchema, { id: rawId });
  const updated = await ctx.db.transaction(async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
    if (!post) throw postNotFound();
    const written = (action?: string) =>
      tx
        .select({
          log: auditLogs,
          inWindow: sql<boolean>`${auditLogs.createdAt} > now() - make_interval(secs => ${POST_UNDO_SECONDS})`,
        })
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.entity, 'post'),
            eq(auditLogs.entityId, post.id),
            action ? eq(auditLogs.action, action) : undefined,
          ),
        )
        .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
        .limit(1);
    const [approval] = await written('post.approve');
    if (!approval) throw badInput(POST_NOTHING_TO_UNDO_MESSAGE, 'id');
    const [last] = await written();
    if (last && last.log.id !== approval.log.id) {
      if (last.log.action === 'post.undo_approve') throw conflict(POST_UNDO_ALREADY_MESSAGE);
      const [by] = last.log.adminId
        ? await tx.select().from(admins).where(eq(admins.id, last.log.adminId))
        : [];
      throw conflict(
        postUndoChangedMessage(
          LATER_WRITE[last.log.action] ?? 'changed',
          by ? adminName(by) : 'another admin',
          vnTimeDate(last.log.createdAt),
        ),
      );
    }
    if (approval.log.adminId !== adminId) {
      const [by] = approval.log.adminId
        ? await tx.select().from(admins).where(eq(admins.id, approval.log.adminId))
        : [];
      throw conflict(postUndoNotYoursMessage(by ? adminName(by) : 'another admin'));
    }
    if (!approval.inWindow) throw conflict(POST_UNDO_TOO_LATE_MESSAGE);
    // A change no admin made (the seller editing the post again) moves its status.
    if (post.status !== 'ACTIVE') throw conflict(`Cannot undo: the post is now ${post.status}`);
    const holder = await otherClaim(tx, post.id, adminId);
    if (holder) throw conflict(reviewingMessage(adminName(holder.admin)));

    const before = approval.log.before as ApprovalBefore;
    const after = (approval.log.after ?? {}) as ApprovalAfter;
    if (after.mailId && !(await mail.withdraw(tx, after.mailId))) throw conflict(POST_UNDO_MAILED_MESSAGE);
    const notices = after.notificationId
      ? await tx
          .delete(userNotifications)
          .where(eq(userNotifications.id, after.notificationId))
          .returning({ readAt: userNotifications.readAt })
      : [];

    const [row] = await tx
      .update(posts)
      .set({
        ...editValues(before.replaced ?? {}),
        // The approved edit's values go back: an edit form opened meanwhile is refused (docs/conflicts.md).
        ...(before.replaced ? { editVersion: sql`${posts.editVersion} + 1` } : {}),
        status: before.status,
        statusReason: before.statusReason,
        statusNote: before.statusNote,
        reviewSince: revive(before.reviewSince),
        moderatedAt: revive(before.moderatedAt),
        moderatedBy: before.moderatedBy ?? null,
      })
      .where(and(eq(posts.id, post.id), eq(posts.status, 'ACTIVE')))
      .returning();
    if (!row) throw await alreadyModeratedError(tx, post);
    if (before.status === 'EDIT_PENDING' && after.values) {
      await tx.insert(postPendingEdits).values({
        postId: post.id,
        values: after.values,
        submittedAt: revive(before.editSubmittedAt) ?? new Date(),
      });
    }
    await writeAudit(tx, adminId, {
      entity: 'post',
      verb: 'undo_approve',
      entityId: post.id,
      before: { status: post.status },
      after: {
        status: row.status,
        undoes: approval.log.id,
        ...(before.status === 'EDIT_PENDING' ? { edit: 'pending again' } : {}),
        notificationRemoved: notices.length > 0,
        notificationWasRead: notices.some((n) => n.readAt !== null),
        mailWithdrawn: after.mailId ?? null,
      },
    });
    return row;
  });
  postLoaders(ctx).postById.clear(updated.id).prime(updated.id, updated);
  return updated;
}

// --- create and edit --------------------------------------------------------------------------

/** Catalogue and location ids checked inside the write's transaction, each error under its field. */
async function checkReferences(tx: Tx, v: PostValues) {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];
  const [member] = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.id, v.userId));
  if (!member || member.status === 'DELETED') throw badInput(POST_MEMBER_UNKNOWN_MESSAGE, 'userId');
  if (v.brand && !(await one(tx.select({ id: brands.id }).from(brands).where(eq(brands.id, v.brand)))))
    throw badInput(postUnknownMessage('brand'), 'brand');
  if (v.model) {
    const model = await one(tx.select().from(models).where(eq(models.id, v.model)));
    if (!model) throw badInput(postUnknownMessage('model'), 'model');
    if (model.brand !== v.brand) throw badInput(POST_MODEL_OF_BRAND_MESSAGE, 'model');
  }
  if (v.version) {
    const version = await one(tx.select().from(carVersions).where(eq(carVersions.id, v.version)));
    if (!version) throw badInput(postUnknownMessage('version'), 'version');
    if (version.model !== v.model) throw badInput(POST_VERSION_OF_MODEL_MESSAGE, 'version');
  }
  const options = [
    ['bodyType', bodyTypes, 'body type'],
    ['colour', colours, 'colour'],
    ['fuelType', fuelTypes, 'fuel type'],
    ['fuelEconomy', fuelEconomies, 'fuel economy'],
    ['driverType', driverTypes, 'drive type'],
    ['seat', seats, 'seat count'],
    ['door', doors, 'door count'],
  ] as const;
  for (const [field, table, label] of options) {
    const id = v[field];
    if (id && !(await one(tx.select({ id: table.id }).from(table).where(eq(table.id, id)))))
      throw badInput(postUnknownMessage(label), field);
  }
  if (
    v.cityId &&
    !(await one(tx.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, v.cityId))))
  )
    throw badInput(postUnknownMessage('city'), 'cityId');
  for (const field of ['mediaIds', 'hidePlateMediaIds'] as const) {
    const ids = v[field];
    if (ids.length === 0) continue;
    const found = await tx
      .select({ id: media.id })
      .from(media)
      .where(and(inArray(media.id, ids), eq(media.isDeleted, false), sql`${media.mimeType} like 'image/%'`));
    if (found.length !== ids.length) throw badInput(POST_MEDIA_UNKNOWN_MESSAGE, field);
  }
}

/** The post columns of a form's values. */
const columnsOf = (v: PostValues) => ({
  title: v.title,
  price: v.price,
  hiddenPrice: v.hiddenPrice,
  showHiddenPrice: v.showHiddenPrice,
  currency: v.currency,
  includeTax: v.includeTax,
  condition: v.condition,
  odometer: v.odometer,
  year: v.year,
  regPlate: v.regPlate,
  plateHidden: v.plateHidden,
  regExprice: v.regExprice ? new Date(v.regExprice) : null,
  transmission: v.transmission,
  description: v.description,
  // The stored column is text (SPEC names offer without a type); the API's Boolean is whether it is set.
  offer: v.offer ? 'true' : null,
  inspection: v.inspection,
  remoteAssessment: v.remoteAssessment,
  roadworthyCeftificate: v.roadworthyCeftificate,
  countryCode: v.countryCode,
  cityId: v.cityId,
  videoUrl: v.videoUrl,
  mediaIds: v.mediaIds,
  hidePlateMediaIds: v.hidePlateMediaIds,
  brandId: v.brand,
  modelId: v.model,
  versionId: v.version,
  bodyTypeId: v.bodyType,
  colourId: v.colour,
  fuelTypeId: v.fuelType,
  fuelEconomyId: v.fuelEconomy,
  driverTypeId: v.driverType,
  seatId: v.seat,
  doorId: v.door,
});

/** An audit snapshot: dates as ISO text, so before/after compare as JSON. */
const snapshotOf = (row: Partial<PostRow>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  ) as Record<string, unknown>;

export async function createPost(ctx: GraphQLContext, adminId: string, rawInput: unknown) {
  const v = parseInput(postSchema, rawInput);
  const row = await ctx.db.transaction(async (tx) => {
    await checkReferences(tx, v);
    const status = v.status ?? 'PENDING';
    const [created] = await tx
      .insert(posts)
      .values({
        ...columnsOf(v),
        userId: v.userId,
        status,
        reviewSince: status === 'PENDING' ? sql`now()` : null,
      })
      .returning();
    if (!created) throw postNotFound();
    await writeAudit(tx, adminId, {
      entity: 'post',
      verb: 'create',
      entityId: created.id,
      after: { ...snapshotOf(columnsOf(v)), userId: v.userId, status },
    });
    return created;
  });
  return row;
}

/**
 * An admin's correction is applied to the post as it stands (its status is kept); the audit row holds
 * the changed fields only, and an edit that changes nothing writes nothing.
 */
export async function editPost(
  ctx: GraphQLContext,
  adminId: string,
  rawId: string,
  rawInput: unknown,
  editVersion?: number | null,
) {
  const { id } = parseInput(postIdSchema, { id: rawId });
  const v = parseInput(postSchema, rawInput);
  const row = await ctx.db.transaction(async (tx) => {
    // The claim first (docs/conflicts.md): a save over a newer version is refused before anything else.
    await claimEdit(tx, posts, id, editVersion);
    const [current] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
    if (!current) throw postNotFound();
    await checkReferences(tx, v);
    const next = { ...columnsOf(v), userId: v.userId };
    const before = snapshotOf(current);
    const after = snapshotOf(next);
    const changed = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    // Nothing to write, nothing to audit; the version has moved on, as after every save.
    if (changed.length === 0) return current;
    const [updated] = await tx.update(posts).set(next).where(eq(posts.id, id)).returning();
    if (!updated) throw postNotFound();
    await writeAudit(tx, adminId, {
      entity: 'post',
      verb: 'edit',
      entityId: id,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    });
    return updated;
  });
  postLoaders(ctx).postById.clear(row.id).prime(row.id, row);
  return row;
}

// --- Post fields ------------------------------------------------------------------------------

const yesNo = (b: unknown) => (b ? 'Yes' : 'No');

/** One field of a pending edit as the admin reads it: names instead of ids, money with separators. */
async function formatField(ctx: GraphQLContext, key: EditableKey, value: unknown): Promise<string | null> {
  if (value === null || value === undefined || value === '') return null;
  const l = postLoaders(ctx);
  const name = async (p: Promise<{ name: string } | null>) => (await p)?.name ?? String(value);
  switch (key) {
    case 'price':
    case 'hiddenPrice':
      return `${Number(value).toLocaleString('en-US')} VND`;
    case 'odometer':
      return `${Number(value).toLocaleString('en-US')} km`;
    case 'showHiddenPrice':
    case 'includeTax':
    case 'plateHidden':
    case 'remoteAssessment':
    case 'roadworthyCeftificate':
    case 'offer':
      return yesNo(value);
    case 'regExprice':
      return vnTimeDate(String(value));
    case 'mediaIds':
    case 'hidePlateMediaIds':
      return Array.isArray(value) ? `${value.length} photo${value.length === 1 ? '' : 's'}` : null;
    case 'brandId':
      return name(l.brandById.load(String(value)));
    case 'modelId':
      return name(l.modelById.load(String(value)));
    case 'versionId':
      return name(l.versionById.load(String(value)));
    case 'cityId':
      return name(l.provinceById.load(String(value)));
    case 'bodyTypeId':
      return name(l.bodyTypeById.load(String(value)));
    case 'colourId':
      return name(l.colourById.load(String(value)));
    case 'fuelTypeId':
      return name(l.fuelTypeById.load(String(value)));
    case 'seatId':
      return name(l.seatById.load(String(value)));
    case 'doorId':
      return name(l.doorById.load(String(value)));
    case 'fuelEconomyId':
      return (await l.fuelEconomyById.load(String(value)))?.nameEn ?? String(value);
    case 'driverTypeId':
      return (await l.driverTypeById.load(String(value)))?.nameEn ?? String(value);
    default:
      return String(value);
  }
}

const load = <T>(id: string | null, loader: { load(id: string): Promise<T | null> }) =>
  id ? loader.load(id) : null;

export const postResolvers: PostResolvers = {
  price: (p) => p.price,
  offer: (p) => !!p.offer && p.offer !== 'false',
  isSaved: () => false,
  medias: (p, _a, ctx) => postLoaders(ctx).medias(p.mediaIds),
  hidePlateMedias: (p, _a, ctx) => postLoaders(ctx).medias(p.hidePlateMediaIds),
  brand: (p, _a, ctx) => load(p.brandId, postLoaders(ctx).brandById),
  model: (p, _a, ctx) => load(p.modelId, postLoaders(ctx).modelById),
  version: (p, _a, ctx) => load(p.versionId, postLoaders(ctx).versionById),
  bodyType: (p, _a, ctx) => load(p.bodyTypeId, postLoaders(ctx).bodyTypeById),
  colour: (p, _a, ctx) => load(p.colourId, postLoaders(ctx).colourById),
  fuelType: (p, _a, ctx) => load(p.fuelTypeId, postLoaders(ctx).fuelTypeById),
  fuelEconomy: (p, _a, ctx) => load(p.fuelEconomyId, postLoaders(ctx).fuelEconomyById),
  driverType: (p, _a, ctx) => load(p.driverTypeId, postLoaders(ctx).driverTypeById),
  seat: (p, _a, ctx) => load(p.seatId, postLoaders(ctx).seatById),
  door: (p, _a, ctx) => load(p.doorId, postLoaders(ctx).doorById),
  city: (p, _a, ctx) => load(p.cityId, postLoaders(ctx).provinceById),
  user: (p, _a, ctx) => postLoaders(ctx).userById.load(p.userId),
  statusReasonRejected: (p) =>
    p.statusReason || p.statusNote
      ? {
          status: p.status === 'SUSPENDED' ? 'SUSPENDED' : 'REJECTED',
          note: p.statusNote,
          reason: p.statusReason,
          planRemainingTime: p.planExpried
            ? Math.max(0, Math.ceil((p.planExpried.getTime() - Date.now()) / 86_400_000))
            : null,
        }
      : null,
  reportCount: (p, _a, ctx) => postLoaders(ctx).reportCount.load(p.id),
  reports: (p, _a, ctx) => postLoaders(ctx).reports.load(p.id),
  statusHistory: async (p, _a, ctx) => {
    const rows = await postLoaders(ctx).statusHistory.load(p.id);
    return rows.map(({ log, admin }) => {
      const before = (log.before ?? {}) as { status?: PostStatus };
      const after = (log.after ?? {}) as {
        status?: PostStatus;
        statusReason?: PostModerationReason;
        statusNote?: string;
      };
      return {
        id: log.id,
        at: log.createdAt,
        admin: admin ? toAdminUser(admin) : null,
        from: before.status ?? null,
        to: after.status ?? p.status,
        reason: after.statusReason ?? null,
        note: after.statusNote ?? null,
        undo: log.action === 'post.undo_approve',
      };
    });
  },
  sellerPostCount: async (p, _a, ctx) => Math.max(0, (await postLoaders(ctx).postsOfUser.load(p.userId)) - 1),
  claim: async (p, _a, ctx) => {
    const row = await postLoaders(ctx).claim.load(p.id);
    return row ? toClaim(row.claim, row.admin, requireAdmin(ctx).id) : null;
  },
  pendingEdit: async (p, _a, ctx) => {
    if (p.status !== 'EDIT_PENDING') return null;
    const edit = await postLoaders(ctx).pendingEdit.load(p.id);
    if (!edit) return null;
    const values = editValues(edit.values);
    const changes = await Promise.all(
      (Object.keys(values) as EditableKey[]).map(async (key) => {
        const [before, after] = await Promise.all([
          formatField(ctx, key, p[key]),
          formatField(ctx, key, values[key]),
        ]);
        return { field: POST_FIELD_LABELS[key] ?? key, before, after };
      }),
    );
    return { submittedAt: edit.submittedAt, changes: changes.filter((c) => c.before !== c.after) };
  },
  marketPrice: async (p, _a, ctx) => {
    if (!p.price || !p.versionId || !p.year) return null;
    const versionPrice = await postLoaders(ctx).marketPrice.load(p.id);
    if (!versionPrice) return null;
    const ratio = p.price / versionPrice;
    return { versionPrice, ratio, outlier: isPriceOutlier(ratio) };
  },
  waitingSince: async (p, _a, ctx) => {
    if (p.status === 'PENDING' || p.status === 'EDIT_PENDING') return p.reviewSince ?? p.createdAt;
    return (await postLoaders(ctx).openReports.load(p.id)).oldest;
  },
};

export const reportPostResolvers: ReportPostResolvers = {
  post: (r, _a, ctx) => postLoaders(ctx).postById.load(r.postId),
};

export const postsQuery: Pick<
  QueryResolvers,
  'adminListPost' | 'adminGetPostDetail' | 'adminPostReviewQueue'
> = {
  adminListPost: (_root, args, ctx) => listPosts(ctx, args),
  adminGetPostDetail: (_root, args, ctx) => getPost(ctx, args.id),
  adminPostReviewQueue: (_root, args, ctx) => reviewQueue(ctx, args),
};

export const postsMutation: Pick<
  MutationResolvers,
  | 'adminCreatePost'
  | 'adminEditPost'
  | 'adminChangeStatusPost'
  | 'adminDismissPostReports'
  | 'adminUndoPostApproval'
  | 'adminClaimPost'
  | 'adminReleasePost'
> = {
  adminCreatePost: (_root, args, ctx) => createPost(ctx, requireAdmin(ctx).id, args.input),
  adminEditPost: (_root, args, ctx) =>
    editPost(ctx, requireAdmin(ctx).id, args.id, args.input, args.editVersion),
  adminChangeStatusPost: (_root, args, ctx) => changePostStatus(ctx, ctx.mail, requireAdmin(ctx).id, args),
  adminDismissPostReports: (_root, args, ctx) => dismissPostReports(ctx, requireAdmin(ctx).id, args),
  adminUndoPostApproval: (_root, args, ctx) => undoPostApproval(ctx, ctx.mail, requireAdmin(ctx).id, args.id),
  adminClaimPost: (_root, args, ctx) => claimPost(ctx.db, requireAdmin(ctx).id, args.id),
  adminReleasePost: (_root, args, ctx) => releasePost(ctx.db, requireAdmin(ctx).id, args.id),
};
