import type { ByteSource } from './byte-source';
import { CFB_SIGNATURE, readCfbStreamNames } from './cfb-entries';
import type { FormatId } from '../../../src/rules/media';
import { readZipEntryNames } from './zip-entries';

/** A format we accept, 'svg' (recognised so it can be refused by name) or 'unknown'. */
export type SniffedFormat = FormatId | 'svg' | 'unknown';

const HEAD_BYTES = 4096;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

// ISO-BMFF major/compatible brands that denote MP4 video. HEIF/AVIF stills and QuickTime share
// the 'ftyp' box, so the box alone is not enough.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'mmp4',
  'dash',
  'MSNV',
]);
const NOT_MP4_MAJOR_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'qt  ',
  'crx ',
]);

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.byteLength < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function isMp4(head: Uint8Array): boolean {
  if (head.byteLength < 12 || ascii(head, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  const major = ascii(head, 8, 12);
  if (NOT_MP4_MAJOR_BRANDS.has(major)) return false;
  if (MP4_BRANDS.has(major)) return true;
  // Compatible brands follow the major brand and its 4-byte minor version.
  const end = Math.min(boxSize, head.byteLength);
  for (let at = 16; at + 4 <= end; at += 4) {
    if (MP4_BRANDS.has(ascii(head, at, at + 4))) return true;
  }
  return false;
}

function isSvg(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<') && /<svg[\s>/]/i.test(text);
}

async function sniffZip(source: ByteSource): Promise<SniffedFormat> {
  const names = await readZipEntryNames(source);
  if (!names || !names.includes('[Content_Types].xml')) return 'unknown';
  // Macro-enabled documents (docm, xlsm, pptm) share the layout; they are not on the list.
  if (names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) return 'unknown';
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  if (names.some((name) => name.startsWith('ppt/'))) return 'pptx';
  return 'unknown';
}

async function sniffCfb(source: ByteSource): Promise<SniffedFormat> {
  const streams = await readCfbStreamNames(source);
  if (!streams) return 'unknown';
  if (streams.includes('WordDocument')) return 'doc';
  if (streams.includes('PowerPoint Document')) return 'ppt';
  return 'unknown';
}

/**
 * Identifies an upload by its content (magic bytes and container directories), never by the
 * name or Content-Type the client sent.
 */
export async function sniffFormat(source: ByteSource): Promise<SniffedFormat> {
  const head = await source.read(0, HEAD_BYTES);
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (isMp4(head)) return 'mp4';
  if (startsWith(head, ZIP_LOCAL_HEADER)) return sniffZip(source);
  if (startsWith(head, CFB_SIGNATURE)) return sniffCfb(source);
  if (isSvg(head)) return 'svg';
  return 'unknown';
}
