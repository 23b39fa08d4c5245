import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import {
  NO_DOCUMENT_MESSAGE,
  TEXT_REFUSED_MESSAGE,
  UNKNOWN_DOCUMENT_MESSAGE,
} from '../../server/graphql/trusted-documents';
import {
  DashboardListingByStatusDocument,
  DashboardRevenuePerUserDocument,
  MeAdminDocument,
  UsersDocument,
  type UsersQuery,
} from '../../src/gql/graphql';
import { AdminLoginId, MeAdminId } from '../../src/gql/operation-strings';
import { ApiError } from '../../src/lib/api-error';
import { documentIdOf, type OperationBody } from '../../src/lib/graphql-fetch';
import { sendOperations } from '../../src/lib/graphql-transport';
import { DATABASES, startTestApp, type GqlResponse, type GqlResult, type TestApp } from './helpers';

/**
 * Trusted documents (issue 30 §1, server/graphql/trusted-documents.ts): production answers only the ids in
 * src/gql/persisted-documents.json unless GRAPHQL_ARBITRARY_DOCUMENTS=allow; development takes both. And
 * the admin app's transport (src/lib/graphql-transport.ts, graphql-request) against a listening server:
 * batches of up to five ids answered, six refused (SPEC §7).
 */

const UNKNOWN_ID = `sha256:${'0'.repeat(64)}`;
const USERS_VARIABLES = { skip: 1, take: 10 };

/** Signs in with the login form's own operation, by id; the session is the cookie it sets. */
async function signIn(t: TestApp): Promise<string> {
  const res = await t.post<GqlResult>({
    documentId: AdminLoginId,
    variables: { email: t.email, password: t.password },
  });
  const raw = res.headers['set-cookie'];
  const cookie = [raw ?? []]
    .flat()
    .map((c) => String(c).split(';')[0] ?? '')
    .find((c) => c.startsWith('kar_at='));
  if (!cookie) throw new Error(`sign-in by id failed: ${JSON.stringify(res.body)}`);
  return cookie;
}

/** The signed-in admin's email in a meAdmin answer (the profile fragment, read as sent). */
const emailOf = (data: unknown) => (data as { meAdmin?: { email?: string } } | undefined)?.meAdmin?.email;

const codeOf = (res: GqlResponse) => res.body.errors?.[0]?.extensions?.code;

