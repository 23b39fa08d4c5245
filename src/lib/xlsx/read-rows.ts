import { read, utils, type CellObject, type WorkBook } from 'xlsx';
import { sniffSheetFile } from './file-kind';
import { declaredUnzippedBytes } from './zip-guard';

/** A cell as the importers see it: text (NFC), a number, or nothing. */
export type RawCell = string | number | null;

export interface SheetRow {
  /** 1-based row number in the sheet, as the admin sees it in Excel. */
  rowNumber: number;
  cells: RawCell[];
}

export interface ReadLimits {
  maxBytes: number;
  maxUnzippedBytes: number;
  /** Data rows after the header. */
  maxRows: number;
  maxColumns: number;
  maxCellChars: number;
}

/** SPEC §9 caps document uploads at 5 MB; 20,000 rows is twice the largest import we measure. */
export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxUnzippedBytes: 100 * 1024 * 1024,
  maxRows: 20_000,
  maxColumns: 30,
  maxCellChars: 1_000,
};

export class SheetReadError extends Error {}

const mb = (bytes: number) => `${String(Math.round(bytes / 1024 / 1024))} MB`;

function openWorkbook(bytes: Uint8Array, limits: ReadLimits): WorkBook {
  if (bytes.length > limits.maxBytes)
    throw new SheetReadError(`The file is larger than ${mb(limits.maxBytes)}`);
  const kind = sniffSheetFile(bytes);
  if (!kind) throw new SheetReadError('This is not an Excel (.xlsx, .xls) or CSV file');
  if (kind === 'xlsx') {
    const unzipped = declaredUnzippedBytes(bytes);
    if (unzipped === null) throw new SheetReadError('The file is damaged and cannot be read');
    if (unzipped > limits.maxUnzippedBytes)
      throw new SheetReadError('The workbook is too large once unpacked');
  }
  const options = {
    dense: true,
    // Formulas are neither kept nor evaluated: a cell is the value stored in the file, as data.
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    cellDates: false,
    bookVBA: false,
    bookFiles: false,
    // One row over the limit is enough to know the file has too many.
    sheetRows: limits.maxRows + 2,
  } as const;
  try {
    // CSV is decoded here (UTF-8, BOM dropped) and read raw, so '00123' stays text instead of becoming 123.
    return kind === 'csv'
      ? read(new TextDecoder('utf-8').decode(bytes), { ...options, type: 'string', raw: true })
      : read(bytes, { ...options, type: 'array' });
  } catch {
    throw new SheetReadError('The file is damaged and cannot be read');
  }
}

/** Zero-padded numbers (a province code formatted '00') keep the text the admin sees. */
const ZERO_PADDED = /^0\d+$/;

function toRawCell(cell: CellObject | undefined, maxChars: number): RawCell {
  if (!cell) return null;
  let value: RawCell;
  switch (cell.t) {
    case 'n':
      value = typeof cell.w === 'string' && ZERO_PADDED.test(cell.w) ? cell.w : (cell.v as number);
      break;
    case 's':
    case 'd':
      value = String(cell.v ?? '');
      break;
    case 'b':
      value = cell.v ? 'TRUE' : 'FALSE';
      break;
    default:
      return null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // One character over the cap is kept so that a length rule still sees the text as too long.
  const text = (value.length > maxChars ? value.slice(0, maxChars + 1) : value).normalize('NFC');
  return text.trim() === '' ? null : text;
}

/**
 * Reads the first sheet as rows of cells, header included (row 1). Pure, so the Web Worker, the tests and
 * the benchmark share it. Throws SheetReadError with a message for the admin on anything unreadable.
 */
export function readSheetRows(
  data: ArrayBuffer | Uint8Array,
  limits: ReadLimits = DEFAULT_READ_LIMITS,
  onProgress?: (done: number, total: number) => void,
): SheetRow[] {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const book = openWorkbook(bytes, limits);
  const name = book.SheetNames[0];
  // A sheet named '__proto__' must not resolve to Object.prototype.
  const sheet = name !== undefined && Object.hasOwn(book.Sheets, name) ? book.Sheets[name] : undefined;
  if (!sheet?.['!ref']) throw new SheetReadError('The workbook has no sheet with data');
  const range = utils.decode_range(sheet['!ref']);
  const dense = (sheet['!data'] ?? []) as (CellObject[] | undefined)[];
  const lastColumn = Math.min(range.e.c, limits.maxColumns - 1);
  const rows: SheetRow[] = [];
  const total = Math.min(range.e.r, dense.length - 1) + 1;
  for (let r = 0; r < total; r++) {
    const source = dense[r];
    if (!source) continue;
    const cells: RawCell[] = [];
    let any = false;
    for (let c = 0; c <= lastColumn; c++) {
      const cell = toRawCell(source[c], limits.maxCellChars);
      if (cell !== null) any = true;
      cells.push(cell);
    }
    if (any) rows.push({ rowNumber: r + 1, cells });
    if (rows.length > limits.maxRows + 1) {
      throw new SheetReadError(`The file has more than ${limits.maxRows.toLocaleString('en-US')} rows`);
    }
    if (onProgress && r % 1000 === 999) onProgress(r + 1, total);
  }
  onProgress?.(total, total);
  return rows;
}
