import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AxeResults } from 'axe-core';
import { chromium, type Browser, type Locator, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
import { BACKGROUND_HEADER } from '../../src/rules/background';
import { CHROMIUM_ARGS } from './chromium-args';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** True when global setup found a browser; outside CI the suites skip (loudly) without one. */
export const browserAvailable = inject('chromiumPath') !== '';

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Absolute URL on the server under test. */
export function url(pathname: string): string {
  return new URL(pathname, inject('baseUrl')).toString();
}

export function launchBrowser(): Promise<Browser> {
  const provided = inject('chromiumPath');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (provided || '/usr/bin/chromium'),
    args: CHROMIUM_ARGS,
  });
}

/** A page in its own context, so cookies and local storage never leak between tests. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    acceptDownloads: true,
    viewport: { width: 1366, height: 768 },
    baseURL: inject('baseUrl'),
  });
  // Long enough for a cold PGlite query, short enough that a missing element fails well inside testTimeout.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  // The browser's own errors are the first clue when a screen does not render; surface them in the test log.
  page.on('pageerror', (error) => console.error(`[browser] ${page.url()} uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text()))
      console.error(`[browser] ${page.url()} console.error: ${message.text()}`);
  });
  trackRequests(page);
  return page;
}

/** Each tracked page's requests in flight, but its live stream and upkeep (docs/live.md). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): Set<Request> {
  const known = inFlight.get(page);
  if (known) return known;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => {
    const headers = r.headers();
    // The page's own upkeep (src/rules/background.ts: presence heartbeats, whose last one is sent with
    // keepalive as the page goes and so never finishes for it) and the live stream are not the screen loading.
    if (headers.accept !== 'text/event-stream' && headers[BACKGROUND_HEADER] !== '1') open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
}

/**
 * Waits until no request has been in flight for `quietMs`: Playwright's 'networkidle' without the page's
 * live stream, which stays open as long as the admin area does and so would never let the network go idle.
 * A page not made by newPage is tracked from the first call (requests already under way are not seen).
 */
export async function settleNetwork(page: Page, quietMs = 500, timeout = 15_000): Promise<void> {
  const open = trackRequests(page);
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline)
      throw new Error(
        `requests still in flight after ${timeout} ms: ${[...open].map((r) => r.url()).join(', ')}`,
      );
    await page.waitForTimeout(50);
    if (open.size > 0) quietSince = Date.now();
  }
}

/** Path part of the page's current URL, e.g. '/home'. */
export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page's path is exactly `pathname` (query and hash ignored). */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((u) => u.pathname === pathname, { timeout });
}

// Anchored patterns: a required-field asterisk may sit in the label text, but 'Show password' must not match.
export const emailField = (page: Page) => page.getByLabel(/^[\s*]*Email[\s*]*$/);
export const passwordField = (page: Page) => page.getByLabel(/^[\s*]*Password[\s*]*$/);

/**
 * Waits until the app has taken over the login card index.html paints first (tests/e2e/first-paint.test.ts
 * covers that card): a field filled in the moment the app replaces it would be typed into the old one.
 */
export async function appLoginForm(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('[data-boot-form]') && !!document.querySelector('form'),
  );
}

export async function signIn(
  page: Page,
  credentials: { email: string; password: string } = {
    email: inject('adminEmail'),
    password: inject('adminPassword'),
  },
): Promise<void> {
  if (currentPath(page) !== '/auth/login') await page.goto(url('/auth/login'));
  await appLoginForm(page);
  await emailField(page).fill(credentials.email);
  await passwordField(page).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForPath(page, '/home');
}

/** Saves a full-page PNG in tests/e2e/screenshots/ for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name.replace(/[^a-z0-9-_]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Full-page screenshots at the two desktop widths the screens are checked at (1440 and 1280 px), then the
 * page is back at the size newPage gives it.
 */
export async function screenshotsAtDesktopWidths(page: Page, name: string): Promise<void> {
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${String(width)}`);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

// Evaluated through the DevTools protocol: the app's CSP refuses an inline <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

/**
 * Serious and critical axe findings on the page as it is, one line each (rule: targets). With
 * `afterAnimations`, judged once every animation has finished: a menu still fading in reads as low contrast.
 */
export async function axeFindings(page: Page, opts: { afterAnimations?: boolean } = {}): Promise<string[]> {
  if (opts.afterAnimations)
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.evaluate(axeSource);
  const results: AxeResults = await page.evaluate(() => window.axe.run(document));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A choice's control as found by its label: a native <select>, or a searchable picker's button. */
async function isNativeSelect(control: Locator): Promise<boolean> {
  return (await control.evaluate((el) => el.tagName)) === 'SELECT';
}

/**
 * What a choice offers, in order, its placeholder first: read from the native select, or from the one a
 * searchable picker keeps hidden beside its button (the value a test knows, an id or a code, and the
 * label a person sees).
 */
export async function choices(
  control: Locator,
): Promise<{ value: string; label: string; disabled: boolean }[]> {
  // The control itself, or the select just after a picker's button; read in one evaluation, since a
  // list whose options arrive turns from one kind into the other.
  return control.evaluate((el) => {
    const select = el instanceof HTMLSelectElement ? el : el.nextElementSibling;
    return select instanceof HTMLSelectElement
      ? [...select.options].map((o) => ({ value: o.value, label: o.textContent ?? '', disabled: o.disabled }))
      : [];
  });
}

/** The value a choice holds now, whichever the control is (the picker's in the select beside it). */
export async function chosenValue(control: Locator): Promise<string> {
  return control.evaluate((el) => {
    const select = el instanceof HTMLSelectElement ? el : el.nextElementSibling;
    return select instanceof HTMLSelectElement ? select.value : '';
  });
}

/**
 * Chooses as a person does, whichever the control is (a list past 15 options is a searchable picker,
 * src/components/ui/select.tsx): a native select is set; a picker is opened, its label typed into the
 * search box and the option of exactly that label clicked. `choice` is the label, or the option's
 * `value` or `index` (the placeholder being 0, as in a native select). Answers the label chosen.
 */
export async function pick(
  control: Locator,
  choice: string | { index: number } | { value: string },
): Promise<string> {
  const find = (all: Awaited<ReturnType<typeof choices>>) =>
    typeof choice === 'string'
      ? all.find((o) => o.label === choice)
      : 'index' in choice
        ? all[choice.index]
        : all.find((o) => o.value === choice.value);
  // Options often come from a query of their own: wait for the one asked for, as a person would.
  let all = await choices(control);
  for (const started = Date.now(); !find(all) && Date.now() - started < 15_000; all = await choices(control))
    await control.page().waitForTimeout(100);
  const option = find(all);
  if (!option) throw new Error(`no choice ${JSON.stringify(choice)} among ${String(all.length)}`);
  if (await isNativeSelect(control)) {
    await control.selectOption(option.value);
    return option.label;
  }
  const page = control.page();
  await control.click();
  const list = page.getByRole('listbox');
  // The placeholder (an empty choice) is not searched for: it heads the unfiltered list.
  if (option.value) await page.getByRole('combobox', { name: /^Search / }).fill(option.label);
  await list.getByRole('option', { name: option.label, exact: true }).first().click();
  await list.waitFor({ state: 'detached' });
  return option.label;
}
