import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  axeFindings,
  browserAvailable,
  launchBrowser,
  newPage,
  screenshot,
  screenshotsAtDesktopWidths,
  signIn,
  url,
} from './harness';
import { api } from './page-api';

/*
 * Two people for large money (issue 26 §3, docs/money.md#two-approvals): the first admin approves a large
 * transfer (the row then shows '1 of 2 approvals'), a FINANCE admin signs in and gives the second approval,
 * and the balance is credited; the threshold is a field of the Settings screen.
 */

// The screen's words, copied by hand so that a change to them must agree with this test.
const FIRST_APPROVAL =
  'First approval recorded (1 of 2). The balance is credited when another admin approves.';
const THRESHOLD = 10_000_000;

const LIST = /* GraphQL */ `
  query E2eApprovals($status: TransferRequestStatus, $userId: ID, $take: Int) {
    adminListUserTransferRequest(status: $status, userId: $userId, take: $take, skip: 1) {
      items {
        id
        amount
        status
        userId
        approvalsNeeded
        approvals {
          admin {
            fullName
          }
        }
        users {
          email
          userBalance {
            amount
          }
        }
      }
    }
  }
`;
interface Item {
  id: string;
  amount: number;
  status: string;
  userId: string;
  approvalsNeeded: number;
  approvals: { admin: { fullName: string | null } }[];
  users: { email: string | null; userBalance: { amount: number } | null } | null;
}
const list = async (page: Page, variables: Record<string, unknown>) =>
  (await api<{ adminListUserTransferRequest: { items: Item[] } }>(page, LIST, variables))
    .adminListUserTransferRequest.items;

const vnd = (n: number) => `${new Intl.NumberFormat('en-US').format(n)} VNĐ`;
const balanceText = (n: number) => `${new Intl.NumberFormat('en-US').format(n)} VND`;
const table = (page: Page) => page.getByRole('table', { name: 'Transfer requests' });

describe.skipIf(!browserAvailable)('two approvals for large transfers (issue 26 §3)', () => {
  let browser: Browser;
  let admin: Page;
  let finance: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newPage(browser);
    await signIn(admin);
    finance = await newPage(browser);
    await signIn(finance, { email: inject('financeEmail'), password: inject('adminPassword') });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the first admin approves a large transfer (1 of 2), a FINANCE admin gives the second and it is credited', async () => {
    const fresh = await list(admin, { status: 'new', take: 1000 });
    // The demo holds new requests on both sides of the threshold (tests/server/db-seed.test.ts checks the
    // one it seeds waiting for its second approval; another browser test may have decided it by now).
    expect(fresh.some((i) => i.amount < THRESHOLD && i.approvalsNeeded === 1)).toBe(true);
    const target = fresh.find(
      (i) => i.amount >= THRESHOLD && i.approvals.length === 0 && i.users?.email && i.approvalsNeeded === 2,
    );
    const email = target?.users?.email;
    if (!target || !email) throw new Error('the demo has no large new request from a member with an email');
    const balanceBefore = target.users?.userBalance?.amount ?? 0;
    const where = `/transfer-request?search=${encodeURIComponent(email)}`;
    const row = (page: Page) =>
      table(page)
        .locator('tbody tr')
        .filter({ hasText: vnd(target.amount) });

    await admin.goto(url(where));
    await row(admin).filter({ hasText: '0 of 2 approvals' }).waitFor();
    await row(admin).getByRole('button', { name: 'Approve' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approve this transfer request?' });
    await dialog.getByText('This amount needs two approvals. Yours is the first', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(FIRST_APPROVAL).waitFor();
    await row(admin).filter({ hasText: '1 of 2 approvals · by KAR Admin' }).waitFor();
    // The first approver cannot give the second one.
    expect(await row(admin).getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    const afterFirst = (await list(admin, { userId: target.userId, take: 1000 })).find(
      (i) => i.id === target.id,
    );
    expect(afterFirst?.status).toBe('new');
    expect(afterFirst?.users?.userBalance?.amount ?? 0).toBe(balanceBefore);
    expect(await axeFindings(admin)).toEqual([]);
    await screenshotsAtDesktopWidths(admin, 'transfer-approvals-1-of-2');

    await finance.goto(url(where));
    await row(finance).filter({ hasText: '1 of 2 approvals · by KAR Admin' }).waitFor();
    await row(finance).getByRole('button', { name: 'Approve' }).click();
    const second = finance.getByRole('dialog', { name: 'Approve this transfer request?' });
    await second.getByText('Second approval (the first by KAR Admin)', { exact: false }).waitFor();
    await screenshot(finance, 'transfer-approvals-second-dialog');
    await second.getByRole('button', { name: 'Approve' }).click();
    await finance
      .getByText(`Transfer request approved. New balance: ${balanceText(balanceBefore + target.amount)}`)
      .waitFor();
    // Approved requests leave the default (new) list.
    await expect.poll(() => row(finance).count(), { timeout: 15_000 }).toBe(0);
    const done = (await list(finance, { userId: target.userId, take: 1000 })).find((i) => i.id === target.id);
    expect(done?.status).toBe('confirm');
    expect(done?.users?.userBalance?.amount).toBe(balanceBefore + target.amount);
    expect(done?.approvals.map((a) => a.admin.fullName)).toEqual(['KAR Admin', 'Trần Thu Hà']);
  });

  it('the Settings screen holds the threshold, checked by the shared rule', async () => {
    await admin.goto(url('/settings'));
    const card = admin.getByRole('form', { name: 'Transfer approvals' });
    const field = card.getByLabel('Two approvals from (VND)');
    await admin.getByRole('heading', { name: 'Transfer approvals' }).waitFor();
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe('10,000,000');
    await field.fill('-5');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('The threshold cannot be negative').waitFor();
    await field.fill('12000000');
    await card.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Two-approval threshold saved').waitFor();
    await admin.reload();
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe('12,000,000');
    expect(await axeFindings(admin)).toEqual([]);
    await screenshotsAtDesktopWidths(admin, 'transfer-approvals-settings');

    // Another admin saves meanwhile (docs/conflicts.md): this form's save is refused, showing theirs beside
    // what was typed, and Keep editing then saves it knowingly.
    await api(
      admin,
      `mutation { adminEditTransferApprovalSettings(twoApprovalThreshold: 13000000) { editVersion } }`,
    );
    await field.fill('11000000');
    await card.getByRole('button', { name: 'Save' }).click();
    const panel = admin.getByRole('dialog', { name: 'Someone else saved this record' });
    await panel.waitFor();
    const row = panel.getByRole('row').filter({ hasText: 'Two approvals from' });
    const digits = async (cell: number) =>
      (await row.getByRole('cell').nth(cell).textContent())?.replace(/\D/g, '');
    await expect.poll(() => digits(1)).toBe('13000000');
    expect(await digits(2)).toBe('11000000');
    await screenshotsAtDesktopWidths(admin, 'transfer-approvals-settings-conflict');
    await panel.getByRole('button', { name: 'Keep editing' }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe('11,000,000');
    await card.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Two-approval threshold saved').waitFor();
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe('11,000,000');

    // Typed once the card has read the saved threshold back ('Now …'): typed before that read lands, the
    // value is lost to it (a known defect of the form kit's follow-the-record step, noted on issue 28).
    await card.getByText('Now 11,000,000 VND.').waitFor();
    await field.fill('10000000');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe('10,000,000');
  });
});
