import { describe, expect, it } from 'vitest';
import {
  canMovePost,
  isPriceOutlier,
  POST_NOTE_REQUIRED,
  POST_REASON_NOTES,
  POST_REASON_REQUIRED,
  POST_STATUSES,
  POST_MODERATION_REASONS,
  postDecisionSchema,
  postSchema,
  postSearchTerm,
  postShortCode,
  postStatusChangeSchema,
  statusesMatching,
} from '../../src/rules/posts';

const ID = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';

describe('post search terms', () => {
  it('reads a whole id, a short code with … or ..., or title words folded', () => {
    expect(postSearchTerm(` ${ID.toUpperCase()} `)).toEqual({ kind: 'id', id: ID });
    expect(postShortCode(ID)).toBe('3f…5a69');
    expect(postSearchTerm('3f…5a69')).toEqual({ kind: 'short', head: '3f', tail: '5a69' });
    expect(postSearchTerm('3F...5A69')).toEqual({ kind: 'short', head: '3f', tail: '5a69' });
    expect(postSearchTerm('Hà  Nội')).toEqual({ kind: 'title', folded: 'ha noi' });
    expect(postSearchTerm('Đà Nẵng VIOS')).toEqual({ kind: 'title', folded: 'da nang vios' });
    expect(postSearchTerm('3f…5a6')).toEqual({ kind: 'title', folded: '3f…5a6' });
  });

  it('lets the Pending and Insufficient filters cover both statuses of their tag', () => {
    expect(statusesMatching('PENDING')).toEqual(['PENDING', 'EDIT_PENDING']);
    expect(statusesMatching('INSUFFICIENT_FUND')).toEqual(['INSUFFICIENT_FUND', 'INSUFFICIENT_FUND_RENEW']);
    expect(statusesMatching('SOLD')).toEqual(['SOLD']);
  });
});

describe('post transitions', () => {
  it('allows exactly the decided moves', () => {
    const allowed = POST_STATUSES.flatMap((from) =>
      POST_STATUSES.filter((to) => canMovePost(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'PENDING→ACTIVE',
        'PENDING→REJECTED',
        'EDIT_PENDING→ACTIVE',
        'EDIT_PENDING→REJECTED',
        'ACTIVE→SUSPENDED',
        'SUSPENDED→ACTIVE',
      ].sort(),
    );
  });

  it('needs a reason and a non-empty note to reject or suspend, not to approve', () => {
    const base = { id: ID };
    expect(postStatusChangeSchema.safeParse({ ...base, status: 'ACTIVE' }).success).toBe(true);
    const missing = postStatusChangeSchema.safeParse({ ...base, status: 'REJECTED', note: ' ' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['reason', POST_REASON_REQUIRED],
      ['note', POST_NOTE_REQUIRED],
    ]);
    expect(
      postStatusChangeSchema.safeParse({ ...base, status: 'SUSPENDED', reason: 'DUPLICATE', note: 'x' })
        .success,
    ).toBe(true);
    expect(postDecisionSchema.safeParse({ reason: 'OTHER', note: '' }).error?.issues[0]?.message).toBe(
      POST_NOTE_REQUIRED,
    );
  });

  it('offers a ready-made VI and EN note for every reason', () => {
    for (const reason of POST_MODERATION_REASONS) {
      expect(POST_REASON_NOTES[reason].vi.length).toBeGreaterThan(10);
      expect(POST_REASON_NOTES[reason].en.length).toBeGreaterThan(10);
    }
  });

  it('flags a price under half or over twice the market price', () => {
    expect([0.49, 0.5, 1, 2, 2.01].map(isPriceOutlier)).toEqual([true, false, false, false, true]);
  });
});

describe('post form', () => {
  const valid = { userId: ID, title: ' Toyota Vios ', price: 450_000_000 };
  it('accepts the minimum and fills defaults', () => {
    const v = postSchema.parse(valid);
    expect(v).toMatchObject({
      title: 'Toyota Vios',
      currency: 'VND',
      countryCode: 'VN',
      mediaIds: [],
      status: null,
    });
  });
  it('names the field of each bad value', () => {
    const field = (over: object) =>
      postSchema.safeParse({ ...valid, ...over }).error?.issues[0]?.path.join('.');
    expect(field({ title: '' })).toBe('title');
    expect(field({ price: -1 })).toBe('price');
    expect(field({ price: null })).toBe('price');
    expect(field({ year: 1949 })).toBe('year');
    expect(field({ odometer: -5 })).toBe('odometer');
    expect(field({ regPlate: '#' })).toBe('regPlate');
    expect(field({ model: ID })).toBe('brand');
    expect(field({ brand: ID, version: ID })).toBe('model');
    expect(field({ videoUrl: 'ftp://x' })).toBe('videoUrl');
    expect(postSchema.safeParse({ ...valid, regPlate: '30A-123.45' }).success).toBe(true);
    expect(postSchema.safeParse({ ...valid, regPlate: '51G12345' }).success).toBe(true);
  });
});
