import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferRequests, users } from '../../server/db/schema';
import { REJECT_REASON_MAX, TRANSFER_ALREADY_PROCESSED } from '../../src/rules/transfers';
import {
  DATABASES,
  DUMMY_UUID,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

const LIST = /* GraphQL */ `
  query List(
    $skip: Int
    $take: Int
    $userId: ID
    $status: TransferRequestStatus
    $keyword: String
    $createFrom: String
    $createTo: String
  ) {
    adminListUserTransferRequest(
      skip: $skip
      take: $take
      userId: $userId
      status: $status
      keyword: $keyword
      createFrom: $createFrom
      createTo: $createTo
    ) {
      meta {
        itemCount
        totalItems
        itemsPerPage
        totalPages
        currentPage
      }
      items {
        id
        amount
        status
        bankName
        userId
        moneyTransferReason
        createdAt
        users {
          id
          email
          firstName
          lastName
          userBalance {
            amount
          }
        }
      }
    }
  }
`;

const DECIDE = /* GraphQL */ `
  mutation Decide($id: ID!, $approve: Boolean!, $moneyTransferReason: String) {
    adminUpdateUserTransferRequest(id: $id, approve: $approve, moneyTransferReason: $moneyTransferReason) {
      id
      status
      amount
      moneyTransferReason
      users {
        id
        userBalance {
          amount
        }
      }
    }
  }
`;

const AUDIT = /* GraphQL */ `
  query Audit($userId: ID!, $skip: Int, $take: Int) {
    adminGetUserAuditLogs(userId: $userId, skip: $skip, take: $take) {
      meta {
        totalItems
      }
      items {
        id
        action
        actionText
        entity
        entityId
        before
        after
        admin {
          email
        }
      }
    }
  }
`;

interface Item {
  id: string;
  amount: number;
  status: string;
  bankName: string;
  userId: string;
  moneyTransferReason: string | null;
  createdAt: string;
  users: {
    id: string;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    userBalance: { amount: number } | null;
  } | null;
}
type Decided = { status: string; users: { id: string; userBalance: { amount: number } | null } };
interface Page {
  meta: {
    itemCount: number;
    totalItems: number;
    itemsPerPage: number;
    totalPages: number;
    currentPage: number;
  };
  items: Item[];
}

const vnDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso));

