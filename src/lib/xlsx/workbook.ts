import { utils, write } from 'xlsx';

/**
 * One cell: text stays text (a value starting with `=`, `+`, `-` or `@` is written as a string cell, never a
 * formula), numbers stay numbers, and a date is a real date cell, shown as the app shows dates.
 */
export type Cell = string | number | Date | null;

/** The .xlsx file's media type. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How date cells read in Excel: as formatDateTime writes them on screen (src/lib/format.ts). */
const DATE_FORMAT = 'dd/mm/yyyy hh:mm:ss';

const cellWidth = (cell: Cell) => (cell instanceof Date ? DATE_FORMAT.length : String(cell ?? '').length);

export interface SheetSpec {
  sheetName: string;
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
}

/** Builds an .xlsx file in memory; pure so that the worker and the tests share it. */
export function buildWorkbook(spec: SheetSpec): ArrayBuffer {
  const sheet = utils.aoa_to_sheet([spec.header as Cell[], ...(spec.rows as Cell[][])], {
    cellDates: true,
    dateNF: DATE_FORMAT,
  });
  sheet['!cols'] = spec.header.map((h, i) => ({
    wch: Math.min(40, Math.max(h.length, ...spec.rows.slice(0, 200).map((r) => cellWidth(r[i] ?? null))) + 2),
  }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, spec.sheetName);
  return write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}
