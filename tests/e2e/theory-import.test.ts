import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read, utils, write } from 'xlsx';
import { SELECT_ONE_MESSAGE } from '../../src/rules/learning';
import { browserAvailable, launchBrowser, newPage, screenshot, signIn, url } from './harness';
import { api } from './page-api';
import { withDocuments } from './sent-documents';

// Issue 14 §3: the theory question bank from a spreadsheet — template, dry run in a worker with per-row
// errors and a rejected-rows file, Cancel writes nothing, then the import in batches.

const dir = mkdtempSync(path.join(tmpdir(), 'kar-theory-import-e2e-'));

function xlsxFile(name: string, rows: unknown[][]): string {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  const file = path.join(dir, name);
  writeFileSync(file, new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer));
  return file;
}

const numbers = (page: Page) =>
  api<{ adminListQuestionNumbers: number[] }>(page, '{ adminListQuestionNumbers }').then(
    (d) => d.adminListQuestionNumbers,
  );

/** GraphQL mutations the page sends while `run` runs. */
async function mutationsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const listen = (request: { url: () => string; postData: () => string | null }) => {
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

describe.skipIf(!browserAvailable)('Theory question bulk import (issue 14 §3)', () => {
  let browser: Browser;
  let page: Page;
  // Numbers no demo question and no other run uses.
  const base = 90_000 + Math.floor(Math.random() * 9_000);
  const header = [
    'Number',
    'Content',
    'Types',
    'Answer type',
    'Correct answers',
    'Explanation',
    'Answer 1',
    'Answer 2',
    'Answer 3',
  ];
  let file = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signIn(page);
    file = xlsxFile('theory-questions.xlsx', [
      header,
      [
        base,
        `E2E import ${String(base)} speed limit`,
        'Rule concepts',
        'Select one',
        2,
        'Signs say so.',
        '40 km/h',
        '50 km/h',
        '60 km/h',
      ],
      [
        base + 1,
        `E2E import ${String(base + 1)} two correct`,
        'Driving technique',
        'Select one',
        '1; 3',
        null,
        'Brake',
        'Horn',
        'Slow down',
      ],
      [
        base + 2,
        `E2E import ${String(base + 2)} overtaking`,
        'Critical points; Rule concepts',
        'Select multiple',
        '1, 2',
        'Both.',
        'Look',
        'Signal',
        'Speed up',
      ],
      [1, 'E2E import number already used', 'Rule concepts', 'Select one', 1, null, 'Yes', 'No'],
    ]);
  });
  afterAll(async () => {
    await browser.close();
  });

  const openDialog = async () => {
    await page.goto(url('/learning-driving/question-theory'));
    await page.getByRole('button', { name: 'Import from Excel' }).click();
    return page.getByRole('dialog', { name: 'Import theory questions' });
  };

  it('downloads the template: the header of the documented layout', async () => {
    const dialog = await openDialog();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download template' }).click();
    const saved = await (await download).path();
    expect((await download).suggestedFilename()).toBe('Theory question template.xlsx');
    const book = read(readFileSync(saved));
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('the template has no sheet');
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(0, 7)).toEqual([
      'Number',
      'Content',
      'Types (separate with ;)',
      'Answer type (Select one / Select multiple)',
      'Correct answers (answer numbers, e.g. 2 or 1; 3)',
      'Explanation',
      'Answer 1',
    ]);
    expect(rows[0]?.at(-1)).toBe('Answer 8');
    await page.keyboard.press('Escape');
  });

  it('dry-runs a file with a bad row: per-row errors, a rejected-rows file, and Cancel writes nothing', async () => {
    const before = await numbers(page);
    const dialog = await openDialog();
    const sent = await mutationsDuring(page, async () => {
      await dialog.getByLabel('Upload file').setInputFiles(file);
      await dialog.getByText('theory-questions.xlsx').waitFor();
      await dialog.getByRole('button', { name: 'Check file' }).click();
      const summary = dialog.getByLabel('Dry run summary');
      await summary.getByText('To create: 2').waitFor();
      await summary.getByText('To skip: 2').waitFor();
      // No update mode for questions: the summary does not offer one.
      expect(await summary.getByText(/To update/).count()).toBe(0);
      const list = dialog.getByLabel('Dry run rows');
      await list.getByText(`Answers: ${SELECT_ONE_MESSAGE}`).waitFor();
      await list.getByText('Question number 1 is already used').waitFor();
      await list.getByText(`No. ${String(base + 1)}: E2E import ${String(base + 1)} two correct`).waitFor();
      await screenshot(page, 'theory-import-dry-run');

      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: /Download rejected rows \(2\)/ }).click();
      expect((await download).suggestedFilename()).toBe('Theory question rejected rows.xlsx');
      const book = read(readFileSync(await (await download).path()));
      const sheet = book.Sheets[book.SheetNames[0] ?? ''];
      if (!sheet) throw new Error('the rejected-rows file has no sheet');
      const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
      expect(rows[0]?.at(-1)).toBe('Reason');
      expect(rows.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
        [base + 1, `Row 3: Answers: ${SELECT_ONE_MESSAGE}`],
        [1, 'Row 5: Question number 1 is already used'],
      ]);

      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.getByLabel('Dry run summary').count()).toBe(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    });
    expect(sent).toEqual([]);
    expect(await numbers(page)).toEqual(before);
  });

  it('imports the good rows in batches and the list shows them', async () => {
    const dialog = await openDialog();
    await dialog.getByLabel('Upload file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByLabel('Dry run summary').getByText('To create: 2').waitFor();
    const sent = await mutationsDuring(page, async () => {
      await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
      await dialog.getByText('Saved 2 of 2 rows').waitFor({ timeout: 20_000 });
    });
    // The bell's report of the import goes alongside (docs/background-work.md); the rows go only in batches.
    const rows = sent.filter((body) => !body.includes('BackgroundTask'));
    expect(rows.every((body) => body.includes('AdminBulkCreateQuestions'))).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    const after = await numbers(page);
    expect(after).toContain(base);
    expect(after).toContain(base + 2);
    expect(after).not.toContain(base + 1);

    const detail = await api<{
      adminGetQuestionDetail: {
        type: string[];
        answerType: string;
        answers: { content: string; correctAnswer: boolean }[];
      };
    }>(
      page,
      'query ($no: Int!) { adminGetQuestionDetail(no: $no) { type answerType answers { content correctAnswer } } }',
      {
        no: base + 2,
      },
    );
    expect(detail.adminGetQuestionDetail).toEqual({
      type: ['CRITICAL_POINTS', 'RULE_CONCEPTS'],
      answerType: 'SELECT_MULTIPLE',
      answers: [
        { content: 'Look', correctAnswer: true },
        { content: 'Signal', correctAnswer: true },
        { content: 'Speed up', correctAnswer: false },
      ],
    });
    await page.keyboard.press('Escape');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill(String(base));
    await box.press('Enter');
    await page
      .getByText(`E2E import ${String(base)} speed limit`)
      .first()
      .waitFor();
  });
  it('Stop sends no further batch: the batches already sent are saved, the rest go to the rejected-rows file', async () => {
    const stopNos = Array.from({ length: 12 }, (_, i) => base + 10 + i);
    const stopFile = xlsxFile('theory-stop.xlsx', [
      header,
      ...stopNos.map((no) => [
        no,
        `E2E stop ${String(no)}`,
        'Road layout',
        'Select one',
        1,
        null,
        'Yes',
        'No',
      ]),
    ]);
    const dialog = await openDialog();
    await dialog.getByLabel('Upload file').setInputFiles(stopFile);
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByLabel('Dry run summary').getByText('To create: 12').waitFor();
    // 12 rows go one to an operation, 5 operations per request, two requests in flight: rows 1–10 leave
    // at once, rows 11–12 wait for an answer. The answers are held back until Stop has been pressed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let requests = 0;
    await page.route('**/graphql', async (route) => {
      if (withDocuments(route.request().postData()).includes('AdminBulkCreateQuestions')) {
        requests += 1;
        await held;
      }
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Import 12 rows' }).click();
    await expect.poll(() => requests).toBe(2);
    // The dialog cannot be closed while rows are being sent: its close button goes (the requests may leave
    // before the dialog hears the panel is busy, so the test waits for what the admin sees), and Escape
    // leaves it open.
    await expect.poll(() => dialog.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Stop' }).click();
    release();
    await dialog.getByText('Saved 10 of 12 rows; stopped, 2 rows not sent.').waitFor({ timeout: 20_000 });
    await page.unroute('**/graphql');
    expect(requests).toBe(2);
    await screenshot(page, 'theory-import-stopped');
    const saved = (await numbers(page)).filter((no) => stopNos.includes(no));
    expect(saved).toEqual(stopNos.slice(0, 10));

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: /Download rejected rows \(2\)/ }).click();
    const book = read(readFileSync(await (await download).path()));
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('the rejected-rows file has no sheet');
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      [stopNos[10], 'Row 12: Not sent: the import was stopped; import this row again'],
      [stopNos[11], 'Row 13: Not sent: the import was stopped; import this row again'],
    ]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
