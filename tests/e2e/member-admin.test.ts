import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  choices,
  currentPath,
  launchBrowser,
  newPage,
  pick,
  screenshot,
  signIn,
  url,
  waitForPath,
} from './harness';
import { api } from './page-api';

// Rule texts written out by hand, so the screens must agree with src/rules and SPEC §5.
const CONTACT_REQUIRED = 'Enter an email or a phone number';
const REASON_REQUIRED = 'Please enter the reason for deactivating this member';
const REASON_LENGTH = 'The reason must be 10 to 100 characters';
const REASON = 'Đăng tin xe giả nhiều lần';
const EMAIL_TAKEN = 'This email is already used by another member';
const ALREADY_DEACTIVATED = 'This member is already deactivated';

interface ApiMember {
  id: string;
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  storeName: string | null;
  dob: string | null;
  isActive: boolean;
  avatarMedia: { id: string } | null;
  metadata: { language: string | null; province: { name: string } | null } | null;
}

const DETAIL = /* GraphQL */ `
  query E2eMember($id: ID!) {
    adminGetUserDetail(id: $id) {
      id
      email
      phone
      firstName
      lastName
      storeName
      dob
      isActive
      avatarMedia {
        id
      }
      metadata {
        language
        province {
          name
        }
      }
    }
  }
`;

async function apiMember(page: Page, id: string): Promise<ApiMember> {
  return (await api<{ adminGetUserDetail: ApiMember }>(page, DETAIL, { id })).adminGetUserDetail;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The error notifications on screen (src/components/feedback/notifications.tsx). */
const errorNotes = (page: Page) => page.locator('[data-kind="error"]');

const FIND_USERS = /* GraphQL */ `
  query E2eFindUsers($keyword: String, $skip: Int, $take: Int) {
    users(keyword: $keyword, skip: $skip, take: $take) {
      meta {
        totalItems
      }
      items {
        id
        email
      }
    }
  }
`;
type FoundUsers = { users: { meta: { totalItems: number }; items: { id: string; email: string | null }[] } };

const DEACTIVATE = /* GraphQL */ `
  mutation E2eDeactivate($id: ID!, $reason: String!) {
    adminDeactivateUser(id: $id, reason: $reason) {
      id
    }
  }
`;
/** The card whose title starts with `title`; titles carry a count, e.g. 'Emails (2)'. */
const card = (page: Page, title: string) =>
  page.locator('div.rounded-lg', {
    has: page.getByRole('heading', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) }),
  });

