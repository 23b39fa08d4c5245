import { createHash } from 'node:crypto';
import { fromPglite, PgBoss, type Job } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Db, QueueConnection } from '../../db/client';
import type { MailService } from '../mail/mail-service';
import { broadcastEmailTemplate } from './email-body';
import { createPushSender, PUSH_PENDING, requeueFailedPush, type PushSender } from './push';
import { unsubscribeUrl } from './unsubscribe';

/**
 * Delivery of broadcasts (docs/notifications.md). The send request only saves the notification and
 * queues one `notification-plan` job. pg-boss (on the same database: PGlite in-process, or PostgreSQL
 * shared by every API instance) then runs:
 *
 * 1. plan: lists the recipients in notification_deliveries (one row each, numbered into batches) and
 *    queues one `notification-batch` job per batch, under ids derived from (notification, batch), so a
 *    plan run twice queues nothing twice;
 * 2. batch: writes the in-app rows (one statement, guarded by a unique index: a batch run twice writes
 *    nothing twice) or sends the emails one by one, recording each recipient's outcome as it goes.
 *
 * A process stopped mid-broadcast (SIGTERM or kill -9) leaves its job active; pg-boss's heartbeat check
 * hands it to a live instance (or this one after a restart), which resumes from the recorded states.
 */

export const PLAN_QUEUE = 'notification-plan';
export const BATCH_QUEUE = 'notification-batch';
const BOSS_SCHEMA = 'pgboss';

export interface BroadcastQueueOptions {
  db: Db;
  connection: QueueConnection;
  mail: MailService;
  /** Device push (FCM) beside the in-app rows; off when absent or not configured (push.ts). */
  push?: PushSender | undefined;
  /** Signs unsubscribe links (the auth secret, shared by every instance). */
  secret: string;
  /** Base of the links in emails (PUBLIC_URL). */
  publicUrl: string;
  /** Recipients per batch job. */
  batchSize?: number;
  /** Batch jobs one instance runs at a time. */
  concurrency?: number;
  log?: (msg: string, err?: unknown) => void;
}

export type BroadcastQueue = Awaited<ReturnType<typeof createBroadcastQueue>>;

interface PlanData {
  notificationId: string;
}
interface BatchData {
  notificationId: string;
  batch: number;
}

