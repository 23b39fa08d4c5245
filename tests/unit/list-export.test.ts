import { describe, expect, it } from 'vitest';
import {
  column,
  dateCell,
  exported,
  indexColumn,
  numericColumn,
  textColumn,
} from '../../src/components/data-table/columns';
import type { DataTableColumn } from '../../src/components/data-table/data-table';
import {
  exportCells,
  exportColumns,
  exportFileName,
  sheetNameOf,
} from '../../src/components/data-table/list-export';

interface Row {
  id: string;
  title: string;
  price: number | null;
  createdAt: string;
}

const rows: Row[] = [
  { id: 'a', title: '=cmd|calc', price: 1_250_000_000, createdAt: '2026-11-28T07:05:09.000Z' },
  { id: 'b', title: 'Nguyễn Văn A', price: null, createdAt: '2026-01-02T00:00:00.000Z' },
];

const columns: DataTableColumn<Row>[] = [
  indexColumn(3),
  column('image', 'Image', () => null),
  textColumn('title', 'Title', (r) => r.title, 10),
  numericColumn(
    'price',
    'Price (VND)',
    (r) => String(r.price),
    (r) => r.price,
  ),
  column(
    'createdAt',
    'Created on',
    (r) => r.createdAt,
    (r) => dateCell(r.createdAt),
  ),
  exported(
    (r) => r.id,
    column(
      'action',
      () => 'Action',
      () => null,
    ),
    'Id',
  ),
];

describe('list export', () => {
  it('writes the columns that declare a value, in the table order, with their words as headers', () => {
    expect(exportColumns(columns).map((c) => c.header)).toEqual([
      'No.',
      'Title',
      'Price (VND)',
      'Created on',
      'Id',
    ]);
  });

  it('writes whole values: the place in the file, full text, numbers and dates as such', () => {
    const cells = exportCells(rows, exportColumns(columns));
    // The running number counts the file's rows, not the page the table is on.
    expect(cells.map((r) => r[0])).toEqual([1, 2]);
    // Untruncated, even past the cell's cut (10 characters here).
    expect(cells[1]?.[1]).toBe('Nguyễn Văn A');
    expect(cells[0]?.[1]).toBe('=cmd|calc');
    expect(cells[0]?.[2]).toBe(1_250_000_000);
    expect(cells[1]?.[2]).toBeNull();
    expect(cells[0]?.[3]).toEqual(new Date('2026-11-28T07:05:09.000Z'));
    expect(cells[1]?.[4]).toBe('b');
  });

  it('names the file after the list and the minute, without marks or spaces', () => {
    const at = new Date(2026, 10, 28, 14, 5);
    expect(exportFileName('Garage & Salon', at)).toBe('Garage-Salon-20261128-1405.xlsx');
    expect(exportFileName('Đề thi lý thuyết', at)).toBe('De-thi-ly-thuyet-20261128-1405.xlsx');
  });

  it('keeps a sheet name Excel accepts', () => {
    expect(sheetNameOf('Posts [pending]: a/b?')).toBe('Posts  pending   a b');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
  });
});
