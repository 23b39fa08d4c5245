import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/client';
import { admins, media } from '../../server/db/schema';
import { registerMediaRoutes } from '../../server/http/media-routes';
import { ARGON2_OPTIONS, createAuthService } from '../../server/services/auth/auth-service';
import { demoClip } from '../../server/seed/seed-learning-simulation';
import { buildFtyp, EXE_HEAD, MINIMAL_PDF, ooxml } from '../fixtures/media/builders';
import { roleIdSql } from '../../server/services/auth/roles';
import { SUPPER_ADMIN } from '../../src/rules/permissions';

const MB = 1024 * 1024;
const PASSWORD = 'media-test-password-1';

let workDir: string;
let mediaDir: string;
let database: OpenedDatabase;
let app: FastifyInstance;
let adminId: string;
let accessToken: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'kar-media-'));
  mediaDir = path.join(workDir, 'media');
  database = await openDatabase({ dataDir: workDir });
  const [admin] = await database.db
    .insert(admins)
    .values({
      email: 'media-admin@kar.vn',
      passwordHash: await hash(PASSWORD, ARGON2_OPTIONS),
      roleId: roleIdSql(SUPPER_ADMIN),
    })
    .returning();
  if (!admin) throw new Error('admin not created');
  adminId = admin.id;
  const auth = await createAuthService(database.db);
  accessToken = (await auth.login('media-admin@kar.vn', PASSWORD)).accessToken;

  app = Fastify();
  await registerMediaRoutes(app, {
    db: database.db,
    mediaDir,
    authenticate: async (req) => {
      const found = await auth.adminFromRequest(req);
      return found?.isActive ? { id: found.id, mayUpload: true } : null;
    },
  });
  // Stands in for the app's SPA fallback: /media and /media/create are also SPA routes.
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ fallback: true }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function multipart(bytes: Uint8Array, fileName: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([Uint8Array.from(bytes)]), fileName);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

async function upload(
  endpoint: 'uploads' | 'videoUploads',
  bytes: Uint8Array,
  fileName: string,
  opts: { headers?: Record<string, string>; field?: string } = {},
) {
  const body = await multipart(bytes, fileName, opts.field);
  return app.inject({
    method: 'POST',
    url: `/api/v1/media/${endpoint}`,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      authorization: `Bearer ${accessToken}`,
      'x-kar-csrf': '1',
      ...opts.headers,
    },
  });
}

function diskPath(urlPath: string): string {
  return path.join(mediaDir, ...urlPath.replace(/^\/media\//, '').split('/'));
}

async function tempFilesLeft(): Promise<string[]> {
  return readdir(path.join(mediaDir, '.tmp'));
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } });

