// `broadcast`: Send all to BENCH_MEMBERS members (200,000 by default) on PostgreSQL (docs/notifications.md).
// The app runs in-process (one API instance, its queue workers on the same event loop) against a real
// local SMTP sink (smtp-server, messages counted and discarded). Measured: the send request's time; the
// time until every in-app row is written; the email rate over BENCH_EMAIL_SECONDS (default 30) of a Send
// all email; and adminListNotification p95 idle versus while the in-app broadcast runs.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { benchAppConfig } from './bench-app';
import { ms, percentile } from './stats';
import { freshDatabase } from './pg-database';

const PG_DATABASE = process.env.BENCH_BROADCAST_DB ?? 'broadcast_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(PG_DATABASE)) throw new Error('BENCH_BROADCAST_DB must be a plain name');
const EMAIL_SECONDS = Number(process.env.BENCH_EMAIL_SECONDS ?? 30);

export interface BroadcastReport {
  members: number;
  recipients: number;
  sendMs: number;
  rowsSeconds: number;
  emailRecipients: number;
  emailSendMs: number;
  emailsPerSecond: number;
  emailsSent: number;
  idleP95: number;
  busyP95: number;
  busySamples: number;
}

interface Injectable {
  inject(opts: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): Promise<{
    statusCode: number;
    body: string;
    headers: Record<string, string | string[] | number | undefined>;
  }>;
}

/** A local SMTP server that accepts and counts, without parsing: the sink is not what is measured. */
async function smtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received: () => received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const LIST = `query { adminListNotification(skip: 1, take: 10) { meta { totalItems } items { id titleVi titleEn type createdAt } } }`;

