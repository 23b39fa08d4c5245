import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page, Response, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, choices, launchBrowser, newPage, pick, screenshot, signIn, url } from './harness';
import { api } from './page-api';

// SPEC §5 wording, copied by hand so that a change to the module must agree with the spec.
const MISMATCH = 'The file extension does not match the file format';
const TIMEOUT_MESSAGE = 'The upload took longer than 15 seconds and was stopped; try again';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/media');

interface UploadAnswer {
  id: string;
  fileName: string;
  mimeType: string;
  filePathOriginal: string;
  filePathSM: string | null;
}

const uploadsList = (page: Page) => page.getByRole('list', { name: 'Image uploads' });
const row = (page: Page, name: string) => uploadsList(page).getByRole('listitem', { name });
const preview = (page: Page) => page.getByRole('img', { name: 'Version preview' });
const notifications = (page: Page, text: string) => page.getByText(text, { exact: false });

function isUpload(response: Response): boolean {
  return response.url().endsWith('/api/v1/media/uploads') && response.request().method() === 'POST';
}

/** Random pixels do not compress, so this PNG is big enough for progress to be seen under throttling. */
async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * Keeps uploads from reaching the server until released, like a stalled network: the only way to be
 * sure an upload is still on its way when Cancel is clicked, or that it outlives the 15 s limit.
 */
async function holdUploads(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  const pattern = '**/api/v1/media/uploads';
  await page.route(pattern, (route) => {
    held.push(route);
  });
  return {
    release: async () => {
      await page.unroute(pattern);
      // The browser has given these up already (cancelled or timed out); nothing is left to answer.
      await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    },
  };
}

async function throttleUploads(cdp: CDPSession, bytesPerSecond: number): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

