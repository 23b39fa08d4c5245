import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { BELL_DAYS, BELL_MAX_ITEMS, TASK_STALE_MS } from '../../../src/rules/background-work';
import { endTaskSchema, reportTaskSchema, startTaskSchema } from '../../../src/rules/background-work-input';
import { LIST_PERMISSIONS } from '../../../src/rules/lists';
import type { Db } from '../../db/client';
import { backgroundTasks, notifications } from '../../db/schema';
import type { SessionAdmin } from '../../services/auth/auth-service';
import { workNotice } from '../../services/live/live-bus';
import type { GraphQLContext } from '../context';
import { notFound } from '../errors';
import type { BackgroundWork, MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { requireAdmin } from '../guard';
import type { NotificationModel } from '../mappers';
import { parseInput } from '../zod-input';
import { recipientFigures } from './notifications';

/**
 * The header's bell (issue 28 §5, docs/background-work.md): the signed-in admin's exports and imports (run in
 * their browser, which reports them here) and their broadcasts (delivered by the server's queue, read from
 * their own rows), with how far each is and how it ended. Each admin's own: another's task is not found.
 */

type TaskRow = typeof backgroundTasks.$inferSelect;

const n = (v: number) => v.toLocaleString('en-US');
const rows = (v: number) => `${n(v)} ${v === 1 ? 'row' : 'rows'}`;
const members = (v: number) => `${n(v)} ${v === 1 ? 'member' : 'members'}`;
const progress = (t: TaskRow) => (t.total === null ? rows(t.done) : `${n(t.done)} of ${rows(t.total)}`);

/** A running task whose tab has not reported for a minute is shown as stopped. */
const isStale = (t: TaskRow, now: number) =>
  t.status === 'running' && now - t.updatedAt.getTime() > TASK_STALE_MS;

function taskOutcome(t: TaskRow, stale: boolean): string | null {
  if (stale) return `Stopped at ${progress(t)}: its tab was closed`;
  if (t.status === 'running') return null;
  if (t.status === 'cancelled') return `Cancelled at ${progress(t)}`;
  if (t.status === 'failed') return `Failed at ${progress(t)}${t.error ? `: ${t.error}` : ''}`;
  if (t.kind === 'EXPORT') return `${rows(t.done)} exported`;
  return `${rows(t.done)} saved${t.failed ? `, ${n(t.failed)} failed` : ''}`;
}

function taskWork(t: TaskRow, now: number): BackgroundWork {
  const stale = isStale(t, now);
  return {
    id: t.id,
    kind: t.kind,
    title: t.title,
    subject: null,
    status: stale
      ? 'STOPPED'
      : t.status === 'running'
        ? 'RUNNING'
        : t.status === 'done'
          ? 'DONE'
          : t.status === 'failed'
            ? 'FAILED'
            : 'CANCELLED',
    total: t.total,
    done: t.done,
    failed: t.failed,
    outcome: taskOutcome(t, stale),
    link: t.link,
    startedAt: t.createdAt,
    updatedAt: t.updatedAt,
    finishedAt: t.finishedAt,
  };
}

/** 'Email to 12,034 members: 12,030 sent, 4 failed', in the kind's words of the Notification screens. */
async function broadcastWork(db: Db, b: NotificationModel): Promise<BackgroundWork> {
  const d = await recipientFigures(db, b);
  const done = b.status === 'done';
  const kind = b.type === 'email' ? 'Email' : 'Notification';
  // No figures at all: sent before deliveries were recorded (the detail screen says the same).
  const unrecorded = d.total === 0 && b.recipientCount === null;
  return {
    id: b.id,
    kind: 'BROADCAST',
    title: unrecorded ? kind : `${kind} to ${members(d.total)}`,
    subject: b.titleVi,
    status: done ? 'DONE' : 'RUNNING',
    total: unrecorded ? null : d.total,
    done: d.sent,
    failed: d.failed,
    outcome: !done
      ? null
      : unrecorded
        ? 'Sent before deliveries were recorded: no figures'
        : `${n(d.sent)} sent${d.failed ? `, ${n(d.failed)} failed` : ''}`,
    link: `/notification?view=${b.id}`,
    startedAt: b.createdAt,
    updatedAt: b.updatedAt,
    finishedAt: b.finishedAt,
  };
}

async function myWork(db: Db, admin: SessionAdmin): Promise<BackgroundWork[]> {
  const since = sql`now() - make_interval(days => ${BELL_DAYS})`;
  // Their broadcasts open on the Notification screen: listed while their role may read it.
  const readsBroadcasts = admin.permissions.includes(LIST_PERMISSIONS['/notification']);
  const [tasks, broadcasts] = await Promise.all([
    db
      .select()
      .from(backgroundTasks)
      .where(and(eq(backgroundTasks.adminId, admin.id), gt(backgroundTasks.createdAt, since)))
      .orderBy(desc(backgroundTasks.createdAt))
      .limit(BELL_MAX_ITEMS),
    readsBroadcasts
      ? db
          .select()
          .from(notifications)
          .where(and(eq(notifications.adminUserId, admin.id), gt(notifications.createdAt, since)))
          .orderBy(desc(notifications.createdAt))
          .limit(BELL_MAX_ITEMS)
      : [],
  ]);
  const now = Date.now();
  const latest = [
    ...tasks.map((t) => ({ at: t.createdAt, work: () => Promise.resolve(taskWork(t, now)) })),
    ...broadcasts.map((b) => ({ at: b.createdAt, work: () => broadcastWork(db, b) })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, BELL_MAX_ITEMS);
  // Figures are read only for the broadcasts that made the list.
  return Promise.all(latest.map((item) => item.work()));
}

/** One's own task, changed and told to one's bell in one transaction; null when it is not theirs. */
async function changeTask(
  ctx: GraphQLContext,
  admin: SessionAdmin,
  id: string,
  set: Partial<typeof backgroundTasks.$inferInsert>,
): Promise<BackgroundWork> {
  const row = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(backgroundTasks)
      .set({ ...set, updatedAt: sql`now()` })
      // An ended task stays as it ended: a report sent before the end and arriving after it changes nothing.
      .where(
        and(
          eq(backgroundTasks.id, id),
          eq(backgroundTasks.adminId, admin.id),
          eq(backgroundTasks.status, 'running'),
        ),
      )
      .returning();
    if (changed) {
      await tx.execute(workNotice(admin.id));
      return changed;
    }
    const [ended] = await tx
      .select()
      .from(backgroundTasks)
      .where(and(eq(backgroundTasks.id, id), eq(backgroundTasks.adminId, admin.id)));
    return ended;
  });
  // Another admin's task is not found, as one that does not exist.
  if (!row) throw notFound('Background task');
  return taskWork(row, Date.now());
}

