import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { notTrashed } from '../../kit/trash';
import type { Db } from '../../db/client';
import { admins, notifications, posts, reviews } from '../../db/schema';
import type { NotificationKind } from '../../db/tables/enums';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { containsPattern } from '../../kit/like';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { sanitizeRichText } from '../../kit/rich-text';
import {
  AUDIENCE_ROLES,
  TARGET_SCREENS,
  CONFIRM_ABOVE,
  CONFIRM_MISMATCH_MESSAGE,
  NO_EMAIL_CONTENT_MESSAGE,
  NO_RECIPIENTS_MESSAGE,
  needsTargetItem,
  notificationIdSchema,
  notificationListSchema,
  sendEmailSchema,
  sendNotificationSchema,
  TARGET_NOT_FOUND_MESSAGE,
  audienceSchema,
  pushTextSchema,
  type AudienceRole,
  type TargetScreen,
} from '../../../src/rules/notification';
import { toAdminUser } from './auth';
import { badInput, notFound } from '../errors';
import { requireAdmin, requireStepUp } from '../guard';
import type { MutationResolvers, NotificationResolvers, QueryResolvers } from '../generated/resolvers';
import type { GraphQLContext } from '../context';
import type { NotificationModel } from '../mappers';
import { audienceWhere, type Audience } from '../../services/notify/audience';
import { vnDayStart, vnNextDayStart } from '../vn-day';
import { parseInput } from '../zod-input';

const notificationNotFound = () => notFound('Notification');
const kindOf = (t: 'EMAIL' | 'NOTIFICATION' | null | undefined): NotificationKind | undefined =>
  t === 'EMAIL' ? 'email' : t === 'NOTIFICATION' ? 'notification' : undefined;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A notification's delivery figures on one channel: the recipient's own delivery (in-app row or email,
 * `status`) or its device push (`push_status`, null where no push was queued).
 */
async function deliveryFigures(db: Db, notificationId: string, channel: 'recipient' | 'push') {
  const status = channel === 'push' ? sql.raw('push_status') : sql.raw('status');
  const error = channel === 'push' ? sql.raw('push_error') : sql.raw('last_error');
  const [d] = await rows<{
    total: string;
    queued: string;
    sent: string;
    failed: string;
    last_error: string | null;
  }>(
    db,
    sql`select count(*) as total,
               count(*) filter (where ${status} in ('queued', 'sending')) as queued,
               count(*) filter (where ${status} = 'sent') as sent,
               count(*) filter (where ${status} = 'failed') as failed,
               (select ${error} from notification_deliveries
                where notification_id = ${notificationId} and ${status} = 'failed' limit 1) as last_error
        from notification_deliveries where notification_id = ${notificationId} and ${status} is not null`,
  );
  return {
    total: Number(d?.total ?? 0),
    queued: Number(d?.queued ?? 0),
    sent: Number(d?.sent ?? 0),
    failed: Number(d?.failed ?? 0),
    lastError: d?.last_error ?? null,
  };
}

/**
 * A broadcast's recipients by delivery state, as its detail and the sender's bell show them
 * (background-work.ts).
 */
export async function recipientFigures(db: Db, n: NotificationModel) {
  const d = await deliveryFigures(db, n.id, 'recipient');
  return {
    ...d,
    // Before the plan has listed the recipients, the count taken at send time stands for them.
    total: d.total || (n.recipientCount ?? 0),
    queued: d.total ? d.queued : (n.recipientCount ?? 0),
  };
}

