import type { ByteSource } from './byte-source';

export const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;

const HEADER_SIZE = 512;
const DIRECTORY_ENTRY_SIZE = 128;
const HEADER_DIFAT_ENTRIES = 109;
// Values at or above this mark free, end-of-chain or FAT/DIFAT sectors, never a data sector.
const MAX_REGULAR_SECTOR = 0xfffffffa;
const STREAM = 2;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Names of the streams in an OLE2 compound file (legacy .doc, .ppt, .xls). Word and PowerPoint
 * files are told apart by their main stream ('WordDocument', 'PowerPoint Document'), which only
 * the directory reveals. Returns null when the structure is not readable.
 */
export async function readCfbStreamNames(source: ByteSource): Promise<string[] | null> {
  if (source.size < HEADER_SIZE) return null;
  const header = view(await source.read(0, HEADER_SIZE));
  for (let i = 0; i < CFB_SIGNATURE.length; i += 1) {
    if (header.getUint8(i) !== CFB_SIGNATURE[i]) return null;
  }
  const sectorShift = header.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const entriesPerFatSector = sectorSize / 4;
  const sectorCount = Math.ceil(source.size / sectorSize);
  const fatSectorCount = header.getUint32(0x2c, true);
  const firstDirectorySector = header.getUint32(0x30, true);

  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(fatSectorCount, HEADER_DIFAT_ENTRIES); i += 1) {
    fatSectors.push(header.getUint32(0x4c + i * 4, true));
  }
  let difatSector = header.getUint32(0x44, true);
  let difatGuard = header.getUint32(0x48, true);
  while (fatSectors.length < fatSectorCount && difatSector < MAX_REGULAR_SECTOR && difatGuard > 0) {
    const difat = view(await source.read((difatSector + 1) * sectorSize, sectorSize));
    if (difat.byteLength < sectorSize) return null;
    for (let i = 0; i < entriesPerFatSector - 1 && fatSectors.length < fatSectorCount; i += 1) {
      fatSectors.push(difat.getUint32(i * 4, true));
    }
    difatSector = difat.getUint32(sectorSize - 4, true);
    difatGuard -= 1;
  }

  async function nextSector(sector: number): Promise<number | null> {
    const fatSector = fatSectors[Math.floor(sector / entriesPerFatSector)];
    if (fatSector === undefined || fatSector >= MAX_REGULAR_SECTOR) return null;
    const offset = (fatSector + 1) * sectorSize + (sector % entriesPerFatSector) * 4;
    const bytes = await source.read(offset, 4);
    return bytes.byteLength === 4 ? view(bytes).getUint32(0, true) : null;
  }

  const names: string[] = [];
  const decoder = new TextDecoder('utf-16le');
  let sector = firstDirectorySector;
  // A crafted FAT can loop; a chain can never be longer than the file has sectors.
  for (let visited = 0; sector < MAX_REGULAR_SECTOR; visited += 1) {
    if (visited > sectorCount) return null;
    const bytes = await source.read((sector + 1) * sectorSize, sectorSize);
    if (bytes.byteLength < sectorSize) return null;
    const directory = view(bytes);
    for (let entry = 0; entry < sectorSize; entry += DIRECTORY_ENTRY_SIZE) {
      const nameLength = directory.getUint16(entry + 0x40, true);
      const type = directory.getUint8(entry + 0x42);
      if (type !== STREAM || nameLength < 2 || nameLength > 64) continue;
      names.push(decoder.decode(bytes.subarray(entry, entry + nameLength - 2)));
    }
    const next = await nextSector(sector);
    if (next === null) return null;
    sector = next;
  }
  return names;
}
