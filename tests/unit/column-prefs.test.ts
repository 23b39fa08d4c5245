import { describe, expect, it } from 'vitest';
import { arrangeColumns, columnLabel } from '../../src/components/data-table/column-prefs';
import type { DataTableColumn } from '../../src/components/data-table/data-table';
import { savedViewInputSchema, VIEW_SEARCH_TOO_LONG } from '../../src/rules/saved-views';

/** The admin's columns applied to a list's own (docs/saved-views.md), and the view rule's edges. */

type Row = { id: string };
const col = (id: string): DataTableColumn<Row> => ({ id, header: id.toUpperCase() });
const ids = (columns: DataTableColumn<Row>[]) => columns.map((c) => c.id);
const LIST = ['select', 'index', 'title', 'price', 'status', 'action'].map(col);

describe('arrangeColumns', () => {
  it('keeps the list’s own columns when the admin chose none', () => {
    expect(ids(arrangeColumns(LIST, null))).toEqual(ids(LIST));
  });

  it('orders and hides the movable columns; the checkbox and the actions keep their places', () => {
    const shown = arrangeColumns(LIST, { order: ['status', 'title', 'index', 'price'], hidden: ['price'] });
    expect(ids(shown)).toEqual(['select', 'status', 'title', 'index', 'action']);
  });

  it('never hides or moves the fixed columns, whatever the choice says', () => {
    const shown = arrangeColumns(LIST, {
      order: ['action', 'select', 'title', 'index', 'price', 'status'],
      hidden: ['action', 'select'],
    });
    expect(ids(shown)).toEqual(['select', 'title', 'index', 'price', 'status', 'action']);
  });

  it('puts a column the choice does not know (added since) after its neighbour in the list', () => {
    const withNew = [...LIST.slice(0, 3), col('brand'), ...LIST.slice(3)];
    const shown = arrangeColumns(withNew, { order: ['status', 'index', 'title', 'price'], hidden: [] });
    expect(ids(shown)).toEqual(['select', 'status', 'index', 'title', 'brand', 'price', 'action']);
  });

  it('names a column by its label, else its text header', () => {
    expect(columnLabel({ id: 'price', header: () => null, meta: { label: 'Price' } })).toBe('Price');
    expect(columnLabel(col('title'))).toBe('TITLE');
  });
});

describe('a saved view’s input', () => {
  const base = { listKey: '/post-management/list', name: 'Mine', visibility: 'ONLY_ME' } as const;

  it('drops the page and keeps text, numbers and yes/no', () => {
    const parsed = savedViewInputSchema.parse({
      ...base,
      search: { page: 4, status: 'PENDING', x: 2, y: true },
    });
    expect(parsed.search).toEqual({ status: 'PENDING', x: 2, y: true });
  });

  it('refuses filters longer than the limit in its own words', () => {
    const result = savedViewInputSchema.safeParse({ ...base, search: { search: 'a'.repeat(2000) } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(VIEW_SEARCH_TOO_LONG);
  });
});
