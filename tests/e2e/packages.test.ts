import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, pick, screenshot, signIn, url } from './harness';
import { api } from './page-api';

// SPEC §2.9, §5, §9 words, copied by hand so that a change to the screens must agree with the spec.
const FIELD_REQUIRED = 'field required';
const UNLIMITED = 'Không giới hạn';
const ARE_YOU_SURE = 'Are you sure?';

interface Meta {
  totalItems: number;
  totalPages: number;
}
const SERVICES = /* GraphQL */ `
  query E2eServices($skip: Int, $take: Int, $keyword: String) {
    adminGetServices(skip: $skip, take: $take, keyword: $keyword) {
      meta {
        totalItems
        totalPages
      }
      items {
        id
        type
        quantity
        day
        totalPrice
        isActive
      }
    }
  }
`;
type ServicesPage = {
  adminGetServices: {
    meta: Meta;
    items: { id: string; type: string; quantity: number | null; day: number | null; totalPrice: number }[];
  };
};
const BENEFITS = /* GraphQL */ `
  query E2eBenefits {
    adminGetUserServiceBenefits {
      id
      title
      type
    }
  }
`;
type Benefits = { adminGetUserServiceBenefits: { id: string; title: string; type: string }[] };
const USER_SERVICES = /* GraphQL */ `
  query E2eUserServices($skip: Int, $take: Int, $keyword: String, $status: UserServiceStatus) {
    adminGetUserServices(skip: $skip, take: $take, keyword: $keyword, status: $status) {
      meta {
        totalItems
        totalPages
      }
      items {
        id
        userId
        quantity
        used
        expriedDate
        user {
          firstName
          lastName
          email
        }
      }
    }
  }
`;
type UserServicesPage = {
  adminGetUserServices: {
    meta: Meta;
    items: {
      id: string;
      userId: string;
      quantity: number | null;
      used: number;
      expriedDate: string | null;
      user: { firstName: string | null; lastName: string | null; email: string | null } | null;
    }[];
  };
};

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const table = (page: Page, name: string) => page.getByRole('table', { name });
const rows = (page: Page, name: string) => table(page, name).locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

async function waitForHeading(page: Page, text: string, tableName: string) {
  await heading(page).filter({ hasText: text }).waitFor({ timeout: 15_000 });
  await expect.poll(() => table(page, tableName).getAttribute('aria-busy')).toBe('false');
}

const errors = (page: Page) => page.locator('[data-kind="error"]');

const CREATE_BENEFIT = /* GraphQL */ `
  mutation E2eCreateBenefit($type: BenefitType!, $title: String!) {
    adminCreateUserServiceBenefits(type: $type, title: $title) {
      id
    }
  }
`;
const CREATE_SERVICE = /* GraphQL */ `
  mutation E2eCreateService($input: AdminServiceInput!) {
    adminCreateServices(input: $input) {
      id
    }
  }
`;
const DELETE_SERVICE = /* GraphQL */ `
  mutation E2eDeleteService($id: ID!) {
    adminDeleteServices(id: $id)
  }
`;
const DELETE_BENEFIT = /* GraphQL */ `
  mutation E2eDeleteBenefit($id: ID!) {
    adminDeleteUserServiceBenefits(id: $id)
  }
`;
const SERVICE_ACTIVE = /* GraphQL */ `
  query E2eServiceActive($id: ID!) {
    adminGetServiceDetail(id: $id) {
      isActive
    }
  }
`;

