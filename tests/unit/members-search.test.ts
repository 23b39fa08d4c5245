import { describe, expect, it } from 'vitest';
import { membersSearch } from '../../src/features/members/members-search';

describe('membersSearch', () => {
  it('keeps a well-formed query', () => {
    expect(
      membersSearch({
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
    expect(membersSearch({})).toEqual({
      page: undefined,
      search: undefined,
      status: undefined,
      createFrom: undefined,
      createTo: undefined,
    });
  });

  it('leaves page 1 out and drops pages that are not whole numbers above 1', () => {
    expect(membersSearch({ page: 1 }).page).toBeUndefined();
    expect(membersSearch({ page: 2 }).page).toBe(2);
    expect(membersSearch({ page: '4' }).page).toBe(4);
    for (const page of [0, -3, 2.5, 'abc', '', null, Number.NaN, Number.POSITIVE_INFINITY, { n: 2 }]) {
      expect(membersSearch({ page }).page).toBeUndefined();
    }
  });

  it('trims the keyword and drops an empty one', () => {
    expect(membersSearch({ search: '  hoa  ' }).search).toBe('hoa');
    expect(membersSearch({ search: '   ' }).search).toBeUndefined();
    expect(membersSearch({ search: '' }).search).toBeUndefined();
    expect(membersSearch({ search: ['a'] }).search).toBeUndefined();
  });

  it('keeps a numeric keyword, which the router hands over as a number', () => {
    // TanStack Router JSON-parses query values, so ?search=912345 arrives as 912345.
    expect(membersSearch({ search: 912345 }).search).toBe('912345');
  });

  it('drops an unknown status', () => {
    expect(membersSearch({ status: 'active' }).status).toBeUndefined();
    expect(membersSearch({ status: 'INACTIVE' }).status).toBeUndefined();
    expect(membersSearch({ status: 1 }).status).toBeUndefined();
    expect(membersSearch({ status: 'DELETED' }).status).toBe('DELETED');
  });

  it('drops malformed or impossible days', () => {
    for (const day of ['2026-02-30', '2026-2-3', '03/02/2026', 'yesterday', 20260203, '']) {
      const parsed = membersSearch({ createFrom: day, createTo: day });
      expect(parsed.createFrom).toBeUndefined();
      expect(parsed.createTo).toBeUndefined();
    }
  });

  it('keeps well-formed days even when a rule refuses them, so the screen can say why', () => {
    // The to-before-from and future-date rules are the screen's job (usersFilterSchema), not the parser's.
    expect(membersSearch({ createFrom: '2026-03-10', createTo: '2026-03-01' })).toMatchObject({
      createFrom: '2026-03-10',
      createTo: '2026-03-01',
    });
  });
});
