export type SheetFileKind = 'xlsx' | 'xls' | 'csv';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * What the bytes are, whatever the file name says: an .xlsx is a zip, an .xls an OLE compound file, and a
 * CSV is text (no NUL bytes, no C0 controls but tab/CR/LF in its first 4 KiB). Anything else is refused.
 */
export function sniffSheetFile(bytes: Uint8Array): SheetFileKind | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE)) return 'xls';
  const head = bytes.subarray(0, 4096);
  for (const b of head) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return null;
  }
  try {
    // A multi-byte character may be cut at the 4 KiB edge; `stream` keeps that from failing the check.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
  return 'csv';
}
