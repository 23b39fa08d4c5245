import type { Cell, SheetSpec } from '@/lib/xlsx/workbook';
import { NOTHING_TO_CHANGE, type Preview, type PreviewRow } from './preview';

/**
 * What became of a row that was not saved. A row that repeats a saved record or a row above it, or that
 * the import skips by rule (no price), is **skipped**: there is nothing wrong with it, so it is never
 * called rejected. A row the dry run or the server refused is **rejected**; one Stop kept back is **not
 * sent**.
 */
export type LeftOut = 'Skipped' | 'Rejected' | 'Not sent';

export interface LeftOutCounts {
  skipped: number;
  /** Refused rows and rows Stop kept back: the ones the admin has to act on. */
  rejected: number;
}

function leftOut<V>(
  row: PreviewRow<V>,
  failed: ReadonlyMap<number, string>,
  unsent: ReadonlyMap<number, string>,
): { as: LeftOut; reason: string } | null {
  const notSent = unsent.get(row.rowNumber);
  if (notSent) return { as: 'Not sent', reason: notSent };
  const refused = failed.get(row.rowNumber);
  if (refused) return { as: 'Rejected', reason: refused };
  if (row.action !== 'skip' || !row.reason || row.reason === NOTHING_TO_CHANGE) return null;
  return { as: row.rejected ? 'Rejected' : 'Skipped', reason: row.reason };
}

/** The rows of an import that were not saved, each with what became of it; unchanged rows are not among them. */
export function leftOutRows<V>(
  preview: Preview<V>,
  failed: ReadonlyMap<number, string>,
  unsent: ReadonlyMap<number, string> = new Map(),
) {
  return preview.rows.flatMap((row) => {
    const out = leftOut(row, failed, unsent);
    return out ? [{ row, ...out }] : [];
  });
}

export function countLeftOut(rows: readonly { as: LeftOut }[]): LeftOutCounts {
  const skipped = rows.filter((r) => r.as === 'Skipped').length;
  return { skipped, rejected: rows.length - skipped };
}

/** 'skipped rows', 'rejected rows' or 'skipped and rejected rows', as the file holds them. */
export function leftOutName(counts: LeftOutCounts): string {
  if (counts.skipped > 0 && counts.rejected > 0) return 'skipped and rejected rows';
  return counts.skipped > 0 ? 'skipped rows' : 'rejected rows';
}

/**
 * The rows not saved as they were read, plus what became of each and why, in the sheet's own columns so
 * the admin fixes the rejected ones and imports the file again (skipped rows are skipped again).
 */
export function rejectedSheet<V>(
  preview: Preview<V>,
  failed: ReadonlyMap<number, string>,
  unsent: ReadonlyMap<number, string> = new Map(),
): SheetSpec {
  const width = Math.max(preview.header.length, ...preview.rows.map((r) => r.cells.length));
  const header = Array.from({ length: width }, (_, i) => String(preview.header[i] ?? ''));
  const out = leftOutRows(preview, failed, unsent);
  const rows: Cell[][] = out.map(({ row, as, reason }) => [
    ...Array.from({ length: width }, (_, i) => row.cells[i] ?? null),
    as,
    `Row ${String(row.rowNumber)}: ${reason}`,
  ]);
  const name = leftOutName(countLeftOut(out));
  return { sheetName: name[0]?.toUpperCase() + name.slice(1), header: [...header, 'Result', 'Reason'], rows };
}
