import { randomBytes } from 'node:crypto';
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
  signIn,
  url,
  waitForPath,
  settleNetwork,
} from './harness';
import { api } from './page-api';
import { PERMISSIONS } from '../../src/rules/permissions';

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
    // Balances are FINANCE's (docs/permissions.md#hidden-fields): no Balance or KAR column, nor card.
    const headers = page.getByRole('table').first().locator('thead th');
    await expect.poll(() => headers.count()).toBeGreaterThan(5);
    const names = (await headers.allTextContents()).map((h) => h.trim());
    expect(names).toContain('Email');
    expect(names.filter((h) => h === 'Balance' || h === 'KAR')).toEqual([]);
    const first = page.locator('a[href^="/users/view/"]').first();
    await first.click();
    await page.waitForURL((u) => u.pathname.startsWith('/users/view/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Identity' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Balance' }).count()).toBe(0);
    expect(currentPathIsNot403(page)).toBe(true);
  });
});

const currentPathIsNot403 = (page: Page) => new URL(page.url()).pathname !== '/error/403';

const ROLES = /* GraphQL */ `
  query E2eRolesList {
    adminListRoles {
      id
      code
    }
  }
`;
const CREATE_ROLE = /* GraphQL */ `
  mutation E2eRolesCreateRole($input: AdminRoleInput!) {
    adminCreateRole(input: $input) {
      id
    }
  }
`;
const INVITE = /* GraphQL */ `
  mutation E2eRolesInvite($input: AdminInviteStaffInput!) {
    adminInviteStaff(input: $input) {
      inviteUrl
    }
  }
`;
const ACCEPT = /* GraphQL */ `
  mutation E2eRolesAccept($token: String!, $password: String!) {
    adminAcceptInvite(token: $token, password: $password)
  }
`;

const SLOW = { timeout: 20_000 };

/**
 * Issue 25: a role that may only read is offered no write on any row, on every list its menu holds. What
 * a row may offer is derived from the permission declarations (an edit screen needs its area's `write`,
 * a delete its `delete`), so the walk covers every list without naming one: the built-in SUPPORT, and a
 * role holding every read permission there is (so every list of the app is walked).
 */
describe.skipIf(!browserAvailable)('read-only roles (issue 25)', () => {
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

  /** A new staff member holding `roleId`, signed in on a page of their own. */
  async function staffWith(roleId: string) {
    const email = `ro-${randomBytes(3).toString('hex')}@kar.vn`;
    const { adminInviteStaff } = await api<{ adminInviteStaff: { inviteUrl: string } }>(admin, INVITE, {
      input: { email, firstName: 'Chỉ', lastName: 'Đọc', roleId },
    });
    const password = `Kar-${randomBytes(8).toString('hex')}-Zq7`;
    const token = new URL(adminInviteStaff.inviteUrl).searchParams.get('token');
    await api(admin, ACCEPT, { token, password });
    const p = await newPage(browser);
    await p.goto(url('/auth/login'));
    await appLoginForm(p);
    await emailField(p).fill(email);
    await passwordField(p).fill(password);
    await p.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(p.url()).pathname, SLOW).not.toBe('/auth/login');
    return p;
  }

  /** Every path of the side menu, each group opened in turn (a group may close another as it opens). */
  async function menuPaths(p: Page) {
    const nav = p.getByRole('navigation', { name: 'Main menu' });
    await nav.waitFor();
    const links = () =>
      nav.locator('a[href^="/"]').evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
    const paths = new Set(await links());
    const groups = (await nav.locator('button[aria-expanded]').allInnerTexts()).map((g) => g.trim());
    for (const group of groups.filter(Boolean)) {
      const header = nav.getByRole('button', { name: group, exact: true });
      if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
      for (const href of await links()) paths.add(href);
    }
    return [...new Set([...paths].map((h) => h.split('?')[0] ?? h))].filter(Boolean);
  }

  /** What the first table on the page offers on its rows that writes: Edit, Delete, switches, checkboxes. */
  async function rowWrites(p: Page) {
    // A list's table says whether it is loading (aria-busy); a plain table (the dashboard's) has no rows to act on.
    const table = p.locator('table[aria-busy]').first();
    await expect.poll(() => table.getAttribute('aria-busy'), SLOW).toBe('false');
    const rows = table.locator('tbody');
    return {
      edit: await rows.getByRole('link', { name: /^Edit\b/ }).count(),
      editButton: await rows.getByRole('button', { name: /^Edit\b/ }).count(),
      remove: await rows.getByRole('button', { name: /^Delete\b/ }).count(),
      switches: await rows.getByRole('switch').count(),
      checkboxes: await table.getByRole('checkbox').count(),
      check: await rows.getByRole('link', { name: /^Check\b/ }).count(),
      addNew: await p.getByRole('main').getByRole('link', { name: 'Add new' }).count(),
      addNewButton: await p.getByRole('main').getByRole('button', { name: 'Add new' }).count(),
    };
  }
  const NONE = {
    edit: 0,
    editButton: 0,
    remove: 0,
    switches: 0,
    checkboxes: 0,
    check: 0,
    addNew: 0,
    addNewButton: 0,
  };

  /** Walks every list in the menu of `p`; returns the paths whose table was drawn. */
  async function walk(p: Page, name: string) {
    const walked: string[] = [];
    for (const path of await menuPaths(p)) {
      await p.goto(url(path));
      await p.getByRole('heading', { level: 1 }).first().waitFor(SLOW);
      await settleNetwork(p);
      if ((await p.locator('table[aria-busy]').count()) === 0) continue;
      expect({ path, ...(await rowWrites(p)) }).toEqual({ path, ...NONE });
      walked.push(path);
    }
    await screenshot(p, `roles-${name}-last-list`);
    return walked;
  }

  it('SUPPORT: members, posts, feedback and transfers with no write on any row', async () => {
    const { adminListRoles } = await api<{ adminListRoles: { id: string; code: string }[] }>(admin, ROLES);
    const support = adminListRoles.find((r) => r.code === 'SUPPORT');
    if (!support) throw new Error('no SUPPORT role');
    const p = await staffWith(support.id);
    const walked = await walk(p, 'support');
    expect(walked).toEqual(
      expect.arrayContaining(['/user-management', '/post-management/list', '/transfer-request']),
    );
    await p.close();
  }, 240_000);

  it('every read permission and no other: Service Packages and every other list offer no Edit', async () => {
    const { adminCreateRole } = await api<{ adminCreateRole: { id: string } }>(admin, CREATE_ROLE, {
      input: {
        name: `Reader ${randomBytes(3).toString('hex')}`,
        permissions: PERMISSIONS.filter((permission) => permission.endsWith('.read')),
        twoFactorRequired: false,
        dailyApprovalLimit: null,
      },
    });
    const p = await staffWith(adminCreateRole.id);
    // The list the issue names first: View only, and the state in words.
    await p.goto(url('/services-package'));
    const packages = p.getByRole('table', { name: 'Service Packages' });
    await packages.locator('tbody tr td').first().waitFor(SLOW);
    expect(await rowWrites(p)).toEqual(NONE);
    expect(
      await packages
        .locator('tbody')
        .getByRole('link', { name: /^View\b/ })
        .count(),
    ).toBeGreaterThan(0);
    await screenshot(p, 'roles-reader-service-packages');
    const walked = await walk(p, 'reader');
    expect(walked).toEqual(
      expect.arrayContaining(['/services-package', '/benefit-package', '/banners', '/reviews/list']),
    );
    await p.close();
  }, 600_000);
});
