import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url } from './harness';
import { api } from './page-api';

// SPEC §5/§8 words and the screen's own, copied by hand so a change to the screen must agree.
const NO_SENDER = 'You have not selected a sender';
const CREATED = 'Create notification success';
const EMAIL_CONFIRM = 'Would you like to send this email?';
const NOBODY = 'This send would reach 0 users. Choose an audience or members it can reach.';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const sendButton = (page: Page, name: string) =>
  dialog(page, name).getByRole('button', { name: 'Send', exact: true });

type Role = 'BUYERS' | 'SELLERS' | 'PARKING_OWNER';
async function audience(page: Page, role: Role, email = false, userIds: string[] = []) {
  const r = await api<{ adminNotificationAudienceCount: number }>(
    page,
    `query ($role: UserRole, $type: NotificationType, $ids: [ID!]!) {
      adminNotificationAudienceCount(userIds: $ids, role: $role, notificationType: $type)
    }`,
    { role, type: email ? 'EMAIL' : 'NOTIFICATION', ids: userIds },
  );
  return r.adminNotificationAudienceCount;
}

describe.skipIf(!browserAvailable)('notification audiences (SPEC §6, §4, §5)', () => {
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

  it('shows the Seller audience of the demo before Send, drops the sender hint on Send all, and sends to it', async () => {
    await page.goto(url('/notification'));
    const sellers = await audience(page, 'SELLERS');
    expect(sellers).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Send notification' }).click();
    const modal = dialog(page, 'Send notification');
    await modal.waitFor();
    await sendButton(page, 'Send notification').click();
    await modal.getByText(NO_SENDER, { exact: true }).waitFor();

    await modal.getByLabel('Audience').selectOption('SELLERS');
    await modal.getByRole('switch', { name: 'Send all' }).click();
    // The hint is about the picker, which Send all replaces.
    await modal.getByText(NO_SENDER, { exact: true }).waitFor({ state: 'detached' });
    await modal
      .getByTestId('audience-count')
      .filter({ hasText: `This will reach ${sellers.toLocaleString('en-US')} users` })
      .waitFor();
    expect(await modal.getByText(NOBODY).count()).toBe(0);
    await modal.getByLabel('Title Vi').fill('Ưu đãi người bán');
    await modal.getByLabel('Title En').fill('Seller offer e2e');
    await modal.getByLabel('Content Vi').fill('Giảm phí đăng tin');
    await modal.getByLabel('Content En').fill('Cheaper listings');
    await screenshot(page, 'notification-audience-sellers');
    await sendButton(page, 'Send notification').click();
    await page.getByText(CREATED).first().waitFor();
    await modal.waitFor({ state: 'hidden' });

    // The detail lists as many recipients as the modal said, and ends Delivered.
    await page.getByRole('link', { name: 'View detail of Seller offer e2e' }).first().click();
    const detail = dialog(page, 'Notification detail');
    await detail.getByText('Send all · Seller').waitFor();
    await expect
      .poll(async () => detail.getByTestId('delivery-sent').textContent(), { timeout: 60_000 })
      .toBe(sellers.toLocaleString('en-US'));
    await detail.getByText('Delivered', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
  });

  it('says before Send that a picked member outside the audience makes a send to nobody, and sends nothing', async () => {
    // An active member with an email who runs no parking.
    const { users } = await api<{ users: { items: { id: string; email: string | null }[] } }>(
      page,
      'query { users(skip: 1, take: 50, status: ACTIVE) { items { id email } } }',
    );
    let outsider: { id: string; email: string } | undefined;
    for (const u of users.items) {
      if (u.email && (await audience(page, 'PARKING_OWNER', false, [u.id])) === 0) {
        outsider = { id: u.id, email: u.email };
        break;
      }
    }
    if (!outsider) throw new Error('every member on the first page runs a parking');
    const before = await api<{ adminListNotification: { meta: { totalItems: number } } }>(
      page,
      'query { adminListNotification(skip: 1, take: 10) { meta { totalItems } } }',
    );

    await page.getByRole('button', { name: 'Send notification' }).click();
    const modal = dialog(page, 'Send notification');
    await modal.waitFor();
    await modal.getByLabel('Audience').selectOption('PARKING_OWNER');
    await modal.getByRole('combobox', { name: 'Recipients' }).click();
    await page.getByRole('combobox', { name: 'Search Recipients' }).pressSequentially(outsider.email);
    await page.getByRole('option').filter({ hasText: outsider.email }).click();
    await modal.getByTestId('audience-count').filter({ hasText: 'This will reach 0 users' }).waitFor();
    await modal.getByText(NOBODY, { exact: true }).waitFor();
    await modal.getByLabel('Title Vi').fill('Không ai nhận');
    await modal.getByLabel('Title En').fill('Nobody e2e');
    await modal.getByLabel('Content Vi').fill('Nội dung');
    await modal.getByLabel('Content En').fill('Content');
    await screenshot(page, 'notification-audience-nobody');
    await sendButton(page, 'Send notification').click();
    // Nothing is sent: the modal stays, and the list holds what it held.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await modal.isVisible()).toBe(true);
    const after = await api<{ adminListNotification: { meta: { totalItems: number } } }>(
      page,
      'query { adminListNotification(skip: 1, take: 10) { meta { totalItems } } }',
    );
    expect(after.adminListNotification.meta.totalItems).toBe(before.adminListNotification.meta.totalItems);
    await modal.getByRole('button', { name: 'Cancel' }).click();
  });

  it('names the number an email to the Buyer audience reaches in its confirm', async () => {
    const buyers = await audience(page, 'BUYERS', true);
    expect(buyers).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Send Email' }).click();
    const modal = dialog(page, 'Send Email');
    await modal.waitFor();
    await modal.getByLabel('Audience').selectOption('BUYERS');
    await modal.getByRole('switch', { name: 'Send all' }).click();
    await modal.getByLabel('Title Vi').fill('Xe mới về');
    await modal.getByLabel('Title En').fill('New arrivals e2e');
    await modal.locator('.ProseMirror').click();
    await page.keyboard.type('Xe mới cho người mua');
    const reach = `This will reach ${buyers.toLocaleString('en-US')} users`;
    await modal.getByTestId('audience-count').filter({ hasText: reach }).waitFor();
    await sendButton(page, 'Send Email').click();
    const ask = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: EMAIL_CONFIRM }));
    await ask.getByText(EMAIL_CONFIRM).waitFor();
    await ask.getByText(`It will reach ${buyers.toLocaleString('en-US')} users.`).waitFor();
    await screenshot(page, 'notification-audience-email-confirm');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await modal.getByRole('button', { name: 'Cancel' }).click();
  });

  it('says what happened to a broadcast with no delivery rows, without a progress bar', async () => {
    // The demo's history was sent before deliveries were recorded.
    const list = await api<{ adminListNotification: { items: { id: string; titleEn: string }[] } }>(
      page,
      'query { adminListNotification(skip: 1, take: 50) { items { id titleEn } } }',
    );
    let legacy: string | undefined;
    for (const n of list.adminListNotification.items) {
      const d = await api<{
        adminGetNotificationDetail: {
          status: string;
          recipientCount: number | null;
          delivery: { total: number };
        };
      }>(
        page,
        'query ($id: ID!) { adminGetNotificationDetail(id: $id) { status recipientCount delivery { total } } }',
        { id: n.id },
      );
      const x = d.adminGetNotificationDetail;
      if (x.status === 'DONE' && x.delivery.total === 0 && x.recipientCount === null) {
        legacy = n.id;
        break;
      }
    }
    if (!legacy) throw new Error('no demo notification without deliveries');
    await page.goto(url(`/notification?view=${legacy}`));
    const detail = dialog(page, 'Notification detail');
    await detail
      .getByTestId('delivery-none')
      .filter({ hasText: 'Sent before deliveries were recorded' })
      .waitFor();
    expect(await detail.getByRole('progressbar').count()).toBe(0);
    expect(await detail.getByText('Delivered', { exact: true }).count()).toBe(0);
    await screenshot(page, 'notification-detail-no-deliveries');
  });
});
