import { describe, expect, it } from 'vitest';
import { parseMembersSearch } from '../../src/features/members/members-search';

describe('parseMembersSearch', () => {
  it('keeps a well-formed query', () => {
    expect(
      parseMembersSearch({
        page: 3,
        search: 'an',
        status: 'SUSPENDED',
        createFrom: '2026-01-01',
        createTo: '2026-02-28',
      }),
    ).toEqual({
      page: 3,
      search: 'an',
      status: 'SUSPENDED',
      createFrom: '2026-01-01',
      createTo: '2026-02-28',
    });
  });

  it('gives an empty query for no parameters', () => {
    expect(parseMembersSearch({})).toEqual({
      page: undefined,
      search: undefined,
      status: undefined,
      createFrom: undefined,
      createTo: undefined,
    });
  });

  it('leaves page 1 out and drops pages that are not whole numbers above 1', () => {
    expect(parseMembersSearch({ page: 1 }).page).toBeUndefined();
    expect(parseMembersSearch({ page: 2 }).page).toBe(2);
    expect(parseMembersSearch({ page: '4' }).page).toBe(4);
    for (const page of [0, -3, 2.5, 'abc', '', null, Number.NaN, Number.POSITIVE_INFINITY, { n: 2 }]) {
      expect(parseMembersSearch({ page }).page).toBeUndefined();
    }
  });

  it('trims the keyword and drops an empty one', () => {
    expect(parseMembersSearch({ search: '  hoa  ' }).search).toBe('hoa');
    expect(parseMembersSearch({ search: '   ' }).search).toBeUndefined();
    expect(parseMembersSearch({ search: '' }).search).toBeUndefined();
    expect(parseMembersSearch({ search: ['a'] }).search).toBeUndefined();
  });

  it('keeps a numeric keyword, which the router hands over as a number', () => {
    // TanStack Router JSON-parses query values, so ?search=912345 arrives as 912345.
    expect(parseMembersSearch({ search: 912345 }).search).toBe('912345');
  });

  it('drops an unknown status', () => {
    expect(parseMembersSearch({ status: 'active' }).status).toBeUndefined();
    expect(parseMembersSearch({ status: 'INACTIVE' }).status).toBeUndefined();
    expect(parseMembersSearch({ status: 1 }).status).toBeUndefined();
    expect(parseMembersSearch({ status: 'DELETED' }).status).toBe('DELETED');
  });

  it('drops malformed or impossible days', () => {
    for (const day of ['2026-02-30', '2026-2-3', '03/02/2026', 'yesterday', 20260203, '']) {
      const parsed = parseMembersSearch({ createFrom: day, createTo: day });
      expect(parsed.createFrom).toBeUndefined();
      expect(parsed.createTo).toBeUndefined();
    }
  });

  it('keeps well-formed days even when a rule refuses them, so the screen can say why', () => {
    // The to-before-from and future-date rules are the screen's job (usersFilterSchema), not the parser's.
    expect(parseMembersSearch({ createFrom: '2026-03-10', createTo: '2026-03-01' })).toMatchObject({
      createFrom: '2026-03-10',
      createTo: '2026-03-01',
    });
  });
});
