import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { relativeMediaPath, type MediaStore } from './media-store';
import type { S3StoreConfig } from './s3-config';
import { storeFiles } from './store-files';

/** Every object lives under this key prefix, mirroring the public `/media/` path. */
const KEY_PREFIX = 'media/';

export interface S3Object {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
  contentRange: string | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

export interface S3MediaStore extends MediaStore {
  readonly kind: 's3';
  /** The object behind a public path, or undefined when there is none; `range` is an HTTP Range header. */
  get(publicPath: string, range?: string): Promise<S3Object | undefined>;
  close(): void;
}

/**
 * Media in an S3-compatible bucket. Renditions are made on local disk exactly as the file store
 * makes them (under `stagingDir`), then put as objects keyed by their public path; `/media/*` is
 * served by proxying the object with the file store's headers (server/http/media-routes.ts), so the
 * rows and URLs are the same on both stores and any instance serves any upload.
 */
export async function createS3Store(config: S3StoreConfig, stagingDir: string): Promise<S3MediaStore> {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where the API requires them: not every S3-compatible server knows the
    // SDK's default CRC32 trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // Fail at start-up, not at the first upload, when the bucket, the endpoint or the credentials
  // are wrong. Reading a key that is never written needs only the permission uploads need anyway:
  // NoSuchKey (or AccessDenied, which S3 answers without s3:ListBucket) proves the rest right.
  try {
    await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: `${KEY_PREFIX}.probe` }));
  } catch (e) {
    const name = e instanceof S3ServiceException ? e.name : undefined;
    if (name !== 'NoSuchKey' && name !== 'AccessDenied') {
      client.destroy();
      const why =
        e instanceof S3ServiceException ? `${e.name} (HTTP ${e.$metadata.httpStatusCode})` : String(e);
      throw new Error(`S3 bucket ${config.bucket} at ${config.endpoint} cannot be used: ${why}`, {
        cause: e,
      });
    }
  }

  const keyOf = (publicPath: string) => {
    const rel = relativeMediaPath(publicPath);
    return rel ? KEY_PREFIX + rel : undefined;
  };
  const remove = async (publicPath: string) => {
    const key = keyOf(publicPath);
    if (key) await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
  };

  return {
    kind: 's3',
    async store(input) {
      const { writtenFiles, ...paths } = await storeFiles({ ...input, mediaDir: stagingDir });
      const objects: { publicPath: string; contentType: string }[] = [
        { publicPath: paths.filePathOriginal, contentType: input.format.mimeType },
        ...[paths.filePathLG, paths.filePathSM]
          .filter((p): p is string => p !== null)
          .map((publicPath) => ({ publicPath, contentType: 'image/webp' })),
      ];
      const put: string[] = [];
      try {
        for (const o of objects) {
          const rel = relativeMediaPath(o.publicPath);
          if (!rel) throw new Error(`not a media path: ${o.publicPath}`);
          await client.send(
            new PutObjectCommand({
              Bucket: config.bucket,
              Key: KEY_PREFIX + rel,
              Body: await readFile(path.join(stagingDir, ...rel.split('/'))),
              ContentType: o.contentType,
            }),
          );
          put.push(o.publicPath);
        }
      } catch (e) {
        await Promise.allSettled(put.map(remove));
        throw e;
      } finally {
        await Promise.all(writtenFiles.map((file) => rm(file, { force: true })));
      }
      return {
        ...paths,
        undo: async () => {
          await Promise.all(put.map(remove));
        },
      };
    },
    remove,
    async get(publicPath, range) {
      const key = keyOf(publicPath);
      if (!key) return undefined;
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: key, ...(range ? { Range: range } : {}) }),
        );
        if (!(out.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return {
          body: out.Body,
          contentType: out.ContentType,
          contentLength: out.ContentLength,
          contentRange: out.ContentRange,
          etag: out.ETag,
          lastModified: out.LastModified,
        };
      } catch (e) {
        if (e instanceof NoSuchKey) return undefined;
        throw e;
      }
    },
    close: () => client.destroy(),
  };
}
