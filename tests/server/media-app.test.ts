import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createApp, type App } from '../../server/http/app';
import { admins } from '../../server/db/schema';
import { ARGON2_OPTIONS } from '../../server/services/auth/auth-service';
import { roleIdSql } from '../../server/services/auth/roles';

// The upload routes as the real app mounts them: session from the adminLogin mutation's cookie.
const EMAIL = 'media-app@kar.vn';
const PASSWORD = 'media-app-password-1';

let dataDir: string;
let kar: App;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kar-media-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    SEED_DEMO: 'false',
    STATIC_DIR: path.join(dataDir, 'no-spa'),
  });
  kar = await createApp(config, { logger: false });
  await kar.app.ready();
});

afterAll(async () => {
  await kar?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function graphql(query: string, variables: Record<string, unknown>, cookie?: string) {
  return kar.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { 'content-type': 'application/json', 'x-kar-csrf': '1', ...(cookie ? { cookie } : {}) },
  });
}

async function signIn(email = EMAIL, password = PASSWORD): Promise<string> {
  const res = await graphql(
    'mutation Login($email: String!, $password: String!) { adminLogin(email: $email, password: $password, deviceToken: "WebAdmin") { accessToken } }',
    { email, password },
  );
  expect(res.statusCode).toBe(200);
  expect(res.json().errors).toBeUndefined();
  const access = res.cookies.find((c) => c.name === 'kar_at');
  if (!access) throw new Error('adminLogin set no access cookie');
  return `kar_at=${access.value}`;
}

async function uploadPng(cookie: string | undefined) {
  const form = new FormData();
  const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([Uint8Array.from(png)]), 'logo.png');
  const body = new Response(form);
  return kar.app.inject({
    method: 'POST',
    url: '/api/v1/media/uploads',
    payload: Buffer.from(await body.arrayBuffer()),
    headers: {
      'content-type': body.headers.get('content-type') ?? '',
      'x-kar-csrf': '1',
      ...(cookie ? { cookie } : {}),
    },
  });
}

describe('media uploads in the app', () => {
  it('refuses an anonymous upload', async () => {
    const res = await uploadPng(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('accepts an upload from an admin signed in through adminLogin and serves it from /media/', async () => {
    const cookie = await signIn();
    const res = await uploadPng(cookie);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ fileName: 'logo.png', mimeType: 'image/png' });
    expect(body.filePathOriginal).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);

    const served = await kar.app.inject({ method: 'GET', url: body.filePathSM });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it("accepts uploads only from a role holding media.write, with SPEC §8's words otherwise", async () => {
    const signInAs = async (roleCode: string) => {
      const email = `media-${roleCode.toLowerCase()}@kar.vn`;
      const password = `${roleCode.toLowerCase()}-password-12`;
      await kar.db.insert(admins).values({
        email,
        passwordHash: await hash(password, ARGON2_OPTIONS),
        roleId: roleIdSql(roleCode),
      });
      return signIn(email, password);
    };
    const editor = await uploadPng(await signInAs('CONTENT_EDITOR'));
    expect(editor.statusCode).toBe(201);
    for (const role of ['MODERATOR', 'FINANCE', 'SUPPORT']) {
      const refused = await uploadPng(await signInAs(role));
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json(), role).toEqual({
        statusCode: 403,
        message: "You don't have permission to use this function",
      });
    }
  });

  it('stops accepting uploads once the admin signs out', async () => {
    const cookie = await signIn();
    const out = await graphql('mutation { signOut(deviceToken: "WebAdmin") }', {}, cookie);
    expect(out.json()).toEqual({ data: { signOut: true } });
    expect((await uploadPng(cookie)).statusCode).toBe(401);
  });
});
