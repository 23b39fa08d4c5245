import { createHash } from 'node:crypto';
import { fromPglite, PgBoss, type Job } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Db, QueueConnection } from '../../db/client';
import { LIVE_CHANNEL } from '../live/live-bus';
import type { MailService } from '../mail/mail-service';
import { audienceWhere, savedAudienceRole } from './audience';
import { broadcastEmailTemplate } from './email-body';
import {
  createPushSender,
  PUSH_PENDING,
  requeueFailedPush,
  type NotificationTexts,
  type PushSender,
} from './push';
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
 *    nothing twice) or sends the emails one by one: each delivery is claimed (`sending`, committed) before
 *    its SMTP transaction and marked `sent` the moment the server's 250 arrives, so a resume resends only
 *    the deliveries whose outcome is unknown (docs/notifications.md, "Stops").
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

/**
 * Tells the sender's bell that their broadcast moved (docs/background-work.md): the live channel's `work`
 * message (LiveWorkMessage), for the admin who sent it only. Once after the plan and once after each batch,
 * when its deliveries are committed: one message per 1,000 recipients, not one per recipient.
 */
const senderNotice = (notificationId: string) => sql`
  select pg_notify(${LIVE_CHANNEL}, json_build_object('kind', 'work', 'adminId', admin_user_id)::text)
  from notifications where id = ${notificationId} and admin_user_id is not null`;

/** A change of one email delivery's durable state: claimed before SMTP, or accepted by the server. */
interface EmailState {
  notification_id: string;
  user_id: string;
  status: 'sending' | 'sent';
  message_id: string;
}

/**
 * Writes email delivery states, one committed statement for the changes asked for in the same turn of the
 * event loop (250s read from several SMTP connections at once), without waiting for an earlier statement:
 * a mark is never held back behind another, so the window between a server's 250 and its mark is one
 * statement's round trip.
 *
 * On PostgreSQL the statement commits asynchronously (`synchronous_commit` off for that transaction only,
 * set in the statement itself so it stays one round trip): the row is committed and visible, and survives
 * the app process dying, without waiting for the WAL flush (2–10 ms here, most of the window). Only a crash
 * of the database server itself within ~3 × wal_writer_delay can undo it, and an undone mark leaves the
 * delivery queued or unknown, so it is sent again: a repeat under the same Message-ID, never a loss.
 * PGlite runs inside the app, so a kill -9 takes its unflushed WAL too: there the commit stays synchronous.
 */
function emailStateWriter(db: Db, asyncCommit: boolean) {
  let waiting: { change: EmailState; settle: (applied: boolean, e?: unknown) => void }[] = [];
  const flush = () => {
    const group = waiting;
    waiting = [];
    const changes = JSON.stringify(group.map((g) => g.change));
    const statement = sql`
      update notification_deliveries d
      set status = v.status,
          attempts = d.attempts + (case when v.status = 'sending' then 1 else 0 end),
          sent_at = case when v.status = 'sent' then now() else d.sent_at end,
          last_error = case when v.status = 'sent' then null else d.last_error end,
          message_id = v.message_id
      from json_to_recordset(${changes}::json)
          as v(notification_id uuid, user_id uuid, status text, message_id text)
        ${asyncCommit ? sql`, set_config('synchronous_commit', 'off', true) as async_commit` : sql``}
      where d.notification_id = v.notification_id and d.user_id = v.user_id
        -- A delivery marked sent stays sent: a claim on it (a second worker on the batch) changes nothing.
        and (v.status = 'sent' or d.status <> 'sent')
      returning d.notification_id::text || ' ' || d.user_id::text as key`;
    rows<{ key: string }>(db, statement).then(
      (done) => {
        const applied = new Set(done.map((r) => r.key));
        for (const g of group) g.settle(applied.has(`${g.change.notification_id} ${g.change.user_id}`));
      },
      (e: unknown) => group.forEach((g) => g.settle(false, e ?? new Error('state not written'))),
    );
  };
  /** Resolves whether the change was made (a claim on a delivery already sent is not). */
  return (change: EmailState) =>
    new Promise<boolean>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ change, settle: (applied, e) => (e === undefined ? resolve(applied) : reject(e)) });
    });
}