/** A uuid derived from a text, so a job queued twice under the same text is the same job. */
function derivedId(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const describe = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500);
/** SMTP 5xx is the server's final answer for this address: trying again would only repeat it. */
const isPermanent = (e: unknown) =>
  typeof e === 'object' && e !== null && 'responseCode' in e && Number(e.responseCode) >= 500;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function createBroadcastQueue(opts: BroadcastQueueOptions) {
  const { db } = opts;
  const batchSize = opts.batchSize ?? Number(process.env.NOTIFY_BATCH_SIZE ?? 1000);
  const concurrency = opts.concurrency ?? Number(process.env.NOTIFY_CONCURRENCY ?? 4);
  const log = opts.log ?? ((m: string, e?: unknown) => console.error(m, e ?? ''));
  const push = opts.push ?? createPushSender(db, undefined);
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  // Batches running in this process: a stop waits for their in-flight messages to be recorded.
  const running = new Set<Promise<unknown>>();

  function newBoss(): PgBoss {
    const common = { schema: BOSS_SCHEMA, superviseIntervalSeconds: 5, monitorIntervalSeconds: 30 };
    if (opts.connection.kind === 'pglite') {
      return new PgBoss({ ...common, db: fromPglite(opts.connection.client), backend: 'pglite' });
    }
    return new PgBoss({ ...common, connectionString: opts.connection.url, max: 4 });
  }

  async function startBoss(): Promise<PgBoss> {
    const b = newBoss();
    b.on('error', (e) => log('broadcast queue error', e));
    await b.start();
    // heartbeatSeconds: a job whose process died (kill -9) is retried by a live instance after 10 s.
    const queue = { heartbeatSeconds: 10, expireInSeconds: 3600, retryBackoff: true, retryDelay: 2 };
    await b.createQueue(PLAN_QUEUE, { ...queue, retryLimit: 20, retryDelayMax: 60 });
    await b.createQueue(BATCH_QUEUE, { ...queue, retryLimit: 6, retryDelayMax: 300 });
    await b.work<PlanData>(PLAN_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) await plan(b, job.data.notificationId);
    });
    await b.work<BatchData>(
      BATCH_QUEUE,
      { batchSize: 1, localConcurrency: concurrency, pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        if (!job) return;
        const run = runBatch(job);
        running.add(run);
        try {
          await run;
        } finally {
          running.delete(run);
        }
      },
    );
    return b;
  }

  /** Starts the queue once; later calls wait for the same start. */
  function ensureStarted(): Promise<PgBoss> {
    starting ??= startBoss().then(
      (b) => (boss = b),
      (e: unknown) => {
        starting = undefined;
        throw e;
      },
    );
    return starting;
  }

  async function plan(b: PgBoss, notificationId: string) {
    const [n] = await rows<{
      type: string;
      role: string | null;
      user_ids: string[];
      status: string;
    }>(db, sql`select type, role, user_ids, status from notifications where id = ${notificationId}`);
    if (!n) return;
    if (n.status === 'queued') {
      await db.transaction(async (tx) => {
        const picked = n.user_ids.length > 0;
        const email = n.type === 'email';
        await tx.execute(sql`
          insert into notification_deliveries (notification_id, user_id, batch)
          select ${notificationId}::uuid, u.id, ((row_number() over (order by u.id)) - 1) / ${batchSize}
          from users u
          left join user_metadata m on m.user_id = u.id
          where u.status = 'ACTIVE' and u.is_active
            ${picked ? sql`and u.id = any(${`{${n.user_ids.join(',')}}`}::uuid[])` : sql``}
            ${n.role ? sql`and u.roles @> array[${n.role}]::text[]` : sql``}
            ${email ? sql`and u.email is not null and u.is_active_email and coalesce(m.is_email_notification, true)` : sql``}
          on conflict do nothing`);
        await tx.execute(sql`
          update notifications set status = 'sending', updated_at = now(),
            recipient_count = (select count(*) from notification_deliveries where notification_id = ${notificationId})
          where id = ${notificationId} and status = 'queued'`);
        if (n.type === 'notification') await push.plan(tx, notificationId);
      });
    }
    const batches = await rows<{ batch: number }>(
      db,
      sql`select distinct batch from notification_deliveries
          where notification_id = ${notificationId} and (status <> 'sent' or ${PUSH_PENDING}) order by batch`,
    );
    if (batches.length === 0) {
      await finishIfDone(notificationId);
      return;
    }
    await b.insert(
      BATCH_QUEUE,
      batches.map(({ batch }) => ({
        id: derivedId(`${notificationId}:${batch}`),
        data: { notificationId, batch } satisfies BatchData,
      })),
    );
  }

  async function runBatch(job: Job<BatchData>) {
    const { notificationId, batch } = job.data;
    const [n] = await rows<{
      type: string;
      title_vi: string;
      title_en: string;
      content_vi: string;
      content_en: string;
      target_screen: string | null;
      taget_id: string | null;
    }>(
      db,
      sql`select type, title_vi, title_en, content_vi, content_en, target_screen, taget_id
          from notifications where id = ${notificationId}`,
    );
    if (!n) return;
    if (n.type === 'notification') {
      await writeInApp(notificationId, batch, n);
      await push.sendBatch(notificationId, batch, n, job.signal);
    } else await sendEmails(job, n);
    await finishIfDone(notificationId);
  }

  /** One statement: the rows and their delivery state commit together, and the unique index stops a repeat. */
  async function writeInApp(
    notificationId: string,
    batch: number,
    n: {
      title_vi: string;
      title_en: string;
      content_vi: string;
      content_en: string;
      target_screen: string | null;
      taget_id: string | null;
    },
  ) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into user_notifications
          (user_id, title_vi, title_en, content_vi, content_en, target_screen, target_id, notification_id)
        select d.user_id, ${n.title_vi}, ${n.title_en}, ${n.content_vi}, ${n.content_en},
               ${n.target_screen}, ${n.taget_id}, ${notificationId}::uuid
        from notification_deliveries d
        where d.notification_id = ${notificationId} and d.batch = ${batch} and d.status <> 'sent'
        on conflict (notification_id, user_id) where notification_id is not null do nothing`);
      await tx.execute(sql`
        update notification_deliveries set status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = null
        where notification_id = ${notificationId} and batch = ${batch} and status <> 'sent'`);
    });
  }

  async function sendEmails(
    job: Job<BatchData>,
    n: { title_vi: string; title_en: string; content_vi: string },
  ) {
    const { notificationId, batch } = job.data;
    const recipients = await rows<{
      user_id: string;
      email: string | null;
      language: string | null;
      status: string;
    }>(
      db,
      sql`select d.user_id, u.email, m.language, d.status
          from notification_deliveries d
          join users u on u.id = d.user_id
          left join user_metadata m on m.user_id = d.user_id
          where d.notification_id = ${notificationId} and d.batch = ${batch}
            and (d.status = 'queued' or (d.status = 'failed' and d.last_error not like 'permanent:%'))
          order by d.user_id`,
    );
    const compose = broadcastEmailTemplate(n.content_vi);
    let transient = 0;
    let next = 0;
    // A few sends in flight at once: the pooled transport's connections and rate limit pace them.
    const lanes = Array.from({ length: 8 }, async () => {
      while (next < recipients.length) {
        // Graceful stop: the rest stay queued for whoever takes the job next.
        if (job.signal.aborted) return;
        const r = recipients[next++];
        if (!r) return;
        const outcome = await sendOne(notificationId, n, compose, r).catch((e: unknown) => e);
        if (outcome !== true) {
          const permanent = isPermanent(outcome) || describe(outcome).startsWith('permanent:');
          if (!permanent) transient++;
          await db.execute(sql`
            update notification_deliveries
            set status = 'failed', attempts = attempts + 1,
                last_error = ${permanent && !describe(outcome).startsWith('permanent:') ? `permanent: ${describe(outcome)}` : describe(outcome)}
            where notification_id = ${notificationId} and user_id = ${r.user_id}`);
        }
      }
    });
    await Promise.all(lanes);
    // pg-boss retries the job with backoff; the recipients already sent are skipped next time.
    if (transient > 0) throw new Error(`${transient} email(s) failed in batch ${batch}; retrying`);
  }

  async function sendOne(
    notificationId: string,
    n: { title_vi: string; title_en: string },
    compose: ReturnType<typeof broadcastEmailTemplate>,
    r: { user_id: string; email: string | null; language: string | null },
  ): Promise<true> {
    if (!r.email) throw new Error('permanent: no email address');
    const unsubscribe = unsubscribeUrl(opts.publicUrl, opts.secret, r.user_id);
    const mail = compose(r.language === 'EN' ? n.title_en : n.title_vi, unsubscribe);
    const messageId = `<${notificationId}.${r.user_id}@kar.vn>`;
    const done = await opts.mail.sendBroadcast({
      id: `${notificationId}-${r.user_id}`,
      to: r.email,
      ...mail,
      messageId,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await db.execute(sql`
      update notification_deliveries
      set status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = null, message_id = ${done.messageId}
      where notification_id = ${notificationId} and user_id = ${r.user_id}`);
    return true;
  }

  async function finishIfDone(notificationId: string) {
    await db.execute(sql`
      update notifications set status = 'done', finished_at = now(), updated_at = now()
      where id = ${notificationId} and status = 'sending'
        and not exists (select 1 from notification_deliveries
                        where notification_id = ${notificationId}
                          and (status in ('queued', 'sending') or ${PUSH_PENDING}))`);
  }

  return {
    /** Whether push goes out with notification broadcasts (the detail screen says so when it does not). */
    pushConfigured: push.configured,

    /** Starts workers now when earlier broadcasts left work (a restart) or the queue exists already. */
    async startIfNeeded() {
      const [pending] = await rows<{ yes: boolean }>(
        db,
        sql`select exists (select 1 from notifications where status <> 'done')
               or to_regclass(${`${BOSS_SCHEMA}.job`}) is not null as yes`,
      );
      if (pending?.yes) await ensureStarted();
    },

    /** Queues the plan of a saved notification; its job id is the notification's, so twice is once. */
    async enqueue(notificationId: string) {
      const b = await ensureStarted();
      await b.send(PLAN_QUEUE, { notificationId } satisfies PlanData, {
        id: derivedId(`plan:${notificationId}`),
      });
    },

    /** Queues the failed recipients again (the admin's retry): new job ids, as the old jobs are finished. */
    async retryFailed(notificationId: string): Promise<number> {
      const b = await ensureStarted();
      const batches = await rows<{ batch: number }>(
        db,
        sql`update notification_deliveries set status = 'queued', last_error = null
            where notification_id = ${notificationId} and status = 'failed'
            returning batch`,
      );
      const pushBatches = await requeueFailedPush(db, notificationId);
      const distinct = [...new Set([...batches.map((r) => r.batch), ...pushBatches])];
      if (distinct.length === 0) return 0;
      await db.execute(
        sql`update notifications set status = 'sending', finished_at = null, updated_at = now() where id = ${notificationId}`,
      );
      await b.insert(
        BATCH_QUEUE,
        distinct.map((batch) => ({ data: { notificationId, batch } satisfies BatchData })),
      );
      return batches.length + pushBatches.length;
    },

    /**
     * Gives running batches 5 s, then aborts them: each stops between messages (the rest stay queued)
     * and records the messages it had in flight before the database closes, so a SIGTERM sends nothing
     * twice.
     */
    async stop() {
      const b = boss ?? (starting ? await starting.catch(() => undefined) : undefined);
      if (b) await b.stop({ graceful: true, timeout: 5000 });
      await Promise.allSettled([...running]);
      await push.close();
    },
  };
}
