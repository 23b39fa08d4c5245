import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url } from './harness';
import { api } from './page-api';

// The e2e server runs without a Firebase service account (docs/notifications.md, Push).
const NOT_CONFIGURED = 'Push is not configured: in-app notifications are delivered, device push is not.';

describe.skipIf(!browserAvailable)('notification detail without push (issue 15)', () => {
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

  it('says push is not configured, from the server, and shows no push figures', async () => {
    const members = await api<{ users: { items: { id: string }[] } }>(
      page,
      'query { users(skip: 1, take: 2, status: ACTIVE) { items { id } } }',
    );
    const sent = await api<{ adminSendNotification: { id: string; pushConfigured: boolean } }>(
      page,
      `mutation ($u: [ID!]!, $k: String) {
        adminSendNotification(userIds: $u, titleVi: "Không có push", titleEn: "No push", contentVi: "a",
          contentEn: "b", idempotencyKey: $k) { id pushConfigured }
      }`,
      { u: members.users.items.map((m) => m.id), k: `e2e-push-${String(Date.now())}` },
    );
    expect(sent.adminSendNotification.pushConfigured).toBe(false);
    await page.goto(url(`/notification?view=${sent.adminSendNotification.id}`));
    const detail = page.getByRole('dialog', { name: 'Notification detail' });
    await detail.getByText(NOT_CONFIGURED).waitFor();
    await expect
      .poll(async () => detail.getByText('Delivered', { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await detail.getByRole('group', { name: 'Push' }).count()).toBe(0);
    await screenshot(page, 'notification-detail-push-not-configured');
  });
});
