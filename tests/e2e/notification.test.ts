import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  chosenValue,
  launchBrowser,
  newPage,
  pick,
  screenshot,
  signIn,
  url,
} from './harness';
import { api } from './page-api';

// SPEC §5 and §8 words, copied by hand so that a change to the screen must agree with the spec.
const HINTS = [
  'You have not selected a sender',
  'You have not entered a Title Vi',
  'You have not entered a Title En',
  "You don't have content vi yet",
  "You don't have content en yet",
];
const TARGET_HINT = 'Review/Post detail chưa được chọn!';
const EMAIL_HINT = "You don't have content yet";
const CREATED = 'Create notification success';
const EMAIL_CONFIRM = 'Would you like to send this email?';
const EMAIL_SENT = 'Email sent successfully';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const sendButton = (page: Page, name: string) =>
  dialog(page, name).getByRole('button', { name: 'Send', exact: true });

async function total(page: Page): Promise<number> {
  const r = await api<{ adminListNotification: { meta: { totalItems: number } } }>(
    page,
    'query { adminListNotification(skip: 1, take: 10) { meta { totalItems } } }',
  );
  return r.adminListNotification.meta.totalItems;
}

async function typeConfirmIfAsked(page: Page, name: string) {
  const box = dialog(page, name).getByLabel(/to confirm a send/);
  if (await box.count()) {
    const text = (await dialog(page, name).getByTestId('audience-count').textContent()) ?? '';
    await box.fill(text.replace(/\D/g, ''));
  }
}

describe.skipIf(!browserAvailable)('notification screen (SPEC §2.18, §4, §5)', () => {
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

  it('lists notifications with the total, and keeps the type filter in the URL', async () => {
    await page.goto(url('/notification'));
    const n = await total(page);
    await heading(page)
      .filter({ hasText: `Notification (${String(n)})` })
      .waitFor();
    await page.getByLabel('Type', { exact: true }).selectOption('EMAIL');
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('EMAIL');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBeNull();
    await screenshot(page, 'notification-list');
  });

  it('shows every §5 hint, the target item rule, and disables the picker on Send all', async () => {
    await page.getByRole('button', { name: 'Send notification' }).click();
    const modal = dialog(page, 'Send notification');
    await modal.waitFor();
    await sendButton(page, 'Send notification').click();
    for (const hint of HINTS) await modal.getByText(hint, { exact: true }).waitFor();
    await pick(modal.getByLabel('Target screen'), { value: 'POST_DETAIL' });
    await sendButton(page, 'Send notification').click();
    await modal.getByText(TARGET_HINT, { exact: true }).waitFor();
    await screenshot(page, 'notification-send-hints');
    await pick(modal.getByLabel('Target screen'), { value: 'OTHER' });
    // Send all disables the recipient picker.
    const picker = modal.getByRole('combobox', { name: 'Recipients' });
    expect(await picker.isDisabled()).toBe(false);
    await modal.getByRole('switch', { name: 'Send all' }).click();
    await expect.poll(() => picker.isDisabled()).toBe(true);
  });

  it('sends to everyone, then closes, clears every field and resets the target to Other (§4)', async () => {
    const modal = dialog(page, 'Send notification');
    await pick(modal.getByLabel('Target screen'), { value: 'HOME' });
    await modal.getByLabel('Title Vi').fill('Ưu đãi e2e');
    await modal.getByLabel('Title En').fill('E2E offer');
    await modal.getByLabel('Content Vi').fill('Nội dung');
    await modal.getByLabel('Content En').fill('Content');
    await modal
      .getByTestId('audience-count')
      .filter({ hasText: /reach \d/ })
      .waitFor();
    await typeConfirmIfAsked(page, 'Send notification');
    const before = await total(page);
    await sendButton(page, 'Send notification').click();
    await page.getByText(CREATED).first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    await heading(page)
      .filter({ hasText: `Notification (${String(before + 1)})` })
      .waitFor();
    await page.getByRole('button', { name: 'Send notification' }).click();
    await modal.waitFor();
    expect(await modal.getByLabel('Title Vi').inputValue()).toBe('');
    expect(await modal.getByLabel('Content En').inputValue()).toBe('');
    expect(await chosenValue(modal.getByLabel('Target screen'))).toBe('OTHER');
    expect(await modal.getByRole('switch', { name: 'Send all' }).getAttribute('aria-checked')).toBe('false');
    await modal.getByRole('button', { name: 'Cancel' }).click();
  });

  it('asks before sending an email, then shows the delivery progress on the detail', async () => {
    await page.getByRole('button', { name: 'Send Email' }).click();
    const modal = dialog(page, 'Send Email');
    await modal.waitFor();
    await sendButton(page, 'Send Email').click();
    await modal.getByText(EMAIL_HINT, { exact: true }).waitFor();
    await modal.getByRole('switch', { name: 'Send all' }).click();
    await modal.getByLabel('Title Vi').fill('Bản tin e2e');
    await modal.getByLabel('Title En').fill('E2E newsletter');
    await modal.locator('.ProseMirror').click();
    await page.keyboard.type('Xin chào các bạn');
    await modal
      .getByTestId('audience-count')
      .filter({ hasText: /reach \d/ })
      .waitFor();
    await typeConfirmIfAsked(page, 'Send Email');
    await sendButton(page, 'Send Email').click();
    const ask = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: EMAIL_CONFIRM }));
    await ask.getByText(EMAIL_CONFIRM).waitFor();
    await screenshot(page, 'notification-email-confirm');
    await ask.getByRole('button', { name: 'Send' }).click();
    await page.getByText(EMAIL_SENT).first().waitFor();
    await page.getByRole('link', { name: 'View detail of E2E newsletter' }).first().click();
    const detail = dialog(page, 'Notification detail');
    await detail.waitFor();
    await detail.getByRole('progressbar').waitFor();
    await screenshot(page, 'notification-detail-sending');
    // The figures refresh on their own until every recipient is settled.
    await expect
      .poll(async () => detail.getByTestId('delivery-queued').textContent(), { timeout: 60_000 })
      .toBe('0');
    const sent = Number((await detail.getByTestId('delivery-sent').textContent())?.replace(/\D/g, ''));
    expect(sent).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('view')).toMatch(/^[0-9a-f-]{36}$/);
    await screenshot(page, 'notification-detail-done');
  });
});
