import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeFindings,
  browserAvailable,
  launchBrowser,
  newPage,
  screenshot,
  screenshotsAtDesktopWidths,
  signIn,
  url,
} from './harness';
import { api } from './page-api';

// issue 28 §4 and docs/trash.md's words, copied by hand so a change to the screens must agree with them.
const ARE_YOU_SURE = 'Are you sure?';

const CREATE = /* GraphQL */ `
  mutation E2eTrashCreateCategory($input: AdminReviewCategoryInput!) {
    adminCreateReviewCategory(input: $input) {
      id
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation E2eTrashDeleteCategory($id: ID!) {
    adminDeleteReviewCategory(id: $id)
  }
`;
const TRASH = /* GraphQL */ `
  query E2eReviewTrash {
    adminListReviewTrash(take: 100) {
      items {
        kind
        id
        title
      }
    }
  }
`;
const CATEGORIES = /* GraphQL */ `
  query E2eTrashCategories($keyword: String) {
    adminGetListReviewCategories(keyword: $keyword, take: 10) {
      items {
        id
      }
    }
  }
`;

const notes = (page: Page, kind: string) => page.locator(`[data-kind="${kind}"]`);

const PURGE = /* GraphQL */ `
  mutation E2eTrashPurge($id: ID!) {
    adminDeleteReviewForGood(kind: REVIEW_CATEGORY, id: $id)
  }
`;

/** Every category this file made, deleted for good at its end: the suites beside it count categories. */
const made: string[] = [];

async function createCategory(page: Page, name: string): Promise<string> {
  const created = await api<{ adminCreateReviewCategory: { id: string } }>(page, CREATE, {
    input: { nameVi: name, nameEn: name },
  });
  made.push(created.adminCreateReviewCategory.id);
  return created.adminCreateReviewCategory.id;
}

async function inTrash(page: Page, id: string): Promise<boolean> {
  const trash = await api<{ adminListReviewTrash: { items: { kind: string; id: string }[] } }>(page, TRASH);
  return trash.adminListReviewTrash.items.some((i) => i.kind === 'REVIEW_CATEGORY' && i.id === id);
}

async function listed(page: Page, name: string): Promise<number> {
  const found = await api<{ adminGetListReviewCategories: { items: { id: string }[] } }>(page, CATEGORIES, {
    keyword: name,
  });
  return found.adminGetListReviewCategories.items.length;
}

describe.skipIf(!browserAvailable)('the Trash (issue 28 §4)', () => {
  let browser: Browser;
  let page: Page;
  // Its own records: the suites beside it count the seeded ones.
  const name = `Thùng rác ${String(Date.now())}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
  });

  afterAll(async () => {
    for (const id of made) {
      // Already in the Trash, or gone for good: only what is left is cleared.
      await api(page, DELETE, { id }).catch(() => undefined);
      await api(page, PURGE, { id }).catch(() => undefined);
    }
    await browser.close();
  });

  it("a confirmed delete says 'Deleted · Undo', and Undo brings the row back", async () => {
    const id = await createCategory(page, name);
    await page.goto(url(`/category-management/lists?search=${encodeURIComponent(name)}`));
    const table = page.getByRole('table', { name: 'Review Categories' });
    // Its Vietnamese and English names are the same: one row shows it twice.
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(ARE_YOU_SURE).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    const deleted = notes(page, 'success').filter({ hasText: 'Category deleted' }).last();
    await deleted.getByText('In the Trash for 30 days').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await inTrash(page, id)).toBe(true);
    await screenshot(page, 'trash-undo-notice');
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await notes(page, 'success').filter({ hasText: 'Restored' }).last().waitFor();
    await row.waitFor();
    expect(await inTrash(page, id)).toBe(false);
    expect(await listed(page, name)).toBe(1);
    expect(await notes(page, 'error').count()).toBe(0);
  });

  it('a bulk delete offers Undo too, which brings every row back', async () => {
    const prefix = `${name} many`;
    const ids = [await createCategory(page, `${prefix} 1`), await createCategory(page, `${prefix} 2`)];
    await page.goto(url(`/category-management/lists?search=${encodeURIComponent(prefix)}`));
    const table = page.getByRole('table', { name: 'Review Categories' });
    const rows = table.locator('tbody tr').filter({ hasText: prefix });
    await expect.poll(() => rows.count()).toBe(2);
    await table.getByRole('checkbox', { name: 'Select all' }).click();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const deleted = notes(page, 'success')
      .filter({ hasText: /^2 .* deleted/ })
      .last();
    await deleted.getByText('In the Trash for 30 days').waitFor();
    await expect.poll(() => rows.count()).toBe(0);
    for (const id of ids) expect(await inTrash(page, id)).toBe(true);
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await notes(page, 'success').filter({ hasText: '2 restored' }).last().waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    for (const id of ids) expect(await inTrash(page, id)).toBe(false);
    expect(await notes(page, 'error').count()).toBe(0);
  });

  it('lists what was deleted in its area, restores it, and deletes it for good after the confirm', async () => {
    const id = await createCategory(page, `${name} b`);
    await api(page, DELETE, { id });
    await page.goto(url('/trash/reviews'));
    const table = page.getByRole('table', { name: 'Review trash' });
    const row = table.getByRole('row').filter({ hasText: `${name} b` });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).innerText()).toBe('Review category');
    // The side menu has the area's Trash, lit.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Review trash' })
      .waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await screenshotsAtDesktopWidths(page, 'trash-reviews');

    await row.getByRole('button', { name: `Restore Review category ${name} b` }).click();
    await notes(page, 'success').filter({ hasText: 'Restored' }).last().waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await listed(page, `${name} b`)).toBe(1);

    // Deleted again, then for good: gone from the Trash and from everywhere.
    await api(page, DELETE, { id });
    await page.reload();
    await row.waitFor();
    await row.getByRole('button', { name: `Delete for good: Review category ${name} b` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await notes(page, 'success').filter({ hasText: 'Deleted for good' }).last().waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await inTrash(page, id)).toBe(false);
    expect(await listed(page, `${name} b`)).toBe(0);
    expect(await notes(page, 'error').count()).toBe(0);
  });
});
