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

/** A SUPPORT admin's menu (src/rules/permissions.ts): members, posts, feedback and transfers, read only. */
/** The first admin's email cell in the Staff list. */
const adminCell = (page: Page) =>
  page
    .getByRole('table', { name: 'Staff accounts' })
    .getByRole('cell', { name: inject('adminEmail'), exact: true });

/** The first admin's row, found by the list's search: the demo team and the suites' staff fill more than a page. */
async function findAdmin(page: Page) {
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(inject('adminEmail'));
  await search.press('Enter');
  await adminCell(page).waitFor();
}

const SUPPORT_GROUPS = ['User Management', 'Post Management', 'Feedbacks', 'Errors'];
const PASSWORD = `Mango-harbour-${randomBytes(4).toString('hex')}`;

describe.skipIf(!browserAvailable)('staff accounts (issue 26 §1)', () => {
  let browser: Browser;
  let page: Page;
  const email = `support-${randomBytes(3).toString('hex')}@kar.vn`;
  let inviteUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('invites a staff member from the Staff list and shows the link to copy', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Staff', exact: true })
      .click();
    await waitForPath(page, '/staff');
    await page.getByRole('table', { name: 'Staff accounts' }).getByRole('row').nth(1).waitFor();

    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByLabel(/Email/).fill(email);
    await dialog.getByLabel(/First name/).fill('Trần');
    await dialog.getByLabel(/Last name/).fill('Thu Hà');
    await dialog.getByLabel(/Role/).selectOption({ label: 'Support' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();

    const sent = page.getByRole('dialog', { name: 'Invitation sent' });
    inviteUrl = await sent.getByLabel('Invitation link').inputValue();
    expect(inviteUrl).toMatch(/\/auth\/accept-invite\?token=/);
    expect(await axeFindings(page, { afterAnimations: true })).toEqual([]);
    await screenshotsAtDesktopWidths(page, 'staff-invite-link');
    await sent.getByRole('button', { name: 'Done' }).click();

    // The list filtered by status in the URL shows the invited person.
    await page.getByLabel('Status').selectOption({ label: 'Invited' });
    await page.waitForURL((u) => u.searchParams.get('status') === 'INVITED');
    const row = page
      .getByRole('table', { name: 'Staff accounts' })
      .getByRole('row')
      .filter({ hasText: email });
    await row.getByText('Invited').waitFor();
    await page.getByLabel('Status').selectOption({ label: 'All' });
    await page.waitForURL((u) => !u.searchParams.has('status'));
    await row.waitFor();
    expect(await axeFindings(page, { afterAnimations: true })).toEqual([]);
    await screenshotsAtDesktopWidths(page, 'staff-list');
    await findAdmin(page);
  });

  it("shows a staff member's page and the role editor", async () => {
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(email);
    await search.press('Enter');
    await page
      .getByRole('table', { name: 'Staff accounts' })
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('link', { name: 'Trần Thu Hà', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Trần Thu Hà' }).waitFor();
    await page.getByRole('button', { name: 'Change role' }).waitFor();
    expect(await axeFindings(page, { afterAnimations: true })).toEqual([]);
    await screenshotsAtDesktopWidths(page, 'staff-detail-invited');

    // The first admin's own page: their recent actions, with links to the audit entries.
    await page.goto(url('/staff'));
    await findAdmin(page);
    await page
      .getByRole('table', { name: 'Staff accounts' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: inject('adminEmail'), exact: true }) })
      .getByRole('link')
      .first()
      .click();
    // The first admin may have invited others in the browser files before this one: any invite will do.
    await page
      .getByRole('table', { name: 'Recent actions' })
      .getByText('Staff member invited')
      .first()
      .waitFor();
    // Nobody changes their own role or deactivates themselves.
    expect(await page.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    await screenshotsAtDesktopWidths(page, 'staff-detail-admin');

    await page.goto(url('/staff/roles'));
    await page.getByRole('table', { name: 'Roles' }).getByText('CONTENT_EDITOR').waitFor();
    await screenshotsAtDesktopWidths(page, 'staff-roles');
    await page.getByRole('button', { name: 'Edit Finance' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit role: Finance' });
    await editor.getByRole('group', { name: 'Permissions' }).waitFor();
    expect(await editor.getByLabel('Transfer requests: Approve').isChecked()).toBe(true);
    expect(await editor.getByLabel('Transfer requests: Approve').isDisabled()).toBe(true);
    expect(await axeFindings(page, { afterAnimations: true })).toEqual([]);
    await screenshotsAtDesktopWidths(page, 'staff-role-editor');
    await editor.getByLabel('Daily approval limit (VND)').fill('20000000');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('table', { name: 'Roles' })
      .getByRole('row')
      .filter({ hasText: 'FINANCE' })
      .getByText(/20,000,000/)
      .waitFor();
    // Back to no limit: the transfer suites share this server and FINANCE's approvals.
    await page.getByRole('button', { name: 'Edit Finance' }).click();
    await editor.getByLabel('Daily approval limit (VND)').fill('');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('table', { name: 'Roles' })
      .getByRole('row')
      .filter({ hasText: 'FINANCE' })
      .getByText('No limit')
      .waitFor();
  });

  it("the invitee opens the link, sets a password, signs in and sees only their role's menu", async () => {
    const invitee = await newPage(browser);
    try {
      const link = new URL(inviteUrl);
      await invitee.goto(url(`${link.pathname}${link.search}`));
      await invitee.getByText('Accept your invitation').waitFor();
      await invitee.getByLabel(/New password/).fill('qwerty123456');
      await invitee.getByLabel(/Repeat the password/).fill('qwerty123456');
      await invitee.getByRole('button', { name: 'Set password' }).click();
      await invitee.getByText('This password is too common; choose one that is harder to guess').waitFor();
      await invitee.getByLabel(/New password/).fill(PASSWORD);
      await invitee.getByLabel(/Repeat the password/).fill(PASSWORD);
      await invitee.getByRole('button', { name: 'Set password' }).click();
      await invitee.getByText('Your password is set. You can sign in now.').waitFor();
      expect(await axeFindings(invitee, { afterAnimations: true })).toEqual([]);

      // The same link again: the one message.
      await invitee.goto(url(`${link.pathname}${link.search}`));
      await invitee.getByLabel(/New password/).fill(PASSWORD);
      await invitee.getByLabel(/Repeat the password/).fill(PASSWORD);
      await invitee.getByRole('button', { name: 'Set password' }).click();
      await invitee
        .getByRole('alert')
        .getByText(/This link is no longer valid/)
        .waitFor();

      await invitee.goto(url('/auth/login'));
      await appLoginForm(invitee);
      await emailField(invitee).fill(email);
      await passwordField(invitee).fill(PASSWORD);
      await invitee.getByRole('button', { name: 'Sign in' }).click();
      // No dashboard for SUPPORT: sign-in lands on their first screen.
      await waitForPath(invitee, '/user-management');
      const nav = invitee.getByRole('navigation', { name: 'Main menu' });
      await nav.waitFor();
      const top = await nav.evaluate((el) =>
        Array.from(el.children).map((child) => {
          const first = child.matches('a, button') ? child : child.querySelector('a, button');
          return (first?.textContent ?? '').trim();
        }),
      );
      expect(top).toEqual(SUPPORT_GROUPS);
      expect(await nav.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0);
      await invitee.goto(url('/staff'));
      await waitForPath(invitee, '/error/403');

      // Their own password, from the profile menu: the current one, then a new one twice.
      await invitee.getByRole('button', { name: /Profile menu/ }).click();
      await invitee.getByRole('menuitem', { name: 'Change password' }).click();
      const change = invitee.getByRole('dialog', { name: 'Change password' });
      await change.getByLabel(/Current password/).fill(PASSWORD);
      await change.getByLabel(/^[\s*]*New password/).fill(`${PASSWORD}-2`);
      await change.getByLabel(/Repeat the new password/).fill(`${PASSWORD}-2`);
      expect(await axeFindings(invitee, { afterAnimations: true })).toEqual([]);
      await change.getByRole('button', { name: 'Change password' }).click();
      await invitee.getByText('Password changed. Your other sessions were signed out.').waitFor();
      // This session goes on.
      await invitee.goto(url('/user-management'));
      await waitForPath(invitee, '/user-management');
    } finally {
      await invitee.context().close();
    }
  });
});
