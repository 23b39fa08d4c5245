import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../server/db/schema';
import {
  ANSWER_DUPLICATE_MESSAGE,
  ANSWERS_MIN_MESSAGE,
  IMAGE_UNKNOWN_MESSAGE,
  KEYWORD_MESSAGE,
  noTakenMessage,
  QUESTION_NO_MESSAGE,
  SELECT_MULTIPLE_MESSAGE,
  SELECT_ONE_MESSAGE,
  SIGN_ID_MESSAGE,
  SIGN_TYPES,
  THEORY_TYPES,
  TYPES_MESSAGE,
  learningRequired,
} from '../../src/rules/learning';
import { DATABASES, DUMMY_UUID, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

const META = `meta { itemCount totalItems itemsPerPage totalPages currentPage next previous }`;
const QUESTION_FIELDS = `id no content explainAnswer images imageExplainAnswer isActive type answerType
  answers { id no parentNo questionId content correctAnswer }
  imageDetail { id filePathOriginal } imageExplainAnswerDetail { id }`;
const QUESTIONS = `query ($skip: Int, $take: Int, $keyword: String, $type: QuestionTheoryType) {
  adminListQuestion(skip: $skip, take: $take, keyword: $keyword, type: $type) { ${META} items { ${QUESTION_FIELDS} } } }`;
const QUESTION = `query ($no: Int!) { adminGetQuestionDetail(no: $no) { ${QUESTION_FIELDS} } }`;
const CREATE_Q = `mutation ($input: AdminQuestionTheoryInput!) { adminCreateQuestion(input: $input) { ${QUESTION_FIELDS} } }`;
const EDIT_Q = `mutation ($no: Int!, $input: AdminQuestionTheoryInput!) { adminEditQuestion(no: $no, input: $input) { ${QUESTION_FIELDS} } }`;
const DELETE_Q = `mutation ($id: ID!) { adminDeleteQuestion(id: $id) }`;
const SIGN_FIELDS = `id title slug symbol content type images createdAt updatedAt medias { id filePathOriginal mimeType }`;
const SIGNS = `query ($skip: Int, $take: Int, $keyword: String, $type: TrafficSignType) {
  adminGetListTrafficSigns(skip: $skip, take: $take, keyword: $keyword, type: $type) { ${META} items { ${SIGN_FIELDS} } } }`;
const SIGN = `query ($slug: String!) { adminGetTrafficSignDetail(slug: $slug) { ${SIGN_FIELDS} } }`;
const CREATE_S = `mutation ($input: AdminTrafficSignInput!) { adminCreateTrafficSigns(input: $input) { ${SIGN_FIELDS} } }`;
const EDIT_S = `mutation ($id: ID!, $input: AdminTrafficSignInput!) { adminEditTrafficSigns(id: $id, input: $input) { ${SIGN_FIELDS} } }`;
const DELETE_S = `mutation ($id: ID!) { adminDeleteTrafficSigns(id: $id) }`;

interface Answer {
  id: string;
  no: number;
  parentNo: number | null;
  questionId: string;
  content: string;
  correctAnswer: boolean;
}
interface Question {
  id: string;
  no: number;
  content: string;
  explainAnswer: string | null;
  images: string[];
  imageExplainAnswer: string[];
  isActive: boolean;
  type: string[];
  answerType: string;
  answers: Answer[];
  imageDetail: { id: string; filePathOriginal: string }[];
  imageExplainAnswerDetail: { id: string }[];
}
interface Sign {
  id: string;
  title: string;
  slug: string;
  symbol: string;
  content: string | null;
  type: string;
  images: string[];
  medias: { id: string; filePathOriginal: string; mimeType: string }[];
}
interface Page<T> {
  meta: {
    itemCount: number;
    totalItems: number;
    totalPages: number;
    currentPage: number;
    next: number | null;
  };
  items: T[];
}

const answers = (...list: [string, boolean][]) =>
  list.map(([content, correctAnswer], i) => ({ no: i + 1, content, correctAnswer }));

const question = (over: Record<string, unknown> = {}) => ({
  content: 'Khi nào người lái xe phải giảm tốc độ?',
  no: 9001,
  explainAnswer: 'Giảm tốc độ khi có báo hiệu nguy hiểm.',
  type: ['DRIVING_TECHNIQUE'],
  answerType: 'SELECT_ONE',
  answers: answers(['Khi có báo hiệu nguy hiểm.', true], ['Khi đường vắng.', false]),
  ...over,
});

describe.each(DATABASES)('theory questions and traffic signs on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const gql = (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { token });
  async function ok<T>(query: string, variables: Record<string, unknown>, field: string): Promise<T> {
    const res = await gql(query, variables);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.[field] as T;
  }
  async function refused(query: string, variables: Record<string, unknown>) {
    const res = await gql(query, variables);
    expect(errorCodes(res.body), JSON.stringify(res.body)).toHaveLength(1);
    const error = res.body.errors?.[0];
    return { code: error?.extensions?.code, message: error?.message, field: error?.extensions?.field };
  }
  const countOf = async (table: string, where = 'true') =>
    Number(
      (
        await sqlRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`))
      )[0]?.n,
    );
  const auditsOf = (id: string) =>
    sqlRows<{ action: string; before: unknown; after: unknown }>(
      t.db,
      sql`select action, before, after from audit_logs where entity_id = ${id} order by created_at, action`,
    );
  const newImage = async (mimeType = 'image/png', isDeleted = false) => {
    const [row] = await t.db
      .insert(media)
      .values({
        fileName: 'x.png',
        filePathOriginal: `/media/${crypto.randomUUID()}.png`,
        mimeType,
        isDeleted,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    return row.id;
  };

  describe('demo data', () => {
    it('holds at least 120 theory questions over all eight types, each keyed by its answer type', async () => {
      const all = await ok<Page<Question>>(QUESTIONS, { skip: 1, take: 1000 }, 'adminListQuestion');
      expect(all.meta.totalItems).toBeGreaterThanOrEqual(120);
      expect(new Set(all.items.flatMap((q) => q.type))).toEqual(new Set(THEORY_TYPES));
      for (const q of all.items) {
        const correct = q.answers.filter((a) => a.correctAnswer).length;
        expect(q.answers.length, `question ${String(q.no)}`).toBeGreaterThanOrEqual(2);
        if (q.answerType === 'SELECT_ONE') expect(correct, `question ${String(q.no)}`).toBe(1);
        else expect(correct, `question ${String(q.no)}`).toBeGreaterThanOrEqual(1);
      }
      expect(all.items.some((q) => q.answerType === 'SELECT_MULTIPLE')).toBe(true);
    });

    it('holds 60 traffic signs over all seven types, each with a picture', async () => {
      const all = await ok<Page<Sign>>(SIGNS, { skip: 1, take: 1000 }, 'adminGetListTrafficSigns');
      expect(all.meta.totalItems).toBeGreaterThanOrEqual(60);
      expect(new Set(all.items.map((s) => s.type))).toEqual(new Set(SIGN_TYPES));
      expect(all.items.every((s) => s.medias[0]?.mimeType.startsWith('image/'))).toBe(true);
      expect(new Set(all.items.map((s) => s.slug)).size).toBe(all.items.length);
    });
  });

  describe('adminListQuestion', () => {
    const list = (v: Record<string, unknown>) => ok<Page<Question>>(QUESTIONS, v, 'adminListQuestion');

    it('pages the bank by number in the SPEC §3 envelope', async () => {
      const total = await countOf('question_theories');
      const first = await list({ skip: 1, take: 10 });
      expect(first.meta).toMatchObject({ itemCount: 10, totalItems: total, currentPage: 1, next: 2 });
      const nos = first.items.map((q) => q.no);
      expect(nos).toEqual([...nos].sort((a, b) => a - b));
      const second = await list({ skip: 2, take: 10 });
      expect(second.items[0]?.no).toBeGreaterThan(nos.at(-1) ?? 0);
    });

    it('filters by type, critical points included', async () => {
      const critical = await list({ skip: 1, take: 1000, type: 'CRITICAL_POINTS' });
      expect(critical.meta.totalItems).toBeGreaterThan(0);
      expect(critical.items.every((q) => q.type.includes('CRITICAL_POINTS'))).toBe(true);
      expect(critical.meta.totalItems).toBe(
        await countOf('question_theories', `'CRITICAL_POINT' = any(type)`),
      );
      const signs = await list({ skip: 1, take: 1000, type: 'TRAFFIC_SIGNS' });
      expect(signs.items.every((q) => q.type.includes('TRAFFIC_SIGNS'))).toBe(true);
    });

    it('searches the content without tone marks, and a number finds that question', async () => {
      const folded = await list({ keyword: '  vong xuyen ', take: 100 });
      expect(folded.meta.totalItems).toBeGreaterThan(0);
      expect(folded.items.every((q) => /vòng xuyến/i.test(q.content))).toBe(true);
      const byNo = await list({ keyword: '7' });
      expect(byNo.items.map((q) => q.no)).toContain(7);
      const both = await list({ keyword: 'vong xuyen', type: 'TRAFFIC_SIGNS' });
      expect(both.meta.totalItems).toBe(0);
      expect(await refused(QUESTIONS, { keyword: 'x'.repeat(101) })).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: KEYWORD_MESSAGE,
        field: 'keyword',
      });
    });
  });

  describe('theory question writes', () => {
    it('creates a question with its answers numbered in order, images checked, one audit row', async () => {
      const image = await newImage();
      const explainImage = await newImage('image/jpeg');
      const created = await ok<Question>(
        CREATE_Q,
        { input: question({ no: 9101, images: [image], imageExplainAnswer: [explainImage] }) },
        'adminCreateQuestion',
      );
      expect(created).toMatchObject({
        no: 9101,
        isActive: true,
        type: ['DRIVING_TECHNIQUE'],
        answerType: 'SELECT_ONE',
      });
      expect(created.answers.map((a) => [a.no, a.parentNo, a.correctAnswer])).toEqual([
        [1, 9101, true],
        [2, 9101, false],
      ]);
      expect(created.imageDetail.map((m) => m.id)).toEqual([image]);
      expect(created.imageExplainAnswerDetail.map((m) => m.id)).toEqual([explainImage]);
      const detail = await ok<Question>(QUESTION, { no: 9101 }, 'adminGetQuestionDetail');
      expect(detail.id).toBe(created.id);
      const audits = await auditsOf(created.id);
      expect(audits.map((a) => a.action)).toEqual(['question_theory.create']);
      expect(audits[0]?.after).toMatchObject({
        no: 9101,
        answers: [{ no: 1, correctAnswer: true }, { no: 2 }],
      });
      // The chapters follow the types.
      const [row] = await sqlRows<{ chapters: number[] }>(
        t.db,
        sql`select chapters from question_theories where id = ${created.id}`,
      );
      expect(row?.chapters).toEqual([4]);
    });

    it('SELECT_ONE: exactly one correct answer is allowed; none or two are refused', async () => {
      const two = await refused(CREATE_Q, {
        input: question({ no: 9201, answers: answers(['A', true], ['B', true], ['C', false]) }),
      });
      expect(two).toEqual({ code: 'BAD_USER_INPUT', message: SELECT_ONE_MESSAGE, field: 'answers' });
      const none = await refused(CREATE_Q, {
        input: question({ no: 9201, answers: answers(['A', false], ['B', false]) }),
      });
      expect(none.message).toBe(SELECT_ONE_MESSAGE);
      expect(await countOf('question_theories', 'no = 9201')).toBe(0);
      const one = await ok<Question>(
        CREATE_Q,
        { input: question({ no: 9201, answers: answers(['A', false], ['B', true], ['C', false]) }) },
        'adminCreateQuestion',
      );
      expect(one.answers.filter((a) => a.correctAnswer).map((a) => a.content)).toEqual(['B']);
    });

    it('SELECT_MULTIPLE: one or several correct answers are allowed; none is refused', async () => {
      const none = await refused(CREATE_Q, {
        input: question({
          no: 9301,
          answerType: 'SELECT_MULTIPLE',
          answers: answers(['A', false], ['B', false]),
        }),
      });
      expect(none).toEqual({ code: 'BAD_USER_INPUT', message: SELECT_MULTIPLE_MESSAGE, field: 'answers' });
      const several = await ok<Question>(
        CREATE_Q,
        {
          input: question({
            no: 9301,
            answerType: 'SELECT_MULTIPLE',
            answers: answers(['A', true], ['B', true], ['C', false]),
          }),
        },
        'adminCreateQuestion',
      );
      expect(several.answers.filter((a) => a.correctAnswer)).toHaveLength(2);
      const single = await ok<Question>(
        CREATE_Q,
        {
          input: question({
            no: 9302,
            answerType: 'SELECT_MULTIPLE',
            answers: answers(['A', true], ['B', false]),
          }),
        },
        'adminCreateQuestion',
      );
      expect(single.answerType).toBe('SELECT_MULTIPLE');
    });

    it('refuses fewer than two answers, two answers with the same text, and no type', async () => {
      expect(
        await refused(CREATE_Q, { input: question({ no: 9401, answers: answers(['A', true]) }) }),
      ).toEqual({
        code: 'BAD_USER_INPUT',
        message: ANSWERS_MIN_MESSAGE,
        field: 'answers',
      });
      // The same text, case and spacing aside, is the same answer.
      expect(
        await refused(CREATE_Q, {
          input: question({ no: 9401, answers: answers(['Dừng lại.', true], ['  dừng   LẠI. ', false]) }),
        }),
      ).toEqual({ code: 'BAD_USER_INPUT', message: ANSWER_DUPLICATE_MESSAGE, field: 'answers.1.content' });
      expect(await refused(CREATE_Q, { input: question({ no: 9401, type: [] }) })).toMatchObject({
        message: TYPES_MESSAGE,
        field: 'type',
      });
      expect(await refused(CREATE_Q, { input: question({ no: 9401, content: '   ' }) })).toMatchObject({
        message: learningRequired('Content'),
        field: 'content',
      });
      expect(await countOf('question_theories', 'no = 9401')).toBe(0);
      // Two different answers are fine.
      await ok(CREATE_Q, { input: question({ no: 9401 }) }, 'adminCreateQuestion');
    });

    it('refuses a number already used, on create and on edit; a free number is allowed', async () => {
      await ok(CREATE_Q, { input: question({ no: 9501 }) }, 'adminCreateQuestion');
      await ok(CREATE_Q, { input: question({ no: 9502 }) }, 'adminCreateQuestion');
      expect(await refused(CREATE_Q, { input: question({ no: 9501 }) })).toEqual({
        code: 'BAD_USER_INPUT',
        message: noTakenMessage(9501),
        field: 'no',
      });
      expect(await refused(EDIT_Q, { no: 9502, input: question({ no: 9501 }) })).toMatchObject({
        message: noTakenMessage(9501),
        field: 'no',
      });
      // Keeping its own number, or moving to a free one, is allowed.
      await ok(
        EDIT_Q,
        { no: 9502, input: question({ no: 9502, content: 'Đổi nội dung' }) },
        'adminEditQuestion',
      );
      const moved = await ok<Question>(
        EDIT_Q,
        { no: 9502, input: question({ no: 9503 }) },
        'adminEditQuestion',
      );
      expect(moved.no).toBe(9503);
      expect(moved.answers.every((a) => a.parentNo === 9503)).toBe(true);
      expect(await refused(QUESTION, { no: 9502 })).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('lets only one of two simultaneous saves take a number', async () => {
      const results = await Promise.all([
        gql(CREATE_Q, { input: question({ no: 9551, content: 'Một' }) }),
        gql(CREATE_Q, { input: question({ no: 9551, content: 'Hai' }) }),
      ]);
      const codes = results.map((r) => errorCodes(r.body)[0] ?? 'ok').sort();
      expect(codes).toEqual(['BAD_USER_INPUT', 'ok']);
      const refusedOne = results.find((r) => r.body.errors);
      expect(refusedOne?.body.errors?.[0]?.message).toBe(noTakenMessage(9551));
      expect(await countOf('question_theories', 'no = 9551')).toBe(1);
    });

    it('edits a question, replacing its answers, with one audit row holding before and after', async () => {
      const created = await ok<Question>(CREATE_Q, { input: question({ no: 9601 }) }, 'adminCreateQuestion');
      const edited = await ok<Question>(
        EDIT_Q,
        {
          no: 9601,
          input: question({
            no: 9601,
            isActive: false,
            type: ['CRITICAL_POINTS', 'RULE_CONCEPTS'],
            answerType: 'SELECT_MULTIPLE',
            answers: answers(['X', true], ['Y', true], ['Z', false]),
          }),
        },
        'adminEditQuestion',
      );
      expect(edited).toMatchObject({
        id: created.id,
        isActive: false,
        type: ['CRITICAL_POINTS', 'RULE_CONCEPTS'],
      });
      expect(edited.answers.map((a) => a.content)).toEqual(['X', 'Y', 'Z']);
      expect(await countOf('question_theory_answers', `question_id = '${created.id}'`)).toBe(3);
      const audits = await auditsOf(created.id);
      expect(audits.map((a) => a.action)).toEqual(['question_theory.create', 'question_theory.edit']);
      expect(audits[1]?.before).toMatchObject({
        isActive: true,
        answers: [{ content: 'Khi có báo hiệu nguy hiểm.' }, {}],
      });
      expect(audits[1]?.after).toMatchObject({ isActive: false, type: ['CRITICAL_POINT', 'RULE_CONCEPT'] });
    });

    it('refuses an unknown, deleted or non-image picture and writes nothing', async () => {
      const video = await newImage('video/mp4');
      const gone = await newImage('image/png', true);
      for (const id of [DUMMY_UUID, video, gone]) {
        expect(await refused(CREATE_Q, { input: question({ no: 9701, images: [id] }) })).toEqual({
          code: 'BAD_USER_INPUT',
          message: IMAGE_UNKNOWN_MESSAGE,
          field: 'images.0',
        });
      }
      expect(await countOf('question_theories', 'no = 9701')).toBe(0);
    });

    it('answers NOT_FOUND for an unknown number on detail and edit', async () => {
      expect(await refused(QUESTION, { no: 99999 })).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Theory question not found',
      });
      expect(await refused(EDIT_Q, { no: 99999, input: question({ no: 99999 }) })).toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('deletes by the number as text, its answers with it, with one audit row', async () => {
      const created = await ok<Question>(CREATE_Q, { input: question({ no: 9801 }) }, 'adminCreateQuestion');
      expect(await refused(DELETE_Q, { id: 'nine' })).toEqual({
        code: 'BAD_USER_INPUT',
        message: QUESTION_NO_MESSAGE,
        field: 'no',
      });
      expect(await refused(DELETE_Q, { id: created.id })).toMatchObject({ message: QUESTION_NO_MESSAGE });
      expect(await ok<boolean>(DELETE_Q, { id: '9801' }, 'adminDeleteQuestion')).toBe(true);
      expect(await countOf('question_theory_answers', `question_id = '${created.id}'`)).toBe(0);
      expect((await auditsOf(created.id)).map((a) => a.action)).toEqual([
        'question_theory.create',
        'question_theory.delete',
      ]);
      expect(await refused(DELETE_Q, { id: '9801' })).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('traffic signs', () => {
    const list = (v: Record<string, unknown>) => ok<Page<Sign>>(SIGNS, v, 'adminGetListTrafficSigns');
    const sign = (over: Record<string, unknown> = {}) => ({
      title: 'Đường đôi kết thúc',
      symbol: 'W.235',
      content: 'Báo trước sắp hết đoạn đường đôi.',
      type: 'DANGER',
      ...over,
    });

    it('pages newest first, filters by type and searches title, symbol and content without tones', async () => {
      const total = await countOf('traffic_signs');
      const first = await list({ skip: 1, take: 10 });
      expect(first.meta).toMatchObject({ itemCount: 10, totalItems: total, next: 2 });
      const danger = await list({ take: 1000, type: 'DANGER' });
      expect(danger.meta.totalItems).toBe(await countOf('traffic_signs', `type = 'DANGER'`));
      expect(danger.items.every((s) => s.type === 'DANGER')).toBe(true);
      const bySymbol = await list({ keyword: 'p.101' });
      expect(bySymbol.items.map((s) => s.symbol)).toContain('P.101');
      const byTitle = await list({ keyword: 'duong cam' });
      expect(byTitle.items.some((s) => s.title === 'Đường cấm')).toBe(true);
      expect((await list({ keyword: 'duong cam', type: 'HIGHWAY' })).meta.totalItems).toBe(0);
    });

    it('creates a sign with a slug from its title (đ → d, tones dropped), unique', async () => {
      const image = await newImage();
      const a = await ok<Sign>(CREATE_S, { input: sign({ images: [image] }) }, 'adminCreateTrafficSigns');
      expect(a.slug).toBe('duong-doi-ket-thuc');
      expect(a.medias.map((m) => m.id)).toEqual([image]);
      const b = await ok<Sign>(CREATE_S, { input: sign({ symbol: 'W.235b' }) }, 'adminCreateTrafficSigns');
      expect(b.slug).toBe('duong-doi-ket-thuc-2');
      expect((await ok<Sign>(SIGN, { slug: 'duong-doi-ket-thuc-2' }, 'adminGetTrafficSignDetail')).id).toBe(
        b.id,
      );
      expect((await auditsOf(a.id)).map((x) => x.action)).toEqual(['traffic_sign.create']);
    });

    it('edits a sign: a new title moves the slug, the same title keeps it; one audit row each', async () => {
      const created = await ok<Sign>(
        CREATE_S,
        { input: sign({ title: 'Cầu hẹp tạm' }) },
        'adminCreateTrafficSigns',
      );
      const same = await ok<Sign>(
        EDIT_S,
        { id: created.id, input: sign({ title: 'Cầu hẹp tạm', content: 'Khác' }) },
        'adminEditTrafficSigns',
      );
      expect(same.slug).toBe(created.slug);
      const renamed = await ok<Sign>(
        EDIT_S,
        { id: created.id, input: sign({ title: 'Đèo dốc nguy hiểm', type: 'HIGHWAY' }) },
        'adminEditTrafficSigns',
      );
      expect(renamed).toMatchObject({ slug: 'deo-doc-nguy-hiem', type: 'HIGHWAY' });
      expect(await refused(SIGN, { slug: created.slug })).toMatchObject({ code: 'NOT_FOUND' });
      expect((await auditsOf(created.id)).map((x) => x.action)).toEqual([
        'traffic_sign.create',
        'traffic_sign.edit',
        'traffic_sign.edit',
      ]);
    });

    it('refuses a blank title or symbol, an unknown type or image, writing nothing', async () => {
      const before = await countOf('traffic_signs');
      expect(await refused(CREATE_S, { input: sign({ title: ' ' }) })).toMatchObject({
        message: learningRequired('Title'),
        field: 'title',
      });
      expect(await refused(CREATE_S, { input: sign({ symbol: '' }) })).toMatchObject({
        message: learningRequired('Symbol'),
        field: 'symbol',
      });
      expect(await refused(CREATE_S, { input: sign({ images: [DUMMY_UUID] }) })).toMatchObject({
        message: IMAGE_UNKNOWN_MESSAGE,
        field: 'images.0',
      });
      expect((await gql(CREATE_S, { input: sign({ type: 'ROUND' }) })).body.errors).toBeDefined();
      expect(await countOf('traffic_signs')).toBe(before);
    });

    it('deletes a sign by id with one audit row; unknown and malformed ids are refused', async () => {
      const created = await ok<Sign>(
        CREATE_S,
        { input: sign({ title: 'Biển xóa thử' }) },
        'adminCreateTrafficSigns',
      );
      expect(await ok<boolean>(DELETE_S, { id: created.id }, 'adminDeleteTrafficSigns')).toBe(true);
      expect(await refused(DELETE_S, { id: created.id })).toMatchObject({ code: 'NOT_FOUND' });
      expect(await refused(DELETE_S, { id: 'bien-xoa-thu' })).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: SIGN_ID_MESSAGE,
      });
      expect((await auditsOf(created.id)).map((x) => x.action)).toEqual([
        'traffic_sign.create',
        'traffic_sign.delete',
      ]);
    });
  });

  it('refuses every theory and sign operation without an admin token', async () => {
    for (const [query, variables] of [
      [QUESTIONS, {}],
      [QUESTION, { no: 1 }],
      [CREATE_Q, { input: question() }],
      [EDIT_Q, { no: 1, input: question() }],
      [DELETE_Q, { id: '1' }],
      [SIGNS, {}],
      [SIGN, { slug: 'duong-cam' }],
      [CREATE_S, { input: { title: 'A', symbol: 'B', type: 'DANGER' } }],
      [EDIT_S, { id: DUMMY_UUID, input: { title: 'A', symbol: 'B', type: 'DANGER' } }],
      [DELETE_S, { id: DUMMY_UUID }],
    ] as const) {
      const res = await t.gql(query, variables);
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
    }
    expect(await countOf('question_theories', 'no = 1')).toBe(1);
  });
});