describe.skipIf(!browserAvailable)('member create, edit, deactivate and reactivate', () => {
  let browser: Browser;
  let page: Page;
  let memberId = '';
  const stamp = Date.now().toString().slice(-7);
  const email = `e2e.member.${stamp}@kar.vn`;
  const phone = `9${stamp.padStart(8, '0')}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the create form from the Members list and refuses a member without email or phone', async () => {
    await page.goto(url('/user-management'));
    await page.getByRole('link', { name: 'Add new' }).click();
    await waitForPath(page, '/users/create');
    await heading(page).filter({ hasText: 'Create member' }).waitFor();
    await page.getByRole('button', { name: 'Create member' }).click();
    await page.getByText(CONTACT_REQUIRED).waitFor();
    expect(currentPath(page)).toBe('/users/create');
  });

  it('creates a member with an uploaded avatar and returns to the Members list', async () => {
    await page.getByLabel('Email', { exact: true }).fill(`  ${email.toUpperCase()} `);
    await page.getByLabel('Phone', { exact: true }).fill(`0${phone}`);
    await page.getByLabel('First name').fill('Trần Thị');
    await page.getByLabel('Last name').fill('Mai');
    await page.getByLabel('Store name').fill('Mai Auto');
    // SPEC §9: the picker reads YYYY/MM/DD.
    const dob = page.getByLabel('Date of birth');
    await expect(dob.getAttribute('placeholder')).resolves.toBe('YYYY/MM/DD');
    await dob.fill('2999/01/01');
    await expect(dob.getAttribute('aria-invalid')).resolves.toBe('true');
    // Half-typed text is the form's business too: Save refuses it instead of keeping the last good day.
    await dob.fill('1992/03/0');
    await page.getByRole('button', { name: 'Create member' }).click();
    await page.getByText('Enter a valid date').waitFor();
    expect(currentPath(page)).toBe('/users/create');
    await expect(dob.inputValue()).resolves.toBe('1992/03/0');
    await dob.fill('1992/03/04');
    await expect(dob.getAttribute('aria-invalid')).resolves.toBeNull();
    const province = page.getByLabel('Province');
    // The 34 provinces in force, and the placeholder.
    await expect.poll(async () => (await choices(province)).length).toBe(35);
    await pick(province, 'Thành phố Hà Nội');
    await page.getByLabel('Language').selectOption('EN');
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#e66' } })
      .png()
      .toBuffer();
    await page.getByLabel('Avatar', { exact: true }).setInputFiles({
      name: 'mai.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await page.getByRole('img', { name: 'Avatar preview' }).waitFor();
    await screenshot(page, 'member-create-filled');

    await page.getByRole('button', { name: 'Create member' }).click();
    // Back to the Members list as it was left; the new member opens from it.
    await waitForPath(page, '/user-management');
    await page.getByText('Member created').waitFor();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(email);
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('search') === email);
    const rows = page.getByRole('table', { name: 'Members' }).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await rows.getByRole('link', { name: 'View detail' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/users/view/'));
    memberId = currentPath(page).split('/').pop() ?? '';
    await heading(page).filter({ hasText: 'Trần Thị Mai' }).waitFor();

    const stored = await apiMember(page, memberId);
    expect(stored).toMatchObject({
      email,
      phone,
      firstName: 'Trần Thị',
      lastName: 'Mai',
      storeName: 'Mai Auto',
      isActive: true,
      metadata: { language: 'EN', province: { name: 'Thành phố Hà Nội' } },
    });
    expect(stored.avatarMedia).not.toBeNull();
    expect(stored.dob?.slice(0, 10)).toBe('1992-03-04');
    await card(page, 'Audit log').getByText('Member created').waitFor();
  });

  it('edits the member from the Edit button, returns to the list and audits the change', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await waitForPath(page, `/users/edit/${memberId}`);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel('Store name').inputValue()).toBe('Mai Auto');
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('1992/03/04');
    // The calendar opens on the stored day, with month and year lists to reach it from today.
    await page.getByRole('button', { name: 'Open calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Calendar' });
    await calendar.waitFor();
    expect(await calendar.getByLabel('Year', { exact: true }).inputValue()).toBe('1992');
    expect(await calendar.getByLabel('Month', { exact: true }).inputValue()).toBe('3');
    const storedDay = calendar.locator('[data-day="1992-03-04"]');
    await expect.poll(() => storedDay.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(
      await calendar.getByRole('gridcell', { selected: true }).locator('button').getAttribute('data-day'),
    ).toBe('1992-03-04');
    await screenshot(page, 'member-edit-dob-calendar');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });
    await page.getByLabel('Last name').fill('Hoa');
    await page.getByLabel('Store name').fill('');
    await screenshot(page, 'member-edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // The list as it was left (searched for this member); the edit page left history, so Back
    // returns to the member, not to the form.
    await waitForPath(page, '/user-management');
    expect(new URL(page.url()).searchParams.get('search')).toBe(email);
    await page.getByText('Member updated').waitFor();
    await page.goBack();
    await waitForPath(page, `/users/view/${memberId}`);
    await heading(page).filter({ hasText: 'Trần Thị Hoa' }).waitFor();
    await card(page, 'Audit log').getByText('Changed last name, store name').waitFor();
    const stored = await apiMember(page, memberId);
    expect([stored.lastName, stored.storeName]).toEqual(['Hoa', null]);
  });

  it('asks for a reason, refuses a short one, then deactivates and emails the member', async () => {
    const opener = page.getByRole('button', { name: 'Deactivate' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate member' });
    await dialog.waitFor();
    // Closed without a word, the dialog hands focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.getByText(REASON_REQUIRED).waitFor();
    await dialog.getByLabel('Reason').fill('Too short');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.getByText(REASON_LENGTH).waitFor();
    await screenshot(page, 'member-deactivate-dialog');
    expect((await apiMember(page, memberId)).isActive).toBe(true);

    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    // The notification; the audit log below says the same words once it has refetched.
    await page.getByRole('status').filter({ hasText: 'Member deactivated' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('InActive', { exact: true }).waitFor();
    expect((await apiMember(page, memberId)).isActive).toBe(false);

    const emails = card(page, 'Emails (1)');
    await emails.waitFor();
    await emails.getByText('Your KAR account has been deactivated', { exact: false }).waitFor();
    await emails.getByText('In local outbox').waitFor();
    await card(page, 'Audit log').getByText(`Reason: ${REASON}`).waitFor();
    // The action in words, not its key.
    await card(page, 'Audit log').getByRole('cell', { name: 'Member deactivated', exact: true }).waitFor();
    expect(await card(page, 'Audit log').getByText('user.deactivate').count()).toBe(0);
    await screenshot(page, 'member-detail-deactivated');
  });

  it('reactivates after confirmation', async () => {
    await page.getByRole('button', { name: 'Reactivate' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('status').filter({ hasText: 'Member reactivated' }).waitFor();
    await page.getByRole('button', { name: 'Deactivate' }).waitFor();
    await card(page, 'Emails (2)').waitFor();
    expect((await apiMember(page, memberId)).isActive).toBe(true);
    await screenshot(page, 'member-detail-reactivated');
  });
  it('tells a refused deactivation once: the member was deactivated elsewhere in the meantime', async () => {
    await page.getByRole('button', { name: 'Deactivate' }).waitFor();
    await api(page, DEACTIVATE, { id: memberId, reason: 'Deactivated by another admin' });
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate member' });
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await errorNotes(page).filter({ hasText: ALREADY_DEACTIVATED }).waitFor();
    // The refetch after the refusal shows the member's real state, and the one message is all.
    await page.getByRole('button', { name: 'Reactivate' }).waitFor();
    await page.getByText('InActive', { exact: true }).waitFor();
    expect(await errorNotes(page).count()).toBe(1);
    await screenshot(page, 'member-deactivate-refused');

    await page.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('button', { name: 'Deactivate' }).waitFor();
  });

  it("shows a refused save (another member's email) once, under the Email field", async () => {
    const others = await api<FoundUsers>(page, FIND_USERS, { skip: 1, take: 20 });
    const taken = others.users.items.find((u) => u.email && u.id !== memberId)?.email;
    if (!taken) throw new Error('the demo data has no other member with an email');
    await page.goto(url(`/users/edit/${memberId}`));
    const field = page.getByLabel('Email', { exact: true });
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    expect(await field.inputValue()).toBe(email);
    await field.fill(taken);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const message = page.getByText(EMAIL_TAKEN, { exact: true });
    await message.waitFor();
    expect(await message.count()).toBe(1);
    expect(await message.getAttribute('id')).toBe('member-email-error');
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(field.getAttribute('aria-describedby')).resolves.toBe('member-email-error');
    // Under the field only: no notification repeats it.
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).isEnabled()).toBe(true);
    expect(await errorNotes(page).count()).toBe(0);
    expect(currentPath(page)).toBe(`/users/edit/${memberId}`);
    expect((await apiMember(page, memberId)).email).toBe(email);
    await screenshot(page, 'member-edit-email-taken');

    // Leaving with the unsaved change asks first.
    await page.getByRole('button', { name: 'Cancel' }).click();
    const leave = page.getByRole('alertdialog');
    await leave.getByText('Leave without saving?').waitFor();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await waitForPath(page, '/user-management');
  });

  it('Members list, page 2 of a search → view → edit → save comes back to that page and search', async () => {
    const found = await api<FoundUsers>(page, FIND_USERS, { keyword: 'a', skip: 2, take: 10 });
    expect(found.users.meta.totalItems).toBeGreaterThan(10);
    await page.goto(url('/user-management?search=a&page=2'));
    const rows = page.getByRole('table', { name: 'Members' }).locator('tbody tr');
    // Page 2 of the search as the server orders it.
    const first = rows.first().locator(`a[href="/users/view/${found.users.items[0]?.id ?? ''}"]`);
    await first.waitFor();
    await first.click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/users/edit/'));
    await page.getByLabel('Store name').fill(`E2E store ${stamp}`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Member updated').waitFor();
    await page.waitForURL(
      (u) =>
        u.pathname === '/user-management' &&
        u.searchParams.get('search') === 'a' &&
        u.searchParams.get('page') === '2',
    );
    await page.goBack();
    await page.waitForURL((u) => u.pathname.startsWith('/users/view/'));
  });
});
