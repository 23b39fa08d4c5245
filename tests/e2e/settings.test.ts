import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  choices,
  chosenValue,
  launchBrowser,
  newPage,
  pick,
  screenshot,
  screenshotsAtDesktopWidths,
  signIn,
  url,
} from './harness';
import { api } from './page-api';

// SPEC §2.16 and §2.5 words, copied by hand so that a change to the screen must agree with the spec.
const TYPES = [
  'Brand',
  'Model',
  'Car Version',
  'Body type',
  'Colour',
  'Seat',
  'Door',
  'Driver Type',
  'Fuel Economy',
  'Fuel Type',
  'Payment Item',
  'Registration Location',
];
const CONFIRM = 'Are you sure?';
const MANUAL_TAB = 'Thêm thủ công';
const BULK_TAB = 'Thêm hàng loạt';

/** A small PNG icon with the brand's initials, drawn for the test. */
function icon(text: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="20" fill="${colour}"/><text x="48" y="60" font-size="34" font-family="sans-serif" font-weight="bold" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Lists reload after each save; on a busy machine that takes longer than expect.poll's default 1 s. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Setting types' });
const notice = (page: Page, text: string | RegExp) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();

async function openType(page: Page, label: string) {
  await nav(page).getByRole('button', { name: label, exact: true }).click();
  await poll(() =>
    nav(page).getByRole('button', { name: label, exact: true }).getAttribute('aria-current'),
  ).toBe('true');
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

async function closeNotices(page: Page) {
  // Notifications also close by themselves, so a click may miss one: count again after each.
  const close = page.getByRole('button', { name: 'Close notification' });
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
}

async function look(page: Page, name: string) {
  await closeNotices(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

interface TypeCase {
  label: string;
  noun: string;
  add: (page: Page) => Promise<void>;
  title: string;
  edit: (page: Page) => Promise<void>;
  edited: string;
}

type Cost = { id: string; provinceId: string; isActive: boolean };
const costs = (page: Page) =>
  api<{ adminGetListCarPurchaseCostProvinceSettingOption: Cost[] }>(
    page,
    '{ adminGetListCarPurchaseCostProvinceSettingOption { id provinceId isActive } }',
  ).then((d) => d.adminGetListCarPurchaseCostProvinceSettingOption);
/** The provinces in force: the forms offer only these (docs/locations.md). */
const provinces = (page: Page) =>
  api<{ provinces: { items: { id: string; name: string }[] } }>(
    page,
    '{ provinces(countryCode: "VN", active: true, skip: 1, take: 100) { items { id name } } }',
  ).then((d) => d.provinces.items);

const fill = (page: Page, id: string, value: string) => page.locator(`#${id}`).fill(value);

/** The first option of a choice that is not the placeholder and not disabled (or the one `after` it). */
async function pickFirst(page: Page, id: string, after = 0) {
  const control = page.locator(`#${id}`);
  // The options come from a query of their own: wait for them.
  await poll(async () => (await choices(control)).filter((o) => o.value).length).toBeGreaterThan(after);
  const value = (await choices(control)).filter((o) => o.value && !o.disabled)[after]?.value ?? '';
  await pick(control, { value });
  return value;
}

const CASES: TypeCase[] = [
  {
    label: 'Model',
    noun: 'Model',
    title: 'E2E Sao Hôm',
    edited: 'E2E Sao Mai',
    add: async (page) => {
      await pickFirst(page, 'model-brand');
      await fill(page, 'model-name', 'E2E Sao Hôm');
    },
    edit: (page) => fill(page, 'model-name', 'E2E Sao Mai'),
  },
  {
    label: 'Car Version',
    noun: 'Car version',
    title: 'E2E 1.5 AT',
    edited: 'E2E 1.5 AT Luxury',
    add: async (page) => {
      await pickFirst(page, 'version-model');
      await fill(page, 'version-name', 'E2E 1.5 AT');
      await fill(page, 'version-price', '725000000');
      await page.locator('#version-name').click();
      expect(await page.locator('#version-price').inputValue()).toBe('725,000,000');
    },
    edit: async (page) => {
      await fill(page, 'version-name', 'E2E 1.5 AT Luxury');
      await fill(page, 'version-price', '735,000,000');
    },
  },
  {
    label: 'Body type',
    noun: 'Body type',
    title: 'E2E Roadster',
    edited: 'E2E Roadster mui trần',
    add: (page) => fill(page, 'body_type-name', 'E2E Roadster'),
    edit: (page) => fill(page, 'body_type-name', 'E2E Roadster mui trần'),
  },
  {
    label: 'Colour',
    noun: 'Colour',
    title: 'E2E Xanh ngọc',
    edited: 'E2E Xanh ngọc bích',
    add: (page) => fill(page, 'colour-name', 'E2E Xanh ngọc'),
    edit: (page) => fill(page, 'colour-name', 'E2E Xanh ngọc bích'),
  },
  {
    label: 'Seat',
    noun: 'Seat',
    title: 'E2E 30 chỗ',
    edited: 'E2E 29 chỗ',
    add: async (page) => {
      await fill(page, 'seat-name', 'E2E 30 chỗ');
      await fill(page, 'seat-value', '30');
    },
    edit: async (page) => {
      await fill(page, 'seat-name', 'E2E 29 chỗ');
      await fill(page, 'seat-value', '29');
    },
  },
  {
    label: 'Door',
    noun: 'Door',
    title: 'E2E 6 cửa',
    edited: 'E2E 7 cửa',
    add: async (page) => {
      await fill(page, 'door-name', 'E2E 6 cửa');
      await fill(page, 'door-value', '6');
    },
    edit: async (page) => {
      await fill(page, 'door-name', 'E2E 7 cửa');
      await fill(page, 'door-value', '7');
    },
  },
  {
    label: 'Driver Type',
    noun: 'Driver type',
    title: 'E2E Cầu giữa',
    edited: 'E2E Cầu giữa tự động',
    add: async (page) => {
      await fill(page, 'driver-name-vi', 'E2E Cầu giữa');
      await fill(page, 'driver-name-en', 'E2E Mid drive');
    },
    edit: (page) => fill(page, 'driver-name-vi', 'E2E Cầu giữa tự động'),
  },
  {
    label: 'Fuel Economy',
    noun: 'Fuel economy',
    title: 'Dưới 2.5 lít/100 km',
    edited: 'Dưới 2.2 lít/100 km',
    add: (page) => fill(page, 'economy-liter', '2.5'),
    edit: async (page) => {
      await fill(page, 'economy-liter', '2.2');
      await fill(page, 'economy-name-vi', '');
      await fill(page, 'economy-name-en', '');
    },
  },
  {
    label: 'Fuel Type',
    noun: 'Fuel type',
    title: 'E2E Hydro',
    edited: 'E2E Hydrogen',
    add: (page) => fill(page, 'fuel_type-name', 'E2E Hydro'),
    edit: (page) => fill(page, 'fuel_type-name', 'E2E Hydrogen'),
  },
  {
    label: 'Payment Item',
    noun: 'Payment item',
    title: '7,777,000 VND',
    edited: '7,778,000 VND',
    add: (page) => fill(page, 'payment-amount', '7777000'),
    edit: (page) => fill(page, 'payment-amount', '7,778,000'),
  },
];

describe.skipIf(!browserAvailable)('settings (SPEC §2.16, §4, §5)', () => {
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

  it('shows the twelve types with Brand first and selected', async () => {
    await page.goto(url('/settings'));
    await page.getByRole('list', { name: 'Brands items' }).waitFor();
    const labels = await nav(page).getByRole('button').allTextContents();
    expect(labels).toEqual(TYPES);
    expect(await nav(page).getByRole('button', { name: 'Brand' }).getAttribute('aria-current')).toBe('true');
  });

  it(
    'gives seeded brands icons through the upload, adds, edits, toggles and deletes a brand',
    { timeout: 120_000 },
    async () => {
      // Demo brands come without icons; give the first five one each, the way an admin would.
      const colours = ['#e11d48', '#2563eb', '#16a34a', '#9333ea', '#ea580c'];
      for (let i = 0; i < colours.length; i++) {
        const row = page.getByRole('list', { name: 'Brands items' }).getByRole('listitem').nth(i);
        const name = (await row.locator('p').first().textContent()) ?? '';
        await row.getByRole('button', { name: `Edit ${name}` }).click();
        await poll(() => page.locator('#brand-name').inputValue()).toBe(name);
        await page.getByLabel('Icon', { exact: true }).setInputFiles({
          name: 'icon.png',
          mimeType: 'image/png',
          buffer: await icon(name.slice(0, 2).toUpperCase(), colours[i] ?? '#000'),
        });
        await page.getByRole('img', { name: 'Icon preview' }).waitFor();
        await page.getByRole('button', { name: 'Update', exact: true }).click();
        await notice(page, 'Brand updated').waitFor();
        await poll(() => row.getByRole('img', { name }).count()).toBe(1);
      }
      await look(page, 'settings-brand-icons');

      // The icon is required: Add without one is refused on the form.
      await fill(page, 'brand-name', 'E2E Xe Điện');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText('Please upload an icon for the brand').first().waitFor();
      await page.getByLabel('Icon', { exact: true }).setInputFiles({
        name: 'e2e.png',
        mimeType: 'image/png',
        buffer: await icon('E2', '#0f766e'),
      });
      await page.getByRole('img', { name: 'Icon preview' }).waitFor();
      await page.getByRole('switch', { name: 'Display top search' }).click();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await notice(page, 'Brand added').waitFor();
      // The form clears once the lists have reloaded with the new brand.
      await poll(() => page.locator('#brand-name').inputValue()).toBe('');
      await search(page, 'e2e xe dien');
      const row = page.getByRole('list', { name: 'Brands items' }).getByRole('listitem');
      await poll(() => row.count()).toBe(1);
      await poll(() => row.textContent()).toContain('Display top search');
      await crud(
        page,
        { label: 'Brand', noun: 'Brand', title: 'E2E Xe Điện', edited: 'E2E Xe Điện Huế' },
        () => fill(page, 'brand-name', 'E2E Xe Điện Huế'),
      );
    },
  );

  it('refuses to delete a brand that models and posts use, naming them', async () => {
    await page.goto(url('/settings'));
    const first = page.getByRole('list', { name: 'Brands items' }).getByRole('listitem').first();
    const name = (await first.locator('p').first().textContent()) ?? '';
    await first.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByText(CONFIRM).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await notice(page, /This brand cannot be deleted: it is used by \d+ models?/).waitFor();
    // The dialog closes once the refusal is handled; by then every report of it is on screen.
    await poll(() => page.getByRole('alertdialog').count()).toBe(0);
    // One failure, one message: the refusal is reported once, not by both the screen and the query client.
    expect(await page.locator('[data-kind="error"]').count()).toBe(1);
    expect(await first.locator('p').first().textContent()).toBe(name);
    await closeNotices(page);
  });

  for (const c of CASES) {
    it(`${c.label}: adds, edits, toggles and deletes with confirm`, async () => {
      await page.goto(url('/settings'));
      await openType(page, c.label);
      await c.add(page);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await notice(page, `${c.noun} added`).waitFor();
      await search(page, c.title);
      await crud(page, c, () => c.edit(page));
    });
  }

  it('Body type, Colour and Fuel Type keep Add disabled while the name is empty', async () => {
    for (const [label, id] of [
      ['Body type', 'body_type-name'],
      ['Colour', 'colour-name'],
      ['Fuel Type', 'fuel_type-name'],
    ] as const) {
      await openType(page, label);
      const add = page.getByRole('button', { name: 'Add', exact: true });
      expect(await add.isDisabled()).toBe(true);
      await fill(page, id, '  ');
      expect(await add.isDisabled()).toBe(true);
      await fill(page, id, 'x');
      expect(await add.isDisabled()).toBe(false);
    }
  });

  it('Car Version: filters by brand and model, and has the manual and bulk tabs', async () => {
    await page.goto(url('/settings?type=VERSION'));
    const list = page.getByRole('list', { name: 'Car versions items' });
    await list.waitFor();
    const heading = page.getByRole('heading', { name: /^Car versions \(/ });
    const all = Number(/\((\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
    const brandFilter = page.getByLabel('Filter by brand');
    await pick(brandFilter, { index: 1 });
    await poll(async () => (await heading.textContent()) ?? '').toMatch(/of \d+\)/);
    const byBrand = Number(/\((\d+) of/.exec((await heading.textContent()) ?? '')?.[1]);
    expect(byBrand).toBeLessThan(all);
    const modelFilter = page.getByLabel('Filter by model');
    const model = (await choices(modelFilter))[1]?.value ?? '';
    await pick(modelFilter, { value: model });
    await poll(async () =>
      Number(/\((\d+) of/.exec((await heading.textContent()) ?? '')?.[1]),
    ).toBeLessThanOrEqual(byBrand);
    await list
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    await poll(() => chosenValue(page.locator('#version-model'))).toBe(model);
    expect(await page.getByRole('tab', { name: MANUAL_TAB }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: BULK_TAB }).count()).toBe(1);
    await look(page, 'settings-version-filters');
  });

  it('Registration Location: adds for a free province, refuses none twice, keeps the province on edit', async () => {
    await page.goto(url('/settings?type=PURCHASE_COST_PROVINCE'));
    await page.getByRole('list', { name: 'Registration locations items' }).waitFor();
    // The 34 provinces in force (and a placeholder), not the former 63.
    const costProvince = page.locator('#cost-province');
    await poll(async () => (await choices(costProvince)).filter((o) => o.value).length).toBe(34);
    const province = await pickFirst(page, 'cost-province');
    const provinceName = (await choices(costProvince)).find((o) => o.value === province)?.label;
    // All seven fee fields are required (SPEC §5).
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await page.getByText(/must not be left blank/).count()).toBe(7);
    const fees: [string, string][] = [
      ['registrationFeeNewCar', '10'],
      ['registrationFeeOldCar', '2'],
      ['registry', '340000'],
      ['roadMaintenanceFee', '1560000'],
      ['civilInsurance', '480700'],
      ['licensePlateFee', '1000000'],
      ['bodyInsuranceOneYear', '1.5'],
    ];
    for (const [field, value] of fees) await fill(page, `cost-${field}`, value);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await notice(page, 'Registration location added').waitFor();
    // The saved province is no longer offered for a second row.
    await poll(async () => (await choices(costProvince)).find((o) => o.value === province)?.disabled).toBe(
      true,
    );
    await search(page, provinceName ?? '');
    const row = page.getByRole('list', { name: 'Registration locations items' }).getByRole('listitem');
    await poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: `Edit ${provinceName}` }).click();
    expect(await page.locator('#cost-province').isDisabled()).toBe(true);
    await fill(page, 'cost-licensePlateFee', '2,000,000');
    await look(page, 'settings-registration-location');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await notice(page, 'Registration location updated').waitFor();
    await poll(() => row.textContent()).toContain('plate 2,000,000 VND');
    expect(await page.getByRole('tab', { name: BULK_TAB }).count()).toBe(1);
  });

  it("Registration Location: the row's toggle sets isActive, delete asks 'Are you sure?', Cancel keeps it", async () => {
    await page.goto(url('/settings?type=PURCHASE_COST_PROVINCE'));
    const list = page.getByRole('list', { name: 'Registration locations items' });
    await list.waitFor();
    // A record of its own, for a province that has no costs yet, so this step does not lean on the one above.
    const taken = new Set((await costs(page)).map((c) => c.provinceId));
    const province = (await provinces(page)).find((p) => !taken.has(p.id));
    if (!province) throw new Error('every province already has a registration location');
    const { adminCreateCarPurchaseCostProvinceSettingOption: created } = await api<{
      adminCreateCarPurchaseCostProvinceSettingOption: { id: string };
    }>(
      page,
      `mutation ($provinceId: ID!) {
        adminCreateCarPurchaseCostProvinceSettingOption(provinceId: $provinceId, registrationFeeNewCar: 12,
          registrationFeeOldCar: 2, registry: 340000, roadMaintenanceFee: 1560000, civilInsurance: 480700,
          licensePlateFee: 20000000, bodyInsuranceOneYear: 1.4) { id }
      }`,
      { provinceId: province.id },
    );
    const saved = async () => (await costs(page)).find((c) => c.id === created.id);
    expect(await saved()).toMatchObject({ provinceId: province.id, isActive: true });

    // The list was loaded before the record existed: a fresh visit shows it.
    await page.reload();
    await list.waitFor();
    const heading = page.getByRole('heading', { name: /^Registration locations \(/ });
    const total = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
    expect(total).toBe((await costs(page)).length);
    await search(page, province.name);
    // Every word of the search must occur, so other provinces may match too ('Tỉnh …'): find ours by name.
    await poll(async () => (await heading.textContent()) ?? '').toMatch(/ of \d+\)$/);
    const matching = Number(/\((\d+) of/.exec((await heading.textContent()) ?? '')?.[1]);
    const row = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Edit ${province.name}`, exact: true }) });
    await poll(() => row.count()).toBe(1);
    const toggle = row.getByRole('switch', { name: `Active: ${province.name}` });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    await toggle.click();
    await notice(page, 'Registration location deactivated').waitFor();
    await poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    expect(await saved()).toMatchObject({ isActive: false });
    await look(page, 'settings-registration-location-inactive');
    await toggle.click();
    await notice(page, 'Registration location activated').waitFor();
    await poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await saved()).toMatchObject({ isActive: true });

    // Cancel leaves the record where it was.
    const dialog = page.getByRole('alertdialog');
    await row.getByRole('button', { name: `Delete ${province.name}` }).click();
    await dialog.getByText(CONFIRM).waitFor();
    await dialog.getByText(`Registration location: ${province.name}`).waitFor();
    await look(page, 'settings-registration-location-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(await row.count()).toBe(1);
    expect(await saved()).toBeDefined();

    // Delete confirms, removes it and reloads the list (the total drops by one).
    await row.getByRole('button', { name: `Delete ${province.name}` }).click();
    await dialog.getByText(CONFIRM).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'Registration location deleted').waitFor();
    await poll(() => row.count()).toBe(0);
    await poll(async () => (await heading.textContent()) ?? '').toBe(
      `Registration locations (${String(matching - 1)} of ${String(total - 1)})`,
    );
    expect(await saved()).toBeUndefined();
    // Its province is free again in the manual form.
    await poll(
      async () =>
        (await choices(page.locator('#cost-province'))).find((o) => o.value === province.id)?.disabled,
    ).toBe(false);
    await closeNotices(page);
  });

  it("Colour: an Update over another admin's newer save shows theirs beside yours; Reload theirs, Keep editing", async () => {
    type Colour = { id: string; name: string; editVersion: number };
    const colour = async (id: string) =>
      (
        await api<{ adminGetListColous: Colour[] }>(page, '{ adminGetListColous { id name editVersion } }')
      ).adminGetListColous.find((c) => c.id === id);
    const { adminCreateColous: created } = await api<{ adminCreateColous: { id: string } }>(
      page,
      'mutation { adminCreateColous(name: "E2E Màu Gốc") { id } }',
    );
    // Another admin's Update, sent at the version both forms were loaded at (docs/conflicts.md).
    const theirSave = async (name: string) =>
      api(
        page,
        'mutation ($id: ID!, $name: String!, $v: Int) { adminEditColous(id: $id, name: $name, editVersion: $v) { id } }',
        {
          id: created.id,
          name,
          v: (await colour(created.id))?.editVersion,
        },
      );

    await page.goto(url('/settings?type=COLOUR'));
    // A search that still matches once the other admin renames it, so the row stays in sight behind the panel.
    await search(page, 'E2E Màu');
    const edit = page
      .getByRole('list', { name: 'Colours items' })
      .getByRole('button', { name: 'Edit E2E Màu Gốc', exact: true });
    await poll(() => edit.count()).toBe(1);
    await edit.click();
    const field = page.locator('#colour-name');
    await poll(() => field.inputValue()).toBe('E2E Màu Gốc');

    // Typed first: from then on the form keeps the version it was opened at, whatever reloads meanwhile.
    await field.fill('E2E Màu Của Tôi');
    await theirSave('E2E Màu Của Họ');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Someone else saved this record' });
    await panel.waitFor();
    const row = panel.getByRole('row').filter({ hasText: 'Name' });
    await poll(() => row.getByRole('cell').nth(1).textContent()).toBe('E2E Màu Của Họ');
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('E2E Màu Của Tôi');
    // The panel is the one message: no error notification besides it.
    expect(await page.locator('[data-kind="error"]').count()).toBe(0);
    await screenshotsAtDesktopWidths(page, 'settings-edit-conflict');

    // Reload theirs: the form shows what is saved now, read from the list fetched again.
    await panel.getByRole('button', { name: 'Reload theirs' }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe('E2E Màu Của Họ');
    expect(await page.getByRole('button', { name: 'Update', exact: true }).count()).toBe(1);

    // Again, and this time Keep editing: what was typed stays, and Update then replaces theirs knowingly.
    await field.fill('E2E Màu Của Tôi');
    await theirSave('E2E Màu Lần Hai');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await panel.waitFor();
    await poll(() => row.getByRole('cell').nth(1).textContent()).toBe('E2E Màu Lần Hai');
    await panel.getByRole('button', { name: 'Keep editing' }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe('E2E Màu Của Tôi');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await notice(page, 'Colour updated').waitFor();
    await poll(async () => (await colour(created.id))?.name).toBe('E2E Màu Của Tôi');

    await api(page, 'mutation ($id: ID!) { adminDeleteOptions(id: $id, type: COLOUR) }', { id: created.id });
    await closeNotices(page);
  });
});

/** Edit the found item, toggle it off and delete it with the confirm dialog. */
async function crud(
  page: Page,
  c: Pick<TypeCase, 'label' | 'noun' | 'title' | 'edited'>,
  edit: () => Promise<void>,
) {
  const items = page.locator('ul[aria-label$=" items"]').getByRole('listitem');
  await poll(() => items.count()).toBe(1);
  await items
    .first()
    .getByRole('button', { name: `Edit ${c.title}` })
    .click();
  await page.getByRole('button', { name: 'Update', exact: true }).waitFor();
  await edit();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await notice(page, `${c.noun} updated`).waitFor();
  // On success the form and selection clear (SPEC §4).
  await poll(() => page.getByRole('button', { name: 'Update', exact: true }).count()).toBe(0);
  await search(page, c.edited);
  // The list still holds the row as it was until the new search's answer arrives, so wait for the row
  // under its new name: counting rows alone can pass on the old answer (seen on a loaded CI machine).
  const toggle = items.first().getByRole('switch', { name: `Active: ${c.edited}` });
  await toggle.waitFor({ timeout: 30_000 });
  await poll(() => items.count()).toBe(1);
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
  await toggle.click();
  await notice(page, `${c.noun} deactivated`).waitFor();
  await poll(() => toggle.getAttribute('aria-checked')).toBe('false');
  await items
    .first()
    .getByRole('button', { name: `Delete ${c.edited}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(CONFIRM).waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await notice(page, `${c.noun} deleted`).waitFor();
  await poll(() => items.count()).toBe(0);
  await closeNotices(page);
}