/** At most `size` holders at once; the rest wait in order. */
function semaphore(size: number) {
  let free = size;
  const queue: (() => void)[] = [];
  return {
    acquire: () =>
      new Promise<void>((resolve) => {
        if (free > 0) {
          free--;
          resolve();
        } else queue.push(resolve);
      }),
    release: () => {
      const next = queue.shift();
      if (next) next();
      else free++;
    },
  };
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
  const writeEmailState = emailStateWriter(db, opts.connection.kind === 'postgres');
  // One SMTP transaction per pooled connection at a time, across every batch of this process: a delivery
  // is claimed only when a connection is free for it, so the deliveries of unknown outcome (`sending`)
  // are at most this many per instance at any moment.
  const smtpSlots = semaphore(Number(process.env.NOTIFY_SMTP_CONNECTIONS ?? 8));

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
        await tx.execute(sql`
          insert into notification_deliveries (notification_id, user_id, batch)
          select ${notificationId}::uuid, u.id, ((row_number() over (order by u.id)) - 1) / ${batchSize}
          from users u
          left join user_metadata m on m.user_id = u.id
          where ${audienceWhere({ userIds: n.user_ids, role: savedAudienceRole(n.role), email: n.type === 'email' })}
          on conflict do nothing`);
        await tx.execute(sql`
          update notifications set status = 'sending', updated_at = now(),
            recipient_count = (select count(*) from notification_deliveries where notification_id = ${notificationId})
          where id = ${notificationId} and status = 'queued'`);
        if (n.type === 'notification') await push.plan(tx, notificationId);
        await tx.execute(senderNotice(notificationId));
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
    const [n] = await rows<NotificationTexts & { type: string }>(
      db,
      sql`select type, title_vi, title_en, content_vi, content_en, target_screen, taget_id
          from notifications where id = ${notificationId}`,
    );
    if (!n) return;
    try {
      if (n.type === 'notification') {
        await writeInApp(notificationId, batch, n);
        await push.sendBatch(notificationId, batch, n, job.signal);
      } else await sendEmails(job, n);
      await finishIfDone(notificationId);
    } finally {
      // A batch with failures (retried later) moved the figures too.
      await db.execute(senderNotice(notificationId)).catch((e: unknown) => log('broadcast: bell notice', e));
    }
  }

  /** One statement: the rows and their delivery state commit together, and the unique index stops a repeat. */
  async function writeInApp(notificationId: string, batch: number, n: NotificationTexts) {
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
            and (d.status in ('queued', 'sending')
                 or (d.status = 'failed' and d.last_error not like 'permanent:%'))
          order by d.user_id`,
    );
    const compose = broadcastEmailTemplate(n.content_vi);
    let transient = 0;
    let next = 0;
    // A few lanes per batch; the process-wide SMTP slots (one per pooled connection) and the transport's
    // rate limit pace them.
    const lanes = Array.from({ length: 8 }, async () => {
      while (next < recipients.length) {
        // Graceful stop: the rest stay queued for whoever takes the job next.
        if (job.signal.aborted) return;
        const r = recipients[next++];
        if (!r) return;
        await smtpSlots.acquire();
        try {
          // Stopped while waiting for a connection: this one stays as it was, for the next run.
          if (job.signal.aborted) return;
          const refused = await sendOne(notificationId, n, compose, r);
          if (refused) {
            const outcome = refused.failure;
            const permanent = isPermanent(outcome) || describe(outcome).startsWith('permanent:');
            if (!permanent) transient++;
            await db.execute(sql`
              update notification_deliveries
              set status = 'failed',
                  last_error = ${permanent && !describe(outcome).startsWith('permanent:') ? `permanent: ${describe(outcome)}` : describe(outcome)}
              where notification_id = ${notificationId} and user_id = ${r.user_id}`);
          }
        } finally {
          smtpSlots.release();
        }
      }
    });
    await Promise.all(lanes);
    // pg-boss retries the job with backoff; the recipients already sent are skipped next time.
    if (transient > 0) throw new Error(`${transient} email(s) failed in batch ${batch}; retrying`);
  }

  /**
   * One message: claim (commit `sending`), the SMTP transaction, then `sent` committed as soon as the 250
   * is read. Resolves null, or `{ failure }` with the SMTP error (the caller records it). A failure to write a state
   * rejects: the batch fails and is retried, and a delivery left `sending` counts as unknown and goes again
   * under the same Message-ID, never as failed (the server may have taken it).
   */
  async function sendOne(
    notificationId: string,
    n: { title_vi: string; title_en: string },
    compose: ReturnType<typeof broadcastEmailTemplate>,
    r: { user_id: string; email: string | null; language: string | null },
  ): Promise<{ failure: unknown } | null> {
    if (!r.email) return { failure: new Error('permanent: no email address') };
    const unsubscribe = unsubscribeUrl(opts.publicUrl, opts.secret, r.user_id);
    const mail = compose(r.language === 'EN' ? n.title_en : n.title_vi, unsubscribe);
    const messageId = `<${notificationId}.${r.user_id}@kar.vn>`;
    const state = { notification_id: notificationId, user_id: r.user_id, message_id: messageId };
    // Sent meanwhile by another worker on this batch (one pg-boss thought dead): nothing to do.
    if (!(await writeEmailState({ ...state, status: 'sending' }))) return null;
    const accepted = await opts.mail
      .sendBroadcast({
        id: `${notificationId}-${r.user_id}`,
        to: r.email,
        ...mail,
        messageId,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      })
      .then(
        () => null,
        (failure: unknown) => ({ failure }),
      );
    if (accepted) return accepted;
    await writeEmailState({ ...state, status: 'sent' });
    return null;
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
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update notifications set status = 'sending', finished_at = null, updated_at = now() where id = ${notificationId}`,
        );
        await tx.execute(senderNotice(notificationId));
      });
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
