import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, pick, screenshot, signIn, url } from './harness';
import { api } from './page-api';

// SPEC §4, §9 words, copied by hand so that a change to the screen must agree with the spec.
const DONE = 'Done';
const KAR_USER = 'KAR User';

interface ApiTransfer {
  id: string;
  amount: number;
  status: string;
  bankName: string | null;
  createdAt: string;
  moneyTransferReason: string | null;
  userId: string;
  approvalsNeeded: number;
  users: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    userBalance: { amount: number } | null;
    metadata: { language: string | null } | null;
  } | null;
}
interface ApiPage {
  meta: { totalItems: number };
  items: ApiTransfer[];
}

const LIST = /* GraphQL */ `
  query E2eTransfers(
    $skip: Int
    $take: Int
    $status: TransferRequestStatus
    $keyword: String
    $userId: ID
    $createFrom: String
    $createTo: String
  ) {
    adminListUserTransferRequest(
      skip: $skip
      take: $take
      status: $status
      keyword: $keyword
      userId: $userId
      createFrom: $createFrom
      createTo: $createTo
    ) {
      meta {
        totalItems
      }
      items {
        id
        amount
        status
        bankName
        createdAt
        moneyTransferReason
        userId
        approvalsNeeded
        users {
          firstName
          lastName
          email
          userBalance {
            amount
          }
          metadata {
            language
          }
        }
      }
    }
  }
`;

/** Asks the server directly, with the page's own session cookie. */
async function list(page: Page, variables: Record<string, unknown>): Promise<ApiPage> {
  return (await api<{ adminListUserTransferRequest: ApiPage }>(page, LIST, variables))
    .adminListUserTransferRequest;
}

