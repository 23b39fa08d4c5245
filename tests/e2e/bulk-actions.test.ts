import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  appLoginForm,
  axeFindings,
  browserAvailable,
  emailField,
  launchBrowser,
  newPage,
  passwordField,
  screenshotsAtDesktopWidths,
  signIn,
  url,
  waitForPath,
} from './harness';
import { api } from './page-api';

/*
 * Bulk actions on lists (issue 25 §2): rows selected by checkbox (shift-click for a range), the bar's count,
 * an approve of three posts one of which another admin approved a moment before: the screen says which
 * failed and why, keeps it selected and refreshes the list. Screenshots of the bar on posts, garages,
 * transfers, banners and service packages at 1440 and 1280 px. Issue 26: an admin whose role may not write
 * a list sees no checkboxes, no bar and no Active switch there; one whose role may, does.
 */

const PENDING_POSTS = /* GraphQL */ `
  query E2eBulkPendingPosts {
    adminListPost(skip: 1, take: 10, status: PENDING) {
      items {
        id
        title
        status
      }
    }
  }
`;
const APPROVE = /* GraphQL */ `
  mutation E2eBulkApproveOne($id: ID!, $expectedStatus: PostStatus) {
    adminChangeStatusPost(id: $id, status: ACTIVE, expectedStatus: $expectedStatus) {
      id
      status
    }
  }
`;

const BANNERS = /* GraphQL */ `
  query E2eBulkBanners {
    adminListBanner(skip: 1, take: 10) {
      items {
        id
        name
        isActive
      }
    }
  }
`;
const CREATE_ROLE = /* GraphQL */ `
  mutation E2eBulkCreateRole($input: AdminRoleInput!) {
    adminCreateRole(input: $input) {
      id
    }
  }
`;
const INVITE = /* GraphQL */ `
  mutation E2eBulkInvite($input: AdminInviteStaffInput!) {
    adminInviteStaff(input: $input) {
      inviteUrl
    }
  }
`;
const ACCEPT = /* GraphQL */ `
  mutation E2eBulkAccept($token: String!, $password: String!) {
    adminAcceptInvite(token: $token, password: $password)
  }
`;

const WAIT = { timeout: 15_000 };
const SECOND_ADMIN_NAME = 'Lê Minh Thư';

