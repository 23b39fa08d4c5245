import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER_DUPLICATE_MESSAGE,
  ANSWERS_MIN_MESSAGE,
  SELECT_MULTIPLE_MESSAGE,
  SELECT_ONE_MESSAGE,
  TYPES_MESSAGE,
  noTakenMessage,
} from '../../src/rules/learning';
import { BULK_ROWS_MESSAGE, MAX_BULK_ROWS, noRepeatedInRowsMessage } from '../../src/rules/learning-bulk';
import { DATABASES, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

// adminBulkCreateQuestions (issue 14 §3's import in batches, `# not named in SPEC`) and the numbers the
// dry run reads: the create rule per row, numbers against the bank and the other rows, one transaction
// per operation with an audit row per question, the row cap and the guard.

const BULK = `mutation ($rows: [AdminBulkQuestionRowInput!]!) {
  adminBulkCreateQuestions(rows: $rows) { row ok id error field } }`;
const NUMBERS = '{ adminListQuestionNumbers }';
const DETAIL = `query ($no: Int!) { adminGetQuestionDetail(no: $no) {
  id no content explainAnswer isActive images type answerType answers { no parentNo content correctAnswer } } }`;

interface RowResult {
  row: number;
  ok: boolean;
  id: string | null;
  error: string | null;
  field: string | null;
}

const answers = (...list: [string, boolean][]) =>
  list.map(([content, correctAnswer], i) => ({ no: i + 1, content, correctAnswer }));
const row = (no: number, over: Record<string, unknown> = {}) => ({
  no,
  content: `Câu hỏi số ${String(no)}: khi nào phải giảm tốc độ?`,
  explainAnswer: 'Khi có báo hiệu nguy hiểm.',
  type: ['DRIVING_TECHNIQUE'],
  answerType: 'SELECT_ONE',
  answers: answers(['Khi có báo hiệu nguy hiểm.', true], ['Khi đường vắng.', false]),
  ...over,
});

describe.each(DATABASES)('theory question bulk import on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine, { seedDemo: false });
    token = await t.login();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const gql = (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { token });
  const bulk = async (rows: unknown[]) => {
    const res = await gql(BULK, { rows });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.adminBulkCreateQuestions as RowResult[];
  };
  const numbers = async () => (await gql(NUMBERS)).body.data?.adminListQuestionNumbers as number[];
  const count = async (table: string, where = 'true') =>
    Number(
      (
        await sqlRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`))
      )[0]?.n,
    );

  it('creates every row, with its answers, chapters and one audit row each; the numbers list shows them', async () => {
    const results = await bulk([
      row(101),
      row(102, {
        type: ['TRAFFIC_SIGNS', 'CRITICAL_POINTS'],
        answerType: 'SELECT_MULTIPLE',
        answers: answers(['Một', true], ['Hai', true], ['Ba', false]),
        explainAnswer: null,
      }),
    ]);
    expect(results.map((r) => [r.row, r.ok, r.error])).toEqual([
      [0, true, null],
      [1, true, null],
    ]);
    expect(await numbers()).toEqual([101, 102]);
    const detail = (await gql(DETAIL, { no: 102 })).body.data?.adminGetQuestionDetail;
    expect(detail).toMatchObject({
      id: results[1]?.id,
      isActive: true,
      images: [],
      explainAnswer: null,
      type: ['CRITICAL_POINTS', 'TRAFFIC_SIGNS'],
      answerType: 'SELECT_MULTIPLE',
      answers: [
        { no: 1, parentNo: 102, content: 'Một', correctAnswer: true },
        { no: 2, parentNo: 102, content: 'Hai', correctAnswer: true },
        { no: 3, parentNo: 102, content: 'Ba', correctAnswer: false },
      ],
    });
    const audits = await sqlRows<{
      action: string;
      entity_id: string;
      after: { no: number; answers: unknown[] };
    }>(
      t.db,
      sql`select action, entity_id, after from audit_logs where entity = 'question_theory' order by created_at`,
    );
    expect(audits.map((a) => [a.action, a.entity_id, a.after.no, a.after.answers.length])).toEqual([
      ['question_theory.create', results[0]?.id, 101, 2],
      ['question_theory.create', results[1]?.id, 102, 3],
    ]);
  });

  it('refuses each bad row with the create rule message and field, and saves the others', async () => {
    const results = await bulk([
      row(201, { answers: answers(['A', true], ['B', true]) }),
      row(202),
      row(203, { answerType: 'SELECT_MULTIPLE', answers: answers(['A', false], ['B', false]) }),
      row(204, { answers: answers(['A', true]) }),
      row(205, { answers: answers(['Giống', true], [' giống ', false]) }),
      row(206, { type: [] }),
      row(0),
    ]);
    expect(results.map((r) => [r.row, r.ok, r.error, r.field])).toEqual([
      [0, false, SELECT_ONE_MESSAGE, 'answers'],
      [1, true, null, null],
      [2, false, SELECT_MULTIPLE_MESSAGE, 'answers'],
      [3, false, ANSWERS_MIN_MESSAGE, 'answers'],
      [4, false, ANSWER_DUPLICATE_MESSAGE, 'answers.1.content'],
      [5, false, TYPES_MESSAGE, 'type'],
      [6, false, results[6]?.error, 'no'],
    ]);
    expect(results[6]?.error).toMatch(/question number/i);
    expect(await numbers()).toEqual([101, 102, 202]);
    expect(await count('question_theory_answers', 'parent_no between 200 and 299')).toBe(2);
  });

  it('refuses a number the bank has and a number repeated in the rows, keeping the first', async () => {
    const results = await bulk([row(101), row(301), row(301, { content: 'Trùng số' }), row(302)]);
    expect(results.map((r) => [r.ok, r.error, r.field])).toEqual([
      [false, noTakenMessage(101), 'no'],
      [true, null, null],
      [false, noRepeatedInRowsMessage(301), 'no'],
      [true, null, null],
    ]);
    const first = (await gql(DETAIL, { no: 301 })).body.data?.adminGetQuestionDetail as { content: string };
    expect(first.content).toBe('Câu hỏi số 301: khi nào phải giảm tốc độ?');
    // The one saved before is untouched.
    expect(await count('question_theories', 'no = 101')).toBe(1);
    expect(await count('audit_logs', `entity = 'question_theory'`)).toBe(2 + 1 + 2);
  });

  it('refuses pictures: a spreadsheet row carries none, and the input type has no field for them', async () => {
    const res = await gql(BULK, {
      rows: [{ ...row(401), images: ['00000000-0000-4000-8000-000000000001'] }],
    });
    // Refused by GraphQL's own variable check, before any resolver runs.
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0]?.message).toMatch(/"images" is not defined/);
    expect(await count('question_theories', 'no = 401')).toBe(0);
  });

  it(`refuses more than ${String(MAX_BULK_ROWS)} rows as a whole, writing nothing`, async () => {
    const rows = Array.from({ length: MAX_BULK_ROWS + 1 }, (_, i) => row(1000 + i));
    const res = await gql(BULK, { rows });
    expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors?.[0]?.message).toBe(BULK_ROWS_MESSAGE);
    expect(res.body.errors?.[0]?.extensions?.field).toBe('rows');
    expect(await count('question_theories', 'no >= 1000')).toBe(0);
    // Exactly the cap goes through.
    const ok = await bulk(rows.slice(0, MAX_BULK_ROWS));
    expect(ok.every((r) => r.ok)).toBe(true);
    expect(await count('question_theories', 'no >= 1000')).toBe(MAX_BULK_ROWS);
  });

  it('refuses both operations without an admin token, writing nothing', async () => {
    const before = await count('question_theories');
    for (const [query, variables] of [
      [BULK, { rows: [row(501)] }],
      [NUMBERS, {}],
    ] as const) {
      const res = await t.gql(query, variables);
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
    }
    expect(await count('question_theories')).toBe(before);
  });
});