async function confirmDelete(page: Page, row: ReturnType<typeof rows>) {
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(ARE_YOU_SURE).waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

describe.skipIf(!browserAvailable)('packages (SPEC §2.9)', () => {
  let browser: Browser;
  let page: Page;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('service packages', () => {
    it('lists packages with their total, pages and searches in the URL', async () => {
      await page.goto(url('/services-package'));
      const all = await api<ServicesPage>(page, SERVICES, { skip: 1, take: 10 });
      await waitForHeading(
        page,
        `Service Packages (${all.adminGetServices.meta.totalItems})`,
        'Service packages',
      );
      expect(await rows(page, 'Service packages').count()).toBe(10);
      const header = await table(page, 'Service packages').locator('thead').textContent();
      for (const col of [
        'Package ID',
        'Type',
        'Quantity',
        'Number of days',
        'Unit fee',
        'Package fee',
        'Status',
      ])
        expect(header).toContain(col);
      const unlimited = all.adminGetServices.items.some((i) => i.quantity === null || i.day === null);
      if (unlimited) expect(await table(page, 'Service packages').textContent()).toContain(UNLIMITED);
      await screenshot(page, 'packages-services-list');

      await page.getByRole('button', { name: 'Page 2', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');

      await searchBox(page).fill('  booking  ');
      await searchBox(page).press('Enter');
      await page.waitForURL((u) => u.searchParams.get('search') === 'booking' && !u.searchParams.has('page'));
      const found = await api<ServicesPage>(page, SERVICES, { keyword: 'booking', take: 10 });
      await waitForHeading(
        page,
        `Service Packages (${found.adminGetServices.meta.totalItems})`,
        'Service packages',
      );
      expect(await rows(page, 'Service packages').count()).toBe(found.adminGetServices.items.length);
    });

    it("creates a package with benefit items, after 'field required' on the empty form", async () => {
      await page.goto(url('/services-package'));
      await page.getByRole('link', { name: 'Add new' }).click();
      await page.waitForURL((u) => u.pathname === '/service-package/create');
      await page.getByRole('button', { name: 'Create' }).click();
      await expect.poll(() => page.getByText(FIELD_REQUIRED, { exact: true }).count()).toBe(3);

      await page.getByLabel('Type').selectOption('BOOKINGS');
      await page.getByLabel('Quantity').fill('12');
      await page.getByLabel('Unit fee (VND)').fill('15000');
      await page.getByLabel('Package fee (VND)').fill('180000');
      await page.getByLabel('Package fee (VND)').blur();
      expect(await page.getByLabel('Package fee (VND)').inputValue()).toBe('180,000');
      await page.getByLabel('Description').fill(`e2e ${stamp}`);
      expect(await page.getByTestId('package-name-preview').textContent()).toBe('Gói 12 booking');
      const benefits = await api<Benefits>(page, BENEFITS);
      const benefit = benefits.adminGetUserServiceBenefits[0];
      if (!benefit) throw new Error('no benefit items');
      await page.getByRole('checkbox', { name: benefit.title }).first().check();
      await screenshot(page, 'packages-service-create');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Service package created').waitFor();
      await page.waitForURL((u) => u.pathname === '/services-package');

      const created = await api<ServicesPage>(page, SERVICES, { keyword: `e2e ${stamp}` });
      expect(created.adminGetServices.items).toMatchObject([
        { type: 'BOOKINGS', quantity: 12, day: null, totalPrice: 180000 },
      ]);
    });

    it('edits from page 2 and comes back to page 2 (edit keeps the query)', async () => {
      await page.goto(url(`/services-package?page=2`));
      await waitForHeading(page, 'Service Packages (', 'Service packages');
      const second = await api<ServicesPage>(page, SERVICES, { skip: 2, take: 10 });
      const target = second.adminGetServices.items[0];
      if (!target) throw new Error('no second page');
      await rows(page, 'Service packages').first().getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL((u) => u.pathname === `/service-package/edit/${target.id}`);
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      await page.getByLabel('Number of days').fill('45');
      await screenshot(page, 'packages-service-edit');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Service package saved').waitFor();
      await page.waitForURL((u) => u.pathname === '/services-package' && u.searchParams.get('page') === '2');
      const after = await api<ServicesPage>(page, SERVICES, { keyword: target.id });
      expect(after.adminGetServices.items[0]?.day).toBe(45);
    });

    it("toggles Active; offline, the failure is reported once with 'Try again', which then saves it", async () => {
      await page.goto(url(`/services-package?search=${encodeURIComponent(`e2e ${stamp}`)}`));
      await waitForHeading(page, 'Service Packages (1)', 'Service packages');
      const found = await api<ServicesPage>(page, SERVICES, { keyword: `e2e ${stamp}` });
      const id = found.adminGetServices.items[0]?.id;
      if (!id) throw new Error('no e2e package');
      const toggle = rows(page, 'Service packages').first().getByRole('switch');
      expect(await toggle.getAttribute('aria-checked')).toBe('true');

      await page.context().setOffline(true);
      try {
        await toggle.click();
        await errors(page).first().waitFor({ timeout: 20_000 });
        expect(await errors(page).count()).toBe(1);
        // The list's own refetch failed too: it says so, with its own Try again, instead of stale rows.
        await page.getByText('The list could not be loaded.').waitFor();
      } finally {
        await page.context().setOffline(false);
      }
      await errors(page).getByRole('button', { name: 'Try again' }).click();
      await page.getByText('Service package status updated').waitFor();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      // Only the call held the toggle; it is free again once the call is over.
      expect(await toggle.isDisabled()).toBe(false);
      const after = await api<{ adminGetServiceDetail: { isActive: boolean } }>(page, SERVICE_ACTIVE, { id });
      expect(after.adminGetServiceDetail.isActive).toBe(false);
      expect(await errors(page).count()).toBe(0);
    });

    it('shows the detail, then deletes after confirmation and the list refetches', async () => {
      await page.goto(url(`/services-package?search=${encodeURIComponent(`e2e ${stamp}`)}`));
      await waitForHeading(page, 'Service Packages (1)', 'Service packages');
      await rows(page, 'Service packages').first().getByRole('link', { name: 'View' }).click();
      await heading(page).filter({ hasText: 'Gói 12 booking' }).waitFor();
      expect(await page.getByText('Benefit items (1)').count()).toBe(1);
      await screenshot(page, 'packages-service-view');
      await page.getByRole('link', { name: 'Back to Service Packages' }).click();
      await waitForHeading(page, 'Service Packages (1)', 'Service packages');

      await confirmDelete(page, rows(page, 'Service packages').first());
      await page.getByText('Service package deleted').waitFor();
      await waitForHeading(page, 'Service Packages (0)', 'Service packages');
    });
  });

  describe('benefit packages', () => {
    const title = `Lợi ích e2e ${stamp}`;

    it("creates in the modal after 'field required', edits through the URL, deletes after confirmation", async () => {
      await page.goto(url('/benefit-package'));
      const before = await api<Benefits>(page, BENEFITS);
      const total = before.adminGetUserServiceBenefits.length;
      await waitForHeading(page, `Benefit Packages (${total})`, 'Benefit packages');
      const header = await table(page, 'Benefit packages').locator('thead').textContent();
      for (const col of ['ID', 'Title', 'Type', 'Status', 'Edit', 'Delete']) expect(header).toContain(col);
      await screenshot(page, 'packages-benefits-list');

      await page.getByRole('button', { name: 'Add new' }).click();
      await page.waitForURL((u) => u.searchParams.get('create') === 'true');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect.poll(() => dialog.getByText(FIELD_REQUIRED, { exact: true }).count()).toBe(2);
      await dialog.getByLabel('Type').selectOption('TRUST_PARTNER');
      await dialog.getByLabel('Title').fill(`  ${title}  `);
      await screenshot(page, 'packages-benefit-modal');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Benefit package created').waitFor();
      await page.waitForURL((u) => !u.searchParams.has('create'));
      await waitForHeading(page, `Benefit Packages (${total + 1})`, 'Benefit packages');

      await searchBox(page).fill(title);
      await searchBox(page).press('Enter');
      await page.waitForURL((u) => u.searchParams.get('search') === title);
      await expect.poll(() => rows(page, 'Benefit packages').count()).toBe(1);
      const row = rows(page, 'Benefit packages').first();
      expect(await row.textContent()).toContain('Đối tác uy tín');

      await row.getByRole('button', { name: 'Edit' }).click();
      await page.waitForURL((u) => !!u.searchParams.get('edit'));
      await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe(title);
      await dialog.getByLabel('Title').fill(`${title} (sửa)`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Benefit package saved').waitFor();
      await expect.poll(() => row.textContent()).toContain(`${title} (sửa)`);
      // Opened again at once, the modal saves from the version just written, not refused as someone
      // else's change (docs/conflicts.md).
      await row.getByRole('button', { name: 'Edit' }).click();
      await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe(`${title} (sửa)`);
      await dialog.getByLabel('Title').fill(`${title} (sửa 2)`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => row.textContent()).toContain(`${title} (sửa 2)`);
      expect(await page.locator('[data-kind="error"]').count()).toBe(0);
      expect(await page.getByText('Someone else saved this record').count()).toBe(0);

      await confirmDelete(page, row);
      await page.getByText('Benefit package deleted').waitFor();
      await expect
        .poll(() => rows(page, 'Benefit packages').first().textContent())
        .toContain('No benefit packages match this search');
      const after = await api<Benefits>(page, BENEFITS);
      expect(after.adminGetUserServiceBenefits.some((b) => b.title.startsWith(title))).toBe(false);
    });

    it('a benefit that a package lists is not deleted, and the refusal is reported once', async () => {
      const inUse = `Lợi ích đang dùng e2e ${stamp}`;
      const benefit = await api<{ adminCreateUserServiceBenefits: { id: string } }>(page, CREATE_BENEFIT, {
        type: 'OTHER',
        title: inUse,
      });
      const benefitId = benefit.adminCreateUserServiceBenefits.id;
      const service = await api<{ adminCreateServices: { id: string } }>(page, CREATE_SERVICE, {
        input: {
          type: 'BOOKINGS',
          quantity: 3,
          unitPrice: 1000,
          totalPrice: 3000,
          description: `e2e in use ${stamp}`,
          benefitsItemIds: [benefitId],
        },
      });
      await page.goto(url(`/benefit-package?search=${encodeURIComponent(inUse)}`));
      await expect.poll(() => rows(page, 'Benefit packages').count()).toBe(1);
      const row = rows(page, 'Benefit packages').first();
      await row.getByText(inUse).waitFor();
      expect(await errors(page).count()).toBe(0);

      await confirmDelete(page, row);
      await errors(page).first().waitFor();
      await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
      expect(await errors(page).count()).toBe(1);
      expect(await errors(page).first().textContent()).toContain('This benefit is used by 1 service package');
      expect(await row.textContent()).toContain(inUse);
      const still = await api<Benefits>(page, BENEFITS);
      expect(still.adminGetUserServiceBenefits.some((b) => b.id === benefitId)).toBe(true);
      await errors(page).getByRole('button', { name: 'Close notification' }).click();

      await api(page, DELETE_SERVICE, { id: service.adminCreateServices.id });
      await api(page, DELETE_BENEFIT, { id: benefitId });
    });

    it('opens the modal from /benefit-package/edit/$id', async () => {
      const some = (await api<Benefits>(page, BENEFITS)).adminGetUserServiceBenefits[0];
      if (!some) throw new Error('no benefit items');
      await page.goto(url(`/benefit-package/edit/${some.id}`));
      await page.waitForURL(
        (u) => u.pathname === '/benefit-package' && u.searchParams.get('edit') === some.id,
      );
      // The form appears once the item has loaded.
      await page.getByRole('dialog').getByLabel('Title').waitFor();
      await expect.poll(() => page.getByRole('dialog').getByLabel('Title').inputValue()).toBe(some.title);
      await page.keyboard.press('Escape');
      await page.waitForURL((u) => !u.searchParams.has('edit'));
    });
  });

  describe('user service packages', () => {
    it('filters by status in the URL, with ALL as the default', async () => {
      await page.goto(url('/user-services'));
      const all = await api<UserServicesPage>(page, USER_SERVICES, { skip: 1, take: 10 });
      await waitForHeading(
        page,
        `User Service Packages (${all.adminGetUserServices.meta.totalItems})`,
        'User service packages',
      );
      expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('');
      const header = await table(page, 'User service packages').locator('thead').textContent();
      for (const col of ['ID', 'User', 'Type', 'Quantity', 'Used', 'Days', 'Status', 'Fee', 'Expiry date'])
        expect(header).toContain(col);
      const first = all.adminGetUserServices.items[0];
      if (!first) throw new Error('no user packages');
      const link = rows(page, 'User service packages').first().getByRole('link').first();
      expect(await link.getAttribute('href')).toBe(`/users/view/${first.userId}`);
      if (all.adminGetUserServices.items.some((i) => i.expriedDate === null || i.quantity === null))
        expect(await table(page, 'User service packages').textContent()).toContain(UNLIMITED);
      await screenshot(page, 'packages-user-services-list');

      await page.getByLabel('Status', { exact: true }).selectOption('INACTIVE');
      await page.waitForURL((u) => u.searchParams.get('status') === 'INACTIVE');
      const inactive = await api<UserServicesPage>(page, USER_SERVICES, { status: 'INACTIVE', take: 10 });
      await waitForHeading(
        page,
        `User Service Packages (${inactive.adminGetUserServices.meta.totalItems})`,
        'User service packages',
      );
      expect(await table(page, 'User service packages').getByText('ACTIVE', { exact: true }).count()).toBe(0);

      // Reloading keeps the filter: it lives in the URL.
      await page.reload();
      await waitForHeading(
        page,
        `User Service Packages (${inactive.adminGetUserServices.meta.totalItems})`,
        'User service packages',
      );
      expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('INACTIVE');
    });

    it('opens the detail modal with remaining and a link to the member', async () => {
      const list = await api<UserServicesPage>(page, USER_SERVICES, { take: 100 });
      const counted = list.adminGetUserServices.items.find((i) => i.quantity !== null);
      if (!counted) throw new Error('no counted package');
      await page.goto(url(`/user-services/view/${counted.id}`));
      await page.waitForURL(
        (u) => u.pathname === '/user-services' && u.searchParams.get('view') === counted.id,
      );
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Remaining').waitFor();
      expect(await dialog.textContent()).toMatch(/Name\s*Gói /);
      const remainingRow = dialog
        .locator('dt', { hasText: 'Remaining' })
        .locator('xpath=following-sibling::dd[1]');
      expect(await remainingRow.textContent()).toBe(
        String(Math.max(0, (counted.quantity ?? 0) - counted.used)),
      );
      const member = dialog.getByRole('link').first();
      expect(await member.getAttribute('href')).toBe(`/users/view/${counted.userId}`);
      await screenshot(page, 'packages-user-service-modal');
      await member.click();
      await page.waitForURL((u) => u.pathname === `/users/view/${counted.userId}`);
    });

    it('gives a package to a member found by email', async () => {
      const list = await api<UserServicesPage>(page, USER_SERVICES, { take: 100 });
      const email = list.adminGetUserServices.items.find((i) => i.user?.email)?.user?.email;
      if (!email) throw new Error('no member with an email');
      const before = await api<UserServicesPage>(page, USER_SERVICES, { keyword: email, take: 100 });

      await page.goto(url('/user-services/create'));
      await page.getByRole('button', { name: 'Create' }).click();
      await expect.poll(() => page.getByText(FIELD_REQUIRED, { exact: true }).count()).toBe(2);
      // The member picker is a combobox: arrows move, Escape closes, Enter picks (issue 10 §10).
      const member = page.getByRole('combobox', { name: 'Member' });
      const options = page.getByRole('listbox', { name: 'Matching members' }).getByRole('option');
      await member.fill(email);
      await options.first().waitFor();
      expect(await member.getAttribute('aria-expanded')).toBe('true');
      expect(await member.getAttribute('aria-controls')).toBe(
        await page.getByRole('listbox', { name: 'Matching members' }).getAttribute('id'),
      );
      await member.press('ArrowDown');
      const first = options.first();
      expect(await member.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      expect(await first.getAttribute('aria-selected')).toBe('true');
      if ((await options.count()) > 1) {
        await member.press('ArrowDown');
        expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
        await member.press('ArrowUp');
        expect(await first.getAttribute('aria-selected')).toBe('true');
      }
      await member.press('Escape');
      expect(await member.getAttribute('aria-expanded')).toBe('false');
      expect(await member.getAttribute('aria-activedescendant')).toBeNull();
      expect(await member.inputValue()).toBe(email);
      await member.press('ArrowDown');
      await expect.poll(() => member.getAttribute('aria-expanded')).toBe('true');
      await member.press('ArrowDown');
      await member.press('Enter');
      await expect.poll(() => page.getByTestId('picked-member').textContent()).toContain(email);
      expect(new URL(page.url()).pathname).toBe('/user-services/create');
      const packages = await api<ServicesPage>(page, SERVICES, { keyword: 'booking', take: 10 });
      const pkg = packages.adminGetServices.items.find((p) => p.quantity !== null && p.day !== null);
      if (!pkg) throw new Error('no booking package with terms');
      await pick(page.getByLabel('Service package'), { value: pkg.id });
      await expect.poll(() => page.getByLabel('Quantity').inputValue()).toBe(String(pkg.quantity));
      // The package's days from today in Viet Nam, in the picker's form YYYY/MM/DD (SPEC §9).
      const expiry = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' })
        .format(new Date(Date.now() + (pkg.day ?? 0) * 24 * 60 * 60 * 1000))
        .replaceAll('-', '/');
      expect(await page.getByLabel('Expiry date').inputValue()).toBe(expiry);
      await screenshot(page, 'packages-user-service-create');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Service package given to the member').waitFor();
      await page.waitForURL((u) => u.pathname === '/user-services');
      const after = await api<UserServicesPage>(page, USER_SERVICES, { keyword: email, take: 100 });
      expect(after.adminGetUserServices.meta.totalItems).toBe(
        before.adminGetUserServices.meta.totalItems + 1,
      );
    });
  });
});
