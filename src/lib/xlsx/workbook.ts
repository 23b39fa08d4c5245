import { utils, write } from 'xlsx';

export type Cell = string | number | null;

export interface SheetSpec {
  sheetName: string;
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
}

/** Builds an .xlsx file in memory; pure so that the worker and the tests share it. */
export function buildWorkbook(spec: SheetSpec): ArrayBuffer {
  const sheet = utils.aoa_to_sheet([spec.header as Cell[], ...(spec.rows as Cell[][])]);
  sheet['!cols'] = spec.header.map((h, i) => ({
    wch: Math.min(
      40,
      Math.max(h.length, ...spec.rows.slice(0, 200).map((r) => String(r[i] ?? '').length)) + 2,
    ),
  }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, spec.sheetName);
  return write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}
