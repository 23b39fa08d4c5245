import type { Browser, Page } from 'playwright-core';
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
} from './harness';
import { api } from './page-api';

// SPEC §2.14 / §4 words and issue 13's, copied by hand so a change to the screen must agree with them.
const NEEDS_UPDATE = 'Needs address update';

interface ApiGarage {
  id: string;
  title: string;
  karCheck: boolean;
  province: string | null;
  district: string | null;
  ward: string | null;
  createdAt: string;
  address: string | null;
}
const GARAGES = /* GraphQL */ `
  query E2eGarages(
    $skip: Int
    $take: Int
    $keyword: String
    $province: String
    $ward: String
    $createFrom: String
    $createTo: String
  ) {
    adminGaragePagination(
      skip: $skip
      take: $take
      keyword: $keyword
      province: $province
      ward: $ward
      createFrom: $createFrom
      createTo: $createTo
    ) {
      meta {
        totalItems
      }
      items {
        id
        title
        karCheck
        province
        district
        ward
        createdAt
      }
    }
  }
`;
const CENTERS = /* GraphQL */ `
  query E2eCenters($take: Int, $province: String, $ward: String, $keyword: String) {
    adminCenterDriverLisensePagination(take: $take, province: $province, ward: $ward, keyword: $keyword) {
      meta {
        totalItems
      }
      items {
        id
        title
        province
        district
        ward
        isActive
      }
    }
  }
`;
const WARDS = /* GraphQL */ `
  query E2eWards($provinceCode: String) {
    wards(provinceCode: $provinceCode, active: true, take: 1000) {
      meta {
        totalItems
      }
      items {
        code
        name
        prefix
      }
    }
  }
`;
type Paged<T> = { meta: { totalItems: number }; items: T[] };

const garages = async (page: Page, variables: Record<string, unknown>) =>
  (await api<{ adminGaragePagination: Paged<ApiGarage> }>(page, GARAGES, variables)).adminGaragePagination;
const centers = async (page: Page, variables: Record<string, unknown>) =>
  (
    await api<{ adminCenterDriverLisensePagination: Paged<ApiGarage & { isActive: boolean }> }>(
      page,
      CENTERS,
      variables,
    )
  ).adminCenterDriverLisensePagination;

