import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { POST_REASON_NOTES } from '../../src/rules/posts';
import { browserAvailable, choices, launchBrowser, newPage, pick, screenshot, signIn, url } from './harness';
import { api } from './page-api';

// SPEC §2.13 columns and §4 tags, copied by hand so that a change to the screen must agree with the spec.
// The first column is the bulk actions' checkbox (a header without words: its checkbox says 'Select all').
const COLUMNS = [
  '',
  'No.',
  'Image',
  'Title',
  'Code',
  'Views',
  'Brand',
  'Model',
  'Price',
  'Location',
  'Created by',
  'Create date',
  'Status',
  'Action',
];
const TAGS: Record<string, string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending',
  EDIT_PENDING: 'Pending',
  INSUFFICIENT_FUND: 'Insufficient',
  INSUFFICIENT_FUND_RENEW: 'Insufficient',
  SOLD: 'Sold',
  DETELED: 'Delete',
  EXPIRED: 'Expired',
  DRAFT: 'Draft',
  REJECTED: 'Reject',
  SUSPENDED: 'Suspened',
};
const SECOND_ADMIN_NAME = 'Lê Minh Thư';
const FIRST_ADMIN_NAME = 'KAR Admin';

interface Poster {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}
interface PostItem {
  id: string;
  title: string;
  status: string;
  createdAt: string;
  brand: { id: string; name: string } | null;
  city: { name: string } | null;
  user: Poster | null;
}
const LIST = /* GraphQL */ `
  query E2ePosts(
    $skip: Int
    $take: Int
    $titleAndPostId: String
    $status: PostStatus
    $createFrom: String
    $userId: ID
    $location: String
    $brand: ID
  ) {
    adminListPost(
      skip: $skip
      take: $take
      titleAndPostId: $titleAndPostId
      status: $status
      createFrom: $createFrom
      userId: $userId
      location: $location
      brand: $brand
    ) {
      meta {
        totalItems
      }
      items {
        id
        title
        status
        createdAt
        brand {
          id
          name
        }
        city {
          name
        }
        user {
          id
          firstName
          lastName
          email
        }
      }
    }
  }
`;
const DETAIL = /* GraphQL */ `
  query E2ePost($id: ID!) {
    adminGetPostDetail(id: $id) {
      id
      status
      statusReasonRejected {
        reason
        note
      }
      medias {
        id
      }
      reports {
        id
      }
      claim {
        mine
      }
    }
  }
`;
const DECIDE = /* GraphQL */ `
  mutation E2eDecide($id: ID!, $status: PostStatus!, $expectedStatus: PostStatus) {
    adminChangeStatusPost(id: $id, status: $status, expectedStatus: $expectedStatus) {
      id
    }
  }
`;
const ACTIVE_USERS = /* GraphQL */ `
  query E2eActiveUsers($keyword: String) {
    users(skip: 1, take: 5, keyword: $keyword, status: ACTIVE) {
      items {
        id
        email
      }
    }
  }
`;
const REPORTS = /* GraphQL */ `
  query E2eReports {
    adminGetListReportPost(skip: 1, take: 10) {
      items {
        id
        postId
      }
    }
  }
`;

const posts = async (page: Page, v: Record<string, unknown>) =>
  (await api<{ adminListPost: { meta: { totalItems: number }; items: PostItem[] } }>(page, LIST, v))
    .adminListPost;
const detail = async (page: Page, id: string) =>
  (
    await api<{
      adminGetPostDetail: {
        status: string;
        statusReasonRejected: { reason: string | null; note: string | null } | null;
        reports: { id: string }[];
        claim: { mine: boolean } | null;
        medias: { id: string }[];
      };
    }>(page, DETAIL, { id })
  ).adminGetPostDetail;

const TABLE = 'Posts';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const table = (page: Page) => page.getByRole('table', { name: TABLE });
const rows = (page: Page) => table(page).locator('tbody tr');
const notes = (page: Page, kind: string) => page.locator(`[data-kind="${kind}"]`);
/** The post id in a detail link, whatever query follows it (`?from=review` from the queue). */
const postIdOf = (href: string | null) => new URL(href ?? '', 'http://x').pathname.split('/').pop() ?? '';
const vnDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(d);
const pickerText = (day: string) => day.replaceAll('-', '/');
const query = (page: Page) => new URL(page.url()).searchParams;
/** A form field by its label, whatever required mark sits beside it. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^[\\s*]*${label}[\\s*]*$`));

/** The list shows `total` posts and is no longer loading. */
async function waitForTotal(page: Page, total: number) {
  await heading(page)
    .filter({ hasText: `Posts (${String(total)})` })
    .waitFor({ timeout: 15_000 });
  await expect.poll(() => table(page).getAttribute('aria-busy')).toBe('false');
}

