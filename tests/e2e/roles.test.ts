import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  appLoginForm,
  browserAvailable,
  emailField,
  launchBrowser,
  newPage,
  passwordField,
  screenshot,
  url,
  waitForPath,
} from './harness';
import { api } from './page-api';

/** A MODERATOR's side menu (src/rules/permissions.ts): its groups, top to bottom, and their entries. */
const MODERATOR_MENU = [
  { group: 'User Management', children: ['Members'] },
  { group: 'Post Management', children: ['Posts', 'Needs review'] },
  { group: 'Feedbacks', children: ['Reported Posts', 'Feedbacks'] },
  { group: 'Errors', children: ['Phone Message'] },
];
/** Entries of other roles, absent from a moderator's menu. */
const NOT_THEIRS = ['Dashboard', 'Transfer Request', 'Notification', 'Settings', 'Banners', 'Car List'];

const PENDING_POSTS = /* GraphQL */ `
  query E2eRolesPendingPosts {
    adminListPost(skip: 1, take: 20, status: PENDING) {
      items {
        id
        status
      }
    }
  }
`;
const POST_STATUS = /* GraphQL */ `
  query E2eRolesPostStatus($id: ID!) {
    adminGetPostDetail(id: $id) {
      status
    }
  }
`;

async function signInAsModerator(page: Page) {
  await page.goto(url('/auth/login'));
  await appLoginForm(page);
  await emailField(page).fill(inject('moderatorEmail'));
  await passwordField(page).fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The dashboard is not a moderator's: sign-in lands on the first screen they may open.
  await waitForPath(page, '/user-management');
}

/** The side menu's top-level labels, in order, after opening each group and seeing its entries. */
async function checkMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.waitFor();
  for (const { group, children } of MODERATOR_MENU) {
    const header = nav.getByRole('button', { name: group, exact: true });
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    for (const child of children) {
      await nav.getByRole('link', { name: child, exact: true }).waitFor({ state: 'visible' });
    }
  }
  for (const label of NOT_THEIRS) {
    expect(await nav.getByRole('link', { name: label, exact: true }).count(), label).toBe(0);
  }
  return nav.evaluate((el) =>
    Array.from(el.children).map((child) => {
      const first = child.matches('a, button') ? child : child.querySelector('a, button');
      return (first?.textContent ?? '').trim();
    }),
  );
}

describe.skipIf(!browserAvailable)('a MODERATOR (issue 26 §2)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signInAsModerator(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sees only their menu, and the role name in the profile menu', async () => {
    expect(await checkMenu(page)).toEqual(MODERATOR_MENU.map((entry) => entry.group));
    await page.getByRole('button', { name: /Profile menu/ }).click();
    const profile = page.getByRole('menu');
    await profile.getByText('Phạm Quốc Bảo').waitFor();
    await profile.getByText('Moderator', { exact: true }).waitFor();
    expect(await profile.getByText('Admin', { exact: true }).count()).toBe(0);
    await screenshot(page, 'roles-moderator-menu');
    await page.keyboard.press('Escape');
  });

  it('is sent to /error/403 on a screen typed by hand that is not theirs', async () => {
    for (const path of ['/transfer-request', '/settings', '/home']) {
      await page.goto(url(path));
      // /home is where a sign-in lands: it takes a moderator to their first screen instead.
      await waitForPath(page, path === '/home' ? '/user-management' : '/error/403');
    }
    await page.goto(url('/transfer-request'));
    await waitForPath(page, '/error/403');
    await page.getByText('Sorry, you are not authorized to access this page.').waitFor();
    await screenshot(page, 'roles-moderator-403');
    // The server refuses the call too, whatever the SPA shows.
    await expect(api(page, '{ adminListUserTransferRequest(take: 1) { items { id } } }')).rejects.toThrow(
      '"code":403',
    );
  });

  it('moderates a post: claims it, approves it, and is offered no Edit', async () => {
    const { adminListPost } = await api<{ adminListPost: { items: { id: string; status: string }[] } }>(
      page,
      PENDING_POSTS,
    );
    const post = adminListPost.items.find((p) => p.status === 'PENDING');
    if (!post) throw new Error('the demo data has no PENDING post');
    await page.goto(url(`/post-management/detail/view/${post.id}`));
    await page.getByText('You are reviewing this post').waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await screenshot(page, 'roles-moderator-post');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.locator('[data-kind="success"]').filter({ hasText: 'Post approved' }).waitFor();
    await expect
      .poll(
        async () =>
          (await api<{ adminGetPostDetail: { status: string } }>(page, POST_STATUS, { id: post.id }))
            .adminGetPostDetail.status,
        { timeout: 15_000 },
      )
      .toBe('ACTIVE');
    // The page now offers what an active post allows.
    await page.getByRole('button', { name: 'Suspend' }).waitFor();
    expect(await page.locator('[data-kind="error"]').count()).toBe(0);
  });

  it('reads a member without the cards and actions of other roles', async () => {
    await page.goto(url('/user-management'));
    const first = page.locator('a[href^="/users/view/"]').first();
    await first.click();
    await page.waitForURL((u) => u.pathname.startsWith('/users/view/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(currentPathIsNot403(page)).toBe(true);
  });
});

const currentPathIsNot403 = (page: Page) => new URL(page.url()).pathname !== '/error/403';
