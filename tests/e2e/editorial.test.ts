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
  signIn,
  url,
} from './harness';
import { api } from './page-api';

// SPEC words, copied by hand so that a change to the screen must agree with the spec.
const ARE_YOU_SURE = 'Are you sure?';
const SIZE_HINT = '135 x 327';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const table = (page: Page, name: string) => page.getByRole('table', { name });
const rows = (page: Page, name: string) => table(page, name).locator('tbody tr');
const headers = (page: Page, name: string) => table(page, name).locator('thead th').allTextContents();
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

async function settle(page: Page, titleStart: string, label: string) {
  await heading(page)
    .filter({ hasText: new RegExp(`^${titleStart} \\(`) })
    .waitFor({ timeout: 15_000 });
  await expect.poll(() => table(page, label).getAttribute('aria-busy')).toBe('false');
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox').first();
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((u) => u.searchParams.get('search') === text);
}

/** After a search: waits until every row's cell in `column` passes (the server answers the new page). */
async function rowsMatch(page: Page, label: string, column: number, ok: (text: string) => boolean) {
  await expect
    .poll(async () => {
      const cells = await rows(page, label)
        .locator(`td:nth-child(${String(column)})`)
        .allTextContents();
      return cells.length > 0 && cells.every(ok);
    })
    .toBe(true);
}

