import { afterEach, describe, expect, it } from 'vitest';
import { utils, write, type CellObject, type WorkSheet } from 'xlsx';
import { cellNumber, cellText } from '../../src/lib/xlsx/cell-values';
import { sniffSheetFile } from '../../src/lib/xlsx/file-kind';
import { DEFAULT_READ_LIMITS, readSheetRows, SheetReadError } from '../../src/lib/xlsx/read-rows';
import { declaredUnzippedBytes } from '../../src/lib/xlsx/zip-guard';
import { previewVersions } from '../../src/features/settings/bulk/version-rows';

const xlsx = (sheet: WorkSheet, name = 'Sheet1'): Uint8Array => {
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, name);
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
};
const aoa = (rows: unknown[][]) => xlsx(utils.aoa_to_sheet(rows));
const text = (s: string) => new TextEncoder().encode(s);
const cellsOf = (bytes: Uint8Array, limits = DEFAULT_READ_LIMITS) =>
  readSheetRows(bytes, limits).map((r) => r.cells);

const PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();
const protoIsClean = () => {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTO_KEYS);
  const probe: Record<string, unknown> = {};
  for (const key of ['A1', 'polluted', 'ID', 'Model', 't', 'v', 'Sheet1', '0'])
    expect(probe[key]).toBeUndefined();
};

afterEach(protoIsClean);

describe('sniffSheetFile', () => {
  it('knows xlsx, xls and csv by their bytes, not their names', () => {
    expect(sniffSheetFile(aoa([['a']]))).toBe('xlsx');
    expect(sniffSheetFile(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe(
      'xls',
    );
    expect(sniffSheetFile(text('id,name\n1,Hà Nội\n'))).toBe('csv');
  });

  it('refuses binaries, images and empty files', () => {
    expect(sniffSheetFile(new Uint8Array())).toBeNull();
    expect(sniffSheetFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffSheetFile(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0x01]))).toBeNull();
    expect(sniffSheetFile(new Uint8Array([0xff, 0xfe, 0x41, 0x42]))).toBeNull();
  });
});

describe('readSheetRows', () => {
  it('reads the first sheet with row numbers as Excel shows them, skipping blank rows', () => {
    const rows = readSheetRows(aoa([['ID', 'Model'], ['', 'Vios'], [], [null, 'Ranger']]));
    expect(rows.map((r) => r.rowNumber)).toEqual([1, 2, 4]);
    expect(rows[1]?.cells).toEqual([null, 'Vios']);
  });

  it('keeps leading zeros, from CSV text and from zero-padded number formats', () => {
    expect(cellsOf(text('code,price\n01,1000\n007,"1,500"\n'))).toEqual([
      ['code', 'price'],
      ['01', '1000'],
      ['007', '1,500'],
    ]);
    const sheet = utils.aoa_to_sheet([['code'], ['01']]);
    sheet.A3 = { t: 'n', v: 2, z: '00' } as CellObject;
    sheet['!ref'] = 'A1:A3';
    expect(cellsOf(xlsx(sheet))).toEqual([['code'], ['01'], ['02']]);
  });

  it('normalises Vietnamese text to NFC (a decomposed "Hà Nội" equals the composed one)', () => {
    const decomposed = 'Ha\u0300 No\u0323\u0302i';
    expect(decomposed).not.toBe('Hà Nội');
    expect(cellsOf(aoa([['h'], [decomposed]]))[1]).toEqual(['Hà Nội']);
    expect(cellsOf(text(`h\n${decomposed}\n`))[1]).toEqual(['Hà Nội']);
  });

  it('reads a UTF-8 CSV with a byte order mark', () => {
    expect(cellsOf(text('\ufeffID,Tên\n,Xe ô tô\n'))).toEqual([
      ['ID', 'Tên'],
      [null, 'Xe ô tô'],
    ]);
  });

  it('refuses a file over the size limit before reading it', () => {
    const limits = { ...DEFAULT_READ_LIMITS, maxBytes: 100 };
    expect(() => readSheetRows(text('a,b\n'.repeat(100)), limits)).toThrow(/larger than/);
  });
});