export const backgroundWorkQuery: Pick<QueryResolvers<GraphQLContext>, 'adminMyBackgroundWork'> = {
  adminMyBackgroundWork: (_parent, _args, ctx) => myWork(ctx.db, requireAdmin(ctx)),
};

export const backgroundWorkMutation: Pick<
  MutationResolvers<GraphQLContext>,
  'adminStartBackgroundTask' | 'adminReportBackgroundTask' | 'adminEndBackgroundTask'
> = {
  adminStartBackgroundTask: async (_parent, args, ctx) => {
    const admin = requireAdmin(ctx);
    const v = parseInput(startTaskSchema, args);
    const row = await ctx.db.transaction(async (tx) => {
      // The bell shows a week; what is older is nobody's any more (kept a little longer than shown).
      await tx
        .delete(backgroundTasks)
        .where(
          and(
            eq(backgroundTasks.adminId, admin.id),
            sql`${backgroundTasks.createdAt} < now() - make_interval(days => ${BELL_DAYS * 2})`,
          ),
        );
      const [created] = await tx
        .insert(backgroundTasks)
        .values({
          adminId: admin.id,
          kind: v.kind,
          title: v.title,
          total: v.total ?? null,
          link: v.link ?? null,
        })
        .returning();
      await tx.execute(workNotice(admin.id));
      return created;
    });
    if (!row) throw new Error('the task was not saved');
    return taskWork(row, Date.now());
  },

  adminReportBackgroundTask: (_parent, args, ctx) => {
    const admin = requireAdmin(ctx);
    const v = parseInput(reportTaskSchema, args);
    return changeTask(ctx, admin, v.id, {
      done: v.done,
      ...(v.total != null ? { total: v.total } : {}),
      ...(v.failed != null ? { failed: v.failed } : {}),
    });
  },

  adminEndBackgroundTask: (_parent, args, ctx) => {
    const admin = requireAdmin(ctx);
    const v = parseInput(endTaskSchema, args);
    return changeTask(ctx, admin, v.id, {
      status: v.status === 'DONE' ? 'done' : v.status === 'FAILED' ? 'failed' : 'cancelled',
      done: v.done,
      ...(v.total != null ? { total: v.total } : {}),
      ...(v.failed != null ? { failed: v.failed } : {}),
      error: v.status === 'FAILED' ? (v.error ?? null) : null,
      finishedAt: new Date(),
    });
  },
};