describe.skipIf(!browserAvailable)(
  'avatars, banners, contests, car list and media (SPEC §2.7, §2.8, §2.17)',
  () => {
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

    it('avatars: title and description cut at 50, image, default YES/NO, edit by slug, search in the URL', async () => {
      const data = await api<{
        adminGetListAvatars: {
          meta: { totalItems: number };
          items: { title: string; description: string | null; isDefault: boolean; slug: string }[];
        };
      }>(
        page,
        `{ adminGetListAvatars(skip: 1, take: 10) { meta { totalItems } items { title description isDefault slug } } }`,
      );
      await page.goto(url('/services/avatar/list'));
      await settle(page, 'Avatar', 'Avatars');
      expect(await headers(page, 'Avatars')).toEqual([
        'No.',
        'Title',
        'Description',
        'Image',
        'Default',
        'Action',
      ]);
      const top = data.adminGetListAvatars.items[0];
      if (!top) throw new Error('no avatars');
      const cells = await rows(page, 'Avatars').first().locator('td').allTextContents();
      expect(cells.slice(0, 3)).toEqual(['1', cut(top.title, 50), cut(top.description ?? '', 50) || '-']);
      expect(cells[4]).toBe(top.isDefault ? 'YES' : 'NO');
      const edit = rows(page, 'Avatars')
        .first()
        .getByRole('link', { name: `Edit ${top.title}` });
      expect(await edit.getAttribute('href')).toBe(`/services/avatar/edit/${top.slug}`);
      expect(await page.getByRole('table', { name: 'Avatars' }).getByText('YES').count()).toBeLessThanOrEqual(
        1,
      );
      await screenshot(page, 'avatar-list');

      await search(page, 'Xe điện');
      await rowsMatch(page, 'Avatars', 2, (t) => t.startsWith('Xe điện'));

      await edit.count();
      await page.goto(url(`/services/avatar/edit/${top.slug}`));
      await page.locator('#avatar-title').waitFor();
      await screenshot(page, 'avatar-edit');
      await page.goto(url('/services/avatar/create'));
      await page.locator('#avatar-title').waitFor();
      await screenshot(page, 'avatar-create');
      const avatars = await api<{ adminGetListAvatars: { items: { id: string }[] } }>(
        page,
        `{ adminGetListAvatars(take: 1) { items { id } } }`,
      );
      await page.goto(url(`/services/avatar/view/${avatars.adminGetListAvatars.items[0]?.id ?? ''}`));
      await page.getByText('Default').first().waitFor();
      await screenshot(page, 'avatar-view');
    });

    it('banners: columns, page and search in the URL, the size hint, and a warning for an image of the wrong ratio', async () => {
      await page.goto(url('/banners'));
      await settle(page, 'Banners', 'Banners');
      // The first column holds the row checkboxes of the bulk actions.
      expect(await headers(page, 'Banners')).toEqual([
        '',
        'No.',
        'Name',
        'Position',
        'Image',
        'Status',
        'Action',
      ]);
      expect(await rows(page, 'Banners').count()).toBe(10);
      const status = await rows(page, 'Banners').locator('td:nth-child(6)').allTextContents();
      expect(status.every((s) => s === 'Active' || s === 'Inactive')).toBe(true);
      await page
        .getByRole('button', { name: /^(Page )?2$/ })
        .first()
        .click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await search(page, 'Định giá');
      await rowsMatch(page, 'Banners', 3, (n) => n.startsWith('Định giá xe'));
      await screenshot(page, 'banner-list');

      // The side form: a tall sidebar slot (135:327) and a landscape picture.
      await page.getByText(`Allowed banner size: ${SIZE_HINT}`).waitFor();
      const position = page.locator('#banner-position');
      const tall = (await choices(position)).find((o) => o.label.includes('(135:327)'))?.value ?? '';
      await pick(position, { value: tall });
      const wide = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0a7' } })
        .png()
        .toBuffer();
      await page
        .locator('#banner-image')
        .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: wide });
      const warning = page.getByTestId('ratio-warning');
      await warning.waitFor({ timeout: 20_000 });
      expect(await warning.textContent()).toContain("wide.png: This image's width to height is 1.33");
      expect(await warning.textContent()).toContain('expects 135:327 (0.41)');
      await screenshot(page, 'banner-ratio-warning');

      // A matching picture clears it.
      await page.getByRole('list', { name: 'Image files' }).getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      const fit = await sharp({ create: { width: 135, height: 327, channels: 3, background: '#07a' } })
        .png()
        .toBuffer();
      await page
        .locator('#banner-image')
        .setInputFiles({ name: 'fit.png', mimeType: 'image/png', buffer: fit });
      await page.getByRole('img', { name: 'Banner preview' }).first().waitFor();
      await expect.poll(() => warning.count(), { timeout: 10_000 }).toBe(0);

      const first = await api<{ adminListBanner: { items: { id: string }[] } }>(
        page,
        `{ adminListBanner(take: 1) { items { id } } }`,
      );
      const id = first.adminListBanner.items[0]?.id ?? '';
      await page.goto(url(`/banner/edit/${id}`));
      await page.getByText('Edit banner').waitFor();
      // The form opens on the banner's own position and link.
      await expect.poll(() => chosenValue(page.locator('#banner-position'))).not.toBe('');
      expect(await page.locator('#banner-url').inputValue()).toMatch(/^https:\/\//);
      await page.getByRole('img', { name: 'Banner preview' }).first().waitFor();
      await screenshot(page, 'banner-edit');
      await page.goto(url(`/banner/view/${id}`));
      await page.getByText('Position ratio').waitFor();
      await screenshot(page, 'banner-view');
    });

    it('contests: name, duration, winners, start and end; keyword search in the URL', async () => {
      await page.goto(url('/contest'));
      await settle(page, 'Contest', 'Contests');
      expect(await headers(page, 'Contests')).toEqual([
        'No.',
        'Name',
        'Duration',
        'No. of winners',
        'Start',
        'End',
        'Action',
      ]);
      const cells = await rows(page, 'Contests').first().locator('td').allTextContents();
      expect(cells[2]).toMatch(/^\d+ days?$/);
      expect(cells[4]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await screenshot(page, 'contest-list');
      await search(page, 'luật giao thông');
      await rowsMatch(page, 'Contests', 2, (n) => n.includes('luật giao thông'));

      await rows(page, 'Contests')
        .first()
        .getByRole('link', { name: /^View / })
        .click();
      await page.getByText('No. of winners').first().waitFor();
      await screenshot(page, 'contest-view');
      await page.getByRole('link', { name: 'Edit' }).first().click();
      await page.locator('#contest-name').waitFor();
      await expect.poll(() => page.locator('#contest-start').inputValue()).not.toBe('');
      await screenshot(page, 'contest-edit');
      await page.goto(url('/contest/create'));
      await page.locator('#contest-name').fill('Thử end trước start');
      await page.locator('#contest-start').fill('2026-07-10');
      await page.locator('#contest-end').fill('2026-07-01');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByText('The end date must be after the start date').waitFor();
      await screenshot(page, 'contest-create-invalid');
    });

    it('car list: title, brand, model, version from the metas, price; search in the URL', async () => {
      await page.goto(url('/car-list'));
      await settle(page, 'Car List', 'Cars');
      expect(await headers(page, 'Cars')).toEqual([
        'No.',
        'Title',
        'Brand',
        'Model',
        'Version',
        'Price (VND)',
        'Action',
      ]);
      const cells = await rows(page, 'Cars').first().locator('td').allTextContents();
      expect(cells[2]).not.toBe('-');
      expect(cells[3]).not.toBe('-');
      await screenshot(page, 'car-list');
      const brand = cells[2] ?? '';
      await search(page, brand);
      await rowsMatch(page, 'Cars', 2, (t) => t.toLowerCase().includes(brand.toLowerCase()));

      await rows(page, 'Cars')
        .first()
        .getByRole('link', { name: /^View / })
        .click();
      await page.getByText('Images outside').waitFor();
      await screenshot(page, 'car-view');
      await page.getByRole('link', { name: 'Edit' }).first().click();
      await page.locator('#car-title').waitFor();
      await expect.poll(() => chosenValue(page.locator('#car-meta-model'))).not.toBe('');
      await screenshot(page, 'car-edit');
      await page.goto(url('/car-list/create'));
      await page.locator('#car-title').waitFor();
      await screenshot(page, 'car-create');
    });

    it('media: a grid filtered by type in the URL; deleting a file in use is refused with where it is used', async () => {
      await page.goto(url('/media'));
      await heading(page)
        .filter({ hasText: /^Media \(/ })
        .waitFor();
      const grid = page.getByRole('list', { name: 'Media library' });
      await expect.poll(() => grid.getAttribute('aria-busy')).toBe('false');
      expect(await grid.locator('article').count()).toBe(10);
      await screenshot(page, 'media-list');

      await page.getByRole('combobox', { name: 'Type' }).selectOption('IMAGE');
      await page.waitForURL((u) => u.searchParams.get('kind') === 'IMAGE');
      await expect.poll(() => grid.getAttribute('aria-busy')).toBe('false');

      await search(page, 'banner-');
      await expect.poll(() => grid.getAttribute('aria-busy')).toBe('false');
      const card = grid.locator('article').first();
      await card.getByText(/^Used in \d+ banners?/).waitFor();
      await card.getByRole('button', { name: /^Delete / }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(ARE_YOU_SURE).waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      const error = page.locator('[data-kind="error"]');
      await error.first().waitFor();
      expect(await error.count()).toBe(1);
      expect(await error.first().textContent()).toMatch(
        /This file cannot be deleted: it is used by \d+ banners?/,
      );
      // Still there.
      await expect.poll(() => grid.locator('article', { hasText: 'banner-' }).count()).toBeGreaterThan(0);
      await screenshot(page, 'media-delete-refused');

      await page.goto(url('/media/create'));
      await page.getByText('Nothing uploaded yet').waitFor();
      const a = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
        .png()
        .toBuffer();
      const b = await sharp({ create: { width: 48, height: 64, channels: 3, background: '#48c' } })
        .png()
        .toBuffer();
      await page.locator('#media-images').setInputFiles([
        { name: 'one.png', mimeType: 'image/png', buffer: a },
        { name: 'two.png', mimeType: 'image/png', buffer: b },
      ]);
      await page.getByText('2 uploaded to the media library').waitFor({ timeout: 20_000 });
      await screenshot(page, 'media-create');
      await page.goto(url('/media?search=one.png'));
      await grid.locator('article', { hasText: 'one.png' }).first().getByText('Not used').waitFor();
    });
  },
);
