import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
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
  return page;
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
