import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { bufferSource } from '../../server/services/media/byte-source';
import { sniffFormat } from '../../server/services/media/sniff';
import { buildCfb, buildFtyp, buildZip, EXE_HEAD, MINIMAL_PDF, ooxml } from '../fixtures/media/builders';

const sniff = (bytes: Uint8Array) => sniffFormat(bufferSource(bytes));

async function image(format: 'png' | 'jpeg' | 'gif'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .toFormat(format)
    .toBuffer();
}

describe('sniffFormat: images', () => {
  it.each(['png', 'jpeg', 'gif'] as const)('recognises a real %s', async (format) => {
    expect(await sniff(await image(format))).toBe(format);
  });

  it('recognises SVG so it can be refused, with or without an XML prolog and BOM', async () => {
    expect(await sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(await sniff(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- x -->\n<svg width="1">'))).toBe('svg');
    expect(await sniff(Buffer.from('<html><body>svg</body></html>'))).toBe('unknown');
  });

  it('does not trust a PNG signature that is cut short', async () => {
    expect(await sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe('unknown');
  });
});

describe('sniffFormat: video', () => {
  it('recognises MP4 by its ftyp brands', async () => {
    expect(await sniff(buildFtyp('isom', ['isom', 'avc1']))).toBe('mp4');
    expect(await sniff(buildFtyp('mp42'))).toBe('mp4');
    expect(await sniff(buildFtyp('XYZW', ['mp41']))).toBe('mp4');
  });

  it('does not take HEIC/AVIF stills or QuickTime for MP4 although they share the ftyp box', async () => {
    expect(await sniff(buildFtyp('heic', ['mif1', 'heic']))).toBe('unknown');
    expect(await sniff(buildFtyp('avif', ['avif', 'mif1', 'miaf', 'iso8', 'mp41']))).toBe('unknown');
    expect(await sniff(buildFtyp('qt  ', ['qt  ']))).toBe('unknown');
  });
});

describe('sniffFormat: documents', () => {
  it('recognises PDF', async () => {
    expect(await sniff(MINIMAL_PDF)).toBe('pdf');
  });

  it('tells docx, xlsx and pptx apart by the folders in the central directory', async () => {
    expect(await sniff(ooxml('word', 'document.xml'))).toBe('docx');
    expect(await sniff(ooxml('xl', 'workbook.xml'))).toBe('xlsx');
    expect(await sniff(ooxml('ppt', 'presentation.xml'))).toBe('pptx');
  });

  it('recognises a workbook written by SheetJS as xlsx', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['a', 1]]), 'Sheet1');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(await sniff(bytes)).toBe('xlsx');
  });

  it('refuses a plain ZIP, a ZIP without [Content_Types].xml, macro-enabled and truncated archives', async () => {
    expect(await sniff(buildZip([{ name: 'readme.txt', data: 'hi' }]))).toBe('unknown');
    expect(await sniff(buildZip([{ name: 'xl/workbook.xml', data: '<x/>' }]))).toBe('unknown');
    const macro = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<x/>' },
      { name: 'xl/vbaProject.bin', data: 'macro' },
    ]);
    expect(await sniff(macro)).toBe('unknown');
    const whole = ooxml('xl', 'workbook.xml');
    expect(await sniff(whole.subarray(0, whole.length - 30))).toBe('unknown');
  });

  it('tells legacy .doc and .ppt apart by their OLE2 main stream', async () => {
    expect(await sniff(buildCfb(['WordDocument', '\u0001CompObj']))).toBe('doc');
    expect(await sniff(buildCfb(['PowerPoint Document', 'Current User']))).toBe('ppt');
  });

  it('refuses other OLE2 files (xls, msi) and survives a directory chain that loops', async () => {
    expect(await sniff(buildCfb(['Workbook']))).toBe('unknown');
    expect(await sniff(buildCfb(['WordDocument'], { loopDirectoryChain: true }))).toBe('unknown');
    expect(await sniff(buildCfb(['WordDocument']).subarray(0, 600))).toBe('unknown');
  });
});

describe('sniffFormat: everything else', () => {
  it('does not recognise executables, text or empty files', async () => {
    expect(await sniff(EXE_HEAD)).toBe('unknown');
    expect(await sniff(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBe('unknown');
    expect(await sniff(new Uint8Array(0))).toBe('unknown');
  });
});
