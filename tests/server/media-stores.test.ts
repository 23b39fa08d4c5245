import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/client';
import { admins } from '../../server/db/schema';
import { registerMediaRoutes } from '../../server/http/media-routes';
import { ARGON2_OPTIONS, createAuthService } from '../../server/services/auth/auth-service';
import { createFileStore, type MediaStore } from '../../server/services/media/media-store';
import { createS3Store, type S3MediaStore } from '../../server/services/media/store-s3';
import { buildFtyp, ooxml } from '../fixtures/media/builders';
import { startS3Server } from '../fixtures/s3-server';
import { roleIdSql } from '../../server/services/auth/roles';
import { SUPPER_ADMIN } from '../../src/rules/permissions';

const PASSWORD = 'media-store-password-1';

let workDir: string;
let database: OpenedDatabase;
let accessToken: string;
let s3server: Awaited<ReturnType<typeof startS3Server>>;

interface Rig {
  app: FastifyInstance;
  store: MediaStore;
  mediaDir: string;
  /** Public paths (`/media/…`) of every stored file, sorted. */
  stored(): Promise<string[]>;
}
const rigs = new Map<'files' | 's3', Rig>();
let s3store: S3MediaStore;

async function filesUnder(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return names
    .filter((d) => d.isFile() && !path.relative(dir, d.parentPath).startsWith('.tmp'))
    .map((d) => `/media/${path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/')}`)
    .sort();
}

async function rig(kind: 'files' | 's3'): Promise<Rig> {
  const mediaDir = path.join(workDir, kind, 'media');
  const app = Fastify();
  await registerMediaRoutes(app, {
    db: database.db,
    mediaDir,
    s3: kind === 's3' ? s3store : undefined,
    authenticate: async (req) => {
      const found = await auth.adminFromRequest(req);
      return found?.isActive ? { id: found.id, mayUpload: true } : null;
    },
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ fallback: true }));
  await app.ready();
  return {
    app,
    mediaDir,
    store: kind === 's3' ? s3store : createFileStore(mediaDir),
    stored:
      kind === 's3' ? async () => (await s3server.keys()).map((k) => `/${k}`) : () => filesUnder(mediaDir),
  };
}

let auth: Awaited<ReturnType<typeof createAuthService>>;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'kar-stores-'));
  database = await openDatabase({ dataDir: workDir });
  await database.db.insert(admins).values({
    email: 'stores@kar.vn',
    passwordHash: await hash(PASSWORD, ARGON2_OPTIONS),
    roleId: roleIdSql(SUPPER_ADMIN),
  });
  auth = await createAuthService(database.db);
  accessToken = (await auth.login('stores@kar.vn', PASSWORD)).accessToken;
  s3server = await startS3Server();
  s3store = await createS3Store(s3server.config, path.join(workDir, 's3', 'media'));
  rigs.set('files', await rig('files'));
  rigs.set('s3', await rig('s3'));
}, 180_000);

afterAll(async () => {
  for (const r of rigs.values()) await r.app.close();
  s3store?.close();
  await s3server?.close();
  await database?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function upload(
  app: FastifyInstance,
  endpoint: 'uploads' | 'videoUploads',
  bytes: Uint8Array,
  name: string,
) {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)]), name);
  const response = new Response(form);
  return app.inject({
    method: 'POST',
    url: `/api/v1/media/${endpoint}`,
    payload: Buffer.from(await response.arrayBuffer()),
    headers: {
      'content-type': response.headers.get('content-type') ?? '',
      authorization: `Bearer ${accessToken}`,
      'x-kar-csrf': '1',
    },
  });
}

const SERVED_HEADERS = [
  'content-type',
  'x-content-type-options',
  'content-security-policy',
  'content-disposition',
];
const servedHeaders: Record<string, Record<string, Record<string, unknown>>> = { files: {}, s3: {} };

