import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drivingCenters,
  garages,
  parkings,
  posts,
  reviews,
  transferRequests,
  users,
} from '../../server/db/schema';
import { PALETTE_QUERY_MAX, PALETTE_QUERY_MESSAGE } from '../../src/rules/palette';
import { postShortCode } from '../../src/rules/posts';
import { addAdminWithRole, DATABASES, errorCodes, startTestApp, type TestApp } from './helpers';

const SEARCH = /* GraphQL */ `
  query Search($query: String!, $first: Int) {
    adminSearch(query: $query, first: $first) {
      members {
        id
        title
        detail
      }
      posts {
        id
        title
        detail
      }
      transferRequests {
        id
        title
        detail
        listSearch
      }
      garages {
        id
        title
        detail
      }
      drivingCenters {
        id
        title
        detail
      }
      parkings {
        id
        title
        detail
      }
      reviews {
        id
        title
        detail
      }
    }
  }
`;

type Hit = { id: string; title: string; detail: string | null; listSearch?: string | null };
type Result = Record<
  'members' | 'posts' | 'transferRequests' | 'garages' | 'drivingCenters' | 'parkings' | 'reviews',
  Hit[] | null
>;

const ids = (hits: Hit[] | null) => (hits ?? []).map((h) => h.id);

describe.each(DATABASES)('command palette search on $name', (engine) => {
  let t: TestApp;
  let token: string;
  // A word no demo record holds, so each search below finds exactly what this file added.
  const tag = `Quỳnh${randomBytes(3).toString('hex')}`;
  const plainTag = tag.replace('Quỳnh', 'quynh');
  const phone = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const serviceDigits = `28${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const made = { member: '', post: '', transfer: '', garage: '', centre: '', parking: '', review: '' };

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    const [member] = await t.db
      .insert(users)
      .values({
        firstName: 'Nguyễn Văn',
        lastName: `Ánh Đức ${tag}`,
        email: `anh.duc.${plainTag}@example.vn`,
        phone,
        prefixPhone: '84',
      })
      .returning({ id: users.id });
    made.member = member?.id ?? '';
    const [post] = await t.db
      .insert(posts)
      .values({ title: `Toyota Vios Đời Mới ${tag}`, price: 450_000_000, userId: made.member })
      .returning({ id: posts.id });
    made.post = post?.id ?? '';
    const [transfer] = await t.db
      .insert(transferRequests)
      .values({ amount: 2_000_000, bankName: 'Vietcombank', userId: made.member })
      .returning({ id: transferRequests.id });
    made.transfer = transfer?.id ?? '';
    const service = {
      slug: `s-${plainTag}`,
      // A landline as people write it, with spaces: found by its whole number however it is typed.
      phone: `0${serviceDigits.slice(0, 2)} ${serviceDigits.slice(2, 6)} ${serviceDigits.slice(6)}`,
      address: 'Số 1 Đường Lê Lợi',
    };
    const [garage] = await t.db
      .insert(garages)
      .values({ ...service, title: `Garage Đức Thịnh ${tag}` })
      .returning({ id: garages.id });
    made.garage = garage?.id ?? '';
    const [centre] = await t.db
      .insert(drivingCenters)
      .values({ ...service, title: `Trung tâm Đào tạo Lái xe ${tag}` })
      .returning({ id: drivingCenters.id });
    made.centre = centre?.id ?? '';
    const [parking] = await t.db
      .insert(parkings)
      .values({ ...service, title: `Bãi đỗ xe Hồ Gươm ${tag}` })
      .returning({ id: parkings.id });
    made.parking = parking?.id ?? '';
    const [review] = await t.db
      .insert(reviews)
      .values({
        nameVi: `Đánh giá xe điện ${tag}`,
        nameEn: `Electric car review ${tag}`,
        slug: `r-${plainTag}`,
      })
      .returning({ id: reviews.id });
    made.review = review?.id ?? '';
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function search(query: string, as = token, first?: number): Promise<Result> {
    const res = await t.gql(SEARCH, { query, ...(first ? { first } : {}) }, { token: as });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.adminSearch as Result;
  }

  it('finds a member typed without accents, đ as d, and their transfer request by them', async () => {
    const r = await search(`nguyen van anh duc ${plainTag}`);
    expect(ids(r.members)).toEqual([made.member]);
    expect(r.members?.[0]?.title).toBe(`Nguyễn Văn Ánh Đức ${tag}`);
    expect(r.members?.[0]?.detail).toBe(`anh.duc.${plainTag}@example.vn · +84 ${phone}`);
    expect(ids(r.transferRequests)).toEqual([made.transfer]);
    expect(r.transferRequests?.[0]?.listSearch).toBe(`anh.duc.${plainTag}@example.vn`);
    expect(r.transferRequests?.[0]?.detail).toBe('2,000,000 VND · new');
    // Upper case and the accents typed as stored find the same member.
    expect(ids((await search(`NGUYỄN VĂN ÁNH ĐỨC ${tag}`)).members)).toEqual([made.member]);
    // By email.
    expect(ids((await search(`anh.duc.${plainTag}@`)).members)).toEqual([made.member]);
  });

  it('finds a member by phone, with or without the leading 0 or +84', async () => {
    for (const typed of [phone, `0${phone}`, `+84 ${phone.slice(0, 3)} ${phone.slice(3)}`]) {
      const r = await search(typed);
      expect(ids(r.members), typed).toContain(made.member);
      expect(ids(r.transferRequests), typed).toContain(made.transfer);
    }
  });

  it('finds a post by its title without accents, by its short code and by its id', async () => {
    const byTitle = await search(`vios doi moi ${plainTag}`);
    expect(ids(byTitle.posts)).toEqual([made.post]);
    expect(byTitle.posts?.[0]?.detail).toBe(`${postShortCode(made.post)} · DRAFT`);

    const short = await search(postShortCode(made.post));
    expect(ids(short.posts)).toContain(made.post);
    // A short code names a post: nothing else is looked for by it.
    expect(short.members).toEqual([]);
    expect(short.garages).toEqual([]);
    expect(ids((await search(postShortCode(made.post).replace('…', '...'))).posts)).toContain(made.post);
    expect(ids((await search(made.post.toUpperCase())).posts)).toEqual([made.post]);
  });

  it('finds garages, driving centres, parking lots by title or phone and reviews by title', async () => {
    const r = await search(`duc thinh ${plainTag}`);
    expect(ids(r.garages)).toEqual([made.garage]);
    expect(r.garages?.[0]?.detail).toContain('Số 1 Đường Lê Lợi');
    expect(ids((await search(`dao tao lai xe ${plainTag}`)).drivingCenters)).toEqual([made.centre]);
    expect(ids((await search(`bai do xe ho guom ${plainTag}`)).parkings)).toEqual([made.parking]);
    // A parking lot is found by its title, not by an address that matches.
    expect(ids((await search(`duong le loi`)).parkings)).not.toContain(made.parking);
    expect(ids((await search(`danh gia xe dien ${plainTag}`)).reviews)).toEqual([made.review]);
    expect(ids((await search(`electric car review ${plainTag}`)).reviews)).toEqual([made.review]);

    // The whole phone number, typed without its spaces: garage, driving centre and parking lot alike.
    const byPhone = await search(`0${serviceDigits}`);
    expect(ids(byPhone.garages)).toContain(made.garage);
    expect(ids(byPhone.drivingCenters)).toContain(made.centre);
    expect(ids(byPhone.parkings)).toContain(made.parking);
  });

  it('one tag finds one of each kind, grouped; first caps each kind', async () => {
    const r = await search(plainTag);
    expect(ids(r.members)).toEqual([made.member]);
    expect(ids(r.posts)).toEqual([made.post]);
    expect(ids(r.garages)).toEqual([made.garage]);
    expect(ids(r.reviews)).toEqual([made.review]);
    const capped = await search('nguyen', token, 2);
    expect(capped.members?.length).toBe(2);
  });

  it('a text shorter than 3 characters searches no records', async () => {
    const r = await search('ng');
    expect(r.members).toEqual([]);
    expect(r.posts).toEqual([]);
  });

  it('lists only the kinds the role may read, by the permissions of their lists', async () => {
    const moderator = await addAdminWithRole(t, 'MODERATOR');
    const asModerator = await search(plainTag, moderator.token);
    // MODERATOR reads members and posts, not transfers, services or reviews (docs/permissions.md).
    expect(ids(asModerator.members)).toEqual([made.member]);
    expect(ids(asModerator.posts)).toEqual([made.post]);
    expect(asModerator.transferRequests).toBeNull();
    expect(asModerator.garages).toBeNull();
    expect(asModerator.drivingCenters).toBeNull();
    expect(asModerator.parkings).toBeNull();
    expect(asModerator.reviews).toBeNull();

    const editor = await addAdminWithRole(t, 'CONTENT_EDITOR');
    const asEditor = await search(plainTag, editor.token);
    expect(asEditor.members).toBeNull();
    expect(asEditor.posts).toBeNull();
    expect(asEditor.transferRequests).toBeNull();
    expect(ids(asEditor.reviews)).toEqual([made.review]);
  });

  it('refuses a text over the limit with the rule message, and no session', async () => {
    const res = await t.gql(SEARCH, { query: 'a'.repeat(PALETTE_QUERY_MAX + 1) }, { token });
    expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors?.[0]?.message).toBe(PALETTE_QUERY_MESSAGE);
    expect(res.body.data ?? null).toBeNull();
    // Surrounding spaces do not count towards it.
    expect((await search(` ${'a'.repeat(PALETTE_QUERY_MAX)} `)).members).toEqual([]);
    const signedOut = await t.gql(SEARCH, { query: plainTag });
    expect(errorCodes(signedOut.body)).toEqual(['UNAUTHENTICATED']);
  });
});
