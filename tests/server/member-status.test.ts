import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, mailOutbox, users } from '../../server/db/schema';
import {
  DEACTIVATE_REASON_LENGTH,
  DEACTIVATE_REASON_REQUIRED,
  MEMBER_ALREADY_ACTIVE,
  MEMBER_ALREADY_DEACTIVATED,
  MEMBER_DELETED,
} from '../../src/rules/members';
import { DATABASES, DUMMY_UUID, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

const DEACTIVATE = /* GraphQL */ `
  mutation Deactivate($id: ID!, $reason: String!) {
    adminDeactivateUser(id: $id, reason: $reason) {
      id
      isActive
    }
  }
`;
const REACTIVATE = /* GraphQL */ `
  mutation Reactivate($id: ID!) {
    adminReactivateUser(id: $id) {
      id
      isActive
    }
  }
`;
const HISTORY = /* GraphQL */ `
  query History($userId: ID!) {
    adminGetUserAuditLogs(userId: $userId, take: 10) {
      items {
        action
        actionText
      }
    }
  }
`;

const EMAILS = /* GraphQL */ `
  query Emails($userId: ID!, $skip: Int, $take: Int) {
    adminGetUserEmails(userId: $userId, skip: $skip, take: $take) {
      meta {
        totalItems
        totalPages
        currentPage
      }
      items {
        id
        to
        subject
        text
        status
        transport
        error
        sentAt
      }
    }
  }
`;

interface Email {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  transport: string | null;
  error: string | null;
  sentAt: string | null;
}

const REASON = 'Đăng tin giả mạo nhiều lần';

describe.each(DATABASES)('member deactivate and reactivate (local outbox) on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A fresh active member with an email, so tests do not depend on each other's state changes. */
  async function activeMember(email: string | null = null) {
    const [row] = await t.db
      .insert(users)
      .values({ email, phone: null, firstName: 'Lê Thị', lastName: 'Hoa' })
      .returning({ id: users.id });
    if (!row) throw new Error('member not created');
    return row.id;
  }

  const state = async (id: string) => {
    const [u] = await t.db.select().from(users).where(eq(users.id, id));
    const [n] = await sqlRows<{ audits: number; mails: number }>(
      t.db,
      sql`select (select count(*)::int from audit_logs where entity_id = ${id}) as audits,
                 (select count(*)::int from mail_outbox where user_id = ${id}) as mails`,
    );
    return { isActive: u?.isActive, status: u?.status, reason: u?.deactivateReason, ...n };
  };

  async function emails(userId: string): Promise<Email[]> {
    const res = await t.gql(EMAILS, { userId }, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return (res.body.data?.adminGetUserEmails as { items: Email[] }).items;
  }

  it('deactivates with a reason, audits it and writes the email to the outbox as a parseable .eml', async () => {
    const id = await activeMember('hoa.le@kar.vn');
    const res = await t.gql(DEACTIVATE, { id, reason: `  ${REASON}  ` }, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data?.adminDeactivateUser).toEqual({ id, isActive: false });
    expect(await state(id)).toEqual({
      isActive: false,
      status: 'DEACTIVATED',
      reason: REASON,
      audits: 1,
      mails: 1,
    });

    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, id));
    expect(audit).toMatchObject({ action: 'user.deactivate', entity: 'user' });
    expect(audit?.before).toMatchObject({ status: 'ACTIVE', isActive: true });
    expect(audit?.after).toMatchObject({ status: 'DEACTIVATED', isActive: false, reason: REASON });
    // The member's History reads it in words (server/kit/audit.ts), the key kept beside them.
    const history = await t.gql(HISTORY, { userId: id }, { token });
    expect(history.body.data?.adminGetUserAuditLogs).toEqual({
      items: [{ action: 'user.deactivate', actionText: 'Member deactivated' }],
    });

    const [mail] = await emails(id);
    expect(mail).toMatchObject({ to: 'hoa.le@kar.vn', status: 'stored', transport: 'outbox', error: null });
    expect(mail?.subject).toContain('deactivated');
    expect(mail?.text).toContain(REASON);
    expect(mail?.sentAt).not.toBeNull();

    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, id));
    expect(row?.emlPath).toMatch(/^mail\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}\.eml$/);
    const parsed = await simpleParser(await readFile(path.join(t.dataDir, row?.emlPath ?? '')));
    expect(parsed.subject).toBe(mail?.subject);
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    expect(to?.value[0]?.address).toBe('hoa.le@kar.vn');
    expect(parsed.from?.value[0]?.address).toBe('no-reply@kar.vn');
    expect(parsed.text).toContain(`Lý do: ${REASON}`);
    expect(parsed.text).toContain(`Reason: ${REASON}`);
    expect(parsed.html || '').toContain('Lê Thị Hoa');
    expect(parsed.headers.get('x-kar-mail-id')).toBe(row?.id);
    expect(parsed.messageId).toBe(row?.messageId);
  });

  it('refuses to deactivate an already deactivated member as a conflict, writing nothing', async () => {
    const id = await activeMember('twice@kar.vn');
    await t.gql(DEACTIVATE, { id, reason: REASON }, { token });
    const before = await state(id);
    const res = await t.gql(DEACTIVATE, { id, reason: 'Another valid reason' }, { token });
    expect(errorCodes(res.body)).toEqual(['CONFLICT']);
    expect(res.body.errors?.[0]?.message).toBe(MEMBER_ALREADY_DEACTIVATED);
    expect(await state(id)).toEqual(before);
  });

  it.each([
    ['an empty reason', '', DEACTIVATE_REASON_REQUIRED],
    ['a blank reason', '     ', DEACTIVATE_REASON_REQUIRED],
    ['a 9-character reason', '123456789', DEACTIVATE_REASON_LENGTH],
    ['a 101-character reason', 'x'.repeat(101), DEACTIVATE_REASON_LENGTH],
  ])('refuses %s, writing nothing', async (_name, reason, message) => {
    const id = await activeMember('reason@kar.vn'.replace('@', `.${reason.length}@`));
    const before = await state(id);
    const res = await t.gql(DEACTIVATE, { id, reason }, { token });
    expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors?.[0]?.extensions?.field).toBe('reason');
    expect(res.body.errors?.[0]?.message).toBe(message);
    expect(await state(id)).toEqual(before);
  });

  it('accepts reasons of exactly 10 and 100 characters', async () => {
    for (const reason of ['x'.repeat(10), 'y'.repeat(100)]) {
      const id = await activeMember();
      const res = await t.gql(DEACTIVATE, { id, reason }, { token });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      expect((await state(id)).reason).toBe(reason);
    }
  });

  it('deactivates a member without an email: audited as not emailed, no outbox row', async () => {
    const id = await activeMember(null);
    const res = await t.gql(DEACTIVATE, { id, reason: REASON }, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(await state(id)).toMatchObject({ isActive: false, audits: 1, mails: 0 });
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, id));
    expect(audit?.after).toMatchObject({ mailId: null, emailed: 'no email address' });
  });

  it('reactivates a deactivated member, audits it and emails them; a second reactivation is a conflict', async () => {
    const id = await activeMember('back@kar.vn');
    await t.gql(DEACTIVATE, { id, reason: REASON }, { token });
    const res = await t.gql(REACTIVATE, { id }, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data?.adminReactivateUser).toEqual({ id, isActive: true });
    expect(await state(id)).toEqual({
      isActive: true,
      status: 'ACTIVE',
      reason: null,
      audits: 2,
      mails: 2,
    });
    const list = await emails(id);
    expect(list.map((m) => m.subject.includes('reactivated'))).toEqual([true, false]);

    const before = await state(id);
    const again = await t.gql(REACTIVATE, { id }, { token });
    expect(errorCodes(again.body)).toEqual(['CONFLICT']);
    expect(again.body.errors?.[0]?.message).toBe(MEMBER_ALREADY_ACTIVE);
    expect(await state(id)).toEqual(before);
  });

  it('refuses to reactivate a deleted account', async () => {
    const id = await activeMember('gone@kar.vn');
    await t.db.update(users).set({ isActive: false, status: 'DELETED' }).where(eq(users.id, id));
    const res = await t.gql(REACTIVATE, { id }, { token });
    expect(errorCodes(res.body)).toEqual(['CONFLICT']);
    expect(res.body.errors?.[0]?.message).toBe(MEMBER_DELETED);
    expect(await state(id)).toMatchObject({ isActive: false, status: 'DELETED', audits: 0, mails: 0 });
  });

  it('answers NOT_FOUND for unknown members and BAD_USER_INPUT for malformed ids', async () => {
    for (const [query, vars] of [
      [DEACTIVATE, { id: DUMMY_UUID, reason: REASON }],
      [REACTIVATE, { id: DUMMY_UUID }],
      [EMAILS, { userId: DUMMY_UUID }],
    ] as const) {
      expect(errorCodes((await t.gql(query, vars, { token })).body)).toEqual(['NOT_FOUND']);
    }
    const malformed = await t.gql(DEACTIVATE, { id: 'x', reason: REASON }, { token });
    expect(errorCodes(malformed.body)).toEqual(['BAD_USER_INPUT']);
  });

  it('pages a member’s emails, newest first', async () => {
    const id = await activeMember('many@kar.vn');
    for (let i = 0; i < 3; i++) {
      await t.gql(DEACTIVATE, { id, reason: `${REASON} ${i}` }, { token });
      await t.gql(REACTIVATE, { id }, { token });
    }
    const res = await t.gql(EMAILS, { userId: id, skip: 2, take: 4 }, { token });
    const page = res.body.data?.adminGetUserEmails as {
      meta: { totalItems: number; totalPages: number; currentPage: number };
      items: Email[];
    };
    expect(page.meta).toEqual({ totalItems: 6, totalPages: 2, currentPage: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.items[1]?.text).toContain(`${REASON} 0`);
  });

  it('refuses callers who are not signed in', async () => {
    const id = await activeMember('anon@kar.vn');
    const res = await t.gql(DEACTIVATE, { id, reason: REASON });
    expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
    expect(await state(id)).toMatchObject({ isActive: true, audits: 0, mails: 0 });
  });
});
