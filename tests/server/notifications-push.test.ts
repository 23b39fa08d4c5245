import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userMetadata, users } from '../../server/db/schema';
import type { PushConfig } from '../../server/services/notify/push';
import { startFcmStandIn, type FcmStandIn } from '../fixtures/fcm-server';
import { DATABASES, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

// Small batches and chunks, so a few members make several queue jobs and several sendEach calls. Set for
// this file only (a worker runs several server files, docs/testing.md): registered before the suites' own
// beforeAll, so every app of the file starts with them, and taken back when the file ends.
beforeAll(() => {
  vi.stubEnv('NOTIFY_BATCH_SIZE', '7');
  vi.stubEnv('NOTIFY_PUSH_CHUNK', '3');
  vi.stubEnv('NOTIFY_PUSH_PER_SECOND', '2000');
});
afterAll(() => vi.unstubAllEnvs());

const SEND = /* GraphQL */ `
  mutation Send(
    $userIds: [ID!]!
    $titleVi: String!
    $titleEn: String!
    $contentVi: String!
    $contentEn: String!
    $type: NotificationTargetScreen
    $tagetId: ID
    $idempotencyKey: String
  ) {
    adminSendNotification(
      userIds: $userIds
      titleVi: $titleVi
      titleEn: $titleEn
      contentVi: $contentVi
      contentEn: $contentEn
      type: $type
      tagetId: $tagetId
      idempotencyKey: $idempotencyKey
    ) {
      id
    }
  }
`;

const EMAIL = /* GraphQL */ `
  mutation Email($userIds: [ID!]!, $titleVi: String!, $titleEn: String!, $contentVi: String!) {
    adminSendEmail(userIds: $userIds, titleVi: $titleVi, titleEn: $titleEn, contentVi: $contentVi) {
      id
    }
  }
`;

const DETAIL = /* GraphQL */ `
  query Detail($id: ID!) {
    adminGetNotificationDetail(id: $id) {
      status
      pushConfigured
      delivery {
        total
        queued
        sent
        failed
      }
      pushDelivery {
        total
        queued
        sent
        failed
        lastError
      }
    }
  }
`;

const RETRY = /* GraphQL */ `
  mutation Retry($id: ID!) {
    adminRetryNotificationDeliveries(id: $id) {
      id
    }
  }
`;

interface Figures {
  total: number;
  queued: number;
  sent: number;
  failed: number;
}
interface Detail {
  status: string;
  pushConfigured: boolean;
  delivery: Figures;
  pushDelivery: (Figures & { lastError: string | null }) | null;
}

const texts = {
  titleVi: 'Ưu đãi tháng 11',
  titleEn: 'November offer',
  contentVi: 'Giảm giá cho thành viên',
  contentEn: 'A discount for members',
};

async function until(check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out waiting for the broadcast');
}

describe.each(DATABASES)('device push on $name', (engine) => {
  let fcm: FcmStandIn;
  let dir: string;
  let push: PushConfig;
  let t: TestApp;
  let token: string;
  const gql = (q: string, v?: Record<string, unknown>) => t.gql(q, v, { token });

  async function members(n: number, opts: { language?: 'EN' | 'VI'; pushOff?: boolean } = {}) {
    const tag = randomUUID().slice(0, 8);
    const rows = await t.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          email: `p${i}-${tag}@example.vn`,
          firstName: 'Push',
          lastName: `${i}`,
          isActiveEmail: true,
        })),
      )
      .returning({ id: users.id });
    await t.db.insert(userMetadata).values(
      rows.map((r) => ({
        userId: r.id,
        language: opts.language ?? 'VI',
        isPushNotification: !opts.pushOff,
      })),
    );
    return rows.map((r) => r.id);
  }

  async function send(ids: string[], extra: Record<string, unknown> = {}) {
    const res = await gql(SEND, { userIds: ids, ...texts, idempotencyKey: randomUUID(), ...extra });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data?.adminSendNotification as { id: string }).id;
  }

  async function detail(id: string): Promise<Detail> {
    const res = await gql(DETAIL, { id });
    expect(res.body.errors).toBeUndefined();
    return res.body.data?.adminGetNotificationDetail as Detail;
  }

  const done = (id: string) => until(async () => (await detail(id)).status === 'DONE');
  const messagesOf = (id: string) =>
    fcm.accepted.filter((m) => (m.message.data as Record<string, string>).notificationId === id);
  const pushRows = (id: string) =>
    sqlRows<{
      user_id: string;
      push_status: string | null;
      push_error: string | null;
      push_message_id: string | null;
    }>(
      t.db,
      sql`select user_id, push_status, push_error, push_message_id from notification_deliveries
          where notification_id = ${id} order by user_id`,
    );

  beforeAll(async () => {
    fcm = await startFcmStandIn();
    dir = await mkdtemp(path.join(tmpdir(), 'kar-push-'));
    const file = path.join(dir, 'service-account.json');
    await writeFile(file, JSON.stringify(fcm.serviceAccount));
    push = { serviceAccountPath: file, httpAgent: fcm.agent };
    t = await startTestApp(engine, { push });
    token = await t.login();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fcm?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the push figures behind the admin guard', async () => {
    const res = await t.gql(DETAIL, { id: randomUUID() });
    expect(errorCodes(res.body)).toContain('UNAUTHENTICATED');
  });

  it('sends one FCM message per recipient to the member topic, in the member language', async () => {
    const vi = await members(4);
    const en = await members(3, { language: 'EN' });
    const off = await members(1, { pushOff: true });
    const [post] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from posts where status = 'ACTIVE' limit 1`,
    );
    const id = await send([...vi, ...en, ...off], { type: 'POST_DETAIL', tagetId: post!.id });
    await done(id);

    const sent = messagesOf(id);
    expect(sent.map((m) => m.topic).sort()).toEqual([...vi, ...en].map((u) => `member-${u}`).sort());
    for (const m of sent) {
      const userId = m.topic.slice('member-'.length);
      const english = en.includes(userId);
      expect(m.message).toEqual({
        topic: `member-${userId}`,
        notification: english
          ? { title: texts.titleEn, body: texts.contentEn }
          : { title: texts.titleVi, body: texts.contentVi },
        data: { notificationId: id, targetScreen: 'POST_DETAIL', targetId: post!.id },
        android: { collapse_key: id, notification: { tag: id } },
        apns: { headers: { 'apns-collapse-id': id } },
      });
    }
    expect(fcm.refused).toEqual([]);
    expect(fcm.tokensIssued).toBeGreaterThan(0);

    const rows = await pushRows(id);
    const byUser = new Map(rows.map((r) => [r.user_id, r]));
    for (const u of [...vi, ...en]) {
      const r = byUser.get(u);
      expect(r?.push_status).toBe('sent');
      expect(r?.push_message_id).toBe(sent.find((m) => m.topic === `member-${u}`)?.name);
    }
    // The member who turned push off gets the in-app row only.
    expect(byUser.get(off[0]!)?.push_status).toBeNull();
    const d = await detail(id);
    expect(d.pushConfigured).toBe(true);
    expect(d.delivery).toMatchObject({ total: 8, sent: 8, failed: 0, queued: 0 });
    expect(d.pushDelivery).toEqual({ total: 7, queued: 0, sent: 7, failed: 0, lastError: null });
  }, 60_000);

  it('retries UNAVAILABLE, INTERNAL and QUOTA_EXCEEDED with backoff until sent, once each', async () => {
    const ids = await members(5);
    const [a, b, c] = ids;
    // firebase-admin retries a 503 four times itself; the fifth answer reaches the queue's retry.
    fcm.fail(`member-${a}`, 'unavailable', 5);
    fcm.fail(`member-${b}`, 'internal', 2);
    fcm.fail(`member-${c}`, 'quota', 1);
    const id = await send(ids);
    await done(id);
    const sent = messagesOf(id);
    expect(sent.map((m) => m.topic).sort()).toEqual(ids.map((u) => `member-${u}`).sort());
    expect(fcm.attempts.get(`member-${a}`)).toBe(6);
    expect(fcm.attempts.get(`member-${b}`)).toBe(3);
    expect(fcm.attempts.get(`member-${c}`)).toBe(2);
    expect((await pushRows(id)).every((r) => r.push_status === 'sent' && r.push_error === null)).toBe(true);
    const [tries] = await sqlRows<{ n: number }>(
      t.db,
      sql`select push_attempts as n from notification_deliveries where notification_id = ${id} and user_id = ${b!}`,
    );
    expect(tries?.n).toBe(3);
    expect((await detail(id)).pushDelivery).toMatchObject({ total: 5, sent: 5, failed: 0 });
  }, 90_000);

  it('fails UNREGISTERED and INVALID_ARGUMENT at once, and the admin retry sends them again', async () => {
    const ids = await members(4);
    const [a, b] = ids;
    fcm.fail(`member-${a}`, 'unregistered', 1);
    fcm.fail(`member-${b}`, 'invalid', 1);
    const id = await send(ids);
    await done(id);
    expect(fcm.attempts.get(`member-${a}`)).toBe(1);
    expect(fcm.attempts.get(`member-${b}`)).toBe(1);
    const rows = new Map((await pushRows(id)).map((r) => [r.user_id, r]));
    expect(rows.get(a!)?.push_status).toBe('failed');
    expect(rows.get(a!)?.push_error).toMatch(/^permanent: messaging\/registration-token-not-registered/);
    expect(rows.get(b!)?.push_status).toBe('failed');
    expect(rows.get(b!)?.push_error).toMatch(/^permanent: messaging\/invalid-argument/);
    const d = await detail(id);
    expect(d.pushDelivery).toMatchObject({ total: 4, sent: 2, failed: 2, queued: 0 });
    expect(d.pushDelivery?.lastError).toMatch(/^permanent: /);
    // The in-app rows went out all the same.
    expect(d.delivery).toMatchObject({ total: 4, sent: 4, failed: 0 });

    const retry = await gql(RETRY, { id });
    expect(retry.body.errors).toBeUndefined();
    await done(id);
    expect((await detail(id)).pushDelivery).toMatchObject({ total: 4, sent: 4, failed: 0 });
    expect(
      messagesOf(id)
        .map((m) => m.topic)
        .sort(),
    ).toEqual(ids.map((u) => `member-${u}`).sort());
    const [inApp] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from user_notifications where notification_id = ${id}`,
    );
    expect(inApp?.n).toBe(4);
  }, 60_000);

  it('finishes a broadcast stopped mid-way with exactly one message per recipient', async () => {
    // 60 recipients make 9 batches, more than one instance runs at once: a stop leaves some unstarted.
    const ids = await members(60);
    fcm.delayMs = 1000;
    try {
      const id = await send(ids);
      await until(async () => messagesOf(id).length >= 3);
      // Stopped mid-broadcast (SIGTERM's path), then started again on the same database.
      t = await t.restart({ push });
      token = await t.login();
      expect(messagesOf(id).length).toBeLessThan(60);
      await done(id);
      const perTopic = new Map<string, number>();
      for (const m of messagesOf(id)) perTopic.set(m.topic, (perTopic.get(m.topic) ?? 0) + 1);
      expect(perTopic.size).toBe(60);
      expect([...perTopic.values()].every((n) => n === 1)).toBe(true);
      expect((await detail(id)).pushDelivery).toMatchObject({ total: 60, sent: 60 });
    } finally {
      fcm.delayMs = 0;
    }
  }, 120_000);

  it('without a service account: no push is queued, and in-app rows and email still go out', async () => {
    t = await t.restart({ push: undefined });
    token = await t.login();
    const ids = await members(5);
    const before = fcm.accepted.length;
    const id = await send(ids);
    await done(id);
    const d = await detail(id);
    expect(d.pushConfigured).toBe(false);
    expect(d.pushDelivery).toBeNull();
    expect(d.delivery).toMatchObject({ total: 5, sent: 5, failed: 0 });
    expect((await pushRows(id)).every((r) => r.push_status === null)).toBe(true);
    expect(fcm.accepted.length).toBe(before);

    const email = await gql(EMAIL, { userIds: ids, titleVi: 'Thư', titleEn: 'Mail', contentVi: '<p>x</p>' });
    const emailId = (email.body.data?.adminSendEmail as { id: string }).id;
    await done(emailId);
    const e = await detail(emailId);
    expect(e.delivery).toMatchObject({ total: 5, sent: 5, failed: 0 });
    expect(e.pushDelivery).toBeNull();

    // A member's push switch does not change the in-app audience.
    await t.db
      .update(userMetadata)
      .set({ isPushNotification: false })
      .where(eq(userMetadata.userId, ids[0]!));
    const again = await send(ids);
    await done(again);
    expect((await detail(again)).delivery).toMatchObject({ total: 5, sent: 5 });
  }, 90_000);
});
