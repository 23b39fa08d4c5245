import { describe, expect, it } from 'vitest';
import { defineListSearch, field } from '../../src/components/data-table/list-search';

describe('defineListSearch', () => {
  const plain = defineListSearch();
  const members = defineListSearch({
    status: field.oneOf(['ACTIVE', 'DEACTIVATED'] as const),
    createFrom: field.day,
    createTo: field.day,
  });

  it('reads page and search from the URL, dropping anything else', () => {
    expect(plain({ page: 3, search: '  vios ', status: 'x' })).toEqual({ page: 3, search: 'vios' });
    expect(plain({ page: 1, search: '' })).toEqual({ page: undefined, search: undefined });
    // The router JSON-parses query values, so a numeric keyword arrives as a number.
    expect(plain({ page: 'abc', search: 2024 })).toEqual({ page: undefined, search: '2024' });
    expect(plain({ page: 2.5 })).toEqual({ page: undefined, search: undefined });
  });

  it('reads the order as a key or -key, dropping anything else', () => {
    expect(plain({ sort: '-createdAt' })).toMatchObject({ sort: '-createdAt' });
    expect(plain({ sort: 'price' })).toMatchObject({ sort: 'price' });
    for (const bad of ['--price', 'price desc', '', '-', 'a;drop', 12, null]) {
      expect(plain({ sort: bad }).sort, String(bad)).toBeUndefined();
    }
  });

  it("reads a list's own fields and drops malformed values", () => {
    expect(members({ status: 'ACTIVE', createFrom: '2026-03-01', createTo: '2026-02-30' })).toEqual({
      page: undefined,
      search: undefined,
      status: 'ACTIVE',
      createFrom: '2026-03-01',
      createTo: undefined,
    });
    expect(members({ status: 'active', createFrom: '01/03/2026' })).toMatchObject({
      status: undefined,
      createFrom: undefined,
    });
  });
});
