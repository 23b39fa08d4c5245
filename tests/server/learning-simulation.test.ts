import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../server/db/schema';
import { bufferSource } from '../../server/services/media/byte-source';
import { mp4Duration } from '../../server/services/media/mp4-duration';
import {
  GROUP_DUPLICATE_MESSAGE,
  GROUP_QUESTION_UNKNOWN_MESSAGE,
  GROUP_QUESTIONS_MESSAGE,
  MINUTE_MESSAGE,
  SECOND_MESSAGE,
  SEGMENT_COUNT_MESSAGE,
  SIMULATION_ID_MESSAGE,
  SIMULATION_TYPES,
  VIDEO_LENGTH_MESSAGE,
  VIDEO_REQUIRED_MESSAGE,
  VIDEO_UNKNOWN_MESSAGE,
  questionInUseMessage,
  segmentBeyondMessage,
  segmentEmptyMessage,
  segmentGapMessage,
  segmentOverlapMessage,
  segmentPointMessage,
  simulationNoTakenMessage,
  timelineIssues,
} from '../../src/rules/learning-simulation';
import { TYPES_MESSAGE, learningRequired } from '../../src/rules/learning';
import { DATABASES, DUMMY_UUID, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

const META = `meta { itemCount totalItems itemsPerPage totalPages currentPage next previous }`;
const Q_FIELDS = `id no content explainAnswer videos images type pointLastOfUser
  answers { id no parentNo questionId minuteFrom secondFrom minuteTo secondTo point }
  mediaDetail { id mimeType filePathOriginal } imageDetail { id }`;
const LIST = `query ($skip: Int, $take: Int, $keyword: String, $type: QuestionSimulationType) {
  adminListQuestionSimulation(skip: $skip, take: $take, keyword: $keyword, type: $type) { ${META} items { ${Q_FIELDS} } } }`;
const DETAIL = `query ($id: ID!) { adminGetQuestionSimulationDetail(id: $id) { ${Q_FIELDS} } }`;
const CREATE = `mutation ($input: AdminQuestionSimulationInput!) { adminCreateQuestionSimulation(input: $input) { ${Q_FIELDS} } }`;
const EDIT = `mutation ($id: ID!, $input: AdminQuestionSimulationInput!) { adminEditQuestionSimulation(id: $id, input: $input) { ${Q_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { adminDeleteQuestionSimulation(id: $id) }`;
const G_FIELDS = `id name questions type pointLastOfUser createdAt updatedAt questionSimulationDetails { id no content }`;
const GROUPS = `query ($skip: Int, $take: Int, $keyword: String) {
  adminListQuestionSimulationGroup(skip: $skip, take: $take, keyword: $keyword) { ${META} items { ${G_FIELDS} } } }`;
const GROUP = `query ($id: ID!) { adminGetQuestionSimulationGroupDetail(id: $id) { ${G_FIELDS} } }`;
const CREATE_G = `mutation ($input: AdminQuestionSimulationGroupInput!) { adminCreateQuestionSimulationGroup(input: $input) { ${G_FIELDS} } }`;
const EDIT_G = `mutation ($id: ID!, $input: AdminQuestionSimulationGroupInput!) { adminEditQuestionSimulationGroup(id: $id, input: $input) { ${G_FIELDS} } }`;
const DELETE_G = `mutation ($id: ID!) { adminDeleteQuestionSimulationGroup(id: $id) }`;

interface Segment {
  id: string;
  no: number;
  parentNo: number | null;
  questionId: string;
  minuteFrom: number;
  secondFrom: number;
  minuteTo: number;
  secondTo: number;
  point: number;
}
interface Question {
  id: string;
  no: number;
  content: string;
  explainAnswer: string | null;
  videos: string | null;
  images: string[];
  type: string[];
  pointLastOfUser: number | null;
  answers: Segment[];
  mediaDetail: { id: string; mimeType: string; filePathOriginal: string } | null;
  imageDetail: { id: string }[];
}
interface Group {
  id: string;
  name: string;
  questions: string[];
  type: string;
  questionSimulationDetails: { id: string; no: number; content: string }[];
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

/** Seconds → the contract's minute/second pairs, five segments scoring 5..1. */
const timeline = (...edges: number[]) =>
  edges.slice(0, -1).map((from, i) => {
    const to = edges[i + 1] ?? from;
    return {
      no: i + 1,
      minuteFrom: Math.floor(from / 60),
      secondFrom: from % 60,
      minuteTo: Math.floor(to / 60),
      secondTo: to % 60,
      point: 5 - i,
    };
  });

describe.each(DATABASES)('simulation questions and groups on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let video: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    video = await newMedia('video/mp4');
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
    return {
      code: error?.extensions?.code,
      message: error?.message,
      field: error?.extensions?.field,
      extensions: error?.extensions,
    };
  }
  const countOf = async (table: string, where = 'true') =>
    Number(
      (
        await sqlRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`))
      )[0]?.n,
    );
  const auditsOf = (id: string) =>
    sqlRows<{ action: string }>(
      t.db,
      sql`select action from audit_logs where entity_id = ${id} order by created_at, action`,
    );
  async function newMedia(mimeType: string, isDeleted = false) {
    const [row] = await t.db
      .insert(media)
      .values({ fileName: 'x', filePathOriginal: `/media/${crypto.randomUUID()}`, mimeType, isDeleted })
      .returning();
    if (!row) throw new Error('insert failed');
    return row.id;
  }
  const input = (over: Record<string, unknown> = {}) => ({
    content: 'Xe máy bất ngờ chuyển làn trước đầu xe',
    no: 9001,
    explainAnswer: 'Nhấn khi xe máy bắt đầu chuyển làn.',
    videos: video,
    videoDuration: 20,
    type: ['URBAN'],
    answers: timeline(4, 6, 7, 9, 10, 12),
    ...over,
  });

  describe('demo data', () => {
    it('holds 30 questions, each with a playable clip and a valid timeline within it, and 10 groups', async () => {
      const page = await ok<Page<Question>>(LIST, { take: 50 }, 'adminListQuestionSimulation');
      expect(page.meta.totalItems).toBe(30);
      for (const q of page.items) {
        expect(q.mediaDetail?.mimeType).toBe('video/mp4');
        const url = q.mediaDetail?.filePathOriginal ?? '';
        expect(url.startsWith('data:video/mp4;base64,')).toBe(true);
        const length = await mp4Duration(
          bufferSource(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')),
        );
        expect(length).toBeGreaterThan(10);
        expect(timelineIssues(q.answers, length ?? 0)).toEqual([]);
        expect(q.answers.map((a) => a.point)).toEqual([5, 4, 3, 2, 1]);
        expect(q.type.every((x) => (SIMULATION_TYPES as readonly string[]).includes(x))).toBe(true);
        expect(q.pointLastOfUser).toBeNull();
      }
      const groups = await ok<Page<Group>>(GROUPS, {}, 'adminListQuestionSimulationGroup');
      expect(groups.meta.totalItems).toBe(10);
      expect(groups.items[0]?.questionSimulationDetails).toHaveLength(10);
    });
  });

  describe('questions', () => {
    it('lists by number with the envelope, filters by type and searches content without tones or by number', async () => {
      const first = await ok<Page<Question>>(LIST, { skip: 1, take: 10 }, 'adminListQuestionSimulation');
      expect(first.meta).toMatchObject({ itemCount: 10, totalPages: 3, currentPage: 1, next: 2 });
      expect(first.items.map((q) => q.no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const urban = await ok<Page<Question>>(
        LIST,
        { type: 'URBAN', take: 50 },
        'adminListQuestionSimulation',
      );
      expect(urban.items.length).toBe(5);
      expect(urban.items.every((q) => q.type.includes('URBAN'))).toBe(true);
      const often = await ok<Page<Question>>(
        LIST,
        { type: 'FREQUENTLY_WRONG', take: 50 },
        'adminListQuestionSimulation',
      );
      expect(often.items.length).toBe(6);
      const searched = await ok<Page<Question>>(
        LIST,
        { keyword: '  xe may  ' },
        'adminListQuestionSimulation',
      );
      expect(searched.items.length).toBeGreaterThan(0);
      expect(searched.items.every((q) => /xe máy/i.test(q.content))).toBe(true);
      const byNo = await ok<Page<Question>>(LIST, { keyword: '7' }, 'adminListQuestionSimulation');
      expect(byNo.items.map((q) => q.no)).toContain(7);
      const none = await ok<Page<Question>>(LIST, { keyword: 'zzzqqq' }, 'adminListQuestionSimulation');
      expect(none.meta.totalItems).toBe(0);
    });

    it('creates, reads, edits and deletes a question, with one audit row each', async () => {
      const created = await ok<Question>(CREATE, { input: input() }, 'adminCreateQuestionSimulation');
      expect(created).toMatchObject({ no: 9001, videos: video, type: ['URBAN'] });
      expect(
        created.answers.map((a) => [a.no, a.parentNo, a.minuteFrom, a.secondFrom, a.secondTo, a.point]),
      ).toEqual([
        [1, 9001, 0, 4, 6, 5],
        [2, 9001, 0, 6, 7, 4],
        [3, 9001, 0, 7, 9, 3],
        [4, 9001, 0, 9, 10, 2],
        [5, 9001, 0, 10, 12, 1],
      ]);
      const read = await ok<Question>(DETAIL, { id: created.id }, 'adminGetQuestionSimulationDetail');
      expect(read.answers).toEqual(created.answers);
      // Segments crossing a minute, in a clip of 90 seconds.
      const edited = await ok<Question>(
        EDIT,
        {
          id: created.id,
          input: input({ no: 9002, videoDuration: 90, answers: timeline(55, 58, 61, 62, 70, 75) }),
        },
        'adminEditQuestionSimulation',
      );
      expect(edited.no).toBe(9002);
      expect(edited.answers.map((a) => [a.minuteFrom, a.secondFrom, a.minuteTo, a.secondTo])).toEqual([
        [0, 55, 0, 58],
        [0, 58, 1, 1],
        [1, 1, 1, 2],
        [1, 2, 1, 10],
        [1, 10, 1, 15],
      ]);
      expect(await countOf('question_simulation_answers', `question_id = '${created.id}'`)).toBe(5);
      expect(await ok<boolean>(DELETE, { id: created.id }, 'adminDeleteQuestionSimulation')).toBe(true);
      expect(await countOf('question_simulation_answers', `question_id = '${created.id}'`)).toBe(0);
      expect((await auditsOf(created.id)).map((a) => a.action).sort()).toEqual([
        'question_simulation.create',
        'question_simulation.delete',
        'question_simulation.edit',
      ]);
      expect((await refused(DETAIL, { id: created.id })).code).toBe('NOT_FOUND');
    });

    it.each([
      ['four segments', { answers: timeline(4, 6, 7, 9, 10) }, SEGMENT_COUNT_MESSAGE, 'answers'],
      [
        'an overlapping segment',
        { answers: timeline(4, 6, 7, 9, 10, 12).map((a, i) => (i === 2 ? { ...a, secondFrom: 6 } : a)) },
        segmentOverlapMessage(3),
        'answers.2.secondFrom',
      ],
      [
        'a gap between segments',
        {
          answers: timeline(4, 6, 7, 9, 10, 12).map((a, i) =>
            i === 3 ? { ...a, secondFrom: 10, secondTo: 11 } : a,
          ),
        },
        segmentGapMessage(4),
        'answers.3.secondFrom',
      ],
      [
        'a segment past the clip',
        { videoDuration: 11.5 },
        segmentBeyondMessage(5, 11.5),
        'answers.4.secondTo',
      ],
      [
        'a segment ending before it starts',
        { answers: timeline(4, 6, 7, 9, 10, 12).map((a, i) => (i === 4 ? { ...a, secondTo: 10 } : a)) },
        segmentEmptyMessage(5),
        'answers.4.secondTo',
      ],
      [
        'points not falling 5 to 1',
        { answers: timeline(4, 6, 7, 9, 10, 12).map((a, i) => ({ ...a, point: i + 1 })) },
        segmentPointMessage(1, 5),
        'answers.0.point',
      ],
      [
        'a second of 60',
        { answers: timeline(4, 6, 7, 9, 10, 12).map((a, i) => (i === 0 ? { ...a, secondFrom: 60 } : a)) },
        SECOND_MESSAGE,
        'answers.0.secondFrom',
      ],
      [
        'a fraction of a second',
        { answers: timeline(4, 6, 7, 9, 10, 12).map((a, i) => (i === 0 ? { ...a, secondFrom: 4.5 } : a)) },
        SECOND_MESSAGE,
        'answers.0.secondFrom',
      ],
      [
        'a minute of 60',
        { answers: timeline(4, 6, 7, 9, 10, 12).map((a, i) => (i === 0 ? { ...a, minuteFrom: 60 } : a)) },
        MINUTE_MESSAGE,
        'answers.0.minuteFrom',
      ],
      ['no video length', { videoDuration: 0 }, VIDEO_LENGTH_MESSAGE, 'videoDuration'],
      ['no types', { type: [] }, TYPES_MESSAGE, 'type'],
      ['blank content', { content: '   ' }, learningRequired('Content'), 'content'],
      ['no video', { videos: null }, VIDEO_REQUIRED_MESSAGE, 'videos'],
    ])('refuses %s and writes nothing', async (_name, over, message, field) => {
      const before = await countOf('question_simulations');
      expect(await refused(CREATE, { input: input(over) })).toMatchObject({
        code: 'BAD_USER_INPUT',
        message,
        field,
      });
      expect(await countOf('question_simulations')).toBe(before);
    });

    it('checks the timeline against the length the stored clip declares, not the one the client sends', async () => {
      const [short] = await t.db
        .insert(media)
        .values({
          fileName: 'short.mp4',
          filePathOriginal: `/media/${crypto.randomUUID()}`,
          mimeType: 'video/mp4',
          durationSeconds: 11.5,
        })
        .returning();
      const before = await countOf('question_simulations');
      expect(
        await refused(CREATE, { input: input({ no: 9031, videos: short?.id, videoDuration: 20 }) }),
      ).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: segmentBeyondMessage(5, 11.5),
        field: 'answers.4.secondTo',
      });
      expect(await countOf('question_simulations')).toBe(before);
    });

    it('refuses a taken number, an unknown, deleted or non-video clip, and a malformed or unknown id', async () => {
      expect(await refused(CREATE, { input: input({ no: 1 }) })).toMatchObject({
        message: simulationNoTakenMessage(1),
        field: 'no',
      });
      const image = await newMedia('image/png');
      const gone = await newMedia('video/mp4', true);
      for (const videos of [image, gone, DUMMY_UUID]) {
        expect(await refused(CREATE, { input: input({ videos }) })).toMatchObject({
          message: VIDEO_UNKNOWN_MESSAGE,
          field: 'videos',
        });
      }
      expect(await refused(CREATE, { input: input({ images: [video] }) })).toMatchObject({
        field: 'images.0',
      });
      expect(await refused(DETAIL, { id: 'nope' })).toMatchObject({ message: SIMULATION_ID_MESSAGE });
      expect((await refused(DETAIL, { id: DUMMY_UUID })).code).toBe('NOT_FOUND');
      expect((await refused(EDIT, { id: DUMMY_UUID, input: input() })).code).toBe('NOT_FOUND');
      expect((await refused(DELETE, { id: DUMMY_UUID })).code).toBe('NOT_FOUND');
      // Editing a question may keep its own number, but not take another's.
      const q = await ok<Question>(CREATE, { input: input({ no: 9100 }) }, 'adminCreateQuestionSimulation');
      await ok(
        EDIT,
        { id: q.id, input: input({ no: 9100, content: 'Nội dung mới' }) },
        'adminEditQuestionSimulation',
      );
      expect(await refused(EDIT, { id: q.id, input: input({ no: 2 }) })).toMatchObject({
        message: simulationNoTakenMessage(2),
      });
      await ok(DELETE, { id: q.id }, 'adminDeleteQuestionSimulation');
    });
  });

  describe('groups', () => {
    it('creates a group keeping the order of its questions, edits, finds and deletes it', async () => {
      const page = await ok<Page<Question>>(LIST, { take: 5 }, 'adminListQuestionSimulation');
      const ids = page.items.map((q) => q.id).reverse();
      const g = await ok<Group>(
        CREATE_G,
        { input: { name: 'Đề ôn tập số 99', type: 'HIGHWAY', questions: ids } },
        'adminCreateQuestionSimulationGroup',
      );
      expect(g.questions).toEqual(ids);
      expect(g.questionSimulationDetails.map((q) => q.no)).toEqual([5, 4, 3, 2, 1]);
      expect(g.type).toBe('HIGHWAY');
      const moved = [ids[2], ids[0]];
      const e = await ok<Group>(
        EDIT_G,
        { id: g.id, input: { name: 'Đề ôn tập 99', type: 'PRACTICE_EXAM', questions: moved } },
        'adminEditQuestionSimulationGroup',
      );
      expect(e.questions).toEqual(moved);
      expect((await ok<Group>(GROUP, { id: g.id }, 'adminGetQuestionSimulationGroupDetail')).name).toBe(
        'Đề ôn tập 99',
      );
      const found = await ok<Page<Group>>(
        GROUPS,
        { keyword: 'de on tap 99' },
        'adminListQuestionSimulationGroup',
      );
      expect(found.items.map((x) => x.id)).toEqual([g.id]);
      expect(await ok<boolean>(DELETE_G, { id: g.id }, 'adminDeleteQuestionSimulationGroup')).toBe(true);
      expect((await refused(GROUP, { id: g.id })).code).toBe('NOT_FOUND');
      expect((await auditsOf(g.id)).map((a) => a.action).sort()).toEqual([
        'question_simulation_group.create',
        'question_simulation_group.delete',
        'question_simulation_group.edit',
      ]);
    });

    it('refuses an empty, duplicated or unknown question list, a blank name and an unknown group', async () => {
      const [q] = (await ok<Page<Question>>(LIST, { take: 1 }, 'adminListQuestionSimulation')).items;
      const base = { name: 'Nhóm', type: 'WRONG', questions: [q?.id] };
      expect(await refused(CREATE_G, { input: { ...base, questions: [] } })).toMatchObject({
        message: GROUP_QUESTIONS_MESSAGE,
        field: 'questions',
      });
      expect(await refused(CREATE_G, { input: { ...base, questions: [q?.id, q?.id] } })).toMatchObject({
        message: GROUP_DUPLICATE_MESSAGE,
      });
      expect(await refused(CREATE_G, { input: { ...base, questions: [q?.id, DUMMY_UUID] } })).toMatchObject({
        message: GROUP_QUESTION_UNKNOWN_MESSAGE,
        field: 'questions.1',
      });
      expect(await refused(CREATE_G, { input: { ...base, name: ' ' } })).toMatchObject({
        message: learningRequired('Name'),
        field: 'name',
      });
      expect((await refused(EDIT_G, { id: DUMMY_UUID, input: base })).code).toBe('NOT_FOUND');
      expect((await refused(DELETE_G, { id: DUMMY_UUID })).code).toBe('NOT_FOUND');
    });

    it('refuses to delete a question a group uses, naming the groups; once out of them it goes', async () => {
      const q = await ok<Question>(CREATE, { input: input({ no: 9200 }) }, 'adminCreateQuestionSimulation');
      const a = await ok<Group>(
        CREATE_G,
        { input: { name: 'Nhóm A', type: 'WRONG', questions: [q.id] } },
        'adminCreateQuestionSimulationGroup',
      );
      const b = await ok<Group>(
        CREATE_G,
        { input: { name: 'Nhóm B', type: 'WRONG', questions: [q.id] } },
        'adminCreateQuestionSimulationGroup',
      );
      const refusal = await refused(DELETE, { id: q.id });
      expect(refusal).toMatchObject({
        code: 'CONFLICT',
        message: questionInUseMessage(['Nhóm A', 'Nhóm B']),
      });
      expect(refusal.extensions?.groups).toEqual([
        { id: a.id, name: 'Nhóm A' },
        { id: b.id, name: 'Nhóm B' },
      ]);
      expect(await countOf('question_simulations', `id = '${q.id}'`)).toBe(1);
      await ok(DELETE_G, { id: a.id }, 'adminDeleteQuestionSimulationGroup');
      await ok(DELETE_G, { id: b.id }, 'adminDeleteQuestionSimulationGroup');
      expect(await ok<boolean>(DELETE, { id: q.id }, 'adminDeleteQuestionSimulation')).toBe(true);
    });
  });

  it('refuses every simulation operation without an admin token', async () => {
    const group = { name: 'X', type: 'WRONG', questions: [DUMMY_UUID] };
    for (const [query, variables] of [
      [LIST, {}],
      [DETAIL, { id: DUMMY_UUID }],
      [CREATE, { input: input({ no: 9300 }) }],
      [EDIT, { id: DUMMY_UUID, input: input() }],
      [DELETE, { id: DUMMY_UUID }],
      [GROUPS, {}],
      [GROUP, { id: DUMMY_UUID }],
      [CREATE_G, { input: group }],
      [EDIT_G, { id: DUMMY_UUID, input: group }],
      [DELETE_G, { id: DUMMY_UUID }],
    ] as const) {
      const res = await t.gql(query, variables);
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
    }
    expect(await countOf('question_simulations', 'no = 9300')).toBe(0);
  });
});
