import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, signIn, url, settleNetwork } from './harness';
import { api } from './page-api';

/** One id of each kind the view and edit screens need, from the demo data. */
const IDS = /* GraphQL */ `
  query E2eCspIds {
    users(take: 1) {
      items {
        id
      }
    }
    adminGetServices(take: 1) {
      items {
        id
      }
    }
    adminGetUserServices(take: 1) {
      items {
        id
      }
    }
    adminGetListAllVersion(take: 1) {
      items {
        id
      }
    }
  }
`;
type Ids = {
  users: { items: { id: string }[] };
  adminGetServices: { items: { id: string }[] };
  adminGetUserServices: { items: { id: string }[] };
  adminGetListAllVersion: { items: { id: string }[] };
};

const PUBLIC_SCREENS = ['/auth/login', '/auth/register', '/auth/forgot'];
const LIST_SCREENS = [
  '/home',
  '/user-management',
  '/users/create',
  '/transfer-request',
  '/services-package',
  '/service-package/create',
  '/benefit-package',
  '/user-services',
  '/user-services/create',
  '/settings',
  '/market-price',
  '/market-price/create',
  '/trash/reviews',
];

/** Violations the page reports (its own event) and the ones Chromium prints to the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text))
      fromConsole.push(`${page.url()}: ${text}`);
  });
  // Injected through the DevTools protocol, which the page's policy does not govern.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
  return async () => {
    const fromEvents = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    return [...fromEvents, ...fromConsole];
  };
}

/** Opens a screen, checks its document came with the enforced policy, and waits for it to settle. */
async function visit(page: Page, pathname: string) {
  const response = await page.goto(url(pathname));
  const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp, pathname).toContain("script-src 'self'");
  expect(csp, pathname).toContain("frame-ancestors 'none'");
  await settleNetwork(page);
  await page.locator('#root *').first().waitFor();
}

describe.skipIf(!browserAvailable)('every live screen under the enforced Content-Security-Policy', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the sign-in, register and forgot screens report no violation', async () => {
    const page = await newPage(browser);
    const violations = await watchViolations(page);
    const seen: string[] = [];
    for (const pathname of PUBLIC_SCREENS) {
      await visit(page, pathname);
      seen.push(...(await violations()));
    }
    expect(seen).toEqual([]);
    await page.context().close();
  });

  // Two parts rather than one sweep: each screen waits for the network to go quiet, and on a loaded
  // machine the whole sweep outran one test's budget.
  describe('signed in', () => {
    let page: Page;
    let violations: () => Promise<string[]>;

    beforeAll(async () => {
      page = await newPage(browser);
      violations = await watchViolations(page);
      await signIn(page);
    });
    afterAll(async () => {
      await page?.context().close();
    });

    const sweep = async (screens: readonly string[]) => {
      const seen: string[] = [];
      for (const pathname of screens) {
        await visit(page, pathname);
        seen.push(...(await violations()));
      }
      return seen;
    };

    it('the lists and create screens report no violation', async () => {
      expect(await sweep(LIST_SCREENS)).toEqual([]);
    });

    it('the view and edit pages and a dialog report no violation', async () => {
      const ids = await api<Ids>(page, IDS);
      const member = ids.users.items[0]?.id;
      const service = ids.adminGetServices.items[0]?.id;
      const userService = ids.adminGetUserServices.items[0]?.id;
      const version = ids.adminGetListAllVersion.items[0]?.id;
      if (!member || !service || !userService || !version) throw new Error('demo data lacks an id');
      const seen = await sweep([
        `/users/view/${member}`,
        `/users/edit/${member}`,
        `/service-package/view/${service}`,
        `/service-package/edit/${service}`,
        `/user-services/view/${userService}`,
        `/user-services/edit/${userService}`,
        `/market-price/view/${version}`,
        `/market-price/edit/${version}`,
      ]);
      // A Radix dialog locks page scroll with a <style> element it adds: the case style-src allows.
      await visit(page, '/benefit-package');
      await page
        .getByRole('button', { name: /create|add/i })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      seen.push(...(await violations()));
      expect(seen).toEqual([]);
    });
  });
});
