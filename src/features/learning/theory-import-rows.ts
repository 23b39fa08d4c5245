import { previewSheet, type BulkMode, type Preview } from '@/components/bulk/preview';
import type { AdminBulkQuestionRowInput, QuestionTheoryType } from '@/gql/graphql';
import { cellNumber, cellText } from '@/lib/xlsx/cell-values';
import type { RawCell, SheetRow } from '@/lib/xlsx/read-rows';
import {
  ANSWER_TYPE_LABELS,
  ANSWER_TYPES,
  ANSWERS_MAX,
  THEORY_TYPE_LABELS,
  THEORY_TYPES,
  noTakenMessage,
} from '@/rules/learning';
import { noRepeatedMessage, theoryBulkRowSchema } from '@/rules/learning-bulk';

/**
 * The theory question sheet (docs/learning.md#bulk-import): one question per row, its answers across
 * columns G to N, the correct ones named by their answer number in column E.
 */
export const THEORY_COLUMNS = {
  no: 0,
  content: 1,
  types: 2,
  answerType: 3,
  correct: 4,
  explanation: 5,
  firstAnswer: 6,
} as const;

export const THEORY_HEADER = [
  'Number',
  'Content',
  'Types (separate with ;)',
  'Answer type (Select one / Select multiple)',
  'Correct answers (answer numbers, e.g. 2 or 1; 3)',
  'Explanation',
  ...Array.from({ length: ANSWERS_MAX }, (_, i) => `Answer ${String(i + 1)}`),
] as const;

const FIELD_COLUMNS: Record<string, string> = {
  no: 'Number',
  content: 'Content',
  type: 'Types',
  answerType: 'Answer type',
  explainAnswer: 'Explanation',
  answers: 'Answers',
};

export const UNKNOWN_TYPE = (text: string) =>
  `Types: "${text}" is not a question type; use ${THEORY_TYPES.map((t) => THEORY_TYPE_LABELS[t]).join(', ')}`;
export const CORRECT_FORMAT = 'Correct answers: write the numbers of the correct answers, e.g. 2 or 1; 3';
export const CORRECT_EMPTY = (n: number) => `Correct answers: answer ${String(n)} is empty`;
export const NO_CORRECT = 'Correct answers: name at least one correct answer';

export interface TheoryImportRefs {
  /** Every number the bank already has (adminListQuestionNumbers). */
  numbers: readonly number[];
}

/** Names match without regard to case, spacing, underscores or Unicode form: 'critical points' = CRITICAL_POINTS. */
const wordKey = (text: string) =>
  text
    .normalize('NFC')
    .trim()
    .replace(/[\s_]+/g, ' ')
    .toLocaleLowerCase('vi');

function lookup<T extends string>(codes: readonly T[], labels: Record<T, string>) {
  const byKey = new Map<string, T>();
  for (const code of codes) {
    byKey.set(wordKey(code), code);
    byKey.set(wordKey(labels[code]), code);
  }
  return (text: string) => byKey.get(wordKey(text));
}
const theoryType = lookup(THEORY_TYPES, THEORY_TYPE_LABELS);
const answerType = lookup(ANSWER_TYPES, ANSWER_TYPE_LABELS);

type Mapped = { reason: string } | { key: string; label: string; variables: AdminBulkQuestionRowInput };

const label = (cells: RawCell[]) => {
  const no = cellText(cells[THEORY_COLUMNS.no]);
  const content = cellText(cells[THEORY_COLUMNS.content]);
  return no ? `No. ${no}: ${content}` : content;
};

/**
 * One sheet row as adminBulkCreateQuestions' input, checked with the create rule itself
 * (theoryBulkRowSchema), or why not. Blank answer columns are left out; the answers keep their order.
 */
