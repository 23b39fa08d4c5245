import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url, waitForPath } from './harness';

/** Tag name and text of the focused element, e.g. 'H1 Members'. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName} ${(el.textContent ?? '').trim()}`.trim() : '';
  });

/** Waits for the document title (it follows the render of the new screen). */
const titled = (page: Page, title: string) =>
  page.waitForFunction((expected) => document.title === expected, title);

const siderWidth = async (page: Page) => (await page.locator('aside').first().boundingBox())?.width ?? 0;

describe.skipIf(!browserAvailable)('shell: skip link, focus, titles, pending bar, narrow screens', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function signedInPage(viewport?: { width: number; height: number }): Promise<Page> {
    const page = await newPage(browser);
    if (viewport) await page.setViewportSize(viewport);
    await page.goto(url('/auth/login'));
    await signIn(page);
    return page;
  }

  it('offers a skip link as the first stop, which lands on the screen heading', async () => {
    const page = await signedInPage();
    try {
      await page.goto(url('/home'));
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
      expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(20);
      await screenshot(page, 'skip-link');
      await page.keyboard.press('Enter');
      expect(await focused(page)).toBe('H1 Dashboard');
      // The next Tab goes on from the content, not back through the side menu.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('names every screen in the document title and moves focus to the new heading after navigation', async () => {
    const page = await signedInPage();
    try {
      await titled(page, 'Dashboard · KAR Admin');
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await nav.getByRole('button', { name: 'User Management' }).click();
      await nav.getByRole('link', { name: 'Members', exact: true }).focus();
      await page.keyboard.press('Enter');
      await waitForPath(page, '/user-management');
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await focused(page)).toMatch(/^H1 Members/);
      await titled(page, 'Members · KAR Admin');

      // A search-only change (the Settings tabs) keeps focus on what the admin used.
      await page.goto(url('/settings'));
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await titled(page, 'Settings · KAR Admin');
      const seat = page
        .getByRole('navigation', { name: 'Setting types' })
        .getByRole('button', { name: 'Seat' });
      await seat.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('type') === 'SEAT');
      expect(await focused(page)).toBe('BUTTON Seat');
    } finally {
      await page.context().close();
    }
  });

  it('leaves focus alone on the first load of a screen', async () => {
    const page = await signedInPage();
    try {
      await page.goto(url('/users/create'));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await titled(page, 'Create member · KAR Admin');
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('titles the public screens', async () => {
    const page = await newPage(browser);
    try {
      for (const [path, title] of [
        ['/auth/login', 'Sign in · KAR Admin'],
        ['/auth/register', 'Register · KAR Admin'],
        ['/auth/forgot', 'Forgot password · KAR Admin'],
        ['/404', 'Page not found · KAR Admin'],
        ['/500', 'Internal Server Error · KAR Admin'],
      ] as const) {
        await page.goto(url(path));
        await page.locator('h1').first().waitFor();
        await titled(page, title);
      }
    } finally {
      await page.context().close();
    }
  });

  it('shows a busy progress bar while a slow screen loads, and removes it once the screen is there', async () => {
    const page = await signedInPage();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The Market Price screen's code is held back until the bar has been seen: a slow network, on cue.
    const hold = async (route: Route) => {
      await gate;
      await route.continue();
    };
    try {
      await page.route(/\/assets\/market-price-[^/]*\.js$/, hold);
      expect(await page.getByRole('progressbar', { name: 'Loading page' }).count()).toBe(0);
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Market Price' })
        .click();
      const bar = page.getByRole('progressbar', { name: 'Loading page' });
      await bar.waitFor();
      expect(await bar.getAttribute('aria-busy')).toBe('true');
      await screenshot(page, 'route-pending');
      release();
      await page.getByRole('heading', { level: 1, name: /Market Price/ }).waitFor();
      await bar.waitFor({ state: 'detached' });
      await titled(page, 'Market Price · KAR Admin');
    } finally {
      release();
      await page.context().close();
    }
  });

  it('starts with the sider collapsed below 1280 px and open at 1440 px, until the admin chooses', async () => {
    const narrow = await signedInPage({ width: 1024, height: 768 });
    try {
      await narrow.getByRole('button', { name: 'Expand menu' }).waitFor();
      const collapsed = await siderWidth(narrow);
      expect(collapsed).toBeLessThan(100);
      await screenshot(narrow, 'sider-1024');
      await narrow.getByRole('button', { name: 'Expand menu' }).click();
      await narrow.getByRole('button', { name: 'Collapse menu' }).waitFor();
      await narrow.waitForFunction(
        () => (document.querySelector('aside')?.getBoundingClientRect().width ?? 0) === 266,
      );
      // The admin's choice is kept over the width default.
      await narrow.reload();
      await narrow.getByRole('button', { name: 'Collapse menu' }).waitFor();
      expect(await narrow.evaluate(() => localStorage.getItem('kar.sider.collapsed'))).toBe('false');
    } finally {
      await narrow.context().close();
    }

    const wide = await signedInPage({ width: 1440, height: 900 });
    try {
      await wide.getByRole('button', { name: 'Collapse menu' }).waitFor();
      await wide.waitForFunction(
        () => (document.querySelector('aside')?.getBoundingClientRect().width ?? 0) === 266,
      );
      // Narrowing the window collapses it while the admin has not chosen.
      await wide.setViewportSize({ width: 1100, height: 900 });
      await wide.getByRole('button', { name: 'Expand menu' }).waitFor();
    } finally {
      await wide.context().close();
    }
  });
});