/** A PENDING post (not an edit), none of those in `skip`. */
async function pendingPost(page: Page, skip: readonly string[] = []) {
  const found = await posts(page, { skip: 1, take: 50, status: 'PENDING' });
  const post = found.items.find((p) => p.status === 'PENDING' && !skip.includes(p.id));
  if (!post) throw new Error('the demo data has no PENDING post left');
  return post;
}

describe.skipIf(!browserAvailable)('posts (SPEC §2.13, issue 11)', () => {
  let browser: Browser;
  let page: Page;
  const used: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists posts with the SPEC §2.13 columns', async () => {
    await page.goto(url('/post-management/list'));
    const all = await posts(page, { skip: 1, take: 10 });
    await waitForTotal(page, all.meta.totalItems);
    expect(await table(page).locator('thead th').allTextContents()).toEqual(COLUMNS);
    expect(await rows(page).count()).toBe(10);
    const top = all.items[0];
    if (!top) throw new Error('no posts');
    const cells = rows(page).first().locator('td');
    await expect(cells.nth(1).textContent()).resolves.toBe('1');
    await expect(cells.nth(4).textContent()).resolves.toBe(`${top.id.slice(0, 2)}…${top.id.slice(-4)}`);
    await expect(cells.nth(11).textContent()).resolves.toMatch(/^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);
    await expect(cells.nth(12).textContent()).resolves.toContain(TAGS[top.status]);
    const statuses = await rows(page).locator('td:nth-child(13) [data-status]').allTextContents();
    expect(statuses).toEqual(all.items.map((p) => TAGS[p.status]));
    // View on every row; Check only where the post waits for review.
    const checks = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => !!tr.querySelector('a[aria-label^="Check "]')),
    );
    expect(checks).toEqual(all.items.map((p) => p.status === 'PENDING' || p.status === 'EDIT_PENDING'));
    await screenshot(page, 'posts-list');
  });

  it('puts each filter in the URL and the table, and a filter change goes back to page 1', async () => {
    await page.goto(url('/post-management/list?page=2'));
    const all = await posts(page, { skip: 1, take: 10 });
    await waitForTotal(page, all.meta.totalItems);

    // Search by title, typed without Enter (debounced 1 s).
    const sample = all.items.find((p) => p.title.split(' ').length > 2) ?? all.items[0];
    if (!sample) throw new Error('no posts');
    const word = sample.title.split(' ')[1] ?? sample.title;
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(word.toLowerCase());
    await page.waitForURL((u) => u.searchParams.get('search') === word.toLowerCase());
    expect(query(page).has('page')).toBe(false);
    const bySearch = await posts(page, { titleAndPostId: word.toLowerCase(), take: 10 });
    await waitForTotal(page, bySearch.meta.totalItems);
    const titles = await rows(page).locator('td:nth-child(4)').allTextContents();
    expect(titles.every((t) => t.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.waitForURL((u) => !u.searchParams.has('search'));

    // Location: free text, debounced too.
    const city = all.items.find((p) => p.city)?.city?.name ?? 'Hà Nội';
    await page.getByRole('textbox', { name: 'Location' }).fill(city);
    await page.waitForURL((u) => u.searchParams.get('location') === city);
    const byLocation = await posts(page, { location: city, take: 10 });
    await waitForTotal(page, byLocation.meta.totalItems);
    const places = await rows(page).locator('td:nth-child(10)').allTextContents();
    expect(places.every((p) => p.includes(city.slice(-6)))).toBe(true);

    // Brand from the catalogue, on top of the location; page 1 again.
    await page.goto(url(`/post-management/list?location=${encodeURIComponent(city)}&page=2`));
    const brand = byLocation.items.find((p) => p.brand)?.brand;
    if (!brand) throw new Error('no post with a brand');
    await pick(page.getByRole('combobox', { name: 'Brand' }), brand.name);
    await page.waitForURL((u) => u.searchParams.get('brand') === brand.id && !u.searchParams.has('page'));
    const byBrand = await posts(page, { location: city, brand: brand.id, take: 10 });
    await waitForTotal(page, byBrand.meta.totalItems);
    expect(new Set(await rows(page).locator('td:nth-child(7)').allTextContents())).toEqual(
      new Set([brand.name]),
    );
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.waitForURL((u) => u.search === '');

    // Status: 'Sold' sends SOLD and every tag reads Sold.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Sold' });
    await page.waitForURL((u) => u.searchParams.get('status') === 'SOLD');
    const sold = await posts(page, { status: 'SOLD', take: 10 });
    await waitForTotal(page, sold.meta.totalItems);
    expect(new Set(await rows(page).locator('td:nth-child(13)').allTextContents())).toEqual(
      new Set(['Sold']),
    );
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.waitForURL((u) => u.search === '');

    // Poster: an active member found on the server as the admin types.
    let poster: Poster | undefined;
    for (const p of all.items) {
      if (!p.user?.email) continue;
      const active = await api<{ users: { items: { id: string; email: string | null }[] } }>(
        page,
        ACTIVE_USERS,
        {
          keyword: p.user.email,
        },
      );
      if (active.users.items.some((u) => u.id === p.user?.id)) {
        poster = p.user;
        break;
      }
    }
    if (!poster?.email) throw new Error('no post by an active member with an email on the first page');
    await page.getByRole('combobox', { name: 'Poster' }).click();
    await page.getByRole('combobox', { name: 'Search Poster' }).pressSequentially(poster.email);
    const email = poster.email;
    await page.getByRole('option').filter({ hasText: email }).click();
    await page.waitForURL((u) => u.searchParams.get('userId') === poster.id);
    const byPoster = await posts(page, { userId: poster.id, take: 10 });
    await waitForTotal(page, byPoster.meta.totalItems);
    await expect(page.getByRole('combobox', { name: 'Poster' }).textContent()).resolves.not.toBe(
      'All posters',
    );
    await screenshot(page, 'posts-filter-poster');
    // Reloaded, the select names the poster from the URL.
    await page.reload();
    await waitForTotal(page, byPoster.meta.totalItems);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.waitForURL((u) => u.search === '');

    // Date range with the shared picker: from the day of the fifth newest post.
    const day = vnDay(new Date(all.items[4]?.createdAt ?? Date.now()));
    await page.getByLabel('From date').pressSequentially(pickerText(day));
    await page.waitForURL((u) => u.searchParams.get('createFrom') === day);
    const byDate = await posts(page, { createFrom: day, take: 10 });
    await waitForTotal(page, byDate.meta.totalItems);
  });

  it('approves a pending post once', async () => {
    const post = await pendingPost(page, used);
    used.push(post.id);
    await page.goto(url(`/post-management/detail/view/${post.id}`));
    await page.getByText('You are reviewing this post').waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await notes(page, 'success').filter({ hasText: 'Post approved' }).waitFor();
    await expect.poll(async () => (await detail(page, post.id)).status).toBe('ACTIVE');
    // The page now offers what an active post allows.
    await page.getByRole('button', { name: 'Suspend' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await notes(page, 'error').count()).toBe(0);
    await screenshot(page, 'posts-approved');
  });

  it('rejects a pending post with a reason and the ready-made note, edited', async () => {
    const post = await pendingPost(page, used);
    used.push(post.id);
    await page.goto(url(`/post-management/detail/view/${post.id}`));
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject post' });
    await dialog.getByLabel('Reason').selectOption('WRONG_PRICE');
    const note = dialog.getByLabel('Note to the seller');
    const ready = POST_REASON_NOTES.WRONG_PRICE;
    await expect.poll(() => note.inputValue()).toMatch(new RegExp(`^(${[ready.vi, ready.en].join('|')})$`));
    // Switching the language swaps a ready-made note for the other.
    await dialog.getByLabel('Note language').selectOption('en');
    await expect.poll(() => note.inputValue()).toBe(ready.en);
    await note.fill(`${ready.en} Thank you.`);
    await screenshot(page, 'posts-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await notes(page, 'success').filter({ hasText: 'Post rejected' }).waitFor();
    await expect
      .poll(async () => (await detail(page, post.id)).statusReasonRejected)
      .toEqual({
        reason: 'WRONG_PRICE',
        note: `${ready.en} Thank you.`,
      });
    expect((await detail(page, post.id)).status).toBe('REJECTED');
    // The status history says who moved it, from what to what, and why.
    await page.getByText('Reason: ', { exact: false }).first().waitFor();
    expect(await notes(page, 'error').count()).toBe(0);
  });

  it('tells a decision someone already made once, and shows the post as it now is', async () => {
    const post = await pendingPost(page, used);
    used.push(post.id);
    await page.goto(url(`/post-management/detail/view/${post.id}`));
    await page.getByText('You are reviewing this post').waitFor();
    // Decided meanwhile (by this admin in another tab: the claim is theirs).
    await api(page, DECIDE, { id: post.id, status: 'ACTIVE', expectedStatus: 'PENDING' });
    await page.getByRole('button', { name: 'Approve' }).click();
    await notes(page, 'error')
      .filter({ hasText: /^Already moderated by KAR Admin at / })
      .first()
      .waitFor();
    // The refetch after the refusal shows the post as it is now.
    await page.getByRole('button', { name: 'Suspend' }).waitFor();
    expect(await notes(page, 'error').count()).toBe(1);
    expect(await notes(page, 'success').filter({ hasText: 'Post approved' }).count()).toBe(0);
    await screenshot(page, 'posts-decision-refused');
  });

  it("shows one admin's claim to another, who cannot act until it is released", async () => {
    const post = await pendingPost(page, used);
    used.push(post.id);
    await page.goto(url(`/post-management/detail/view/${post.id}`));
    await page.getByText('You are reviewing this post').waitFor();

    const other = await newPage(browser);
    try {
      await signIn(other, { email: inject('secondAdminEmail'), password: inject('adminPassword') });
      await other.goto(url(`/post-management/detail/view/${post.id}`));
      await other.getByText(`Reviewing: ${FIRST_ADMIN_NAME}`).waitFor();
      await expect(other.getByRole('button', { name: 'Approve' }).isDisabled()).resolves.toBe(true);
      await expect(other.getByRole('button', { name: 'Reject' }).isDisabled()).resolves.toBe(true);
      // Expected, not a failure: no error notification.
      expect(await notes(other, 'error').count()).toBe(0);
      await screenshot(other, 'posts-claimed-by-other');

      // The first admin leaves: the claim is released and the second can take it.
      await page.goto(url('/post-management/list'));
      await expect.poll(async () => (await detail(page, post.id)).claim).toBeNull();
      await other.reload();
      await other.getByText('You are reviewing this post').waitFor();
      await expect(other.getByRole('button', { name: 'Approve' }).isEnabled()).resolves.toBe(true);

      await page.goto(url(`/post-management/detail/view/${post.id}`));
      await page.getByText(`Reviewing: ${SECOND_ADMIN_NAME}`).waitFor();
      await expect(page.getByRole('button', { name: 'Approve' }).isDisabled()).resolves.toBe(true);
    } finally {
      await other.close();
    }
    await page.goto(url('/post-management/list'));
  });

  it('links a reported post to its detail, with its reports', async () => {
    const reports = await api<{ adminGetListReportPost: { items: { id: string; postId: string }[] } }>(
      page,
      REPORTS,
    );
    const report = reports.adminGetListReportPost.items[0];
    if (!report) throw new Error('no reported post');
    await page.goto(url('/feedback/reported-posts'));
    const link = page
      .getByRole('table', { name: 'Reported Posts' })
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: `${report.postId.slice(0, 2)}…${report.postId.slice(-4)}`, exact: true });
    await link.click();
    await page.waitForURL((u) => u.pathname === `/post-management/detail/view/${report.postId}`);
    await heading(page).filter({ hasText: 'Post Detail' }).waitFor();
    const count = (await detail(page, report.postId)).reports.length;
    await page.getByRole('heading', { name: `Reports (${String(count)})` }).waitFor();
    await page.getByRole('link', { name: 'Open report' }).first().waitFor();
    await screenshot(page, 'posts-reported-detail');
    await page.goto(url('/post-management/list'));
  });

  it('moves through the queue with J and K, opens the reject dialog with R, approves with A and opens a post with Enter', async () => {
    await page.goto(url('/post-management/review'));
    const queue = page.getByRole('table', { name: 'Posts waiting for review' });
    const queueRows = queue.locator('tbody tr');
    await queueRows.nth(1).waitFor();
    await expect.poll(() => queueRows.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('j');
    await expect.poll(() => queueRows.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('k');
    await expect.poll(() => queueRows.first().getAttribute('aria-selected')).toBe('true');
    // The oldest wait comes first.
    await expect(queue.locator('thead th').allTextContents()).resolves.toContain('Waiting');

    // R on a row waiting for a decision opens its reject dialog; Escape closes it, nothing sent.
    const pendingRow = await queueRows.evaluateAll((trs) =>
      trs.findIndex((tr) => !!tr.querySelector('button[aria-label^="Reject "]:not([disabled])')),
    );
    expect(pendingRow).toBeGreaterThanOrEqual(0);
    await queueRows.nth(pendingRow).locator('td').first().click();
    await page.keyboard.press('r');
    await page.getByRole('dialog', { name: 'Reject post' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Reject post' }).waitFor({ state: 'detached' });

    // A approves the selected post; the queue refetches without it.
    const approvedHref = await queueRows.nth(pendingRow).getByRole('link').first().getAttribute('href');
    await page.keyboard.press('a');
    await notes(page, 'success').filter({ hasText: 'Post approved' }).last().waitFor();
    await expect.poll(async () => (await detail(page, postIdOf(approvedHref))).status).toBe('ACTIVE');
    await expect.poll(() => queue.locator(`a[href="${approvedHref ?? ''}"]`).count()).toBe(0);

    const selectedRow = queue.locator('tbody tr[aria-selected="true"]');
    const href = await selectedRow.getByRole('link').first().getAttribute('href');
    await page.keyboard.press('Enter');
    // Opened from the queue, the post says so in its address (its back link returns there).
    await page.waitForURL((u) => `${u.pathname}${u.search}` === href);
    await heading(page).filter({ hasText: 'Post Detail' }).waitFor();
  });

  it("'Approve & next' on a post opened from the filtered queue lands on the next post there; Undo puts it back", async () => {
    await page.goto(url('/post-management/review?kind=PENDING'));
    const queue = page.getByRole('table', { name: 'Posts waiting for review' });
    const queueRows = queue.locator('tbody tr');
    await queueRows.nth(2).waitFor();
    // Loaded (not the skeleton rows) once a row is selected.
    await expect
      .poll(() => queue.locator('tbody tr[aria-selected="true"]').count(), { timeout: 15_000 })
      .toBe(1);
    // The second row, so that the post after it is on the page too.
    await queueRows.nth(1).locator('td').first().click();
    await expect.poll(() => queueRows.nth(1).getAttribute('aria-selected')).toBe('true');
    const opened = postIdOf(await queueRows.nth(1).getByRole('link').first().getAttribute('href'));
    const next = postIdOf(await queueRows.nth(2).getByRole('link').first().getAttribute('href'));
    used.push(opened);
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (u) => u.pathname.endsWith(`/${opened}`) && u.searchParams.get('from') === 'review',
    );
    await heading(page).filter({ hasText: 'Post Detail' }).waitFor();
    await page.getByText('You are reviewing this post').waitFor();
    expect(await page.getByRole('link', { name: 'Back to Needs review' }).getAttribute('href')).toBe(
      '/post-management/review?kind=PENDING',
    );
    await page.getByRole('button', { name: 'Reject & next' }).waitFor();
    await screenshot(page, 'posts-detail-from-queue');

    await page.getByRole('button', { name: 'Approve & next' }).click();
    // Back in the queue with its filter, the selection on the post that followed the approved one.
    await page.waitForURL(
      (u) => u.pathname === '/post-management/review' && u.searchParams.get('kind') === 'PENDING',
    );
    const selected = queue.locator('tbody tr[aria-selected="true"]');
    await expect
      .poll(async () => postIdOf(await selected.getByRole('link').first().getAttribute('href')), {
        timeout: 10_000,
      })
      .toBe(next);
    expect(await queue.locator(`a[href*="/${opened}?"]`).count()).toBe(0);
    expect((await detail(page, opened)).status).toBe('ACTIVE');
    await screenshot(page, 'posts-queue-after-approve-next');

    // The approval's message offers Undo for a few seconds: the post waits in the queue again.
    const approved = notes(page, 'success').filter({ hasText: 'Post approved' }).last();
    await approved.getByRole('button', { name: 'Undo' }).click();
    await notes(page, 'success').filter({ hasText: 'Approval undone' }).last().waitFor();
    await expect.poll(async () => (await detail(page, opened)).status).toBe('PENDING');
    await expect
      .poll(() => queueRows.filter({ has: page.locator(`a[href*="/${opened}?"]`) }).count())
      .toBe(1);
    expect(await notes(page, 'error').count()).toBe(0);
  });

  it('the back link of a post opened from the queue returns to the queue with its filter and the same row', async () => {
    await page.goto(url('/post-management/review?kind=REPORTED'));
    const queue = page.getByRole('table', { name: 'Posts waiting for review' });
    const queueRows = queue.locator('tbody tr');
    await queueRows.nth(1).waitFor();
    await expect
      .poll(() => queue.locator('tbody tr[aria-selected="true"]').count(), { timeout: 15_000 })
      .toBe(1);
    expect(await queue.locator('tbody').getByText('New post').count()).toBe(0);
    const id = postIdOf(await queueRows.nth(1).getByRole('link').first().getAttribute('href'));
    await queueRows.nth(1).getByRole('link').first().click();
    await page.waitForURL((u) => u.pathname.endsWith(`/${id}`));
    await page.getByRole('link', { name: 'Back to Needs review' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/post-management/review' && u.searchParams.get('kind') === 'REPORTED',
    );
    const selected = queue.locator('tbody tr[aria-selected="true"]');
    await expect
      .poll(async () => postIdOf(await selected.getByRole('link').first().getAttribute('href')))
      .toBe(id);
    await expect(page.getByRole('combobox', { name: 'Why' }).inputValue()).resolves.toBe('REPORTED');

    // A and R on a reported active post say why instead of doing nothing.
    await page.keyboard.press('a');
    await notes(page, 'warning')
      .filter({ hasText: 'A approves only a post waiting for a decision' })
      .filter({ hasText: 'open it (Enter) to suspend it' })
      .last()
      .waitFor();
    await page.keyboard.press('r');
    await notes(page, 'warning')
      .filter({ hasText: 'R rejects only a post waiting for a decision' })
      .last()
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await detail(page, id)).status).toBe('ACTIVE');
    await screenshot(page, 'posts-queue-reported-why');

    // Opened from the list instead, the post's back link returns to the list as it was.
    await page.goto(url('/post-management/list?status=ACTIVE'));
    await rows(page).first().waitFor();
    await page.goto(url(`/post-management/detail/view/${id}`));
    expect(await page.getByRole('link', { name: 'Back to Posts' }).getAttribute('href')).toBe(
      '/post-management/list?status=ACTIVE',
    );
  });

  it('dismisses the reports on a fine post, from the queue with D and from its page after a confirm', async () => {
    await page.goto(url('/post-management/review'));
    const queue = page.getByRole('table', { name: 'Posts waiting for review' });
    const queueRows = queue.locator('tbody tr');
    await queueRows.first().waitFor();
    const dismissable = queueRows.filter({
      has: page.getByRole('button', { name: /^Dismiss the reports on / }),
    });
    // The skeleton rows come first; under load the page can take more than the poll's default second.
    await expect.poll(() => dismissable.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const idOf = async (row: ReturnType<typeof queueRows.first>) =>
      postIdOf(await row.getByRole('link').first().getAttribute('href'));

    // D on a reported post that is fine: it stays ACTIVE and leaves the queue.
    const first = dismissable.first();
    const firstId = await idOf(first);
    await first.locator('td').first().click();
    await page.keyboard.press('d');
    await notes(page, 'success').filter({ hasText: 'Reports dismissed' }).last().waitFor();
    await expect.poll(() => queue.locator(`a[href*="/${firstId}?"]`).count()).toBe(0);
    expect((await detail(page, firstId)).status).toBe('ACTIVE');

    // On the post's page the button asks first; Cancel sends nothing, OK dismisses.
    const secondId = await idOf(dismissable.first());
    await page.goto(url(`/post-management/detail/view/${secondId}`));
    await heading(page).filter({ hasText: 'Post Detail' }).waitFor();
    await page.getByRole('button', { name: 'Dismiss reports' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Dismiss the reports?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Dismiss reports' }).click();
    await screenshot(page, 'posts-dismiss-reports-confirm');
    await confirm.getByRole('button', { name: 'Dismiss reports' }).click();
    await notes(page, 'success').filter({ hasText: 'Reports dismissed' }).last().waitFor();
    await page.getByRole('button', { name: 'Dismiss reports' }).waitFor({ state: 'detached' });
    const after = await detail(page, secondId);
    expect(after.status).toBe('ACTIVE');
    expect(after.reports.length).toBeGreaterThan(0);
    await page.goto(url('/post-management/review'));
    await queueRows.first().waitFor();
    expect(await queue.locator(`a[href*="/${secondId}?"]`).count()).toBe(0);
  });

  it('creates a post for a member with the catalogue cascade, then edits it; a bad field is told under it', async () => {
    const members = await api<{ users: { items: { id: string; email: string | null }[] } }>(
      page,
      ACTIVE_USERS,
      {},
    );
    const member = members.users.items.find((u) => u.email);
    if (!member?.email) throw new Error('no active member with an email');
    await page.goto(url('/post-management/create'));
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // The rules of src/rules/posts.ts, in the form, under their fields.
    for (const message of [
      'Member must not be left blank',
      'Title must not be left blank',
      'Price must not be left blank',
    ]) {
      await page.getByText(message).waitFor();
    }

    await page.getByRole('combobox', { name: 'Member' }).click();
    await page.getByRole('combobox', { name: 'Search Member' }).pressSequentially(member.email);
    await page.getByRole('option').filter({ hasText: member.email }).click();
    const title = `E2E Toyota ${String(Date.now())}`;
    await field(page, 'Title').fill(title);
    const brand = field(page, 'Brand');
    await pick(brand, 'Toyota');
    const model = field(page, 'Model');
    await expect.poll(() => model.isEnabled()).toBe(true);
    await expect.poll(async () => (await choices(model)).length > 1).toBe(true);
    await pick(model, { index: 1 });
    const version = field(page, 'Version');
    await expect.poll(() => version.isEnabled()).toBe(true);
    if ((await choices(version)).length > 1) {
      await pick(version, { index: 1 });
    }
    const price = field(page, 'Price');
    await price.fill('545000000');
    await price.blur();
    await expect.poll(() => price.inputValue()).toBe('545,000,000');
    await field(page, 'Registration plate').fill('??');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Enter a plate such as 30A-123.45').waitFor();
    await field(page, 'Registration plate').fill('30A-123.45');
    // A photo through the upload module: its preview, then its id in the post.
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
    await page.locator('#post-photos').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('list', { name: 'Photos files' }).getByRole('img').waitFor();
    await screenshot(page, 'posts-create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await notes(page, 'success').filter({ hasText: 'Post created' }).waitFor();
    await page.waitForURL((u) => u.pathname === '/post-management/list');

    const created = await posts(page, { titleAndPostId: title, take: 10 });
    expect(created.items.map((p) => [p.title, p.status, p.brand?.name, p.user?.id])).toEqual([
      [title, 'PENDING', 'Toyota', member.id],
    ]);
    const id = created.items[0]?.id ?? '';
    expect((await detail(page, id)).medias).toHaveLength(1);

    // Edit: the form starts from the stored post; a model change empties the version.
    await page.goto(url(`/post-management/edit/${id}`));
    await expect.poll(() => field(page, 'Title').inputValue()).toBe(title);
    await expect(page.getByRole('combobox', { name: 'Member' }).textContent()).resolves.not.toBe(
      'Choose a member',
    );
    await field(page, 'Title').fill(`${title} (edited)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await notes(page, 'success').filter({ hasText: 'Post updated' }).waitFor();
    await page.waitForURL((u) => u.pathname === '/post-management/list');
    expect((await posts(page, { titleAndPostId: id, take: 1 })).items[0]?.title).toBe(`${title} (edited)`);
    expect(await notes(page, 'error').count()).toBe(0);
  });
});
