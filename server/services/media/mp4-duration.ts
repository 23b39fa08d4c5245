import type { ByteSource } from './byte-source';

/*
 * The length an MP4 declares in its movie header (moov > mvhd), read from the few bytes that say it:
 * box headers are walked and skipped, so a 50 MB clip costs a handful of small reads wherever its moov
 * sits (before or after the media data). The simulation timeline is checked against this length on the
 * server, instead of the length the editor's browser reports.
 */

const MAX_BOXES = 10_000;

async function header(source: ByteSource, at: number, end: number) {
  if (at + 8 > end) return undefined;
  const head = await source.read(at, 16);
  if (head.byteLength < 8) return undefined;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const type = String.fromCharCode(...head.subarray(4, 8));
  let size = view.getUint32(0);
  let headerSize = 8;
  if (size === 1) {
    // A 64-bit size follows the type.
    if (head.byteLength < 16) return undefined;
    size = Number(view.getBigUint64(8));
    headerSize = 16;
  } else if (size === 0) {
    size = end - at; // the box runs to the end of its parent
  }
  if (size < headerSize || at + size > end) return undefined;
  return { type, size, headerSize };
}

async function find(source: ByteSource, start: number, end: number, type: string) {
  let at = start;
  for (let n = 0; n < MAX_BOXES; n++) {
    const box = await header(source, at, end);
    if (!box) return undefined;
    if (box.type === type) return { at, ...box };
    at += box.size;
  }
  return undefined;
}

/** Seconds the file declares, or null when it is no MP4 with a readable movie header. */
export async function mp4Duration(source: ByteSource): Promise<number | null> {
  const moov = await find(source, 0, source.size, 'moov');
  if (!moov) return null;
  const mvhd = await find(source, moov.at + moov.headerSize, moov.at + moov.size, 'mvhd');
  if (!mvhd) return null;
  const body = await source.read(mvhd.at + mvhd.headerSize, 32);
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  if (body.byteLength < 20) return null;
  const version = view.getUint8(0);
  // Version 0: creation, modification (32-bit), timescale, duration (32-bit); version 1: 64-bit times.
  const [timescale, duration] =
    version === 1 && body.byteLength >= 32
      ? [view.getUint32(20), Number(view.getBigUint64(24))]
      : version === 0
        ? [view.getUint32(12), view.getUint32(16)]
        : [0, 0];
  if (!timescale || !duration || duration === 0xffffffff) return null;
  return duration / timescale;
}
