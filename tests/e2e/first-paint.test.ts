import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  browserAvailable,
  emailField,
  launchBrowser,
  newPage,
  passwordField,
  screenshot,
  signIn,
  url,
  waitForPath,
} from './harness';
import { withDocuments } from './sent-documents';

// index.html paints the login card or the admin shell's frame before any script runs (server/http/spa.ts
// picks one per request); the app then replaces it with the real screen. docs/deploying.md.

const VIEWPORT = { width: 1366, height: 768 };
const LOGIN_SUBTITLE = 'Sign in to the admin back-office';

/** What every animation frame of the page showed, from the first one on (injected over DevTools). */
const RECORD_FRAMES = `
  window.__frames = [];
  const tick = () => {
    const text = document.body ? document.body.innerText : '';
    // Frames before the document is parsed show a part of it; on a loaded machine a frame can fall
    // between the shell's markup and the dashboard cards' below it, which no finished frame shows.
    if (document.getElementById('root') && document.readyState !== 'loading') window.__frames.push({
      login: text.includes(${JSON.stringify(LOGIN_SUBTITLE)}),
      shell: !!document.querySelector('header') && text.includes('KAR Admin'),
      empty: !!document.body && text.trim() === '',
      static: !!document.querySelector('[data-boot-form], .boot-shell'),
      dashboard: text.includes('Revenue per User') && text.includes('Listings by status'),
    });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;
type Frame = { login: boolean; shell: boolean; empty: boolean; static: boolean; dashboard: boolean };
const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);

async function boxes(page: Page, selectors: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const selector of selectors) out[selector] = await page.locator(selector).first().boundingBox();
  return out;
}

/** Where the dashboard's heading and every card title are, as shown (hidden frames have no box). */
const TITLE_BOXES = `Array.from(document.querySelectorAll('main h1, main h3'))
  .filter((el) => el.getClientRects().length > 0)
  .map((el) => {
    const { x, y, width, height } = el.getBoundingClientRect();
    return { text: el.textContent.replace(/\\s+/g, ' ').trim(), x, y, width, height };
  })`;
type TitleBox = { text: string; x: number; y: number; width: number; height: number };
const dashboardTitles = (page: Page) => page.evaluate<TitleBox[]>(TITLE_BOXES);
/**
 * The titles in the app's first commit, taken as the static frame leaves the page (before any card's
 * figure can arrive: the app-hit counter's card, whose answer needs no request, changes its height).
 */
const RECORD_TAKEOVER = `
  window.__takeover = null;
  new MutationObserver((_, observer) => {
    // While the document is still being parsed, the login card's markup (its own main and h1, hidden on
    // this page) can be in the DOM before the shell's: on a loaded machine the parser stops between them.
    if (document.readyState === 'loading') return;
    if (document.querySelector('.boot-shell') || !document.querySelector('main h1')) return;
    observer.disconnect();
    window.__takeover = ${TITLE_BOXES};
  }).observe(document, { childList: true, subtree: true });
