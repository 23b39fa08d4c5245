import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, signIn, url } from './harness';
import { withDocuments } from './sent-documents';

/**
 * Issue 30 §3: a record's data loads on intent (the pointer on its row's View link runs the route's loader
 * through the router's preload), so the click paints the record from the query cache, and Back paints the
 * list's rows from it too.
 */

const WAIT = { timeout: 15_000 };

/** The names of the GraphQL operations the page sends, one per operation (a batch counts each). */
function operationsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    // The SPA sends manifest ids (trusted documents): read them back as the documents they stand for.
    const body: unknown = JSON.parse(withDocuments(request.postData()) || 'null');
    for (const op of Array.isArray(body) ? body : [body]) {
      const name = /\b(?:query|mutation)\s+(\w+)/.exec(String((op as { query?: unknown }).query ?? ''));
      sent.push(name?.[1] ?? 'anonymous');
    }
  });
  return sent;
}

/**
 * The answer to the request that carries `operation`. Not any /graphql answer: the menu's counts, the
 * bell and the live presence send their own requests at any time, and one of them can come first.
 */
function answerTo(page: Page, operation: string): Promise<unknown> {
  return page.waitForResponse(
    (r) =>
      r.url().endsWith('/graphql') &&
      r.request().method() === 'POST' &&
      new RegExp(`\\b(?:query|mutation)\\s+${operation}\\b`).test(withDocuments(r.request().postData())),
    WAIT,
  );
}

describe.skipIf(!browserAvailable)('records load on intent', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('members: hover fetches the member, the click and Back send neither query again', async () => {
    const sent = operationsSent(page);
    await page.goto(url('/user-management'));
    const table = page.getByRole('table', { name: 'Members' });
    await table.and(page.locator('[aria-busy="false"]')).waitFor(WAIT);
    const firstRow = await table.locator('tbody tr').first().textContent();
    const link = table.locator('tbody tr').nth(2).getByRole('link', { name: 'View detail' });

    sent.length = 0;
    const preloaded = answerTo(page, 'AdminGetUserDetail');
    await link.hover();
    await preloaded;
    expect(sent).toContain('AdminGetUserDetail');

    sent.length = 0;
    await link.click();
    await page.getByRole('link', { name: 'Back to Members' }).waitFor(WAIT);
    // The member's own data came from the cache; its sections below (packages, history) may load now.
    expect(sent).not.toContain('AdminGetUserDetail');

    sent.length = 0;
    await page.getByRole('link', { name: 'Back to Members' }).click();
    await table.and(page.locator('[aria-busy="false"]')).waitFor(WAIT);
    expect(await table.locator('tbody tr').first().textContent()).toBe(firstRow);
    expect(sent).not.toContain('Users');
  });

  it('garages: focus (the keyboard) fetches the garage as the pointer does', async () => {
    const sent = operationsSent(page);
    await page.goto(url('/services/garage-salon/list'));
    const table = page.getByRole('table', { name: 'Garage & Salon' });
    await table.and(page.locator('[aria-busy="false"]')).waitFor(WAIT);
    const link = table
      .locator('tbody tr')
      .nth(1)
      .getByRole('link', { name: /^View / });

    sent.length = 0;
    const preloaded = answerTo(page, 'AdminGetGarageDetail');
    await link.focus();
    await preloaded;
    expect(sent).toContain('AdminGetGarageDetail');

    sent.length = 0;
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Back to Garage & Salon' }).waitFor(WAIT);
    expect(sent).not.toContain('AdminGetGarageDetail');
  });
});