/** A listening copy of the app, for graphql-request's real fetch. */
async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${String(port)}/graphql`;
}

const ids = {
  me: { documentId: documentIdOf(MeAdminDocument), variables: {} },
  users: { documentId: documentIdOf(UsersDocument), variables: USERS_VARIABLES },
  listings: { documentId: documentIdOf(DashboardListingByStatusDocument), variables: {} },
  revenue: { documentId: documentIdOf(DashboardRevenuePerUserDocument), variables: {} },
} satisfies Record<string, OperationBody>;

describe('GRAPHQL_ARBITRARY_DOCUMENTS', () => {
  it('is on only when set to allow', () => {
    expect(loadConfig({ GRAPHQL_ARBITRARY_DOCUMENTS: 'allow' }).arbitraryDocuments).toBe(true);
    for (const value of [undefined, '', 'true', '1', 'ALLOW', 'deny'])
      expect(loadConfig({ GRAPHQL_ARBITRARY_DOCUMENTS: value }).arbitraryDocuments).toBe(false);
  });
});

describe.each(DATABASES)('trusted documents on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  let endpoint: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { production: true });
    cookie = await signIn(t);
    endpoint = await listen(t);
  }, 120_000);
  afterAll(() => t.close());

  it('production answers a known id, on the direct path and through yoga alike', async () => {
    const me = await t.post<GqlResult>({ documentId: MeAdminId }, { cookie });
    expect(me.status).toBe(200);
    expect(emailOf(me.body.data)).toBe(t.email);
    // The login route's id and the admin app's are the same document's.
    expect(documentIdOf(MeAdminDocument)).toBe(MeAdminId);

    const direct = await t.post<GqlResult>(ids.users, { cookie });
    const throughYoga = await t.post<GqlResult>(ids.users, {
      cookie,
      // A type yoga never answers with makes the direct path decline (graphql-direct.test.ts).
      headers: { accept: 'application/graphql-response+json, application/json, text/html' },
    });
    expect(direct.body.errors).toBeUndefined();
    expect((direct.body.data as UsersQuery).users.items).toHaveLength(10);
    expect(throughYoga.body).toEqual(direct.body);
  });

  it('production refuses a document sent as text, even one in the manifest, with a clear error', async () => {
    for (const query of [MeAdminDocument.toString(), '{ meAdmin { id } }', '{ __typename }']) {
      for (const accept of [undefined, 'application/json, text/html']) {
        const res = await t.post<GqlResult>({ query }, { cookie, headers: accept ? { accept } : {} });
        expect(res.status).toBe(400);
        expect(res.body.data ?? null).toBeNull();
        expect(res.body.errors).toEqual([
          { message: TEXT_REFUSED_MESSAGE, extensions: { code: 'PERSISTED_QUERY_ONLY' } },
        ]);
      }
    }
    // Signed out, the same: the refusal comes before any session is looked at.
    const anonymous = await t.post<GqlResult>({ query: '{ meAdmin { id } }' });
    expect(codeOf(anonymous)).toBe('PERSISTED_QUERY_ONLY');
  });

  it('production refuses an unknown id, and a request naming no document', async () => {
    const unknown = await t.post<GqlResult>({ documentId: UNKNOWN_ID }, { cookie });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { message: UNKNOWN_DOCUMENT_MESSAGE, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
    ]);
    // Not a prototype key of the manifest either.
    expect(codeOf(await t.post({ documentId: '__proto__' }, { cookie }))).toBe('PERSISTED_QUERY_NOT_FOUND');
    const none = await t.post<GqlResult>({ variables: {} }, { cookie });
    expect(none.status).toBe(400);
    expect(none.body.errors?.[0]?.message).toBe(NO_DOCUMENT_MESSAGE);
  });

  it('production refuses text inside a batch operation by operation', async () => {
    const res = await t.post<GqlResult[]>(
      [ids.me, { query: '{ meAdmin { id } }' }, { documentId: UNKNOWN_ID }],
      { cookie },
    );
    expect(res.body.map((r) => r.errors?.[0]?.extensions?.code ?? 'ok')).toEqual([
      'ok',
      'PERSISTED_QUERY_ONLY',
      'PERSISTED_QUERY_NOT_FOUND',
    ]);
  });

  it('graphql-request (the admin app transport) sends a batch of five ids and each is answered', async () => {
    const five = [ids.me, ids.users, ids.listings, ids.revenue, ids.users];
    const results = await sendOperations(endpoint, five, { cookie });
    expect(results).toHaveLength(5);
    expect(results.map((r) => r?.errors)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(emailOf(results[0]?.data)).toBe(t.email);
    expect((results[1]?.data as UsersQuery).users.items).toHaveLength(10);
    expect(results[4]?.data).toEqual(results[1]?.data);
    // One operation alone goes as a single request (the server's direct path), also as an id.
    const [one] = await sendOperations(endpoint, [ids.me], { cookie });
    expect(emailOf(one?.data)).toBe(t.email);
  });

  it('graphql-request: an unknown id fails only its own operation of the batch', async () => {
    const results = await sendOperations(endpoint, [ids.me, { documentId: UNKNOWN_ID }, ids.listings], {
      cookie,
    });
    expect(results.map((r) => r?.errors?.[0]?.extensions?.code ?? 'ok')).toEqual([
      'ok',
      'PERSISTED_QUERY_NOT_FOUND',
      'ok',
    ]);
    expect(emailOf(results[0]?.data)).toBe(t.email);
  });

  it('graphql-request: a batch of six is refused whole (SPEC §7), as the error mapper expects', async () => {
    const six = [ids.me, ids.users, ids.listings, ids.revenue, ids.users, ids.me];
    const refused = await sendOperations(endpoint, six, { cookie }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 413,
      message: 'Batching is limited to 5 operations per request.',
      code: 'BAD_REQUEST',
    });
    // Signed out: every operation of the request fails with the server's reason and status.
    const signedOut = await sendOperations(endpoint, [ids.me, ids.users]);
    expect(signedOut.map((r) => r?.errors?.[0]?.extensions?.code)).toEqual([
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
    ]);
    // Nothing listening: the unreachable error the app offers Try again for.
    const closed = await sendOperations('http://127.0.0.1:9/graphql', [ids.me]).catch((e: unknown) => e);
    expect(closed).toMatchObject({ code: 'NETWORK' });
  });

  it('GRAPHQL_ARBITRARY_DOCUMENTS=allow lets text through in production; every other guard stays', async () => {
    t = await t.restart({ production: true, arbitraryDocuments: true });
    cookie = await signIn(t);
    const text = await t.post<GqlResult>({ query: '{ meAdmin { email } }' }, { cookie });
    expect(text.body).toEqual({ data: { meAdmin: { email: t.email } } });
    expect((await t.post<GqlResult>(ids.me, { cookie })).body.errors).toBeUndefined();
    expect(codeOf(await t.post({ documentId: UNKNOWN_ID }, { cookie }))).toBe('PERSISTED_QUERY_NOT_FOUND');
    // Production's guards: no introspection, no session no data.
    const introspection = await t.post<GqlResult>({ query: '{ __schema { types { name } } }' }, { cookie });
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect(codeOf(await t.post({ query: '{ meAdmin { email } }' }))).toBe('UNAUTHENTICATED');
  });

  it('development answers text and ids alike', async () => {
    t = await t.restart({ production: false, arbitraryDocuments: false });
    cookie = await signIn(t);
    const text = await t.post<GqlResult>({ query: MeAdminDocument.toString() }, { cookie });
    const byId = await t.post<GqlResult>(ids.me, { cookie });
    expect(text.body.errors).toBeUndefined();
    expect(byId.body).toEqual(text.body);
    expect(codeOf(await t.post({ documentId: UNKNOWN_ID }, { cookie }))).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
