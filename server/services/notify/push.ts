import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { sql } from 'drizzle-orm';
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getMessaging, type Message, type SendResponse } from 'firebase-admin/messaging';
import type { Db } from '../../db/client';

/**
 * Device push for notification broadcasts (docs/notifications.md "Push", docs/firebase.md): one FCM HTTP v1
 * message per recipient, addressed to the member's own topic `member-<id>`, which the mobile app subscribes
 * its device to at sign-in. The outcome of each recipient is kept on its delivery row (push_status …), a
 * channel beside the in-app row: queued → sending (handed to FCM) → sent | failed.
 *
 * Server-only: firebase-admin holds the service account's private key and never reaches the browser bundle.
 */

export interface PushConfig {
  /** Path of the service account JSON (FIREBASE_SERVICE_ACCOUNT, else GOOGLE_APPLICATION_CREDENTIALS). */
  serviceAccountPath: string;
  /**
   * What every call of firebase-admin (the OAuth2 token and FCM) goes through: an egress proxy's agent, or
   * a test's agent that reaches a local stand-in. Default: a keep-alive agent of `concurrency` sockets.
   */
  httpAgent?: Agent | undefined;
}

/** FIREBASE_SERVICE_ACCOUNT wins; GOOGLE_APPLICATION_CREDENTIALS is taken when it names a service account. */
export function pushConfigFromEnv(env: NodeJS.ProcessEnv): PushConfig | undefined {
  const explicit = env.FIREBASE_SERVICE_ACCOUNT?.trim();
  if (explicit) return { serviceAccountPath: explicit };
  const adc = env.GOOGLE_APPLICATION_CREDENTIALS?.trim();
  if (!adc) return undefined;
  try {
    const json = JSON.parse(readFileSync(adc, 'utf8')) as { type?: unknown };
    // Other credential kinds (a developer's user login, workload identity) cannot sign FCM's token request here.
    return json.type === 'service_account' ? { serviceAccountPath: adc } : undefined;
  } catch {
    return undefined;
  }
}

/** FCM answers one topic per message; its syntax is `[a-zA-Z0-9-_.~%]+` (docs/firebase.md). */
export const memberTopic = (userId: string) => `member-${userId}`;

/** The payload's limit is 4,096 bytes; the full text stays in the in-app row the data's id opens. */
const BODY_MAX_BYTES = 2_800;
function clip(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let out = '';
  for (const ch of text) {
    if (Buffer.byteLength(out + ch) > maxBytes - 3) break;
    out += ch;
  }
  return `${out}…`;
}

/** A notification's texts as stored (columns of `notifications`): what its in-app rows and pushes carry. */
export interface NotificationTexts {
  title_vi: string;
  title_en: string;
  content_vi: string;
  content_en: string;
  target_screen: string | null;
  taget_id: string | null;
}

/**
 * The message one member receives. The data carries what the app needs to open the right screen; the
 * collapse ids are the notification's, so a repeat (a send FCM took in the instant a process died) replaces
 * the shown notification instead of adding a second one.
 */
export function pushMessage(
  notificationId: string,
  n: NotificationTexts,
  r: { user_id: string; language: string | null },
): Message {
  const en = r.language === 'EN';
  const data: Record<string, string> = {
    notificationId,
    targetScreen: n.target_screen ?? 'OTHER',
  };
  if (n.taget_id) data.targetId = n.taget_id;
  return {
    topic: memberTopic(r.user_id),
    notification: {
      title: en ? n.title_en : n.title_vi,
      body: clip(en ? n.content_en : n.content_vi, BODY_MAX_BYTES),
    },
    data,
    android: { collapseKey: notificationId, notification: { tag: notificationId } },
    apns: { headers: { 'apns-collapse-id': notificationId } },
  };
}

/**
 * FCM answers that trying again cannot change: the request or the recipient is wrong, or the project's
 * credentials for APNs are. Anything else (UNAVAILABLE, INTERNAL, QUOTA_EXCEEDED, network) is retried.
 */
