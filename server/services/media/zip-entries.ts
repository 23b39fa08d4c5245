import type { ByteSource } from './byte-source';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN_SIZE = 22;
// The end record may be followed by a comment of at most 65535 bytes.
const EOCD_SEARCH_WINDOW = EOCD_MIN_SIZE + 0xffff;
// Office files carry a few hundred entries; a directory larger than this is not one we accept.
const MAX_CENTRAL_DIRECTORY_BYTES = 4 * 1024 * 1024;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Names of the entries in a ZIP archive, read from its central directory (the authoritative
 * list: local headers can be forged or padded). Returns null when the archive has no readable
 * directory, e.g. a truncated upload or a ZIP64 archive, which no accepted document needs.
 */
export async function readZipEntryNames(source: ByteSource): Promise<string[] | null> {
  if (source.size < EOCD_MIN_SIZE) return null;
  const windowStart = Math.max(0, source.size - EOCD_SEARCH_WINDOW);
  const tail = await source.read(windowStart, source.size - windowStart);
  const tailView = view(tail);

  let eocd = -1;
  for (let i = tail.byteLength - EOCD_MIN_SIZE; i >= 0; i -= 1) {
    if (tailView.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;

  const entryCount = tailView.getUint16(eocd + 10, true);
  const directorySize = tailView.getUint32(eocd + 12, true);
  const directoryOffset = tailView.getUint32(eocd + 16, true);
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return null;
  if (directorySize > MAX_CENTRAL_DIRECTORY_BYTES) return null;
  if (directoryOffset + directorySize > source.size) return null;

  const directory = await source.read(directoryOffset, directorySize);
  const directoryView = view(directory);
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const names: string[] = [];
  let cursor = 0;
  for (let i = 0; i < entryCount; i += 1) {
    if (cursor + 46 > directory.byteLength) return null;
    if (directoryView.getUint32(cursor, true) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const nameLength = directoryView.getUint16(cursor + 28, true);
    const extraLength = directoryView.getUint16(cursor + 30, true);
    const commentLength = directoryView.getUint16(cursor + 32, true);
    const nameEnd = cursor + 46 + nameLength;
    if (nameEnd > directory.byteLength) return null;
    names.push(decoder.decode(directory.subarray(cursor + 46, nameEnd)));
    cursor = nameEnd + extraLength + commentLength;
  }
  return names;
}
