// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListSearch } from '../../src/components/data-table/list-search';
import { useListUrl } from '../../src/components/data-table/use-list';

interface Search extends ListSearch {
  status?: string;
  createFrom?: string;
}

/** A stand-in for the router: keeps the URL query in memory and applies each update to it. */
function setup(initial: Search) {
  let url: Search = initial;
  const navigate = vi.fn((update: (prev: Search) => Search) => {
    url = update(url);
  });
  const hook = renderHook(({ search }: { search: Search }) => useListUrl({ search, navigate }), {
    initialProps: { search: initial },
  });
  return {
    hook,
    navigate,
    url: () => url,
    /** Re-renders with the query the last navigation produced, as the router would. */
    sync: () => hook.rerender({ search: url }),
  };
}

describe('useListUrl', () => {
  it('reads page 1 when the URL has no page', () => {
    const { hook } = setup({});
    expect(hook.result.current.page).toBe(1);
  });

  it('reads the page and hands back the search it was given', () => {
    const search = { page: 4, search: 'an', status: 'ACTIVE' };
    const { hook } = setup(search);
    expect(hook.result.current.page).toBe(4);
    expect(hook.result.current.search).toBe(search);
  });

  it('changes page while keeping the filters, and leaves page 1 out of the URL', () => {
    const t = setup({ search: 'an', status: 'ACTIVE' });
    act(() => t.hook.result.current.setPage(2));
    expect(t.url()).toEqual({ search: 'an', status: 'ACTIVE', page: 2 });
    t.sync();
    expect(t.hook.result.current.page).toBe(2);
    act(() => t.hook.result.current.setPage(1));
    expect(t.url().page).toBeUndefined();
    expect(t.url()).toMatchObject({ search: 'an', status: 'ACTIVE' });
  });

  it('goes back to page 1 when a filter changes, keeping the other filters', () => {
    const t = setup({ page: 5, search: 'an', createFrom: '2026-01-01' });
    act(() => t.hook.result.current.setFilters({ status: 'SUSPENDED' }));
    expect(t.url()).toEqual({ page: undefined, search: 'an', createFrom: '2026-01-01', status: 'SUSPENDED' });
  });

  it('removes a filter set to undefined', () => {
    const t = setup({ status: 'ACTIVE', page: 2 });
    act(() => t.hook.result.current.setFilters({ status: undefined }));
    expect(t.url().status).toBeUndefined();
    expect(t.url().page).toBeUndefined();
  });

  it('trims the keyword and goes back to page 1 on search', () => {
    const t = setup({ page: 3, status: 'ACTIVE' });
    act(() => t.hook.result.current.setSearch('  nguyen  '));
    expect(t.url()).toEqual({ page: undefined, status: 'ACTIVE', search: 'nguyen' });
  });

  it('removes the keyword when the search is only spaces', () => {
    const t = setup({ search: 'an', page: 2 });
    act(() => t.hook.result.current.setSearch('   '));
    expect(t.url().search).toBeUndefined();
    expect(t.url().page).toBeUndefined();
  });

  it('sorts back on page 1, keeping the filters', () => {
    const t = setup({ page: 4, search: 'an', status: 'ACTIVE' });
    act(() => t.hook.result.current.setSort('-price'));
    expect(t.url()).toEqual({ page: undefined, search: 'an', status: 'ACTIVE', sort: '-price' });
  });

  it('clears every parameter', () => {
    const t = setup({ page: 7, search: 'an', status: 'ACTIVE', createFrom: '2026-01-01', sort: 'price' });
    act(() => t.hook.result.current.clear());
    expect(t.url()).toEqual({});
  });

  it('keeps its callbacks stable across renders so memoised children do not re-render', () => {
    const t = setup({ page: 2 });
    const first = t.hook.result.current;
    t.hook.rerender({ search: { page: 3 } });
    const second = t.hook.result.current;
    expect(second.setPage).toBe(first.setPage);
    expect(second.setFilters).toBe(first.setFilters);
    expect(second.setSearch).toBe(first.setSearch);
    expect(second.clear).toBe(first.clear);
    expect(second.page).toBe(3);
  });

  it('makes exactly one navigation per action', () => {
    const t = setup({});
    act(() => t.hook.result.current.setSearch('x'));
    act(() => t.hook.result.current.setFilters({ status: 'ACTIVE' }));
    act(() => t.hook.result.current.setPage(2));
    act(() => t.hook.result.current.clear());
    expect(t.navigate).toHaveBeenCalledTimes(4);
  });
});
