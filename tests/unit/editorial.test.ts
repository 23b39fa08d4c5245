import { describe, expect, it } from 'vitest';
import {
  bannerSchema,
  carSchema,
  contestSchema,
  dayInVietnam,
  describeUses,
  END_AFTER_START_MESSAGE,
  LINK_INVALID_MESSAGE,
  mediaInUseMessage,
  META_TWICE_MESSAGE,
  ratioMismatch,
  required,
  WINNERS_MIN_MESSAGE,
} from '../../src/rules/editorial';

const NONE = { reviews: 0, banners: 0, cars: 0, avatars: 0, posts: 0, others: 0 };
const ID = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';
const issues = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('banner rules (SPEC §5)', () => {
  it('requires name, position, an image and a URL, naming each', () => {
    const r = bannerSchema.safeParse({ name: ' ', positionId: '', mediaIds: [], linkBanner: '' });
    expect(issues(r)).toEqual([
      ['name', required('Name')],
      ['positionId', required('Position')],
      ['mediaIds', required('Image')],
      ['linkBanner', required('URL')],
    ]);
  });
  it('takes http(s) links only', () => {
    const base = { name: 'A', positionId: ID, mediaIds: [ID] };
    expect(bannerSchema.safeParse({ ...base, linkBanner: 'https://kar.vn/x' }).success).toBe(true);
    expect(issues(bannerSchema.safeParse({ ...base, linkBanner: 'javascript:alert(1)' }))).toEqual([
      ['linkBanner', LINK_INVALID_MESSAGE],
    ]);
  });
  it('warns when an image strays more than 2 % from the position ratio', () => {
    const sidebar = { name: 'Sidebar', ratioWidth: 135, ratioHeight: 327 };
    expect(ratioMismatch({ width: 135, height: 327 }, sidebar)).toBeNull();
    expect(ratioMismatch({ width: 270, height: 650 }, sidebar)).toBeNull();
    expect(ratioMismatch({ width: 400, height: 300 }, sidebar)).toBe(
      "This image's width to height is 1.33; Sidebar expects 135:327 (0.41)",
    );
    expect(
      ratioMismatch({ width: 400, height: 300 }, { name: 'x', ratioWidth: null, ratioHeight: null }),
    ).toBeNull();
  });
});

describe('contest rules', () => {
  const base = { name: 'C', duration: 7, noWiner: 1, startDate: '2026-06-01', endDate: '2026-06-08' };
  it('reads form days as midnight in Viet Nam and API instants as they are', () => {
    const r = contestSchema.parse(base);
    expect(r.startDate).toBe('2026-05-31T17:00:00.000Z');
    expect(contestSchema.parse({ ...base, startDate: r.startDate }).startDate).toBe(r.startDate);
    expect(dayInVietnam(r.startDate)).toBe('2026-06-01');
  });
  it('wants the end after the start and at least one winner', () => {
    expect(issues(contestSchema.safeParse({ ...base, endDate: '2026-06-01' }))).toEqual([
      ['endDate', END_AFTER_START_MESSAGE],
    ]);
    expect(issues(contestSchema.safeParse({ ...base, noWiner: 0 }))).toEqual([
      ['noWiner', WINNERS_MIN_MESSAGE],
    ]);
  });
});

describe('car rules', () => {
  it('drops empty meta choices, needs a brand and one meta per type', () => {
    const r = carSchema.parse({
      title: 'T',
      debutDay: '',
      metas: [
        { type: 'BRAND', value: ID },
        { type: 'MODEL', value: null },
      ],
    });
    expect(r.metas).toEqual([{ type: 'BRAND', value: ID }]);
    expect(r.debutDay).toBeNull();
    expect(issues(carSchema.safeParse({ title: 'T', metas: [] }))).toEqual([['metas', required('Brand')]]);
    const twice = carSchema.safeParse({
      title: 'T',
      metas: [
        { type: 'BRAND', value: ID },
        { type: 'BRAND', value: ID },
      ],
    });
    expect(issues(twice)).toEqual([['metas.1', META_TWICE_MESSAGE]]);
  });
});

describe('media uses in words', () => {
  it('lists each kind of use, joined with "and"', () => {
    expect(describeUses(NONE)).toBe('');
    expect(describeUses({ ...NONE, banners: 1 })).toBe('1 banner');
    expect(describeUses({ ...NONE, reviews: 2, cars: 1, others: 3 })).toBe(
      '2 reviews, 1 car and 3 other records',
    );
    expect(mediaInUseMessage({ ...NONE, posts: 4 })).toBe(
      'This file cannot be deleted: it is used by 4 posts. Remove it from those first.',
    );
  });
});
