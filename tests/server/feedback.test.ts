import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks, media, phoneErrorMessages, reportPosts } from '../../server/db/schema';
import {
  FEEDBACK_ID_MESSAGE,
  PHONE_ERROR_KEYWORD_MESSAGE,
  REPORT_ID_MESSAGE,
} from '../../src/rules/feedback';
import { DATABASES, DUMMY_UUID, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

const META = `meta { itemCount totalItems itemsPerPage totalPages currentPage next previous }
  links { first previous next last }`;

const PHONE_ERRORS = /* GraphQL */ `
  query ($skip: Int, $take: Int, $keyword: String) {
    getListPhoneErrorMessages(skip: $skip, take: $take, keyword: $keyword) {
      ${META}
      items { id phoneNumber errorMessage createdAt updatedAt }
    }
  }
`;
const FEEDBACK_FIELDS = `id content images userId email isActive createdAt
  medias { id filePathOriginal } user { id firstName lastName }`;
const FEEDBACKS = `query ($skip: Int, $take: Int) { adminListFeedBack(skip: $skip, take: $take) { ${META} items { ${FEEDBACK_FIELDS} } } }`;
const FEEDBACK = `query ($id: ID!) { adminGetFeedBackDetail(id: $id) { ${FEEDBACK_FIELDS} } }`;
const DELETE_FEEDBACK = `mutation ($id: ID!) { adminDeleteFeedBack(id: $id) }`;
const REPORT_FIELDS = `id postId userId reason content type createdAt updatedAt user { id firstName lastName }`;
const REPORTS = `query ($skip: Int, $take: Int) { adminGetListReportPost(skip: $skip, take: $take) { ${META} items { ${REPORT_FIELDS} } } }`;
const REPORT = `query ($id: ID!) { adminGetReportPostDetail(id: $id) { ${REPORT_FIELDS} } }`;

interface Meta {
  itemCount: number;
  totalItems: number;
  itemsPerPage: number;
  totalPages: number;
  currentPage: number;
  next: number | null;
  previous: number | null;
}
interface Page<T> {
  meta: Meta;
  links: { first: string; previous: string; next: string; last: string };
  items: T[];
}
interface PhoneError {
  id: string;
  phoneNumber: string;
  errorMessage: string;
  createdAt: string;
}
interface Feedback {
  id: string;
  content: string;
  images: string[];
  userId: string | null;
  email: string | null;
  createdAt: string;
  medias: { id: string; filePathOriginal: string }[];
  user: { id: string; firstName: string | null } | null;
}
interface Report {
  id: string;
  postId: string;
  userId: string | null;
  reason: string;
  content: string | null;
  createdAt: string;
  user: { id: string } | null;
}

const newestFirst = (dates: string[]) => [...dates].sort((a, b) => b.localeCompare(a));

describe.each(DATABASES)('reported posts, feedback and phone errors on $name', (engine) => {
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
  const countOf = async (table: string) =>
    Number((await sqlRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n);

  describe('getListPhoneErrorMessages', () => {
    const phoneErrors = (v: Record<string, unknown>) =>
      ok<Page<PhoneError>>(PHONE_ERRORS, v, 'getListPhoneErrorMessages');

    it('pages every row, newest first, in the SPEC §3 envelope', async () => {
      const total = await countOf('phone_error_messages');
      expect(total).toBeGreaterThan(10);
      const first = await phoneErrors({ skip: 1, take: 10 });
      expect(first.meta).toEqual({
        itemCount: 10,
        totalItems: total,
        itemsPerPage: 10,
        totalPages: Math.ceil(total / 10),
        currentPage: 1,
        next: 2,
        previous: null,
      });
      expect(first.links.first).toBe('?page=1&limit=10');
      const dates = first.items.map((e) => e.createdAt);
      expect(dates).toEqual(newestFirst(dates));
      const second = await phoneErrors({ skip: 2, take: 10 });
      expect(second.meta.previous).toBe(1);
      const ids = new Set(first.items.map((e) => e.id));
      expect(second.items.some((e) => ids.has(e.id))).toBe(false);
    });

    it('searches the phone number (also as dialled, with its 0) and the error message, trimmed', async () => {
      await t.db.insert(phoneErrorMessages).values([
        { phoneNumber: '+84987650001', errorMessage: 'Quota 100% reached_today' },
        { phoneNumber: '+84987650002', errorMessage: 'Carrier timeout' },
      ]);
      const byPhone = await phoneErrors({ keyword: '  98765000  ' });
      expect(byPhone.items.map((e) => e.phoneNumber).sort()).toEqual(['+84987650001', '+84987650002']);
      expect(byPhone.meta.totalItems).toBe(2);
      const dialled = await phoneErrors({ keyword: '0987650002' });
      expect(dialled.items.map((e) => e.phoneNumber)).toEqual(['+84987650002']);
      const byMessage = await phoneErrors({ keyword: 'carrier TIMEOUT' });
      expect(byMessage.items.map((e) => e.phoneNumber)).toContain('+84987650002');
      expect(byMessage.items.every((e) => /carrier timeout/i.test(e.errorMessage))).toBe(true);
      // LIKE wildcards are text: '100%' finds the row that says it, '_' does not match any character.
      const literal = await phoneErrors({ keyword: '100% reached_' });
      expect(literal.items.map((e) => e.phoneNumber)).toEqual(['+84987650001']);
      expect((await phoneErrors({ keyword: '100%_reached' })).meta.totalItems).toBe(0);
      const none = await phoneErrors({ keyword: 'no such error anywhere' });
      expect(none.meta).toMatchObject({ itemCount: 0, totalItems: 0, totalPages: 0, next: null });
    });

    it('refuses a keyword over the limit, naming the field', async () => {
      const res = await gql(PHONE_ERRORS, { keyword: 'x'.repeat(101) });
      expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.message).toBe(PHONE_ERROR_KEYWORD_MESSAGE);
      expect(res.body.errors?.[0]?.extensions?.field).toBe('keyword');
    });
  });

  describe('feedback', () => {
    const list = (v: Record<string, unknown>) => ok<Page<Feedback>>(FEEDBACKS, v, 'adminListFeedBack');

    it('pages every feedback, newest first, with the member joined', async () => {
      const total = await countOf('feedbacks');
      const page = await list({ skip: 1, take: 10 });
      expect(page.meta).toMatchObject({ itemCount: 10, totalItems: total, currentPage: 1, next: 2 });
      const dates = page.items.map((f) => f.createdAt);
      expect(dates).toEqual(newestFirst(dates));
      const withUser = page.items.find((f) => f.userId);
      expect(withUser?.user?.id).toBe(withUser?.userId);
      const last = await list({ skip: page.meta.totalPages, take: 10 });
      expect(last.meta.next).toBeNull();
      expect(last.items.length).toBe(total - (page.meta.totalPages - 1) * 10);
    });

    it('answers one feedback with its images in order, leaving out a deleted image', async () => {
      const rows = await t.db
        .insert(media)
        .values([
          { fileName: 'a.png', filePathOriginal: '/media/fb-a.png', mimeType: 'image/png' },
          { fileName: 'b.png', filePathOriginal: '/media/fb-b.png', mimeType: 'image/png' },
          { fileName: 'c.png', filePathOriginal: '/media/fb-c.png', mimeType: 'image/png', isDeleted: true },
        ])
        .returning();
      const [a, b, c] = rows;
      if (!a || !b || !c) throw new Error('insert failed');
      const [row] = await t.db
        .insert(feedbacks)
        .values({ content: 'Ảnh chụp lỗi', images: [b.id, c.id, a.id], email: 'guest@example.com' })
        .returning();
      if (!row) throw new Error('insert failed');
      const detail = await ok<Feedback>(FEEDBACK, { id: row.id }, 'adminGetFeedBackDetail');
      expect(detail).toMatchObject({ id: row.id, content: 'Ảnh chụp lỗi', userId: null, user: null });
      expect(detail.images).toEqual([b.id, c.id, a.id]);
      expect(detail.medias.map((m) => m.filePathOriginal)).toEqual(['/media/fb-b.png', '/media/fb-a.png']);
      // The same images on the list, which loads them for the whole page at once.
      const newest = await list({ skip: 1, take: 10 });
      expect(newest.items.find((f) => f.id === row.id)?.medias.map((m) => m.id)).toEqual([b.id, a.id]);
    });

    it('answers NOT_FOUND for an unknown id and BAD_USER_INPUT for a malformed one', async () => {
      const missing = await gql(FEEDBACK, { id: DUMMY_UUID });
      expect(errorCodes(missing.body)).toEqual(['NOT_FOUND']);
      expect(missing.body.errors?.[0]?.message).toBe('Feedback not found');
      const malformed = await gql(FEEDBACK, { id: 'not-a-uuid' });
      expect(errorCodes(malformed.body)).toEqual(['BAD_USER_INPUT']);
      expect(malformed.body.errors?.[0]?.message).toBe(FEEDBACK_ID_MESSAGE);
    });

    it('deletes a feedback with one audit row holding what was written', async () => {
      const [row] = await t.db
        .insert(feedbacks)
        .values({ content: 'Please add VinFast', email: 'fan@example.com' })
        .returning();
      if (!row) throw new Error('insert failed');
      const before = await countOf('feedbacks');
      expect(await ok<boolean>(DELETE_FEEDBACK, { id: row.id }, 'adminDeleteFeedBack')).toBe(true);
      expect(await countOf('feedbacks')).toBe(before - 1);
      const audits = await sqlRows<{
        action: string;
        admin_id: string | null;
        before: unknown;
        after: unknown;
      }>(
        t.db,
        sql`select action, admin_id, before, after from audit_logs
            where entity = 'feedback' and entity_id = ${row.id}`,
      );
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        action: 'feedback.delete',
        after: null,
        before: { content: 'Please add VinFast', email: 'fan@example.com', isActive: true, images: [] },
      });
      expect(audits[0]?.admin_id).toBeTruthy();
      const gone = await gql(FEEDBACK, { id: row.id });
      expect(errorCodes(gone.body)).toEqual(['NOT_FOUND']);
    });

    it('answers NOT_FOUND for deleting an unknown feedback and writes no audit row', async () => {
      const audits = await countOf('audit_logs');
      const res = await gql(DELETE_FEEDBACK, { id: DUMMY_UUID });
      expect(errorCodes(res.body)).toEqual(['NOT_FOUND']);
      const malformed = await gql(DELETE_FEEDBACK, { id: '42' });
      expect(errorCodes(malformed.body)).toEqual(['BAD_USER_INPUT']);
      expect(await countOf('audit_logs')).toBe(audits);
    });
  });

  describe('reported posts', () => {
    const list = (v: Record<string, unknown>) => ok<Page<Report>>(REPORTS, v, 'adminGetListReportPost');

    it('pages every report, newest first, with its reporter', async () => {
      const total = await countOf('report_posts');
      expect(total).toBeGreaterThan(10);
      const page = await list({ skip: 1, take: 10 });
      expect(page.meta).toMatchObject({
        itemCount: 10,
        totalItems: total,
        totalPages: Math.ceil(total / 10),
      });
      const dates = page.items.map((r) => r.createdAt);
      expect(dates).toEqual(newestFirst(dates));
      for (const r of page.items) {
        expect(r.user?.id).toBe(r.userId);
        expect([
          'FRAUD',
          'CAR_STOLEN',
          'INVALID_SELLER',
          'INCORRECT_INFORMATION',
          'OTHERS',
          'OBJECTIONABLE_CONTENT',
        ]).toContain(r.reason);
      }
    });

    it('answers one report, and a report whose member has gone with no user', async () => {
      const [post] = await sqlRows<{ id: string }>(t.db, sql`select id from posts limit 1`);
      if (!post) throw new Error('the demo data needs a post');
      const [row] = await t.db
        .insert(reportPosts)
        .values({ postId: post.id, userId: null, reason: 'FRAUD', type: 'FRAUD', content: 'Giá quá rẻ' })
        .returning();
      if (!row) throw new Error('insert failed');
      const detail = await ok<Report>(REPORT, { id: row.id }, 'adminGetReportPostDetail');
      expect(detail).toMatchObject({
        id: row.id,
        postId: post.id,
        userId: null,
        user: null,
        reason: 'FRAUD',
        content: 'Giá quá rẻ',
      });
      const missing = await gql(REPORT, { id: DUMMY_UUID });
      expect(errorCodes(missing.body)).toEqual(['NOT_FOUND']);
      const malformed = await gql(REPORT, { id: 'x' });
      expect(errorCodes(malformed.body)).toEqual(['BAD_USER_INPUT']);
      expect(malformed.body.errors?.[0]?.message).toBe(REPORT_ID_MESSAGE);
    });
  });

  it('refuses every operation of the area without an admin token', async () => {
    const feedbackCount = await countOf('feedbacks');
    for (const [query, variables] of [
      [PHONE_ERRORS, {}],
      [FEEDBACKS, {}],
      [FEEDBACK, { id: DUMMY_UUID }],
      [REPORTS, {}],
      [REPORT, { id: DUMMY_UUID }],
    ] as const) {
      const res = await t.gql(query, variables);
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
    }
    const [victim] = await sqlRows<{ id: string }>(t.db, sql`select id from feedbacks limit 1`);
    const res = await t.gql(DELETE_FEEDBACK, { id: victim?.id });
    expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
    expect(await countOf('feedbacks')).toBe(feedbackCount);
  });
});
