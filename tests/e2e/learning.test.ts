import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELECT_ONE_MESSAGE } from '../../src/rules/learning';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url } from './harness';
import { api } from './page-api';
import { withDocuments } from './sent-documents';

const ARE_YOU_SURE = 'Are you sure?';

interface Page_<T> {
  meta: { totalItems: number; totalPages: number };
  items: T[];
}
interface ApiQuestion {
  id: string;
  no: number;
  content: string;
  type: string[];
  answers: { content: string; correctAnswer: boolean }[];
}
interface ApiSign {
  id: string;
  slug: string;
  title: string;
  symbol: string;
  type: string;
}
const QUESTIONS = /* GraphQL */ `
  query E2eQuestions($skip: Int, $take: Int, $keyword: String, $type: QuestionTheoryType) {
    adminListQuestion(skip: $skip, take: $take, keyword: $keyword, type: $type) {
      meta {
        totalItems
        totalPages
      }
      items {
        id
        no
        content
        type
        answers {
          content
          correctAnswer
        }
      }
    }
  }
`;
const SIGNS = /* GraphQL */ `
  query E2eSigns($skip: Int, $take: Int, $keyword: String, $type: TrafficSignType) {
    adminGetListTrafficSigns(skip: $skip, take: $take, keyword: $keyword, type: $type) {
      meta {
        totalItems
        totalPages
      }
      items {
        id
        slug
        title
        symbol
        type
      }
    }
  }
`;
const questions = async (page: Page, v: Record<string, unknown>) =>
  (await api<{ adminListQuestion: Page_<ApiQuestion> }>(page, QUESTIONS, v)).adminListQuestion;
const signs = async (page: Page, v: Record<string, unknown>) =>
  (await api<{ adminGetListTrafficSigns: Page_<ApiSign> }>(page, SIGNS, v)).adminGetListTrafficSigns;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const table = (page: Page, name: string) => page.getByRole('table', { name });
const rows = (page: Page, name: string) => table(page, name).locator('tbody tr');
const errors = (page: Page) => page.locator('[data-kind="error"]');

async function waitForTotal(page: Page, title: string, tableName: string, total: number) {
  await heading(page)
    .filter({ hasText: `${title} (${String(total)})` })
    .waitFor({ timeout: 10_000 });
  await expect.poll(() => table(page, tableName).getAttribute('aria-busy')).toBe('false');
}

/** GraphQL mutations the page sends while `run` runs: the learner preview must send none. */
async function mutationsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const listen = (request: { url(): string; postData(): string | null }) => {
    if (request.url().endsWith('/graphql') && /\bmutation\b/.test(withDocuments(request.postData()))) {
      sent.push(withDocuments(request.postData()));
    }
  };
  page.on('request', listen);
  try {
    await run();
  } finally {
    page.off('request', listen);
  }
  return sent;
}