export function mapTheoryRow(cells: RawCell[]): Mapped {
  const answerColumns: number[] = [];
  for (let i = 0; i < ANSWERS_MAX; i++) {
    if (cellText(cells[THEORY_COLUMNS.firstAnswer + i])) answerColumns.push(i + 1);
  }

  const typeCell = cellText(cells[THEORY_COLUMNS.types]);
  const types: QuestionTheoryType[] = [];
  for (const token of typeCell
    .split(/[;,\n]/)
    .map((t) => t.trim())
    .filter(Boolean)) {
    const type = theoryType(token);
    if (!type) return { reason: UNKNOWN_TYPE(token) };
    types.push(type);
  }

  // '1; 3', '1, 3', '1 3' and the 1.3 Excel makes of '1,3' in a Vietnamese locale all name answers 1 and 3.
  const correctCell = cellText(cells[THEORY_COLUMNS.correct]);
  const correct = new Set<number>();
  for (const token of correctCell.split(/[;,.\s]+/).filter(Boolean)) {
    if (!/^\d+$/.test(token)) return { reason: CORRECT_FORMAT };
    const n = Number(token);
    if (n < 1 || n > ANSWERS_MAX) return { reason: CORRECT_FORMAT };
    if (!answerColumns.includes(n)) return { reason: CORRECT_EMPTY(n) };
    correct.add(n);
  }
  if (correct.size === 0 && answerColumns.length > 0) return { reason: NO_CORRECT };

  const no = cellNumber(cells[THEORY_COLUMNS.no]);
  const typedAnswerType = cellText(cells[THEORY_COLUMNS.answerType]);
  const input = {
    no: no ?? undefined,
    content: cellText(cells[THEORY_COLUMNS.content]),
    type: types,
    // A word the sheet does not know goes to the rule as typed, which refuses it with the form's message.
    answerType: answerType(typedAnswerType) ?? typedAnswerType,
    explainAnswer: cellText(cells[THEORY_COLUMNS.explanation]) || null,
    answers: answerColumns.map((column, i) => ({
      no: i + 1,
      content: cellText(cells[THEORY_COLUMNS.firstAnswer + column - 1]),
      correctAnswer: correct.has(column),
    })),
  };
  const parsed = theoryBulkRowSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path ?? [];
    const at = path[1];
    // An answer's own problem names its column's answer number, as the admin typed it.
    const column =
      path[0] === 'answers' && typeof at === 'number'
        ? `Answer ${String(answerColumns[at] ?? at + 1)}`
        : FIELD_COLUMNS[String(path[0] ?? '')];
    const message = issue?.message ?? 'Invalid row';
    return { reason: column ? `${column}: ${message}` : message };
  }
  const q = parsed.data;
  return {
    key: String(q.no),
    label: `No. ${String(q.no)}: ${q.content}`,
    variables: {
      no: q.no,
      content: q.content,
      type: q.type,
      answerType: q.answerType,
      explainAnswer: q.explainAnswer,
      answers: q.answers.map((a) => ({ no: a.no, content: a.content, correctAnswer: a.correctAnswer })),
    },
  };
}

/**
 * The dry run of a theory question sheet: each row through the create rule, its number against the bank
 * and the rows above it. The sheet only adds questions: an existing number is refused, never edited.
 */
export function previewTheoryQuestions(
  rows: readonly SheetRow[],
  mode: BulkMode,
  refs: TheoryImportRefs,
): Preview<AdminBulkQuestionRowInput> {
  return previewSheet<{ id: string }, AdminBulkQuestionRowInput>(rows, mode, {
    template: THEORY_HEADER,
    textColumns: [
      THEORY_COLUMNS.content,
      THEORY_COLUMNS.types,
      THEORY_COLUMNS.answerType,
      THEORY_COLUMNS.correct,
      THEORY_COLUMNS.explanation,
      ...Array.from({ length: ANSWERS_MAX }, (_, i) => THEORY_COLUMNS.firstAnswer + i),
    ],
    label,
    add: mapTheoryRow,
    savedKeys: refs.numbers.map(String),
    // A number taken by another question is a clash to fix, not the same question again.
    keyIsRecord: false,
    keySaved: (key) => noTakenMessage(Number(key)),
    keyEarlier: (rowNumber, key) => noRepeatedMessage(Number(key), rowNumber),
    records: [],
    noId: 'Theory questions are only added from a spreadsheet',
    unknownId: 'Theory questions are only added from a spreadsheet',
    update: () => ({ reason: 'Theory questions are only added from a spreadsheet' }),
  });
}
