import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, transferApprovals, transferRequests } from '../../server/db/schema';
import { vnDayStart } from '../../server/graphql/vn-day';
import { EDIT_CONFLICT_MESSAGE } from '../../server/graphql/errors';
import { formatVnd } from '../../src/rules/vnd';
import { todayInVietnam } from '../../src/rules/dates';
import {
  ALREADY_APPROVED_BY_YOU,
  DEFAULT_TWO_APPROVAL_THRESHOLD,
  THRESHOLD_NEGATIVE_MESSAGE,
  THRESHOLD_WHOLE_MESSAGE,
  TRANSFER_ALREADY_PROCESSED,
} from '../../src/rules/transfers';
import {
  addAdminWithRole,
  DATABASES,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

/*
 * Two people for large money (issue 26 §3, docs/money.md#two-approvals): the threshold (at and just below),
 * two different admins, the same admin twice, a reject by either, the race of two admins, each approver's
 * daily limit in Viet Nam days, and one audit row per approval. Both engines.
 */

const DECIDE = /* GraphQL */ `
  mutation Decide($id: ID!, $approve: Boolean!, $moneyTransferReason: String) {
    adminUpdateUserTransferRequest(id: $id, approve: $approve, moneyTransferReason: $moneyTransferReason) {
      id
      status
      approvalsNeeded
      approvals {
        admin {
          id
          fullName
        }
        createdAt
      }
      users {
        id
        userBalance {
          amount
        }
      }
    }
  }
`;

const LIST = /* GraphQL */ `
  query List($userId: ID, $take: Int) {
    adminListUserTransferRequest(userId: $userId, take: $take, skip: 1) {
      items {
        id
        status
        amount
        approvalsNeeded
        approvals {
          admin {
            id
            fullName
          }
          createdAt
        }
      }
    }
  }
`;

const SETTINGS = /* GraphQL */ `
  query {
    adminTransferApprovalSettings {
      twoApprovalThreshold
    }
  }
`;

const EDIT_SETTINGS = /* GraphQL */ `
  mutation Edit($twoApprovalThreshold: Float!) {
    adminEditTransferApprovalSettings(twoApprovalThreshold: $twoApprovalThreshold) {
      twoApprovalThreshold
    }
  }
`;

const SETTINGS_VERSION = /* GraphQL */ `
  query {
    adminTransferApprovalSettings {
      twoApprovalThreshold
      editVersion
    }
  }
`;

const EDIT_SETTINGS_AT = /* GraphQL */ `
  mutation Edit($twoApprovalThreshold: Float!, $editVersion: Int) {
    adminEditTransferApprovalSettings(
      twoApprovalThreshold: $twoApprovalThreshold
      editVersion: $editVersion
    ) {
      twoApprovalThreshold
      editVersion
    }
  }
`;

interface Decided {
  id: string;
  status: string;
  approvalsNeeded: number;
  approvals: { admin: { id: string; fullName: string | null }; createdAt: string }[];
  users: { id: string; userBalance: { amount: number } | null } | null;
}

describe.each(DATABASES)('two approvals for large transfers on $name', (engine) => {
  let t: TestApp;
  let first: { id: string; token: string };
  let finance: { id: string; token: string };
  let memberId: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const token = await t.login();
    const [me] = await sqlRows<{ id: string }>(t.db, sql`select id from admins where email = ${t.email}`);
    if (!me) throw new Error('no first admin');
    first = { id: me.id, token };
    finance = await addAdminWithRole(t, 'FINANCE');
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

  const decide = (token: string, variables: Record<string, unknown>) => t.gql(DECIDE, variables, { token });
  const decided = (body: GqlResult) => {
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data?.adminUpdateUserTransferRequest as Decided;
  };
  async function newRequest(amount: number): Promise<string> {
    const [row] = await t.db
      .insert(transferRequests)
      .values({ amount, bankName: 'Techcombank', userId: memberId, status: 'new' })
      .returning({ id: transferRequests.id });
    if (!row) throw new Error('insert failed');
    return row.id;
  }
  async function balance(): Promise<number> {
    const [row] = await sqlRows<{ amount: string | number }>(
      t.db,
      sql`select amount from user_balances where user_id = ${memberId}`,
    );
    return Number(row?.amount ?? 0);
  }
  const status = async (id: string) =>
    (await sqlRows<{ status: string }>(t.db, sql`select status from transfer_requests where id = ${id}`))[0]
      ?.status;
  const audits = (id: string) =>
    sqlRows<{
      action: string;
      admin_id: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>(
      t.db,
      sql`select action, admin_id, before, after from audit_logs
          where entity = 'transfer_request' and entity_id = ${id} order by seq`,
    );
  const bankTransfers = async (id: string) =>
    (
      await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from transactions where type = 'BANK_TRANSFER' and description like ${`%${id}%`}`,
      )
    )[0]?.n;
  const approvalRows = (id: string) =>
    sqlRows<{ admin_id: string; amount: string | number }>(
      t.db,
      sql`select admin_id, amount from transfer_approvals where transfer_request_id = ${id} order by created_at`,
    );

  describe('the threshold', () => {
    it('is 10,000,000 VND by default: at it two approvals are needed, just below it one', async () => {
      const read = await t.gql(SETTINGS, {}, { token: first.token });
      expect(read.body.data?.adminTransferApprovalSettings).toEqual({
        twoApprovalThreshold: DEFAULT_TWO_APPROVAL_THRESHOLD,
      });

      const before = await balance();
      const below = await newRequest(DEFAULT_TWO_APPROVAL_THRESHOLD - 1);
      const one = decided((await decide(first.token, { id: below, approve: true })).body);
      expect(one).toMatchObject({ status: 'confirm', approvalsNeeded: 1 });
      expect(one.approvals.map((a) => a.admin.id)).toEqual([first.id]);
      expect(await balance()).toBe(before + DEFAULT_TWO_APPROVAL_THRESHOLD - 1);
      expect((await audits(below)).map((a) => a.action)).toEqual(['transfer_request.approve']);

      const at = await newRequest(DEFAULT_TWO_APPROVAL_THRESHOLD);
      const firstOfTwo = decided((await decide(first.token, { id: at, approve: true })).body);
      expect(firstOfTwo).toMatchObject({ status: 'new', approvalsNeeded: 2 });
      expect(firstOfTwo.approvals).toHaveLength(1);
      expect(firstOfTwo.approvals[0]?.admin).toEqual({ id: first.id, fullName: 'KAR Admin' });
      // Nothing moved: the balance, no transaction, the status.
      expect(await balance()).toBe(before + DEFAULT_TWO_APPROVAL_THRESHOLD - 1);
      expect(firstOfTwo.users?.userBalance?.amount).toBe(before + DEFAULT_TWO_APPROVAL_THRESHOLD - 1);
      expect(await bankTransfers(at)).toBe(0);
      expect(await status(at)).toBe('new');
      const [row] = await audits(at);
      expect(row).toMatchObject({
        action: 'transfer_request.approve_first',
        admin_id: first.id,
        before: { status: 'new', approvals: 0, approvalsNeeded: 2, amount: DEFAULT_TWO_APPROVAL_THRESHOLD },
        after: { status: 'new', approvals: 1, approvalsNeeded: 2 },
      });
    });

    it('is set with the shared rule, audited, by an admin allowed to configure transfers only', async () => {
      for (const [value, message] of [
        [-1, THRESHOLD_NEGATIVE_MESSAGE],
        [1_000_000.5, THRESHOLD_WHOLE_MESSAGE],
      ] as const) {
        const res = await t.gql(EDIT_SETTINGS, { twoApprovalThreshold: value }, { token: first.token });
        expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
        expect(res.body.errors?.[0]?.message).toBe(message);
        expect(res.body.errors?.[0]?.extensions?.field).toBe('twoApprovalThreshold');
      }
      // An approver cannot lift their own control.
      const refused = await t.gql(EDIT_SETTINGS, { twoApprovalThreshold: 1 }, { token: finance.token });
      expect(errorCodes(refused.body)).toEqual([403]);

      const set = await t.gql(EDIT_SETTINGS, { twoApprovalThreshold: 5_000_000 }, { token: first.token });
      expect(set.body.data?.adminEditTransferApprovalSettings).toEqual({ twoApprovalThreshold: 5_000_000 });
      const [audit] = await sqlRows<{ action: string; entity_id: string; before: unknown; after: unknown }>(
        t.db,
        sql`select action, entity_id, before, after from audit_logs where entity = 'app_setting' order by seq desc limit 1`,
      );
      expect(audit).toEqual({
        action: 'app_setting.edit',
        entity_id: 'transfer_two_approval_threshold',
        before: { twoApprovalThreshold: DEFAULT_TWO_APPROVAL_THRESHOLD },
        after: { twoApprovalThreshold: 5_000_000 },
      });
      const id = await newRequest(5_000_000);
      expect(decided((await decide(first.token, { id, approve: true })).body).status).toBe('new');
      const list = await t.gql(LIST, { userId: memberId, take: 1000 }, { token: finance.token });
      const items = (list.body.data?.adminListUserTransferRequest as { items: Decided[] }).items;
      expect(items.find((i) => i.id === id)).toMatchObject({ approvalsNeeded: 2, status: 'new' });

      await t.gql(
        EDIT_SETTINGS,
        { twoApprovalThreshold: DEFAULT_TWO_APPROVAL_THRESHOLD },
        { token: first.token },
      );
      expect((await t.gql(SETTINGS, {}, { token: finance.token })).body.errors).toBeDefined();
      const reset = await t.gql(SETTINGS, {}, { token: first.token });
      expect(reset.body.data?.adminTransferApprovalSettings).toEqual({
        twoApprovalThreshold: DEFAULT_TWO_APPROVAL_THRESHOLD,
      });
    });

    it('refuses a save over a newer threshold with EDIT_CONFLICT; of two saves at one version one wins', async () => {
      const read = async () =>
        (await t.gql(SETTINGS_VERSION, {}, { token: first.token })).body.data
          ?.adminTransferApprovalSettings as {
          twoApprovalThreshold: number;
          editVersion: number;
        };
      const edit = (twoApprovalThreshold: number, editVersion?: number) =>
        t.gql(EDIT_SETTINGS_AT, { twoApprovalThreshold, editVersion }, { token: first.token });
      const audits = async () =>
        (
          await sqlRows<{ n: number }>(
            t.db,
            sql`select count(*)::int as n from audit_logs where entity = 'app_setting'`,
          )
        )[0]?.n;
      const loaded = await read();
      const saved = await edit(7_000_000, loaded.editVersion);
      expect(saved.body.data?.adminEditTransferApprovalSettings).toEqual({
        twoApprovalThreshold: 7_000_000,
        editVersion: loaded.editVersion + 1,
      });
      const auditsBefore = await audits();
      const stale = await edit(8_000_000, loaded.editVersion);
      expect(stale.body.errors?.[0]).toMatchObject({
        message: EDIT_CONFLICT_MESSAGE,
        extensions: { code: 'EDIT_CONFLICT', editVersion: loaded.editVersion + 1 },
      });
      expect(await read()).toEqual({ twoApprovalThreshold: 7_000_000, editVersion: loaded.editVersion + 1 });
      expect(await audits()).toBe(auditsBefore);

      const at = (await read()).editVersion;
      const both = await Promise.all([edit(6_000_000, at), edit(9_000_000, at)]);
      const won = both.filter((r) => !r.body.errors);
      expect(won).toHaveLength(1);
      expect(both.filter((r) => r.body.errors?.[0]?.extensions?.code === 'EDIT_CONFLICT')).toHaveLength(1);
      const winner = won[0]?.body.data?.adminEditTransferApprovalSettings as { twoApprovalThreshold: number };
      expect(await read()).toEqual({
        twoApprovalThreshold: winner.twoApprovalThreshold,
        editVersion: at + 1,
      });
      expect(await audits()).toBe((auditsBefore ?? 0) + 1);

      // A caller sending no version is served as before, and moves the version on.
      const plain = await edit(DEFAULT_TWO_APPROVAL_THRESHOLD);
      expect(plain.body.data?.adminEditTransferApprovalSettings).toEqual({
        twoApprovalThreshold: DEFAULT_TWO_APPROVAL_THRESHOLD,
        editVersion: at + 2,
      });
    });
  });

  describe('two admins', () => {
    it('the second approval, by another admin, credits once and confirms; each approval is one audit row', async () => {
      const amount = 15_000_000;
      const before = await balance();
      const id = await newRequest(amount);
      decided((await decide(first.token, { id, approve: true })).body);
      const done = decided((await decide(finance.token, { id, approve: true })).body);
      expect(done.status).toBe('confirm');
      expect(done.approvals.map((a) => a.admin.id)).toEqual([first.id, finance.id]);
      expect(done.approvals[1]?.admin.fullName).toBe('Test FINANCE');
      expect(await balance()).toBe(before + amount);
      expect(done.users?.userBalance?.amount).toBe(before + amount);
      expect(await bankTransfers(id)).toBe(1);
      const rows = await audits(id);
      expect(rows.map((r) => [r.action, r.admin_id])).toEqual([
        ['transfer_request.approve_first', first.id],
        ['transfer_request.approve', finance.id],
      ]);
      expect(rows[1]).toMatchObject({
        before: { status: 'new', balance: before, approvals: 1 },
        after: { status: 'confirm', balance: before + amount, approvals: 2, approvalsNeeded: 2 },
      });

      // The list answers the approvals of a page in one batch, with their admins.
      const list = await t.gql(LIST, { userId: memberId, take: 1000 }, { token: finance.token });
      expect(list.body.errors).toBeUndefined();
      const items = (list.body.data?.adminListUserTransferRequest as { items: Decided[] }).items;
      expect(items.find((i) => i.id === id)?.approvals.map((a) => a.admin.fullName)).toEqual([
        'KAR Admin',
        'Test FINANCE',
      ]);
      // Decided: further decisions are refused as before.
      const late = await decide(first.token, { id, approve: false });
      expect(late.body.errors?.[0]?.message).toBe(TRANSFER_ALREADY_PROCESSED);
    });

    it('the same admin approving twice is refused with a clear message, and nothing is written', async () => {
      const before = await balance();
      const id = await newRequest(12_000_000);
      decided((await decide(finance.token, { id, approve: true })).body);
      const again = await decide(finance.token, { id, approve: true });
      expect(errorCodes(again.body)).toEqual(['CONFLICT']);
      expect(again.body.errors?.[0]?.message).toBe(ALREADY_APPROVED_BY_YOU);
      expect(await status(id)).toBe('new');
      expect(await balance()).toBe(before);
      expect(await audits(id)).toHaveLength(1);
      expect(await approvalRows(id)).toHaveLength(1);
    });

    it('a reject by either admin ends it, the first approver included', async () => {
      for (const rejecter of ['other', 'same'] as const) {
        const before = await balance();
        const id = await newRequest(20_000_000);
        decided((await decide(first.token, { id, approve: true })).body);
        const by = rejecter === 'other' ? finance : first;
        const out = decided(
          (await decide(by.token, { id, approve: false, moneyTransferReason: 'Không khớp số tiền' })).body,
        );
        expect(out.status).toBe('rejected');
        expect(await balance()).toBe(before);
        expect(await bankTransfers(id)).toBe(0);
        expect((await audits(id)).map((r) => [r.action, r.admin_id])).toEqual([
          ['transfer_request.approve_first', first.id],
          ['transfer_request.reject', by.id],
        ]);
        const after = await decide(rejecter === 'other' ? first.token : finance.token, { id, approve: true });
        expect(errorCodes(after.body)).toEqual(['CONFLICT']);
        expect(after.body.errors?.[0]?.message).toBe(TRANSFER_ALREADY_PROCESSED);
      }
    });

    it('50 concurrent approvals from two admins: one first approval, one credit, one transition', async () => {
      const amount = 33_000_000;
      const before = await balance();
      const id = await newRequest(amount);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          decide(i % 2 === 0 ? first.token : finance.token, { id, approve: true }),
        ),
      );
      const bodies: GqlResult[] = results.map((r) => r.body);
      const wins = bodies
        .filter((b) => !b.errors)
        .map((b) => b.data?.adminUpdateUserTransferRequest as Decided);
      const losses = bodies.filter((b) => b.errors);
      expect(wins.map((w) => w.status).sort()).toEqual(['confirm', 'new']);
      expect(losses).toHaveLength(48);
      for (const l of losses) {
        expect(errorCodes(l)).toEqual(['CONFLICT']);
        expect([ALREADY_APPROVED_BY_YOU, TRANSFER_ALREADY_PROCESSED]).toContain(l.errors?.[0]?.message);
      }
      expect(await status(id)).toBe('confirm');
      expect(await balance()).toBe(before + amount);
      expect(await bankTransfers(id)).toBe(1);
      const approvals = await approvalRows(id);
      expect(new Set(approvals.map((a) => a.admin_id))).toEqual(new Set([first.id, finance.id]));
      expect((await audits(id)).map((r) => r.action)).toEqual([
        'transfer_request.approve_first',
        'transfer_request.approve',
      ]);
    }, 60_000);
  });

  describe('the daily approval limit of a role', () => {
    async function limitedApprover(limit: number) {
      const code = `LIMITED_${String(limit)}_${engine.name.toUpperCase()}`;
      await t.db.insert(roles).values({
        code,
        name: `Finance up to ${String(limit)}`,
        permissions: ['transfers.read', 'transfers.approve'],
        dailyApprovalLimit: limit,
      });
      return addAdminWithRole(t, code);
    }

    it('refuses an approval that would pass it, giving the amount left today, and writes nothing', async () => {
      const approver = await limitedApprover(3_000_000);
      const ok = await newRequest(2_000_000);
      expect(decided((await decide(approver.token, { id: ok, approve: true })).body).status).toBe('confirm');

      const before = await balance();
      const tooMuch = await newRequest(1_500_000);
      const refused = await decide(approver.token, { id: tooMuch, approve: true });
      expect(errorCodes(refused.body)).toEqual(['LIMIT_REACHED']);
      expect(refused.body.errors?.[0]?.message).toBe(
        `This approval would pass your daily approval limit of ${formatVnd(3_000_000)}. Left today: ${formatVnd(1_000_000)}.`,
      );
      expect(refused.body.errors?.[0]?.message).toContain('Left today: 1,000,000 VND');
      expect(refused.body.errors?.[0]?.extensions?.left).toBe(1_000_000);
      expect(await status(tooMuch)).toBe('new');
      expect(await balance()).toBe(before);
      expect(await audits(tooMuch)).toHaveLength(0);
      expect(await approvalRows(tooMuch)).toHaveLength(0);

      // Exactly up to the limit is allowed; then nothing is left. Rejecting is never limited.
      const rest = await newRequest(1_000_000);
      expect(decided((await decide(approver.token, { id: rest, approve: true })).body).status).toBe(
        'confirm',
      );
      const none = await decide(approver.token, { id: tooMuch, approve: true });
      expect(none.body.errors?.[0]?.message).toContain('Left today: 0 VND.');
      expect(decided((await decide(approver.token, { id: tooMuch, approve: false })).body).status).toBe(
        'rejected',
      );
    });

    it('counts a first approval when it is given, and only approvals of today in Viet Nam', async () => {
      const approver = await limitedApprover(12_000_000);
      // Given before today's midnight in Viet Nam (Asia/Ho_Chi_Minh): yesterday's, not counted. At midnight: counted.
      const midnight = vnDayStart(todayInVietnam());
      const old = await newRequest(9_000_000);
      const atMidnight = await newRequest(500_000);
      await t.db.insert(transferApprovals).values([
        {
          transferRequestId: old,
          adminId: approver.id,
          amount: 9_000_000,
          createdAt: new Date(midnight.getTime() - 1),
        },
        { transferRequestId: atMidnight, adminId: approver.id, amount: 500_000, createdAt: midnight },
      ]);

      const large = await newRequest(10_000_000);
      const firstOfTwo = decided((await decide(approver.token, { id: large, approve: true })).body);
      expect(firstOfTwo.status).toBe('new');
      // 500,000 + 10,000,000 used of 12,000,000, though no money has moved yet.
      const next = await newRequest(2_000_000);
      const refused = await decide(approver.token, { id: next, approve: true });
      expect(errorCodes(refused.body)).toEqual(['LIMIT_REACHED']);
      expect(refused.body.errors?.[0]?.message).toContain(`Left today: ${formatVnd(1_500_000)}.`);
      // The second approver of the large one has no limit: it completes.
      expect(decided((await decide(first.token, { id: large, approve: true })).body).status).toBe('confirm');
    });

    it('holds under concurrent approvals by one limited admin on different requests', async () => {
      const approver = await limitedApprover(5_000_000);
      const ids = await Promise.all(Array.from({ length: 8 }, () => newRequest(1_000_000)));
      const bodies = (await Promise.all(ids.map((id) => decide(approver.token, { id, approve: true })))).map(
        (r) => r.body,
      );
      expect(bodies.filter((b) => !b.errors)).toHaveLength(5);
      expect(bodies.filter((b) => errorCodes(b).join() === 'LIMIT_REACHED')).toHaveLength(3);
      const [used] = await sqlRows<{ total: string | number }>(
        t.db,
        sql`select coalesce(sum(amount), 0) as total from transfer_approvals where admin_id = ${approver.id}`,
      );
      expect(Number(used?.total)).toBe(5_000_000);
    }, 60_000);
  });
});
