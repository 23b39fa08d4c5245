import type { Cell, SheetSpec } from '@/lib/xlsx/workbook';
import { NOTHING_TO_CHANGE, type Preview } from './preview';

/** The skipped and failed rows as they were, plus why, so the admin fixes them and imports that file. */
export function rejectedSheet<V>(preview: Preview<V>, failed: ReadonlyMap<number, string>): SheetSpec {
  const width = Math.max(preview.header.length, ...preview.rows.map((r) => r.cells.length));
  const header = Array.from({ length: width }, (_, i) => String(preview.header[i] ?? ''));
  const rows: Cell[][] = [];
  for (const row of preview.rows) {
    const reason = row.action === 'skip' ? row.reason : failed.get(row.rowNumber);
    if (!reason || reason === NOTHING_TO_CHANGE) continue;
    rows.push([
      ...Array.from({ length: width }, (_, i) => row.cells[i] ?? null),
      `Row ${String(row.rowNumber)}: ${reason}`,
    ]);
  }
  return { sheetName: 'Rejected rows', header: [...header, 'Reason'], rows };
}
