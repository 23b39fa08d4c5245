import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { monthFolder } from '../../server/services/media/store-files';
import {
  STORAGE_FULL_MESSAGE,
  STORAGE_UNAVAILABLE_MESSAGE,
} from '../../server/services/media/storage-failure';
import { DATABASES, sqlRows, startTestApp, type TestApp } from './helpers';

/**
 * Real file-system failures under a running server: a tiny tmpfs mounted over a media folder fills up
 * (ENOSPC) or is read-only (EROFS), the media folder is removed (ENOENT) or a folder in it is replaced by
 * a regular file (ENOTDIR). Root ignores file modes, so chmod could not make a folder unwritable here.
 */
function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.error}`);
}
const mount = (dir: string, options: string) => run('mount', ['-t', 'tmpfs', '-o', options, 'kar-test', dir]);

/** Whether this process may mount a tmpfs (root with CAP_SYS_ADMIN, as the test machines and CI run). */
async function mayMount(): Promise<boolean> {
  const probe = await mkdtemp(path.join(tmpdir(), 'kar-mount-probe-'));
  try {
    mount(probe, 'size=4k');
    run('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    await rm(probe, { recursive: true, force: true });
  }
}

const MOUNTS = await mayMount();
if (!MOUNTS && process.env.CI === 'true') {
  throw new Error(
    'CI=true but this process cannot mount a tmpfs: the disk-full and read-only cases cannot run',
  );
}
const withMounts = MOUNTS ? it : it.skip;

describe.each(DATABASES)('uploads when the media folder fails, on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let mediaDir: string;
  const logLines: string[] = [];
  const mounted: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(engine, { seedDemo: false, logStream: { write: (line) => logLines.push(line) } });
    token = await t.login();
    mediaDir = path.join(t.dataDir, 'media');
  });
  afterEach(async () => {
    for (const dir of mounted.splice(0)) run('umount', [dir]);
    // Whatever a case broke is put back as the server made it, so each case starts from a working folder.
    const year = path.join(mediaDir, monthFolder(new Date()).split('/')[0] ?? '');
    await rm(year, { recursive: true, force: true });
    await mkdir(path.join(mediaDir, '.tmp'), { recursive: true });
  });
  afterAll(async () => {
    for (const dir of mounted.splice(0)) run('umount', [dir]);
    await t?.close();
  });

  async function upload(bytes: Uint8Array, fileName: string) {
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(bytes)]), fileName);
    const body = new Response(form);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/media/uploads',
      payload: Buffer.from(await body.arrayBuffer()),
      headers: {
        'content-type': body.headers.get('content-type') ?? '',
        authorization: `Bearer ${token}`,
        'x-kar-csrf': '1',
      },
    });
  }
  /** A PNG of noise: it compresses badly, so its renditions are tens of kilobytes. */
  const noisyPng = () =>
    sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#345',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
  const mediaRows = async () =>
    Number((await sqlRows<{ n: string | number }>(t.db, sql`select count(*) as n from media`))[0]?.n);

  /** The plain answer, with nothing of the errno or the server's paths; the errno reaches the log. */
  function expectPlainFailure(res: Awaited<ReturnType<typeof upload>>, statusCode: 503 | 507, code: RegExp) {
    expect(res.statusCode).toBe(statusCode);
    expect(res.json()).toEqual({
      statusCode,
      message: statusCode === 507 ? STORAGE_FULL_MESSAGE : STORAGE_UNAVAILABLE_MESSAGE,
    });
    expect(res.body).not.toMatch(/E[A-Z]{3,}|\/tmp|kar-server-test|\.upload/);
    expect(res.headers['cache-control']).toBe('no-store');
    const logged = logLines.join('\n');
    expect(logged).toMatch(code);
    expect(logged).toContain('upload not stored');
    logLines.length = 0;
  }

  withMounts(
    'answers 507 when the temp folder is full (ENOSPC), and works again once there is room',
    async () => {
      const before = await mediaRows();
      const tempDir = path.join(mediaDir, '.tmp');
      mount(tempDir, 'size=64k');
      mounted.push(tempDir);
      expectPlainFailure(await upload(randomBytes(400_000), 'big.png'), 507, /ENOSPC/);
      expect(await readdir(tempDir)).toEqual([]);
      expect(await mediaRows()).toBe(before);

      run('umount', [mounted.pop() ?? tempDir]);
      expect((await upload(await noisyPng(), 'after.png')).statusCode).toBe(201);
    },
  );

  withMounts('answers 507 when the renditions do not fit (ENOSPC), leaving no file and no row', async () => {
    const before = await mediaRows();
    const yearDir = path.join(mediaDir, monthFolder(new Date()).split('/')[0] ?? '');
    await mkdir(yearDir, { recursive: true });
    mount(yearDir, 'size=8k');
    mounted.push(yearDir);
    expectPlainFailure(await upload(await noisyPng(), 'photo.png'), 507, /ENOSPC/);
    const monthDir = path.join(mediaDir, ...monthFolder(new Date()).split('/'));
    expect(await readdir(monthDir)).toEqual([]);
    expect(await mediaRows()).toBe(before);
  });

  withMounts('answers 503 when the temp folder is read-only (EROFS)', async () => {
    const tempDir = path.join(mediaDir, '.tmp');
    mount(tempDir, 'ro,size=64k');
    mounted.push(tempDir);
    expectPlainFailure(await upload(await noisyPng(), 'photo.png'), 503, /EROFS/);
  });

  it('answers 503 when the media folder is gone (ENOENT), and works again once it is back', async () => {
    const before = await mediaRows();
    await rm(mediaDir, { recursive: true, force: true });
    expectPlainFailure(await upload(await noisyPng(), 'photo.png'), 503, /ENOENT/);
    expect(await mediaRows()).toBe(before);

    await mkdir(path.join(mediaDir, '.tmp'), { recursive: true });
    expect((await upload(await noisyPng(), 'photo.png')).statusCode).toBe(201);
  });

  it('answers 503 when a folder it stores into is a regular file (ENOTDIR / EEXIST)', async () => {
    const before = await mediaRows();
    const yearDir = path.join(mediaDir, monthFolder(new Date()).split('/')[0] ?? '');
    await rm(yearDir, { recursive: true, force: true });
    await writeFile(yearDir, 'not a folder');
    expectPlainFailure(await upload(await noisyPng(), 'photo.png'), 503, /ENOTDIR|EEXIST/);
    expect(await mediaRows()).toBe(before);
  });
});
