import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  appLoginForm,
  axeFindings,
  browserAvailable,
  emailField,
  launchBrowser,
  newPage,
  passwordField,
  screenshotsAtDesktopWidths,
  signIn,
  url,
  waitForPath,
  settleNetwork,
} from './harness';
import { api } from './page-api';
import { withDocuments } from './sent-documents';

const HISTORY = /* GraphQL */ `
  query E2eRecordHistory($entityType: String!, $entityId: String!) {
    adminListAuditLogs(entityType: $entityType, entityId: $entityId, skip: 1, take: 10) {
      meta {
        totalItems
      }
      items {
        id
        action
        actionText
        actor {
          fullName
        }
      }
    }
  }
`;
interface Listed {
  meta: { totalItems: number };
  items: { id: string; action: string; actionText: string; actor: { fullName: string } | null }[];
}
const history = async (page: Page, entityType: string, entityId: string) =>
  (await api<{ adminListAuditLogs: Listed }>(page, HISTORY, { entityType, entityId })).adminListAuditLogs;

const VERSIONS = /* GraphQL */ `
  query E2eHistoryVersions {
    adminGetListAllVersion(skip: 1, take: 5) {
      items {
        id
        name
        priceCarVersion
      }
    }
  }
`;
const GARAGES = /* GraphQL */ `
  query E2eHistoryGarages {
    adminGaragePagination(skip: 1, take: 100) {
      items {
        id
        title
        status
      }
    }
  }
`;
const ME = /* GraphQL */ `
  query E2eHistoryMe {
    meAdmin {
      fullName
    }
  }
`;
const STAFF_AND_PACKAGES = /* GraphQL */ `
  query E2eHistoryStaffAndPackages($keyword: String) {
    adminListStaff(skip: 1, take: 1, keyword: $keyword) {
      items {
        id
      }
    }
    adminGetUserServices(skip: 1, take: 1) {
      items {
        id
      }
    }
  }
`;
const ACTIVE_POSTS = /* GraphQL */ `
  query E2eHistoryActivePosts {
    adminListPost(skip: 1, take: 5, status: ACTIVE) {
      items {
        id
      }
    }
  }
`;

const table = (page: Page) => page.getByRole('table', { name: 'History' });
const rows = (page: Page) => table(page).locator('tbody tr');

/** Waits until the History table shows `count` rows and is no longer loading. */
async function waitForRows(page: Page, count: number) {
  await page.getByRole('heading', { name: `History (${String(count)})`, exact: true }).waitFor();
  await expect.poll(() => table(page).getAttribute('aria-busy')).toBe('false');
}