const vnDay = (at: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(at));
const pickerText = (day: string) => day.replaceAll('-', '/');
/** A URL query value as the router writes it (a value that reads as a number is JSON-quoted). */
const param = (page: Page, key: string) => {
  const raw = new URL(page.url()).searchParams.get(key);
  return raw?.startsWith('"') ? (JSON.parse(raw) as string) : raw;
};
/** A form field by its label, whatever the required mark around it. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^[\\s*]*${label}[\\s*]*$`));
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function waitForList(page: Page, label: string, title: string, total: number) {
  await heading(page)
    .filter({ hasText: `${title} (${total.toLocaleString('en-US')})` })
    .waitFor({ timeout: 15_000 });
  await expect.poll(() => page.getByRole('table', { name: label }).getAttribute('aria-busy')).toBe('false');
}
const titles = (page: Page, label: string) =>
  page.getByRole('table', { name: label }).locator('tbody tr td:nth-child(4)').allTextContents();

describe.skipIf(!browserAvailable)('garages & salons and driving centres (SPEC §2.14, issue 13)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
    page.on('pageerror', (e) => console.log('pageerror', e.message));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists garages with the §2.14 columns; every filter reaches the URL and the table', async () => {
    await page.goto(url('/services/garage-salon/list'));
    const all = await garages(page, { take: 1000 });
    await waitForList(page, 'Garage & Salon', 'Garage & Salon', all.meta.totalItems);
    const table = page.getByRole('table', { name: 'Garage & Salon' });
    expect(await table.locator('thead th').allTextContents()).toEqual([
      '',
      'No.',
      'Image',
      'Title',
      'Phone',
      'Email',
      'Website',
      'Address',
      'Created on',
      'Created by',
      'Status',
      'Kar Check',
      'Action',
    ]);
    expect((await titles(page, 'Garage & Salon')).length).toBe(10);
    // Created on: HH:mm DD/MM/YYYY.
    expect(await table.locator('tbody tr').first().locator('td').nth(8).textContent()).toMatch(
      /^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/,
    );
    await screenshot(page, 'garages-list');

    // Province, then ward: the current units only, the ward list of the chosen province.
    const sample = all.items.find((g) => g.district === null && g.ward);
    if (!sample?.province || !sample.ward) throw new Error('no garage on a current ward');
    const province = page.getByRole('combobox', { name: 'Province' });
    const ward = page.getByRole('combobox', { name: 'Ward' });
    await expect(ward.isDisabled()).resolves.toBe(true);
    expect(await choices(province)).toHaveLength(34 + 1);
    await pick(province, { value: sample.province });
    await expect.poll(() => param(page, 'province')).toBe(sample.province);
    expect(param(page, 'page')).toBeNull();
    const wardsOf = (
      await api<{ wards: Paged<{ code: string }> }>(page, WARDS, { provinceCode: sample.province })
    ).wards;
    await expect.poll(async () => (await choices(ward)).length).toBe(wardsOf.meta.totalItems + 1);
    const inProvince = await garages(page, { take: 1000, province: sample.province });
    await waitForList(page, 'Garage & Salon', 'Garage & Salon', inProvince.meta.totalItems);
    await pick(ward, { value: sample.ward });
    await expect.poll(() => param(page, 'ward')).toBe(sample.ward);
    const inWard = await garages(page, { take: 1000, province: sample.province, ward: sample.ward });
    await waitForList(page, 'Garage & Salon', 'Garage & Salon', inWard.meta.totalItems);
    expect(await titles(page, 'Garage & Salon')).toContain(sample.title);
    // A new province empties the ward.
    const other = all.items.find((g) => g.province && g.province !== sample.province && g.district === null);
    if (!other?.province) throw new Error('no garage in another province');
    await pick(province, { value: other.province });
    await expect.poll(() => param(page, 'ward')).toBeNull();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.url().includes('?')).toBe(false);
    await waitForList(page, 'Garage & Salon', 'Garage & Salon', all.meta.totalItems);

    // Search on Enter, back to page 1.
    const word = sample.title.split(' - ')[0] ?? sample.title;
    const search = page.getByPlaceholder('Search by title, phone or email');
    await search.fill(`  ${word} `);
    await search.press('Enter');
    await expect.poll(() => param(page, 'search')).toBe(word);
    const found = await garages(page, { take: 1000, keyword: word });
    await waitForList(page, 'Garage & Salon', 'Garage & Salon', found.meta.totalItems);
    expect(await titles(page, 'Garage & Salon')).toContain(sample.title);

    // Created from/to: the sample's own day.
    const day = vnDay(sample.createdAt);
    await page.getByLabel('From date').pressSequentially(pickerText(day));
    await expect.poll(() => param(page, 'createFrom')).toBe(day);
    await page.getByLabel('To date').pressSequentially(pickerText(day));
    await expect.poll(() => param(page, 'createTo')).toBe(day);
    const onDay = await garages(page, { take: 1000, keyword: word, createFrom: day, createTo: day });
    await waitForList(page, 'Garage & Salon', 'Garage & Salon', onDay.meta.totalItems);
    expect(await titles(page, 'Garage & Salon')).toContain(sample.title);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.url().includes('?')).toBe(false);
  });

  it('flips Kar Check: Active (Approve) sets it, InActive (Reject) clears it, and the list reloads', async () => {
    await page.goto(url('/services/garage-salon/list'));
    const first = (await garages(page, { take: 10 })).items[0];
    if (!first) throw new Error('no garages');
    await waitForList(
      page,
      'Garage & Salon',
      'Garage & Salon',
      (await garages(page, { take: 1 })).meta.totalItems,
    );
    const row = page.getByRole('table', { name: 'Garage & Salon' }).locator('tbody tr').first();
    const button = row.getByRole('button', { name: /Kar Check of/ });
    const before = first.karCheck;
    await expect(button.textContent()).resolves.toBe(before ? 'InActive' : 'Active');
    await expect(button.locator('..').getAttribute('title')).resolves.toBe(before ? 'Reject' : 'Approve');
    await button.click();
    await expect.poll(() => button.textContent()).toBe(before ? 'Active' : 'InActive');
    await expect.poll(async () => (await garages(page, { take: 10 })).items[0]?.karCheck).toBe(!before);
    await button.click();
    await expect.poll(() => button.textContent()).toBe(before ? 'InActive' : 'Active');
    await expect.poll(async () => (await garages(page, { take: 10 })).items[0]?.karCheck).toBe(before);
  });

  it('moves a garage on a former unit to a current ward: the tag goes from the list and the detail', async () => {
    const all = await garages(page, { take: 1000 });
    const former = all.items.find((g) => g.district !== null);
    if (!former) throw new Error('no garage on a former unit');
    await page.goto(url(`/services/garage-salon/list?search=${encodeURIComponent(former.title)}`));
    const row = page
      .getByRole('table', { name: 'Garage & Salon' })
      .locator('tbody tr', { hasText: former.title })
      .filter({ hasText: NEEDS_UPDATE });
    await row.first().waitFor();
    await expect(
      row
        .first()
        .getByRole('link', { name: `View ${former.title}`, exact: true })
        .count(),
    ).resolves.toBe(1);
    await page.goto(url(`/services/garage-salon/view/${former.id}`));
    await page.getByText(NEEDS_UPDATE).waitFor();
    await expect(page.getByText('(former unit)').count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'garage-detail-former-unit');
    await page.getByRole('link', { name: 'Update address' }).click();
    await expect.poll(() => currentPath(page)).toBe(`/services/garage-salon/edit/${former.id}`);
    // The district shows only while the record has one.
    const district = field(page, 'District');
    await district.waitFor();
    await screenshot(page, 'garage-edit-former-unit');
    const province = field(page, 'Province');
    await pick(province, { value: '79' });
    await expect.poll(() => district.count()).toBe(0);
    const ward = field(page, 'Ward');
    await expect.poll(async () => (await choices(ward)).length).toBeGreaterThan(100);
    const wardCode = (await choices(ward))[1]?.value;
    await pick(ward, { index: 1 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => currentPath(page)).toBe('/services/garage-salon/list');
    const moved = (await garages(page, { take: 1000 })).items.find((g) => g.id === former.id);
    expect(moved).toMatchObject({ province: '79', ward: wardCode, district: null });
    await page.goto(url(`/services/garage-salon/view/${former.id}`));
    await heading(page).filter({ hasText: former.title }).waitFor();
    await expect(page.getByText(NEEDS_UPDATE).count()).resolves.toBe(0);
  });

  it('warns of a possible duplicate before saving a new garage, and still saves', async () => {
    const existing = (await garages(page, { take: 100 })).items.find((g) => g.district === null && g.ward);
    if (!existing?.province || !existing.ward) throw new Error('no garage on a current ward');
    await page.goto(url('/services/garage-salon/create'));
    await field(page, 'Title').fill(existing.title);
    await pick(field(page, 'Province'), { value: existing.province });
    const ward = field(page, 'Ward');
    await expect.poll(async () => (await choices(ward)).length).toBeGreaterThan(1);
    await pick(ward, { value: existing.ward });
    const warning = page.getByRole('status').filter({ hasText: 'Possible duplicate' });
    await warning.waitFor();
    await expect(warning.getByRole('link', { name: existing.title }).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'garage-create-possible-duplicate');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => currentPath(page)).toBe('/services/garage-salon/list');
    const same = await garages(page, { take: 1000, keyword: existing.title });
    expect(same.items.filter((g) => g.title === existing.title).length).toBeGreaterThanOrEqual(2);
  });

  it('lists driving centres with a rating score and Active/InActive; the filters reach the URL', async () => {
    await page.goto(url('/services/driving-center'));
    const all = await centers(page, { take: 1000 });
    await waitForList(page, 'Driving Center', 'Driving Center', all.meta.totalItems);
    const table = page.getByRole('table', { name: 'Driving Center' });
    expect(await table.locator('thead th').allTextContents()).toEqual([
      '',
      'No.',
      'Image',
      'Title',
      'Phone',
      'Email',
      'Website',
      'Address',
      'Created on',
      'Rating score',
      'Status',
      'Action',
    ]);
    await screenshot(page, 'driving-centers-list');
    const sample = all.items.find((c) => c.district === null && c.ward);
    if (!sample?.province || !sample.ward) throw new Error('no centre on a current ward');
    await pick(page.getByRole('combobox', { name: 'Province' }), { value: sample.province });
    await expect.poll(() => param(page, 'province')).toBe(sample.province);
    await pick(page.getByRole('combobox', { name: 'Ward' }), { value: sample.ward });
    await expect.poll(() => param(page, 'ward')).toBe(sample.ward);
    const inWard = await centers(page, { take: 1000, province: sample.province, ward: sample.ward });
    await waitForList(page, 'Driving Center', 'Driving Center', inWard.meta.totalItems);
    expect(await titles(page, 'Driving Center')).toContain(sample.title);
    const toggle = table.getByRole('switch', { name: `Active ${sample.title}` }).first();
    await toggle.click();
    await expect
      .poll(
        async () =>
          (await centers(page, { take: 1000, ward: sample.ward })).items.find((c) => c.id === sample.id)
            ?.isActive,
      )
      .toBe(!sample.isActive);
    await page.goto(url(`/services/driving-center/view/${sample.id}`));
    await heading(page).filter({ hasText: sample.title }).waitFor();
    await screenshot(page, 'driving-center-detail');
    await page.goto(url('/services/driving-center/create'));
    await field(page, 'Title').waitFor();
    await screenshot(page, 'driving-center-create');
  });
});
