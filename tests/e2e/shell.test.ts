import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  currentPath,
  appLoginForm,
  emailField,
  launchBrowser,
  newPage,
  passwordField,
  screenshot,
  signIn,
  url,
  waitForPath,
} from './harness';

// SPEC §2.1, copied by hand (not imported from the app) so that a change to the menu must agree with the spec.
const MENU_SPEC: readonly (string | { group: string; children: readonly string[] })[] = [
  'Dashboard',
  {
    group: 'User Management',
    children: [
      'Members',
      'Transfer Request',
      'Service Packages',
      'Benefit Packages',
      'User Service Packages',
    ],
  },
  'Notification',
  { group: 'Post Management', children: ['Posts', 'Create Post', 'Needs review'] },
  { group: 'Reviews', children: ['Reviews', 'Reviews Video', 'Review Categories'] },
  'Car List',
  'Contest',
  'Settings',
  'Banners',
  'Market Price',
  {
    group: 'Learning Driving',
    children: ['Question Simulation', 'Question Simulation Group', 'Question Theory', 'Traffic Signs'],
  },
  {
    group: 'Services',
    children: [
      'Driving Center',
      'Garage & Salon',
      'Parking',
      'Buying Demand',
      'Buying Customer',
      'Avatar',
      'Media Library',
    ],
  },
  { group: 'Feedbacks', children: ['Reported Posts', 'Feedbacks'] },
  { group: 'Errors', children: ['Phone Message'] },
];

