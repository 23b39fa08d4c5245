import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, choices, launchBrowser, newPage, pick, signIn, url, waitForPath } from './harness';
import { api } from './page-api';
import { withDocuments } from './sent-documents';

// The shared kit (issue 10), driven through Market Price, the worked example of docs/adding-a-screen.md.

const LIST = /* GraphQL */ `
  query E2eKitVersions($skip: Int, $take: Int, $keyword: String) {
    adminGetListAllVersion(skip: $skip, take: $take, keyword: $keyword) {
      meta {
        totalItems
        totalPages
      }
      items {
        id
        name
        modelDetail {
          id
        }
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation E2eKitCreate($input: AdminMarketPriceInput!) {
    adminCreateMarketPrice(input: $input) {
      id
    }
  }
`;

interface Versions {
  meta: { totalItems: number; totalPages: number };
  items: { id: string; name: string; modelDetail: { id: string } | null }[];
}
const versions = async (page: Page, variables: Record<string, unknown>) =>
  (await api<{ adminGetListAllVersion: Versions }>(page, LIST, variables)).adminGetListAllVersion;

const table = (page: Page) => page.getByRole('table', { name: 'Market prices' });
const rows = (page: Page) => table(page).locator('tbody tr');
const errors = (page: Page) => page.locator('[data-kind="error"]');
const settled = (page: Page) =>
  expect.poll(() => table(page).getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
const isOperation = (request: Request, name: string) =>
  request.url().endsWith('/graphql') && withDocuments(request.postData()).includes(name);

async function closeNotifications(page: Page) {
  for (const button of await page.getByRole('button', { name: 'Close notification' }).all()) {
    await button.click().catch(() => undefined);
  }
}

describe.skipIf(!browserAvailable)('the shared kit, on Market Price', () => {
  let browser: Browser;
  let page: Page;
  let modelId = '';
  const tag = `E2E Kit ${Date.now().toString(36)}`;

  /** A throwaway version made through the API, named with this run's tag. */
  async function makeVersion(name: string): Promise<string> {
    const made = await api<{ adminCreateMarketPrice: { id: string } }>(page, CREATE, {
      input: { name, model: modelId, priceCarVersion: 500_000_000 },
    });
    return made.adminCreateMarketPrice.id;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
    const sample = (await versions(page, { skip: 1, take: 1 })).items[0];
    modelId = sample?.modelDetail?.id ?? '';
    if (!modelId) throw new Error('the demo data has no car version with a model');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reports a refused delete exactly once (one failure, one message)', async () => {
    // A demo version that demo posts use: the server refuses to delete it and says why.
    // The newest versions are other suites' throwaways; the demo ones are on the last page.
    const { meta } = await versions(page, { skip: 1, take: 10 });
    const oldest = await versions(page, { skip: meta.totalPages, take: 10 });
    const used = oldest.items.find((v) => !v.name.startsWith('E2E'));
    if (!used) throw new Error('no demo version found');
    await page.goto(url(`/market-price?search=${encodeURIComponent(used.name)}`));
    await settled(page);
    const row = rows(page).filter({ hasText: used.name }).first();
    await row.getByRole('button', { name: `Delete ${used.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await errors(page)
      .filter({ hasText: /cannot be deleted/ })
      .first()
      .waitFor();
    // Both reports, when there were two, were raised in the same tick as the refusal.
    await dialog.waitFor({ state: 'detached' });
    await settled(page);
    expect(await errors(page).count()).toBe(1);
    // Focus does not fall to the page body when the dialog closes.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    await closeNotifications(page);
  });

  it('replaces a page past the end with the last page', async () => {
    const { meta } = await versions(page, { skip: 1, take: 10 });
    await page.goto(url('/market-price?page=999'));
    await page.waitForURL((u) => u.searchParams.get('page') === String(meta.totalPages));
    await settled(page);
    expect(await rows(page).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('No market prices yet').count()).toBe(0);
  });

  it('marks the rows on screen as stale while the next page loads', async () => {
    await page.goto(url('/market-price'));
    await settled(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = async (route: Route) => {
      if (isOperation(route.request(), 'AdminGetListAllVersion')) await held;
      await route.continue();
    };
    await page.route('**/graphql', hold);
    await page
      .getByRole('button', { name: /^(Page )?2$/ })
      .first()
      .click();
    await expect.poll(() => table(page).getAttribute('data-stale')).toBe('true');
    expect(await table(page).getAttribute('aria-busy')).toBe('true');
    release();
    await expect.poll(() => table(page).getAttribute('data-stale')).toBeNull();
    await page.unroute('**/graphql', hold);
    expect(await rows(page).first().locator('td').first().textContent()).toBe('11');
  });

  it('returns from view, edit and save to the list as it was, and Back does not reopen the edit form', async () => {
    for (let i = 0; i < 12; i++) await makeVersion(`${tag} Back ${String(i).padStart(2, '0')}`);
    const listUrl = `/market-price?page=2&search=${encodeURIComponent(`${tag} Back`)}`;
    await page.goto(url(listUrl));
    await settled(page);
    const first = rows(page).first();
    const name = (await first.locator('td').nth(3).textContent()) ?? '';
    await first.getByRole('link', { name: `View ${name}` }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const viewPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Market Price' }).waitFor();
    await page.getByLabel('Price (VND)').fill('612,000,000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/market-price');
    const back = new URL(page.url());
    expect(back.searchParams.get('page')).toBe('2');
    expect(back.searchParams.get('search')).toBe(`${tag} Back`);
    // Saving left no reason to ask about unsaved changes.
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.goBack();
    await waitForPath(page, viewPath);
  });

  it('asks before leaving a changed form, never for an untouched one', async () => {
    await page.goto(url('/market-price/create'));
    await page.getByRole('heading', { name: 'Create Market Price' }).waitFor();
    await page.getByRole('link', { name: 'Back to Market Price' }).click();
    await waitForPath(page, '/market-price');
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await page.goto(url('/market-price/create'));
    await page.getByLabel('Version name').fill('Half typed');
    await page.getByRole('link', { name: 'Back to Market Price' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Leave without saving?').waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForPath(page, '/market-price/create');
    expect(await page.getByLabel('Version name').inputValue()).toBe('Half typed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await waitForPath(page, '/market-price');
  });

  it('sends one mutation however fast Save is pressed twice', async () => {
    await page.goto(url('/market-price/create'));
    const brand = page.getByLabel('Brand');
    await expect.poll(async () => (await choices(brand)).length).toBeGreaterThan(1);
    await pick(brand, { index: 1 });
    const model = page.getByLabel('Model');
    await expect.poll(async () => (await choices(model)).length).toBeGreaterThan(1);
    await pick(model, { index: 1 });
    await page.getByLabel('Version name').fill(`${tag} Once`);
    await page.getByLabel('Price (VND)').fill('700000000');
    const sent: string[] = [];
    const count = (request: Request) => {
      if (isOperation(request, 'AdminCreateMarketPrice')) sent.push(withDocuments(request.postData()));
    };
    page.on('request', count);
    await page.getByRole('button', { name: 'Create' }).dblclick();
    await waitForPath(page, '/market-price');
    page.off('request', count);
    expect(sent).toHaveLength(1);
    expect((await versions(page, { keyword: `${tag} Once` })).meta.totalItems).toBe(1);
    await closeNotifications(page);
  });

  it('ends an action that gets no answer in a message with Try again, which then goes through', async () => {
    const name = `${tag} Offline`;
    await makeVersion(name);
    await page.goto(url(`/market-price?search=${encodeURIComponent(name)}`));
    await settled(page);
    await rows(page)
      .filter({ hasText: name })
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.context().setOffline(true);
    const message = errors(page).filter({ hasText: 'The server could not be reached' });
    try {
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await message.waitFor();
      expect(await errors(page).count()).toBe(1);
    } finally {
      await page.context().setOffline(false);
    }
    await message.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Market price deleted').waitFor();
    await expect.poll(() => rows(page).filter({ hasText: name }).count()).toBe(0);
    expect((await versions(page, { keyword: name })).meta.totalItems).toBe(0);
    await closeNotifications(page);
  });

  it('shows one not-found state for a record that does not exist', async () => {
    await page.goto(url('/market-price/view/00000000-0000-4000-8000-000000000000'));
    await page.getByRole('heading', { name: 'Car version not found' }).waitFor();
    await page.goto(url('/market-price/edit/not-an-id'));
    await page.getByRole('heading', { name: 'Car version not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the Market Price list' }).click();
    await waitForPath(page, '/market-price');
  });

  it('keeps a long unbroken name from stretching the page: cut to 50 characters, whole on hover, row actions in view', async () => {
    // 100 characters, the longest name the rules allow, none of them a place to break the line.
    const long = `${tag.replace(/\s/g, '')}${'W'.repeat(100)}`.slice(0, 100);
    await makeVersion(long);
    await page.goto(url(`/market-price?search=${encodeURIComponent(long)}`));
    await settled(page);
    const cell = rows(page).first().locator('td').nth(3);
    expect(await cell.locator('[title]').getAttribute('title')).toBe(long);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const button = await rows(page)
      .first()
      .getByRole('button', { name: `Delete ${long}` })
      .boundingBox();
    expect(button).not.toBeNull();
    expect((button?.x ?? Infinity) + (button?.width ?? 0)).toBeLessThanOrEqual(widths.viewport);
  });
});
