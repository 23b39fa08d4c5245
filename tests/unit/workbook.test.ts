import { describe, expect, it } from 'vitest';
import { read, utils, type WorkSheet } from 'xlsx';
import { buildWorkbook } from '../../src/lib/xlsx/workbook';

const rowsOf = (sheet: WorkSheet | undefined) =>
  sheet ? utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null, raw: true }) : [];

describe('buildWorkbook', () => {
  const header = ['No.', 'Email', 'Full name', 'Balance (VND)', 'Phone'];
  const rows = [
    [1, 'an.nguyen@example.com', 'Nguyễn Văn An', 1234567, '(+84) 912345678'],
    [2, '-', 'KAR User', 0, '(+86) 13800138000'],
    [3, null, 'Trần Thị Hoa', 50000.5, '-'],
  ];

  it('writes an .xlsx that reads back with the sheet name, header and rows', () => {
    const buffer = buildWorkbook({ sheetName: 'Member Management List', header, rows });
    expect(buffer).toBeInstanceOf(ArrayBuffer);
    // An .xlsx file is a zip archive.
    expect(Array.from(new Uint8Array(buffer).slice(0, 2))).toEqual([0x50, 0x4b]);

    const book = read(new Uint8Array(buffer), { type: 'array' });
    expect(book.SheetNames).toEqual(['Member Management List']);
    expect(rowsOf(book.Sheets['Member Management List'])).toEqual([header, ...rows]);
  });

  it('keeps numbers as numbers and text as text', () => {
    const book = read(new Uint8Array(buildWorkbook({ sheetName: 'S', header, rows })), { type: 'array' });
    const sheet = book.Sheets.S;
    expect(sheet?.D2).toMatchObject({ t: 'n', v: 1234567 });
    // A phone number must stay text, or a spreadsheet would drop its leading characters.
    expect(sheet?.E2).toMatchObject({ t: 's', v: '(+84) 912345678' });
  });

  it('writes only the header when there are no rows', () => {
    const book = read(new Uint8Array(buildWorkbook({ sheetName: 'Empty', header, rows: [] })), {
      type: 'array',
    });
    expect(rowsOf(book.Sheets.Empty)).toEqual([header]);
  });

  it('sizes columns to their content, within limits', () => {
    const buffer = buildWorkbook({
      sheetName: 'Widths',
      header: ['A', 'Long'],
      rows: [['x'.repeat(100), 'abc']],
    });
    const book = read(new Uint8Array(buffer), { type: 'array', cellStyles: true });
    const cols = book.Sheets.Widths?.['!cols'] ?? [];
    expect(cols[0]?.wch).toBe(40);
    expect(cols[1]?.wch).toBe(6);
  });

  it('keeps text that looks like a formula as text: no cell of the file holds a formula', () => {
    const risky = ['=HYPERLINK("http://x","y")', '+84 912', '-1+2', '@SUM(A1)'];
    const buffer = buildWorkbook({ sheetName: 'Risky', header: ['Text'], rows: risky.map((t) => [t]) });
    const book = read(new Uint8Array(buffer), { type: 'array', cellFormula: true });
    const sheet = book.Sheets.Risky;
    risky.forEach((text, i) => {
      const cell = sheet?.[`A${i + 2}`];
      expect(cell).toMatchObject({ t: 's', v: text });
      expect(cell?.f).toBeUndefined();
    });
  });

  it('writes a date as a date cell, not as text', () => {
    const when = new Date(2026, 10, 28, 14, 5, 9);
    const buffer = buildWorkbook({ sheetName: 'Dates', header: ['Created date'], rows: [[when]] });
    const book = read(new Uint8Array(buffer), { type: 'array', cellDates: true });
    const cell = book.Sheets.Dates?.A2;
    expect(cell?.t).toBe('d');
    expect(cell?.v).toBeInstanceOf(Date);
    expect((cell?.v as Date).getTime()).toBe(when.getTime());
  });
});