describe.skipIf(!browserAvailable)('bulk actions on lists', () => {
  let browser: Browser;
  let page: Page;
  let other: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
    other = await newPage(browser);
    await signIn(other, { email: inject('secondAdminEmail'), password: inject('adminPassword') });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const table = (name: string) => page.getByRole('table', { name });
  const bar = () => page.getByRole('region', { name: 'Bulk actions' });
  /** The bar's visible count (the live region says the same words to screen readers). */
  const selected = (n: number) =>
    bar().locator('[aria-hidden="true"]', { hasText: new RegExp(`^${n.toLocaleString('en-US')} selected$`) });
  const rowBox = (tableName: string, index: number) =>
    table(tableName).locator('tbody tr').nth(index).getByRole('checkbox');
  const settled = (name: string) =>
    expect.poll(() => table(name).getAttribute('aria-busy'), WAIT).toBe('false');

  it('approves three posts with one approved by another admin just before: that one fails, says why and stays selected', async () => {
    await page.goto(url('/post-management/list?status=PENDING'));
    await table('Posts').locator('tbody tr td').first().waitFor(WAIT);
    await settled('Posts');
    const { adminListPost } = await api<{
      adminListPost: { items: { id: string; title: string; status: 'PENDING' | 'EDIT_PENDING' }[] };
    }>(page, PENDING_POSTS);
    const posts = adminListPost.items.slice(0, 3);
    expect(posts).toHaveLength(3);
    // The rows on screen are those posts, each checkbox named after its row.
    for (const [i, p] of posts.entries()) {
      expect(await rowBox('Posts', i).getAttribute('aria-label')).toBe(`Select ${p.title}`);
    }
    expect(await table('Posts').getByRole('checkbox', { name: 'Select all' }).isChecked()).toBe(false);

    // The first, then shift-click the third: the range between them is selected.
    await rowBox('Posts', 0).click();
    await rowBox('Posts', 2).click({ modifiers: ['Shift'] });
    for (const i of [0, 1, 2]) expect(await rowBox('Posts', i).isChecked()).toBe(true);
    await selected(3).waitFor();
    // The count is announced politely.
    expect(await bar().locator('[aria-live="polite"]').first().textContent()).toBe('3 selected');
    // By keyboard: Space on a focused checkbox takes a row out and puts it back.
    await rowBox('Posts', 1).focus();
    await page.keyboard.press('Space');
    await selected(2).waitFor();
    await page.keyboard.press('Space');
    await selected(3).waitFor();
    await screenshotsAtDesktopWidths(page, 'bulk-posts-selected');
    // The checkboxes and the bar pass the accessibility checks the screens do.
    expect(await axeFindings(page)).toEqual([]);

    // Another admin approves the middle one a moment before.
    const taken = posts[1]!;
    await api(other, APPROVE, { id: taken.id, expectedStatus: taken.status });

    await bar().getByRole('button', { name: 'Approve' }).click();
    const outcome = bar().getByText('2 posts approved; 1 post not approved');
    await outcome.waitFor(WAIT);
    const line = bar().getByRole('listitem');
    expect(await line.count()).toBe(1);
    expect(await line.textContent()).toMatch(
      new RegExp(
        `^${escape(taken.title)}: Already moderated by ${SECOND_ADMIN_NAME} at \\d{2}:\\d{2} \\d{2}/\\d{2}/\\d{4}$`,
      ),
    );
    // The failed row stays selected; the two that worked are no longer selected.
    await selected(1).waitFor();
    // The list is refreshed: none of the three waits for review any more.
    await expect
      .poll(async () => (await table('Posts').locator('tbody tr').allTextContents()).join('\n'), WAIT)
      .not.toContain(posts[0]!.title);
    await screenshotsAtDesktopWidths(page, 'bulk-posts-partial-failure');
    const statuses = await Promise.all(
      posts.map(
        async (p) =>
          (
            await api<{ adminGetPostDetail: { status: string } }>(
              page,
              `query E2eBulkPostStatus($id: ID!) { adminGetPostDetail(id: $id) { status } }`,
              { id: p.id },
            )
          ).adminGetPostDetail.status,
      ),
    );
    expect(statuses).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
    await bar().getByRole('button', { name: 'Clear selection' }).click();
    await expect
      .poll(
        () =>
          bar()
            .getByText(/selected$/)
            .count(),
        WAIT,
      )
      .toBe(0);
  });

  it('garages: Select all on the page, then all matching beyond it; Delete names how many', async () => {
    await page.goto(url('/services/garage-salon/list'));
    const name = 'Garage & Salon';
    await table(name).locator('tbody tr td').first().waitFor(WAIT);
    await settled(name);
    await table(name).getByRole('checkbox', { name: 'Select all' }).click();
    await selected(10).waitFor();
    const all = bar().getByRole('button', { name: /^Select all \d+ matching$/ });
    await all.waitFor();
    await screenshotsAtDesktopWidths(page, 'bulk-garages-selected');
    const total = Number((await all.textContent())?.replace(/\D/g, ''));
    await all.click();
    await selected(total).waitFor(WAIT);
    await bar().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Delete ${total.toLocaleString('en-US')} garages?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Cancelled: nothing was deleted, the selection is as it was.
    await selected(total).waitFor();
    await bar().getByRole('button', { name: 'Clear selection' }).click();
  });

  it('transfer requests: the bar with Approve and Reject over the new requests', async () => {
    await page.goto(url('/transfer-request'));
    const name = 'Transfer requests';
    await table(name).locator('tbody tr td').first().waitFor(WAIT);
    await settled(name);
    await rowBox(name, 0).click();
    await rowBox(name, 1).click();
    await selected(2).waitFor();
    await bar().getByRole('button', { name: 'Approve' }).waitFor();
    await bar().getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog').getByText('Reject 2 transfer requests').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await screenshotsAtDesktopWidths(page, 'bulk-transfers-selected');
  });
});

