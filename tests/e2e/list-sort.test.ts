import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url } from './harness';
import { api } from './page-api';

/** Server-side sorting from a column's header (issue 25 §2): the URL, aria-sort and the rows' order. */

const VERSIONS = /* GraphQL */ `
  query E2eSortedVersions($take: Int, $sort: String) {
    adminGetListAllVersion(take: $take, sort: $sort) {
      items {
        name
      }
    }
  }
`;

/** The first load builds a page's chunks on a busy machine: the default second is too short. */
const WAIT = { timeout: 15_000 };

const cut = (name: string) => (name.length > 50 ? `${name.slice(0, 50)}...` : name);

describe.skipIf(!browserAvailable)('sorting a list by a column', () => {
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

  const table = (name: string) => page.getByRole('table', { name });
  const header = (tableName: string, column: string) =>
    table(tableName).locator('thead th').filter({ hasText: column });
  const columnTexts = async (tableName: string, index: number) =>
    table(tableName)
      .locator(`tbody tr td:nth-child(${String(index)})`)
      .allTextContents();
  const settled = (tableName: string) =>
    expect.poll(() => table(tableName).getAttribute('aria-busy'), WAIT).toBe('false');

  it('sorts Market Price by price and back, from the header, in the URL', async () => {
    await page.goto(url('/market-price?page=2'));
    const name = 'Market prices';
    await table(name).locator('tbody tr td').first().waitFor({ timeout: 15_000 });
    await settled(name);
    const price = header(name, 'Price (VND)');
    expect(await price.getAttribute('aria-sort')).toBe('none');
    // A header that does not sort is not a button and says nothing about order.
    expect(await header(name, 'Km run').getAttribute('aria-sort')).toBeNull();
    expect(await header(name, 'Km run').getByRole('button').count()).toBe(0);

    await price.getByRole('button', { name: 'Price (VND)' }).click();
    // Sorting starts again from page 1.
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price' && !u.searchParams.has('page'));
    await expect.poll(() => price.getAttribute('aria-sort'), WAIT).toBe('ascending');
    const up = await api<{ adminGetListAllVersion: { items: { name: string }[] } }>(page, VERSIONS, {
      take: 10,
      sort: 'price',
    });
    await expect
      .poll(() => columnTexts(name, 4), WAIT)
      .toEqual(up.adminGetListAllVersion.items.map((v) => cut(v.name)));
    await screenshot(page, 'list-sort-market-price-ascending');

    // The second click reverses it.
    await price.getByRole('button', { name: 'Price (VND)' }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === '-price');
    await expect.poll(() => price.getAttribute('aria-sort'), WAIT).toBe('descending');
    const down = await api<{ adminGetListAllVersion: { items: { name: string }[] } }>(page, VERSIONS, {
      take: 10,
      sort: '-price',
    });
    await expect
      .poll(() => columnTexts(name, 4), WAIT)
      .toEqual(down.adminGetListAllVersion.items.map((v) => cut(v.name)));
    await screenshot(page, 'list-sort-market-price-descending');

    // The order survives a reload (it is the URL's), and Clear takes it away.
    await page.reload();
    await expect.poll(() => price.getAttribute('aria-sort'), WAIT).toBe('descending');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((u) => !u.searchParams.has('sort'));
    await expect.poll(() => price.getAttribute('aria-sort'), WAIT).toBe('none');
  });

  it('sorts Members by balance with the keyboard', async () => {
    await page.goto(url('/user-management'));
    const name = 'Members';
    await table(name).locator('tbody tr td').first().waitFor({ timeout: 15_000 });
    await settled(name);
    const balance = header(name, 'Balance');
    await balance.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'balance');
    await expect.poll(() => balance.getAttribute('aria-sort'), WAIT).toBe('ascending');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('sort') === '-balance');
    await expect.poll(() => balance.getAttribute('aria-sort'), WAIT).toBe('descending');
    await settled(name);
    // The balances read down the column from the largest (a member without a balance row says '-').
    const headers = await table(name).locator('thead th').allTextContents();
    const at = headers.findIndex((h) => h.trim() === 'Balance') + 1;
    expect(at).toBeGreaterThan(0);
    const amounts = (await columnTexts(name, at))
      .map((t) => t.replace(/[^0-9]/g, ''))
      .filter((d) => d !== '')
      .map(Number);
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    await screenshot(page, 'list-sort-members-balance');
  });
});
