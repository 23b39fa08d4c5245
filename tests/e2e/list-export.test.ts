import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url } from './harness';
import { api } from './page-api';

/** Export of any list (issue 25 §2): every row the filters match, the columns in order, values typed. */

const GARAGES = /* GraphQL */ `
  query E2eExportGarages($take: Int, $province: String, $order: String) {
    adminGaragePagination(take: $take, province: $province, order: $order) {
      meta {
        totalItems
      }
      items {
        title
        province
        karCheck
        createdAt
      }
    }
  }
`;

const POSTS = /* GraphQL */ `
  query E2eExportPosts($take: Int) {
    adminListPost(take: $take) {
      meta {
        totalItems
      }
    }
  }
`;

interface Garage {
  title: string;
  province: string | null;
  karCheck: boolean;
  createdAt: string;
}

const WAIT = { timeout: 15_000 };

describe.skipIf(!browserAvailable)('Export of any list', () => {
  let browser: Browser;
  let page: Page;
  let downloadDir: string;

  beforeAll(async () => {
    downloadDir = mkdtempSync(path.join(tmpdir(), 'kar-e2e-list-export-'));
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(downloadDir, { recursive: true, force: true });
  });

  const heading = () => page.getByRole('heading', { level: 1 });

  async function exportSheet() {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const file = path.join(downloadDir, download.suggestedFilename());
    await download.saveAs(file);
    const book = read(readFileSync(file), { type: 'buffer', cellDates: true });
    const name = book.SheetNames[0] ?? '';
    const sheet = book.Sheets[name];
    return {
      fileName: download.suggestedFilename(),
      sheetName: name,
      rows: sheet ? utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null }) : [],
    };
  }

  it('writes every garage of a province, in the order on screen, with Status and Kar Check', async () => {
    const all = await api<{ adminGaragePagination: { items: Garage[] } }>(page, GARAGES, { take: 1000 });
    const province = all.adminGaragePagination.items.find((g) => g.province)?.province;
    if (!province) throw new Error('no garage with a province');
    const expected = (
      await api<{ adminGaragePagination: { meta: { totalItems: number }; items: Garage[] } }>(page, GARAGES, {
        take: 1000,
        province,
        order: 'title',
      })
    ).adminGaragePagination;
    expect(expected.meta.totalItems).toBeGreaterThan(0);

    await page.goto(
      url(`/services/garage-salon/list?province=${encodeURIComponent(JSON.stringify(province))}&sort=title`),
    );
    await heading()
      .filter({ hasText: `Garage & Salon (${expected.meta.totalItems.toLocaleString('en-US')})` })
      .waitFor(WAIT);
    await screenshot(page, 'garages-export-button');

    const sheet = await exportSheet();
    expect(sheet.fileName).toMatch(/^Garage-Salon-\d{8}-\d{4}\.xlsx$/);
    expect(sheet.sheetName).toBe('Garage & Salon');
    const [header, ...rows] = sheet.rows;
    expect(header).toEqual([
      'No.',
      'Title',
      'Phone',
      'Email',
      'Website',
      'Address',
      'Created on',
      'Created by',
      'Status',
      'Kar Check',
    ]);
    expect(rows).toHaveLength(expected.meta.totalItems);
    expect(rows.map((r) => r[0])).toEqual(rows.map((_, i) => i + 1));
    // Whole titles, not the table's 60-character cut, in the order of the URL's sort.
    expect(rows.map((r) => r[1])).toEqual(expected.items.map((g) => g.title));
    // A date cell, not text: the spreadsheet can sort and filter it. A spreadsheet date is a fraction of a
    // day in a double, which keeps the time to about a millisecond: read back, 1 in 4 dates comes out 1 ms
    // off (measured over 3,000 with the app's own writer), so the check is to the millisecond, not below.
    const offBy = rows.map((r, i) =>
      Math.abs((r[6] as Date).getTime() - new Date(expected.items[i]?.createdAt ?? 0).getTime()),
    );
    expect(offBy.filter((ms) => ms > 1)).toEqual([]);
    expect(new Set(rows.map((r) => r[8])).size).toBeGreaterThan(0);
    for (const r of rows) expect(['Active', 'Pending', 'Reject']).toContain(r[8]);
    expect(rows.map((r) => r[9])).toEqual(expected.items.map((g) => (g.karCheck ? 'Yes' : 'No')));
  });

  it('writes all posts, beyond one page of the server (1,000 rows)', async () => {
    const total = (await api<{ adminListPost: { meta: { totalItems: number } } }>(page, POSTS, { take: 1 }))
      .adminListPost.meta.totalItems;
    expect(total).toBeGreaterThan(1000);
    await page.goto(url('/post-management/list'));
    await heading().filter({ hasText: 'Posts (' }).waitFor(WAIT);
    const sheet = await exportSheet();
    const [header, ...rows] = sheet.rows;
    expect(header?.slice(0, 3)).toEqual(['No.', 'Title', 'Code']);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r[2])).size).toBe(total);
  });

  it('stops on Cancel export and downloads nothing', async () => {
    await page.goto(url('/post-management/list'));
    await heading().filter({ hasText: 'Posts (' }).waitFor(WAIT);
    let downloads = 0;
    const count = () => (downloads += 1);
    page.on('download', count);
    // The export's pages (1,000 rows each) are held back, so that Cancel comes while it fetches.
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('"take":1000')) await new Promise((r) => setTimeout(r, 2_000));
      await route.continue().catch(() => undefined);
    });
    try {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('progressbar', { name: 'Export progress' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Cancel export' }).click();
      await page.getByRole('button', { name: 'Export', exact: true }).waitFor(WAIT);
      expect(await page.getByRole('progressbar', { name: 'Export progress' }).count()).toBe(0);
      // Long enough for the held-back page to answer and a file to have been made, had it gone on.
      await page.waitForTimeout(4_000);
      expect(downloads).toBe(0);
    } finally {
      page.off('download', count);
      await page.unroute('**/graphql');
    }
  });

  it('says there is nothing to export when no row matches, and makes no file', async () => {
    await page.goto(url('/services/garage-salon/list?search=no-garage-is-called-this'));
    await page.getByText('No garages or salons match these filters').waitFor(WAIT);
    let downloads = 0;
    const count = () => (downloads += 1);
    page.on('download', count);
    try {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Nothing to export: no rows match these filters' })
        .waitFor(WAIT);
      expect(downloads).toBe(0);
    } finally {
      page.off('download', count);
    }
  });
});
