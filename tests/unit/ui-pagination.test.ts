import { describe, expect, it } from 'vitest';
import { paginationItems } from '../../src/components/ui/pagination-items';

describe('paginationItems', () => {
  it('shows every page up to seven', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('windows long ranges around the current page with ellipses', () => {
    expect(paginationItems(1, 32)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 32]);
    expect(paginationItems(4, 32)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 32]);
    expect(paginationItems(5, 32)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6, 7, 'ellipsis-end', 32]);
    expect(paginationItems(29, 32)).toEqual([1, 'ellipsis-start', 28, 29, 30, 31, 32]);
    expect(paginationItems(32, 32)).toEqual([1, 'ellipsis-start', 28, 29, 30, 31, 32]);
  });

  it('clamps an out-of-range page', () => {
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
    expect(paginationItems(-3, 10)).toEqual(paginationItems(1, 10));
  });
});
