import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/http/app';
import { startS3Server } from '../fixtures/s3-server';
import { errorCodes, sqlRows, TEST_ADMIN_EMAIL, type GqlResult } from './helpers';
import { changeOf, openLiveStream } from './live-stream';

const baseUrl = process.env.DATABASE_URL;

/**
 * Two API instances as two machines would run them: one PostgreSQL, one S3 bucket, nothing else in
 * common (each its own DATA_DIR and port), talked to over real HTTP.
 */
describe.skipIf(!baseUrl)('two API instances on one PostgreSQL and one bucket', () => {
  const dbName = `kar_t_two_${randomBytes(5).toString('hex')}`;
  const password = `Kar-${randomBytes(12).toString('base64url')}-9z`;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  const apps: App[] = [];
  const dirs: string[] = [];
  const origins: string[] = [];

  const pgAdmin = async <T>(fn: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };

  async function start(): Promise<string> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kar-two-'));
    dirs.push(dataDir);
    const url = new URL(baseUrl ?? '');
    url.pathname = `/${dbName}`;
    const running = await createApp(
      {
        host: '127.0.0.1',
        port: 0,
        dataDir,
        databaseUrl: url.toString(),
        adminEmail: TEST_ADMIN_EMAIL,
        adminPassword: password,
        production: true,
        // This file's documents are its own, not the SPA's (server/graphql/trusted-documents.ts).
        arbitraryDocuments: true,
        staticDir: undefined,
        seedDemo: false,
        s3: s3.config,
      },
      { logger: false },
    );
    apps.push(running);
    await running.app.listen({ host: '127.0.0.1', port: 0 });
    return `http://127.0.0.1:${(running.app.server.address() as AddressInfo).port}`;
  }

  const gql = async (origin: string, query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-kar-csrf': '1',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: (await res.json()) as GqlResult };
  };

  beforeAll(async () => {
    await pgAdmin((c) => c.query(`CREATE DATABASE ${dbName}`));
    s3 = await startS3Server();
    // Started together, as a deploy does: migrations and the first admin are serialised by locks.
    origins.push(...(await Promise.all([start(), start()])));
  }, 180_000);

  afterAll(async () => {
    for (const a of apps) await a.close();
    await s3?.close();
    await pgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  const signIn = async (origin: string) => {
    const res = await gql(
      origin,
      'mutation ($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { accessToken } }',
      { e: TEST_ADMIN_EMAIL, p: password },
    );
    const token = (res.body.data?.adminLogin as { accessToken?: string } | undefined)?.accessToken;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(res.body.errors)}`);
    return token;
  };

  it('accepts on one instance a session issued by the other, and a sign-out on one ends it on both', async () => {
    const [a, b] = origins as [string, string];
    const token = await signIn(a);
    const me = await gql(b, '{ meAdmin { email } }', {}, token);
    expect(me.body.data).toEqual({ meAdmin: { email: TEST_ADMIN_EMAIL } });
    expect((await gql(b, 'mutation { signOut }', {}, token)).body.errors).toBeUndefined();
    const after = await gql(a, '{ meAdmin { email } }', {}, token);
    expect(errorCodes(after.body)).toEqual(['UNAUTHENTICATED']);
  });

  it('serves from one instance an upload made through the other', async () => {
    const [a, b] = origins as [string, string];
    const token = await signIn(a);
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(png)]), 'two.png');
    const up = await fetch(`${a}/api/v1/media/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-kar-csrf': '1' },
      body: form,
    });
    expect(up.status).toBe(201);
    const media = (await up.json()) as { filePathOriginal: string; filePathSM: string };
    for (const p of [media.filePathOriginal, media.filePathSM]) {
      const fromA = await fetch(`${a}${p}`);
      const fromB = await fetch(`${b}${p}`);
      expect(fromB.status, p).toBe(200);
      expect(fromB.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(
        true,
      );
    }
    expect(await s3.keys()).toContain(media.filePathOriginal.slice(1));
  });

  it('tells a change made through one instance to a stream open on the other (docs/live.md)', async () => {
    const [a, b] = origins as [string, string];
    const db = apps[0]!.db;
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const onB = await openLiveStream(b, { token: tokenB });
    try {
      expect(onB.status).toBe(200);
      const [member] = await sqlRows<{ id: string }>(
        db,
        sql`insert into users (email, phone, prefix_phone, created_at, updated_at)
            values ('two-instances-live@test.kar', '901234568', '84', now(), now()) returning id`,
      );
      const [req] = await sqlRows<{ id: string }>(
        db,
        sql`insert into transfer_requests (amount, bank_name, user_id, status)
            values (50000, 'Vietcombank', ${member?.id}, 'new') returning id`,
      );
      const approved = await gql(
        a,
        `mutation ($id: ID!) { adminUpdateUserTransferRequest(id: $id, approve: true) { id } }`,
        { id: req?.id },
        tokenA,
      );
      expect(approved.body.errors).toBeUndefined();
      const told = await onB.next(changeOf('transfer_request.approve', req?.id));
      expect(told.event).toMatchObject({
        entity: 'transfer_request',
        actionText: 'Transfer request approved',
      });
    } finally {
      onB.close();
    }
  });

  it('moves a transfer once when both instances approve it at the same moment', async () => {
    const [a, b] = origins as [string, string];
    const db = apps[0]!.db;
    const [member] = await sqlRows<{ id: string }>(
      db,
      sql`insert into users (email, phone, prefix_phone, created_at, updated_at)
          values ('two-instances@test.kar', '901234567', '84', now(), now()) returning id`,
    );
    if (!member) throw new Error('member not created');
    const decide = `mutation ($id: ID!) { adminUpdateUserTransferRequest(id: $id, approve: true) { id status } }`;
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    for (let round = 0; round < 5; round++) {
      const [req] = await sqlRows<{ id: string }>(
        db,
        sql`insert into transfer_requests (amount, bank_name, user_id, status)
            values (100000, 'Vietcombank', ${member.id}, 'new') returning id`,
      );
      if (!req) throw new Error('transfer not created');
      const results = await Promise.all([
        gql(a, decide, { id: req.id }, tokenA),
        gql(b, decide, { id: req.id }, tokenB),
      ]);
      const wins = results.filter((r) => !r.body.errors);
      expect(wins, JSON.stringify(results.map((r) => r.body))).toHaveLength(1);
      expect(results.map((r) => errorCodes(r.body).join()).sort()).toEqual(['', 'CONFLICT']);
      const [balance] = await sqlRows<{ amount: string | number }>(
        db,
        sql`select amount from user_balances where user_id = ${member.id}`,
      );
      expect(Number(balance?.amount)).toBe(100000 * (round + 1));
    }
  });
});