const PERMANENT = new Set([
  'messaging/invalid-argument',
  'messaging/invalid-recipient',
  'messaging/invalid-payload',
  'messaging/invalid-data-payload-key',
  'messaging/payload-size-limit-exceeded',
  'messaging/invalid-options',
  'messaging/invalid-registration-token',
  'messaging/registration-token-not-registered',
  'messaging/invalid-package-name',
  'messaging/mismatched-credential',
  'messaging/third-party-auth-error',
]);

const errorCode = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : '';
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 400);

interface Outcome {
  user_id: string;
  status: 'sent' | 'failed';
  error: string | null;
  message_id: string | null;
}

function outcomeOf(userId: string, res: SendResponse | undefined, thrown?: unknown): Outcome {
  if (res?.success)
    return { user_id: userId, status: 'sent', error: null, message_id: res.messageId ?? null };
  const e: unknown = res?.error ?? thrown ?? new Error('no answer from FCM');
  const code = errorCode(e);
  const text = `${code ? `${code}: ` : ''}${errorText(e)}`;
  return {
    user_id: userId,
    status: 'failed',
    // The same mark the email channel uses: a permanent failure is not retried by the queue.
    error: PERMANENT.has(code) ? `permanent: ${text}` : text,
    message_id: null,
  };
}

