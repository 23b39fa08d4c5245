import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpenAt } from '../../src/rules/parking-hours';
import { browserAvailable, choices, launchBrowser, newPage, pick, screenshot, signIn, url } from './harness';
import { api } from './page-api';

// SPEC §2.14, §4 and issue words, copied by hand so that a change to the screens must agree with them.
const STATUS_LABELS = ['Mới', 'Đang chăm sóc', 'Đang cân nhắc', 'Không còn nhu cầu', 'Đã có xe'];

interface ApiParking {
  id: string;
  title: string;
  phone: string | null;
  address: string | null;
  createdAt: string;
  closeOnPublicHolidays: boolean;
  user: { id: string; firstName: string | null; lastName: string | null } | null;
  workingTimes: { day: number; startTime: string; endTime: string }[];
}
const PARKINGS = /* GraphQL */ `
  query E2eParking($skip: Int, $take: Int, $keyword: String, $createFrom: String, $createTo: String) {
    adminParkingPagination(
      skip: $skip
      take: $take
      keyword: $keyword
      createFrom: $createFrom
      createTo: $createTo
    ) {
      meta {
        totalItems
      }
      items {
        id
        title
        phone
        address
        createdAt
        closeOnPublicHolidays
        user {
          id
          firstName
          lastName
        }
        workingTimes {
          day
          startTime
          endTime
        }
      }
    }
  }
`;
const parkings = async (page: Page, v: Record<string, unknown>) =>
  (
    await api<{ adminParkingPagination: { meta: { totalItems: number }; items: ApiParking[] } }>(
      page,
      PARKINGS,
      v,
    )
  ).adminParkingPagination;

interface ApiNeed {
  id: string;
  phone: string;
  status: string;
  userSellerIds: string[];
  brandDetail: { name: string } | null;
}
const NEEDS = /* GraphQL */ `
  query E2eNeeds($take: Int, $keyword: String) {
    adminPaginationCarBuyingNeeds(skip: 1, take: $take, keyword: $keyword) {
      meta {
        totalItems
      }
      items {
        id
        phone
        status
        userSellerIds
        brandDetail {
          name
        }
      }
    }
    adminGetListCustomerCarBuyingNeedByUserId(skip: 1, take: $take, keyword: $keyword) {
      meta {
        totalItems
      }
      items {
        id
        phone
        status
        userSellerIds
        brandDetail {
          name
        }
      }
    }
  }
`;
const needs = (page: Page, v: Record<string, unknown>) =>
  api<{
    adminPaginationCarBuyingNeeds: { meta: { totalItems: number }; items: ApiNeed[] };
    adminGetListCustomerCarBuyingNeedByUserId: { meta: { totalItems: number }; items: ApiNeed[] };
  }>(page, NEEDS, v);

const vnDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(d);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const query = (page: Page) => new URL(page.url()).searchParams;

async function waitForTitle(page: Page, title: string, total: number, table: string) {
  await heading(page)
    .filter({ hasText: `${title} (${String(total)})` })
    .waitFor({ timeout: 15_000 });
  await expect.poll(() => page.getByRole('table', { name: table }).getAttribute('aria-busy')).toBe('false');
}