describe.skipIf(!browserAvailable)('theory questions and traffic signs (SPEC §2.15)', () => {
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

  describe('Question Theory', () => {
    const TABLE = 'Theory questions';

    it('lists the bank by number with the type filter and search in the URL, critical points marked', async () => {
      await page.goto(url('/learning-driving/question-theory'));
      const all = await questions(page, { skip: 1, take: 10 });
      expect(all.meta.totalItems).toBeGreaterThanOrEqual(120);
      await waitForTotal(page, 'Question Theory', TABLE, all.meta.totalItems);
      expect(await table(page, TABLE).locator('thead th').allTextContents()).toEqual([
        'No.',
        'Question no.',
        'Content',
        'Chapter(s)',
        'Explanation',
        'Action',
      ]);
      expect(await rows(page, TABLE).locator('td:nth-child(2)').allTextContents()).toEqual(
        all.items.map((q) => String(q.no)),
      );
      await screenshot(page, 'question-theory-list');

      // The Type filter: into the URL, page 1, only questions of that type, each marked.
      await page.getByRole('combobox', { name: 'Type' }).selectOption('CRITICAL_POINTS');
      await page.waitForURL((u) => u.searchParams.get('type') === 'CRITICAL_POINTS');
      const critical = await questions(page, { skip: 1, take: 10, type: 'CRITICAL_POINTS' });
      expect(critical.meta.totalItems).toBeGreaterThan(0);
      await waitForTotal(page, 'Question Theory', TABLE, critical.meta.totalItems);
      const shown = await rows(page, TABLE).count();
      expect(shown).toBe(critical.items.length);
      expect(await rows(page, TABLE).getByText('Critical points', { exact: true }).count()).toBe(shown);
      await screenshot(page, 'question-theory-critical');

      // Search on Enter, trimmed, beside the type; a reload keeps both.
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('  nghiem cam  ');
      await search.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('search') === 'nghiem cam');
      expect(new URL(page.url()).searchParams.get('type')).toBe('CRITICAL_POINTS');
      const both = await questions(page, { keyword: 'nghiem cam', type: 'CRITICAL_POINTS', take: 10 });
      await waitForTotal(page, 'Question Theory', TABLE, both.meta.totalItems);
      await page.reload();
      await waitForTotal(page, 'Question Theory', TABLE, both.meta.totalItems);
      expect(await page.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('CRITICAL_POINTS');

      await page.getByRole('button', { name: 'Clear' }).click();
      await page.waitForURL((u) => !u.searchParams.has('search') && !u.searchParams.has('type'));
      await waitForTotal(page, 'Question Theory', TABLE, all.meta.totalItems);
    });

    it('opens a question by its number, and an unknown number is not found', async () => {
      await page.goto(url('/learning-driving/question-theory?page=2'));
      const second = await questions(page, { skip: 2, take: 10 });
      const q = second.items[0];
      if (!q) throw new Error('no second page');
      await waitForTotal(page, 'Question Theory', TABLE, second.meta.totalItems);
      await rows(page, TABLE)
        .first()
        .getByRole('link', { name: `View question ${String(q.no)}` })
        .click();
      await page.waitForURL((u) => u.pathname === `/learning-driving/question-theory/view/${String(q.no)}`);
      await heading(page)
        .filter({ hasText: `Question ${String(q.no)}` })
        .waitFor();
      const correct = q.answers.filter((a) => a.correctAnswer).map((a) => a.content);
      expect(await page.locator('[data-correct="true"]').allTextContents()).toEqual(
        correct.map((c) => expect.stringContaining(c) as unknown as string),
      );
      await screenshot(page, 'question-theory-view');
      // Back returns to the list as it was left.
      await page.getByRole('link', { name: 'Back to Question Theory' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');

      for (const missing of ['99999', 'abc']) {
        await page.goto(url(`/learning-driving/question-theory/view/${missing}`));
        await page
          .getByText(/Theory question .*not found|not found/i)
          .first()
          .waitFor();
      }
    });

    it('refuses a SELECT_ONE question with two correct answers, then creates, previews, edits and deletes it', async () => {
      const taken = await questions(page, { take: 1000 });
      const no = Math.max(...taken.items.map((q) => q.no)) + 1;
      await page.goto(url('/learning-driving/question-theory/create'));
      await heading(page).filter({ hasText: 'Create Question Theory' }).waitFor();
      await page.locator('#qt-no').fill(String(no));
      await page.locator('#qt-content').fill('Khi gặp đèn vàng, người lái xe phải làm gì?');
      await page.getByLabel('Driving technique').check();
      await page
        .getByRole('textbox', { name: 'Answer 1' })
        .fill('Dừng lại trước vạch dừng, trừ khi đã đi quá vạch.');
      await page.getByRole('textbox', { name: 'Answer 2' }).fill('Tăng tốc để qua nhanh.');
      await page.getByRole('textbox', { name: 'Answer 3' }).fill('Bấm còi liên tục.');
      const correct = page.getByRole('checkbox', { name: 'Correct' });
      await correct.nth(0).check();
      await correct.nth(1).check();
      const sent = await mutationsDuring(page, async () => {
        await page.getByRole('button', { name: 'Create' }).click();
        await page.getByText(SELECT_ONE_MESSAGE).waitFor();
      });
      expect(sent).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/learning-driving/question-theory/create');
      await screenshot(page, 'question-theory-select-one-refused');

      await correct.nth(1).uncheck();
      await page.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL((u) => u.pathname === '/learning-driving/question-theory');
      const created = (await questions(page, { keyword: String(no) })).items.find((q) => q.no === no);
      expect(created?.answers.map((a) => a.correctAnswer)).toEqual([true, false, false]);

      // The learner preview: pick a wrong answer, then the right one; nothing is sent.
      await page.goto(url(`/learning-driving/question-theory/view/${String(no)}`));
      await heading(page)
        .filter({ hasText: `Question ${String(no)}` })
        .waitFor();
      const previewSent = await mutationsDuring(page, async () => {
        await page.getByRole('button', { name: 'Preview as learner' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Khi gặp đèn vàng').waitFor();
        await dialog.getByLabel(/2\. Tăng tốc/).check();
        await dialog.getByRole('button', { name: 'Check answer' }).click();
        await dialog.getByRole('status').filter({ hasText: 'Not quite.' }).waitFor();
        expect(await dialog.locator('[data-result="correct"]').textContent()).toContain('Dừng lại');
        await screenshot(page, 'question-theory-preview');
        await dialog.getByRole('button', { name: 'Try again' }).click();
        await dialog.getByLabel(/1\. Dừng lại/).check();
        await dialog.getByRole('button', { name: 'Check answer' }).click();
        await dialog.getByRole('status').filter({ hasText: 'Correct!' }).waitFor();
        await page.keyboard.press('Escape');
      });
      expect(previewSent).toEqual([]);

      // Edit: the number is the address; a new number moves it.
      await page.goto(url(`/learning-driving/question-theory/edit/${String(no)}`));
      await heading(page).filter({ hasText: 'Edit Question Theory' }).waitFor();
      await page.locator('#qt-answer-type').selectOption('SELECT_MULTIPLE');
      await page.getByRole('checkbox', { name: 'Correct' }).nth(2).check();
      await page.locator('#qt-no').fill(String(no + 1));
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((u) => u.pathname === '/learning-driving/question-theory');
      await page.goto(url(`/learning-driving/question-theory/view/${String(no + 1)}`));
      await heading(page)
        .filter({ hasText: `Question ${String(no + 1)}` })
        .waitFor();
      expect(await page.locator('[data-correct="true"]').count()).toBe(2);

      // Delete from the record's page: 'Are you sure?', back to the list, gone.
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByText(ARE_YOU_SURE).waitFor();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL((u) => u.pathname === '/learning-driving/question-theory');
      expect((await questions(page, { keyword: String(no + 1) })).items.some((q) => q.no === no + 1)).toBe(
        false,
      );
      expect(await errors(page).count()).toBe(0);
    });
  });

  describe('Traffic Signs', () => {
    const TABLE = 'Traffic signs';

    it('lists signs with their picture, filters by type in the URL and opens one by its slug', async () => {
      await page.goto(url('/learning-driving/traffic-signs'));
      const all = await signs(page, { skip: 1, take: 10 });
      expect(all.meta.totalItems).toBeGreaterThanOrEqual(60);
      await waitForTotal(page, 'Traffic Signs', TABLE, all.meta.totalItems);
      expect(await table(page, TABLE).locator('thead th').allTextContents()).toEqual([
        'No.',
        'Image',
        'Title',
        'Content',
        'Symbol',
        'Type',
        'Action',
      ]);
      await screenshot(page, 'traffic-signs-list');
      // The first image opens a larger preview.
      const first = all.items[0];
      if (!first) throw new Error('no signs');
      await rows(page, TABLE)
        .first()
        .getByRole('button', { name: `Preview the picture of ${first.title}` })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('img', { name: `Sign ${first.symbol}` })
        .waitFor();
      await page.keyboard.press('Escape');

      await page.getByRole('combobox', { name: 'Type' }).selectOption('DANGER');
      await page.waitForURL((u) => u.searchParams.get('type') === 'DANGER');
      const danger = await signs(page, { skip: 1, take: 10, type: 'DANGER' });
      await waitForTotal(page, 'Traffic Signs', TABLE, danger.meta.totalItems);
      expect(await rows(page, TABLE).locator('td:nth-child(6)').allTextContents()).toEqual(
        danger.items.map(() => 'Danger'),
      );
      const sign = danger.items[0];
      if (!sign) throw new Error('no danger sign');
      await rows(page, TABLE)
        .first()
        .getByRole('link', { name: `View ${sign.title}` })
        .click();
      await page.waitForURL((u) => u.pathname === `/learning-driving/traffic-signs/view/${sign.slug}`);
      await heading(page).filter({ hasText: sign.title }).waitFor();
      await screenshot(page, 'traffic-sign-view');
      await page.getByRole('link', { name: 'Back to Traffic Signs' }).click();
      await page.waitForURL((u) => u.searchParams.get('type') === 'DANGER');

      await page.goto(url('/learning-driving/traffic-signs/view/no-such-sign'));
      await page
        .getByText(/not found/i)
        .first()
        .waitFor();
    });

    it('creates a sign whose address is made from its title, previews, edits and deletes it', async () => {
      await page.goto(url('/learning-driving/traffic-signs/create'));
      await heading(page).filter({ hasText: 'Create Traffic Sign' }).waitFor();
      await page.locator('#ts-title').fill('Đường đèo thử nghiệm');
      await page.locator('#ts-symbol').fill('W.299');
      await page.locator('#ts-type').selectOption('DANGER');
      await page.locator('#ts-content').fill('Biển thử của bài kiểm tra.');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL((u) => u.pathname === '/learning-driving/traffic-signs');

      await page.goto(url('/learning-driving/traffic-signs/view/duong-deo-thu-nghiem'));
      await heading(page).filter({ hasText: 'Đường đèo thử nghiệm' }).waitFor();
      const sent = await mutationsDuring(page, async () => {
        await page.getByRole('button', { name: 'Preview as learner' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('What is sign W.299 called?').waitFor();
        await dialog.getByLabel(/Đường đèo thử nghiệm/).check();
        await dialog.getByRole('button', { name: 'Check answer' }).click();
        await dialog.getByRole('status').filter({ hasText: 'Correct!' }).waitFor();
        await screenshot(page, 'traffic-sign-preview');
        await page.keyboard.press('Escape');
      });
      expect(sent).toEqual([]);

      await page.getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL(
        (u) => u.pathname === '/learning-driving/traffic-signs/edit/duong-deo-thu-nghiem',
      );
      await page.locator('#ts-title').fill('Đèo dốc thử nghiệm');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((u) => u.pathname === '/learning-driving/traffic-signs');
      await page.goto(url('/learning-driving/traffic-signs/view/deo-doc-thu-nghiem'));
      await heading(page).filter({ hasText: 'Đèo dốc thử nghiệm' }).waitFor();

      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByText(ARE_YOU_SURE).waitFor();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL((u) => u.pathname === '/learning-driving/traffic-signs');
      expect((await signs(page, { keyword: 'W.299' })).meta.totalItems).toBe(0);
      expect(await errors(page).count()).toBe(0);
    });
  });
});
