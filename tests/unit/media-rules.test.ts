// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { uploadUrl } from '../../src/components/media/upload-url';
import {
  acceptFor,
  allowedHint,
  endpointFor,
  EXTENSION_MISMATCH_MESSAGE,
  extensionOf,
  fitWithin,
  isHeicName,
  jpegNameFor,
  MAX_BYTES,
  pickedFileProblem,
  tooLargeMessage,
  typeRefusedMessage,
  UPLOAD_TIMEOUT_MS,
} from '../../src/rules/media';
import { maxBytesFor } from '../../server/services/media/upload-policy';

const MB = 1024 * 1024;

describe('SPEC §9 limits in src/rules/media.ts', () => {
  it('holds the sizes and the timeout, and the server caps each endpoint from them', () => {
    expect(MAX_BYTES).toEqual({ image: 5 * MB, document: 5 * MB, video: 50 * MB });
    expect(UPLOAD_TIMEOUT_MS).toBe(15_000);
    expect(maxBytesFor('uploads')).toBe(5 * MB);
    expect(maxBytesFor('videoUploads')).toBe(50 * MB);
    expect(endpointFor('video')).toBe('videoUploads');
    expect(endpointFor('image')).toBe('uploads');
    expect(endpointFor('document')).toBe('uploads');
  });

  it('offers HEIC to image pickers only, never SVG', () => {
    const image = acceptFor('image').split(',');
    expect(image).toEqual(
      expect.arrayContaining(['.png', '.jpg', '.jpeg', '.gif', '.heic', '.heif', 'image/heic']),
    );
    expect(image.join()).not.toContain('svg');
    expect(acceptFor('video')).toBe('.mp4,video/mp4');
    expect(acceptFor('document')).toBe('.pdf,.doc,.ppt,.docx,.xlsx,.pptx');
    expect(allowedHint('image')).toBe('PNG, JPEG, GIF or HEIC, up to 5MB');
    expect(allowedHint('video')).toBe('MP4, up to 50MB');
  });
});

describe('pickedFileProblem (checked in the browser before sending)', () => {
  const file = (name: string, type: string, size = 10) => ({ name, type, size });

  it('takes images by MIME type, with a matching extension, up to 5MB', () => {
    expect(pickedFileProblem(file('Car.JPG', 'image/jpeg'), 'image')).toBeNull();
    expect(pickedFileProblem(file('car.jpeg', 'image/jpeg', 5 * MB), 'image')).toBeNull();
    expect(pickedFileProblem(file('car.gif', ''), 'image')).toBeNull();
    expect(pickedFileProblem(file('car.png', 'image/png', 5 * MB + 1), 'image')).toBe(
      'The file likely exceeded the maximum size of 5MB for images',
    );
    expect(pickedFileProblem(file('car.png', 'image/jpeg'), 'image')).toBe(EXTENSION_MISMATCH_MESSAGE);
    expect(pickedFileProblem(file('car', 'image/png'), 'image')).toBe(EXTENSION_MISMATCH_MESSAGE);
    expect(pickedFileProblem(file('logo.svg', 'image/svg+xml'), 'image')).toBe(typeRefusedMessage('image'));
    expect(pickedFileProblem(file('clip.mp4', 'video/mp4'), 'image')).toBe(typeRefusedMessage('image'));
  });

  it('lets HEIC photos through, by type or by name, since they are converted first', () => {
    expect(pickedFileProblem(file('IMG_0001.HEIC', ''), 'image')).toBeNull();
    expect(pickedFileProblem(file('photo', 'image/heif', 40 * MB), 'image')).toBeNull();
    expect(pickedFileProblem(file('IMG_0001.heic', 'image/heic'), 'video')).toBe(typeRefusedMessage('video'));
    expect(isHeicName('a.heif', '')).toBe(true);
    expect(isHeicName('a.jpg', 'image/jpeg')).toBe(false);
  });

  it('takes videos by MIME type up to 50MB and documents by extension up to 5MB', () => {
    expect(pickedFileProblem(file('clip.mp4', 'video/mp4', 50 * MB), 'video')).toBeNull();
    expect(pickedFileProblem(file('clip.mp4', 'video/mp4', 50 * MB + 1), 'video')).toBe(
      tooLargeMessage(['video']),
    );
    expect(pickedFileProblem(file('clip.mov', 'video/quicktime'), 'video')).toBe(typeRefusedMessage('video'));
    // Browsers often know no type for Office files: the extension decides.
    expect(pickedFileProblem(file('Prices.XLSX', ''), 'document')).toBeNull();
    expect(pickedFileProblem(file('cv.docx', 'application/octet-stream'), 'document')).toBeNull();
    expect(pickedFileProblem(file('notes.txt', 'text/plain'), 'document')).toBe(
      typeRefusedMessage('document'),
    );
    expect(pickedFileProblem(file('a.pdf', 'application/pdf', 5 * MB + 1), 'document')).toBe(
      'The file likely exceeded the maximum size of 5MB for documents',
    );
  });
});

describe('HEIC output (SPEC §9: JPEG, 600×600, quality 90)', () => {
  it('fits inside 600×600 keeping the aspect ratio, and never enlarges', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 600, height: 450 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 450, height: 600 });
    expect(fitWithin(1200, 800)).toEqual({ width: 600, height: 400 });
    expect(fitWithin(600, 600)).toEqual({ width: 600, height: 600 });
    expect(fitWithin(320, 200)).toEqual({ width: 320, height: 200 });
    expect(fitWithin(6000, 10)).toEqual({ width: 600, height: 1 });
  });

  it('names the converted file .jpg', () => {
    expect(jpegNameFor('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegNameFor('C:\\photos\\beach.heif')).toBe('beach.jpg');
    expect(jpegNameFor('noext')).toBe('noext.jpg');
    expect(extensionOf(jpegNameFor('x.heic'))).toBe('jpg');
  });
});

describe('uploadUrl', () => {
  it("follows VITE_GRAPHQL_URL's origin, or the page's when it is a path", () => {
    expect(uploadUrl('uploads', 'https://api.kar.vn/graphql')).toBe(
      'https://api.kar.vn/api/v1/media/uploads',
    );
    expect(uploadUrl('videoUploads', 'https://api.kar.vn:8443/v2/graphql')).toBe(
      'https://api.kar.vn:8443/api/v1/media/videoUploads',
    );
    expect(uploadUrl('uploads', '/graphql')).toBe(`${window.location.origin}/api/v1/media/uploads`);
    expect(uploadUrl('uploads', '')).toBe(`${window.location.origin}/api/v1/media/uploads`);
  });
});
