import { buildWorkbook, XLSX_TYPE, type Cell, type SheetSpec } from './workbook';
import type { ExportMessage } from './export-xlsx';

// Building a large workbook takes long enough to freeze the page, so it runs here instead. The rows come in
// parts as the page reads them (export-xlsx.ts), so no task of the page ever copies the whole sheet.
let sheet: { sheetName: string; header: readonly string[]; rows: (readonly Cell[])[] } | null = null;

const reply = (message: unknown, transfer: Transferable[] = []) =>
  (self as unknown as Worker).postMessage(message, transfer);

self.onmessage = (event: MessageEvent<ExportMessage>) => {
  const message = event.data;
  try {
    if (message.kind === 'start') {
      sheet = { sheetName: message.sheetName, header: message.header, rows: [] };
      return;
    }
    if (!sheet) throw new Error('The export worker got rows before its sheet');
    if (message.kind === 'rows') {
      for (const row of message.rows) sheet.rows.push(row);
      return;
    }
    const spec: SheetSpec = sheet;
    sheet = null;
    // The file as a Blob made here: the page gets a handle to it, not 30 MB to copy into one.
    const file = new Blob([buildWorkbook(spec)], { type: XLSX_TYPE });
    reply({ ok: true, file });
  } catch (e) {
    reply({ ok: false, message: e instanceof Error ? e.message : String(e) });
  }
};