/** Members a send reaches: the queue's own filter (server/services/notify/audience.ts), counted. */
export async function audienceCount(db: Db, a: Audience): Promise<number> {
  const [r] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from users u left join user_metadata m on m.user_id = u.id where ${audienceWhere(a)}`,
  );
  return Number(r?.n ?? 0);
}

/** The item a NEWS_REVIEW_DETAIL or POST_DETAIL notification opens must exist and be active now. */
async function targetTitle(db: Db, screen: string | null, id: string | null): Promise<string | null> {
  if (!screen || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  if (screen === 'NEWS_REVIEW_DETAIL') {
    const [r] = await db
      .select({ title: reviews.nameVi })
      .from(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.isActive, true), notTrashed(reviews)));
    return r?.title ?? null;
  }
  if (screen === 'POST_DETAIL') {
    const [p] = await db
      .select({ title: posts.title })
      .from(posts)
      .where(and(eq(posts.id, id), eq(posts.status, 'ACTIVE')));
    return p?.title ?? null;
  }
  return null;
}

/**
 * Step-up for a send (issue 26 §4, docs/security.md): to more than CONFIRM_ABOVE (1,000) members, or to
 * Send all (no members named), the admin must have proved who they are within REAUTH_WINDOW_S.
 */
export const needsStepUpForSend = (reach: number, userIds: readonly string[]) =>
  reach > CONFIRM_ABOVE || userIds.length === 0;

/** A send with the same key returns the notification it already made (double-click, retried request). */
async function byKey(db: Db, key: string | undefined) {
  if (!key) return undefined;
  const [row] = await db.select().from(notifications).where(eq(notifications.idempotencyKey, key));
  return row;
}

interface NewBroadcast {
  kind: NotificationKind;
  userIds: string[];
  role: AudienceRole | null | undefined;
  titleVi: string;
  titleEn: string;
  contentVi: string;
  contentEn: string;
  targetScreen: TargetScreen | null;
  tagetId: string | null;
  idempotencyKey: string | undefined;
  confirmRecipients: number | null | undefined;
}

/** Saves the notification (with its audit row) and queues its delivery; returns before anyone is reached. */
async function createBroadcast(ctx: GraphQLContext, b: NewBroadcast): Promise<NotificationModel> {
  const admin = requireAdmin(ctx);
  const { db } = ctx;
  const earlier = await byKey(db, b.idempotencyKey);
  if (earlier) return earlier;
  const reach = await audienceCount(db, { userIds: b.userIds, role: b.role, email: b.kind === 'email' });
  // A broadcast to nobody would be saved, 'delivered' and forgotten; refuse it while the admin is there.
  if (reach === 0) throw badInput(NO_RECIPIENTS_MESSAGE);
  if (reach > CONFIRM_ABOVE && b.confirmRecipients !== reach) {
    throw badInput(CONFIRM_MISMATCH_MESSAGE, 'confirmRecipients');
  }
  if (needsStepUpForSend(reach, b.userIds)) requireStepUp(ctx);
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({
        adminUserId: admin.id,
        titleVi: b.titleVi,
        titleEn: b.titleEn,
        contentVi: b.contentVi,
        contentEn: b.contentEn,
        type: b.kind,
        role: b.role ?? null,
        targetScreen: b.targetScreen,
        tagetId: b.tagetId,
        userIds: b.userIds,
        sendAll: b.userIds.length === 0,
        idempotencyKey: b.idempotencyKey ?? null,
        recipientCount: reach,
      })
      .onConflictDoNothing({ target: notifications.idempotencyKey })
      .returning();
    if (!row) return undefined;
    await writeAudit(tx, admin.id, {
      entity: 'notification',
      verb: 'create',
      entityId: row.id,
      after: rowSnapshot({ ...row, userIds: row.userIds.length }),
    });
    return row;
  });
  // Lost a race with the same key: the winner's row is the answer.
  if (!saved) {
    const winner = await byKey(db, b.idempotencyKey);
    if (!winner) throw new Error('the notification was not saved');
    return winner;
  }
  await ctx.notify.enqueue(saved.id);
  return saved;
}

/** What the notification list sorts by (its `sort` argument; server/kit/sort.ts). */
export const notificationSort = listSort(
  {
    createdAt: notifications.createdAt,
    title: notifications.titleVi,
    type: notifications.type,
  },
  notifications.id,
);

export const notificationsQuery: Pick<
  QueryResolvers,
  | 'adminListNotification'
  | 'adminGetNotificationDetail'
  | 'adminNotificationAudienceCount'
  | 'adminSearchNotificationTargets'
> = {
  adminListNotification: (_root, args, { db }) => {
    const f = parseInput(notificationListSchema, args);
    const kind = kindOf(f.type);
    const where = and(
      f.keyword
        ? sql`lower(${notifications.titleVi} || ' ' || ${notifications.titleEn}) like ${containsPattern(f.keyword.toLowerCase())}`
        : undefined,
      kind ? eq(notifications.type, kind) : undefined,
      f.createFrom ? gte(notifications.createdAt, vnDayStart(f.createFrom)) : undefined,
      f.createTo ? lt(notifications.createdAt, vnNextDayStart(f.createTo)) : undefined,
    );
    return pagedList(
      args,
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(
          ...notificationSort.orderBy(args.sort, [desc(notifications.createdAt), desc(notifications.id)]),
        ),
      db.select({ n: count() }).from(notifications).where(where),
      (r) => r,
    );
  },

  adminGetNotificationDetail: async (_root, args, { db }) => {
    const { id } = parseInput(notificationIdSchema, args);
    const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
    if (!row) throw notificationNotFound();
    return row;
  },

  adminNotificationAudienceCount: (_root, args, { db }) => {
    const { userIds, role } = parseInput(audienceSchema, args);
    return audienceCount(db, { userIds, role, email: args.notificationType === 'EMAIL' });
  },

  adminSearchNotificationTargets: async (_root, args, { db }) => {
    const keyword = (args.keyword ?? '').trim().slice(0, 100).toLowerCase();
    const like = containsPattern(keyword);
    if (args.type === 'NEWS_REVIEW_DETAIL') {
      return db
        .select({ id: reviews.id, title: reviews.nameVi })
        .from(reviews)
        .where(
          and(
            eq(reviews.isActive, true),
            notTrashed(reviews),
            keyword ? sql`lower(${reviews.nameVi} || ' ' || ${reviews.nameEn}) like ${like}` : undefined,
          ),
        )
        .orderBy(desc(reviews.createdAt))
        .limit(20);
    }
    if (args.type === 'POST_DETAIL') {
      return db
        .select({ id: posts.id, title: posts.title })
        .from(posts)
        .where(and(eq(posts.status, 'ACTIVE'), keyword ? sql`lower(${posts.title}) like ${like}` : undefined))
        .orderBy(desc(posts.createdAt))
        .limit(20);
    }
    return [];
  },
};

export const notificationsMutation: Pick<
  MutationResolvers,
  | 'adminSendNotification'
  | 'adminSendEmail'
  | 'adminRetryNotificationDeliveries'
  | 'adminSendNotificationTest'
> = {
  adminSendNotification: async (_root, args, ctx) => {
    const v = parseInput(sendNotificationSchema, args);
    const screen = v.type ?? 'OTHER';
    const tagetId = needsTargetItem(screen) ? (v.tagetId ?? null) : null;
    if (needsTargetItem(screen) && !(await targetTitle(ctx.db, screen, tagetId))) {
      throw badInput(TARGET_NOT_FOUND_MESSAGE, 'tagetId');
    }
    return createBroadcast(ctx, {
      kind: 'notification',
      userIds: v.userIds,
      role: v.role,
      titleVi: v.titleVi,
      titleEn: v.titleEn,
      contentVi: v.contentVi,
      contentEn: v.contentEn,
      targetScreen: screen,
      tagetId,
      idempotencyKey: v.idempotencyKey,
      confirmRecipients: v.confirmRecipients,
    });
  },

  adminSendEmail: async (_root, args, ctx) => {
    const v = parseInput(sendEmailSchema, args);
    // The body is stored as it will be sent: through the one allowlist sanitiser (server/kit/rich-text.ts).
    const body = sanitizeRichText(v.contentVi);
    if (!body) throw badInput(NO_EMAIL_CONTENT_MESSAGE, 'contentVi');
    return createBroadcast(ctx, {
      kind: 'email',
      userIds: v.userIds,
      role: v.role,
      titleVi: v.titleVi,
      titleEn: v.titleEn,
      contentVi: body,
      contentEn: body,
      targetScreen: null,
      tagetId: null,
      idempotencyKey: v.idempotencyKey,
      confirmRecipients: v.confirmRecipients,
    });
  },

  adminRetryNotificationDeliveries: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const { id } = parseInput(notificationIdSchema, args);
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.id, id));
    if (!row) throw notificationNotFound();
    const requeued = await ctx.notify.retryFailed(id);
    await ctx.db.transaction((tx) =>
      writeAudit(tx, admin.id, { entity: 'notification', verb: 'retry', entityId: id, after: { requeued } }),
    );
    const [after] = await ctx.db.select().from(notifications).where(eq(notifications.id, id));
    return after ?? row;
  },

  adminSendNotificationTest: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const v = parseInput(pushTextSchema, args);
    const id = await ctx.db.transaction((tx) =>
      ctx.mail.enqueue(tx, {
        to: admin.email,
        subject: `[Test] ${v.titleVi} / ${v.titleEn}`,
        text: `${v.titleVi}\n${v.contentVi}\n\n${v.titleEn}\n${v.contentEn}\n`,
        html:
          sanitizeRichText(
            `<h3>${escape(v.titleVi)}</h3><p>${escape(v.contentVi)}</p><hr><h3>${escape(v.titleEn)}</h3><p>${escape(v.contentEn)}</p>`,
          ) ?? '',
      }),
    );
    const status = await ctx.mail.deliver(id);
    if (status === 'failed')
      throw badInput('The test email could not be delivered; see the mail outbox', 'titleVi');
    return true;
  },
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const notificationResolvers: NotificationResolvers = {
  type: (n) => (n.type === 'email' ? 'EMAIL' : 'NOTIFICATION'),
  targetScreen: (n) => TARGET_SCREENS.find((s) => s === n.targetScreen) ?? null,
  role: (n) => AUDIENCE_ROLES.find((r) => r === n.role) ?? null,
  status: (n) => (n.status === 'done' ? 'DONE' : n.status === 'sending' ? 'SENDING' : 'QUEUED'),
  pickedRecipients: (n) => n.userIds.length > 0,
  pushConfigured: (_n, _args, { notify }) => notify.pushConfigured,
  pushDelivery: async (n, _args, { db }) => {
    if (n.type !== 'notification') return null;
    const d = await deliveryFigures(db, n.id, 'push');
    return d.total === 0 ? null : d;
  },
  sender: async (n, _args, { db }) => {
    if (!n.adminUserId) return null;
    const [a] = await db.select().from(admins).where(eq(admins.id, n.adminUserId));
    return a ? toAdminUser(a) : null;
  },
  targetItemTitle: (n, _args, { db }) => targetTitle(db, n.targetScreen, n.tagetId),
  delivery: async (n, _args, { db }) => {
    const d = await recipientFigures(db, n);
    const [r] =
      n.type === 'notification'
        ? await rows<{ read: string }>(
            db,
            sql`select count(*) as read from user_notifications where notification_id = ${n.id} and read_at is not null`,
          )
        : [{ read: '0' }];
    return { ...d, read: Number(r?.read ?? 0) };
  },
};
