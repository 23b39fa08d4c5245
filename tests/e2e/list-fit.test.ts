import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url } from './harness';

/**
 * Columns that fit (issue 25 §2): at 1280 px and wider, the columns admins decide on (status, Kar Check,
 * the Active switch) and the actions are in view and not covered, and a table wider than the screen says
 * that more columns are to the right.
 */

const WAIT = { timeout: 15_000 };

const LISTS = [
  { path: '/services/garage-salon/list', table: 'Garage & Salon', decide: ['Status', 'Kar Check', 'Action'] },
  { path: '/services/driving-center', table: 'Driving Center', decide: ['Status', 'Action'] },
  { path: '/services/parking/list', table: 'Parking lots', decide: ['Status', 'Action'] },
  { path: '/user-management', table: 'Members', decide: ['Status', 'Action'] },
  // Posts' thirteen columns lay 'Create date' on two lines on purpose (post-columns.tsx).
  {
    path: '/post-management/list',
    table: 'Posts',
    decide: ['Status', 'Action'],
    twoLines: ['Create date'],
  },
  // The lists that gained the row checkbox column (bulk actions): the box must not push Status or the
  // actions out, nor squeeze the headers onto two lines.
  { path: '/banners', table: 'Banners', decide: ['Status', 'Action'] },
  { path: '/reviews/list', table: 'Reviews', decide: ['Status', 'Action'] },
  { path: '/category-management/lists', table: 'Review Categories', decide: ['Status', 'Action'] },
  { path: '/services-package', table: 'Service packages', decide: ['Status', 'Action'] },
  { path: '/benefit-package', table: 'Benefit packages', decide: ['Status', 'Delete'] },
];

/** Headers whose words are laid on more than one line: a squeezed table wraps 'Created date' in two. */
async function wrappedHeaders(page: Page, table: string) {
  return page
    .getByRole('table', { name: table })
    .locator('thead th')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => {
          // The visible text runs (a screen-reader-only word sits in a 1 px box and wraps by design).
          const rects: DOMRect[] = [];
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!node.textContent?.trim() || !parent || parent.getBoundingClientRect().width <= 1) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            rects.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0));
          }
          // A rectangle starting below the bottom of those before it begins another line.
          rects.sort((a, b) => a.top - b.top);
          let lines = 0;
          let bottom = -Infinity;
          for (const r of rects) {
            if (r.top >= bottom - 1) lines += 1;
            bottom = Math.max(bottom, r.bottom);
          }
          return lines > 1;
        })
        .map((cell) => cell.textContent?.trim() ?? ''),
    );
}

/** The header cell and the first row's cell of a column are on screen, and nothing lies on top of them. */
async function inViewAndUncovered(page: Page, table: string, column: string) {
  const grid = page.getByRole('table', { name: table });
  const headers = await grid.locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim().toLowerCase() === column.toLowerCase());
  expect(index, `${table} has a '${column}' column`).toBeGreaterThanOrEqual(0);
  const cells = [
    grid.locator('thead th').nth(index),
    grid.locator('tbody tr').first().locator('td').nth(index),
  ];
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  for (const cell of cells) {
    const box = await cell.boundingBox();
    if (!box) throw new Error(`${table} '${column}' has no box`);
    expect(box.x, `${table} '${column}' starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${table} '${column}' ends on screen`).toBeLessThanOrEqual(
      viewport.width + 0.5,
    );
    // The element at the cell's centre is the cell or inside it: no other column scrolled over it.
    const onTop = await cell.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && (hit === el || el.contains(hit));
    });
    expect(onTop, `${table} '${column}' is not covered`).toBe(true);
  }
}

describe.skipIf(!browserAvailable)('lists fit a laptop screen', () => {
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

  for (const size of [
    { width: 1440, height: 900 },
    { width: 1280, height: 800 },
  ]) {
    // One test per list and size, so a slow page on a loaded machine costs one list its time, not all.
    it.each(LISTS)(
      `$table keeps status, Kar Check and the actions in view at ${String(size.width)} × ${String(size.height)}`,
      async (list) => {
        await page.setViewportSize(size);
        await page.goto(url(list.path));
        const grid = page.getByRole('table', { name: list.table });
        await grid.locator('tbody tr td').nth(3).waitFor(WAIT);
        await expect.poll(() => grid.getAttribute('aria-busy'), WAIT).toBe('false');
        for (const column of list.decide) await inViewAndUncovered(page, list.table, column);
        expect(await wrappedHeaders(page, list.table), `${list.table}: headers on one line`).toEqual(
          list.twoLines ?? [],
        );

        // A table wider than its box says so under it, and can be scrolled from the keyboard.
        const box = grid.locator('xpath=..');
        const wide = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
        const hint = page.getByText('More columns to the right: scroll the table sideways');
        await screenshot(
          page,
          `list-fit-${list.table.replace(/\W+/g, '-').toLowerCase()}-${String(size.width)}`,
        );
        if (wide) {
          await hint.waitFor(WAIT);
          expect(await box.getAttribute('tabindex')).toBe('0');
          expect(await box.getAttribute('aria-label')).toBe(`${list.table}, scrolls sideways`);
          // Scrolled to the end, nothing more is to the right, and the decision columns are still there.
          await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
          await hint.waitFor({ state: 'detached', ...WAIT });
          for (const column of list.decide) await inViewAndUncovered(page, list.table, column);
        } else {
          expect(await hint.count()).toBe(0);
        }
      },
      120_000,
    );
  }
});
