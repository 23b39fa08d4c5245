import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url } from './harness';
import { api } from './page-api';

// SPEC §2.5 and §3 words, copied by hand so that a change to the screen must agree with the spec.
const ARE_YOU_SURE = 'Are you sure?';
const REASONS: Record<string, string> = {
  FRAUD: 'Fraud',
  CAR_STOLEN: 'Car stolen',
  INVALID_SELLER: 'Invalid seller',
  INCORRECT_INFORMATION: 'Incorrect information',
  OTHERS: 'Others',
  OBJECTIONABLE_CONTENT: 'Objectionable content',
};

interface Page_<T> {
  meta: { totalItems: number; totalPages: number };
  items: T[];
}
const PHONE_ERRORS = /* GraphQL */ `
  query E2ePhoneErrors($skip: Int, $take: Int, $keyword: String) {
    getListPhoneErrorMessages(skip: $skip, take: $take, keyword: $keyword) {
      meta {
        totalItems
        totalPages
      }
      items {
        id
        phoneNumber
        errorMessage
      }
    }
  }
`;
const FEEDBACKS = /* GraphQL */ `
  query E2eFeedbacks($skip: Int, $take: Int) {
    adminListFeedBack(skip: $skip, take: $take) {
      meta {
        totalItems
        totalPages
      }
      items {
        id
        userId
        content
      }
    }
  }
`;
const REPORTS = /* GraphQL */ `
  query E2eReports($skip: Int, $take: Int) {
    adminGetListReportPost(skip: $skip, take: $take) {
      meta {
        totalItems
        totalPages
      }
      items {
        id
        postId
        userId
        reason
      }
    }
  }
`;
const phoneErrors = async (page: Page, v: Record<string, unknown>) =>
  (
    await api<{
      getListPhoneErrorMessages: Page_<{ id: string; phoneNumber: string; errorMessage: string }>;
    }>(page, PHONE_ERRORS, v)
  ).getListPhoneErrorMessages;
const feedbacks = async (page: Page, v: Record<string, unknown>) =>
  (
    await api<{ adminListFeedBack: Page_<{ id: string; userId: string | null; content: string }> }>(
      page,
      FEEDBACKS,
      v,
    )
  ).adminListFeedBack;
const reports = async (page: Page, v: Record<string, unknown>) =>
  (
    await api<{
      adminGetListReportPost: Page_<{ id: string; postId: string; userId: string | null; reason: string }>;
    }>(page, REPORTS, v)
  ).adminGetListReportPost;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const table = (page: Page, name: string) => page.getByRole('table', { name });
const rows = (page: Page, name: string) => table(page, name).locator('tbody tr');
const notes = (page: Page) => page.locator('[data-kind]');

async function waitForTotal(page: Page, title: string, tableName: string, total: number) {
  await heading(page)
    .filter({ hasText: `${title} (${String(total)})` })
    .waitFor({ timeout: 10_000 });
  await expect.poll(() => table(page, tableName).getAttribute('aria-busy')).toBe('false');
}

