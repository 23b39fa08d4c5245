import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText, matchesKeyword } from '../../src/rules/fold';
import {
  axeFindings,
  browserAvailable,
  choices,
  launchBrowser,
  newPage,
  screenshotsAtDesktopWidths,
  signIn,
  url,
} from './harness';

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe.skipIf(!browserAvailable)('searchable pickers (issue 25 §2)', () => {
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

  it('picks a province and an accented ward by keyboard from unaccented text; Escape closes and returns focus', async () => {
    await page.goto(url('/services/garage-salon/create'));
    const province = page.getByRole('combobox', { name: 'Province', exact: true });
    const ward = page.getByRole('combobox', { name: 'Ward', exact: true });
    // 34 provinces: past the threshold, so the field is the picker's button, named by its label.
    await expect.poll(async () => (await choices(province)).length).toBe(34 + 1);
    expect(await province.evaluate((el) => el.tagName)).toBe('BUTTON');
    await expect(ward.isDisabled()).resolves.toBe(true);

    // A refused save marks the button invalid and describes it by the message, as any field.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => province.getAttribute('aria-invalid')).toBe('true');
    const described = (await province.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${described}"]`).textContent()).not.toBe('');

    // Enter on the button opens it with the focus in the search box.
    await province.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Search Province');
    await page.keyboard.type('ha noi');
    const list = page.getByRole('listbox', { name: 'Province' });
    expect(await list.getByRole('option').allTextContents()).toEqual(['Thành phố Hà Nội']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    expect(await province.textContent()).toBe('Thành phố Hà Nội');
    await expect.poll(() => focusedId(page)).toBe('garage-province');
    // The pick is checked again: the province's message goes, and only the ward is still wanted.
    await expect.poll(() => province.getAttribute('aria-invalid')).not.toBe('true');
    await expect.poll(() => page.getByText('Choose a province').count()).toBe(0);

    // A ward whose name has marks, typed without them: the one ward that folded text finds.
    await expect.poll(() => ward.isEnabled()).toBe(true);
    await expect.poll(async () => (await choices(ward)).length).toBeGreaterThan(50);
    const wards = (await choices(ward)).filter((o) => o.value).map((o) => o.label);
    const accented = wards.find(
      (w) =>
        foldText(w) !== w.toLowerCase() && wards.filter((x) => matchesKeyword(foldText(w), x)).length === 1,
    );
    if (!accented) throw new Error('no ward with marks and a name of its own');
    await ward.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Search Ward');
    const wardList = page.getByRole('listbox', { name: 'Ward' });
    expect(await wardList.getByRole('option').count()).toBe(wards.length + 1);
    await screenshotsAtDesktopWidths(page, 'picker-ward-open');
    await page.keyboard.type('zzzz');
    await page.getByRole('status').filter({ hasText: 'No match for “zzzz”' }).waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(foldText(accented));
    await expect.poll(() => wardList.getByRole('option').allTextContents()).toEqual([accented]);
    expect(await axeFindings(page, { afterAnimations: true })).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await wardList.waitFor({ state: 'detached' });
    expect(await ward.textContent()).toBe(accented);
    await expect.poll(() => focusedId(page)).toBe('garage-ward');

    // Open again (ArrowDown on the button), move with End and Home, and Escape: nothing changes.
    await page.keyboard.press('ArrowDown');
    await wardList.waitFor();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await page.keyboard.press('Escape');
    await wardList.waitFor({ state: 'detached' });
    await expect.poll(() => focusedId(page)).toBe('garage-ward');
    expect(await ward.getAttribute('aria-expanded')).toBe('false');
    expect(await ward.textContent()).toBe(accented);
  });

  it('filters a list by a province typed without marks (the filter row)', async () => {
    await page.goto(url('/services/garage-salon/list'));
    const province = page.getByRole('combobox', { name: 'Province', exact: true });
    await expect.poll(async () => (await choices(province)).length).toBe(34 + 1);
    const hcm = (await choices(province)).find((o) => o.value === '79');
    if (!hcm) throw new Error('no province 79');
    await province.click();
    await expect.poll(() => focusedName(page)).toBe('Search Province');
    await page.keyboard.type(foldText(hcm.label));
    await page.getByRole('listbox', { name: 'Province' }).getByRole('option', { name: hcm.label }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    // The router keeps search values as JSON: the code is '"79"' in the address.
    await expect.poll(() => new URL(page.url()).searchParams.get('province')).toBe('"79"');
    // The box reads the address on the render after it changed: on a loaded machine that is a moment later.
    await expect.poll(() => province.textContent()).toBe(hcm.label);
  });
});