const vnd = (n: number) => `${new Intl.NumberFormat('en-US').format(n)} VNĐ`;
// Balances read as the Members list shows them.
const balanceText = (n: number) => `${new Intl.NumberFormat('en-US').format(n)} VND`;
const ddmmyyyy = (iso: string) => {
  const d = new Date(iso);
  return (
    [d.getDate(), d.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') +
    `/${String(d.getFullYear())}`
  );
};
const name = (u: ApiTransfer['users']) => [u?.firstName, u?.lastName].filter(Boolean).join(' ') || KAR_USER;

const table = (page: Page) => page.getByRole('table', { name: 'Transfer requests' });
const rows = (page: Page) => table(page).locator('tbody tr');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const statusSelect = (page: Page) => page.getByLabel('Status', { exact: true });

async function waitForTotal(page: Page, total: number) {
  await heading(page)
    .filter({ hasText: `Transfer Request (${String(total)})` })
    .waitFor({ timeout: 10_000 });
  await expect.poll(() => table(page).getAttribute('aria-busy')).toBe('false');
}

describe.skipIf(!browserAvailable)('transfer requests (SPEC §2.11, §4)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('defaults to new requests, with Approve and Reject on every row and links to the requester', async () => {
    await page.goto(url('/transfer-request'));
    const fresh = await list(page, { status: 'new', skip: 1, take: 10 });
    expect(fresh.meta.totalItems).toBeGreaterThan(0);
    await waitForTotal(page, fresh.meta.totalItems);
    expect(new URL(page.url()).searchParams.get('status')).toBeNull();
    expect(await statusSelect(page).inputValue()).toBe('new');

    expect(await rows(page).count()).toBe(fresh.items.length);
    const first = fresh.items[0];
    if (!first) throw new Error('no new request');
    const row = rows(page).first();
    await expect.poll(() => row.textContent()).toContain(vnd(first.amount));
    const link = row.getByRole('link', { name: name(first.users) });
    expect(await link.getAttribute('href')).toBe(`/users/view/${first.userId}`);
    expect(await table(page).getByRole('button', { name: 'Approve' }).count()).toBe(fresh.items.length);
    expect(await table(page).getByRole('button', { name: 'Reject' }).count()).toBe(fresh.items.length);
    expect(await table(page).getByText(DONE, { exact: true }).count()).toBe(0);
    await screenshot(page, 'transfers-default-new');
  });

  it('reads the status from the URL and shows Done only on processed rows without a reason', async () => {
    await page.goto(url('/transfer-request?status=confirm'));
    const confirmed = await list(page, { status: 'confirm', skip: 1, take: 10 });
    await waitForTotal(page, confirmed.meta.totalItems);
    expect(await statusSelect(page).inputValue()).toBe('confirm');
    const withoutReason = confirmed.items.filter((i) => !i.moneyTransferReason).length;
    expect(await table(page).getByText(DONE, { exact: true }).count()).toBe(withoutReason);
    expect(await table(page).getByRole('button', { name: 'Approve' }).count()).toBe(0);

    await page.goto(url('/transfer-request?status=rejected'));
    const rejected = await list(page, { status: 'rejected', skip: 1, take: 10 });
    await waitForTotal(page, rejected.meta.totalItems);
    const withReason = rejected.items.find((i) => i.moneyTransferReason);
    if (withReason?.moneyTransferReason) {
      expect(await table(page).getByTitle(withReason.moneyTransferReason).count()).toBeGreaterThan(0);
    }
    expect(await table(page).getByText(DONE, { exact: true }).count()).toBe(
      rejected.items.filter((i) => !i.moneyTransferReason).length,
    );
    await screenshot(page, 'transfers-rejected');

    // 'All' is explicit in the URL; every status is listed.
    await statusSelect(page).selectOption('all');
    await page.waitForURL((u) => u.searchParams.get('status') === 'all');
    const everything = await list(page, { skip: 1, take: 10 });
    await waitForTotal(page, everything.meta.totalItems);

    // SPEC §4: the raw status is green when confirm and blue otherwise.
    const colour = (status: string) =>
      table(page)
        .getByText(status, { exact: true })
        .first()
        .evaluate((el) => {
          const [r = 0, g = 0, b = 0] = (getComputedStyle(el).color.match(/[\d.]+/g) ?? []).map(Number);
          return g > r && g > b ? 'green' : b > r && b > g ? 'blue' : getComputedStyle(el).color;
        });
    const shown = new Set(everything.items.map((i) => i.status));
    expect(shown.has('confirm') && shown.has('new')).toBe(true);
    for (const status of shown)
      await expect(colour(status)).resolves.toBe(status === 'confirm' ? 'green' : 'blue');

    // Clear goes back to the default.
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((u) => u.pathname === '/transfer-request' && u.search === '');
    await waitForTotal(page, (await list(page, { status: 'new', take: 10 })).meta.totalItems);
  });

  it('filters by creation date range in the pickers (YYYY/MM/DD) and the URL (YYYY-MM-DD)', async () => {
    const all = await list(page, { take: 1000 });
    const vnDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso));
    const days = [...new Set(all.items.map((i) => vnDay(i.createdAt)))].sort();
    const from = days[Math.floor(days.length / 3)];
    const to = days[Math.floor((2 * days.length) / 3)];
    if (!from || !to) throw new Error('the demo requests span too few days');
    await page.goto(url('/transfer-request?status=all'));
    await page.getByLabel('From date').pressSequentially(from.replaceAll('-', '/'));
    await page.waitForURL((u) => u.searchParams.get('createFrom') === from);
    await page.getByLabel('To date').pressSequentially(to.replaceAll('-', '/'));
    await page.waitForURL((u) => u.searchParams.get('createTo') === to && u.searchParams.get('page') !== '2');
    const expected = await list(page, { createFrom: from, createTo: to, take: 10 });
    // The server's answer is the demo data cut by hand: every request created on a day in [from, to].
    expect(expected.meta.totalItems).toBe(
      all.items.filter((i) => vnDay(i.createdAt) >= from && vnDay(i.createdAt) <= to).length,
    );
    expect(expected.meta.totalItems).toBeGreaterThan(0);
    expect(expected.meta.totalItems).toBeLessThan(all.meta.totalItems);
    await waitForTotal(page, expected.meta.totalItems);
    expect(await rows(page).count()).toBe(expected.items.length);
    await screenshot(page, 'transfers-date-range');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((u) => u.search === '');
  });

  it('searches on Enter, trimmed, and keeps it in the URL', async () => {
    const fresh = await list(page, { status: 'new', take: 1000 });
    const target = fresh.items.find((i) => i.users?.email);
    const email = target?.users?.email;
    if (!email) throw new Error('no new request from a member with an email');
    await page.getByRole('searchbox', { name: 'Search' }).fill(`  ${email}  `);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.waitForURL((u) => u.searchParams.get('search') === email);
    const expected = await list(page, { status: 'new', keyword: email, take: 10 });
    await waitForTotal(page, expected.meta.totalItems);
    expect(await rows(page).count()).toBe(expected.items.length);
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((u) => u.search === '');
  });

  it("approves from a dialog showing the member's balance, bank, reference and last transfers", async () => {
    // A requester with earlier requests, so the dialog has last transfers to show, on the first page that
    // has one whose approval completes it (below the two-approval threshold; transfer-approvals.test.ts
    // covers the two approvals of larger ones).
    let pageNo = 1;
    let before = await list(page, { status: 'new', skip: pageNo, take: 10 });
    let index = -1;
    for (; pageNo <= 5; pageNo += 1) {
      before = await list(page, { status: 'new', skip: pageNo, take: 10 });
      const counts = await Promise.all(
        before.items.map(async (i) => (await list(page, { userId: i.userId, take: 1 })).meta.totalItems),
      );
      index = counts.findIndex((n, i) => n > 1 && before.items[i]?.approvalsNeeded === 1);
      if (index >= 0) break;
    }
    const target = before.items[index];
    if (!target) throw new Error('no new request from a member with other requests');
    await page.goto(url(pageNo === 1 ? '/transfer-request' : `/transfer-request?page=${String(pageNo)}`));
    await waitForTotal(page, before.meta.totalItems);
    const balanceBefore = target.users?.userBalance?.amount ?? 0;
    // The list shows the requester's balance beside the amount.
    await expect.poll(() => rows(page).nth(index).textContent()).toContain(balanceText(balanceBefore));
    const theirs = await list(page, { userId: target.userId, take: 6 });
    const others = theirs.items.filter((i) => i.id !== target.id).slice(0, 5);

    await rows(page).nth(index).getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this transfer request?' });
    await dialog.waitFor();
    const last = dialog.getByRole('table', { name: 'Last transfers' });
    await last.waitFor();
    const field = (label: string) => dialog.locator('dt', { hasText: label }).locator('+ dd');
    expect(await field('Current balance').textContent()).toBe(balanceText(balanceBefore));
    expect(await field('Balance after approval').textContent()).toBe(
      balanceText(balanceBefore + target.amount),
    );
    expect(await field('Bank').textContent()).toBe(target.bankName || '-');
    expect(await field('Reference').textContent()).toBe(target.id);
    expect(await field('Amount').textContent()).toBe(vnd(target.amount));
    // Newest first, this request left out.
    expect(await last.locator('tbody tr').count()).toBe(others.length);
    for (const [i, other] of others.entries()) {
      const cells = await last.locator('tbody tr').nth(i).locator('td').allTextContents();
      expect(cells[0]).toBe(ddmmyyyy(other.createdAt));
      expect(cells[1]).toBe(vnd(other.amount));
      expect(cells[3]).toContain(other.status);
    }
    await screenshot(page, 'transfers-approve-dialog');

    await dialog.getByRole('button', { name: 'Approve' }).click();
    // The success message names the balance the approve left.
    await page
      .getByText(`Transfer request approved. New balance: ${balanceText(balanceBefore + target.amount)}`)
      .waitFor();
    await waitForTotal(page, before.meta.totalItems - 1);

    const after = await list(page, { userId: target.userId, take: 1000 });
    const done = after.items.find((i) => i.id === target.id);
    expect(done?.status).toBe('confirm');
    expect(done?.users?.userBalance?.amount).toBe(balanceBefore + target.amount);
    // The next test starts from the first page.
    await page.goto(url('/transfer-request'));
  });

  it('rejects with a typed reason and leaves the balance alone', async () => {
    const before = await list(page, { status: 'new', skip: 1, take: 10 });
    await waitForTotal(page, before.meta.totalItems);
    const target = before.items[0];
    if (!target) throw new Error('no new request');
    const balanceBefore = target.users?.userBalance?.amount ?? 0;

    await rows(page).first().getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject transfer request' });
    const field = (label: string) => dialog.locator('dt', { hasText: label }).locator('+ dd');
    await expect.poll(() => field('Current balance').textContent()).toBe(balanceText(balanceBefore));
    expect(await field('Bank').textContent()).toBe(target.bankName || '-');
    expect(await dialog.locator('dt', { hasText: 'Balance after approval' }).count()).toBe(0);

    // A template fills the reason in the member's language until the admin writes their own.
    const reason = dialog.getByLabel('Reason');
    await pick(dialog.getByLabel('Template'), 'Transfer not received');
    const english = target.users?.metadata?.language === 'EN';
    await expect
      .poll(() => reason.inputValue())
      .toBe(
        english
          ? 'We have not received this transfer. Please check the transaction with your bank.'
          : 'Chúng tôi chưa nhận được khoản chuyển khoản này. Vui lòng kiểm tra lại giao dịch với ngân hàng của bạn.',
      );
    await dialog.getByLabel('Note language').selectOption(english ? 'vi' : 'en');
    await expect.poll(() => reason.inputValue()).toContain(english ? 'Chúng tôi' : 'We have not');
    await screenshot(page, 'transfers-reject-template');
    await reason.fill('  Không tìm thấy giao dịch  ');
    await screenshot(page, 'transfers-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Transfer request rejected').waitFor();
    await waitForTotal(page, before.meta.totalItems - 1);

    const after = await list(page, { userId: target.userId, take: 1000 });
    const done = after.items.find((i) => i.id === target.id);
    expect(done?.status).toBe('rejected');
    expect(done?.moneyTransferReason).toBe('Không tìm thấy giao dịch');
    expect(done?.users?.userBalance?.amount).toBe(balanceBefore);

    // On the all-status list the rejected row shows its reason and no Done.
    await page.goto(url('/transfer-request?status=all'));
    await waitForTotal(page, (await list(page, { take: 10 })).meta.totalItems);
    await screenshot(page, 'transfers-all');
  });
});