describe.each(DATABASES)('transfer requests on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let memberId: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    const [row] = await sqlRows<{ user_id: string }>(
      t.db,
      sql`select user_id from user_balances order by user_id limit 1`,
    );
    if (!row) throw new Error('the demo data has no member with a balance');
    memberId = row.user_id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function list(variables: Record<string, unknown>): Promise<Page> {
    const res = await t.gql(LIST, variables, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.adminListUserTransferRequest as Page;
  }
  const decide = (variables: Record<string, unknown>) => t.gql(DECIDE, variables, { token });

  async function newRequest(amount: number, userId = memberId): Promise<string> {
    const [row] = await t.db
      .insert(transferRequests)
      .values({ amount, bankName: 'Vietcombank', userId, status: 'new' })
      .returning({ id: transferRequests.id });
    if (!row) throw new Error('insert failed');
    return row.id;
  }
  async function balance(userId = memberId): Promise<number | null> {
    const [row] = await sqlRows<{ amount: string | number }>(
      t.db,
      sql`select amount from user_balances where user_id = ${userId}`,
    );
    return row ? Number(row.amount) : null;
  }
  async function requestRow(id: string) {
    const [row] = await sqlRows<{ status: string; money_transfer_reason: string | null }>(
      t.db,
      sql`select status, money_transfer_reason from transfer_requests where id = ${id}`,
    );
    return row;
  }
  const auditRows = (id: string) =>
    sqlRows<{
      action: string;
      admin_id: string | null;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>(
      t.db,
      sql`select action, admin_id, before, after from audit_logs where entity = 'transfer_request' and entity_id = ${id}`,
    );
  const bankTransfers = (id: string) =>
    sqlRows<{ amount: string | number; user_id: string }>(
      t.db,
      sql`select amount, user_id from transactions where type = 'BANK_TRANSFER' and description like ${`%${id}%`}`,
    );

  describe('list', () => {
    it('returns every status when status is null, and only that status when given', async () => {
      const [counts] = await sqlRows<{ all: number; new: number }>(
        t.db,
        sql`select count(*)::int as all, count(*) filter (where status = 'new')::int as new from transfer_requests`,
      );
      const all = await list({ skip: 1, take: 10 });
      expect(all.meta.totalItems).toBe(counts?.all);
      expect(new Set((await list({ take: 1000 })).items.map((i) => i.status))).toEqual(
        new Set(['new', 'confirm', 'rejected']),
      );
      expect(all.meta.itemsPerPage).toBe(10);
      expect(all.items).toHaveLength(10);

      const fresh = await list({ status: 'new', take: 1000 });
      expect(fresh.meta.totalItems).toBe(counts?.new);
      expect(fresh.items.every((i) => i.status === 'new')).toBe(true);
      const rejected = await list({ status: 'rejected', take: 1000 });
      expect(rejected.items.length).toBeGreaterThan(0);
      expect(rejected.items.every((i) => i.status === 'rejected' && i.moneyTransferReason)).toBe(true);
    });

    it('keeps the totals by status exact as requests are added, decided and removed (migration 0046)', async () => {
      const totals = async () => {
        const [c] = await sqlRows<{ all: number; new: number; confirm: number }>(
          t.db,
          sql`select count(*)::int as all, count(*) filter (where status = 'new')::int as new,
                     count(*) filter (where status = 'confirm')::int as confirm from transfer_requests`,
        );
        expect((await list({ take: 1 })).meta.totalItems).toBe(c?.all);
        expect((await list({ status: 'new', take: 1 })).meta.totalItems).toBe(c?.new);
        expect((await list({ status: 'confirm', take: 1 })).meta.totalItems).toBe(c?.confirm);
        return c;
      };
      const before = await totals();
      const [u] = await sqlRows<{ id: string }>(t.db, sql`select id from users order by id limit 1`);
      const added = await sqlRows<{ id: string }>(
        t.db,
        sql`insert into transfer_requests (amount, bank_name, user_id)
            select 10000 * g, 'Vietcombank', ${u?.id} from generate_series(1, 3) g returning id`,
      );
      expect((await totals())?.new).toBe((before?.new ?? 0) + 3);
      await sqlRows(t.db, sql`update transfer_requests set status = 'confirm' where id = ${added[0]?.id}`);
      await sqlRows(t.db, sql`delete from transfer_requests where id = ${added[1]?.id}`);
      const after = await totals();
      expect(after?.all).toBe((before?.all ?? 0) + 2);
      expect(after?.confirm).toBe((before?.confirm ?? 0) + 1);
      await sqlRows(t.db, sql`delete from transfer_requests where id in (${added[0]?.id}, ${added[2]?.id})`);
      expect(await totals()).toEqual(before);
    });

    it('pages newest first with the requester joined', async () => {
      const p1 = await list({ skip: 1, take: 10 });
      const p2 = await list({ skip: 2, take: 10 });
      const dates = [...p1.items, ...p2.items].map((i) => i.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(p2.meta.currentPage).toBe(2);
      expect(new Set([...p1.items, ...p2.items].map((i) => i.id)).size).toBe(20);
      for (const i of p1.items) expect(i.users?.id).toBe(i.userId);
    });

    it("gives each requester's current balance with the page, null for a member without one", async () => {
      const [u] = await t.db
        .insert(users)
        .values({ firstName: 'Listed', lastName: 'Without balance' })
        .returning({ id: users.id });
      if (!u) throw new Error('insert failed');
      await newRequest(90_000, u.id);
      const page = await list({ take: 1000 });
      const balances = await sqlRows<{ user_id: string; amount: string | number }>(
        t.db,
        sql`select user_id, amount from user_balances`,
      );
      const byMember = new Map(balances.map((b) => [b.user_id, Number(b.amount)]));
      expect(page.items.some((i) => i.users?.userBalance)).toBe(true);
      for (const i of page.items) {
        const expected = byMember.get(i.userId);
        expect(i.users?.userBalance?.amount ?? null).toBe(expected ?? null);
      }
      expect(page.items.find((i) => i.userId === u.id)?.users?.userBalance).toBeNull();
    });

    it('filters by keyword on email, name and phone, trimmed', async () => {
      const [m] = await sqlRows<{ email: string; last_name: string; phone: string; id: string }>(
        t.db,
        sql`select u.id, u.email, u.last_name, u.phone from transfer_requests r join users u on u.id = r.user_id
            where u.email is not null and u.last_name is not null and u.phone is not null limit 1`,
      );
      if (!m) throw new Error('no named requester in the demo data');
      const byEmail = await list({ keyword: `  ${m.email.toUpperCase()}  `, take: 1000 });
      expect(byEmail.items.length).toBeGreaterThan(0);
      expect(byEmail.items.every((i) => i.users?.email?.toLowerCase().includes(m.email.toLowerCase()))).toBe(
        true,
      );
      const byPhone = await list({ keyword: m.phone, take: 1000 });
      expect(byPhone.items.map((i) => i.userId)).toContain(m.id);
      const byName = await list({ keyword: m.last_name, take: 1000 });
      expect(byName.items.map((i) => i.userId)).toContain(m.id);
      expect((await list({ keyword: 'no-such-member-zzzz' })).meta.totalItems).toBe(0);
    });

    it('filters by requester and by creation days (Viet Nam calendar days)', async () => {
      const all = await list({ take: 1000 });
      const sample = all.items[Math.floor(all.items.length / 2)];
      if (!sample) throw new Error('no requests');
      const byUser = await list({ userId: sample.userId, take: 1000 });
      expect(byUser.items.length).toBe(all.items.filter((i) => i.userId === sample.userId).length);

      const day = vnDay(sample.createdAt);
      const sameDay = await list({ createFrom: day, createTo: day, take: 1000 });
      expect(sameDay.items.map((i) => i.id)).toContain(sample.id);
      expect(sameDay.items.every((i) => vnDay(i.createdAt) === day)).toBe(true);
      expect(sameDay.meta.totalItems).toBe(all.items.filter((i) => vnDay(i.createdAt) === day).length);
      const after = await list({ createFrom: day, take: 1000 });
      expect(after.meta.totalItems).toBe(all.items.filter((i) => vnDay(i.createdAt) >= day).length);
    });

    it('refuses bad filters naming the field', async () => {
      for (const [variables, field] of [
        [{ createFrom: '2026-02-30' }, 'createFrom'],
        [{ createFrom: '2026-03-02', createTo: '2026-03-01' }, 'createTo'],
        [{ userId: 'not-an-id' }, 'userId'],
        [{ keyword: 'x'.repeat(101) }, 'keyword'],
      ] as const) {
        const res = await t.gql(LIST, variables, { token });
        expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
        expect(res.body.errors?.[0]?.extensions?.field).toBe(field);
      }
    });

    it('needs a signed-in admin', async () => {
      const res = await t.gql(LIST, {});
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
    });
  });

  describe('decisions', () => {
    it('approve credits the balance once, writes a BANK_TRANSFER transaction and an audit row', async () => {
      const before = (await balance()) ?? 0;
      const id = await newRequest(1_250_000);
      const res = await decide({ id, approve: true });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      const out = res.body.data?.adminUpdateUserTransferRequest as Decided;
      expect(out.status).toBe('confirm');
      expect(out.users.id).toBe(memberId);
      expect(await balance()).toBe(before + 1_250_000);
      // The answer carries the balance the approve left: the success message shows it.
      expect(out.users.userBalance?.amount).toBe(before + 1_250_000);

      const txs = await bankTransfers(id);
      expect(txs).toHaveLength(1);
      expect(Number(txs[0]?.amount)).toBe(1_250_000);
      expect(txs[0]?.user_id).toBe(memberId);

      const audits = await auditRows(id);
      expect(audits).toHaveLength(1);
      expect(audits[0]?.action).toBe('transfer_request.approve');
      expect(audits[0]?.admin_id).toBeTruthy();
      expect(audits[0]?.before).toMatchObject({
        status: 'new',
        amount: 1_250_000,
        balance: before,
        userId: memberId,
      });
      expect(audits[0]?.after).toMatchObject({
        status: 'confirm',
        amount: 1_250_000,
        balance: before + 1_250_000,
      });

      // A second decision on the same request is refused and changes nothing.
      for (const approve of [true, false]) {
        const again = await decide({ id, approve, moneyTransferReason: 'late' });
        expect(errorCodes(again.body)).toEqual(['CONFLICT']);
        expect(again.body.errors?.[0]?.message).toBe(TRANSFER_ALREADY_PROCESSED);
      }
      expect(await balance()).toBe(before + 1_250_000);
      expect(await bankTransfers(id)).toHaveLength(1);
      expect(await auditRows(id)).toHaveLength(1);
      expect(await requestRow(id)).toEqual({ status: 'confirm', money_transfer_reason: null });
    });

    it('approve creates the balance row of a member who has none', async () => {
      const [u] = await t.db
        .insert(users)
        .values({ firstName: 'No', lastName: 'Balance' })
        .returning({ id: users.id });
      if (!u) throw new Error('insert failed');
      const id = await newRequest(300_000, u.id);
      expect(await balance(u.id)).toBeNull();
      const res = await decide({ id, approve: true });
      expect(res.body.errors).toBeUndefined();
      expect(await balance(u.id)).toBe(300_000);
      const out = res.body.data?.adminUpdateUserTransferRequest as Decided;
      expect(out.users.userBalance?.amount).toBe(300_000);
      expect((await auditRows(id))[0]?.before).toMatchObject({ balance: 0 });
    });

    it('reject stores the trimmed reason, leaves the balance alone and writes an audit row', async () => {
      const before = await balance();
      const id = await newRequest(500_000);
      const res = await decide({ id, approve: false, moneyTransferReason: '  Sai nội dung chuyển khoản  ' });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      expect(res.body.data?.adminUpdateUserTransferRequest).toMatchObject({
        status: 'rejected',
        moneyTransferReason: 'Sai nội dung chuyển khoản',
        users: { id: memberId, userBalance: { amount: before } },
      });
      expect(await balance()).toBe(before);
      expect(await bankTransfers(id)).toHaveLength(0);
      const audits = await auditRows(id);
      expect(audits).toHaveLength(1);
      expect(audits[0]?.action).toBe('transfer_request.reject');
      expect(audits[0]?.after).toMatchObject({
        status: 'rejected',
        balance: before,
        moneyTransferReason: 'Sai nội dung chuyển khoản',
        userId: memberId,
      });
    });

    it('reject needs no reason (SPEC §5: no minimum)', async () => {
      const id = await newRequest(10_000);
      const res = await decide({ id, approve: false, moneyTransferReason: '' });
      expect(res.body.errors).toBeUndefined();
      expect(await requestRow(id)).toEqual({ status: 'rejected', money_transfer_reason: null });
    });

    it('an unknown id is NOT_FOUND and writes nothing', async () => {
      const [{ n: auditsBefore } = { n: 0 }] = await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from audit_logs`,
      );
      const res = await decide({ id: DUMMY_UUID, approve: true });
      expect(errorCodes(res.body)).toEqual(['NOT_FOUND']);
      const [{ n: auditsAfter } = { n: 0 }] = await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from audit_logs`,
      );
      expect(auditsAfter).toBe(auditsBefore);
    });

    it('bad input is refused naming the field, with nothing written', async () => {
      const id = await newRequest(20_000);
      const long = await decide({
        id,
        approve: false,
        moneyTransferReason: 'x'.repeat(REJECT_REASON_MAX + 1),
      });
      expect(errorCodes(long.body)).toEqual(['BAD_USER_INPUT']);
      expect(long.body.errors?.[0]?.extensions?.field).toBe('moneyTransferReason');
      const badId = await decide({ id: 'abc', approve: true });
      expect(errorCodes(badId.body)).toEqual(['BAD_USER_INPUT']);
      expect(badId.body.errors?.[0]?.extensions?.field).toBe('id');
      expect(await requestRow(id)).toEqual({ status: 'new', money_transfer_reason: null });
      expect(await auditRows(id)).toHaveLength(0);
      // Exactly the maximum is fine.
      const max = await decide({ id, approve: false, moneyTransferReason: 'y'.repeat(REJECT_REASON_MAX) });
      expect(max.body.errors).toBeUndefined();
    });

    it('needs a signed-in admin and writes nothing without one', async () => {
      const id = await newRequest(30_000);
      const res = await t.gql(DECIDE, { id, approve: true });
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
      expect(await requestRow(id)).toEqual({ status: 'new', money_transfer_reason: null });
    });

    it('50 concurrent approve/reject calls on one request: exactly one wins, money moves at most once', async () => {
      for (const winnerShouldBe of ['any', 'approve'] as const) {
        const before = (await balance()) ?? 0;
        const amount = 777_000;
        const id = await newRequest(amount);
        const calls = Array.from({ length: 50 }, (_, i) =>
          decide({
            id,
            approve: winnerShouldBe === 'approve' ? true : i % 2 === 0,
            moneyTransferReason: `race ${i}`,
          }),
        );
        const results = await Promise.all(calls);
        const bodies: GqlResult[] = results.map((r) => r.body);
        const wins = bodies.filter((b) => !b.errors && b.data?.adminUpdateUserTransferRequest);
        const conflicts = bodies.filter((b) => errorCodes(b).join() === 'CONFLICT');
        expect(
          wins,
          JSON.stringify(bodies.find((b) => b.errors && errorCodes(b).join() !== 'CONFLICT')),
        ).toHaveLength(1);
        expect(conflicts).toHaveLength(49);
        for (const c of conflicts) expect(c.errors?.[0]?.message).toBe(TRANSFER_ALREADY_PROCESSED);

        const winner = wins[0]?.data?.adminUpdateUserTransferRequest as Decided;
        const approved = winner.status === 'confirm';
        expect(await balance()).toBe(approved ? before + amount : before);
        expect(winner.users.userBalance?.amount).toBe(approved ? before + amount : before);
        expect(await bankTransfers(id)).toHaveLength(approved ? 1 : 0);
        const audits = await auditRows(id);
        expect(audits).toHaveLength(1);
        expect(audits[0]?.action).toBe(approved ? 'transfer_request.approve' : 'transfer_request.reject');
        expect((await requestRow(id))?.status).toBe(winner.status);
        if (winnerShouldBe === 'approve') expect(approved).toBe(true);
      }
    }, 60_000);
  });

  describe('audit log by member', () => {
    it("lists the member's transfer decisions, newest first, with the admin", async () => {
      const id = await newRequest(40_000);
      expect(
        (await decide({ id, approve: false, moneyTransferReason: 'audit check' })).body.errors,
      ).toBeUndefined();
      const res = await t.gql(AUDIT, { userId: memberId, take: 100 }, { token });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      const page = res.body.data?.adminGetUserAuditLogs as {
        meta: { totalItems: number };
        items: {
          action: string;
          actionText: string;
          entity: string;
          entityId: string;
          after: string;
          admin: { email: string } | null;
        }[];
      };
      const [dbCount] = await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from audit_logs a join transfer_requests r on a.entity_id = r.id::text
            where a.entity = 'transfer_request' and r.user_id = ${memberId}`,
      );
      expect(page.meta.totalItems).toBe(dbCount?.n);
      expect(page.items[0]).toMatchObject({
        action: 'transfer_request.reject',
        actionText: 'Transfer request rejected',
        entity: 'transfer_request',
        entityId: id,
      });
      expect(page.items[0]?.admin?.email).toBe(t.email);
      expect(JSON.parse(page.items[0]?.after ?? '{}')).toMatchObject({ moneyTransferReason: 'audit check' });

      const other = await t.gql(AUDIT, { userId: DUMMY_UUID }, { token });
      expect(
        (other.body.data?.adminGetUserAuditLogs as { meta: { totalItems: number } }).meta.totalItems,
      ).toBe(0);
      const bad = await t.gql(AUDIT, { userId: 'nope' }, { token });
      expect(errorCodes(bad.body)).toEqual(['BAD_USER_INPUT']);
    });
  });
});