describe('POST /api/v1/media/uploads: who may upload', () => {
  it('answers 401 without a signed-in admin, before reading the file', async () => {
    const res = await upload('uploads', await photo(10, 10).png().toBuffer(), 'a.png', {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('answers 403 without the x-kar-csrf header (a cross-site form post)', async () => {
    const res = await upload('uploads', await photo(10, 10).png().toBuffer(), 'a.png', {
      headers: { 'x-kar-csrf': '' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403 });
  });

  it('answers 400 when the body is not multipart or has no "file" field', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/media/uploads',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${accessToken}`, 'x-kar-csrf': '1' },
    });
    expect(json.statusCode).toBe(400);
    const wrongField = await upload('uploads', await photo(10, 10).png().toBuffer(), 'a.png', {
      field: 'upload',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toContain('"file"');
  });
});

describe('POST /api/v1/media/uploads: images', () => {
  it('re-encodes a JPEG into 2048/1024/300 renditions under a server name, records and serves it', async () => {
    const source = await photo(3000, 1500)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'someone' } })
      .toBuffer();
    expect(source.includes('secret-exif-marker')).toBe(true);

    const res = await upload('uploads', source, 'Xe đẹp.JPG');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const base = String(body.filePathOriginal).match(/^\/media\/(\d{4})\/(\d{2})\/([0-9a-f-]{36})\.jpg$/);
    expect(base).not.toBeNull();
    expect(body).toMatchObject({
      fileName: 'Xe đẹp.JPG',
      mimeType: 'image/jpeg',
      uploadBy: adminId,
      isDeleted: false,
      deletedAt: null,
      filePathLG: body.filePathOriginal.replace(/\.jpg$/, '-lg.webp'),
      filePathSM: body.filePathOriginal.replace(/\.jpg$/, '-sm.webp'),
      thumbnail: body.filePathOriginal.replace(/\.jpg$/, '-sm.webp'),
    });
    expect(base?.[3]).toBe(body.id);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);

    const [row] = await database.db.select().from(media).where(eq(media.id, body.id));
    expect(row).toMatchObject({
      uploadBy: adminId,
      filePathOriginal: body.filePathOriginal,
      mimeType: 'image/jpeg',
    });

    const original = await readFile(diskPath(body.filePathOriginal));
    expect(original.includes('secret-exif-marker')).toBe(false);
    const meta = await sharp(original).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 2048, 1024, undefined]);
    const lg = await sharp(diskPath(body.filePathLG)).metadata();
    expect([lg.format, lg.width, lg.height]).toEqual(['webp', 1024, 512]);
    const sm = await sharp(diskPath(body.filePathSM)).metadata();
    expect([sm.format, sm.width, sm.height]).toEqual(['webp', 300, 150]);

    const served = await app.inject({ method: 'GET', url: body.filePathOriginal });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(original)).toBe(true);
    expect(await tempFilesLeft()).toEqual([]);
  });

  it('never enlarges a small image, and keeps PNG as PNG', async () => {
    const res = await upload('uploads', await photo(120, 80).png().toBuffer(), 'icon.png');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.filePathOriginal).toMatch(/\.png$/);
    expect(body.mimeType).toBe('image/png');
    const meta = await sharp(diskPath(body.filePathOriginal)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 120, 80]);
    const sm = await sharp(diskPath(body.filePathSM)).metadata();
    expect([sm.width, sm.height]).toEqual([120, 80]);
  });

  it('drops a payload appended to an image (polyglot) by re-encoding it', async () => {
    const png = await photo(20, 20).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert("polyglot-marker")</script>')]);
    const res = await upload('uploads', polyglot, 'p.png');
    expect(res.statusCode).toBe(201);
    const stored = await readFile(diskPath(res.json().filePathOriginal));
    expect(stored.includes('polyglot-marker')).toBe(false);
  });

  it('keeps the frames of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((c) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: c } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);

    const res = await upload('uploads', gif, 'anim.gif');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.mimeType).toBe('image/gif');
    const original = await sharp(diskPath(body.filePathOriginal)).metadata();
    expect([original.format, original.pages]).toEqual(['gif', 3]);
    const sm = await sharp(diskPath(body.filePathSM)).metadata();
    expect([sm.format, sm.pages]).toEqual(['webp', 3]);
  });

  it('refuses an image that does not decode, leaving nothing behind', async () => {
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]);
    const before = await database.db.select().from(media);
    const res = await upload('uploads', broken, 'broken.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/could not be read/);
    expect(await database.db.select().from(media)).toHaveLength(before.length);
    expect(await tempFilesLeft()).toEqual([]);
  });
});

describe('POST /api/v1/media/uploads: refusals', () => {
  it('refuses PNG bytes named .jpg with the SPEC message', async () => {
    const res = await upload('uploads', await photo(10, 10).png().toBuffer(), 'photo.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      message: 'The file extension does not match the file format',
    });
  });

  it('refuses an executable renamed .png with 415 naming the allowed types', async () => {
    const res = await upload('uploads', EXE_HEAD, 'cat.png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('png, jpg, jpeg, gif, pdf, doc, ppt, docx, xlsx, pptx');
  });

  it('refuses SVG and says so', async () => {
    const res = await upload('uploads', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/SVG images are not accepted/);
  });

  it('refuses a file over 5 MB with 413 naming the rule, and removes the partial file', async () => {
    const big = Buffer.alloc(5 * MB + 1);
    (await photo(10, 10).png().toBuffer()).copy(big);
    const res = await upload('uploads', big, 'huge.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      message: 'The file likely exceeded the maximum size of 5MB for images',
    });
    expect(await tempFilesLeft()).toEqual([]);
  });

  it('sends videos to the video endpoint', async () => {
    const res = await upload('uploads', buildFtyp('isom', ['mp41']), 'clip.mp4');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('/api/v1/media/videoUploads');
  });
});