describe.skipIf(!browserAvailable)('a record page shows its History (issue 27 §4)', () => {
  let browser: Browser;
  let page: Page;
  let me: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
    me = (await api<{ meAdmin: { fullName: string } }>(page, ME)).meAdmin.fullName;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the rows of the record, newest first, each linking to its audit entry', async () => {
    const { adminGetListAllVersion } = await api<{
      adminGetListAllVersion: { items: { id: string; name: string; priceCarVersion: number }[] };
    }>(page, VERSIONS);
    const version = adminGetListAllVersion.items[0];
    if (!version) throw new Error('the demo data has no car version');
    const before = await history(page, 'car_version', version.id);

    // Seen once, so that the edit below must make the cached History stale for the page to show it.
    await page.goto(url(`/market-price/view/${version.id}`));
    await waitForRows(page, before.meta.totalItems);
    if (before.meta.totalItems === 0) await table(page).getByText('No history yet').waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((u) => u.pathname === `/market-price/edit/${version.id}`);
    const price = page.locator('#mp-price');
    await expect.poll(() => price.inputValue()).not.toBe('');
    await price.fill(new Intl.NumberFormat('en-US').format(version.priceCarVersion + 1000));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Market price updated').waitFor();
    await waitForPath(page, '/market-price');

    // Back to the record within the app (no reload): the History shows the edit at the top.
    await page
      .getByRole('link', { name: `View ${version.name}` })
      .first()
      .click();
    await waitForPath(page, `/market-price/view/${version.id}`);
    await waitForRows(page, before.meta.totalItems + 1);
    const after = await history(page, 'car_version', version.id);
    const edit = after.items[0];
    expect(edit?.action).toBe('car_version.edit');
    expect(edit?.actor?.fullName).toBe(me);

    // Every row the server lists for the record, in its order: time, actor, action.
    const shown = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
    );
    expect(shown.map((cells) => cells.slice(2))).toEqual(
      after.items.map((r) => [r.actor?.fullName ?? 'System', r.actionText]),
    );
    expect(shown[0]?.[0]).toBe('1');
    const links = await rows(page)
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(after.items.map((r) => `/audit-log/view/${r.id}`));

    expect(await axeFindings(page)).toEqual([]);
    await screenshotsAtDesktopWidths(page, 'record-history-market-price');

    // The time opens the entry with the edit's before and after, by keyboard as by mouse.
    const first = rows(page).first().getByRole('link');
    expect(await first.getAttribute('aria-label')).toMatch(/^Car version edited, .+: before and after$/);
    await first.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, `/audit-log/view/${edit?.id ?? ''}`);
    await page.getByText('changed', { exact: true }).first().waitFor();
  });

  it('shows a change made on the record page itself at once (a garage set to Pending and approved again)', async () => {
    const { adminGaragePagination } = await api<{
      adminGaragePagination: { items: { id: string; title: string; status: string }[] };
    }>(page, GARAGES);
    // The last active garage on the page: the garage suite reads the first ones.
    const garage = adminGaragePagination.items.filter((g) => g.status === 'ACTIVE').at(-1);
    if (!garage) throw new Error('the demo data has no active garage');
    const before = await history(page, 'garage', garage.id);
    await page.goto(url(`/services/garage-salon/view/${garage.id}`));
    await waitForRows(page, before.meta.totalItems);

    await page.getByRole('button', { name: 'Set to Pending' }).click();
    await waitForRows(page, before.meta.totalItems + 1);
    await page.getByRole('button', { name: 'Approve' }).click();
    await waitForRows(page, before.meta.totalItems + 2);
    await page.getByRole('button', { name: 'Set to Pending' }).waitFor();
    const texts = await rows(page).evaluateAll((trs) =>
      trs.slice(0, 2).map((tr) => (tr.querySelectorAll('td')[3]?.textContent ?? '').trim()),
    );
    expect(texts).toEqual(['Garage approved', 'Garage status changed']);
    expect(await page.locator('[data-kind="error"]').count()).toBe(0);

    expect(await axeFindings(page)).toEqual([]);
    await screenshotsAtDesktopWidths(page, 'record-history-garage');
  });

  it("shows History on a staff member's page (empty: No history yet) and on a user package's edit page", async () => {
    const data = await api<{
      adminListStaff: { items: { id: string }[] };
      adminGetUserServices: { items: { id: string }[] };
    }>(page, STAFF_AND_PACKAGES, { keyword: inject('moderatorEmail') });
    const staff = data.adminListStaff.items[0];
    const userService = data.adminGetUserServices.items[0];
    if (!staff || !userService) throw new Error('no moderator or user package in the demo data');

    // The moderator was added to the database directly, so nothing was ever written about them.
    await page.goto(url(`/staff/view/${staff.id}`));
    await waitForRows(page, (await history(page, 'staff', staff.id)).meta.totalItems);
    await table(page).getByText('No history yet').waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await screenshotsAtDesktopWidths(page, 'record-history-staff');

    await page.goto(url(`/user-services/edit/${userService.id}`));
    await waitForRows(page, (await history(page, 'user_service_package', userService.id)).meta.totalItems);
    expect(await axeFindings(page)).toEqual([]);
    await screenshotsAtDesktopWidths(page, 'record-history-user-service-edit');
  });
});

describe.skipIf(!browserAvailable)('a role without audit.read (a MODERATOR)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await page.goto(url('/auth/login'));
    await appLoginForm(page);
    await emailField(page).fill(inject('moderatorEmail'));
    await passwordField(page).fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, '/user-management');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sees no History on a post, and the page asks the server for none (no 403)', async () => {
    const sent: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') sent.push(withDocuments(request.postData()));
    });
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/graphql') return;
      const body = await response.text().catch(() => '');
      if (response.status() === 403 || body.includes('"code":403')) refused.push(body);
    });
    const { adminListPost } = await api<{ adminListPost: { items: { id: string }[] } }>(page, ACTIVE_POSTS);
    const post = adminListPost.items[0];
    if (!post) throw new Error('the demo data has no active post');
    await page.goto(url(`/post-management/detail/view/${post.id}`));
    await page.getByRole('heading', { name: 'Post Detail', level: 1 }).waitFor();
    await settleNetwork(page);
    expect(await page.getByRole('heading', { name: /^History/ }).count()).toBe(0);
    expect(sent.filter((body) => body.includes('adminListAuditLogs'))).toEqual([]);
    expect(refused).toEqual([]);
    expect(await page.locator('[data-kind="error"]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/post-management/detail/view/${post.id}`);
    expect(await axeFindings(page)).toEqual([]);
  });
});
