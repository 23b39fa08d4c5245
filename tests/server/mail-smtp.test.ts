import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, mailOutbox, users } from '../../server/db/schema';
import { startSmtpServer } from '../fixtures/smtp-server';
import { DATABASES, startTestApp, type TestApp } from './helpers';

const DEACTIVATE = /* GraphQL */ `
  mutation Deactivate($id: ID!, $reason: String!) {
    adminDeactivateUser(id: $id, reason: $reason) {
      id
      isActive
    }
  }
`;

const REFUSED_ADDRESS = 'bounce@kar.vn';

/** A real SMTP server on a free local port that keeps what it receives and refuses one recipient. */
const startSmtp = () => startSmtpServer({ refuse: REFUSED_ADDRESS });

describe.each(DATABASES)('member emails through SMTP on $name', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(engine, { smtpUrl: smtp.url });
    token = await t.login();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function member(email: string) {
    const [row] = await t.db
      .insert(users)
      .values({ email, firstName: 'Phạm', lastName: 'Minh' })
      .returning({ id: users.id });
    if (!row) throw new Error('member not created');
    return row.id;
  }

  it('delivers the deactivation email to the SMTP server with the reason, and records it as sent', async () => {
    const id = await member('minh.pham@kar.vn');
    const reason = 'Spam listings reported by buyers';
    const res = await t.gql(DEACTIVATE, { id, reason }, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();

    const got = smtp.received.find((r) => r.envelopeTo.includes('minh.pham@kar.vn'));
    expect(got, 'the SMTP server received no message for the member').toBeDefined();
    const to = Array.isArray(got?.mail.to) ? got?.mail.to[0] : got?.mail.to;
    expect(to?.value[0]?.address).toBe('minh.pham@kar.vn');
    expect(got?.mail.subject).toBe(
      'Tài khoản KAR của bạn đã bị vô hiệu hóa / Your KAR account has been deactivated',
    );
    expect(got?.mail.text).toContain(`Reason: ${reason}`);
    expect(got?.mail.text).toContain(`Lý do: ${reason}`);

    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, id));
    expect(row).toMatchObject({
      status: 'sent',
      transport: 'smtp',
      lastError: null,
      emlPath: null,
      attempts: 1,
    });
    expect(got?.mail.messageId).toBe(row?.messageId);
    expect(got?.mail.headers.get('x-kar-mail-id')).toBe(row?.id);
  });

  it('keeps the deactivation when the SMTP server refuses the message, and records the failure', async () => {
    const id = await member(REFUSED_ADDRESS);
    const res = await t.gql(DEACTIVATE, { id, reason: 'Fraudulent seller account' }, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data?.adminDeactivateUser).toEqual({ id, isActive: false });

    const [u] = await t.db.select().from(users).where(eq(users.id, id));
    expect([u?.isActive, u?.status]).toEqual([false, 'DEACTIVATED']);
    expect(await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, id))).toHaveLength(1);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, id));
    expect(row).toMatchObject({ status: 'failed', transport: 'smtp', sentAt: null, attempts: 1 });
    expect(row?.lastError).toMatch(/Mailbox does not exist/);
  });

  it('delivers a message left pending by a stop when the server starts again', async () => {
    const id = await member('pending@kar.vn');
    const [queued] = await t.db
      .insert(mailOutbox)
      .values({
        toEmail: 'pending@kar.vn',
        subject: 'Queued before a stop',
        text: 'body',
        html: '<p>body</p>',
        userId: id,
      })
      .returning({ id: mailOutbox.id });
    t = await t.restart();
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, queued?.id ?? ''));
    expect(row?.status).toBe('sent');
    expect(smtp.received.some((r) => r.mail.subject === 'Queued before a stop')).toBe(true);
  });
});

describe.each(DATABASES)('member emails with an unreachable SMTP server on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // A port nothing listens on: the connection is refused at once.
    const closed = await startSmtp();
    const url = closed.url;
    await closed.close();
    t = await startTestApp(engine, { smtpUrl: url });
    token = await t.login();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('still deactivates, and records the delivery as failed with the connection error', async () => {
    const [m] = await t.db.insert(users).values({ email: 'offline@kar.vn' }).returning({ id: users.id });
    const id = m?.id ?? '';
    const res = await t.gql(DEACTIVATE, { id, reason: 'Account sold to a third party' }, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, id));
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
