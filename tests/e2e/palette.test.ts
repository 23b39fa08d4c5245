import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeFindings,
  browserAvailable,
  currentPath,
  launchBrowser,
  newPage,
  screenshotsAtDesktopWidths,
  signIn,
  waitForPath,
} from './harness';
import { api } from './page-api';

const MEMBERS = /* GraphQL */ `
  query E2ePaletteMembers {
    users(skip: 1, take: 100) {
      items {
        id
        firstName
        lastName
      }
    }
  }
`;
const SEARCH = /* GraphQL */ `
  query E2ePaletteSearch($query: String!) {
    adminSearch(query: $query, first: 10) {
      members {
        id
        title
      }
    }
  }
`;

const TRANSFERS = /* GraphQL */ `
  query E2ePaletteTransfers {
    adminListUserTransferRequest(skip: 1, take: 20) {
      items {
        users {
          firstName
        }
      }
    }
  }
`;

type Member = { id: string; firstName: string | null; lastName: string | null };
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();

const palette = (page: Page) => page.getByTestId('command-palette');
const input = (page: Page) => palette(page).getByRole('combobox', { name: 'Search screens and records' });

/** Opens the palette with Ctrl+K and waits for its search box to have the focus. */
async function openWithKeyboard(page: Page) {
  // The shortcut is heard once the admin area's header is there.
  await page.getByRole('button', { name: 'Search screens and records' }).waitFor();
  await page.keyboard.press('Control+k');
  await input(page).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
}

describe.skipIf(!browserAvailable)('command palette (issue 28 §1)', () => {
  let browser: Browser;
  let page: Page;
  const scripts: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signIn(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads its code only when opened', async () => {
    // The admin area carries the trigger alone; the palette's own chunk waits for Ctrl+K.
    expect(scripts.filter((s) => s.includes('command-palette'))).toEqual([]);
    await openWithKeyboard(page);
    expect(scripts.filter((s) => s.includes('command-palette')).length).toBe(1);
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
  });

  it('finds a member typed without accents, and Enter opens their page', async () => {
    // A demo member with tone marks in the name, and the only member of that name.
    const { users } = await api<{ users: { items: Member[] } }>(page, MEMBERS);
    let chosen: { member: Member; typed: string; name: string } | undefined;
    for (const member of users.items) {
      const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
      const typed = plain(name);
      if (typed === name.toLowerCase() || typed.length < 5) continue;
      const { adminSearch } = await api<{ adminSearch: { members: { id: string }[] } }>(page, SEARCH, {
        query: typed,
      });
      if (adminSearch.members.length === 1) {
        chosen = { member, typed, name };
        break;
      }
    }
    if (!chosen) throw new Error('no demo member has a name with tone marks of their own');

    await openWithKeyboard(page);
    await input(page).pressSequentially(chosen.typed, { delay: 20 });
    const members = palette(page).getByRole('group', { name: 'Members' });
    await members.getByRole('option', { name: new RegExp(chosen.name) }).waitFor();
    // Nothing but the member matches, so it is the first line and Enter opens it.
    const active = palette(page).locator('[role="option"][aria-selected="true"]');
    expect(await active.textContent()).toContain(chosen.name);
    await page.keyboard.press('Enter');
    await waitForPath(page, `/users/view/${chosen.member.id}`);
    await palette(page).waitFor({ state: 'detached' });
  });

  it('opens a screen by its name, from the header button too', async () => {
    await page.getByRole('button', { name: 'Search screens and records' }).click();
    await input(page).waitFor();
    await input(page).pressSequentially('benefit pack', { delay: 20 });
    const screens = palette(page).getByRole('group', { name: 'Screens' });
    await screens.getByRole('option', { name: 'Benefit Packages' }).waitFor();
    // Screens come first: Enter opens the first line.
    await page.keyboard.press('Enter');
    await waitForPath(page, '/benefit-package');
  });

  it('shows what was opened last first when nothing is typed; arrows move, Escape closes', async () => {
    await openWithKeyboard(page);
    const recent = palette(page).getByRole('group', { name: 'Recent' });
    await recent.waitFor();
    const lines = await recent.getByRole('option').allTextContents();
    expect(lines[0]).toContain('Benefit Packages');
    expect(lines.length).toBe(2);
    await page.keyboard.press('ArrowDown');
    const active = palette(page).locator('[role="option"][aria-selected="true"]');
    expect(await active.textContent()).toBe(lines[1]);
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
    expect(currentPath(page)).toBe('/benefit-package');
  });

  it('says when nothing matches, and refuses a text over the limit with the rule message', async () => {
    await openWithKeyboard(page);
    await input(page).fill('zzqxv nothing here');
    await palette(page).getByText('No results for “zzqxv nothing here”.').waitFor();
    await input(page).fill('a'.repeat(101));
    await palette(page).getByRole('alert').getByText('Search is limited to 100 characters').waitFor();
    await page.keyboard.press('Escape');
  });

  it('looks right with results of several kinds at 1440 and 1280 px', async () => {
    // The family name of a member with a transfer request: members and their requests, and a screen or two.
    const { adminListUserTransferRequest } = await api<{
      adminListUserTransferRequest: { items: { users: { firstName: string | null } | null }[] };
    }>(page, TRANSFERS);
    const family = adminListUserTransferRequest.items
      .map((t) => plain(t.users?.firstName ?? '').split(' ')[0] ?? '')
      .find((word) => word.length >= 3);
    if (!family) throw new Error('no demo transfer request has a member with a name');
    await openWithKeyboard(page);
    await input(page).pressSequentially(family, { delay: 20 });
    await palette(page).getByRole('group', { name: 'Members' }).waitFor();
    await palette(page).getByRole('group', { name: 'Transfer requests' }).waitFor();
    expect(await axeFindings(page, { afterAnimations: true })).toEqual([]);
    await screenshotsAtDesktopWidths(page, 'palette-results');
    await page.keyboard.press('Escape');
  });
});