async function rows<T>(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], q: ReturnType<typeof sql>) {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Recipients whose push is not settled: the notification is not done while any is left. */
export const PUSH_PENDING = sql`push_status in ('queued', 'sending')`;

/**
 * The admin's retry: failed pushes are queued again; answers the batches they belong to, so the caller can
 * queue those batch jobs (the in-app rows of those batches are sent already and are not written twice).
 */
export async function requeueFailedPush(db: Db, notificationId: string): Promise<number[]> {
  const r = await rows<{ batch: number }>(
    db,
    sql`update notification_deliveries set push_status = 'queued', push_error = null
        where notification_id = ${notificationId} and push_status = 'failed'
        returning batch`,
  );
  return r.map((x) => x.batch);
}

export interface PushSenderOptions {
  /** Messages per `sendEach` call; FCM's limit is 500. */
  chunkSize?: number;
  /** Messages this instance hands FCM per second (FCM's default quota is 600,000 a minute per project). */
  perSecond?: number;
  /** Connections to FCM at once (the default agent's sockets). */
  concurrency?: number;
}

export type PushSender = ReturnType<typeof createPushSender>;

/** Without a config the sender is off: no push is planned, and the screen says push is not configured. */
export function createPushSender(db: Db, config: PushConfig | undefined, opts: PushSenderOptions = {}) {
  const chunkSize = Math.min(500, opts.chunkSize ?? Number(process.env.NOTIFY_PUSH_CHUNK ?? 500));
  const perSecond = opts.perSecond ?? Number(process.env.NOTIFY_PUSH_PER_SECOND ?? 500);
  const concurrency = opts.concurrency ?? Number(process.env.NOTIFY_PUSH_CONNECTIONS ?? 32);
  let app: App | undefined;
  let ownAgent: Agent | undefined;

  function messaging() {
    if (!config) throw new Error('push is not configured on this instance');
    if (!app) {
      ownAgent = config.httpAgent ? undefined : new Agent({ keepAlive: true, maxSockets: concurrency });
      const agent = config.httpAgent ?? ownAgent;
      // A named app per sender: two servers in one process (tests, a restart) never share one.
      // By path, not as an object: firebase-admin then builds the token client with our agent (its object
      // form drops the agent); google-auth-library logs once that keyFilename is deprecated.
      app = initializeApp(
        { credential: cert(config.serviceAccountPath, agent), httpAgent: agent },
        `kar-push-${Math.random().toString(36).slice(2)}`,
      );
    }
    const m = getMessaging(app);
    // HTTP/1.1 through our agent: firebase-admin's HTTP/2 session ignores httpAgent (so no proxy, no bound on
    // connections) and has failed with GOAWAY above ~200 messages per sendEach (docs/notifications.md).
    // (Marked deprecated "until HTTP/2 reaches the same stability"; it is the transport httpAgent applies to.)
    m.enableLegacyHttpTransport();
    return m;
  }

  // Pacing shared by every batch this instance runs: each chunk starts when the rate allows it.
  let nextAt = 0;
  async function pace(n: number, signal: AbortSignal) {
    const now = Date.now();
    const start = Math.max(now, nextAt);
    nextAt = start + (n * 1000) / perSecond;
    if (start > now) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, start - now);
        signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
      });
    }
  }

  // A service account that cannot be read stops the start here, not at the first broadcast.
  if (config) {
    try {
      messaging();
    } catch (e) {
      throw new Error(
        `push: the service account ${config.serviceAccountPath} is not usable: ${errorText(e)}`,
        { cause: e },
      );
    }
  }

  return {
    configured: config !== undefined,

    /** Inside the plan's transaction: every recipient who keeps push on gets a queued push. */
    async plan(tx: Tx, notificationId: string) {
      if (!config) return;
      await tx.execute(sql`
        update notification_deliveries d set push_status = 'queued'
        where d.notification_id = ${notificationId} and d.push_status is null
          and coalesce((select m.is_push_notification from user_metadata m where m.user_id = d.user_id), true)`);
    },

    /**
     * Sends one batch's unsettled pushes in chunks; a chunk's outcomes are recorded before the next starts.
     * Throws when some failed for a reason worth retrying, so the queue retries the job with backoff.
     */
    async sendBatch(notificationId: string, batch: number, n: NotificationTexts, signal: AbortSignal) {
      const pending = await rows<{ user_id: string; language: string | null }>(
        db,
        sql`select d.user_id, m.language
            from notification_deliveries d
            left join user_metadata m on m.user_id = d.user_id
            where d.notification_id = ${notificationId} and d.batch = ${batch}
              and (d.push_status in ('queued', 'sending')
                   or (d.push_status = 'failed' and d.push_error not like 'permanent:%'))
            order by d.user_id`,
      );
      if (pending.length === 0) return;
      if (!config) {
        // Planned by an instance that has the service account: recorded, and retried on another instance.
        await db.execute(sql`
          update notification_deliveries
          set push_status = 'failed', push_error = 'push is not configured on this instance'
          where notification_id = ${notificationId} and batch = ${batch} and push_status in ('queued', 'sending')`);
        throw new Error(`push is not configured on this instance (batch ${batch})`);
      }
      const m = messaging();
      let transient = 0;
      for (let i = 0; i < pending.length; i += chunkSize) {
        // Graceful stop: the rest stay queued for whoever takes the job next.
        if (signal.aborted) return;
        const chunk = pending.slice(i, i + chunkSize);
        await pace(chunk.length, signal);
        if (signal.aborted) return;
        const ids = `{${chunk.map((r) => r.user_id).join(',')}}`;
        // Claimed before the send: a row left 'sending' by a killed process is sent again on resume (the
        // collapse ids fold that repeat on the device); a row marked sent is never sent again.
        await db.execute(sql`
          update notification_deliveries set push_status = 'sending', push_attempts = push_attempts + 1
          where notification_id = ${notificationId} and user_id = any(${ids}::uuid[])`);
        let outcomes: Outcome[];
        try {
          const res = await m.sendEach(chunk.map((r) => pushMessage(notificationId, n, r)));
          outcomes = chunk.map((r, k) => outcomeOf(r.user_id, res.responses[k]));
        } catch (e) {
          outcomes = chunk.map((r) => outcomeOf(r.user_id, undefined, e));
        }
        transient += outcomes.filter(
          (o) => o.status === 'failed' && !o.error?.startsWith('permanent:'),
        ).length;
        await db.execute(sql`
          update notification_deliveries d
          set push_status = o.status, push_error = o.error, push_message_id = o.message_id,
              push_sent_at = case when o.status = 'sent' then now() end
          from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
               as o(user_id uuid, status text, error text, message_id text)
          where d.notification_id = ${notificationId} and d.user_id = o.user_id`);
      }
      if (transient > 0) throw new Error(`${transient} push message(s) failed in batch ${batch}; retrying`);
    },

    async close() {
      const a = app;
      app = undefined;
      if (a) await deleteApp(a);
      ownAgent?.destroy();
    },
  };
}
