import { describe, expect, it } from 'vitest';
import { bufferSource } from '../../server/services/media/byte-source';
import { sniffFormat } from '../../server/services/media/sniff';
import { checkUpload, maxBytesFor, SVG_REFUSED_MESSAGE } from '../../server/services/media/upload-policy';
import { EXTENSION_MISMATCH_MESSAGE, type UploadEndpoint } from '../../src/rules/media';
import { buildFtyp, buildZip, EXE_HEAD, MINIMAL_PDF, ooxml } from '../fixtures/media/builders';

const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function verdict(bytes: Buffer, fileName: string, endpoint: UploadEndpoint = 'uploads', extra = {}) {
  const sniffed = await sniffFormat(bufferSource(bytes));
  return checkUpload({ endpoint, fileName, sniffed, size: bytes.length, truncated: false, ...extra });
}

describe('checkUpload', () => {
  it('accepts a file whose extension matches its content, in any letter case', async () => {
    const result = await verdict(PNG_HEAD, 'Photo.PNG');
    expect(result).toMatchObject({ ok: true, format: { id: 'png', mimeType: 'image/png' } });
    expect(await verdict(MINIMAL_PDF, 'a.pdf')).toMatchObject({ ok: true, format: { id: 'pdf' } });
    expect(await verdict(ooxml('word', 'document.xml'), 'cv.docx')).toMatchObject({ ok: true });
    expect(await verdict(buildFtyp('isom'), 'clip.mp4', 'videoUploads')).toMatchObject({ ok: true });
  });

  it('accepts both jpg and jpeg for JPEG content', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    expect(await verdict(jpeg, 'a.jpg')).toMatchObject({ ok: true, format: { id: 'jpeg' } });
    expect(await verdict(jpeg, 'a.jpeg')).toMatchObject({ ok: true, format: { id: 'jpeg' } });
  });

  it('refuses PNG bytes named .jpg with the SPEC wording', async () => {
    expect(await verdict(PNG_HEAD, 'photo.jpg')).toEqual({
      ok: false,
      rejection: { statusCode: 400, message: EXTENSION_MISMATCH_MESSAGE },
    });
    expect(EXTENSION_MISMATCH_MESSAGE).toBe('The file extension does not match the file format');
  });

  it('refuses a docx named .xlsx and a file with no extension', async () => {
    expect(await verdict(ooxml('word', 'document.xml'), 'sheet.xlsx')).toMatchObject({
      rejection: { statusCode: 400 },
    });
    expect(await verdict(PNG_HEAD, 'png')).toMatchObject({ rejection: { statusCode: 400 } });
  });

  it('refuses an executable renamed .png as an unsupported type, listing the allowed ones', async () => {
    const result = await verdict(EXE_HEAD, 'cat.png');
    expect(result).toEqual({
      ok: false,
      rejection: {
        statusCode: 415,
        message:
          'Unsupported file type. Allowed file types: png, jpg, jpeg, gif, pdf, doc, ppt, docx, xlsx, pptx',
      },
    });
  });

  it('refuses a ZIP without xl/ entries named .xlsx', async () => {
    const zip = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'evil.exe', data: 'MZ' },
    ]);
    expect(await verdict(zip, 'report.xlsx')).toMatchObject({ ok: false, rejection: { statusCode: 415 } });
  });

  it('refuses SVG by content or by name, and says so', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await verdict(svg, 'logo.png')).toEqual({
      ok: false,
      rejection: { statusCode: 415, message: SVG_REFUSED_MESSAGE },
    });
    expect(await verdict(PNG_HEAD, 'logo.svg')).toMatchObject({
      rejection: { statusCode: 415, message: SVG_REFUSED_MESSAGE },
    });
    expect(SVG_REFUSED_MESSAGE).toMatch(/SVG/);
  });

  it('keeps videos and other files on their own endpoints', async () => {
    const video = await verdict(buildFtyp('isom'), 'clip.mp4', 'uploads');
    expect(video).toMatchObject({ rejection: { statusCode: 415 } });
    expect(video.ok ? '' : video.rejection.message).toContain('/api/v1/media/videoUploads');
    const image = await verdict(PNG_HEAD, 'a.png', 'videoUploads');
    expect(image.ok ? '' : image.rejection.message).toContain('Allowed file types: mp4');
  });

  it('names the broken size rule when the stream was cut at the endpoint cap', async () => {
    const cut = { truncated: true, size: 5 * MB };
    expect(await verdict(PNG_HEAD, 'a.png', 'uploads', cut)).toEqual({
      ok: false,
      rejection: { statusCode: 413, message: 'The file likely exceeded the maximum size of 5MB for images' },
    });
    expect(await verdict(MINIMAL_PDF, 'a.pdf', 'uploads', cut)).toMatchObject({
      rejection: { message: 'The file likely exceeded the maximum size of 5MB for documents' },
    });
    // A cut xlsx has lost its central directory; its name still says it was a document.
    expect(await verdict(Buffer.from('PK\x03\x04', 'latin1'), 'big.xlsx', 'uploads', cut)).toMatchObject({
      rejection: {
        statusCode: 413,
        message: 'The file likely exceeded the maximum size of 5MB for documents',
      },
    });
    expect(await verdict(EXE_HEAD, 'x.bin', 'uploads', cut)).toMatchObject({
      rejection: {
        statusCode: 413,
        message: 'The file likely exceeded the maximum size of 5MB for images and documents',
      },
    });
    expect(
      await verdict(buildFtyp('isom'), 'a.mp4', 'videoUploads', { truncated: true, size: 50 * MB }),
    ).toMatchObject({
      rejection: { statusCode: 413, message: 'The file likely exceeded the maximum size of 50MB for videos' },
    });
  });

  it('caps each endpoint at the largest size it accepts', () => {
    expect(maxBytesFor('uploads')).toBe(5 * MB);
    expect(maxBytesFor('videoUploads')).toBe(50 * MB);
  });
});