describe.skipIf(!browserAvailable)('parking, buying demands and buying customers', () => {
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

  it('parking list: title with total, SPEC columns, search and dates in the URL and the table, Clear', async () => {
    await page.goto(url('/services/parking/list'));
    const all = await parkings(page, { skip: 1, take: 1000 });
    expect(all.meta.totalItems).toBeGreaterThanOrEqual(40);
    await waitForTitle(page, 'Parking', all.meta.totalItems, 'Parking lots');
    const table = page.getByRole('table', { name: 'Parking lots' });
    expect(await table.locator('thead th').allTextContents()).toEqual([
      '',
      'No.',
      'Image',
      'Title',
      'Phone',
      'Email',
      'Website',
      'Address',
      'Create On',
      'Create By',
      'Status',
      'Action',
    ]);
    const first = all.items[0] as ApiParking;
    const cells = await table.locator('tbody tr').first().locator('td').allTextContents();
    const address = first.address ?? '-';
    expect(cells[7]?.startsWith(address.length > 25 ? `${address.slice(0, 25)}...` : address)).toBe(true);
    expect(cells[8]).toMatch(/^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);
    const creator = [first.user?.firstName, first.user?.lastName].filter(Boolean).join(' ') || 'KAR User';
    expect(cells[9]).toBe(creator);
    // Created by a member links to them; every demo list has both kinds.
    const linked = all.items.slice(0, 10).filter((p) => p.user).length;
    expect(await table.locator('tbody tr td:nth-child(10) a[href^="/users/view/"]').count()).toBe(linked);
    await screenshot(page, 'parking-list');

    // Page 2, then a search on Enter goes back to page 1.
    await page
      .getByRole('button', { name: /^(Page )?2$/ })
      .first()
      .click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    const word = (all.items[3]?.title ?? '').split(' ').slice(0, 3).join(' ');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(`  ${word}  `);
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('search') === word && !u.searchParams.has('page'));
    const found = await parkings(page, { keyword: word, take: 10 });
    await waitForTitle(page, 'Parking', found.meta.totalItems, 'Parking lots');
    expect(await table.locator('tbody tr').count()).toBe(Math.min(10, found.meta.totalItems));

    // The creation range reaches the URL as days and the table as the start and end of those days.
    const day = vnDay(new Date(first.createdAt));
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((u) => u.pathname === '/services/parking/list' && u.search === '');
    await page.getByLabel('From date').fill(day);
    await page.getByLabel('From date').blur();
    await page.waitForURL((u) => u.searchParams.get('createFrom') === day);
    await page.getByLabel('To date').fill(day);
    await page.getByLabel('To date').blur();
    await page.waitForURL(
      (u) => u.searchParams.get('createTo') === day && u.searchParams.get('createFrom') === day,
    );
    const ofDay = await parkings(page, {
      take: 10,
      createFrom: `${day}T00:00:00.000+07:00`,
      createTo: `${day}T23:59:59.999+07:00`,
    });
    expect(ofDay.meta.totalItems).toBeGreaterThan(0);
    await waitForTitle(page, 'Parking', ofDay.meta.totalItems, 'Parking lots');
    await expect
      .poll(() => table.locator('tbody tr td:nth-child(4)').allTextContents())
      .toEqual(ofDay.items.map((p) => (p.title.length > 50 ? `${p.title.slice(0, 50)}...` : p.title)));
    await screenshot(page, 'parking-list-dates');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((u) => u.pathname === '/services/parking/list' && u.search === '');
    await waitForTitle(page, 'Parking', all.meta.totalItems, 'Parking lots');
  });

  it('parking detail says Open now or Closed now for Viet Nam time', async () => {
    const all = await parkings(page, { skip: 1, take: 1000 });
    const sample = all.items.find((p) => p.workingTimes.length > 0) as ApiParking;
    await page.goto(url(`/services/parking/view/${sample.id}`));
    await heading(page).filter({ hasText: sample.title }).waitFor();
    const expected = isOpenAt(sample.workingTimes, new Date(), sample.closeOnPublicHolidays)
      ? 'Open now'
      : 'Closed now';
    await page.getByText(expected, { exact: true }).waitFor();
    await screenshot(page, 'parking-view');
  });

  it('parking form: an overlap is refused under the hours, a possible duplicate is shown, then it saves', async () => {
    const all = await parkings(page, { skip: 1, take: 1000 });
    const existing = all.items.find((p) => p.phone) as ApiParking;
    await page.goto(url('/services/parking/create'));
    await page.getByRole('heading', { name: 'Create Parking' }).waitFor();
    const title = `E2E Parking ${Date.now().toString(36)}`;
    await page.locator('#parking-title').fill(title);
    await page.locator('#parking-phone').fill(existing.phone ?? '');
    // Same phone as a saved parking: 'Possible duplicate' with a link to it, before saving.
    const notice = page.getByRole('status').filter({ hasText: 'Possible duplicate' });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.getByRole('link', { name: existing.title }).getAttribute('href')).toBe(
      `/services/parking/view/${existing.id}`,
    );
    await screenshot(page, 'parking-create-possible-duplicate');

    const province = page.locator('#parking-province');
    await expect.poll(async () => (await choices(province)).length).toBeGreaterThan(30);
    await pick(province, { index: 1 });
    const ward = page.locator('#parking-ward');
    await expect.poll(async () => (await choices(ward)).length).toBeGreaterThan(1);
    await pick(ward, { index: 1 });

    // Monday: 08:00–22:00 and an added 21:00–23:00 overlap.
    await page.getByLabel('Same every day').uncheck();
    await page.getByRole('button', { name: 'Add interval on Monday' }).click();
    await page.getByLabel('Monday interval 2 opens').fill('21:00');
    await page.getByLabel('Monday interval 2 closes').fill('23:00');
    await page.getByRole('button', { name: 'Create' }).click();
    const message = 'Opening hours overlap: Monday 06:00–22:00 and Monday 21:00–23:00';
    await page.getByText(message).waitFor();
    // The message sits under the hours field and describes it.
    const described = (await page.locator('#parking-hours').getAttribute('aria-describedby')) ?? '';
    const ids = described.split(' ').filter(Boolean);
    const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(texts.some((t) => t?.includes(message))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/services/parking/create');
    await screenshot(page, 'parking-create-overlap');

    // Past midnight is fine once it no longer overlaps: 22:00–02:00 after 06:00–22:00.
    await page.getByLabel('Monday interval 2 opens').fill('22:00');
    await page.getByLabel('Monday interval 2 closes').fill('02:00');
    await page.getByText('next day').first().waitFor();
    await page.getByRole('button', { name: 'Add price' }).click();
    await page.getByLabel('Price 1 in VND').fill('30000');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Parking created').waitFor();
    await page.waitForURL((u) => u.pathname === '/services/parking/list');
    const saved = (await parkings(page, { keyword: title, take: 1 })).items[0];
    expect(saved?.workingTimes).toEqual(
      expect.arrayContaining([{ day: 1, startTime: '22:00', endTime: '02:00' }]),
    );
  });

  it('buying demands: SPEC columns, search in the URL, status changed from the detail in Vietnamese', async () => {
    await page.goto(url('/services/buying-demand/list'));
    const data = await needs(page, { take: 1000 });
    const total = data.adminPaginationCarBuyingNeeds.meta.totalItems;
    expect(total).toBeGreaterThanOrEqual(80);
    await waitForTitle(page, 'Buying Demand', total, 'Buying demands');
    const table = page.getByRole('table', { name: 'Buying demands' });
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'No.',
      'User',
      'Brand',
      'Model',
      'Budget (VND)',
      'Vehicle life',
      'Km run',
      'Phone',
      'Installment purchase',
      'Action',
    ]);
    const yesNo = await table.locator('tbody tr td:nth-child(9)').allTextContents();
    expect(yesNo.every((v) => v === 'Yes' || v === 'No')).toBe(true);
    await screenshot(page, 'buying-demand-list');

    const sample = data.adminPaginationCarBuyingNeeds.items[2] as ApiNeed;
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(` ${sample.phone} `);
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('search') === sample.phone);
    const found = await needs(page, { keyword: sample.phone, take: 10 });
    await waitForTitle(
      page,
      'Buying Demand',
      found.adminPaginationCarBuyingNeeds.meta.totalItems,
      'Buying demands',
    );
    expect(await table.locator('tbody tr td:nth-child(8)').allTextContents()).toContain(sample.phone);

    await page.goto(url(`/services/buying-demand/view/${sample.id}`));
    await heading(page).filter({ hasText: 'Buying demand' }).waitFor();
    const from =
      STATUS_LABELS[['NEW', 'FOLLOWING', 'CONSIDERING', 'CHANGED_MIND', 'HAD_A_CAR'].indexOf(sample.status)];
    const to = sample.status === 'HAD_A_CAR' ? 'FOLLOWING' : 'HAD_A_CAR';
    await page
      .getByText(from ?? '', { exact: true })
      .first()
      .waitFor();
    await page.getByLabel('New status').selectOption(to);
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByText('Status updated').waitFor();
    await page
      .getByText(to === 'HAD_A_CAR' ? 'Đã có xe' : 'Đang chăm sóc', { exact: true })
      .first()
      .waitFor();
    await screenshot(page, 'buying-demand-view');

    await page.goto(url(`/services/buying-demand/edit/${sample.id}`));
    await page.getByRole('heading', { name: 'Edit Buying Demand' }).waitFor();
    await expect.poll(() => page.locator('#bd-model').inputValue()).not.toBe('');
    await screenshot(page, 'buying-demand-edit');
  });

  it('buying customers: user and status filters shown disabled and not sent, add to buying demand create', async () => {
    const data = await needs(page, { take: 1000 });
    const customers = data.adminGetListCustomerCarBuyingNeedByUserId;
    const seller = customers.items[0]?.userSellerIds[0] ?? '';
    // userId and status in the URL are shown, not sent (SPEC §7): the total is the whole list's.
    await page.goto(url(`/services/buyer-demand/list?userId=${seller}&status=NEW`));
    await waitForTitle(page, 'Buying Customer', customers.meta.totalItems, 'Buying customers');
    for (const name of ['User', 'Status']) {
      const filter = page.getByRole('combobox', { name, exact: true });
      expect(await filter.isDisabled()).toBe(true);
    }
    expect(await page.getByRole('combobox', { name: 'Status', exact: true }).inputValue()).toBe('NEW');
    const table = page.getByRole('table', { name: 'Buying customers' });
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'No.',
      'User',
      'Brand',
      'Model',
      'Budget (VND)',
      'Phone',
      'Seller count',
      'Status',
      'Action',
    ]);
    const statuses = await table.locator('tbody tr td:nth-child(8)').allTextContents();
    expect(statuses.every((s) => STATUS_LABELS.includes(s))).toBe(true);
    await screenshot(page, 'buying-customer-list');

    const sample = customers.items[1] as ApiNeed;
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(sample.phone);
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('search') === sample.phone);
    const found = await needs(page, { keyword: sample.phone, take: 10 });
    await waitForTitle(
      page,
      'Buying Customer',
      found.adminGetListCustomerCarBuyingNeedByUserId.meta.totalItems,
      'Buying customers',
    );
    await table.getByRole('link', { name: 'View seller demand' }).first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/services/buyer-demand/view/'));
    await page.getByText(`Sellers (`).first().waitFor();
    await screenshot(page, 'buying-customer-view');

    await page.goto(url('/services/buyer-demand/list'));
    await page.getByRole('link', { name: 'Add new' }).click();
    await page.waitForURL((u) => u.pathname === '/services/buying-demand/create');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Phone must not be left blank').waitFor();
    await page.getByText('Budget must not be left blank').waitFor();
    await screenshot(page, 'buying-demand-create');
    expect(query(page).toString()).toBe('');
  });
});
