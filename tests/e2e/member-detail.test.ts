import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url, waitForPath } from './harness';
import { api } from './page-api';

interface ApiDetail {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  prefixPhone: string | null;
  isActive: boolean;
  userBalance: { amount: number; promotion: number } | null;
}

const DETAIL_QUERY = /* GraphQL */ `
  query E2eDetail($id: ID!) {
    adminGetUserDetail(id: $id) {
      id
      email
      firstName
      lastName
      phone
      prefixPhone
      isActive
      userBalance {
        amount
        promotion
      }
    }
  }
`;

/** The member as the API returns it, asked with the page's own session. */
async function apiDetail(page: Page, id: string): Promise<ApiDetail> {
  return (await api<{ adminGetUserDetail: ApiDetail }>(page, DETAIL_QUERY, { id })).adminGetUserDetail;
}

const PACKAGE_HOLDERS = /* GraphQL */ `
  query E2ePackageHolders {
    adminGetUserServices(skip: 1, take: 50) {
      items {
        userId
      }
    }
  }
`;
const MEMBER_RECORDS = /* GraphQL */ `
  query E2eMemberRecords($userId: ID!) {
    adminGetUserServices(userId: $userId, skip: 1, take: 1) {
      meta {
        totalItems
      }
      items {
        type
        quantity
        day
      }
    }
    adminListUserTransferRequest(userId: $userId, skip: 1, take: 1) {
      meta {
        totalItems
      }
    }
  }
`;
interface MemberRecords {
  adminGetUserServices: {
    meta: { totalItems: number };
    items: { type: string; quantity: number | null; day: number | null }[];
  };
  adminListUserTransferRequest: { meta: { totalItems: number } };
}

// Written out by hand so the screen must agree with SPEC §2.6 / §9, not with src/lib/format.ts.
const vnd = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 0 })} VND`;

/** The value next to a label inside the card with this title. */
function field(page: Page, card: string, label: string) {
  return page
    .locator('div.rounded-lg', { has: page.getByRole('heading', { name: card, exact: true }) })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

describe.skipIf(!browserAvailable)('member detail (SPEC §2.6 view detail)', () => {
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

  it('opens from the first View detail of the Members list and shows that member', async () => {
    await page.goto(url('/user-management'));
    const link = page
      .getByRole('table', { name: 'Members' })
      .getByRole('link', { name: 'View detail' })
      .first();
    const href = (await link.getAttribute('href')) ?? '';
    const id = href.replace('/users/view/', '');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await link.click();
    await waitForPath(page, href);

    const m = await apiDetail(page, id);
    const name = [m.firstName, m.lastName].filter(Boolean).join(' ') || 'KAR User';
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByText(m.isActive ? 'Active' : 'InActive', { exact: true }).count()).toBeGreaterThan(
      0,
    );

    expect((await field(page, 'Contact', 'Email').innerText()).trim()).toBe(m.email ?? '-');
    expect((await field(page, 'Contact', 'Phone').innerText()).trim()).toBe(
      m.phone ? `(+${m.prefixPhone ?? ''}) ${m.phone}` : '-',
    );
    expect((await field(page, 'Balance', 'Balance').innerText()).trim()).toBe(
      vnd(m.userBalance?.amount ?? 0),
    );
    expect((await field(page, 'Balance', 'KAR').innerText()).trim()).toBe(vnd(m.userBalance?.promotion ?? 0));
    expect((await field(page, 'Dates', 'Created date').innerText()).trim()).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
    );
    await page.getByRole('table', { name: 'Audit log' }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('table[aria-label="Audit log"]')?.getAttribute('aria-busy') !== 'true',
    );
    await screenshot(page, 'member-detail');

    await page.getByRole('link', { name: 'Back to Members' }).click();
    await waitForPath(page, '/user-management');
  });

  it("lists the member's service packages and transfer requests, every status", async () => {
    await page.goto(url('/user-management'));
    const holders = await api<{ adminGetUserServices: { items: { userId: string }[] } }>(
      page,
      PACKAGE_HOLDERS,
      {},
    );
    const ids = [...new Set(holders.adminGetUserServices.items.map((i) => i.userId))];
    let chosen: { id: string; records: MemberRecords } | undefined;
    for (const id of ids) {
      const records = await api<MemberRecords>(page, MEMBER_RECORDS, { userId: id });
      if (records.adminListUserTransferRequest.meta.totalItems > 0) {
        chosen = { id, records };
        break;
      }
    }
    if (!chosen) throw new Error('the demo data has no member with both a package and a transfer request');
    const { records } = chosen;
    await page.goto(url(`/users/view/${chosen.id}`));
    const packages = records.adminGetUserServices.meta.totalItems;
    const transfers = records.adminListUserTransferRequest.meta.totalItems;
    await page.getByText(`Service packages (${String(packages)})`, { exact: true }).waitFor();
    await page.getByText(`Transfer requests (${String(transfers)})`, { exact: true }).waitFor();
    const packageRows = page.getByRole('table', { name: 'Service packages' }).locator('tbody tr');
    expect(await packageRows.count()).toBe(Math.min(packages, 10));
    // The newest package's name in the SPEC §2.9 form, e.g. 'Gói 20 tin' or 'Gói 30 ngày'.
    expect(await packageRows.first().locator('td').nth(1).innerText()).toMatch(
      /^Gói (\d+|không giới hạn) (booking|tin|ngày)$|^Gói không quảng cáo$/,
    );
    const transferRows = page.getByRole('table', { name: 'Transfer requests' }).locator('tbody tr');
    expect(await transferRows.count()).toBe(Math.min(transfers, 10));
    expect(await transferRows.first().locator('td').nth(1).innerText()).toMatch(/ VNĐ$/);
    await screenshot(page, 'member-detail-records');
  });

  it("shows 'Member not found' with a way back for an unknown or malformed id", async () => {
    for (const id of ['3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69', 'not-a-uuid']) {
      await page.goto(url(`/users/view/${id}`));
      await page.getByRole('heading', { name: 'Member not found' }).waitFor();
      expect(await page.getByRole('link', { name: 'Go to the Members list' }).getAttribute('href')).toBe(
        '/user-management',
      );
    }
    await screenshot(page, 'member-detail-not-found');
  });
});
