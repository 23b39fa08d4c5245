import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userMetadata, users } from '../../server/db/schema';
import {
  CONFIRM_ABOVE,
  CONFIRM_MISMATCH_MESSAGE,
  NO_CONTENT_EN_MESSAGE,
  NO_CONTENT_VI_MESSAGE,
  NO_EMAIL_CONTENT_MESSAGE,
  NO_TARGET_ITEM_MESSAGE,
  NO_TITLE_EN_MESSAGE,
  NO_TITLE_VI_MESSAGE,
} from '../../src/rules/notification';
import { startSmtpServer } from '../fixtures/smtp-server';
import { DATABASES, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

// Small batches, so a few dozen recipients make several queue jobs (and a restart can fall between them).
// Set for this file only (a worker runs several server files, docs/testing.md): registered before the
// suites' own beforeAll, so every app of the file starts with it, and taken back when the file ends.
beforeAll(() => vi.stubEnv('NOTIFY_BATCH_SIZE', '7'));
afterAll(() => vi.unstubAllEnvs());

const SEND = /* GraphQL */ `
  mutation Send(
    $userIds: [ID!]!
    $titleVi: String!
    $titleEn: String!
    $contentVi: String!
    $contentEn: String!
    $role: UserRole
    $type: NotificationTargetScreen
    $tagetId: ID
    $idempotencyKey: String
    $confirmRecipients: Int
  ) {
    adminSendNotification(
      userIds: $userIds
      titleVi: $titleVi
      titleEn: $titleEn
      contentVi: $contentVi
      contentEn: $contentEn
      role: $role
      type: $type
      tagetId: $tagetId
      idempotencyKey: $idempotencyKey
      confirmRecipients: $confirmRecipients
    ) {
      id
      type
      status
      recipientCount
    }
  }
`;

const EMAIL = /* GraphQL */ `
  mutation Email(
    $userIds: [ID!]!
    $titleVi: String!
    $titleEn: String!
    $contentVi: String!
    $idempotencyKey: String
  ) {
    adminSendEmail(
      userIds: $userIds
      titleVi: $titleVi
      titleEn: $titleEn
      contentVi: $contentVi
      idempotencyKey: $idempotencyKey
    ) {
      id
      type
      contentVi
    }
  }
`;

const DETAIL = /* GraphQL */ `
  query Detail($id: ID!) {
    adminGetNotificationDetail(id: $id) {
      id
      status
      titleVi
      targetScreen
      tagetId
      targetItemTitle
      pushConfigured
      sender {
        email
      }
      delivery {
        total
        queued
        sent
        failed
        read
      }
    }
  }
`;

const LIST = /* GraphQL */ `
  query List($keyword: String, $type: NotificationType, $createFrom: String, $createTo: String) {
    adminListNotification(
      skip: 1
      take: 10
      keyword: $keyword
      type: $type
      createFrom: $createFrom
      createTo: $createTo
    ) {
      meta {
        totalItems
      }
      items {
        id
        titleVi
        type
      }
    }
  }
`;

const COUNT = /* GraphQL */ `
  query Count($userIds: [ID!]!, $role: UserRole, $notificationType: NotificationType) {
    adminNotificationAudienceCount(userIds: $userIds, role: $role, notificationType: $notificationType)
  }
`;

/** A real SMTP server on a free local port; `bounce-…` addresses are refused, `delayMs` slows each message. */
const startSmtp = (delayMs = 0) =>
  startSmtpServer({ refuse: (address) => address.startsWith('bounce-'), delayMs });

const texts = {
  titleVi: 'Ưu đãi tháng 11',
  titleEn: 'November offer',
  contentVi: 'Giảm giá',
  contentEn: 'Discount',
};

async function until(check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out waiting for the broadcast');
}

describe.each(DATABASES)('notifications on $name', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let token: string;
  const gql = (q: string, v?: Record<string, unknown>) => t.gql(q, v, { token });

  /** Members made for this suite, tagged by a unique email domain. */
  async function members(n: number, opts: { activeEmail?: boolean; buyers?: boolean } = {}) {
    const tag = randomUUID().slice(0, 8);
    const rows = await t.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          email: `m${i}-${tag}@example.vn`,
          firstName: 'Test',
          lastName: `${i}`,
          isActiveEmail: opts.activeEmail ?? true,
        })),
      )
      .returning({ id: users.id, email: users.email });
    // A buyer is a member with an open buying demand (migration 0021 keeps users.roles from it).
    if (opts.buyers) {
      await t.db.execute(sql`
        insert into car_buying_needs (user_id, status)
        select unnest(${`{${rows.map((r) => r.id).join(',')}}`}::uuid[]), 'NEW'`);
    }
    await t.db
      .insert(userMetadata)
      .values(rows.map((r) => ({ userId: r.id })))
      .onConflictDoNothing();
    return rows;
  }

  async function detail(id: string) {
    const res = await gql(DETAIL, { id });
    expect(res.body.errors).toBeUndefined();
    return res.body.data?.adminGetNotificationDetail as {
      status: string;
      delivery: { total: number; queued: number; sent: number; failed: number; read: number };
      sender: { email: string } | null;
      pushConfigured: boolean;
      targetItemTitle: string | null;
    };
  }

  const done = (id: string) => until(async () => (await detail(id)).status === 'DONE');

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(engine, { smtpUrl: smtp.url });
    token = await t.login();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('refuses every operation without an admin', async () => {
    for (const [q, v] of [
      [LIST, {}],
      [COUNT, { userIds: [] }],
      [SEND, { userIds: [], ...texts }],
      [EMAIL, { userIds: [], titleVi: 'a', titleEn: 'b', contentVi: '<p>c</p>' }],
    ] as const) {
      const res = await t.gql(q, v);
      expect(errorCodes(res.body)).toContain('UNAUTHENTICATED');
    }
  });

  it('answers each §5 rule with its exact hint', async () => {
    const [m] = await members(1);
    const base = { userIds: [m!.id], ...texts };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, titleVi: ' ' }, NO_TITLE_VI_MESSAGE],
      [{ ...base, titleEn: '' }, NO_TITLE_EN_MESSAGE],
      [{ ...base, contentVi: '' }, NO_CONTENT_VI_MESSAGE],
      [{ ...base, contentEn: '' }, NO_CONTENT_EN_MESSAGE],
      [{ ...base, type: 'POST_DETAIL' }, NO_TARGET_ITEM_MESSAGE],
      [{ ...base, type: 'NEWS_REVIEW_DETAIL' }, NO_TARGET_ITEM_MESSAGE],
    ];
    for (const [vars, message] of cases) {
      const res = await gql(SEND, vars);
      expect(res.body.errors?.[0]?.message).toBe(message);
      expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
    }
    const email = await gql(EMAIL, { userIds: [m!.id], titleVi: 'a', titleEn: 'b', contentVi: '<p></p>' });
    expect(email.body.errors?.[0]?.message).toBe(NO_EMAIL_CONTENT_MESSAGE);
    // The target item must exist and be active.
    const missing = await gql(SEND, { ...base, type: 'POST_DETAIL', tagetId: randomUUID() });
    expect(errorCodes(missing.body)).toEqual(['BAD_USER_INPUT']);
  });

  it('sends to an active post, and refuses an inactive one', async () => {
    const [post] = await sqlRows<{ id: string; title: string }>(
      t.db,
      sql`select id, title from posts where status = 'ACTIVE' limit 1`,
    );
    const [hidden] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from posts where status <> 'ACTIVE' limit 1`,
    );
    const [m] = await members(1);
    if (hidden) {
      const res = await gql(SEND, { userIds: [m!.id], ...texts, type: 'POST_DETAIL', tagetId: hidden.id });
      expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
    }
    expect(post).toBeDefined();
    const res = await gql(SEND, { userIds: [m!.id], ...texts, type: 'POST_DETAIL', tagetId: post!.id });
    expect(res.body.errors).toBeUndefined();
    const id = (res.body.data?.adminSendNotification as { id: string }).id;
    await done(id);
    const d = await detail(id);
    expect(d.targetItemTitle).toBe(post!.title);
    const [row] = await sqlRows<{ target_screen: string; target_id: string }>(
      t.db,
      sql`select target_screen, target_id from user_notifications where notification_id = ${id}`,
    );
    expect(row).toEqual({ target_screen: 'POST_DETAIL', target_id: post!.id });
  });

  it('counts the audience by role, picked members and active email', async () => {
    const buyers = await members(3, { buyers: true });
    const noEmail = await members(2, { activeEmail: false, buyers: true });
    const count = async (v: Record<string, unknown>) =>
      (await gql(COUNT, v)).body.data?.adminNotificationAudienceCount as number;
    const ids = [...buyers, ...noEmail].map((m) => m.id);
    expect(await count({ userIds: ids })).toBe(5);
    expect(await count({ userIds: ids, notificationType: 'EMAIL' })).toBe(3);
    expect(await count({ userIds: ids, role: 'BUYERS' })).toBe(5);
    expect(await count({ userIds: ids, role: 'SELLERS' })).toBe(0);
    // A member who switched email notifications off is not an email recipient.
    await t.db
      .update(userMetadata)
      .set({ isEmailNotification: false })
      .where(eq(userMetadata.userId, buyers[0]!.id));
    expect(await count({ userIds: ids, notificationType: 'EMAIL' })).toBe(2);
    const [all] = await sqlRows<{ n: string }>(
      t.db,
      sql`select count(*) as n from users u where status = 'ACTIVE' and is_active
          and exists (select 1 from car_buying_needs b where b.user_id = u.id
                      and b.status in ('NEW', 'FOLLOWING', 'CONSIDERING'))`,
    );
    expect(await count({ userIds: [], role: 'BUYERS' })).toBe(Number(all!.n));
  });

  it('writes one in-app row per recipient, once, for a double-clicked send', async () => {
    const picked = await members(20);
    const key = randomUUID();
    const vars = { userIds: picked.map((m) => m.id), ...texts, idempotencyKey: key };
    const [a, b] = await Promise.all([gql(SEND, vars), gql(SEND, vars)]);
    const idA = (a.body.data?.adminSendNotification as { id: string }).id;
    const idB = (b.body.data?.adminSendNotification as { id: string }).id;
    expect(idA).toBe(idB);
    await done(idA);
    const d = await detail(idA);
    expect(d.delivery).toMatchObject({ total: 20, sent: 20, failed: 0, queued: 0 });
    expect(d.sender?.email).toBe('admin@kar.vn');
    expect(d.pushConfigured).toBe(false);
    const [n] = await sqlRows<{ n: string; users: string }>(
      t.db,
      sql`select count(*)::int as n, count(distinct user_id)::int as users from user_notifications where notification_id = ${idA}`,
    );
    expect(n).toEqual({ n: 20, users: 20 });
    // Read figures come from the members' rows.
    await t.db.execute(
      sql`update user_notifications set read_at = now() where notification_id = ${idA} and user_id = ${picked[0]!.id}`,
    );
    expect((await detail(idA)).delivery.read).toBe(1);
    // The list finds it by title and type.
    const list = await gql(LIST, { keyword: 'tháng 11', type: 'NOTIFICATION' });
    const items = (list.body.data?.adminListNotification as { items: { id: string }[] }).items;
    expect(items.map((i) => i.id)).toContain(idA);
    const emails = await gql(LIST, { keyword: 'tháng 11', type: 'EMAIL' });
    expect(
      (emails.body.data?.adminListNotification as { items: { id: string }[] }).items.map((i) => i.id),
    ).not.toContain(idA);
  });

  it('emails each recipient once through SMTP, sanitised, with a text part and a working unsubscribe link', async () => {
    const picked = await members(9);
    const before = smtp.received.length;
    const res = await gql(EMAIL, {
      userIds: picked.map((m) => m.id),
      titleVi: 'Tin mới',
      titleEn: 'News',
      contentVi: '<p>Xin chào <strong>bạn</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      idempotencyKey: randomUUID(),
    });
    expect(res.body.errors).toBeUndefined();
    const sent = res.body.data?.adminSendEmail as { id: string; contentVi: string };
    expect(sent.contentVi).not.toMatch(/script|onerror/);
    await done(sent.id);
    const mine = smtp.received.slice(before).filter((r) => r.mail.subject === 'Tin mới');
    expect(mine).toHaveLength(9);
    expect(new Set(mine.flatMap((r) => r.envelopeTo))).toEqual(new Set(picked.map((m) => m.email)));
    const first = mine[0]!.mail;
    expect(first.html).toContain('<strong>bạn</strong>');
    expect(first.html).not.toMatch(/<script|onerror/);
    expect(first.text).toContain('Xin chào BẠN'.slice(0, 8));
    expect(first.text).toMatch(/Unsubscribe: http/);
    const link = /Unsubscribe: (\S+)/.exec(first.text ?? '')?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const unsub = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(unsub.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}?u=${url.searchParams.get('u')}&t=x`,
    });
    expect(forged.statusCode).toBe(400);
    // The member who unsubscribed is no longer an email recipient.
    const count = await gql(COUNT, { userIds: picked.map((m) => m.id), notificationType: 'EMAIL' });
    expect(count.body.data?.adminNotificationAudienceCount).toBe(8);
  });

  it("records a refused address as failed, and queues it again on the admin's retry", async () => {
    const [good] = await members(1);
    const [bounce] = await t.db
      .insert(users)
      .values({ email: `bounce-${randomUUID().slice(0, 8)}@example.vn`, isActiveEmail: true })
      .returning({ id: users.id });
    await t.db.insert(userMetadata).values({ userId: bounce!.id });
    const res = await gql(EMAIL, {
      userIds: [good!.id, bounce!.id],
      titleVi: 'Thử lại',
      titleEn: 'Retry',
      contentVi: '<p>x</p>',
      idempotencyKey: randomUUID(),
    });
    const id = (res.body.data?.adminSendEmail as { id: string }).id;
    await done(id);
    expect((await detail(id)).delivery).toMatchObject({ total: 2, sent: 1, failed: 1 });
    const retried = await gql(
      `mutation($id: ID!) { adminRetryNotificationDeliveries(id: $id) { id status } }`,
      { id },
    );
    expect(retried.body.errors).toBeUndefined();
    await until(async () => {
      const [row] = await sqlRows<{ attempts: number }>(
        t.db,
        sql`select attempts from notification_deliveries where notification_id = ${id} and user_id = ${bounce!.id}`,
      );
      return row?.attempts === 2 && (await detail(id)).status === 'DONE';
    });
    expect((await detail(id)).delivery).toMatchObject({ sent: 1, failed: 1 });
  });

  it('sends a test to the signed-in admin', async () => {
    const before = smtp.received.length;
    const res = await gql(
      `mutation { adminSendNotificationTest(titleVi: "Thử", titleEn: "Test", contentVi: "Nội dung", contentEn: "Content") }`,
    );
    expect(res.body.data?.adminSendNotificationTest).toBe(true);
    const mine = smtp.received.slice(before);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.envelopeTo).toEqual(['admin@kar.vn']);
    expect(mine[0]!.mail.subject).toBe('[Test] Thử / Test');
  });

  it('finishes a broadcast interrupted by a restart: one row and one email per recipient', async () => {
    const slow = await startSmtp(150);
    try {
      t = await t.restart({ smtpUrl: slow.url });
      token = await t.login();
      const picked = await members(40);
      const ids = picked.map((m) => m.id);
      const email = await gql(EMAIL, {
        userIds: ids,
        titleVi: 'Khởi động lại',
        titleEn: 'Restart',
        contentVi: '<p>x</p>',
        idempotencyKey: randomUUID(),
      });
      const push = await gql(SEND, { userIds: ids, ...texts, idempotencyKey: randomUUID() });
      const emailId = (email.body.data?.adminSendEmail as { id: string }).id;
      const pushId = (push.body.data?.adminSendNotification as { id: string }).id;
      await until(async () => slow.received.length >= 5);
      // Stopped mid-broadcast (as on SIGTERM), then started again on the same database.
      t = await t.restart({ smtpUrl: slow.url });
      token = await t.login();
      await done(emailId);
      await done(pushId);
      const perRecipient = new Map<string, number>();
      for (const r of slow.received)
        for (const to of r.envelopeTo) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
      expect(perRecipient.size).toBe(40);
      expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
      const [rows] = await sqlRows<{ n: string; users: string }>(
        t.db,
        sql`select count(*)::int as n, count(distinct user_id)::int as users from user_notifications where notification_id = ${pushId}`,
      );
      expect(rows).toEqual({ n: 40, users: 40 });
      expect((await detail(emailId)).delivery).toMatchObject({ total: 40, sent: 40, failed: 0 });
    } finally {
      await slow.close();
    }
  }, 120_000);

  // Last: it leaves a broadcast to every member running, which no later test should wait behind.
  it('asks for the typed number above 1,000 recipients, counted as Send all counts them', async () => {
    // One statement makes the members, so the threshold is passed on any data, demo or not.
    const tag = randomUUID().slice(0, 8);
    await t.db.execute(sql`
      with made as (
        insert into users (email, first_name, is_active_email)
        select 'bulk' || g || '-' || ${tag} || '@example.vn', 'Bulk', true
        from generate_series(1, ${CONFIRM_ABOVE + 1}) g
        returning id),
      meta as (insert into user_metadata (user_id) select id from made)
      -- Each runs a parking, so each is in the Parking Owner audience (migration 0021).
      insert into parkings (title, slug, user_id) select 'Bãi xe', 'bulk-' || id, id from made`);
    const count = async (v: Record<string, unknown>) =>
      (await gql(COUNT, v)).body.data?.adminNotificationAudienceCount as number;
    const [own] = await sqlRows<{ all: number; email: number; parking: number }>(
      t.db,
      sql`select count(*)::int as all,
                 count(*) filter (where u.email is not null and u.is_active_email
                                  and coalesce(m.is_email_notification, true))::int as email,
                 count(*) filter (where exists (select 1 from parkings k where k.user_id = u.id))::int as parking
          from users u left join user_metadata m on m.user_id = u.id
          where u.status = 'ACTIVE' and u.is_active`,
    );
    // Send all is an empty userIds: the modal's count is the server's own, for each kind and audience.
    const all = await count({ userIds: [] });
    const emails = await count({ userIds: [], notificationType: 'EMAIL' });
    const parking = await count({ userIds: [], role: 'PARKING_OWNER' });
    expect({ all, email: emails, parking }).toEqual(own);
    expect(parking).toBeGreaterThan(CONFIRM_ABOVE);

    const refused = (res: Awaited<ReturnType<typeof gql>>) => {
      expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.message).toBe(CONFIRM_MISMATCH_MESSAGE);
    };
    const EMAIL_ALL = /* GraphQL */ `
      mutation ($confirm: Int) {
        adminSendEmail(
          userIds: []
          titleVi: "a"
          titleEn: "b"
          contentVi: "<p>c</p>"
          confirmRecipients: $confirm
        ) {
          id
        }
      }
    `;
    refused(await gql(EMAIL_ALL, {}));
    refused(await gql(EMAIL_ALL, { confirm: emails - 1 }));
    // The in-app count (every active member) is not the email one: typing it for an email is wrong.
    if (all !== emails) refused(await gql(EMAIL_ALL, { confirm: all }));
    refused(await gql(SEND, { userIds: [], ...texts }));
    refused(await gql(SEND, { userIds: [], ...texts, confirmRecipients: all + 1 }));
    refused(await gql(SEND, { userIds: [], role: 'PARKING_OWNER', ...texts, confirmRecipients: all }));
    expect(
      (
        await sqlRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from notifications where recipient_count > ${CONFIRM_ABOVE}`,
        )
      )[0]?.n,
    ).toBe(0);

    const sent = await gql(SEND, {
      userIds: [],
      role: 'PARKING_OWNER',
      ...texts,
      confirmRecipients: parking,
      idempotencyKey: randomUUID(),
    });
    expect(sent.body.errors).toBeUndefined();
    const made = sent.body.data?.adminSendNotification as { id: string; recipientCount: number };
    expect(made.recipientCount).toBe(parking);
    // The queue's plan lists the same members the count counted.
    await until(async () => (await detail(made.id)).delivery.total === parking);
  }, 120_000);
});
