import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  launchBrowser,
  newPage,
  screenshotsAtDesktopWidths,
  signIn,
  url,
  waitForPath,
} from './harness';
import { api } from './page-api';

/**
 * Never overwrite a colleague (docs/conflicts.md): two admins, each in a browser of their own, edit one
 * market price entry; the second save is refused and the form shows theirs beside yours.
 */

const FIRST = /* GraphQL */ `
  query E2eConflictVersion {
    adminGetListAllVersion(skip: 1, take: 1) {
      items {
        id
      }
    }
  }
`;
const DETAIL = /* GraphQL */ `
  query E2eConflictDetail($id: ID!) {
    adminGetVersionDetail(id: $id) {
      name
      editVersion
    }
  }
`;

const PANEL_TITLE = 'Someone else saved this record';
const nameField = (page: Page) => page.locator('#mp-name');
const panel = (page: Page) => page.getByRole('dialog', { name: PANEL_TITLE });

async function openEdit(page: Page, id: string, name?: string) {
  await page.goto(url(`/market-price/edit/${id}`));
  // The form is filled from the record once the loader has it.
  await expect.poll(() => nameField(page).inputValue()).not.toBe('');
  if (name !== undefined) expect(await nameField(page).inputValue()).toBe(name);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
}

describe.skipIf(!browserAvailable)('edit conflicts (issue 28 §3)', () => {
  let browser: Browser;
  let theirs: Page;
  let mine: Page;
  let id: string;
  const tag = Date.now().toString(36);

  beforeAll(async () => {
    browser = await launchBrowser();
    // Two contexts: two admins' browsers, no shared session or cache.
    theirs = await newPage(browser);
    mine = await newPage(browser);
    await signIn(theirs);
    await signIn(mine);
    const first = await api<{ adminGetListAllVersion: { items: { id: string }[] } }>(theirs, FIRST);
    const found = first.adminGetListAllVersion.items[0]?.id;
    if (!found) throw new Error('the demo data has no car version');
    id = found;
  });
  afterAll(async () => {
    await browser?.close();
  });

  const detail = async () =>
    (await api<{ adminGetVersionDetail: { name: string; editVersion: number } }>(theirs, DETAIL, { id }))
      .adminGetVersionDetail;

  it('refuses the second save, shows theirs beside yours, and saves yours after Keep editing', async () => {
    const loaded = await detail();
    await openEdit(theirs, id, loaded.name);
    await openEdit(mine, id, loaded.name);

    await nameField(theirs).fill(`Theirs ${tag}`);
    await save(theirs);
    await theirs.getByText('Market price updated').waitFor();
    await waitForPath(theirs, '/market-price');

    await nameField(mine).fill(`Mine ${tag}`);
    await save(mine);
    const dialog = panel(mine);
    await dialog.waitFor();
    const row = dialog.getByRole('row').filter({ hasText: 'Version name' });
    await expect.poll(() => row.textContent()).toContain(`Theirs ${tag}`);
    const cells = row.getByRole('cell');
    expect(await cells.nth(0).textContent()).toBe('Version name');
    expect(await cells.nth(1).textContent()).toBe(`Theirs ${tag}`);
    expect(await cells.nth(2).textContent()).toBe(`Mine ${tag}`);
    // Only the field that differs is listed, and the refusal is the panel, not a notification as well.
    expect(await dialog.getByRole('row').count()).toBe(2);
    expect(await mine.locator('[data-kind="error"]').count()).toBe(0);
    // Nothing of mine was written, and I am still on the form.
    expect((await detail()).name).toBe(`Theirs ${tag}`);
    expect(new URL(mine.url()).pathname).toBe(`/market-price/edit/${id}`);
    await screenshotsAtDesktopWidths(mine, 'edit-conflict-panel');

    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await nameField(mine).inputValue()).toBe(`Mine ${tag}`);
    await save(mine);
    await mine.getByText('Market price updated').waitFor();
    await waitForPath(mine, '/market-price');
    const after = await detail();
    expect(after.name).toBe(`Mine ${tag}`);
    expect(after.editVersion).toBe(loaded.editVersion + 2);
  });

  it('puts their values in the form with Reload theirs, and a save then starts from them', async () => {
    const loaded = await detail();
    await openEdit(theirs, id, loaded.name);
    await openEdit(mine, id, loaded.name);
    await nameField(theirs).fill(`Reloaded ${tag}`);
    await save(theirs);
    await waitForPath(theirs, '/market-price');

    await nameField(mine).fill(`Lost on purpose ${tag}`);
    await save(mine);
    const dialog = panel(mine);
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(`Reloaded ${tag}`);
    await dialog.getByRole('button', { name: 'Reload theirs' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await nameField(mine).inputValue()).toBe(`Reloaded ${tag}`);
    // The form now stands on their version: a save goes through.
    await nameField(mine).fill(`After reload ${tag}`);
    await save(mine);
    await waitForPath(mine, '/market-price');
    expect((await detail()).name).toBe(`After reload ${tag}`);
  });
});