describe.skipIf(!browserAvailable)('bulk actions and Active switches follow the role', () => {
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newPage(browser);
    await signIn(admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const SLOW = { timeout: 45_000 };

  /** Signs a new page in; lands wherever the role's first screen is. */
  async function signedIn(email: string, password: string) {
    const p = await newPage(browser);
    await p.goto(url('/auth/login'));
    await appLoginForm(p);
    await emailField(p).fill(email);
    await passwordField(p).fill(password);
    await p.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(p.url()).pathname, SLOW).not.toBe('/auth/login');
    return p;
  }
  /** The list's table once its rows are drawn. */
  async function listOf(p: Page, path: string, name: string) {
    await p.goto(url(path));
    const t = p.getByRole('table', { name });
    await t.locator('tbody tr td').first().waitFor(SLOW);
    await expect.poll(() => t.getAttribute('aria-busy'), SLOW).toBe('false');
    return t;
  }

  it('banners: two set inactive from the bar, as their switches then say', async () => {
    const t = await listOf(admin, '/banners', 'Banners');
    const { adminListBanner } = await api<{
      adminListBanner: { items: { id: string; name: string; isActive: boolean }[] };
    }>(admin, BANNERS);
    const two = adminListBanner.items.slice(0, 2);
    expect(two).toHaveLength(2);
    for (const b of two) await t.getByRole('checkbox', { name: `Select ${b.name}` }).click();
    const bar = admin.getByRole('region', { name: 'Bulk actions' });
    await bar.locator('[aria-hidden="true"]', { hasText: /^2 selected$/ }).waitFor();
    for (const label of ['Set active', 'Set inactive', 'Delete'])
      await bar.getByRole('button', { name: label, exact: true }).waitFor();
    await screenshotsAtDesktopWidths(admin, 'bulk-banners-selected');
    expect(await axeFindings(admin)).toEqual([]);
    await bar.getByRole('button', { name: 'Set inactive' }).click();
    await admin.getByText('2 banners set inactive').first().waitFor(WAIT);
    for (const b of two)
      await expect
        .poll(() => t.getByRole('switch', { name: `Active ${b.name}` }).getAttribute('aria-checked'), WAIT)
        .toBe('false');
    // And back, from the bar again.
    for (const b of two) await t.getByRole('checkbox', { name: `Select ${b.name}` }).click();
    await bar.getByRole('button', { name: 'Set active' }).click();
    await admin.getByText('2 banners set active').first().waitFor(WAIT);
  }, 180_000);

  it('a role that reads members but may not write them sees no selection; one that may, does', async () => {
    const moderator = await signedIn(inject('moderatorEmail'), inject('adminPassword'));
    await waitForPath(moderator, '/user-management');
    const theirs = await listOf(moderator, '/user-management', 'Members');
    expect(await theirs.getByRole('checkbox').count()).toBe(0);
    expect(await moderator.getByRole('region', { name: 'Bulk actions' }).count()).toBe(0);
    await moderator.close();

    const ours = await listOf(admin, '/user-management', 'Members');
    await ours.getByRole('checkbox', { name: 'Select all' }).waitFor();
    await ours.locator('tbody tr').first().getByRole('checkbox').click();
    const bar = admin.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Deactivate 1 member' });
    await dialog.getByLabel('Reason').waitFor();
    await screenshotsAtDesktopWidths(admin, 'bulk-members-deactivate');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await bar.getByRole('button', { name: 'Clear selection' }).click();
  }, 180_000);

  it('service packages: a role that only reads them sees the state in words, no switch and no selection; one that writes them sees both', async () => {
    const { adminCreateRole } = await api<{ adminCreateRole: { id: string } }>(admin, CREATE_ROLE, {
      input: {
        name: `Package reader ${randomBytes(3).toString('hex')}`,
        permissions: ['packages.read'],
        twoFactorRequired: false,
        dailyApprovalLimit: null,
      },
    });
    const email = `reader-${randomBytes(3).toString('hex')}@kar.vn`;
    const { adminInviteStaff } = await api<{ adminInviteStaff: { inviteUrl: string } }>(admin, INVITE, {
      input: { email, firstName: 'Gói', lastName: 'Đọc', roleId: adminCreateRole.id },
    });
    const password = `Kar-${randomBytes(8).toString('hex')}-Zq7`;
    const token = new URL(adminInviteStaff.inviteUrl).searchParams.get('token');
    await api(admin, ACCEPT, { token, password });

    const reader = await signedIn(email, password);
    const theirs = await listOf(reader, '/services-package', 'Service packages');
    expect(await theirs.getByRole('switch').count()).toBe(0);
    expect(await theirs.getByRole('checkbox').count()).toBe(0);
    expect(await theirs.locator('tbody tr').first().textContent()).toMatch(/Active|Inactive/);
    await screenshotsAtDesktopWidths(reader, 'bulk-services-read-only');
    await reader.close();

    const finance = await signedIn(inject('financeEmail'), inject('adminPassword'));
    const ours = await listOf(finance, '/services-package', 'Service packages');
    expect(await ours.getByRole('switch').count()).toBeGreaterThan(0);
    await ours.getByRole('checkbox', { name: 'Select all' }).click();
    const bar = finance.getByRole('region', { name: 'Bulk actions' });
    for (const label of ['Set active', 'Set inactive', 'Delete'])
      await bar.getByRole('button', { name: label, exact: true }).waitFor();
    await screenshotsAtDesktopWidths(finance, 'bulk-services-selected');
    await finance.close();
  }, 240_000);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
