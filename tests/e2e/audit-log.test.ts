import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  axeFindings,
  browserAvailable,
  chosenValue,
  launchBrowser,
  newPage,
  pick,
  screenshotsAtDesktopWidths,
  signIn,
  url,
} from './harness';
import { api } from './page-api';

const OPTIONS = /* GraphQL */ `
  query E2eAuditOptions {
    adminAuditFilterOptions {
      actors {
        id
        email
      }
    }
  }
`;
const LIST = /* GraphQL */ `
  query E2eAuditLogs($actorId: ID, $entityType: String) {
    adminListAuditLogs(actorId: $actorId, entityType: $entityType, skip: 1, take: 10) {
      meta {
        totalItems
      }
      items {
        id
        action
        entityId
        before
        after
      }
    }
  }
`;
interface Listed {
  meta: { totalItems: number };
  items: {
    id: string;
    action: string;
    entityId: string | null;
    before: string | null;
    after: string | null;
  }[];
}

const table = (page: Page) => page.getByRole('table', { name: 'Audit log entries' });
const rows = (page: Page) => table(page).locator('tbody tr');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe.skipIf(!browserAvailable)('audit log', () => {
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

  it('filters by actor and entity type in the URL, links to the record and opens the entry', async () => {
    await page.goto(url('/audit-log'));
    await heading(page)
      .filter({ hasText: /^Audit log \(/ })
      .waitFor();
    const { actors } = (
      await api<{ adminAuditFilterOptions: { actors: { id: string; email: string }[] } }>(page, OPTIONS)
    ).adminAuditFilterOptions;
    const me = actors.find((a) => a.email === inject('adminEmail'));
    if (!me) throw new Error('the signed-in admin is not among the actors');

    await pick(page.getByLabel('Actor', { exact: true }), { value: me.id });
    await page.waitForURL((u) => u.searchParams.get('actor') === me.id);
    await pick(page.getByLabel('Entity type', { exact: true }), { value: 'post' });
    await page.waitForURL((u) => u.searchParams.get('entityType') === 'post');
    // The seed's moderation decisions were made by this admin.
    const expected = (
      await api<{ adminListAuditLogs: Listed }>(page, LIST, { actorId: me.id, entityType: 'post' })
    ).adminListAuditLogs;
    expect(expected.meta.totalItems).toBeGreaterThan(0);
    await heading(page)
      .filter({ hasText: `Audit log (${String(expected.meta.totalItems)})` })
      .waitFor();
    await expect.poll(() => table(page).getAttribute('aria-busy')).toBe('false');
    expect(await rows(page).count()).toBe(expected.items.length);

    // Reloaded from its address, the screen keeps both filters.
    await page.reload();
    // The actor's choices come with their own query after the reload.
    await expect
      .poll(() => chosenValue(page.getByLabel('Actor', { exact: true })), { timeout: 15_000 })
      .toBe(me.id);
    expect(await chosenValue(page.getByLabel('Entity type', { exact: true }))).toBe('post');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(expected.items.length);
    expect(await axeFindings(page)).toEqual([]);
    await screenshotsAtDesktopWidths(page, 'audit-log-list');

    // The first entry whose before and after differ: its record, then its own page.
    const entry = expected.items.find((i) => i.before && i.after) ?? expected.items[0];
    if (!entry?.entityId) throw new Error('no entry with a record');
    const row = rows(page).nth(expected.items.indexOf(entry));
    const record = row.getByRole('link', { name: `Open post ${entry.entityId}` });
    expect(await record.getAttribute('href')).toBe(`/post-management/detail/view/${entry.entityId}`);
    await record.click();
    await page.waitForURL((u) => u.pathname === `/post-management/detail/view/${entry.entityId}`);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/audit-log' && u.searchParams.get('actor') === me.id);

    await rows(page)
      .nth(expected.items.indexOf(entry))
      .getByRole('link', { name: /: details$/ })
      .click();
    await page.waitForURL((u) => u.pathname === `/audit-log/view/${entry.id}`);
    await heading(page).filter({ hasText: 'Audit entry' }).waitFor();
    const changes = page.getByRole('table', { name: 'Fields before and after this change' });
    await changes.waitFor();
    const changedRows = changes.locator('tbody tr', { hasText: 'changed' });
    expect(await changedRows.count()).toBeGreaterThan(0);
    const status = changes.locator('tbody tr', {
      has: page.getByRole('rowheader', { name: 'status changed', exact: true }),
    });
    const before = JSON.parse(entry.before ?? '{}') as { status?: string };
    const after = JSON.parse(entry.after ?? '{}') as { status?: string };
    if (before.status && after.status && before.status !== after.status) {
      expect(await status.locator('td').allTextContents()).toEqual([before.status, after.status]);
      expect(await status.textContent()).toContain('changed');
    }
    expect(await page.getByRole('link', { name: entry.entityId }).getAttribute('href')).toBe(
      `/post-management/detail/view/${entry.entityId}`,
    );
    expect(await axeFindings(page)).toEqual([]);
    await screenshotsAtDesktopWidths(page, 'audit-log-detail');
  });
});
