import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CFB, read, utils, write, type CellObject, type WorkSheet } from 'xlsx';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url } from './harness';
import { api } from './page-api';
import { withDocuments } from './sent-documents';

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

/** The few calls of SheetJS's bundled zip library (typed `any` by the package) this file needs. */
interface ZipEntry {
  content: Uint8Array;
}
interface ZipApi {
  read: (data: Uint8Array, options: { type: 'buffer' }) => object;
  find: (container: object, path: string) => ZipEntry | null;
  write: (container: object, options: { fileType: 'zip'; type: 'buffer' }) => Uint8Array;
}
const zip = CFB as ZipApi;

/** An .xlsx with the given sheets, in order; then each sheet's declared range rewritten as given. */
function craftedXlsx(name: string, sheets: [string, WorkSheet][], declared: Record<number, string> = {}) {
  const book = utils.book_new();
  for (const [sheetName, sheet] of sheets) utils.book_append_sheet(book, sheet, sheetName);
  const bytes = new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  // SheetJS would walk every cell of a huge range while writing, so the range goes into the XML afterwards,
  // as a hand-edited or generated file would carry it.
  const container = zip.read(bytes, { type: 'buffer' });
  for (const [index, ref] of Object.entries(declared)) {
    const entry = zip.find(container, `/xl/worksheets/sheet${String(Number(index) + 1)}.xml`);
    if (!entry) throw new Error(`no sheet ${index} in the crafted workbook`);
    const xml = Buffer.from(entry.content).toString('utf8');
    const patched = xml.replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="${ref}"/>`);
    if (patched === xml) throw new Error('the sheet has no <dimension> to rewrite');
    entry.content = Buffer.from(patched);
  }
  const file = path.join(dir, name);
  writeFileSync(file, zip.write(container, { fileType: 'zip', type: 'buffer' }));
  return file;
}

type Version = { id: string; name: string; model: string | null; priceCarVersion: number | null };
const versions = (page: Page) =>
  api<{ adminGetListVersion: Version[] }>(
    page,
    '{ adminGetListVersion { id name model priceCarVersion } }',
  ).then((d) => d.adminGetListVersion);

type Cost = {
  id: string;
  provinceId: string;
  registrationFeeNewCar: number;
  registrationFeeOldCar: number;
  registry: number;
  roadMaintenanceFee: number;
  civilInsurance: number;
  licensePlateFee: number;
  bodyInsuranceOneYear: number;
  otherCost: number | null;
  isActive: boolean;
};
const costs = (page: Page) =>
  api<{ adminGetListCarPurchaseCostProvinceSettingOption: Cost[] }>(
    page,
    `{ adminGetListCarPurchaseCostProvinceSettingOption { id provinceId registrationFeeNewCar registrationFeeOldCar
      registry roadMaintenanceFee civilInsurance licensePlateFee bodyInsuranceOneYear otherCost isActive } }`,
  ).then((d) => d.adminGetListCarPurchaseCostProvinceSettingOption);

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
    const body = withDocuments(request.postData());
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
      if (withDocuments(route.request().postData()).includes('AdminBulkCreateVersions'))
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
    // 120 rows go 3 to an operation (about 50 operations, src/components/bulk/write-batches.ts), at
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

  it("car versions: 'Download data for update' downloads every version with its id, in the import's columns", async () => {
    await openBulk(page, 'Car Version');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download data for update' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Car version list update.xlsx');
    const saved = await download.path();
    const book = read(readFileSync(saved), { type: 'buffer' });
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, { header: 1 });
    const all = await versions(page);
    expect(rows).toHaveLength(all.length + 1);
    expect(rows[0]).toEqual(['ID', 'Model', 'Brand', 'Slug', 'Name', 'Price (VND)']);
    for (const version of all) {
      const row = rows.find((r) => r[0] === version.id);
      expect(row?.[4]).toBe(version.name);
      expect(row?.[5] ?? null).toBe(version.priceCarVersion);
    }
  });

  it("car versions: 'Download empty template' is the header row only; filled in, duplicates are skipped, bad rows rejected", async () => {
    await openBulk(page, 'Car Version');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download empty template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Car version list add.xlsx');
    const template = read(readFileSync(await download.path()), { type: 'buffer' });
    const sheet = template.Sheets[template.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('the template has no sheet');
    const header = ['ID', 'Model', 'Brand', 'Slug', 'Name', 'Price (VND)'];
    expect(utils.sheet_to_json<unknown[]>(sheet, { header: 1 })).toEqual([header]);

    // The admin fills the template in: one new version, one already saved (by the first test), the new
    // one again and one without a price (nothing wrong: skipped), and one on an unknown model (rejected).
    const existing = (await versions(page)).find((v) => v.name === `E2E ${stamp} 002`);
    if (!existing?.model) throw new Error('the first test saved no version');
    utils.sheet_add_aoa(
      sheet,
      [
        [null, existing.model, null, null, `E2E ${stamp} from template`, 700_000_000],
        [null, existing.model, null, null, existing.name, 1],
        [null, existing.model, null, null, `E2E ${stamp} from template`, 2],
        [null, existing.model, null, null, `E2E ${stamp} no price either`, null],
        [null, 'No such model', null, null, `E2E ${stamp} nowhere`, 1],
      ],
      { origin: 'A2' },
    );
    const filled = path.join(dir, 'template-filled.xlsx');
    writeFileSync(
      filled,
      new Uint8Array(write(template, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer),
    );
    await page.getByLabel('Upload file').setInputFiles(filled);
    await page.getByRole('button', { name: 'Add', exact: true }).last().click();
    await page.getByLabel('Dry run summary').getByText('To create: 1').waitFor();
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await page.getByText('Saved 1 of 1 row. 3 rows skipped; 1 row rejected.').waitFor();
    await screenshot(page, 'settings-bulk-version-template-result');

    const [leftOut] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download skipped and rejected rows (4)' }).click(),
    ]);
    expect(leftOut.suggestedFilename()).toBe('Car version skipped and rejected rows.xlsx');
    const book = read(readFileSync(await leftOut.path()), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Skipped and rejected rows']);
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets['Skipped and rejected rows'] ?? {}, {
      header: 1,
    });
    expect(rows[0]).toEqual([...header, 'Result', 'Reason']);
    expect(rows.slice(1).map((r) => [r[4], r[6]])).toEqual([
      [existing.name, 'Skipped'],
      [`E2E ${stamp} from template`, 'Skipped'],
      [`E2E ${stamp} no price either`, 'Skipped'],
      [`E2E ${stamp} nowhere`, 'Rejected'],
    ]);
    const saved = (await versions(page)).filter((v) => v.name === `E2E ${stamp} from template`);
    expect(saved).toMatchObject([{ priceCarVersion: 700_000_000, model: existing.model }]);
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
  it('registration locations: bulk add from the downloaded template creates one record per free province', async () => {
    await openBulk(page, 'Registration Location');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download empty template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Registration location template.xlsx');
    const template = read(readFileSync(await download.path()), { type: 'buffer' });
    const sheet = template.Sheets[template.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('the template has no sheet');
    // SPEC §4: id, province, then the seven fees in columns 4 to 10 (docs/bulk-excel.md adds code and other cost).
    expect(utils.sheet_to_json<unknown[]>(sheet, { header: 1 })).toEqual([
      [
        'ID',
        'Province',
        'Province code',
        'Registration fee, new car (%)',
        'Registration fee, used car (%)',
        'Registry (VND)',
        'Road maintenance fee (VND)',
        'Civil insurance (VND)',
        'License plate fee (VND)',
        'Body insurance, one year (%)',
        'Other cost (VND)',
      ],
    ]);

    const before = await costs(page);
    const taken = new Set(before.map((c) => c.provinceId));
    const { provinces } = await api<{ provinces: { items: { id: string; name: string; code: string }[] } }>(
      page,
      '{ provinces(countryCode: "VN", skip: 1, take: 100) { items { id name code } } }',
    );
    const free = provinces.items.filter((p) => !taken.has(p.id)).slice(0, 3);
    const [first, second, third] = free;
    const existing = before[0];
    const takenProvince = provinces.items.find((p) => p.id === existing?.provinceId);
    if (!first || !second || !third || !existing || !takenProvince)
      throw new Error('the demo data needs three free provinces and one registration location');
    // The fees in SPEC §3's order; the id of row 2 is ignored on add, row 3 names its province by code only.
    const fees: Record<string, [number, number, number, number, number, number, number]> = {
      [first.id]: [10, 2, 340_000, 1_560_000, 480_700, 500_000, 1.5],
      [second.id]: [11, 2, 250_000, 1_440_000, 437_000, 1_000_000, 1.2],
      [third.id]: [12, 3, 290_000, 1_300_000, 530_000, 20_000_000, 0.9],
    };
    const feeCells = (id: string) => fees[id] ?? [];
    utils.sheet_add_aoa(
      sheet,
      [
        [existing.id, first.name, null, ...feeCells(first.id)],
        [null, null, second.code, ...feeCells(second.id), 150_000],
        [null, third.name, third.code, ...feeCells(third.id)],
        [null, takenProvince.name, null, 10, 2, 1, 1, 1, 1, 1],
      ],
      { origin: -1 },
    );
    const file = path.join(dir, 'registration-add.xlsx');
    writeFileSync(file, new Uint8Array(write(template, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer));

    // The red icon clears a chosen file; Add and Update need one again.
    await page.getByLabel('Upload file').setInputFiles(file);
    await page.getByText('registration-add.xlsx').waitFor();
    const clear = page.getByRole('button', { name: 'Clear the chosen file' });
    expect(await clear.evaluate((el) => el.className)).toContain('text-destructive');
    await screenshot(page, 'settings-bulk-registration-file-chosen');
    await clear.click();
    await page.getByText(/^No file chosen/).waitFor();
    expect(await page.getByText('registration-add.xlsx').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add', exact: true }).last().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Update', exact: true }).last().isDisabled()).toBe(true);

    await page.getByLabel('Upload file').setInputFiles(file);
    await page.getByText('registration-add.xlsx').waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).last().click();
    const summary = page.getByLabel('Dry run summary');
    await summary.getByText('To create: 3').waitFor();
    await summary.getByText('To update: 0').waitFor();
    await summary.getByText('To skip: 1').waitFor();
    await page
      .getByLabel('Dry run rows')
      .getByText('This province already has its registration costs; edit that row')
      .waitFor();
    // Nothing is written by the dry run.
    expect((await costs(page)).length).toBe(before.length);
    await screenshot(page, 'settings-bulk-registration-add-preview');

    await page.getByRole('button', { name: 'Import 3 rows' }).click();
    await page.getByText('Saved 3 of 3 rows').waitFor();
    await notice(page, '3 rows created').waitFor();
    await screenshot(page, 'settings-bulk-registration-add-done');

    const after = await costs(page);
    expect(after).toHaveLength(before.length + 3);
    for (const province of free) {
      const records = after.filter((c) => c.provinceId === province.id);
      expect(records).toHaveLength(1);
      const [newCar, oldCar, registry, road, civil, plate, body] = feeCells(province.id);
      expect(records[0]).toMatchObject({
        registrationFeeNewCar: newCar,
        registrationFeeOldCar: oldCar,
        registry,
        roadMaintenanceFee: road,
        civilInsurance: civil,
        licensePlateFee: plate,
        bodyInsuranceOneYear: body,
        otherCost: province === second ? 150_000 : null,
        isActive: true,
      });
    }
    // The id in row 2 named another record: it is neither edited nor duplicated.
    expect(after.find((c) => c.id === existing.id)).toEqual(existing);
    expect(after.filter((c) => c.provinceId === takenProvince.id)).toHaveLength(1);
    // The list beside the tab reloaded with them.
    await page.getByRole('heading', { name: `Registration locations (${String(after.length)})` }).waitFor();
  });

  it('car versions: a hostile workbook (__proto__ / constructor keys, formulas, a huge declared range) writes nothing', async () => {
    await openBulk(page, 'Car Version');
    const { adminGetListModels: models } = await api<{ adminGetListModels: { id: string; name: string }[] }>(
      page,
      '{ adminGetListModels { id name } }',
    );
    const model = models[0];
    if (!model) throw new Error('the demo seed has no models');
    const before = (await versions(page)).length;
    const mutations: string[] = [];
    const onRequest = (request: {
      method: () => string;
      url: () => string;
      postData: () => string | null;
    }) => {
      const body = withDocuments(request.postData());
      if (request.method() === 'POST' && request.url().endsWith('/graphql') && /\bmutation\b/.test(body))
        mutations.push(body);
    };
    page.on('request', onRequest);

    const hostile = () => {
      const sheet = utils.aoa_to_sheet([
        ['__proto__', 'constructor', 'prototype', 'polluted', '__proto__', 'constructor'],
        ['__proto__', 'constructor', 'prototype', '{"polluted":1}', '__proto__', 1000],
        [null, '__proto__', 'constructor', null, 'prototype', 1000],
        [null, 'prototype', '__proto__', 'constructor', 'toString', '__proto__'],
        [null, model.name, null, null, null, null],
        [null, model.id, null, null, `E2E hostile ${stamp}`, null],
      ]);
      // A formula whose stored value looks like a formula, and one with no stored value at all.
      sheet.E5 = {
        t: 's',
        v: '=HYPERLINK("http://evil.example","x")',
        f: 'HYPERLINK("http://evil.example","x")',
      } as CellObject;
      sheet.F5 = { t: 'n', v: 5, f: '2+3' } as CellObject;
      sheet.F6 = { t: 'n', f: 'WEBSERVICE("http://evil.example")' } as CellObject;
      return sheet;
    };
    const file = craftedXlsx(
      'hostile.xlsx',
      [
        ['constructor', hostile()],
        ['__proto__', hostile()],
        ['prototype', hostile()],
      ],
      { 0: 'A1:ZZ1000000' },
    );
    // The file really says what it should: SheetJS reads the huge range and the sheet names back.
    const check = read(readFileSync(file), { type: 'buffer', dense: true, cellFormula: true });
    expect(check.SheetNames).toEqual(['constructor', '__proto__', 'prototype']);
    const firstName = check.SheetNames[0] ?? '';
    const firstSheet = Object.hasOwn(check.Sheets, firstName) ? check.Sheets[firstName] : undefined;
    expect(firstSheet?.['!ref']).toBe('A1:ZZ1000000');

    const dryRunSkipsAll = async (mode: 'Add' | 'Update', reasons: (string | RegExp)[]) => {
      await page.getByRole('button', { name: mode, exact: true }).last().click();
      // This run's preview, not the one before it.
      await page
        .getByRole('heading', { name: `Bulk ${mode.toLowerCase()}: 5 rows read` })
        .waitFor({ timeout: 30_000 });
      const summary = page.getByLabel('Dry run summary');
      await summary.getByText('To skip: 5').waitFor();
      await summary.getByText('To create: 0').waitFor();
      await summary.getByText('To update: 0').waitFor();
      const rows = page.getByLabel('Dry run rows').getByRole('listitem');
      expect(await rows.count()).toBe(5);
      // Each one an explicit skip with its reason.
      for (const row of await rows.all()) {
        expect(await row.getByText('Skip', { exact: true }).count()).toBe(1);
        expect(await row.locator('p').count()).toBe(1);
      }
      for (const reason of reasons) await page.getByLabel('Dry run rows').getByText(reason).first().waitFor();
      const importButton = page.getByRole('button', { name: 'Import 0 rows' });
      expect(await importButton.isDisabled()).toBe(true);
    };

    await page.getByLabel('Upload file').setInputFiles(file);
    await page.getByText('hostile.xlsx').waitFor();
    await dryRunSkipsAll('Add', [
      'Unknown model "constructor"',
      'Unknown model "__proto__"',
      'Unknown model "prototype"',
      'Formulas are not accepted; type the value itself',
      'No price: rows without a price are skipped',
    ]);
    await screenshot(page, 'settings-bulk-version-hostile-preview');
    await dryRunSkipsAll('Update', [
      'ID: no car version has this id',
      'ID: an update needs the id of the version',
      'Formulas are not accepted; type the value itself',
    ]);

    // A workbook whose first sheet is named __proto__ has no sheet at all for the reader.
    const protoFirst = craftedXlsx('proto-first.xlsx', [
      ['__proto__', hostile()],
      ['constructor', hostile()],
    ]);
    await page.getByLabel('Upload file').setInputFiles(protoFirst);
    await page.getByText('proto-first.xlsx').waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).last().click();
    await notice(page, 'The workbook has no sheet with data').waitFor();
    expect(await page.getByLabel('Dry run summary').count()).toBe(0);

    page.off('request', onRequest);
    expect(mutations).toEqual([]);
    expect((await versions(page)).length).toBe(before);
    expect((await versions(page)).some((v) => v.name.startsWith('E2E hostile'))).toBe(false);
    const clean = await page.evaluate(() => {
      const probe = {} as Record<string, unknown>;
      return (
        Object.keys(Object.prototype).length === 0 &&
        ['polluted', 'A1', 'ID', 'Model', 't', 'v', 'f', '!ref', 'Sheet1'].every(
          (key) => probe[key] === undefined,
        ) &&
        typeof (Object.prototype as Record<string, unknown>).toString === 'function'
      );
    });
    expect(clean).toBe(true);
  });
});