describe('hostile workbooks', () => {
  const refused = (bytes: Uint8Array, message: RegExp, limits = DEFAULT_READ_LIMITS) => {
    let error: unknown;
    try {
      readSheetRows(bytes, limits);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SheetReadError);
    expect((error as Error).message).toMatch(message);
  };

  it('refuses a truncated xlsx', () => {
    const whole = aoa([['ID'], ['x']]);
    refused(whole.subarray(0, Math.floor(whole.length / 2)), /damaged/);
    expect(declaredUnzippedBytes(whole.subarray(0, 100))).toBeNull();
  });

  it('refuses bytes that are not a workbook, even named .xlsx', () => {
    refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]), /damaged/);
    refused(new Uint8Array(Array.from({ length: 64 }, (_, i) => (i * 37) % 256)), /not an Excel/);
    refused(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]), /damaged/);
  });

  it('refuses a zip that would unpack beyond the limit', () => {
    const big = aoa([['x'], ['a'.repeat(30_000)]]);
    expect(declaredUnzippedBytes(big)).toBeGreaterThan(30_000);
    refused(big, /too large once unpacked/, { ...DEFAULT_READ_LIMITS, maxUnzippedBytes: 20_000 });
  });

  it('does not let __proto__ / constructor sheet names, headers or cells touch Object.prototype', () => {
    const sheet = utils.aoa_to_sheet([
      ['__proto__', 'constructor', 'prototype', 'polluted'],
      ['__proto__', '{"polluted":1}', 'constructor', 'toString'],
    ]);
    refused(xlsx(sheet, '__proto__'), /no sheet/);
    const rows = cellsOf(xlsx(sheet, 'constructor'));
    expect(rows[1]).toEqual(['__proto__', '{"polluted":1}', 'constructor', 'toString']);
    refused(text(''), /not an Excel/);
    const csvRows = cellsOf(text('__proto__,constructor\n__proto__,polluted\n'));
    expect(csvRows).toHaveLength(2);
    // The mappers see such rows as data and skip them with a reason; nothing reaches a write.
    const preview = previewVersions(readSheetRows(xlsx(sheet, 'constructor')), 'add', {
      versions: [],
      models: [],
      brands: [],
    });
    expect(preview.counts).toEqual({ create: 0, update: 0, skip: 1 });
  });

  it('reads formula cells as their stored value and never keeps or runs the formula', () => {
    const sheet = utils.aoa_to_sheet([['ID', 'Model', 'B', 'S', 'Name', 'Price']]);
    sheet.E2 = { t: 's', v: 'Cached', f: 'HYPERLINK("http://evil","x")' } as CellObject;
    sheet.F2 = { t: 'n', v: 5, f: '2+3' } as CellObject;
    sheet.F3 = { t: 'n', f: 'WEBSERVICE("http://evil")' } as CellObject;
    sheet['!ref'] = 'A1:F3';
    const rows = readSheetRows(xlsx(sheet));
    expect(rows[1]?.cells.slice(4)).toEqual(['Cached', 5]);
    // A formula without a stored value is no value at all.
    expect(rows).toHaveLength(2);
    // CSV has no formulas: '=1+2' is text, and the mappers refuse it.
    expect(cellsOf(text('a\n=1+2\n'))[1]).toEqual(['=1+2']);
  });

  it('refuses more rows than the limit, and a sheet that only declares a huge range reads fine', () => {
    const limits = { ...DEFAULT_READ_LIMITS, maxRows: 50 };
    refused(aoa(Array.from({ length: 60 }, (_, i) => [i])), /more than 50 rows/, limits);
    const sparse = utils.aoa_to_sheet([['ID'], ['x']]);
    sparse['!ref'] = 'A1:C1048576';
    expect(cellsOf(xlsx(sparse))).toEqual([['ID'], ['x']]);
  });

  it('refuses 20,002 data rows at the default limit', () => {
    refused(text(`h\n${'1\n'.repeat(20_002)}`), /more than 20,000 rows/);
  });

  it('cuts very long strings so they stay bounded and still fail a length rule', () => {
    // 32,767 is the most an Excel cell holds; a CSV has no such cap.
    const rows = cellsOf(aoa([['h'], ['x'.repeat(32_767)]]));
    expect(String(rows[1]?.[0])).toHaveLength(DEFAULT_READ_LIMITS.maxCellChars + 1);
    const csv = cellsOf(text(`h\n${'y'.repeat(1_000_000)}\n`));
    expect(String(csv[1]?.[0])).toHaveLength(DEFAULT_READ_LIMITS.maxCellChars + 1);
    const preview = previewVersions(
      readSheetRows(
        aoa([
          ['ID', 'Model', 'B', 'S', 'Name', 'Price'],
          [null, 'm', null, null, 'x'.repeat(5000), 1],
        ]),
      ),
      'add',
      {
        versions: [],
        models: [{ id: '00000000-0000-4000-8000-000000000001', name: 'm', brand: 'b' }],
        brands: [],
      },
    );
    expect(preview.rows[0]?.reason).toMatch(/^Name: Names are limited to 100 characters/);
  });

  it('keeps only the first columns of a very wide sheet', () => {
    const wide = aoa([Array.from({ length: 200 }, (_, i) => `c${String(i)}`)]);
    expect(cellsOf(wide)[0]).toHaveLength(DEFAULT_READ_LIMITS.maxColumns);
  });
});

describe('cell values', () => {
  it('reads numbers in the ways admins type them', () => {
    expect(cellNumber(1500000)).toBe(1500000);
    expect(cellNumber('1,500,000')).toBe(1500000);
    expect(cellNumber('1.500.000')).toBe(1500000);
    expect(cellNumber(' 1 500 000 ')).toBe(1500000);
    expect(cellNumber('0,5')).toBe(0.5);
    expect(cellNumber('12.5')).toBe(12.5);
    expect(cellNumber(null)).toBeNull();
    expect(cellNumber('  ')).toBeNull();
    expect(cellNumber('12abc')).toBeNaN();
    expect(cellNumber('1e5')).toBeNaN();
  });

  it('reads text without exponents for whole numbers', () => {
    expect(cellText(123456789012)).toBe('123456789012');
    expect(cellText('  Vios ')).toBe('Vios');
    expect(cellText(null)).toBe('');
  });
});
