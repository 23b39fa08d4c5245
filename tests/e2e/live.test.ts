import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, screenshotsAtDesktopWidths, signIn, url } from './harness';
import { api } from './page-api';

/**
 * Live updates (issue 28 §2, docs/live.md): two admins, each in a browser of their own. What one does reaches
 * the other's screen without a reload: the pending count in the side menu, the list's 'changes, refresh',
 * and on a record's page who else is there and that they changed it.
 */

const PENDING = /* GraphQL */ `
  query E2eLivePending {
    adminListPost(skip: 1, take: 20, status: PENDING) {
      meta {
        totalItems
      }
      items {
        id
        status
      }
    }
  }
`;
const DECIDE = /* GraphQL */ `
  mutation E2eLiveDecide($id: ID!, $status: PostStatus!, $expectedStatus: PostStatus) {
    adminChangeStatusPost(id: $id, status: $status, expectedStatus: $expectedStatus) {
      id
    }
  }
`;

const GARAGES = /* GraphQL */ `
  query E2eLiveGarages {
    adminGaragePagination(skip: 1, take: 1) {
      items {
        id
        title
        karCheck
      }
    }
  }
`;
const KAR_CHECK = /* GraphQL */ `
  mutation E2eLiveKarCheck($id: ID!, $on: Boolean!) {
    adminEditGarageKarCheck(id: $id, isKarCheck: $on) {
      id
    }
  }
`;
type Garages = { adminGaragePagination: { items: { id: string; title: string; karCheck: boolean }[] } };

type Pending = { adminListPost: { meta: { totalItems: number }; items: { id: string; status: string }[] } };

/** The words read with the Posts entry of the side menu ('12 pending'). */
const pendingWords = (page: Page) => page.locator('#menu-badge--post-management-list').textContent();

describe.skipIf(!browserAvailable)('live updates (issue 28 §2)', () => {
  let browser: Browser;
  let mine: Page;
  let theirs: Page;
  const used: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    mine = await newPage(browser);
    theirs = await newPage(browser);
    await signIn(mine);
    await signIn(theirs, { email: inject('secondAdminEmail'), password: inject('adminPassword') });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A pending post no test of this file has used yet. */
  async function pendingPost() {
    const { adminListPost } = await api<Pending>(theirs, PENDING);
    const post = adminListPost.items.find((p) => p.status === 'PENDING' && !used.includes(p.id));
    if (!post) throw new Error('the demo data has no PENDING post left');
    used.push(post.id);
    return post.id;
  }
  const pendingTotal = async () => (await api<Pending>(theirs, PENDING)).adminListPost.meta.totalItems;

  it('another admin approves a post: the pending count drops and the list says so, without a reload', async () => {
    await mine.goto(url('/post-management/list'));
    await mine.getByRole('table', { name: 'Posts' }).waitFor();
    const before = await pendingTotal();
    await expect.poll(() => pendingWords(mine)).toBe(`${before} pending`);
    // A reload would lose this.
    await mine.evaluate(() => Object.assign(window, { karNoReload: true }));

    await api(theirs, DECIDE, { id: await pendingPost(), status: 'ACTIVE', expectedStatus: 'PENDING' });

    // Others' work may move the count too (the suites share one database): it follows the server's.
    await expect
      .poll(async () => (await pendingWords(mine)) === `${await pendingTotal()} pending`)
      .toBe(true);
    expect(Number((await pendingWords(mine))?.split(' ')[0])).toBeLessThan(before);
    const refresh = mine.getByRole('button', { name: /changes?, refresh$/ });
    await refresh.first().waitFor();
    await screenshotsAtDesktopWidths(mine, 'live-list-changes');
    await refresh.first().click();
    await refresh.first().waitFor({ state: 'detached' });
    expect(await mine.evaluate(() => 'karNoReload' in window)).toBe(true);
  });

  it("a record's page shows who else is on it, and that they changed it", async () => {
    const { adminGaragePagination } = await api<Garages>(theirs, GARAGES);
    const garage = adminGaragePagination.items[0];
    if (!garage) throw new Error('the demo data has no garage');
    const page = url(`/services/garage-salon/view/${garage.id}`);
    await mine.goto(page);
    await mine.getByRole('heading', { name: garage.title, level: 1 }).waitFor();
    await theirs.goto(page);
    await theirs.getByRole('heading', { name: garage.title, level: 1 }).waitFor();

    const here = mine.getByRole('status').filter({ hasText: 'Also here now' });
    await here.getByText('Lê Minh Thư (viewing)').waitFor();
    await api(theirs, KAR_CHECK, { id: garage.id, on: !garage.karCheck });
    const changed = mine.getByText(/^Lê Minh Thư changed this record \(Garage Kar Check changed\) at /);
    await changed.waitFor();
    await screenshotsAtDesktopWidths(mine, 'live-record-changed');
    await mine.getByRole('button', { name: 'Show their changes' }).click();
    await changed.waitFor({ state: 'detached' });
    // Put back as it was, for the other suites.
    await api(theirs, KAR_CHECK, { id: garage.id, on: garage.karCheck });

    // They open its edit page: they are listed as editing it.
    await theirs.goto(url(`/services/garage-salon/edit/${garage.id}`));
    await theirs.getByRole('heading', { name: 'Edit Garage & Salon', level: 1 }).waitFor();
    await here.getByText('Lê Minh Thư (editing)').waitFor();

    // They leave: they are no longer listed.
    await theirs.goto(url('/home'));
    await here.waitFor({ state: 'detached' });
  });

  it("a count read again for a colleague's change is no activity of an admin away from the page", async () => {
    // Its own browser: its clock is moved (SESSION_IDLE_MINUTES, src/lib/admin-input.ts).
    const away = await newPage(browser);
    await signIn(away);
    await away.goto(url('/post-management/list'));
    await away.getByRole('table', { name: 'Posts' }).waitFor();
    await expect.poll(() => pendingWords(away)).toMatch(/^\d+ pending$/);
    /** Each /graphql POST the page sends: whether it went as the page's upkeep. */
    const sent: { upkeep: boolean }[] = [];
    away.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST')
        sent.push({ upkeep: request.headers()['x-kar-background'] === '1' });
    });
    const countFollows = async () => {
      sent.length = 0;
      await api(theirs, DECIDE, { id: await pendingPost(), status: 'ACTIVE', expectedStatus: 'PENDING' });
      await expect
        .poll(async () => (await pendingWords(away)) === `${await pendingTotal()} pending`)
        .toBe(true);
      return [...sent];
    };

    // Two minutes without a key or the pointer (the page's timers still run): the count is read again, and
    // every request says it is the page's own.
    await away.clock.setFixedTime(Date.now() + 120_000);
    const whileAway = await countFollows();
    expect(whileAway.length).toBeGreaterThan(0);
    expect(whileAway.every((r) => r.upkeep)).toBe(true);

    // The admin presses a key: the next count read is theirs again.
    await away.keyboard.press('Shift');
    const whileBack = await countFollows();
    expect(whileBack.some((r) => !r.upkeep)).toBe(true);
    await away.context().close();
  });
});