describe('POST /api/v1/media/uploads: documents', () => {
  it('stores a docx as is and serves it as a download', async () => {
    const docx = ooxml('word', 'document.xml');
    const res = await upload('uploads', docx, 'hop-dong.docx');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      filePathSM: null,
      filePathLG: null,
      thumbnail: null,
    });
    expect(body.filePathOriginal).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.docx$/);
    const served = await app.inject({ method: 'GET', url: body.filePathOriginal });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.rawPayload.equals(docx)).toBe(true);
  });

  it('accepts a PDF', async () => {
    const res = await upload('uploads', MINIMAL_PDF, 'a.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().mimeType).toBe('application/pdf');
  });
});

describe('POST /api/v1/media/videoUploads', () => {
  it('accepts an mp4 above the 5 MB image limit and serves byte ranges', async () => {
    const video = Buffer.concat([buildFtyp('isom', ['isom', 'avc1']), Buffer.alloc(6 * MB, 1)]);
    const res = await upload('videoUploads', video, 'clip.mp4');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ mimeType: 'video/mp4', filePathSM: null });
    expect(body.filePathOriginal).toMatch(/\.mp4$/);
    const part = await app.inject({
      method: 'GET',
      url: body.filePathOriginal,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(video.subarray(0, 100))).toBe(true);
  });

  it('keeps the length an mp4 declares, and none for a file that declares none', async () => {
    const clip = demoClip(12, 3, [220, 40, 40], true);
    const res = await upload('videoUploads', Buffer.from(clip), 'clip.mp4');
    expect(res.statusCode).toBe(201);
    const [row] = await database.db.select().from(media).where(eq(media.id, res.json().id));
    expect(row?.durationSeconds).toBe(12);
    const bare = await upload('videoUploads', buildFtyp('isom', ['isom']), 'bare.mp4');
    const [none] = await database.db.select().from(media).where(eq(media.id, bare.json().id));
    expect(none?.durationSeconds).toBeNull();
  });

  it('refuses images and files over 50 MB', async () => {
    const image = await upload('videoUploads', await photo(10, 10).png().toBuffer(), 'a.png');
    expect(image.statusCode).toBe(415);
    const big = Buffer.concat([buildFtyp('isom'), Buffer.alloc(50 * MB)]);
    const res = await upload('videoUploads', big, 'long.mp4');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file likely exceeded the maximum size of 50MB for videos');
    expect(await tempFilesLeft()).toEqual([]);
  });
});

describe('GET /media/*', () => {
  it('does not list directories, serve the temp folder or escape mediaDir', async () => {
    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    for (const url of [
      `/media/${folder}/`,
      `/media/${folder}`,
      '/media/.tmp/',
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/..%2f..%2fpackage.json',
      '/media/2026/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('"name": "kar-admin"');
      expect(res.body, url).not.toContain('root:');
    }
  });

  it("hands unknown /media/ paths to the app's not-found handler (the SPA has /media/create)", async () => {
    const res = await app.inject({ method: 'GET', url: '/media/create' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ fallback: true });
  });
});

describe('over a real socket', () => {
  it('streams an upload through HTTP and answers a refused large body cleanly', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(await photo(64, 48).jpeg().toBuffer())]), 'socket.jpg');
    const ok = await fetch(`${address}/api/v1/media/uploads`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${accessToken}`, 'x-kar-csrf': '1' },
    });
    expect(ok.status).toBe(201);
    const { filePathSM } = (await ok.json()) as { filePathSM: string };
    const thumb = await fetch(`${address}${filePathSM}`);
    expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/webp']);

    const big = new FormData();
    big.append('file', new Blob([new Uint8Array(8 * MB)]), 'big.png');
    const refused = await fetch(`${address}/api/v1/media/uploads`, { method: 'POST', body: big });
    expect(refused.status).toBe(401);
  });
});
