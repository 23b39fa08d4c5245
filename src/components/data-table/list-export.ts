import { format } from 'date-fns';
import type { RowData } from '@tanstack/react-table';
import { useRef, useState } from 'react';
import { reportError } from '@/lib/error-mapper';
import { hereLink, reportTask } from '@/components/bell/task-report';
import { notify } from '@/lib/notify';
import { startXlsxDownload, type XlsxDownload } from '@/lib/xlsx/export-xlsx';
import type { Cell } from '@/lib/xlsx/workbook';
import type { ColumnExport, DataTableColumn } from './data-table';

/**
 * Every row the list's current filters and order match, fetched page by page (useList's `fetchAll`). With
 * `onPage`, each page's rows are handed to it as they arrive instead of kept, and the answer is empty.
 */
export type FetchAll<Row> = (
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
  onPage?: (rows: Row[]) => void,
) => Promise<Row[]>;

export interface ExportProgress {
  done: number;
  total: number;
}

/** Said when the filters match nothing: no file is made. */
export const NOTHING_TO_EXPORT = 'Nothing to export: no rows match these filters';

/** The columns Export writes, in the table's order: those that declare a value (see `exported`). */
export function exportColumns<Row extends RowData>(columns: readonly DataTableColumn<Row>[]): ColumnExport[] {
  return columns.flatMap((c) => (c.meta?.export ? [c.meta.export] : []));
}

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`. */
export const sheetNameOf = (title: string) =>
  title
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

/** 'Garage & Salon' → 'Garage-Salon-20261128-1405.xlsx': the list's title and when it was taken. */
export function exportFileName(title: string, now: Date = new Date()): string {
  const words = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${words || 'Export'}-${format(now, 'yyyyMMdd-HHmm')}.xlsx`;
}

/** The sheet's rows: one per record, one cell per exported column; `first` is the index of the first row. */
export function exportCells<Row>(
  rows: readonly Row[],
  columns: readonly ColumnExport[],
  first = 0,
): Cell[][] {
  // ColumnExport keeps its row type open (`never`); these are the rows of the list that declared it.
  const values = columns.map((c) => c.value as (row: Row, index: number) => Cell);
  return rows.map((row, i) => values.map((value) => value(row, first + i)));
}

/**
 * Export (issue 25 §2): every row the current filters match, not just the page, in the visible columns'
 * order, written to an XLSX off the main thread. One run at a time, its progress, and Cancel, which stops
 * the fetching and the file at once and downloads nothing.
 */
export function useListExport<Row extends RowData>(
  title: string,
  columns: readonly DataTableColumn<Row>[],
  fetchAll: FetchAll<Row> | undefined,
) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  const cols = exportColumns(columns);

  async function run() {
    if (!fetchAll || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: 0 });
    // Listed in the header's bell on every tab, with a link back to this list as it is filtered now.
    const task = reportTask({ kind: 'EXPORT', title: `Export ${title}`, link: hereLink() });
    let fetched: ExportProgress = { done: 0, total: 0 };
    // Each page goes to the workbook's worker as it arrives (the spreadsheet library itself is loaded only
    // there): the page never holds or copies the whole sheet at once, so the tab answers throughout.
    let file: XlsxDownload | undefined;
    let written = 0;
    try {
      const sheet = startXlsxDownload(
        exportFileName(title),
        { sheetName: sheetNameOf(title), header: cols.map((c) => c.header) },
        controller.signal,
      );
      file = sheet;
      const rest = await fetchAll(
        controller.signal,
        (done, total) => {
          fetched = { done, total };
          setProgress(fetched);
          task.progress(fetched);
        },
        (rows) => {
          sheet.add(exportCells(rows, cols, written));
          written += rows.length;
        },
      );
      // A list that holds its rows already (use-flat-list) answers them at once.
      if (rest.length > 0) {
        sheet.add(exportCells(rest, cols, written));
        written += rest.length;
      }
      if (written === 0) {
        task.end('DONE', { done: 0, total: 0 });
        notify.warning({ title: NOTHING_TO_EXPORT });
        return;
      }
      await sheet.finish();
      task.end('DONE', { done: written, total: written });
    } catch (e) {
      if (controller.signal.aborted) task.end('CANCELLED', fetched);
      else {
        task.end('FAILED', { ...fetched, error: e instanceof Error ? e.message : undefined });
        reportError(e);
      }
    } finally {
      file?.close();
      running.current = null;
      setProgress(null);
    }
  }

  return {
    /** Export is offered only where the list can fetch every row and some column says what to write. */
    available: !!fetchAll && cols.length > 0,
    progress,
    run: () => void run(),
    cancel: () => running.current?.abort(new DOMException('Export cancelled', 'AbortError')),
  };
}