export async function benchBroadcast(members: number, log: (m: string) => void): Promise<BroadcastReport> {
  const { createApp } = await import('../server/http/app');
  const { seedScale } = await import('../server/seed/seed');
  const sink = await smtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kar-bench-broadcast-'));
  const { config, password } = benchAppConfig({ dataDir, databaseUrl: await freshDatabase(PG_DATABASE) });
  const started = await createApp({ ...config, smtpUrl: sink.url }, { logger: false });
  try {
    await seedScale(started.db, { members, posts: 1000, log });
    // Every scale member gets an active email, so the email broadcast reaches all of them too.
    await started.db.execute(sql`update users set is_active_email = true where email is not null`);
    await started.db.execute(sql`vacuum analyze`);
    const app = started.app as unknown as Injectable;
    let cookie = '';
    const call = async (query: string, variables: object = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-kar-csrf': '1', cookie },
        payload: JSON.stringify({ query, variables }),
      });
      const body = JSON.parse(res.body) as { data?: Record<string, unknown>; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
      return { data: body.data ?? {}, headers: res.headers };
    };
    const login = await call(
      `mutation($e:String!,$p:String!){ adminLogin(email:$e,password:$p){ accessToken } }`,
      { e: config.adminEmail, p: password },
    );
    const set = login.headers['set-cookie'];
    cookie = (Array.isArray(set) ? set : [String(set)]).map((c) => c.split(';')[0]).join('; ');

    const listOnce = async () => {
      const t0 = performance.now();
      await call(LIST);
      return performance.now() - t0;
    };
    for (let i = 0; i < 20; i++) await listOnce();
    const idle: number[] = [];
    for (let i = 0; i < 200; i++) idle.push(await listOnce());

    const countOf = async (type: 'EMAIL' | 'NOTIFICATION') =>
      Number(
        (
          await call(
            `query($t:NotificationType){ adminNotificationAudienceCount(userIds: [], notificationType: $t) }`,
            { t: type },
          )
        ).data.adminNotificationAudienceCount,
      );
    const recipients = await countOf('NOTIFICATION');
    log(`broadcast: in-app to ${String(recipients)} members`);
    const t0 = performance.now();
    const sent = await call(
      `mutation($n:Int){ adminSendNotification(userIds: [], titleVi: "Ưu đãi", titleEn: "Offer", contentVi: "Giảm giá", contentEn: "Discount", confirmRecipients: $n, idempotencyKey: "bench-push") { id } }`,
      { n: recipients },
    );
    const sendMs = performance.now() - t0;
    const pushId = (sent.data.adminSendNotification as { id: string }).id;
    const busy: number[] = [];
    let rowsSeconds = Number.NaN;
    const deadline = Date.now() + 600_000;
    for (;;) {
      busy.push(await listOnce());
      if (busy.length % 20 === 0) {
        const [row] = (
          (await started.db.execute(
            sql`select status, (select count(*) from user_notifications where notification_id = ${pushId})::int as n from notifications where id = ${pushId}`,
          )) as unknown as { rows: { status: string; n: number }[] }
        ).rows;
        if (row?.status === 'done') {
          rowsSeconds = (performance.now() - t0) / 1000;
          log(`broadcast: ${String(row.n)} rows in ${rowsSeconds.toFixed(1)} s`);
          break;
        }
        if (Date.now() > deadline) throw new Error('the in-app broadcast did not finish in 10 minutes');
      }
    }

    const emailRecipients = await countOf('EMAIL');
    log(`broadcast: email to ${String(emailRecipients)} members, measured for ${String(EMAIL_SECONDS)} s`);
    const e0 = performance.now();
    await call(
      `mutation($n:Int){ adminSendEmail(userIds: [], titleVi: "Tin tức", titleEn: "News", contentVi: "<p>Xin chào <strong>bạn</strong></p>", confirmRecipients: $n, idempotencyKey: "bench-email") { id } }`,
      { n: emailRecipients },
    );
    const emailSendMs = performance.now() - e0;
    // The rate once sending runs: from the first message accepted to the end of the window.
    while (sink.received() === 0) await new Promise((r) => setTimeout(r, 50));
    const w0 = performance.now();
    const before = sink.received();
    await new Promise((r) => setTimeout(r, EMAIL_SECONDS * 1000));
    const emailsSent = sink.received() - before;
    const emailsPerSecond = emailsSent / ((performance.now() - w0) / 1000);
    return {
      members,
      recipients,
      sendMs,
      rowsSeconds,
      emailRecipients,
      emailSendMs,
      emailsPerSecond,
      emailsSent,
      idleP95: percentile(idle, 95),
      busyP95: percentile(busy, 95),
      busySamples: busy.length,
    };
  } finally {
    await started.close();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function broadcastMarkdown(r: BroadcastReport): string {
  const ok = (pass: boolean) => (pass ? 'met' : '**not met**');
  return [
    `## Broadcast on PostgreSQL, ${r.members.toLocaleString('en-US')} members`,
    '',
    'One API instance in-process with its queue workers (pg-boss), a local SMTP sink; shared 2-core machine, so figures vary with other work.',
    '',
    '| measure | figure | target |',
    '|---|---|---|',
    `| Send notification (Send all, ${r.recipients.toLocaleString('en-US')} recipients): request | ${ms(r.sendMs)} ms | ≤ 1,000 ms: ${ok(r.sendMs <= 1000)} |`,
    `| every in-app row written | ${r.rowsSeconds.toFixed(1)} s | ≤ 60 s: ${ok(r.rowsSeconds <= 60)} |`,
    `| Send Email (Send all, ${r.emailRecipients.toLocaleString('en-US')} recipients): request | ${ms(r.emailSendMs)} ms | ≤ 1,000 ms: ${ok(r.emailSendMs <= 1000)} |`,
    `| email rate to the SMTP sink (${r.emailsSent.toLocaleString('en-US')} messages in the window) | ${r.emailsPerSecond.toFixed(0)} msg/s | ≥ 200: ${ok(r.emailsPerSecond >= 200)} |`,
    `| adminListNotification p95 idle | ${ms(r.idleP95)} ms | |`,
    `| adminListNotification p95 during the in-app broadcast (${String(r.busySamples)} requests) | ${ms(r.busyP95)} ms | ≤ 2× idle: ${ok(r.busyP95 <= 2 * r.idleP95)} |`,
  ].join('\n');
}
