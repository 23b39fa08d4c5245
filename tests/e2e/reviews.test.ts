import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage, pick, screenshot, signIn, url } from './harness';
import { api } from './page-api';

// SPEC §2.5, §2.7 and §9 words, copied by hand so that a change to the screen must agree with the spec.
const ARE_YOU_SURE = 'Are you sure?';
const COPIED = 'copied';

interface ApiReview {
  id: string;
  nameVi: string;
  nameEn: string;
  slug: string;
  contentVi: string | null;
  contentEn: string | null;
  descriptionEn: string | null;
  category: string | null;
  categories: { id: string; nameVi: string; nameEn: string }[];
}
interface ApiCategory {
  id: string;
  nameVi: string;
  nameEn: string;
  total: number;
}
interface ApiVideo {
  id: string;
  title: string;
  slug: string;
  linkVideo: string;
}

const REVIEWS = /* GraphQL */ `
  query E2eReviews($skip: Int, $take: Int, $keyword: String, $category: ID) {
    adminGetListReviews(skip: $skip, take: $take, keyword: $keyword, category: $category) {
      meta {
        totalItems
      }
      items {
        id
        nameVi
        nameEn
        slug
        contentVi
        contentEn
        descriptionEn
        category
        categories {
          id
          nameVi
          nameEn
        }
      }
    }
  }
`;
const CATEGORIES = `{ adminGetReviewsCatetories { id nameVi nameEn total } }`;
const VIDEOS = `query E2eVideos($take: Int) { adminGetListReviewVideos(take: $take) { meta { totalItems } items { id title slug linkVideo } } }`;

const listReviews = async (page: Page, v: Record<string, unknown>) =>
  (await api<{ adminGetListReviews: { meta: { totalItems: number }; items: ApiReview[] } }>(page, REVIEWS, v))
    .adminGetListReviews;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const table = (page: Page, name: string) => page.getByRole('table', { name });
const rows = (page: Page, name: string) => table(page, name).locator('tbody tr');

async function waitForTitle(page: Page, text: string, name: string) {
  await heading(page).filter({ hasText: text }).waitFor({ timeout: 15_000 });
  await expect.poll(() => table(page, name).getAttribute('aria-busy')).toBe('false');
}

