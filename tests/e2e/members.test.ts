import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url } from './harness';
import { api } from './page-api';

// SPEC §2.6, copied by hand so that a change to the screen must agree with the spec.
const SHEET_NAME = 'Member Management List';
const FILE_PATTERN = /^Member-Management-List-\d+\.xlsx$/;
const EMPTY_EXPORT_WARNING = 'Data export failed';
const TO_BEFORE_FROM = 'The end date cannot be before the start date';
const FUTURE_DATE = 'The date cannot be after today';

/**
 * Issue 10 §10: a refused date range is told once, as text under the range (not by colour alone), and
 * both boxes are marked invalid and described by that text.
 */
async function expectRangeRefused(page: Page, rule: string) {
  const messages = page.getByRole('alert').filter({ hasText: rule });
  await messages.first().waitFor();
  expect(await messages.count()).toBe(1);
  const id = await messages.getAttribute('id');
  expect(id).toBeTruthy();
  for (const label of ['From date', 'To date']) {
    const box = page.getByLabel(label);
    await expect(box.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(box.getAttribute('aria-describedby')).resolves.toBe(id);
  }
}

interface ApiMember {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  prefixPhone: string | null;
  isActive: boolean;
  createdAt: string;
  avatarMedia: { filePathSM: string | null } | null;
}

interface UsersVariables {
  skip?: number;
  take?: number;
  keyword?: string;
  status?: string;
  createFrom?: string;
  createTo?: string;
}

interface UsersPage {
  meta: { totalItems: number; totalPages: number };
  items: ApiMember[];
}

const USERS_QUERY = /* GraphQL */ `
  query E2eUsers(
    $skip: Int
    $take: Int
    $keyword: String
    $status: UserStatusFilter
    $createFrom: String
    $createTo: String
  ) {
    users(
      skip: $skip
      take: $take
      keyword: $keyword
      status: $status
      createFrom: $createFrom
      createTo: $createTo
    ) {
      meta {
        totalItems
        totalPages
      }
      items {
        id
        email
        firstName
        lastName
        phone
        prefixPhone
        isActive
        createdAt
        avatarMedia {
          filePathSM
        }
      }
    }
  }
`;

/** Asks the server directly, with the page's own session cookie, what the list should show. */
async function apiUsers(page: Page, variables: UsersVariables): Promise<UsersPage> {
  return (await api<{ users: UsersPage }>(page, USERS_QUERY, { ...variables })).users;
}

/** Calendar day in Viet Nam, the zone the filters use (SPEC §9: YYYY-MM-DD). */
const vnDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(d);
const DAY_MS = 24 * 60 * 60 * 1000;
/** SPEC §9: pickers read YYYY/MM/DD while the URL carries YYYY-MM-DD. */
const pickerText = (day: string) => day.replaceAll('-', '/');
/** The 15th of the month before the one `day` is in. */
const midPreviousMonth = (day: string) => {
  const [y = 0, m = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 2, 15)).toISOString().slice(0, 10);
};

