import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeFindings,
  browserAvailable,
  launchBrowser,
  newPage,
  screenshotsAtDesktopWidths,
  signIn,
  url,
} from './harness';

/**
 * The header's bell (issue 28 §5, docs/background-work.md): a list's Export is listed running, then with its
 * end line, and is still listed after a reload; the open bell is labelled (axe) and is screenshot at desktop
 * widths.
 */

const WAIT = { timeout: 20_000 };

/** The ids the bell's own calls are sent under (trusted documents): those are never slowed down. */
const BELL_DOCUMENTS = (() => {
  const manifest = JSON.parse(readFileSync('src/gql/persisted-documents.json', 'utf8')) as Record<
    string,
    string
  >;
  const names =
    /\b(AdminMyBackgroundWork|AdminStartBackgroundTask|AdminReportBackgroundTask|AdminEndBackgroundTask)\b/;
  return Object.entries(manifest)
    .filter(([, text]) => names.test(text))
    .map(([id]) => id);
})();

describe.skipIf(!browserAvailable)('Background work in the bell', () => {
  let browser: Browser;
  let page: Page;
  // While held, the list's pages after the first wait, so the export is seen running part way; `release`
  // lets them go.
  let held: Promise<void> | null = null;
  let passed = 0;
  let release: () => void = () => undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
    await page.route('**/graphql', async (route) => {
      // A request may be a batch: held when it carries anything but the bell's own calls.
      const body = route.request().postData() ?? '';
      const ids = [...body.matchAll(/"documentId":"([^"]+)"/g)].map((m) => m[1] ?? '');
      const others = ids.some((id) => !BELL_DOCUMENTS.includes(id));
      // At most 12 s: the app gives up on a call after 15 s (SPEC §9).
      if (held && others && passed++ > 0)
        await Promise.race([held, new Promise((r) => setTimeout(r, 12_000))]);
      await route.fallback();
    });
  });
  afterAll(async () => browser?.close());

  const bell = () => page.getByRole('button', { name: /^Background work/ });
  const panel = () => page.getByRole('dialog', { name: 'Background work' });
  const item = () => panel().getByRole('listitem').filter({ hasText: 'Export Posts' }).first();

  it('lists an export running, then how it ended, and still after a reload', async () => {
    expect(BELL_DOCUMENTS).toHaveLength(4);
    await page.goto(url('/post-management/list'));
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Posts (' }).waitFor(WAIT);
    held = new Promise((resolve) => (release = resolve));
    const download = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByRole('button', { name: 'Export', exact: true }).click();

    // Running: counted on the button's name and badge, with a progress bar in the list.
    await bell()
      .and(page.getByRole('button', { name: /running/ }))
      .waitFor(WAIT);
    await expect(bell().getAttribute('aria-label')).resolves.toMatch(/^Background work, \d+ running$/);
    await bell().click();
    await panel().waitFor(WAIT);
    await item().getByRole('progressbar').waitFor(WAIT);
    await expect(item().getByRole('img', { name: 'Running' }).count()).resolves.toBe(1);
    await screenshotsAtDesktopWidths(page, 'bell-running');
    expect(await axeFindings(page, { afterAnimations: true })).toEqual([]);

    held = null;
    release();
    await download;
    // Done: its end line, and the link back to the list it came from.
    await item()
      .getByText(/^[\d,]+ rows exported$/)
      .waitFor(WAIT);
    await expect(item().getByRole('link', { name: 'Export Posts' }).getAttribute('href')).resolves.toBe(
      '/post-management/list',
    );
    await screenshotsAtDesktopWidths(page, 'bell-done');

    await page.reload();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Posts (' }).waitFor(WAIT);
    await bell().click();
    await item()
      .getByText(/^[\d,]+ rows exported$/)
      .waitFor(WAIT);

    // Keyboard: Escape closes it and gives the focus back to the bell; Enter opens it again.
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'hidden', ...WAIT });
    await expect(bell().evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await panel().waitFor(WAIT);
    // The link opens the list it came from, and closes the bell.
    await item().getByRole('link', { name: 'Export Posts' }).click();
    await panel().waitFor({ state: 'hidden', ...WAIT });
    expect(new URL(page.url()).pathname).toBe('/post-management/list');
  }, 180_000);
});
