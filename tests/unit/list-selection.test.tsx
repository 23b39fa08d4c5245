// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from '../../src/components/data-table/selection';

/*
 * The selection behind the bulk actions' checkboxes (issue 25 §2): a row on and off, shift-click for the
 * range from the last row clicked, the header's page toggle, and the selection kept across pages.
 */

const row = (n: number) => ({ id: `r${String(n)}`, title: `Row ${String(n)}` });
const page1 = [1, 2, 3, 4, 5].map(row);
const page2 = [6, 7, 8].map(row);

function setup() {
  return renderHook(({ rows }) => useSelection(rows, (r) => r.title), { initialProps: { rows: page1 } });
}
const ids = (h: ReturnType<typeof setup>) => h.result.current.rows.map((r) => r.id).sort();

describe('useSelection', () => {
  it('ticks and unticks one row', () => {
    const h = setup();
    act(() => h.result.current.toggle('r2', false));
    expect(ids(h)).toEqual(['r2']);
    expect(h.result.current.pageState).toBe('some');
    act(() => h.result.current.toggle('r2', false));
    expect(h.result.current.count).toBe(0);
    expect(h.result.current.pageState).toBe('none');
  });

  it('shift-click selects every row between the last one clicked and this one, either way', () => {
    const h = setup();
    act(() => h.result.current.toggle('r4', false));
    act(() => h.result.current.toggle('r2', true));
    expect(ids(h)).toEqual(['r2', 'r3', 'r4']);
    // A shift-click on a ticked row unticks the range from the anchor (now r2) to it.
    act(() => h.result.current.toggle('r3', true));
    expect(ids(h)).toEqual(['r4']);
  });

  it('the header ticks the whole page, then unticks it; a selection is kept across pages', () => {
    const h = setup();
    act(() => h.result.current.togglePage());
    expect(h.result.current.pageState).toBe('all');
    expect(h.result.current.count).toBe(5);
    h.rerender({ rows: page2 });
    expect(h.result.current.pageState).toBe('none');
    act(() => h.result.current.toggle('r7', false));
    expect(h.result.current.count).toBe(6);
    h.rerender({ rows: page1 });
    expect(h.result.current.pageState).toBe('all');
    act(() => h.result.current.togglePage());
    expect(ids(h)).toEqual(['r7']);
  });

  it('replace keeps only the rows given (the failed ones after an action), and clear empties it', () => {
    const h = setup();
    act(() => h.result.current.togglePage());
    act(() => h.result.current.replace([row(3)]));
    expect(ids(h)).toEqual(['r3']);
    expect(h.result.current.isSelected('r3')).toBe(true);
    act(() => h.result.current.clear());
    expect(h.result.current.count).toBe(0);
  });
});