describe.skipIf(!browserAvailable)('reported posts, feedback and phone errors (SPEC §2.12)', () => {
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

  it('lists phone errors read-only and searches them on Enter, trimmed, in the URL', async () => {
    const TABLE = 'Phone error messages';
    await page.goto(url('/errors/phone/list'));
    const all = await phoneErrors(page, { skip: 1, take: 10 });
    expect(all.meta.totalItems).toBeGreaterThan(10);
    await waitForTotal(page, 'Phone Message', TABLE, all.meta.totalItems);
    expect(await table(page, TABLE).locator('thead th').allTextContents()).toEqual([
      'No.',
      'Phone',
      'Error message',
      'Created date',
    ]);
    expect(await rows(page, TABLE).count()).toBe(10);
    const top = all.items[0];
    if (!top) throw new Error('no phone errors');
    const cells = await rows(page, TABLE).first().locator('td').allTextContents();
    expect(cells.slice(0, 3)).toEqual(['1', top.phoneNumber, top.errorMessage]);
    expect(cells[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    // Read-only: no row offers an action (the headers' buttons sort).
    expect(await table(page, TABLE).locator('tbody').getByRole('button').count()).toBe(0);
    await screenshot(page, 'phone-errors-list');

    // A search by phone: part of a number, as dialled with its leading 0.
    const keyword = `0${top.phoneNumber.slice(3, 9)}`;
    const expected = await phoneErrors(page, { keyword, take: 10 });
    expect(expected.meta.totalItems).toBeGreaterThan(0);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(`  ${keyword}  `);
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('search') === keyword);
    await waitForTotal(page, 'Phone Message', TABLE, expected.meta.totalItems);
    const phones = await rows(page, TABLE).locator('td:nth-child(2)').allTextContents();
    expect(phones).toEqual(expected.items.map((e) => e.phoneNumber));
    expect(phones.every((p) => p.includes(keyword.slice(1)))).toBe(true);
    await screenshot(page, 'phone-errors-search');

    // By message: every row shown says it.
    const word = top.errorMessage.split(/\s+/).find((w) => w.length > 4) ?? top.errorMessage;
    await search.fill(word);
    await search.press('Enter');
    const byMessage = await phoneErrors(page, { keyword: word, take: 10 });
    await waitForTotal(page, 'Phone Message', TABLE, byMessage.meta.totalItems);
    const messages = await rows(page, TABLE).locator('td:nth-child(3)').allTextContents();
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((u) => !u.searchParams.has('search'));
    await waitForTotal(page, 'Phone Message', TABLE, all.meta.totalItems);
  });

  it('links a feedback to its member and opens its detail', async () => {
    const TABLE = 'Feedbacks';
    await page.goto(url('/feedback/list'));
    const first = await feedbacks(page, { skip: 1, take: 10 });
    await waitForTotal(page, 'Feedbacks', TABLE, first.meta.totalItems);
    expect(await table(page, TABLE).locator('thead th').allTextContents()).toEqual([
      'No.',
      'User',
      'Email',
      'Content',
      'Created date',
      'Action',
    ]);
    await screenshot(page, 'feedback-list');

    const withMember = first.items.findIndex((f) => f.userId);
    const member = first.items[withMember];
    if (!member?.userId) throw new Error('no feedback from a member on the first page');
    const userLink = rows(page, TABLE).nth(withMember).locator('td').nth(1).getByRole('link');
    expect(await userLink.getAttribute('href')).toBe(`/users/view/${member.userId}`);
    await userLink.click();
    await page.waitForURL((u) => u.pathname === `/users/view/${member.userId}`);

    await page.goto(url('/feedback/list'));
    const top = first.items[0];
    if (!top) throw new Error('no feedback');
    await rows(page, TABLE)
      .first()
      .getByRole('link', { name: /^View feedback from / })
      .click();
    await page.waitForURL((u) => u.pathname === `/feedback/view/${top.id}`);
    await heading(page).filter({ hasText: 'Feedback Detail' }).waitFor();
    await page.getByText(top.content).waitFor();
    await screenshot(page, 'feedback-view');
  });

  it('deletes a feedback after "Are you sure?" with one notification, and the list refetches', async () => {
    const TABLE = 'Feedbacks';
    await page.goto(url('/feedback/list'));
    const before = await feedbacks(page, { skip: 1, take: 10 });
    await waitForTotal(page, 'Feedbacks', TABLE, before.meta.totalItems);
    const victim = before.items[0];
    if (!victim) throw new Error('no feedback');
    const row = rows(page, TABLE).first();
    const remove = row.getByRole('button', { name: /^Delete feedback from / });

    await remove.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(ARE_YOU_SURE).waitFor();
    await screenshot(page, 'feedback-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await feedbacks(page, { take: 1 })).meta.totalItems).toBe(before.meta.totalItems);

    await remove.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Feedback deleted').waitFor();
    // The list refetched: one fewer, and the deleted feedback's place taken by the next.
    await waitForTotal(page, 'Feedbacks', TABLE, before.meta.totalItems - 1);
    const after = await feedbacks(page, { skip: 1, take: 10 });
    expect(after.items.some((f) => f.id === victim.id)).toBe(false);
    const shown = table(page, TABLE).locator('a[href^="/feedback/view/"]');
    await expect
      .poll(async () => shown.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      .toEqual(after.items.map((f) => `/feedback/view/${f.id}`));
    expect(await notes(page).count()).toBe(1);
    expect(await page.locator('[data-kind="error"]').count()).toBe(0);
    await page.goto(url(`/feedback/view/${victim.id}`));
    await heading(page).filter({ hasText: 'Feedback not found' }).waitFor();
  });

  it('lists reported posts read-only, linking the post and the reporter', async () => {
    const TABLE = 'Reported Posts';
    await page.goto(url('/feedback/reported-posts'));
    const first = await reports(page, { skip: 1, take: 10 });
    expect(first.meta.totalItems).toBeGreaterThan(10);
    await waitForTotal(page, 'Reported Posts', TABLE, first.meta.totalItems);
    expect(await table(page, TABLE).locator('thead th').allTextContents()).toEqual([
      'No.',
      'Post',
      'Reason',
      'Content',
      'Reported by',
      'Created date',
      'Action',
    ]);
    expect(await table(page, TABLE).locator('tbody').getByRole('button').count()).toBe(0);
    await screenshot(page, 'reported-posts-list');

    for (const [i, report] of first.items.entries()) {
      const cells = rows(page, TABLE).nth(i).locator('td');
      const postLink = cells.nth(1).getByRole('link');
      expect(await postLink.getAttribute('href')).toBe(`/post-management/detail/view/${report.postId}`);
      expect(await postLink.textContent()).toBe(`${report.postId.slice(0, 2)}…${report.postId.slice(-4)}`);
      expect(await cells.nth(2).textContent()).toBe(REASONS[report.reason]);
      if (report.userId) {
        expect(await cells.nth(4).getByRole('link').getAttribute('href')).toBe(
          `/users/view/${report.userId}`,
        );
      }
    }

    const top = first.items[0];
    if (!top?.userId) throw new Error('the newest report has no reporter');
    await rows(page, TABLE).first().locator('td').nth(4).getByRole('link').click();
    await page.waitForURL((u) => u.pathname === `/users/view/${top.userId}`);

    await page.goto(url('/feedback/reported-posts'));
    await rows(page, TABLE)
      .first()
      .getByRole('link', { name: /^View report on post / })
      .click();
    await page.waitForURL((u) => u.pathname === `/feedback/reported-posts/view/${top.id}`);
    await heading(page).filter({ hasText: 'Reported Post Detail' }).waitFor();
    const postLink = page.getByRole('link', { name: top.postId });
    expect(await postLink.getAttribute('href')).toBe(`/post-management/detail/view/${top.postId}`);
    await page.getByText(REASONS[top.reason] ?? '?').waitFor();
    await screenshot(page, 'reported-post-view');
    await postLink.click();
    await page.waitForURL((u) => u.pathname === `/post-management/detail/view/${top.postId}`);
  });
});