`;

const LOGIN_PARTS = [
  '#root main > div',
  '#login-email',
  '#login-password',
  'button',
  'a[href="/auth/register"]',
];

describe.skipIf(!browserAvailable)('first paint before JavaScript', () => {
  let browser: Browser;
  let noScript: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    noScript = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT });
  });
  afterAll(async () => {
    await noScript?.close();
    await browser?.close();
  });

  it('shows the login card from the HTML and CSS alone, on /auth/login and wherever a visitor goes', async () => {
    const page = await noScript.newPage();
    for (const pathname of ['/auth/login', '/home', '/user-management', '/']) {
      await page.goto(url(pathname));
      await page.getByRole('heading', { name: 'KAR Admin' }).waitFor();
      expect(await page.getByText(LOGIN_SUBTITLE).isVisible(), pathname).toBe(true);
      expect(await emailField(page).isVisible(), pathname).toBe(true);
      expect(await passwordField(page).isVisible(), pathname).toBe(true);
      expect(await page.getByRole('button', { name: 'Sign in' }).isVisible(), pathname).toBe(true);
      expect(await page.locator('.boot-shell').isVisible(), pathname).toBe(false);
    }
    await page.goto(url('/auth/login'));
    await screenshot(page, 'first-paint-login-no-js');
    await page.close();
  });

  it('the app takes the card over in place: same boxes, and a card on every frame', async () => {
    const before = await noScript.newPage();
    await before.goto(url('/auth/login'));
    const painted = await boxes(before, LOGIN_PARTS);
    await before.close();

    const page = await newPage(browser);
    await page.setViewportSize(VIEWPORT);
    await page.addInitScript(RECORD_FRAMES);
    await page.goto(url('/auth/login'));
    await page.waitForFunction(() => !document.querySelector('[data-boot-form]'));
    await emailField(page).waitFor();
    expect(await boxes(page, LOGIN_PARTS)).toEqual(painted);
    const seen = await frames(page);
    expect(seen.some((f) => f.static)).toBe(true);
    expect(seen.some((f) => !f.static)).toBe(true);
    expect(seen.filter((f) => !f.login)).toEqual([]);
    await page.context().close();
  });

  it('keeps what was typed, and a press of Sign in, from before the app started', async () => {
    const page = await newPage(browser);
    // Hold the app's script until the visitor has typed and pressed Sign in on the painted card.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/auth/login'), { waitUntil: 'commit' });
    await page.locator('[data-boot-form] #login-email').fill(inject('adminEmail'));
    await page.locator('[data-boot-form] #login-password').fill(inject('adminPassword'));
    await page.locator('[data-boot-form] button').click();
    expect(await page.locator('[data-boot-form]').getAttribute('data-submitted')).toBe('');
    release();
    await waitForPath(page, '/home');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await page.context().close();
  });

  it('a signed-in admin gets the shell frame, the sider at the app’s width, and never the login card', async () => {
    const page = await newPage(browser);
    await page.setViewportSize(VIEWPORT);
    await signIn(page);
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    const appSider = await page.locator('aside').boundingBox();

    const painted = await browser.newContext({
      javaScriptEnabled: false,
      viewport: VIEWPORT,
      storageState: await page.context().storageState(),
    });
    const still = await painted.newPage();
    for (const pathname of ['/home', '/user-management', '/auth/login']) {
      await still.goto(url(pathname));
      expect(await still.locator('.boot-shell header').isVisible(), pathname).toBe(true);
      expect(await still.getByText(LOGIN_SUBTITLE).isVisible(), pathname).toBe(false);
      expect(await still.locator('.boot-shell aside').boundingBox(), pathname).toEqual(appSider);
    }
    await still.goto(url('/home'));
    await screenshot(still, 'first-paint-shell-no-js');
    await painted.close();

    await page.addInitScript(RECORD_FRAMES);
    await page.goto(url('/home'));
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    const seen = await frames(page);
    expect(seen.some((f) => f.static)).toBe(true);
    expect(seen.filter((f) => f.login || f.empty || !f.shell)).toEqual([]);
    await page.context().close();
  });
  it('on /home the frame is the dashboard’s own cards, which the app takes over in place and fills without moving', async () => {
    const page = await newPage(browser);
    await page.setViewportSize(VIEWPORT);
    await signIn(page);
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();

    const painted = await browser.newContext({
      javaScriptEnabled: false,
      viewport: VIEWPORT,
      storageState: await page.context().storageState(),
    });
    const still = await painted.newPage();
    await still.goto(url('/home'));
    expect(await still.locator('.boot-dashboard').isVisible()).toBe(true);
    expect(await still.locator('.boot-page').isVisible()).toBe(false);
    const frame = await dashboardTitles(still);
    expect(frame.map((t) => t.text)).toContain('Active Listings per Active Users');
    expect(frame.map((t) => t.text)).toContain('Users by location');
    await screenshot(still, 'first-paint-dashboard-no-js');
    // Other admin pages keep the generic skeleton.
    await still.goto(url('/user-management'));
    expect(await still.locator('.boot-page').isVisible()).toBe(true);
    expect(await still.locator('.boot-dashboard').isVisible()).toBe(false);
    await painted.close();

    // The figures are held back, so the app shows the cards as they load: the same titles in the same places.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (/Dashboard/.test(withDocuments(route.request().postData()))) await held;
      await route.continue();
    });
    await page.addInitScript(RECORD_FRAMES);
    await page.addInitScript(RECORD_TAKEOVER);
    await page.goto(url('/home'));
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __takeover: TitleBox[] | null }).__takeover),
    ).toEqual(frame);
    const seen = await frames(page);
    expect(seen.some((f) => f.static)).toBe(true);
    expect(seen.filter((f) => !f.dashboard)).toEqual([]);

    // The KPI cards keep their size when their figures arrive, so nothing below them moves.
    const kpis = page.getByTestId('kpi-card');
    const loading = await kpis.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
    release();
    await page.locator('[data-testid="kpi-card"][aria-busy="false"]').nth(3).waitFor();
    expect(await kpis.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))).toEqual(
      loading,
    );
    await page.context().close();
  });
});
