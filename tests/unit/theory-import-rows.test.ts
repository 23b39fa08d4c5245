import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import {
  CORRECT_EMPTY,
  CORRECT_FORMAT,
  mapTheoryRow,
  NO_CORRECT,
  previewTheoryQuestions,
  THEORY_HEADER,
  UNKNOWN_TYPE,
} from '../../src/features/learning/theory-import-rows';
import { theoryTemplateSheet } from '../../src/features/learning/theory-import-writes';
import type { RawCell, SheetRow } from '../../src/lib/xlsx/read-rows';
import { buildWorkbook } from '../../src/lib/xlsx/workbook';
import {
  ANSWER_DUPLICATE_MESSAGE,
  ANSWER_TYPE_MESSAGE,
  ANSWERS_MIN_MESSAGE,
  NO_MESSAGE,
  SELECT_ONE_MESSAGE,
  TYPES_MESSAGE,
  learningRequired,
  noTakenMessage,
} from '../../src/rules/learning';
import { noRepeatedMessage } from '../../src/rules/learning-bulk';

// A row in the template's layout: Number, Content, Types, Answer type, Correct answers, Explanation, Answer 1…
const row = (...cells: RawCell[]): RawCell[] => cells;
const good = () => row(7, 'Speed in town?', 'Rule concepts', 'Select one', 2, 'Sign P.127', '40', '50', '60');
const reason = (cells: RawCell[]) => {
  const r = mapTheoryRow(cells);
  return 'reason' in r ? r.reason : null;
};
const sheet = (...rows: RawCell[][]): SheetRow[] =>
  [[...THEORY_HEADER] as RawCell[], ...rows].map((cells, i) => ({ rowNumber: i + 1, cells }));

