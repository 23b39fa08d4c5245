import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read, utils, write } from 'xlsx';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url } from './harness';

// SPEC §2.16, §4 and §8 words, copied by hand so that a change to the screen must agree with the spec.
const BULK_TAB = 'Thêm hàng loạt';
const warningFor = (id: string) => `Vui lòng kiểm tra dữ liệu với id ${id}`;
const LOI = 'Lỗi';
const UNKNOWN_ID = '0f0f0f0f-0000-4000-8000-00000000beef';

const dir = mkdtempSync(path.join(tmpdir(), 'kar-bulk-e2e-'));

/** A real .xlsx made with SheetJS, as an admin's Excel would save it. */
function xlsxFile(name: string, rows: unknown[][]): string {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  const file = path.join(dir, name);
  writeFileSync(file, new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer));
  return file;
}

async function api<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ({ query: q, variables: v }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-kar-csrf': '1' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown[] };
    },
    { query, variables },
  );
  if (body.errors?.length || !body.data) throw new Error(`api failed: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

type Version = { id: string; name: string; model: string | null; priceCarVersion: number | null };
const versions = (page: Page) =>
  api<{ adminGetListVersion: Version[] }>(
    page,
    '{ adminGetListVersion { id name model priceCarVersion } }',
  ).then((d) => d.adminGetListVersion);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Setting types' });
const notice = (page: Page, text: string | RegExp) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();

async function openBulk(page: Page, type: string) {
  await page.goto(url('/settings'));
  await nav(page).getByRole('button', { name: type, exact: true }).click();
  await page.getByRole('tab', { name: BULK_TAB }).click();
}

/** For each POST /graphql that carried the named mutation: the rows of each of its operations. */
function watchBatches(page: Page, operation: string): number[][] {
  const requests: number[][] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const body = request.postData() ?? '';
    if (!body.includes(operation)) return;
    const parsed = JSON.parse(body) as unknown;
    const ops = (Array.isArray(parsed) ? parsed : [parsed]) as { variables?: { rows?: unknown[] } }[];
    requests.push(ops.map((op) => op.variables?.rows?.length ?? 0));
  });
  return requests;
}

describe.skipIf(!browserAvailable)('Settings bulk Excel import (SPEC §2.16, §4)', () => {
  let browser: Browser;
  let page: Page;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('car versions: upload a real .xlsx, see the dry run, import in bulk operations (5 per request) and find the rows in the list', async () => {
    await openBulk(page, 'Car Version');
    const { adminGetListModels: models } = await api<{
      adminGetListModels: { id: string; name: string; brandMeta: { name: string } | null }[];
    }>(page, '{ adminGetListModels { id name brandMeta { name } } }');
    const model = models[0];
    if (!model) throw new Error('the demo seed has no models');
    const names = Array.from({ length: 120 }, (_, i) => `E2E ${stamp} ${String(i + 1).padStart(3, '0')}`);
    const file = xlsxFile('versions-add.xlsx', [
      ['ID', 'Model', 'Brand', 'Slug', 'Name', 'Price (VND)'],
      ...names.map((n, i) => ['ignored-id', model.id, null, null, n, 500_000_000 + i]),
      [null, model.id, null, null, `E2E ${stamp} no price`, null],
      [null, 'No such model', null, null, `E2E ${stamp} unknown`, 1],
    ]);

    await page.getByLabel('Upload file').setInputFiles(file);
    await expect.poll(() => page.getByText('versions-add.xlsx').count()).toBe(1);
    await page.getByRole('button', { name: 'Add', exact: true }).last().click();
    const summary = page.getByLabel('Dry run summary');
    await summary.getByText('To create: 120').waitFor();
    await summary.getByText('To skip: 2').waitFor();
    await page.getByText('Unknown model "No such model"').waitFor();
    await screenshot(page, 'settings-bulk-version-preview');

    // Slow each write down so the progress bar can be seen (and photographed) mid-way.
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('AdminBulkCreateVersions'))
        await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    const batches = watchBatches(page, 'AdminBulkCreateVersions');
    await page.getByRole('button', { name: 'Import 120 rows' }).click();
    // Photographed once the first request is answered and before the last, so the bar shows real progress.
    await page.getByText(/^([1-9]|[1-9]\d|10\d|11[0-9]) \/ 120$/).waitFor();
    await screenshot(page, 'settings-bulk-version-progress');
    await page.getByText('Saved 120 of 120 rows').waitFor({ timeout: 30_000 });
    await page.unroute('**/graphql');
    // 120 rows go 3 to an operation (about 50 operations, src/features/settings/bulk/write-batches.ts), at
    // most 5 operations per HTTP request (SPEC §7): 40 operations in 8 requests, every row sent once.
    expect(batches.every((ops) => ops.length >= 1 && ops.length <= 5)).toBe(true);
    expect(batches.map((ops) => ops.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5]);
    expect(batches.flat()).toEqual(Array.from({ length: 40 }, () => 3));

    const saved = (await versions(page)).filter((v) => v.name.startsWith(`E2E ${stamp} `));
    expect(saved.map((v) => v.name).sort()).toEqual(names);
    expect(saved.every((v) => v.model === model.id)).toBe(true);

    // The list beside the form shows them (the tab invalidated it).
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill(`E2E ${stamp} 007`);
    await box.press('Enter');
    await page.getByText(`E2E ${stamp} 007`, { exact: true }).first().waitFor();
    await screenshot(page, 'settings-bulk-version-done');
  });

  it('car versions: bulk update edits by id and warns for the bad id', async () => {
    await openBulk(page, 'Car Version');
    const target = (await versions(page)).find((v) => v.name === `E2E ${stamp} 001`);
    if (!target) throw new Error('the previous step created no version');
    const file = xlsxFile('versions-update.xlsx', [
      ['ID', 'Model', 'Brand', 'Slug', 'Name', 'Price (VND)'],
      [target.id, null, null, null, `E2E ${stamp} 001 updated`, '1.234.000.000'],
      [UNKNOWN_ID, null, null, null, 'Nobody', 1],
    ]);
    await page.getByLabel('Upload file').setInputFiles(file);
    await page.getByRole('button', { name: 'Update', exact: true }).last().click();
    await page.getByLabel('Dry run summary').getByText('To update: 1').waitFor();
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await notice(page, warningFor(UNKNOWN_ID)).waitFor();
    await page.getByText('Saved 1 of 1 row').waitFor();
    await screenshot(page, 'settings-bulk-version-update-warning');
    const after = (await versions(page)).find((v) => v.id === target.id);
    expect(after).toMatchObject({ name: `E2E ${stamp} 001 updated`, priceCarVersion: 1_234_000_000 });
  });

  it("car versions: 'Car version list update' downloads every version with its id, in the import's columns", async () => {
    await openBulk(page, 'Car Version');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Car version list update' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Car version list update.xlsx');
    const saved = await download.path();
    const book = read(readFileSync(saved), { type: 'buffer' });
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, { header: 1 });
    const all = await versions(page);
    expect(rows).toHaveLength(all.length + 1);
    const row = rows.find((r) => r[0] === all[0]?.id);
    expect(row?.[4]).toBe(all[0]?.name);
  });

  it('refuses a file that is not a workbook, writes nothing, and the red icon clears the choice', async () => {
    await openBulk(page, 'Car Version');
    const before = (await versions(page)).length;
    const fake = path.join(dir, 'fake.xlsx');
    writeFileSync(fake, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    await page.getByLabel('Upload file').setInputFiles(fake);
    await page.getByRole('button', { name: 'Add', exact: true }).last().click();
    await notice(page, 'This is not an Excel (.xlsx, .xls) or CSV file').waitFor();
    expect(await page.getByLabel('Dry run summary').count()).toBe(0);
    expect((await versions(page)).length).toBe(before);
    await page.getByRole('button', { name: 'Clear the chosen file' }).click();
    await page.getByText(/^No file chosen/).waitFor();
  });

  it("registration locations: bulk update edits by id and warns 'Lỗi' for the bad id", async () => {
    await openBulk(page, 'Registration Location');
    type Cost = { id: string; registry: number; proviceDetail: { name: string; code: string } | null };
    const { adminGetListCarPurchaseCostProvinceSettingOption: costs } = await api<{
      adminGetListCarPurchaseCostProvinceSettingOption: Cost[];
    }>(
      page,
      '{ adminGetListCarPurchaseCostProvinceSettingOption { id registry proviceDetail { name code } } }',
    );
    const cost = costs[0];
    if (!cost) throw new Error('the demo seed has no registration location');
    const registry = cost.registry + 1000;
    const file = xlsxFile('registration-update.xlsx', [
      ['ID', 'Province', 'Province code', 'a', 'b', 'c', 'd', 'e', 'f', 'g'],
      [cost.id, 'ignored on update', null, 11, 2, registry, 1_560_000, 480_700, 20_000_000, 1.5],
      [UNKNOWN_ID, null, null, 11, 2, 1, 1, 1, 1, 1],
    ]);
    await page.getByLabel('Upload file').setInputFiles(file);
    await page.getByRole('button', { name: 'Update', exact: true }).last().click();
    await page.getByLabel('Dry run summary').getByText('To update: 1').waitFor();
    await screenshot(page, 'settings-bulk-registration-preview');
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    const warning = notice(page, warningFor(UNKNOWN_ID));
    await warning.waitFor();
    expect(await warning.textContent()).toContain(LOI);
    await page.getByText('Saved 1 of 1 row').waitFor();
    await screenshot(page, 'settings-bulk-registration-warning');
    const { adminGetListCarPurchaseCostProvinceSettingOption: after } = await api<{
      adminGetListCarPurchaseCostProvinceSettingOption: {
        id: string;
        registry: number;
        registrationFeeNewCar: number;
      }[];
    }>(page, '{ adminGetListCarPurchaseCostProvinceSettingOption { id registry registrationFeeNewCar } }');
    expect(after.find((c) => c.id === cost.id)).toMatchObject({ registry, registrationFeeNewCar: 11 });
  });
});
