import { describe, expect, it } from 'vitest';
import { DEFAULT_TAKE, MAX_TAKE, pageEnvelope, pageWindow } from '../../server/kit/page';

describe('pageWindow', () => {
  it('defaults to the first page of 10', () => {
    expect(DEFAULT_TAKE).toBe(10);
    expect(pageWindow({})).toEqual({ page: 1, size: 10, offset: 0 });
    expect(pageWindow({ skip: null, take: null })).toEqual({ page: 1, size: 10, offset: 0 });
  });

  it('reads skip as the page number starting at 1, not an offset', () => {
    expect(pageWindow({ skip: 1, take: 10 })).toEqual({ page: 1, size: 10, offset: 0 });
    expect(pageWindow({ skip: 3, take: 10 })).toEqual({ page: 3, size: 10, offset: 20 });
    expect(pageWindow({ skip: 2, take: 25 })).toEqual({ page: 2, size: 25, offset: 25 });
  });

  it('treats a page below 1 as the first page', () => {
    expect(pageWindow({ skip: 0, take: 10 }).page).toBe(1);
    expect(pageWindow({ skip: -4, take: 10 })).toEqual({ page: 1, size: 10, offset: 0 });
  });

  it('clamps large pages to the maximum instead of refusing them', () => {
    expect(MAX_TAKE).toBe(1000);
    expect(pageWindow({ take: 1000 }).size).toBe(1000);
    expect(pageWindow({ take: 1001 }).size).toBe(1000);
    expect(pageWindow({ skip: 2, take: 50_000 })).toEqual({ page: 2, size: 1000, offset: 1000 });
  });

  it('reads take 0 (or less) as "as many as allowed", as the SPA sends for dropdown fills', () => {
    expect(pageWindow({ take: 0 }).size).toBe(MAX_TAKE);
    expect(pageWindow({ take: -1 }).size).toBe(MAX_TAKE);
  });

  it('rounds fractional numbers down', () => {
    expect(pageWindow({ skip: 2.9, take: 10.7 })).toEqual({ page: 2, size: 10, offset: 10 });
  });
});

describe('pageEnvelope', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('describes a middle page', () => {
    const env = pageEnvelope(items(10), 25, { page: 2, size: 10 });
    expect(env.items).toHaveLength(10);
    expect(env.meta).toEqual({
      itemCount: 10,
      totalItems: 25,
      itemsPerPage: 10,
      totalPages: 3,
      currentPage: 2,
      next: 3,
      previous: 1,
      totalIsLowerBound: null,
    });
    expect(env.links).toEqual({
      first: '?page=1&limit=10',
      previous: '?page=1&limit=10',
      next: '?page=3&limit=10',
      last: '?page=3&limit=10',
    });
  });

  it('says when the total is a lower bound, and then ends the pages at it', () => {
    const capped = pageEnvelope(items(10), 1000, { page: 100, size: 10 }, true);
    expect(capped.meta.totalIsLowerBound).toBe(true);
    expect(capped.meta.totalPages).toBe(100);
    expect(capped.meta.next).toBeNull();
    expect(pageEnvelope(items(10), 25, { page: 1, size: 10 }, false).meta.totalIsLowerBound).toBe(false);
  });

  it('has no previous page on the first page and no next page on the last', () => {
    const first = pageEnvelope(items(10), 25, { page: 1, size: 10 });
    expect(first.meta.previous).toBeNull();
    expect(first.links.previous).toBe('');
    expect(first.meta.next).toBe(2);

    const last = pageEnvelope(items(5), 25, { page: 3, size: 10 });
    expect(last.meta.itemCount).toBe(5);
    expect(last.meta.next).toBeNull();
    expect(last.links.next).toBe('');
    expect(last.meta.previous).toBe(2);
    expect(last.links.last).toBe('?page=3&limit=10');
  });

  it('describes an empty result', () => {
    const env = pageEnvelope([], 0, { page: 1, size: 10 });
    expect(env.meta).toEqual({
      itemCount: 0,
      totalItems: 0,
      itemsPerPage: 10,
      totalPages: 0,
      currentPage: 1,
      next: null,
      previous: null,
      totalIsLowerBound: null,
    });
    expect(env.links).toEqual({ first: '?page=1&limit=10', previous: '', next: '', last: '' });
  });

  it('counts a partial last page as a page', () => {
    expect(pageEnvelope(items(1), 1001, { page: 2, size: 1000 }).meta.totalPages).toBe(2);
    expect(pageEnvelope(items(10), 30, { page: 1, size: 10 }).meta.totalPages).toBe(3);
  });

  it('keeps a page past the end empty, pointing back and not forward', () => {
    const env = pageEnvelope([], 25, { page: 9, size: 10 });
    expect(env.meta.currentPage).toBe(9);
    expect(env.meta.next).toBeNull();
    expect(env.links.next).toBe('');
    expect(env.links.last).toBe('?page=3&limit=10');
  });
});
