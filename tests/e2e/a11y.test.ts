import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_TYPE_ITEMS } from '../../src/features/settings/setting-types';
import { browserAvailable, launchBrowser, newPage, signIn, url, settleNetwork } from './harness';
import { api } from './page-api';

// Evaluated through the DevTools protocol: the app's CSP (default-src 'self') rightly refuses an inline <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const FIRST_IDS = /* GraphQL */ `
  {
    users(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminGetServices(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminGetUserServices(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminGetListAllVersion(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminListFeedBack(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminGetListReportPost(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminPostReviewQueue(skip: 1, take: 1) {
      items {
        post {
          id
        }
      }
    }
    adminListQuestionSimulation(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminListQuestionSimulationGroup(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminGaragePagination(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminCenterDriverLisensePagination(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminGetListReviews(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminGetListReviewCategories(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminGetListReviewVideos(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminParkingPagination(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminGetListCustomerCarBuyingNeedByUserId(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminListBanner(skip: 1, take: 1) {
      items {
        id
      }
    }
    contestPagination(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminCarList(skip: 1, take: 1) {
      items {
        id
      }
    }
    adminGetListAvatars(skip: 1, take: 1) {
      items {
        id
        slug
      }
    }
  }
`;

type Ids = Record<
  | 'users'
  | 'adminGetServices'
  | 'adminGetUserServices'
  | 'adminGetListAllVersion'
  | 'adminListFeedBack'
  | 'adminGetListReportPost'
  | 'adminListQuestionSimulation'
  | 'adminListQuestionSimulationGroup'
  | 'adminGetListReviews'
  | 'adminGetListReviewCategories'
  | 'adminGetListReviewVideos'
  | 'adminParkingPagination'
  | 'adminGetListCustomerCarBuyingNeedByUserId'
  | 'adminListBanner'
  | 'contestPagination'
  | 'adminCarList'
  | 'adminGaragePagination'
  | 'adminCenterDriverLisensePagination',
  { items: { id: string }[] }
> & {
  adminPostReviewQueue: { items: { post: { id: string } }[] };
  adminGetListAvatars: { items: { id: string; slug: string }[] };
};

const PUBLIC_SCREENS = ['/auth/login', '/auth/register', '/auth/forgot', '/404', '/500'];

// ':member' and the like stand for the first record of the demo data, looked up once signed in.
const ADMIN_SCREENS = [
  '/home',
  '/user-management',
  '/users/view/:member',
  '/users/create',
  '/users/edit/:member',
  '/transfer-request',
  '/services-package',
  '/service-package/create',
  '/service-package/view/:service',
  '/service-package/edit/:service',
  '/benefit-package',
  '/benefit-package?create=true',
  '/user-services',
  '/user-services?view=:userService',
  '/user-services/create',
  '/user-services/edit/:userService',
  '/settings',
  // Each setting type renders its own list and form (SPEC §2.16).
  ...SETTING_TYPE_ITEMS.slice(1).map(({ type }) => `/settings?type=${type}`),
  '/market-price',
  '/market-price/create',
  '/market-price/view/:version',
  '/market-price/edit/:version',
  '/reviews/list',
  '/reviews/create',
  '/reviews/view/:review',
  '/reviews/edit/:review',
  '/category-management/lists',
  '/category-management/create',
  '/category-management/view/:reviewCategory',
  '/category-management/edit/:reviewCategory',
  '/reviews/video/list',
  '/reviews/video/create',
  '/reviews/video/view/:reviewVideo',
  '/reviews/video/edit/:reviewVideo',
  // Theory questions go by number, traffic signs by slug (SPEC §2.2); both exist in the demo data.
  '/learning-driving/question-simulation',
  '/learning-driving/question-simulation?type=URBAN',
  '/learning-driving/question-simulation/create',
  '/learning-driving/question-simulation/view/:simulation',
  '/learning-driving/question-simulation/edit/:simulation',
  '/learning-driving/question-simulation-group',
  '/learning-driving/question-simulation-group/create',
  '/learning-driving/question-simulation-group/view/:simulationGroup',
  '/learning-driving/question-simulation-group/edit/:simulationGroup',
  '/learning-driving/question-theory',
  '/learning-driving/question-theory?type=CRITICAL_POINTS',
  '/learning-driving/question-theory/create',
  '/learning-driving/question-theory/view/1',
  '/learning-driving/question-theory/edit/1',
  '/learning-driving/traffic-signs',
  '/learning-driving/traffic-signs/create',
  '/learning-driving/traffic-signs/view/duong-cam',
  '/learning-driving/traffic-signs/edit/duong-cam',
  '/errors/phone/list',
  '/feedback/list',
  '/feedback/view/:feedback',
  '/feedback/reported-posts',
  '/feedback/reported-posts/view/:report',
  '/post-management/list',
  '/post-management/review',
  '/post-management/create',
  // A post waiting for review: its page shows the moderation buttons and the claim.
  '/post-management/detail/view/:post',
  '/post-management/edit/:post',
  '/services/parking/list',
  '/services/parking/create',
  '/services/parking/view/:parking',
  '/services/parking/edit/:parking',
  '/services/buying-demand/list',
  '/services/buying-demand/create',
  '/services/buying-demand/view/:need',
  '/services/buying-demand/edit/:need',
  '/services/buyer-demand/list',
  '/services/buyer-demand/view/:need',
  '/services/avatar/list',
  '/services/avatar/create',
  '/services/avatar/view/:avatar',
  '/services/avatar/edit/:avatarSlug',
  '/banners',
  '/banner/create',
  '/banner/view/:banner',
  '/banner/edit/:banner',
  '/contest',
  '/contest/create',
  '/contest/view/:contest',
  '/contest/edit/:contest',
  '/car-list',
  '/car-list/create',
  '/car-list/view/:car',
  '/car-list/edit/:car',
  '/media',
  '/media/create',
  '/notification',
  '/services/garage-salon/list',
  '/services/garage-salon/create',
  '/services/garage-salon/view/:garage',
  '/services/garage-salon/edit/:garage',
  '/services/driving-center',
  '/services/driving-center/create',
  '/services/driving-center/view/:center',
  '/services/driving-center/edit/:center',
  '/trash/banners',
  '/trash/reviews',
  '/trash/services',
  '/error/403',
];

/** Waits until the screen has its data: no request in flight and no skeleton or spinner left. */
async function settle(page: Page): Promise<void> {
  await settleNetwork(page);
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => document.querySelector('.animate-pulse, .animate-spin') === null);
}

type Finding = { id: string; impact: string; help: string; targets: string[] };

function serious(results: AxeResults): Finding[] {
  return results.violations
    .filter((v: Result) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 8).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
}

async function runAxe(page: Page): Promise<Finding[]> {
  // A menu still fading in reads as low-contrast text: judge the screen as it settles, not mid-animation.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // Once per loaded page: the admin screens share one (see `visit`).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() => window.axe.run(document));
  return serious(results);
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

/** What this file uses of the app's router, reached through the page. */
interface InAppRouter {
  navigate(options: { href: string }): Promise<void>;
  state: { status: string; isLoading: boolean; location: { href: string } };
}

describe.skipIf(!browserAvailable)('accessibility: axe finds nothing serious or critical', () => {
  let browser: Browser;
  let context: BrowserContext;
  let ids: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    const page = await newPage(browser);
    context = page.context();
    await signIn(page);
    const data = await api<Ids>(page, FIRST_IDS);
    const first = (list: { items: { id: string }[] }, name: string) => {
      const id = list.items[0]?.id;
      if (!id) throw new Error(`the demo data has no ${name}`);
      return id;
    };
    ids = {
      member: first(data.users, 'member'),
      service: first(data.adminGetServices, 'service package'),
      userService: first(data.adminGetUserServices, 'user service package'),
      version: first(data.adminGetListAllVersion, 'car version'),
      feedback: first(data.adminListFeedBack, 'feedback'),
      report: first(data.adminGetListReportPost, 'reported post'),
      post: first({ items: data.adminPostReviewQueue.items.map((i) => i.post) }, 'post waiting for review'),
      simulation: first(data.adminListQuestionSimulation, 'simulation question'),
      simulationGroup: first(data.adminListQuestionSimulationGroup, 'simulation group'),
      review: first(data.adminGetListReviews, 'review'),
      reviewCategory: first(data.adminGetListReviewCategories, 'review category'),
      reviewVideo: first(data.adminGetListReviewVideos, 'review video'),
      parking: first(data.adminParkingPagination, 'parking'),
      // A buying customer is a buying demand with sellers: its page shows them.
      need: first(data.adminGetListCustomerCarBuyingNeedByUserId, 'buying customer'),
      avatar: first(data.adminGetListAvatars, 'avatar'),
      avatarSlug: data.adminGetListAvatars.items[0]?.slug ?? '',
      banner: first(data.adminListBanner, 'banner'),
      contest: first(data.contestPagination, 'contest'),
      car: first(data.adminCarList, 'car'),
      garage: first(data.adminGaragePagination, 'garage'),
      center: first(data.adminCenterDriverLisensePagination, 'driving centre'),
    };
    await page.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function check(page: Page, path: string): Promise<void> {
    await page.goto(url(path));
    await settle(page);
    await judge(page, path);
  }

  async function judge(page: Page, path: string): Promise<void> {
    const report = (await runAxe(page)).map(
      (finding) =>
        `${path}: [${finding.impact}] ${finding.id} — ${finding.help}\n    ${finding.targets.join('\n    ')}`,
    );
    if (report.length) console.error(report.join('\n'));
    expect(report).toEqual([]);
  }

  /**
   * The admin screens are reached as an admin moves between them: the first by loading the app, each next
   * one through the app's router (TanStack Router keeps itself on `window.__TSR_ROUTER__`), in the same
   * page. Loading the whole app and axe again for each of the 116 screens was most of this file's time on
   * the 2-core machine (docs/testing.md); what axe judges is the screen as rendered, which is the same. A
   * screen that fails leaves the page behind: the next one starts from a fresh load.
   */
  let inApp: Page | null = null;
  async function visit(path: string): Promise<Page> {
    if (!inApp) {
      inApp = await context.newPage();
      await inApp.goto(url(path));
    } else {
      // Not awaited in the page: a navigation the screen holds back (a leave-page question) must fail
      // below, on time, not hang.
      await inApp.evaluate((href) => {
        const router = (window as unknown as { __TSR_ROUTER__: InAppRouter }).__TSR_ROUTER__;
        void router.navigate({ href });
      }, path);
      await inApp.waitForFunction((href) => {
        const { state } = (window as unknown as { __TSR_ROUTER__: InAppRouter }).__TSR_ROUTER__;
        return state.status === 'idle' && !state.isLoading && state.location.href === href;
      }, path);
    }
    await settle(inApp);
    return inApp;
  }

  it.each(ADMIN_SCREENS)('admin screen %s', async (pattern) => {
    const path = pattern.replace(/:(\w+)/, (_, name: string) => ids[name] ?? name);
    let passed = false;
    try {
      await judge(await visit(path), path);
      passed = true;
    } finally {
      if (!passed) {
        await inApp?.close();
        inApp = null;
      }
    }
  });

  it('checks the shell at 1024 px (sider collapsed) with a menu flyout and the profile menu open', async () => {
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(url('/home'));
      await settle(page);
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'Services' })
        .click();
      await page.getByRole('menu').waitFor();
      expect(await runAxe(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /Profile menu/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.each(PUBLIC_SCREENS)('public screen %s', async (path) => {
    const page = await newPage(browser);
    try {
      await check(page, path);
    } finally {
      await page.context().close();
    }
  });
});
