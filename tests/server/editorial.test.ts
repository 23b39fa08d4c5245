import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../server/db/schema';
import {
  AVATAR_DEFAULT_DELETE_MESSAGE,
  AVATAR_DEFAULT_REQUIRED_MESSAGE,
  END_AFTER_START_MESSAGE,
  IMAGE_UNKNOWN_MESSAGE,
  LINK_INVALID_MESSAGE,
  MODEL_OF_BRAND_MESSAGE,
  required,
  WINNERS_MIN_MESSAGE,
} from '../../src/rules/editorial';
import { DATABASES, DUMMY_UUID, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

const META = `meta { itemCount totalItems itemsPerPage totalPages currentPage next previous }`;

interface Page<T> {
  meta: { totalItems: number; itemCount: number; totalPages: number; currentPage: number };
  items: T[];
}

describe.each(DATABASES)('avatars, banners, contests, cars and media on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let image: string;
  let otherImage: string;
  let video: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    const now = new Date();
    const [admin] = await sqlRows<{ id: string }>(t.db, sql`select id from admins limit 1`);
    const file = (name: string, mimeType: string) => ({
      uploadBy: admin?.id ?? null,
      id: crypto.randomUUID(),
      fileName: name,
      filePathOriginal: `/media/test/${name}`,
      mimeType,
      sizeBytes: 1234,
      createdAt: now,
      updatedAt: now,
    });
    const rows = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.mp4', 'video/mp4')];
    await t.db.insert(media).values(rows);
    [image, otherImage, video] = rows.map((r) => r.id) as [string, string, string];
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
    const error = res.body.errors?.[0];
    expect(error, 'expected a refusal').toBeDefined();
    return { code: error?.extensions?.code, field: error?.extensions?.field, message: error?.message };
  }
  const audits = async (entity: string, id: string) =>
    (
      await sqlRows<{ action: string }>(
        t.db,
        sql`select action from audit_logs where entity = ${entity} and entity_id = ${id} order by created_at`,
      )
    ).map((r) => r.action);

  describe('avatars', () => {
    const LIST = `query($skip: Int, $take: Int, $keyword: String) { adminGetListAvatars(skip: $skip, take: $take, keyword: $keyword) { ${META} items { id title description slug isDefault media mediaDetail { id } } } }`;
    const CREATE = `mutation($input: AdminAvatarInput!) { adminCreateAvatars(input: $input) { id slug isDefault title media } }`;
    const EDIT = `mutation($id: ID!, $input: AdminAvatarInput!) { adminEditAvatars(id: $id, input: $input) { id slug isDefault } }`;
    const DELETE = `mutation($id: ID!) { adminDeleteAvatars(id: $id) }`;
    const DETAIL = `query($id: ID, $slug: String) { adminGetAvatarDetail(id: $id, slug: $slug) { id slug title } }`;
    type Avatar = { id: string; slug: string; isDefault: boolean; title: string };
    const defaults = async () =>
      sqlRows<{ id: string }>(t.db, sql`select id from avatars where is_default`).then((r) =>
        r.map((x) => x.id),
      );

    it('lists the demo avatars over several pages with exactly one default, and searches by title', async () => {
      const first = await ok<Page<Avatar>>(LIST, { skip: 1, take: 10 }, 'adminGetListAvatars');
      expect(first.meta.totalPages).toBeGreaterThanOrEqual(2);
      expect(first.items).toHaveLength(10);
      expect(await defaults()).toHaveLength(1);
      const found = await ok<Page<Avatar>>(LIST, { keyword: '  xe DIEN ' }, 'adminGetListAvatars');
      expect(found.items.length).toBeGreaterThan(0);
      expect(found.items.every((a) => a.title.startsWith('Xe điện'))).toBe(true);
    });

    it('creates with a slug, reads by id and by slug, edits, and writes one audit row per write', async () => {
      const a = await ok<Avatar>(
        CREATE,
        { input: { title: 'Đường đua', media: image } },
        'adminCreateAvatars',
      );
      expect(a.slug).toBe('duong-dua');
      expect(a.isDefault).toBe(false);
      const bySlug = await ok<Avatar>(DETAIL, { slug: a.slug }, 'adminGetAvatarDetail');
      expect(bySlug.id).toBe(a.id);
      const byId = await ok<Avatar>(DETAIL, { id: a.id }, 'adminGetAvatarDetail');
      expect(byId.slug).toBe(a.slug);
      expect(errorCodes((await gql(DETAIL, { slug: 'no-such-avatar' })).body)).toEqual(['NOT_FOUND']);
      const twin = await ok<Avatar>(
        CREATE,
        { input: { title: 'Đường đua', media: image } },
        'adminCreateAvatars',
      );
      expect(twin.slug).toBe('duong-dua-2');
      await ok(EDIT, { id: a.id, input: { title: 'Đường đua mới', media: otherImage } }, 'adminEditAvatars');
      expect(await audits('avatar', a.id)).toEqual(['avatar.create', 'avatar.edit']);
      await ok(DELETE, { id: twin.id }, 'adminDeleteAvatars');
      expect(await audits('avatar', twin.id)).toEqual(['avatar.create', 'avatar.delete']);
    });

    it('refuses a missing title or image and an unknown or non-image file', async () => {
      expect(await refused(CREATE, { input: { title: ' ', media: image } })).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: required('Title'),
      });
      expect(await refused(CREATE, { input: { title: 'X', media: '' } })).toMatchObject({
        message: required('Image'),
      });
      expect(await refused(CREATE, { input: { title: 'X', media: video } })).toMatchObject({
        message: IMAGE_UNKNOWN_MESSAGE,
        field: 'media',
      });
    });

    it('making one the default clears the old one in the same write; the default cannot be unset or deleted', async () => {
      const [old] = await defaults();
      const a = await ok<Avatar>(
        CREATE,
        { input: { title: 'Mặc định mới', media: image, isDefault: true } },
        'adminCreateAvatars',
      );
      expect(await defaults()).toEqual([a.id]);
      expect(await audits('avatar', old ?? '')).toContain('avatar.edit');
      expect(
        await refused(EDIT, { id: a.id, input: { title: 'Mặc định mới', media: image, isDefault: false } }),
      ).toMatchObject({
        message: AVATAR_DEFAULT_REQUIRED_MESSAGE,
        field: 'isDefault',
      });
      expect(await refused(DELETE, { id: a.id })).toMatchObject({
        code: 'CONFLICT',
        message: AVATAR_DEFAULT_DELETE_MESSAGE,
      });
      await ok(
        EDIT,
        { id: old, input: { title: 'Đã đổi lại', media: image, isDefault: true } },
        'adminEditAvatars',
      );
      expect(await defaults()).toEqual([old]);
    });

    it('racing saves that each make a different avatar the default leave exactly one default', async () => {
      const made = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          ok<Avatar>(
            CREATE,
            { input: { title: `Đua ${i}`, media: image, isDefault: true } },
            'adminCreateAvatars',
          ),
        ),
      );
      const now = await defaults();
      expect(now).toHaveLength(1);
      expect(made.map((m) => m.id)).toContain(now[0]);
      await Promise.all(
        made.map((m) =>
          gql(EDIT, { id: m.id, input: { title: `Đua lại ${m.id}`, media: image, isDefault: true } }),
        ),
      );
      expect(await defaults()).toHaveLength(1);
    });

    it('the database itself refuses a second default', async () => {
      const [any] = await sqlRows<{ id: string }>(
        t.db,
        sql`select id from avatars where not is_default limit 1`,
      );
      await expect(
        t.db.execute(sql`update avatars set is_default = true where id = ${any?.id ?? ''}`),
      ).rejects.toThrow();
    });
  });

  describe('banners', () => {
    const LIST = `query($skip: Int, $take: Int, $keyword: String) { adminListBanner(skip: $skip, take: $take, keyword: $keyword) { ${META} items { id name isActive positionId linkBanner position { id name ratioWidth ratioHeight } medias { id } } } }`;
    const POSITIONS = `{ adminListBannerPosition { id name type ratioWidth ratioHeight } }`;
    const CREATE = `mutation($name: String!, $positionId: ID!, $mediaIds: [ID!]!, $linkBanner: String!) { adminCreateBanner(name: $name, positionId: $positionId, mediaIds: $mediaIds, linkBanner: $linkBanner) { id name medias { id } position { id } isActive } }`;
    const EDIT = `mutation($id: ID!, $name: String!, $positionId: ID!, $mediaIds: [ID!]!, $linkBanner: String!) { adminEditBanner(id: $id, name: $name, positionId: $positionId, mediaIds: $mediaIds, linkBanner: $linkBanner) { id name medias { id } } }`;
    const TOGGLE = `mutation($id: ID!) { adminUpdateStatusBanner(id: $id) { id isActive } }`;
    const DELETE = `mutation($id: ID!) { adminDeleteBanner(id: $id) }`;
    const DETAIL = `query($id: ID!) { getBannerDetail(id: $id) { id name linkBanner } }`;
    type Banner = {
      id: string;
      name: string;
      isActive: boolean;
      medias: { id: string }[];
      position: { id: string } | null;
    };
    let position: string;

    beforeAll(async () => {
      const positions = await ok<{ id: string }[]>(POSITIONS, {}, 'adminListBannerPosition');
      expect(positions.length).toBeGreaterThan(3);
      position = positions[0]?.id ?? '';
    });

    it('pages the demo banners with their positions and searches by name', async () => {
      const first = await ok<Page<Banner>>(LIST, { skip: 1 }, 'adminListBanner');
      expect(first.meta.totalPages).toBeGreaterThanOrEqual(2);
      expect(first.items.every((b) => b.position !== null)).toBe(true);
      const positions = new Set(first.items.map((b) => b.position?.id));
      expect(positions.size).toBeGreaterThan(1);
      const found = await ok<Page<Banner>>(LIST, { keyword: 'dinh gia' }, 'adminListBanner');
      expect(found.items.length).toBeGreaterThan(0);
      expect(found.items.every((b) => b.name.startsWith('Định giá xe'))).toBe(true);
    });

    it('creates, reads, edits, toggles and deletes, each with its audit row', async () => {
      const vars = {
        name: 'Tết sale',
        positionId: position,
        mediaIds: [image, otherImage],
        linkBanner: 'https://kar.vn/tet',
      };
      const b = await ok<Banner>(CREATE, vars, 'adminCreateBanner');
      expect(b.medias.map((m) => m.id)).toEqual([image, otherImage]);
      expect(b.isActive).toBe(true);
      expect((await ok<{ name: string }>(DETAIL, { id: b.id }, 'getBannerDetail')).name).toBe('Tết sale');
      const edited = await ok<Banner>(EDIT, { ...vars, id: b.id, mediaIds: [otherImage] }, 'adminEditBanner');
      expect(edited.medias.map((m) => m.id)).toEqual([otherImage]);
      expect((await ok<Banner>(TOGGLE, { id: b.id }, 'adminUpdateStatusBanner')).isActive).toBe(false);
      expect((await ok<Banner>(TOGGLE, { id: b.id }, 'adminUpdateStatusBanner')).isActive).toBe(true);
      await ok(DELETE, { id: b.id }, 'adminDeleteBanner');
      expect(await audits('banner', b.id)).toEqual([
        'banner.create',
        'banner.edit',
        'banner.update_status',
        'banner.update_status',
        'banner.trash',
      ]);
      expect(errorCodes((await gql(DETAIL, { id: b.id })).body)).toEqual(['NOT_FOUND']);
    });

    it('refuses each missing field with the SPEC §5 rule, a bad link and an unknown position', async () => {
      const vars = { name: 'X', positionId: position, mediaIds: [image], linkBanner: 'https://kar.vn' };
      expect(await refused(CREATE, { ...vars, name: '' })).toMatchObject({
        message: required('Name'),
        field: 'name',
      });
      expect(await refused(CREATE, { ...vars, positionId: '' })).toMatchObject({
        message: required('Position'),
      });
      expect(await refused(CREATE, { ...vars, mediaIds: [] })).toMatchObject({ message: required('Image') });
      expect(await refused(CREATE, { ...vars, linkBanner: '' })).toMatchObject({ message: required('URL') });
      expect(await refused(CREATE, { ...vars, linkBanner: 'javascript:alert(1)' })).toMatchObject({
        message: LINK_INVALID_MESSAGE,
      });
      expect(await refused(CREATE, { ...vars, positionId: DUMMY_UUID })).toMatchObject({
        field: 'positionId',
      });
      expect(await refused(CREATE, { ...vars, mediaIds: [video] })).toMatchObject({ field: 'mediaIds.0' });
    });
  });

  describe('contests', () => {
    const LIST = `query($skip: Int, $take: Int, $keyword: String) { contestPagination(skip: $skip, take: $take, keyword: $keyword) { ${META} items { id name duration noWiner startDate endDate slug } } }`;
    const CREATE = `mutation($input: AdminContestInput!) { adminCreateContest(input: $input) { id name slug noWiner startDate endDate } }`;
    const EDIT = `mutation($id: ID!, $input: AdminContestInput!) { adminEditContest(id: $id, input: $input) { id name noWiner } }`;
    const DETAIL = `query($id: ID!) { adminGetContestDetail(id: $id) { id name description } }`;
    type Contest = {
      id: string;
      name: string;
      slug: string;
      noWiner: number;
      startDate: string;
      endDate: string;
    };
    const input = (over: Record<string, unknown> = {}) => ({
      name: 'Lái xe an toàn mùa hè',
      duration: 14,
      noWiner: 3,
      // What the form sends: its days as instants at midnight in Viet Nam.
      startDate: '2026-06-01T00:00:00+07:00',
      endDate: '2026-06-15T00:00:00+07:00',
      ...over,
    });

    it('pages the demo contests and searches them by keyword', async () => {
      const first = await ok<Page<Contest>>(LIST, { skip: 1 }, 'contestPagination');
      expect(first.meta.totalPages).toBeGreaterThanOrEqual(2);
      const found = await ok<Page<Contest>>(LIST, { keyword: 'luat giao thong' }, 'contestPagination');
      expect(found.items.length).toBeGreaterThan(0);
      expect(found.items.every((c) => c.name.includes('luật giao thông'))).toBe(true);
    });

    it('creates and edits, the days read in Viet Nam, with audit rows', async () => {
      const c = await ok<Contest>(CREATE, { input: input() }, 'adminCreateContest');
      expect(c.slug).toBe('lai-xe-an-toan-mua-he');
      expect(c.startDate).toBe('2026-05-31T17:00:00.000Z');
      await ok(EDIT, { id: c.id, input: input({ noWiner: 5 }) }, 'adminEditContest');
      expect((await ok<{ name: string }>(DETAIL, { id: c.id }, 'adminGetContestDetail')).name).toBe(
        input().name,
      );
      expect(await audits('contest', c.id)).toEqual(['contest.create', 'contest.edit']);
    });

    it('refuses an end not after the start and fewer than 1 winner', async () => {
      expect(await refused(CREATE, { input: input({ endDate: '2026-06-01T00:00:00+07:00' }) })).toMatchObject(
        {
          message: END_AFTER_START_MESSAGE,
          field: 'endDate',
        },
      );
      expect(await refused(CREATE, { input: input({ noWiner: 0 }) })).toMatchObject({
        message: WINNERS_MIN_MESSAGE,
        field: 'noWiner',
      });
    });
  });

  describe('car list', () => {
    const FIELDS = `id title slug price debutDay origin size priceSegment classificationByRegistration imageInsideIds imageOutsideIds imagesInside { id } videos { videoId } metas { type value brand { name } model { name } version { name } }`;
    const LIST = `query($skip: Int, $take: Int, $keyword: String) { adminCarList(skip: $skip, take: $take, keyword: $keyword) { ${META} items { ${FIELDS} } } }`;
    const CREATE = `mutation($input: AdminCarInput!) { adminCreateCar(input: $input) { ${FIELDS} } }`;
    const EDIT = `mutation($id: ID!, $input: AdminCarInput!) { adminEditCar(id: $id, input: $input) { ${FIELDS} } }`;
    const DELETE = `mutation($input: DeleteCarInput!) { deleteCar(input: $input) }`;
    type Car = {
      id: string;
      title: string;
      slug: string;
      imagesInside: { id: string }[];
      videos: { videoId: string }[];
      metas: {
        type: string;
        value: string;
        brand: { name: string } | null;
        model: { name: string } | null;
        version: { name: string } | null;
      }[];
    };
    let version: { id: string; model: string; brand: string };
    let foreignModel: string;

    beforeAll(async () => {
      const [v] = await sqlRows<{ id: string; model: string; brand: string }>(
        t.db,
        sql`select id, model, brand from car_versions order by name limit 1`,
      );
      const [m] = await sqlRows<{ id: string }>(
        t.db,
        sql`select id from models where brand <> ${v?.brand ?? ''} limit 1`,
      );
      if (!v || !m) throw new Error('the demo catalogue needs versions and models of two brands');
      version = v;
      foreignModel = m.id;
    });
    const metas = () => [
      { type: 'BRAND', value: version.brand },
      { type: 'MODEL', value: version.model },
      { type: 'VERSION', value: version.id },
    ];

    it('pages the demo cars with brand, model and version taken from the metas', async () => {
      const first = await ok<Page<Car>>(LIST, { skip: 1 }, 'adminCarList');
      expect(first.meta.totalPages).toBeGreaterThanOrEqual(2);
      const car = first.items[0];
      expect(car?.metas.find((m) => m.type === 'BRAND')?.brand?.name).toBeTruthy();
      expect(car?.metas.find((m) => m.type === 'MODEL')?.model?.name).toBeTruthy();
      const word = car?.title.split(' ')[0] ?? '';
      const found = await ok<Page<Car>>(LIST, { keyword: word.toLowerCase() }, 'adminCarList');
      expect(found.items.every((c) => c.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    });

    it('creates with every field, edits metas and videos, deletes by an input with the id', async () => {
      const base = {
        title: 'Xe thử nghiệm',
        debutDay: '2024-03-01T00:00:00+07:00',
        origin: 'Nhập khẩu',
        size: '4500 x 1800 x 1500 mm',
        price: 650_000_000,
        priceSegment: 'Trung cấp',
        classificationByRegistration: 'Xe con',
        imageInsideIds: [image],
        imageOutsideIds: [otherImage],
        videoIds: [video],
        metas: metas(),
      };
      const car = await ok<Car>(CREATE, { input: base }, 'adminCreateCar');
      expect(car.slug).toBe('xe-thu-nghiem');
      expect(car.imagesInside.map((m) => m.id)).toEqual([image]);
      expect(car.videos.map((v) => v.videoId)).toEqual([video]);
      expect(car.metas.find((m) => m.type === 'VERSION')?.version?.name).toBeTruthy();
      const edited = await ok<Car>(
        EDIT,
        { id: car.id, input: { ...base, videoIds: [], metas: metas().slice(0, 1) } },
        'adminEditCar',
      );
      expect(edited.videos).toEqual([]);
      expect(edited.metas.map((m) => m.type)).toEqual(['BRAND']);
      await ok(DELETE, { input: { id: car.id } }, 'deleteCar');
      expect(await audits('car', car.id)).toEqual(['car.create', 'car.edit', 'car.delete']);
      const left = await sqlRows(t.db, sql`select 1 from car_metas where car_id = ${car.id}`);
      expect(left).toEqual([]);
    });

    it('refuses a model of another brand, a missing brand and a video given as an image, writing nothing', async () => {
      const before = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from cars`);
      const bad = metas().map((m) => (m.type === 'MODEL' ? { ...m, value: foreignModel } : m));
      expect(await refused(CREATE, { input: { title: 'Sai', metas: bad } })).toMatchObject({
        message: MODEL_OF_BRAND_MESSAGE,
        field: 'metas.1.value',
      });
      expect(await refused(CREATE, { input: { title: 'Sai', metas: [] } })).toMatchObject({
        message: required('Brand'),
      });
      expect(
        await refused(CREATE, { input: { title: 'Sai', metas: metas(), imageInsideIds: [video] } }),
      ).toMatchObject({ field: 'imageInsideIds.0' });
      expect(await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from cars`)).toEqual(before);
    });
  });

  describe('media library', () => {
    const LIST = `query($skip: Int, $take: Int, $keyword: String, $kind: MediaKind, $uploadBy: ID) { adminListMedia(skip: $skip, take: $take, keyword: $keyword, kind: $kind, uploadBy: $uploadBy) { ${META} items { id kind sizeBytes media { id fileName mimeType } uploader { id name isAdmin } usage { reviews banners cars avatars posts others total } } } }`;
    const UPLOADERS = `query($keyword: String) { adminListMediaUploaders(keyword: $keyword) { id name isAdmin } }`;
    const DELETE = `mutation($id: ID!) { adminDeleteMedia(id: $id) }`;
    type Item = {
      id: string;
      kind: string;
      media: { fileName: string; mimeType: string };
      uploader: { id: string; name: string } | null;
      usage: {
        reviews: number;
        banners: number;
        cars: number;
        avatars: number;
        posts: number;
        total: number;
      };
    };

    it('pages the uploads and filters by kind, name and uploader', async () => {
      const first = await ok<Page<Item>>(LIST, { skip: 1 }, 'adminListMedia');
      expect(first.meta.totalPages).toBeGreaterThanOrEqual(2);
      const videos = await ok<Page<Item>>(LIST, { kind: 'VIDEO', take: 100 }, 'adminListMedia');
      expect(videos.items.map((i) => i.id)).toContain(video);
      expect(videos.items.every((i) => i.kind === 'VIDEO' && i.media.mimeType.startsWith('video/'))).toBe(
        true,
      );
      const named = await ok<Page<Item>>(LIST, { keyword: 'c.mp4' }, 'adminListMedia');
      expect(named.items.map((i) => i.id)).toEqual([video]);
      const uploaders = await ok<{ id: string }[]>(UPLOADERS, {}, 'adminListMediaUploaders');
      expect(uploaders.length).toBeGreaterThan(0);
      const who = uploaders[0]?.id ?? '';
      const one = await ok<{ id: string }[]>(
        `query($id: ID) { adminListMediaUploaders(id: $id) { id name isAdmin } }`,
        { id: who },
        'adminListMediaUploaders',
      );
      expect(one.map((u) => u.id)).toEqual([who]);
      const byWho = await ok<Page<Item>>(LIST, { uploadBy: who, take: 50 }, 'adminListMedia');
      expect(byWho.items.length).toBeGreaterThan(0);
      expect(byWho.items.every((i) => i.uploader?.id === who)).toBe(true);
    });

    it('counts where each file is used: reviews, banners, cars, avatars and posts', async () => {
      const [post] = await sqlRows<{ id: string }>(
        t.db,
        sql`select unnest(media_ids) as id from posts where cardinality(media_ids) > 0 limit 1`,
      );
      const postMedia = post?.id ?? '';
      const listed = await ok<Page<Item>>(LIST, { take: 1000, kind: 'IMAGE' }, 'adminListMedia');
      const inPost = listed.items.find((i) => i.id === postMedia);
      if (inPost) expect(inPost.usage.posts).toBeGreaterThan(0);
      // A file put into a review (by id, as a cover) counts there too.
      const [review] = await sqlRows<{ id: string }>(t.db, sql`select id from reviews limit 1`);
      await t.db.execute(
        sql`update reviews set media_ids = array[${otherImage}::uuid] where id = ${review?.id ?? ''}`,
      );
      const mine = await ok<Page<Item>>(LIST, { keyword: 'b.png' }, 'adminListMedia');
      expect(mine.items[0]?.usage.reviews).toBe(1);
      expect(mine.items[0]?.usage.avatars).toBeGreaterThan(0);
      expect(mine.items[0]?.usage.total).toBe(
        (mine.items[0]?.usage.reviews ?? 0) +
          (mine.items[0]?.usage.avatars ?? 0) +
          (mine.items[0]?.usage.banners ?? 0) +
          (mine.items[0]?.usage.cars ?? 0) +
          (mine.items[0]?.usage.posts ?? 0),
      );
    });

    it('counts a file held by learning content, the catalogue or a member as used elsewhere, and refuses its deletion', async () => {
      const now = new Date();
      const id = crypto.randomUUID();
      await t.db.insert(media).values({
        id,
        fileName: 'sign.jpg',
        filePathOriginal: '/media/x/sign.jpg',
        mimeType: 'image/jpeg',
        createdAt: now,
        updatedAt: now,
      });
      const [sign] = await sqlRows<{ id: string }>(t.db, sql`select id from traffic_signs limit 1`);
      await t.db.execute(
        sql`update traffic_signs set images = images || array[${id}::uuid] where id = ${sign?.id ?? ''}`,
      );
      const listed = await ok<Page<Item>>(LIST, { keyword: 'sign.jpg' }, 'adminListMedia');
      expect(listed.items[0]?.usage).toMatchObject({ others: 1, total: 1 });
      expect((await refused(DELETE, { id })).message).toBe(
        'This file cannot be deleted: it is used by 1 other record. Remove it from those first.',
      );
    });

    it('refuses to delete a file in use and says where; an unused file is deleted once, with an audit row', async () => {
      const res = await refused(DELETE, { id: otherImage });
      expect(res.code).toBe('CONFLICT');
      expect(res.message).toMatch(
        /^This file cannot be deleted: it is used by 1 review(, \d+ banners?)? and \d+ avatars?\. /,
      );
      const now = new Date();
      const id = crypto.randomUUID();
      await t.db.insert(media).values({
        id,
        fileName: 'spare.jpg',
        filePathOriginal: '/media/x/spare.jpg',
        mimeType: 'image/jpeg',
        createdAt: now,
        updatedAt: now,
      });
      expect(await ok(DELETE, { id }, 'adminDeleteMedia')).toBe(true);
      expect(await audits('media', id)).toEqual(['media.delete']);
      const listed = await ok<Page<Item>>(LIST, { keyword: 'spare.jpg' }, 'adminListMedia');
      expect(listed.items).toEqual([]);
      expect(errorCodes((await gql(DELETE, { id })).body)).toEqual(['NOT_FOUND']);
    });
  });

  it('refuses every one of these operations to a caller who is not signed in', async () => {
    const ops = [
      [`{ adminGetListAvatars { meta { totalItems } } }`, {}],
      [`{ adminListBanner { meta { totalItems } } }`, {}],
      [`{ contestPagination { meta { totalItems } } }`, {}],
      [`{ adminCarList { meta { totalItems } } }`, {}],
      [`{ adminListMedia { meta { totalItems } } }`, {}],
      [`{ adminListMediaUploaders { id } }`, {}],
      [`mutation($id: ID!) { adminDeleteMedia(id: $id) }`, { id: image }],
      [`mutation($id: ID!) { adminDeleteAvatars(id: $id) }`, { id: DUMMY_UUID }],
      [`mutation($input: DeleteCarInput!) { deleteCar(input: $input) }`, { input: { id: DUMMY_UUID } }],
    ] as const;
    for (const [query, variables] of ops) {
      const res = await t.gql(query, variables);
      expect(errorCodes(res.body), query).toEqual(['UNAUTHENTICATED']);
    }
  });
});