describe.skipIf(!browserAvailable)('shell: guards, login, menu, public pages, sign-out', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function signedInPage(): Promise<Page> {
    const page = await newPage(browser);
    await page.goto(url('/auth/login'));
    await signIn(page);
    return page;
  }

  it.each(['/home', '/user-management', '/settings', '/', '/no-such-page/at-all'])(
    'sends a visitor who is not signed in from %s to /auth/login',
    async (path) => {
      const page = await newPage(browser);
      try {
        await page.goto(url(path));
        await waitForPath(page, '/auth/login');
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
      } finally {
        await page.context().close();
      }
    },
  );

  it('shows an error notification and stays on /auth/login when the password is wrong', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(url('/auth/login'));
      await appLoginForm(page);
      await emailField(page).fill('admin@kar.vn');
      await passwordField(page).fill('definitely-not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const alert = page.getByRole('alert').first();
      await alert.waitFor({ state: 'visible', timeout: 10_000 });
      expect((await alert.innerText()).trim().length).toBeGreaterThan(0);
      // Give a wrongly-successful login time to navigate before checking that it did not.
      await page.waitForTimeout(1_000);
      expect(currentPath(page)).toBe('/auth/login');
      await screenshot(page, 'login-failure');
    } finally {
      await page.context().close();
    }
  });

  it('signs in, lands on /home, and sends a signed-in admin from /auth/login back to /home', async () => {
    const page = await signedInPage();
    try {
      expect(currentPath(page)).toBe('/home');
      await screenshot(page, 'home');
      await page.goto(url('/auth/login'));
      await waitForPath(page, '/home');
      await page.goto(url('/'));
      await waitForPath(page, '/home');
    } finally {
      await page.context().close();
    }
  });

  it('shows every side-menu entry and group of SPEC §2.1, in order', async () => {
    const page = await signedInPage();
    try {
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await nav.waitFor();
      for (const entry of MENU_SPEC) {
        if (typeof entry === 'string') {
          await nav.getByRole('link', { name: entry, exact: true }).waitFor();
          continue;
        }
        const header = nav.getByRole('button', { name: entry.group, exact: true });
        await header.waitFor();
        if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
        for (const child of entry.children) {
          const link = nav.getByRole('link', { name: child, exact: true });
          await link.waitFor({ state: 'visible', timeout: 5_000 });
        }
      }
      // Top-level order: every top link and group header, as the menu reads top to bottom.
      const topLabels = await nav.evaluate((el) =>
        Array.from(el.children).map((child) => {
          const first = child.matches('a, button') ? child : child.querySelector('a, button');
          return (first?.textContent ?? '').trim();
        }),
      );
      // SPEC's entries first and in its order; those SPEC does not list (the Trash, the audit trail,
      // staff) after them.
      expect(topLabels).toEqual([
        ...MENU_SPEC.map((entry) => (typeof entry === 'string' ? entry : entry.group)),
        'Trash',
        'Audit log',
        'Staff',
      ]);
      await screenshot(page, 'menu-expanded');
    } finally {
      await page.context().close();
    }
  });

  it('keeps the sider collapsed across a reload', async () => {
    const page = await signedInPage();
    try {
      const sider = page.locator('aside').first();
      // The admin area may still be rendering just after the sign-in lands on /home.
      await page.getByRole('button', { name: 'Collapse menu' }).waitFor();
      const expandedWidth = (await sider.boundingBox())?.width ?? 0;
      expect(expandedWidth).toBeGreaterThanOrEqual(260);
      await page.getByRole('button', { name: 'Collapse menu' }).click();
      await page.getByRole('button', { name: 'Expand menu' }).waitFor();
      await page.waitForTimeout(400); // width transition
      const collapsedWidth = (await sider.boundingBox())?.width ?? 0;
      expect(collapsedWidth).toBeLessThan(expandedWidth);

      await page.reload();
      await page.getByRole('button', { name: 'Expand menu' }).waitFor();
      await page.waitForTimeout(400);
      expect((await page.locator('aside').first().boundingBox())?.width ?? 0).toBe(collapsedWidth);
      await screenshot(page, 'menu-collapsed');

      await page.getByRole('button', { name: 'Expand menu' }).click();
      await page.reload();
      await page.getByRole('button', { name: 'Collapse menu' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('serves the public 404 and 500 pages', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(url('/404'));
      await page.getByText('Looks like you got lost').waitFor();
      expect(currentPath(page)).toBe('/404');
      await expect(
        page
          .getByRole('link', { name: 'Back home' })
          .or(page.getByRole('button', { name: 'Back home' }))
          .count(),
      ).resolves.toBe(1);
      await screenshot(page, 'not-found');

      await page.goto(url('/500'));
      await page.getByText('Internal Server Error').waitFor();
      await page.getByText('Something went wrong. Please try again later.').waitFor();
      expect(currentPath(page)).toBe('/500');
      await screenshot(page, 'server-error');
    } finally {
      await page.context().close();
    }
  });

  it('checks the registration fields (SPEC §2.3, §5) and then says who creates admin accounts', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(url('/auth/register'));
      const register = page.getByRole('button', { name: 'Register' });
      await register.click();
      await page.getByText('Thông tin đăng ký không được để trống!').waitFor();

      await page.locator('#register-full-name').fill('Anh');
      await page.locator('#register-email').fill('not-an-email');
      await page.getByLabel('Phone prefix').selectOption('86');
      await page.locator('#register-phone').fill('912345678');
      await page.locator('#register-password').fill('short');
      await page.locator('#register-password-repeat').fill('other');
      await register.click();
      await page.getByText('Họ và tên có độ dài từ 4 tới 30 ký tự!').waitFor();
      await page.getByText('Email không hợp lệ!').waitFor();
      await page.getByText('Mật khẩu xác nhận không giống nhau!').waitFor();
      await screenshot(page, 'register-errors');

      await page.locator('#register-full-name').fill('Nguyễn Văn An');
      await page.locator('#register-email').fill('an.nguyen@kar.vn');
      await page.locator('#register-password').fill('a-long-password');
      await page.locator('#register-password-repeat').fill('a-long-password');
      await register.click();
      await page
        .getByText('Admin accounts are created by an existing administrator.', { exact: false })
        .waitFor();
      expect(currentPath(page)).toBe('/auth/register');
      await page.getByRole('link', { name: 'Back to login' }).click();
      await waitForPath(page, '/auth/login');
    } finally {
      await page.context().close();
    }
  });

  it('answers /auth/forgot with the reset request, reached from the login card, without signing in', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(url('/auth/login'));
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await waitForPath(page, '/auth/forgot');
      // The form first: when the link was pressed on the login card index.html paints before the app has
      // started, the browser loads /auth/forgot, whose first paint is that card again, email field included.
      const send = page.getByRole('button', { name: 'Send reset link' });
      await send.waitFor();
      await page.getByLabel(/Email/).fill('nobody-here@kar.vn');
      await send.click();
      // The same answer whether or not the address has an account (docs/staff.md).
      await page.getByText('If this address belongs to an admin account', { exact: false }).waitFor();
      expect(currentPath(page)).toBe('/auth/forgot');
      await screenshot(page, 'forgot');
      await page.getByRole('link', { name: 'Back to login' }).click();
      await waitForPath(page, '/auth/login');
    } finally {
      await page.context().close();
    }
  });

  it('opens the reviews list from /reviews (SPEC §2.2 lists both)', async () => {
    const page = await signedInPage();
    try {
      await page.goto(url('/reviews'));
      await waitForPath(page, '/reviews/list');
    } finally {
      await page.context().close();
    }
  });

  it('shows the 403 result to a signed-in admin', async () => {
    const page = await signedInPage();
    try {
      await page.goto(url('/error/403'));
      await page.getByText('Sorry, you are not authorized to access this page.').waitFor();
      expect(currentPath(page)).toBe('/error/403');
      await screenshot(page, 'forbidden');
    } finally {
      await page.context().close();
    }
  });

  it('opens every menu screen without an error, and a not-built one says so', async (ctx) => {
    const page = await signedInPage();
    try {
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await nav.waitFor();
      const closed = nav.locator('button[aria-expanded="false"]');
      for (let guard = 0; guard < 20 && (await closed.count()) > 0; guard++) await closed.first().click();
      const hrefs = await nav
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThanOrEqual(29);
      const notBuilt: string[] = [];
      for (const href of hrefs) {
        await page.goto(url(href));
        await waitForPath(page, new URL(href, 'http://x').pathname);
        // Either the real screen or the honest placeholder; never the error boundary.
        await page.locator('main h1, main h2').first().waitFor();
        expect(await page.getByText('Something went wrong.', { exact: true }).count(), href).toBe(0);
        if ((await page.getByText('This screen is not available yet').count()) > 0) notBuilt.push(href);
      }
      console.log(`[e2e] screens still showing the placeholder: ${notBuilt.join(', ') || 'none'}`);
      const first = notBuilt[0];
      if (first === undefined) {
        ctx.skip('every menu screen is built; no placeholder left to check');
        return;
      }
      await page.goto(url(first));
      await page.getByText('This screen is not available yet').waitFor();
      await screenshot(page, 'not-available');
    } finally {
      await page.context().close();
    }
    // One page load per menu entry (36 with Staff): on a loaded 2-core machine that passed 60 s.
  }, 120_000);

  it('signs out to /auth/login, after which private routes redirect to login again', async () => {
    const page = await signedInPage();
    try {
      // SPEC §4: signing out clears local storage (the sider state with it).
      await page.evaluate(() => localStorage.setItem('kar-e2e-probe', '1'));
      await page.getByRole('button', { name: 'Profile menu' }).click();
      const menu = page.getByRole('menu');
      await menu.getByText('Admin', { exact: true }).waitFor();
      await menu.getByText('admin@kar.vn').waitFor();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await waitForPath(page, '/auth/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);

      await page.goto(url('/home'));
      await waitForPath(page, '/auth/login');
      await page.goto(url('/user-management'));
      await waitForPath(page, '/auth/login');
    } finally {
      await page.context().close();
    }
  });
});