const table = (page: Page) => page.getByRole('table', { name: 'Members' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const query = (page: Page) => new URL(page.url()).searchParams;

/** Member ids of the rows on screen, read from their 'View detail' links. */
function rowIds(page: Page): Promise<string[]> {
  return table(page)
    .locator('tbody tr a[href^="/users/view/"]')
    .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').replace('/users/view/', '')));
}

/** Header labels as written (innerText would give the CSS upper-case form). */
function headerTexts(page: Page): Promise<string[]> {
  return table(page)
    .locator('thead th')
    .evaluateAll((cells) => cells.map((c) => (c.textContent ?? '').trim()));
}

/** The text of one column for every row, by header name. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await headerTexts(page);
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column '${header}' in ${JSON.stringify(headers)}`);
  return table(page)
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((r) => (r.children[i]?.textContent ?? '').trim()), index);
}

/** Waits until the rows on screen are exactly `ids` (the list keeps the old page while the new one loads). */
async function waitForRows(page: Page, ids: string[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    if ((await table(page).getAttribute('aria-busy')) !== 'true') {
      seen = await rowIds(page);
      if (JSON.stringify(seen) === JSON.stringify(ids)) return;
    }
    await page.waitForTimeout(100);
  }
  expect(seen, 'rows on screen').toEqual(ids);
}

async function waitForQuery(page: Page, check: (q: URLSearchParams) => boolean): Promise<void> {
  await page.waitForURL((u) => u.pathname === '/user-management' && check(u.searchParams), {
    timeout: 10_000,
  });
}

async function waitForTitle(page: Page, total: number): Promise<void> {
  await heading(page)
    .filter({ hasText: `Members (${String(total)})` })
    .waitFor({ timeout: 10_000 });
}

describe.skipIf(!browserAvailable)('members list (SPEC §2.5, §2.6)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let all: ApiMember[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const first = await newPage(browser);
    await signIn(first);
    context = first.context();
    const everyone = await apiUsers(first, { skip: 1, take: 1000 });
    all = everyone.items;
    expect(all.length).toBe(everyone.meta.totalItems);
    expect(all.length).toBeGreaterThan(20);
    await first.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openMembers(search = ''): Promise<Page> {
    const page = await context.newPage();
    await page.goto(url(`/user-management${search}`));
    await table(page).waitFor();
    return page;
  }

  it('shows the total in the title, 10 rows numbered 1..10 in the server order, and every column', async () => {
    const page = await openMembers();
    try {
      const firstPage = await apiUsers(page, { skip: 1, take: 10 });
      await waitForTitle(page, firstPage.meta.totalItems);
      expect((await heading(page).innerText()).trim()).toBe(`Members (${String(all.length)})`);
      await waitForRows(
        page,
        firstPage.items.map((m) => m.id),
      );

      const headers = await headerTexts(page);
      expect(headers).toEqual([
        '',
        'No.',
        'Avatar',
        'Email',
        'Full name',
        'Balance',
        'KAR',
        'Phone',
        'Created date',
        'Status',
        'Action',
      ]);
      expect(await columnTexts(page, 'No.')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);

      const emails = await columnTexts(page, 'Email');
      const names = await columnTexts(page, 'Full name');
      const phones = await columnTexts(page, 'Phone');
      const statuses = await columnTexts(page, 'Status');
      firstPage.items.forEach((m, i) => {
        expect(emails[i]).toBe(m.email ?? '-');
        expect(names[i]).toBe([m.firstName, m.lastName].filter(Boolean).join(' ') || 'KAR User');
        expect(phones[i]).toBe(m.phone ? `(+${m.prefixPhone ?? ''}) ${m.phone}` : '-');
        expect(statuses[i]).toBe(m.isActive ? 'Active' : 'InActive');
      });
      expect(phones.some((p) => p.startsWith('(+84) '))).toBe(true);
      for (const amount of [...(await columnTexts(page, 'Balance')), ...(await columnTexts(page, 'KAR'))]) {
        expect(amount).toMatch(/^-?\d{1,3}(,\d{3})* VND$/);
      }
      for (const created of await columnTexts(page, 'Created date')) {
        expect(created).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      }

      // A member without a picture gets the placeholder, one with a picture gets an <img>.
      const rows = table(page).locator('tbody tr');
      for (const [i, m] of firstPage.items.entries()) {
        const placeholder = await rows.nth(i).locator('[data-placeholder="true"]').count();
        expect(placeholder, `avatar placeholder on row ${String(i + 1)}`).toBe(
          m.avatarMedia?.filePathSM ? 0 : 1,
        );
      }

      const firstLink = rows.first().getByRole('link', { name: 'View detail' });
      expect(await firstLink.getAttribute('href')).toBe(`/users/view/${firstPage.items[0]?.id ?? ''}`);
      await screenshot(page, 'members-list');

      // Bottom-centred pagination without a size changer (SPEC §2.5).
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      await expect(pagination.locator('select').count()).resolves.toBe(0);
      await pagination.getByRole('button', { name: 'Page 2' }).click();
      await waitForQuery(page, (q) => q.get('page') === '2');
      const secondPage = await apiUsers(page, { skip: 2, take: 10 });
      await waitForRows(
        page,
        secondPage.items.map((m) => m.id),
      );
      expect((await columnTexts(page, 'No.'))[0]).toBe('11');
      expect(await columnTexts(page, 'No.')).toHaveLength(10);
      await expect(
        pagination.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'),
      ).resolves.toBe('page');

      // Page 1 is left out of the URL.
      await pagination.getByRole('button', { name: 'Page 1' }).click();
      await waitForQuery(page, (q) => !q.has('page'));
      await waitForRows(
        page,
        firstPage.items.map((m) => m.id),
      );

      // Following 'View detail' opens the member's detail route.
      await firstLink.click();
      await page.waitForURL((u) => u.pathname === `/users/view/${firstPage.items[0]?.id ?? ''}`);
    } finally {
      await page.close();
    }
  });

  it('searches on Enter with the keyword trimmed, back on page 1, and every row matches', async () => {
    const page = await openMembers('?page=3');
    try {
      await waitForQuery(page, (q) => q.get('page') === '3');
      const box = page.getByRole('searchbox', { name: 'Search' });
      await box.fill('  nguyen  ');
      // Typing alone does not search (SPEC §2.5: applied on Enter).
      await page.waitForTimeout(500);
      expect(query(page).get('search')).toBeNull();
      await box.press('Enter');
      await waitForQuery(page, (q) => q.get('search') === 'nguyen' && !q.has('page'));

      const expected = await apiUsers(page, { skip: 1, take: 10, keyword: 'nguyen' });
      expect(expected.meta.totalItems).toBeGreaterThan(0);
      expect(expected.meta.totalItems).toBeLessThan(all.length);
      await waitForTitle(page, expected.meta.totalItems);
      await waitForRows(
        page,
        expected.items.map((m) => m.id),
      );
      const emails = await columnTexts(page, 'Email');
      const names = await columnTexts(page, 'Full name');
      emails.forEach((email, i) => {
        expect(`${email} ${names[i] ?? ''}`.toLowerCase()).toContain('nguyen');
      });
      await expect(box.inputValue()).resolves.toBe('nguyen');
    } finally {
      await page.close();
    }
  });

  it("shows the server's words for a search over its limit, under the box and in the table, and asks once", async () => {
    const page = await openMembers();
    try {
      const sent: string[] = [];
      page.on('request', (request) => {
        const body = request.postData() ?? '';
        if (new URL(request.url()).pathname === '/graphql' && body.includes('x'.repeat(101))) sent.push(body);
      });
      const box = page.getByRole('searchbox', { name: 'Search' });
      await box.fill('x'.repeat(101));
      await box.press('Enter');
      const rule = 'Search is limited to 100 characters';
      await table(page).getByRole('alert').getByText(rule).waitFor();
      await expect(table(page).getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);
      await expect(box.getAttribute('aria-invalid')).resolves.toBe('true');
      const described = await box.getAttribute('aria-describedby');
      expect(described).toBeTruthy();
      await expect(page.locator(`[id="${described ?? ''}"]`).textContent()).resolves.toBe(rule);
      await screenshot(page, 'members-search-over-limit');
      // A refusal is not retried: the same search would be refused again.
      await page.waitForTimeout(1500);
      expect(sent).toHaveLength(1);
    } finally {
      await page.close();
    }
  });

  it('filters by status through the selector and shows what the server returns', async () => {
    const page = await openMembers('?page=2');
    try {
      await page.getByLabel('Status').selectOption('SUSPENDED');
      await waitForQuery(page, (q) => q.get('status') === 'SUSPENDED' && !q.has('page'));
      const expected = await apiUsers(page, { skip: 1, take: 10, status: 'SUSPENDED' });
      expect(expected.meta.totalItems).toBeGreaterThan(0);
      await waitForTitle(page, expected.meta.totalItems);
      await waitForRows(
        page,
        expected.items.map((m) => m.id),
      );
      expect(new Set(await columnTexts(page, 'Status'))).toEqual(new Set(['InActive']));
      await screenshot(page, 'members-filtered');
    } finally {
      await page.close();
    }
  });

  it('bounds the date inputs by today and by each other, and filters by created date', async () => {
    const page = await openMembers();
    try {
      const today = vnDay(new Date());
      const from = page.getByLabel('From date');
      const to = page.getByLabel('To date');
      await expect(from.getAttribute('placeholder')).resolves.toBe('YYYY/MM/DD');
      await expect(to.getAttribute('data-max')).resolves.toBe(today);
      await expect(from.getAttribute('data-max')).resolves.toBe(today);
      await expect(to.getAttribute('data-min')).resolves.toBeNull();

      // A window of the seeded data: the days of the 3rd and 30th newest members.
      const toDay = vnDay(new Date(all[2]?.createdAt ?? ''));
      const fromDay = vnDay(new Date(all[29]?.createdAt ?? ''));
      // Typed key by key in the picker's form: the half-typed text is never sent.
      await from.pressSequentially(pickerText(fromDay));
      await waitForQuery(page, (q) => q.get('createFrom') === fromDay);
      // The URL changes before React commits the render that moves the bound, so poll for it.
      await expect.poll(() => to.getAttribute('data-min')).toBe(fromDay);

      // A day after today, or before From, is not sent. The SPEC §5 rule says why as text under the
      // range, both boxes are marked invalid and described by it, and the typed day stays to be put right.
      // Every URL the page goes to from here is kept, so "not sent" is checked against what happened.
      const urls: string[] = [];
      const recordUrl = (frame: Frame) => {
        if (frame === page.mainFrame()) urls.push(frame.url());
      };
      page.on('framenavigated', recordUrl);
      const tomorrow = vnDay(new Date(Date.now() + DAY_MS));
      for (const [typed, hint, rule] of [
        [pickerText(tomorrow), `Pick ${pickerText(today)} or earlier`, FUTURE_DATE],
        [
          pickerText(vnDay(new Date(Date.parse(`${fromDay}T12:00:00+07:00`) - DAY_MS))),
          `Pick ${pickerText(fromDay)} or later`,
          TO_BEFORE_FROM,
        ],
        ['2026/02/30', 'Enter a date as YYYY/MM/DD', 'Enter a date as YYYY/MM/DD'],
      ] as const) {
        await to.fill(typed);
        await expect(to.getAttribute('aria-invalid')).resolves.toBe('true');
        await expect(to.getAttribute('title')).resolves.toBe(hint);
        await to.blur();
        await expectRangeRefused(page, rule);
        await expect(to.inputValue()).resolves.toBe(typed);
      }

      // The URL's own form is read too, and shown back in the picker's form.
      await to.fill(toDay);
      await waitForQuery(page, (q) => q.get('createTo') === toDay && q.get('createFrom') === fromDay);
      page.off('framenavigated', recordUrl);
      // The good day is the first createTo the URL ever carried: none of the refused ones got there.
      const sentTo = urls.map((u) => new URL(u).searchParams.get('createTo')).filter((v) => v !== null);
      expect(sentTo.length).toBeGreaterThan(0);
      expect(new Set(sentTo)).toEqual(new Set([toDay]));
      await to.blur();
      await expect(to.inputValue()).resolves.toBe(pickerText(toDay));
      await expect(from.inputValue()).resolves.toBe(pickerText(fromDay));
      for (const box of [from, to]) await expect(box.getAttribute('aria-invalid')).resolves.toBeNull();
      // From cannot be picked after To, nor To before From.
      await expect.poll(() => from.getAttribute('data-max')).toBe(toDay);
      await expect(to.getAttribute('data-min')).resolves.toBe(fromDay);
      await expect(to.getAttribute('data-max')).resolves.toBe(today);

      const expected = await apiUsers(page, { skip: 1, take: 10, createFrom: fromDay, createTo: toDay });
      expect(expected.meta.totalItems).toBeGreaterThanOrEqual(20);
      await waitForTitle(page, expected.meta.totalItems);
      await waitForRows(
        page,
        expected.items.map((m) => m.id),
      );
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
    } finally {
      await page.close();
    }
  });

  it('picks days from the calendar: today marked, days out of bounds disabled, keyboard and mouse', async () => {
    const page = await openMembers();
    try {
      const today = vnDay(new Date());
      const to = page.getByLabel('To date');
      const from = page.getByLabel('From date');
      const calendar = page.getByRole('dialog', { name: 'Calendar' });
      const day = (d: string) => calendar.getByRole('grid').locator(`[data-day="${d}"]`);
      const openCalendar = (input: typeof to) =>
        page.locator('label').filter({ has: input }).getByRole('button', { name: 'Open calendar' }).click();

      await openCalendar(to);
      await calendar.waitFor();
      // Today is marked and holds the focus; nothing after it can be picked.
      await expect(day(today).getAttribute('aria-current')).resolves.toBe('date');
      await expect.poll(() => day(today).evaluate((b) => b === document.activeElement)).toBe(true);
      await expect(calendar.getByRole('button', { name: 'Next month' }).isDisabled()).resolves.toBe(true);
      const tomorrow = vnDay(new Date(Date.now() + DAY_MS));
      if ((await day(tomorrow).count()) > 0) {
        await expect(day(tomorrow).getAttribute('aria-disabled')).resolves.toBe('true');
        // Forced past Playwright's own aria-disabled check: the click must change nothing.
        await day(tomorrow).click({ force: true });
        await expect(calendar.isVisible()).resolves.toBe(true);
      }
      await screenshot(page, 'members-date-calendar');
      // Escape closes and gives the focus back to the text (the popover returns it as it unmounts, which
      // may come a frame after the calendar is hidden on a loaded machine).
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'hidden' });
      await expect.poll(() => to.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(query(page).has('createTo')).toBe(false);

      // ArrowDown opens it from the text; the arrows move (a week, then a day, back) and Enter picks.
      await to.press('ArrowDown');
      await calendar.waitFor();
      await expect.poll(() => day(today).evaluate((b) => b === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowLeft');
      const picked = vnDay(new Date(Date.now() - 8 * DAY_MS));
      await expect.poll(() => day(picked).evaluate((b) => b === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await waitForQuery(page, (q) => q.get('createTo') === picked);
      await calendar.waitFor({ state: 'hidden' });
      await expect(to.inputValue()).resolves.toBe(pickerText(picked));

      // From opens on To's month at the latest; a click on a day of the month before picks it.
      await openCalendar(from);
      await calendar.waitFor();
      await expect(day(picked).getAttribute('aria-disabled')).resolves.toBeNull();
      const afterTo = vnDay(new Date(Date.now() - 7 * DAY_MS));
      if ((await day(afterTo).count()) > 0)
        await expect(day(afterTo).getAttribute('aria-disabled')).resolves.toBe('true');
      await calendar.getByRole('button', { name: 'Previous month' }).click();
      const fromDay = midPreviousMonth(picked);
      await day(fromDay).click();
      await waitForQuery(page, (q) => q.get('createFrom') === fromDay && q.get('createTo') === picked);
      await expect(from.inputValue()).resolves.toBe(pickerText(fromDay));

      const expected = await apiUsers(page, { skip: 1, take: 10, createFrom: fromDay, createTo: picked });
      await waitForTitle(page, expected.meta.totalItems);
      await waitForRows(
        page,
        expected.items.map((m) => m.id),
      );

      // Clear in the calendar empties the filter.
      await openCalendar(from);
      await calendar.getByRole('button', { name: 'Clear' }).click();
      await waitForQuery(page, (q) => !q.has('createFrom') && q.get('createTo') === picked);
      await expect(from.inputValue()).resolves.toBe('');
    } finally {
      await page.close();
    }
  });

  it('shows the rule message for an end date before the start date, or a future date, given in the URL', async () => {
    const daysAgo = (n: number) => vnDay(new Date(Date.now() - n * 24 * 60 * 60 * 1000));
    const page = await openMembers(`?createFrom=${daysAgo(10)}&createTo=${daysAgo(20)}`);
    try {
      await page.getByRole('alert').filter({ hasText: TO_BEFORE_FROM }).waitFor({ timeout: 10_000 });
      await expectRangeRefused(page, TO_BEFORE_FROM);
      // The refused dates are not sent: the list shows everyone.
      await waitForTitle(page, all.length);

      const tomorrow = vnDay(new Date(Date.now() + 24 * 60 * 60 * 1000));
      await page.goto(url(`/user-management?createTo=${tomorrow}`));
      await page.getByRole('alert').filter({ hasText: FUTURE_DATE }).waitFor({ timeout: 10_000 });
      await expectRangeRefused(page, FUTURE_DATE);
      await screenshot(page, 'members-date-refused');
    } finally {
      await page.close();
    }
  });

  it('Clear empties the URL query and the inputs', async () => {
    const page = await openMembers('?page=2&search=nguyen&status=ACTIVE&createFrom=2025-01-01');
    try {
      await page.getByRole('searchbox', { name: 'Search' }).waitFor();
      await expect(page.getByRole('searchbox', { name: 'Search' }).inputValue()).resolves.toBe('nguyen');
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.waitForURL((u) => u.pathname === '/user-management' && u.search === '');
      await waitForTitle(page, all.length);
      await expect(page.getByRole('searchbox', { name: 'Search' }).inputValue()).resolves.toBe('');
      await expect(page.getByLabel('Status').inputValue()).resolves.toBe('');
      await expect(page.getByLabel('From date').inputValue()).resolves.toBe('');
      await waitForRows(
        page,
        all.slice(0, 10).map((m) => m.id),
      );

      // What was typed but never applied goes too: a refused day, and a search not yet entered.
      const from = page.getByLabel('From date');
      await from.fill(pickerText(vnDay(new Date(Date.now() + DAY_MS))));
      await from.blur();
      await expectRangeRefused(page, FUTURE_DATE);
      await page.getByRole('searchbox', { name: 'Search' }).fill('not entered');
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => from.inputValue(), { timeout: 15_000 }).toBe('');
      await expect(page.getByRole('searchbox', { name: 'Search' }).inputValue()).resolves.toBe('');
      await expect(page.getByRole('alert').filter({ hasText: FUTURE_DATE }).count()).resolves.toBe(0);
      await expect(from.getAttribute('aria-invalid')).resolves.toBeNull();
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await page.close();
    }
  });

  it("shows 'KAR User' for a member without a name and '-' for one without an email", async () => {
    const nameless = all.find((m) => !m.firstName && !m.lastName && m.phone);
    const noEmail = all.find((m) => !m.email && m.phone);
    expect(nameless, 'the demo data has a member without a name').toBeDefined();
    expect(noEmail, 'the demo data has a member without an email').toBeDefined();
    const page = await openMembers();
    try {
      for (const [member, column, text] of [
        [nameless, 'Full name', 'KAR User'],
        [noEmail, 'Email', '-'],
      ] as const) {
        if (!member?.phone) continue;
        const box = page.getByRole('searchbox', { name: 'Search' });
        await box.fill(member.phone);
        await box.press('Enter');
        const expected = await apiUsers(page, { skip: 1, take: 10, keyword: member.phone });
        await waitForRows(
          page,
          expected.items.map((m) => m.id),
        );
        const index = expected.items.findIndex((m) => m.id === member.id);
        expect(index).toBeGreaterThanOrEqual(0);
        expect((await columnTexts(page, column))[index]).toBe(text);
        expect((await columnTexts(page, 'Phone'))[index]).toBe(
          `(+${member.prefixPhone ?? ''}) ${member.phone}`,
        );
      }
    } finally {
      await page.close();
    }
  });

  describe('EXPORT', () => {
    let downloadDir: string;

    beforeAll(() => {
      downloadDir = mkdtempSync(path.join(tmpdir(), 'kar-e2e-export-'));
    });

    afterAll(() => {
      rmSync(downloadDir, { recursive: true, force: true });
    });

    async function exportSheet(
      page: Page,
    ): Promise<{ fileName: string; sheetNames: string[]; rows: unknown[][] }> {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: 'EXPORT' }).click(),
      ]);
      const file = path.join(downloadDir, download.suggestedFilename());
      await download.saveAs(file);
      const book = read(readFileSync(file), { type: 'buffer' });
      const sheet = book.Sheets[SHEET_NAME];
      return {
        fileName: download.suggestedFilename(),
        sheetNames: book.SheetNames,
        rows: sheet ? utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null }) : [],
      };
    }

    it('downloads exactly the members matching the current filters', async () => {
      const page = await openMembers('?status=TERMINATED');
      try {
        const expected = await apiUsers(page, { skip: 1, take: 1000, status: 'TERMINATED' });
        expect(expected.meta.totalItems).toBeGreaterThan(0);
        expect(expected.meta.totalItems).toBeLessThan(40);
        await waitForTitle(page, expected.meta.totalItems);

        const sheet = await exportSheet(page);
        expect(sheet.fileName).toMatch(FILE_PATTERN);
        expect(sheet.sheetNames).toEqual([SHEET_NAME]);
        const [header, ...rows] = sheet.rows;
        expect(header).toEqual([
          'No.',
          'Email',
          'Full name',
          'Balance (VND)',
          'KAR (VND)',
          'Phone',
          'Created date',
          'Status',
        ]);
        expect(rows).toHaveLength(expected.meta.totalItems);
        expect(rows.map((r) => r[0])).toEqual(rows.map((_, i) => i + 1));
        expect(rows.map((r) => r[1])).toEqual(expected.items.map((m) => m.email ?? '-'));
        expect(new Set(rows.map((r) => r[7]))).toEqual(new Set(['InActive']));
      } finally {
        await page.close();
      }
    });

    it('downloads every member when no filter is set', async () => {
      const page = await openMembers();
      try {
        await waitForTitle(page, all.length);
        const sheet = await exportSheet(page);
        expect(sheet.fileName).toMatch(FILE_PATTERN);
        const [, ...rows] = sheet.rows;
        expect(rows.map((r) => r[1])).toEqual(all.map((m) => m.email ?? '-'));
      } finally {
        await page.close();
      }
    });

    it("warns 'Data export failed' and downloads nothing when no member matches", async () => {
      const page = await openMembers();
      try {
        let downloads = 0;
        page.on('download', () => {
          downloads += 1;
        });
        const box = page.getByRole('searchbox', { name: 'Search' });
        await box.fill('zz-no-such-member-zz');
        await box.press('Enter');
        await waitForQuery(page, (q) => q.get('search') === 'zz-no-such-member-zz');
        await waitForTitle(page, 0);
        await table(page).getByText('No members match these filters').waitFor();
        await screenshot(page, 'members-empty');

        await page.getByRole('button', { name: 'EXPORT' }).click();
        const warning = page.getByRole('alert').filter({ hasText: EMPTY_EXPORT_WARNING });
        await warning.waitFor({ timeout: 10_000 });
        await expect(warning.getAttribute('data-kind')).resolves.toBe('warning');
        // The notification never covers the page header's buttons.
        const note = await warning.boundingBox();
        for (const name of ['EXPORT', 'Add new']) {
          const button = await page
            .getByRole('main')
            .getByRole('link')
            .or(page.getByRole('main').getByRole('button'))
            .filter({ hasText: name })
            .first()
            .boundingBox();
          expect(note && button).toBeTruthy();
          if (!note || !button) continue;
          const apart =
            note.x >= button.x + button.width ||
            button.x >= note.x + note.width ||
            note.y >= button.y + button.height ||
            button.y >= note.y + note.height;
          expect(apart, `the notification covers '${name}'`).toBe(true);
        }
        await page.waitForTimeout(1_500);
        expect(downloads).toBe(0);
        await screenshot(page, 'members-export-empty');
      } finally {
        await page.close();
      }
    });
  });
});