describe.skipIf(!browserAvailable)('reviews, review categories and review videos (SPEC §2.7)', () => {
  let browser: Browser;
  let page: Page;
  const tag = Date.now().toString(36);

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('/') });
    // No network beyond the app: YouTube's player is never fetched; the tests read the iframe's address.
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/, (route) => void route.abort());
    await signIn(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists reviews with the SPEC columns, a category filter and search in the URL', async () => {
    await page.goto(url('/reviews'));
    await page.waitForURL((u) => u.pathname === '/reviews/list');
    const first = await listReviews(page, { skip: 1, take: 10 });
    expect(first.meta.totalItems).toBeGreaterThan(10);
    await waitForTitle(page, `Reviews (${first.meta.totalItems.toLocaleString('en-US')})`, 'Reviews');
    expect(await table(page, 'Reviews').locator('thead th').allTextContents()).toEqual([
      '',
      'Title VI',
      'Title EN',
      'Category VI',
      'Category EN',
      'Status',
      'Created date',
      'Slug',
      'Action',
    ]);
    expect(await rows(page, 'Reviews').count()).toBe(10);
    const top = first.items[0];
    if (!top) throw new Error('no reviews');
    const cells = rows(page, 'Reviews').first().locator('td');
    expect(await cells.nth(1).textContent()).toBe(
      top.nameVi.length > 60 ? `${top.nameVi.slice(0, 60)}...` : top.nameVi,
    );
    expect(await cells.nth(3).textContent()).toBe(top.categories[0]?.nameVi ?? '-');
    expect(await cells.nth(4).textContent()).toBe(top.categories[0]?.nameEn ?? '-');
    expect(await cells.nth(6).textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    // SPEC §9: the slug is cut at 30 characters.
    const slugText = (await cells.nth(7).locator('code').textContent()) ?? '';
    expect(slugText).toBe(top.slug.length > 30 ? `${top.slug.slice(0, 30)}...` : top.slug);
    // A review still waiting for its translation shows the chip in Title EN.
    const all = await listReviews(page, { take: 1000 });
    expect(all.items.some((r) => r.nameEn === '')).toBe(true);
    await screenshot(page, 'reviews-list');

    // Category filter: in the URL, the rows are that category's.
    const categories = (await api<{ adminGetReviewsCatetories: ApiCategory[] }>(page, CATEGORIES))
      .adminGetReviewsCatetories;
    const category = categories.find((c) => c.total > 0 && c.total <= 10);
    if (!category) throw new Error('no small category');
    await pick(page.getByLabel('Category'), { value: category.id });
    await page.waitForURL((u) => u.searchParams.get('category') === category.id);
    await waitForTitle(page, `Reviews (${String(category.total)})`, 'Reviews');
    expect(await rows(page, 'Reviews').count()).toBe(category.total);
    for (const text of await rows(page, 'Reviews').locator('td:nth-child(4)').allTextContents())
      expect(text).toBe(category.nameVi);
    await screenshot(page, 'reviews-list-category');

    // Search by title (Enter), kept with the category in the URL.
    const word = top.nameVi.split(' ').slice(0, 2).join(' ');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByPlaceholder('Search by title').fill(word);
    await page.getByPlaceholder('Search by title').press('Enter');
    await page.waitForURL((u) => u.searchParams.get('search') === word);
    const found = await listReviews(page, { keyword: word, take: 10 });
    await waitForTitle(page, `Reviews (${found.meta.totalItems.toLocaleString('en-US')})`, 'Reviews');
    expect(await rows(page, 'Reviews').first().locator('td').nth(1).textContent()).toContain(word);
  });

  it("copies the whole slug and shows 'copied' for 500 ms", async () => {
    await page.goto(url('/reviews/list'));
    const first = await listReviews(page, { skip: 1, take: 10 });
    const top = first.items[0];
    if (!top) throw new Error('no reviews');
    await waitForTitle(page, 'Reviews (', 'Reviews');
    const row = rows(page, 'Reviews').first();
    const status = row.locator('td').nth(7).getByRole('status');
    // Timed in the page: the click's own round trip, slow on a loaded machine, must not count.
    await status.evaluate((el) => {
      const seen: { text: string; at: number }[] = [];
      (window as unknown as { __copied: typeof seen }).__copied = seen;
      new MutationObserver(() => seen.push({ text: el.textContent, at: performance.now() })).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await row.getByRole('button', { name: `Copy slug ${top.slug}` }).click();
    await expect.poll(() => status.textContent(), { interval: 20 }).toBe(COPIED);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(top.slug);
    await expect.poll(() => status.textContent(), { interval: 20, timeout: 3000 }).toBe('');
    const seen = await page.evaluate(
      () => (window as unknown as { __copied: { text: string; at: number }[] }).__copied,
    );
    const shown = seen.find((s) => s.text === COPIED)?.at;
    const gone = seen.findLast((s) => s.text === '')?.at;
    if (shown === undefined || gone === undefined) throw new Error(`not seen: ${JSON.stringify(seen)}`);
    // Shown for 500 ms: a timer never fires early; a busy page may run it a little late.
    expect(gone - shown).toBeGreaterThanOrEqual(495);
    expect(gone - shown).toBeLessThan(1500);
  });

  it('creates a review with VI and EN rich text, fills empty EN fields from VI, and reads it back', async () => {
    await page.goto(url('/reviews/create'));
    await heading(page).filter({ hasText: 'Create Review' }).waitFor();
    const viEditor = page.getByRole('textbox', { name: 'Content (VI)' });
    const enEditor = page.getByRole('textbox', { name: 'Content (EN)' });
    await viEditor.waitFor();
    // Every EN field starts empty: three chips.
    expect(await page.getByText('EN missing', { exact: true }).count()).toBe(3);

    const nameVi = `Đánh giá E2E ${tag}`;
    await page.getByLabel('Title (VI)').fill(nameVi);
    await page.getByLabel('Description (VI)').fill('Mô tả tiếng Việt');
    await viEditor.click();
    await page.getByRole('button', { name: 'Bold' }).first().click();
    await page.keyboard.type('Điểm nổi bật');
    await page.getByRole('button', { name: 'Bold' }).first().click();
    await page.keyboard.type(' của xe.');
    await page.getByLabel('Title (EN)').fill(`E2E review ${tag}`);
    await enEditor.click();
    await page
      .getByRole('toolbar', { name: 'Content (EN) formatting' })
      .getByRole('button', { name: 'Heading', exact: true })
      .click();
    await page.keyboard.type('Highlights');
    await page.keyboard.press('Enter');
    await page.keyboard.type('What we like.');
    // Only the description is still empty in EN; 'Copy from VI' fills it and leaves the others.
    await expect.poll(() => page.getByText('EN missing', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Copy from VI' }).click();
    await expect.poll(() => page.getByText('EN missing', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Description (EN)').inputValue()).toBe('Mô tả tiếng Việt');
    expect(await page.getByLabel('Title (EN)').inputValue()).toBe(`E2E review ${tag}`);
    // The slug is made from the VI title until the admin types one.
    expect(await page.getByLabel('Slug').getAttribute('placeholder')).toBe(`danh-gia-e2e-${tag}`);
    const categories = (await api<{ adminGetReviewsCatetories: ApiCategory[] }>(page, CATEGORIES))
      .adminGetReviewsCatetories;
    const category = categories[0];
    if (!category) throw new Error('no category');
    await pick(page.getByLabel(/^[\s*]*Category[\s*]*$/), { value: category.id });
    await screenshot(page, 'reviews-create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/reviews/list');

    const saved = (await listReviews(page, { keyword: `E2E ${tag}`, take: 10 })).items[0];
    if (!saved) throw new Error('the review was not saved');
    expect(saved.slug).toBe(`danh-gia-e2e-${tag}`);
    expect(saved.contentVi).toBe('<p><strong>Điểm nổi bật</strong> của xe.</p>');
    expect(saved.contentEn).toBe('<h2>Highlights</h2><p>What we like.</p>');
    expect(saved.descriptionEn).toBe('Mô tả tiếng Việt');
    expect(saved.category).toBe(category.id);

    await page.goto(url(`/reviews/view/${saved.id}`));
    await heading(page).filter({ hasText: nameVi }).waitFor();
    await page.locator('.rich-text strong', { hasText: 'Điểm nổi bật' }).waitFor();
    await page.locator('.rich-text h2', { hasText: 'Highlights' }).waitFor();
    await screenshot(page, 'reviews-view-created');

    // The edit form starts from what was stored; the slug is fixed now.
    await page.goto(url(`/reviews/edit/${saved.id}`));
    await page
      .getByRole('textbox', { name: 'Content (EN)' })
      .locator('h2', { hasText: 'Highlights' })
      .waitFor();
    expect(await page.getByLabel('Slug').inputValue()).toBe(saved.slug);
    expect(await page.getByLabel(/^[\s*]*Category[\s*]*$/).inputValue()).toBe(category.id);
    expect(await page.getByLabel('Slug').getAttribute('readonly')).not.toBeNull();
    await screenshot(page, 'reviews-edit');
  });

  it('leaves an untouched edit page without asking, whatever order the stored HTML wrote its attributes in', async () => {
    // The demo reviews end with a link stored as <a href target rel>; the editor writes <a target rel href>.
    const all = await listReviews(page, { take: 1000 });
    const linked = all.items.find((r) => /<a href=/.test(r.contentVi ?? ''));
    if (!linked) throw new Error('no demo review has a link in its content');
    await page.goto(url(`/reviews/edit/${linked.id}`));
    await page.getByRole('textbox', { name: 'Content (VI)' }).locator('a').first().waitFor();
    await page.getByRole('link', { name: 'Back to Reviews' }).click();
    await page.getByRole('table', { name: 'Reviews' }).waitFor();
    expect(await page.getByText('Leave without saving?').count()).toBe(0);
  });

  it('shows a demo review with rich text, pictures and a missing translation', async () => {
    const all = await listReviews(page, { take: 1000 });
    const untranslated = all.items.find((r) => r.nameEn === '' && r.contentVi?.includes('<iframe'));
    const withVideo = untranslated ?? all.items.find((r) => r.contentVi?.includes('<iframe'));
    if (!withVideo) throw new Error('no demo review embeds a video');
    await page.goto(url(`/reviews/view/${withVideo.id}`));
    await heading(page).filter({ hasText: withVideo.nameVi }).waitFor();
    const src = await page.locator('.rich-text iframe').first().getAttribute('src');
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    await screenshot(page, 'reviews-view-demo');
  });

  it('manages categories and refuses to delete one that reviews use, with one clear message', async () => {
    const categories = (await api<{ adminGetReviewsCatetories: ApiCategory[] }>(page, CATEGORIES))
      .adminGetReviewsCatetories;
    await page.goto(url('/category-management'));
    await page.waitForURL((u) => u.pathname === '/category-management/lists');
    await waitForTitle(page, `Review Categories (${String(categories.length)})`, 'Review Categories');
    expect(await table(page, 'Review Categories').locator('thead th').allTextContents()).toEqual([
      '',
      'No.',
      'Name VI',
      'Name EN',
      'Slug',
      'Status',
      'Total',
      'Action',
    ]);
    expect(await rows(page, 'Review Categories').count()).toBe(10);
    await screenshot(page, 'review-categories-list');

    const firstRow = rows(page, 'Review Categories').first();
    const name = (await firstRow.locator('td').nth(2).textContent()) ?? '';
    const used = categories.find((c) => c.nameVi === name);
    if (!used || used.total === 0) throw new Error('the newest category is expected to hold reviews');
    await firstRow.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(ARE_YOU_SURE).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const error = page.locator('[data-kind="error"]');
    await error.first().waitFor();
    expect(await error.count()).toBe(1);
    expect(await error.textContent()).toContain(
      `This category cannot be deleted: ${String(used.total)} ${used.total === 1 ? 'review uses' : 'reviews use'} it.`,
    );
    await screenshot(page, 'review-categories-delete-refused');

    await page.goto(url(`/category-management/view/${used.id}`));
    await heading(page).filter({ hasText: used.nameVi }).waitFor();
    await screenshot(page, 'review-categories-view');
    await page.goto(url(`/category-management/edit/${used.id}`));
    await heading(page).filter({ hasText: 'Edit Review Category' }).waitFor();
    await screenshot(page, 'review-categories-edit');
    await page.goto(url('/category-management/create'));
    await heading(page).filter({ hasText: 'Create Review Category' }).waitFor();
    await page.getByLabel('Name VI').fill(`Danh mục ${tag}`);
    await page.getByLabel('Name EN').fill(`Category ${tag}`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/category-management/lists');
    await rows(page, 'Review Categories')
      .filter({ hasText: `danh-muc-${tag}` })
      .waitFor();
  });

  it('lists review videos, playing YouTube links on youtube-nocookie.com and mp4s in an HTML5 player', async () => {
    const videos = (
      await api<{ adminGetListReviewVideos: { meta: { totalItems: number }; items: ApiVideo[] } }>(
        page,
        VIDEOS,
        { take: 10 },
      )
    ).adminGetListReviewVideos;
    expect(videos.meta.totalItems).toBeGreaterThan(10);
    await page.goto(url('/reviews/video/list'));
    await waitForTitle(page, `Reviews Video (${String(videos.meta.totalItems)})`, 'Review videos');
    expect(await table(page, 'Review videos').locator('thead th').allTextContents()).toEqual([
      'No.',
      'Title',
      'Description',
      'Video',
      'Created date',
      'Action',
    ]);
    for (const [i, v] of videos.items.entries()) {
      const cell = rows(page, 'Review videos').nth(i).locator('td').nth(3);
      const yt = /[?&]v=([\w-]{11})/.exec(v.linkVideo)?.[1];
      if (yt) {
        expect(await cell.locator('iframe').getAttribute('src')).toBe(
          `https://www.youtube-nocookie.com/embed/${yt}`,
        );
      } else {
        expect(await cell.locator('video').getAttribute('src')).toBe(v.linkVideo);
      }
    }
    await screenshot(page, 'review-videos-list');

    // The view route takes the slug as well as the id.
    const all = (await api<{ adminGetListReviewVideos: { items: ApiVideo[] } }>(page, VIDEOS, { take: 1000 }))
      .adminGetListReviewVideos.items;
    const mp4 = all.find((v) => v.linkVideo.endsWith('.mp4'));
    const youtube = all.find((v) => v.linkVideo.includes('youtube.com'));
    if (!mp4 || !youtube) throw new Error('the demo needs both kinds of video');
    await page.goto(url(`/reviews/video/view/${mp4.slug}`));
    await heading(page).filter({ hasText: mp4.title }).waitFor();
    expect(await page.locator('main video').getAttribute('src')).toBe(mp4.linkVideo);
    await screenshot(page, 'review-videos-view-mp4');
    await page.goto(url(`/reviews/video/view/${youtube.id}`));
    await heading(page).filter({ hasText: youtube.title }).waitFor();
    await screenshot(page, 'review-videos-view-youtube');

    // A link is checked when saved; a YouTube link previews in the form.
    await page.goto(url('/reviews/video/create'));
    await page.getByLabel(/^[\s*]*Title[\s*]*$/).fill(`Video ${tag}`);
    await page.getByLabel('Video link').fill('https://example.com/not-a-video');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Enter a YouTube link or the https:// address of a video file').waitFor();
    await page.getByLabel('Video link').fill('https://youtu.be/dQw4w9WgXcQ');
    expect(await page.locator('main iframe').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await screenshot(page, 'review-videos-create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/reviews/video/list');
    await page.goto(url(`/reviews/video/edit/video-${tag}`));
    await heading(page).filter({ hasText: 'Edit Review Video' }).waitFor();
    expect(await page.getByLabel('Video link').inputValue()).toBe('https://youtu.be/dQw4w9WgXcQ');
    await screenshot(page, 'review-videos-edit');
  });
});
