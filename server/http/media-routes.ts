import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { acceptUpload, toMediaJson, type UploadOutcome } from '../services/media/accept-upload';
import { createFileStore, type MediaStore } from '../services/media/media-store';
import type { S3MediaStore } from '../services/media/store-s3';
import { MEDIA_URL_PREFIX, TEMP_DIR_NAME } from '../services/media/store-files';
import { ENDPOINT_KINDS, extensionsOf, type UploadEndpoint } from '../../src/rules/media';
import { maxBytesFor } from '../services/media/upload-policy';
import { storageFailure, type StorageFailure } from '../services/media/storage-failure';
import { FORBIDDEN_MESSAGE } from '../graphql/errors';

export interface MediaRouteDeps {
  db: Db;
  /** Root of stored media, served at /media/ (the app passes DATA_DIR/media); with `s3`, uploads only pass through it. */
  mediaDir: string;
  /** Keep media in this bucket instead of under `mediaDir` (docs/deploying.md). */
  s3?: S3MediaStore | undefined;
  /**
   * Resolves the signed-in admin from the request (cookie or bearer token), or null; `mayUpload` says
   * whether their role holds `media.write` (docs/permissions.md#media-uploads).
   */
  authenticate(req: FastifyRequest): Promise<{ id: string; mayUpload: boolean } | null>;
}

const ENDPOINTS = Object.keys(ENDPOINT_KINDS) as UploadEndpoint[];

const DOCUMENT_EXTENSIONS = new Set(extensionsOf(['document']).map((extension) => `.${extension}`));

function fail(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).send({ statusCode, message });
}

// Hands the admin found by the onRequest check to the handler without widening FastifyRequest.
const uploaders = new WeakMap<FastifyRequest, { id: string }>();

/**
 * SPEC §7 REST uploads and the public file route. Both live in their own encapsulated scopes so
 * the multipart parser and this second @fastify/static instance do not leak into the rest of
 * the app (GraphQL, the SPA's static files).
 */
export async function registerMediaRoutes(app: FastifyInstance, deps: MediaRouteDeps): Promise<void> {
  const mediaDir = path.resolve(deps.mediaDir);
  const tempDir = path.join(mediaDir, TEMP_DIR_NAME);
  await mkdir(tempDir, { recursive: true });
  const store: MediaStore = deps.s3 ?? createFileStore(mediaDir);

  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: Math.max(...ENDPOINTS.map(maxBytesFor)),
        files: 1,
        fields: 10,
        parts: 11,
        fieldSize: 1024,
      },
    });

    // Checked before the body is read, so a refused request never streams its file to disk.
    scope.addHook('onRequest', async (req, reply) => {
      const admin = await deps.authenticate(req);
      if (!admin) return fail(reply, 401, 'Unauthorized');
      // A cross-site HTML form cannot set custom headers; the SPA always sends this one.
      if (req.headers['x-kar-csrf'] !== '1') return fail(reply, 403, 'Forbidden: missing x-kar-csrf header');
      // SPEC §8's words, as the GraphQL guard answers a field the role may not use.
      if (!admin.mayUpload) return fail(reply, 403, FORBIDDEN_MESSAGE);
      uploaders.set(req, admin);
    });

    for (const endpoint of ENDPOINTS) {
      scope.post(`/api/v1/media/${endpoint}`, async (req, reply) => {
        const uploader = uploaders.get(req);
        if (!uploader) return fail(reply, 401, 'Unauthorized');
        if (!req.isMultipart())
          return fail(reply, 400, 'Send the file as multipart/form-data in the field "file"');

        const part = await req.file({ limits: { fileSize: maxBytesFor(endpoint), files: 1 } });
        if (!part || part.fieldname !== 'file') {
          part?.file.resume();
          return fail(reply, 400, 'The multipart field "file" is required');
        }

        const tempFile = path.join(tempDir, `${randomUUID()}.upload`);
        // The temp file goes before the reply does, so a client never sees an answer while its
        // refused bytes are still on disk.
        let outcome: UploadOutcome | StorageFailure;
        try {
          await pipeline(part.file, createWriteStream(tempFile, { flags: 'wx' }));
          const { size } = await stat(tempFile);
          outcome = await acceptUpload({
            db: deps.db,
            store,
            endpoint,
            tempFile,
            clientFileName: part.filename,
            size,
            truncated: part.file.truncated,
            uploadBy: uploader.id,
          });
        } catch (error) {
          const failure = storageFailure(error);
          if (!failure) throw error;
          // The admin gets a plain sentence; the errno and the path are the operator's, in the log.
          req.log.error({ err: error, code: failure.code }, 'upload not stored: the media folder refused it');
          outcome = failure;
        } finally {
          // A missing or replaced folder leaves no temp file to remove, and must not turn the answer into a 500.
          await rm(tempFile, { force: true }).catch(() => undefined);
        }
        if ('code' in outcome) return fail(reply, outcome.statusCode, outcome.message);
        if (!outcome.ok) return fail(reply, outcome.rejection.statusCode, outcome.rejection.message);
        return reply.code(201).send(toMediaJson(outcome.media));
      });
    }
  });

  const s3 = deps.s3;
  if (s3) {
    await app.register(async (scope) => serveFromS3(scope, s3));
    return;
  }
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: mediaDir,
      prefix: `${MEDIA_URL_PREFIX}/`,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'ignore',
      // Stored names are random and never rewritten, so a year-long immutable cache is safe.
      maxAge: '365d',
      immutable: true,
      setHeaders(reply, filePath) {
        for (const [name, value] of Object.entries(servedHeaders(filePath))) reply.header(name, value);
      },
    });
  });
}

/** What every served media file carries, whichever store it comes from. */
function servedHeaders(filePath: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    // Office files and PDFs are downloaded, never rendered in the app's origin.
    ...(DOCUMENT_EXTENSIONS.has(path.extname(filePath).toLowerCase())
      ? { 'Content-Disposition': 'attachment' }
      : {}),
  };
}

/**
 * Proxied rather than redirected to signed URLs: the bucket need not be public or reachable from
 * browsers, the URLs the rows hold stay the same on both stores, and the headers are ours.
 */
function serveFromS3(scope: FastifyInstance, s3: S3MediaStore) {
  scope.get(`${MEDIA_URL_PREFIX}/*`, async (req, reply) => {
    const publicPath = `${MEDIA_URL_PREFIX}/${(req.params as { '*': string })['*']}`;
    const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
    let object;
    try {
      object = await s3.get(publicPath, range);
    } catch (e) {
      if ((e as { name?: unknown }).name === 'InvalidRange') return reply.code(416).send();
      throw e;
    }
    if (!object) return reply.callNotFound();
    reply.headers(servedHeaders(publicPath));
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    reply.header('Accept-Ranges', 'bytes');
    if (object.contentType) reply.type(object.contentType);
    if (object.contentLength !== undefined) reply.header('Content-Length', object.contentLength);
    if (object.etag) reply.header('ETag', object.etag);
    if (object.lastModified) reply.header('Last-Modified', object.lastModified.toUTCString());
    if (object.contentRange) {
      reply.code(206).header('Content-Range', object.contentRange);
    }
    return reply.send(object.body);
  });
}