describe.skipIf(!browserAvailable)('media upload module (SPEC §5, §9)', () => {
  let browser: Browser;
  let page: Page;
  let cdp: CDPSession;
  const heicChunkRequests: string[] = [];
  let createdId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    page.on('request', (request) => {
      if (/\/assets\/heic-to-[^/]+\.js$/.test(request.url())) heicChunkRequests.push(request.url());
    });
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await signIn(page);
    await page.goto(url('/market-price/create'));
    await page.locator('#mp-image').waitFor({ state: 'attached' });
  });
  afterAll(async () => {
    if (createdId) {
      await api(page, 'mutation E2eDeleteVersion($id: ID!) { adminDeleteVersion(id: $id) }', {
        id: createdId,
      }).catch(() => undefined);
    }
    await browser?.close();
  });

  it('offers HEIC in the picker but loads no converter with the form', async () => {
    const accept = (await page.locator('#mp-image').getAttribute('accept')) ?? '';
    expect(accept.split(',')).toEqual(
      expect.arrayContaining(['.png', '.jpg', '.jpeg', '.gif', '.heic', '.heif']),
    );
    expect(accept).not.toContain('svg');
    expect(heicChunkRequests).toEqual([]);
  });

  it('refuses a file whose bytes are not what its name says, with the message shown once', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#48c' } })
      .jpeg()
      .toBuffer();
    const answered = page.waitForResponse(isUpload);
    await page.locator('#mp-image').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: jpeg });
    expect((await answered).status()).toBe(400);
    await row(page, 'fake.png').getByText('Failed').waitFor();
    await notifications(page, MISMATCH).first().waitFor();
    expect(await notifications(page, MISMATCH).count()).toBe(1);
    await screenshot(page, 'media-upload-refused');
    await row(page, 'fake.png').getByRole('button', { name: 'Dismiss fake.png' }).click();
    await uploadsList(page).waitFor({ state: 'detached' });
  });

  it('refuses an SVG before sending it, with one message and no request', async () => {
    let sent = 0;
    const count = (response: Response) => {
      if (isUpload(response)) sent += 1;
    };
    page.on('response', count);
    await page.locator('#mp-image').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    const message =
      'This file type is not accepted here. Allowed file types: png, jpg, jpeg, gif, heic, heif';
    await notifications(page, message).first().waitFor();
    expect(await notifications(page, message).count()).toBe(1);
    page.off('response', count);
    expect(sent).toBe(0);
    expect(await uploadsList(page).count()).toBe(0);
  });

  it('uploads a file dropped on the field', async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const answered = page.waitForResponse(isUpload);
    await page.evaluate(
      ({ base64 }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
        const zone = document.querySelector('[data-testid="mp-image-drop"]');
        zone?.dispatchEvent(
          new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
        );
      },
      { base64: png.toString('base64') },
    );
    expect((await answered).status()).toBe(201);
    await expect
      .poll(() => preview(page).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  it('shows per-file progress, cancels an upload on its way, and retries it', async () => {
    // 4.7 MB that does not compress, sent through a throttled network: it cannot finish before Cancel.
    const png = await noisyPng(1200, 1300);
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    await throttleUploads(cdp, 32 * 1024);
    await page.locator('#mp-image').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png });
    const bar = row(page, 'big.png').getByRole('progressbar');
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await row(page, 'big.png')
      .getByText(/^Uploading \d+%$/)
      .waitFor();
    await screenshot(page, 'media-upload-progress');
    await row(page, 'big.png').getByRole('button', { name: 'Cancel big.png' }).click();
    await row(page, 'big.png').getByText('Cancelled').waitFor();
    // The earlier picture stays: a cancelled replacement replaces nothing.
    expect(await preview(page).count()).toBe(1);

    await throttleUploads(cdp, -1);
    const answered = page.waitForResponse(isUpload);
    await row(page, 'big.png').getByRole('button', { name: 'Retry big.png' }).click();
    const media = (await (await answered).json()) as UploadAnswer;
    expect(media.fileName).toBe('big.png');
    await uploadsList(page).waitFor({ state: 'detached' });
    await expect.poll(() => preview(page).getAttribute('src')).toBe(media.filePathSM);
  });

  it('gives up an upload the server has not answered in 15 s, says so once, and retries it', async () => {
    const stall = await holdUploads(page);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    await page.locator('#mp-image').setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: png });
    await row(page, 'slow.png').getByText('Failed').waitFor({ timeout: 45_000 });
    expect(await notifications(page, TIMEOUT_MESSAGE).count()).toBe(1);
    await stall.release();
    const answered = page.waitForResponse(isUpload);
    await row(page, 'slow.png').getByRole('button', { name: 'Retry slow.png' }).click();
    expect((await answered).status()).toBe(201);
    await uploadsList(page).waitFor({ state: 'detached' });
  });

  it('converts a HEIC photo to a JPEG that fits 600×600, loading the converter only then', async () => {
    expect(heicChunkRequests).toEqual([]);
    const answered = page.waitForResponse(isUpload);
    await page.locator('#mp-image').setInputFiles({
      name: 'Street.HEIC',
      mimeType: 'image/heic',
      buffer: readFileSync(path.join(fixtures, 'photo-1200x800.heic')),
    });
    const response = await answered;
    expect(response.status()).toBe(201);
    const media = (await response.json()) as UploadAnswer;
    expect(media).toMatchObject({ fileName: 'Street.jpg', mimeType: 'image/jpeg' });
    expect(heicChunkRequests).toHaveLength(1);

    const original = await page.request.get(url(media.filePathOriginal));
    const meta = await sharp(await original.body()).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 600,
      height: 400,
    });
    await expect.poll(() => preview(page).getAttribute('src')).not.toBeNull();
    await expect
      .poll(() => preview(page).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Single-file mode keeps the last file: one preview, the converted photo.
    expect(await preview(page).count()).toBe(1);
    await screenshot(page, 'media-upload-heic');

    const name = `E2E Media ${Date.now().toString(36)}`;
    const brand = page.locator('#mp-brand');
    await expect.poll(async () => (await choices(brand)).length).toBeGreaterThan(1);
    await pick(brand, { index: 1 });
    const model = page.locator('#mp-model');
    await expect.poll(async () => (await choices(model)).length).toBeGreaterThan(1);
    await pick(model, { index: 1 });
    await page.locator('#mp-name').fill(name);
    await page.locator('#mp-price').fill('450000000');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Market price created').waitFor();
    await page.waitForURL((u) => u.pathname === '/market-price');

    const found = await api<{ adminGetListAllVersion: { items: { id: string; name: string }[] } }>(
      page,
      'query E2eFind($keyword: String) { adminGetListAllVersion(skip: 1, take: 10, keyword: $keyword) { items { id name } } }',
      { keyword: name },
    );
    createdId = found.adminGetListAllVersion.items.find((item) => item.name === name)?.id ?? '';
    const detail = await api<{ adminGetVersionDetail: { mediaId: string | null } }>(
      page,
      'query E2eDetail($id: ID!) { adminGetVersionDetail(id: $id) { mediaId } }',
      { id: createdId },
    );
    expect(detail.adminGetVersionDetail.mediaId).toBe(media.id);
  });

  it('asks before removing a picture', async () => {
    await page.goto(url(`/market-price/edit/${createdId}`));
    await preview(page).waitFor();
    await page.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await preview(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await preview(page).waitFor({ state: 'detached' });
  });
});