describe('theory question row mapper', () => {
  it('maps a row to adminBulkCreateQuestions input: labels or API names, answers in order, the correct one marked', () => {
    expect(mapTheoryRow(good())).toEqual({
      key: '7',
      label: 'No. 7: Speed in town?',
      variables: {
        no: 7,
        content: 'Speed in town?',
        type: ['RULE_CONCEPTS'],
        answerType: 'SELECT_ONE',
        explainAnswer: 'Sign P.127',
        answers: [
          { no: 1, content: '40', correctAnswer: false },
          { no: 2, content: '50', correctAnswer: true },
          { no: 3, content: '60', correctAnswer: false },
        ],
      },
    });
    const multi = mapTheoryRow(
      row(
        '12',
        'Before overtaking?',
        'CRITICAL_POINTS; driving technique',
        'select_multiple',
        '1; 3',
        null,
        'Look',
        'Speed up',
        'Signal',
      ),
    );
    expect('variables' in multi && multi.variables).toMatchObject({
      no: 12,
      // Stored in the enumeration's order, whatever order the cell names them in.
      type: ['CRITICAL_POINTS', 'DRIVING_TECHNIQUE'],
      answerType: 'SELECT_MULTIPLE',
      explainAnswer: null,
      answers: [
        { content: 'Look', correctAnswer: true },
        { content: 'Speed up', correctAnswer: false },
        { content: 'Signal', correctAnswer: true },
      ],
    });
  });

  it('reads "1,3" that Excel turned into the number 1.3, and skips blank answer columns', () => {
    const r = mapTheoryRow(row(3, 'Q', 'Road layout', 'Select multiple', 1.3, null, 'A', null, 'C'));
    expect('variables' in r && r.variables.answers).toEqual([
      { no: 1, content: 'A', correctAnswer: true },
      { no: 2, content: 'C', correctAnswer: true },
    ]);
  });

  it('refuses with the create rule messages, naming the column', () => {
    expect(reason(row(7, 'Q', 'Rule concepts', 'Select one', '1; 2', null, 'A', 'B'))).toBe(
      `Answers: ${SELECT_ONE_MESSAGE}`,
    );
    expect(reason(row(7, 'Q', 'Rule concepts', 'Select one', 1, null, 'A'))).toBe(
      `Answers: ${ANSWERS_MIN_MESSAGE}`,
    );
    expect(reason(row(7, 'Q', 'Rule concepts', 'Select one', 1, null, 'Same', ' same '))).toBe(
      `Answer 2: ${ANSWER_DUPLICATE_MESSAGE}`,
    );
    expect(reason(row(7, 'Q', '', 'Select one', 1, null, 'A', 'B'))).toBe(`Types: ${TYPES_MESSAGE}`);
    expect(reason(row(7, 'Q', 'Rule concepts', 'Pick some', 1, null, 'A', 'B'))).toBe(
      `Answer type: ${ANSWER_TYPE_MESSAGE}`,
    );
    expect(reason(row(7, '', 'Rule concepts', 'Select one', 1, null, 'A', 'B'))).toBe(
      `Content: ${learningRequired('Content')}`,
    );
    expect(reason(row(null, 'Q', 'Rule concepts', 'Select one', 1, null, 'A', 'B'))).toBe(
      `Number: ${learningRequired('Number')}`,
    );
    expect(reason(row('7a', 'Q', 'Rule concepts', 'Select one', 1, null, 'A', 'B'))).toBe(
      `Number: ${NO_MESSAGE}`,
    );
    expect(reason(row(2.5, 'Q', 'Rule concepts', 'Select one', 1, null, 'A', 'B'))).toBe(
      `Number: ${NO_MESSAGE}`,
    );
    expect(reason(row(7, 'Q', 'Rules', 'Select one', 1, null, 'A', 'B'))).toBe(UNKNOWN_TYPE('Rules'));
    expect(reason(row(7, 'Q', 'Rule concepts', 'Select one', 'first', null, 'A', 'B'))).toBe(CORRECT_FORMAT);
    expect(reason(row(7, 'Q', 'Rule concepts', 'Select one', 9, null, 'A', 'B'))).toBe(CORRECT_FORMAT);
    expect(reason(row(7, 'Q', 'Rule concepts', 'Select one', 3, null, 'A', 'B'))).toBe(CORRECT_EMPTY(3));
    expect(reason(row(7, 'Q', 'Rule concepts', 'Select one', null, null, 'A', 'B'))).toBe(NO_CORRECT);
  });

  it('dry run: numbers against the bank and the rows above, formulas refused, every row judged', () => {
    const preview = previewTheoryQuestions(
      sheet(
        good(),
        row(8, 'Other', 'Rule concepts', 'Select one', 1, null, 'A', 'B'),
        row(7, 'Again', 'Rule concepts', 'Select one', 1, null, 'A', 'B'),
        row(1, 'Taken', 'Rule concepts', 'Select one', 1, null, 'A', 'B'),
        row(9, '=HYPERLINK("x")', 'Rule concepts', 'Select one', 1, null, 'A', 'B'),
        row(10, 'Bad', 'Rule concepts', 'Select one', '1;2', null, 'A', 'B'),
      ),
      'add',
      { numbers: [1, 2, 3] },
    );
    expect(preview.counts).toEqual({ create: 2, update: 0, skip: 4 });
    expect(preview.rows.map((r) => [r.rowNumber, r.action, r.reason])).toEqual([
      [2, 'create', null],
      [3, 'create', null],
      [4, 'skip', noRepeatedMessage(7, 2)],
      [5, 'skip', noTakenMessage(1)],
      [6, 'skip', 'Formulas are not accepted; type the value itself'],
      [7, 'skip', `Answers: ${SELECT_ONE_MESSAGE}`],
    ]);
    expect(preview.rows[0]?.variables?.no).toBe(7);
    expect(preview.rows[3]?.variables).toBeNull();
  });

  it('the template is the documented header alone, and reads back as an empty dry run', () => {
    const book = read(buildWorkbook(theoryTemplateSheet()));
    const ws = book.Sheets[book.SheetNames[0] ?? ''];
    if (!ws) throw new Error('no sheet');
    const rows = utils.sheet_to_json<unknown[]>(ws, { header: 1 });
    expect(rows).toEqual([[...THEORY_HEADER]]);
    expect(THEORY_HEADER).toHaveLength(14);
    expect(previewTheoryQuestions(sheet(), 'add', { numbers: [] }).counts).toEqual({
      create: 0,
      update: 0,
      skip: 0,
    });
  });
});