describe.each(['files', 's3'] as const)('media on the %s store', (kind) => {
  const r = () => {
    const found = rigs.get(kind);
    if (!found) throw new Error(`no ${kind} rig`);
    return found;
  };

  it('stores an image as three renditions and serves each with the media headers', async () => {
    const source = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    const before = await r().stored();
    const res = await upload(r().app, 'uploads', source, 'xe.jpg');
    expect(res.statusCode).toBe(201);
    const body = res.json<{ filePathOriginal: string; filePathLG: string; filePathSM: string }>();
    expect(body.filePathOriginal).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const paths = [body.filePathOriginal, body.filePathLG, body.filePathSM];
    expect(await r().stored()).toEqual([...before, ...paths].sort());

    const sizes: number[] = [];
    for (const [i, p] of paths.entries()) {
      const served = await r().app.inject({ method: 'GET', url: p });
      expect(served.statusCode, p).toBe(200);
      expect(served.headers['content-type']).toBe(i === 0 ? 'image/jpeg' : 'image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['content-disposition']).toBeUndefined();
      sizes.push((await sharp(served.rawPayload).metadata()).width ?? 0);
      servedHeaders[kind]![`image${i}`] = Object.fromEntries(
        SERVED_HEADERS.map((h) => [h, served.headers[h]]),
      );
    }
    expect(sizes).toEqual([1600, 1024, 300]);
    if (kind === 's3') {
      // Nothing of it stays on this machine: another instance serves it from the bucket.
      expect(await filesUnder(r().mediaDir)).toEqual([]);
      expect(await readdir(path.join(r().mediaDir, '.tmp'))).toEqual([]);
    }
  });

  it('serves a document as a download and a video by byte ranges', async () => {
    const docx = ooxml('word', 'document.xml');
    const doc = await upload(r().app, 'uploads', docx, 'hop-dong.docx');
    expect(doc.statusCode).toBe(201);
    const served = await r().app.inject({
      method: 'GET',
      url: doc.json<{ filePathOriginal: string }>().filePathOriginal,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.rawPayload.equals(docx)).toBe(true);
    servedHeaders[kind]!.docx = Object.fromEntries(SERVED_HEADERS.map((h) => [h, served.headers[h]]));

    const video = Buffer.concat([buildFtyp('isom', ['isom', 'avc1']), Buffer.alloc(256 * 1024, 7)]);
    const vid = await upload(r().app, 'videoUploads', video, 'clip.mp4');
    expect(vid.statusCode).toBe(201);
    const url = vid.json<{ filePathOriginal: string }>().filePathOriginal;
    const part = await r().app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const whole = await r().app.inject({ method: 'GET', url });
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);
  });

  it('deletes a stored file, after which it is not found', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    const res = await upload(r().app, 'uploads', png, 'x.png');
    const { filePathOriginal } = res.json<{ filePathOriginal: string }>();
    await r().store.remove(filePathOriginal);
    expect(await r().stored()).not.toContain(filePathOriginal);
    const gone = await r().app.inject({ method: 'GET', url: filePathOriginal });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ fallback: true });
    // Removing again, or a path that cannot be media, is not an error.
    await r().store.remove(filePathOriginal);
    await r().store.remove('/media/../package.json');
  });

  it('leaves nothing stored when the media row cannot be written', async () => {
    const before = await r().stored();
    await database.db.execute(sql`alter table media rename to media_hidden_for_test`);
    try {
      const jpg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer();
      const res = await upload(r().app, 'uploads', jpg, 'a.jpg');
      expect(res.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql`alter table media_hidden_for_test rename to media`);
    }
    expect(await r().stored()).toEqual(before);
  });

  it('does not list, serve the temp folder or leave the media root', async () => {
    for (const url of [
      '/media/',
      '/media/.tmp/',
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await r().app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('kar-admin');
    }
    const unknown = await r().app.inject({ method: 'GET', url: '/media/create' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ fallback: true });
  });
});

describe('both stores', () => {
  it('answered every served file with the same headers', () => {
    expect(Object.keys(servedHeaders.s3!).sort()).toEqual(['docx', 'image0', 'image1', 'image2']);
    expect(servedHeaders.s3).toEqual(servedHeaders.files);
  });
});
