import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regularMediaType } from '../../server/http/graphql-route';
import { DATABASES, startTestApp, type GqlResponse, type RequestAuth, type TestApp } from './helpers';

/**
 * A single JSON operation is served without yoga's HTTP adapter (server/http/graphql-route.ts); every other
 * request goes through yoga's whole pipeline. Both must answer alike. An Accept header naming one more type
 * that yoga can never answer with (text/html) leaves yoga's choice unchanged but makes the direct path
 * decline, so each request below is sent both ways and the answers compared.
 */
const ACCEPT = 'application/graphql-response+json, application/json';
const THROUGH_YOGA = `${ACCEPT}, text/html`;

const USERS = /* GraphQL */ `
  query Users($skip: Int!, $take: Int!, $keyword: String) {
    users(skip: $skip, take: $take, keyword: $keyword) {
      items {
        id
        email
        createdAt
      }
      meta {
        totalItems
      }
    }
  }
`;

/** The parts of an answer a client can see, minus what differs between any two responses. */
function visible(res: GqlResponse) {
  const headers = Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => !['date', 'content-length', 'set-cookie'].includes(name)),
  );
  const cookies = [res.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => String(c).split('=')[0])
    .sort();
  return { status: res.status, headers, cookies, body: res.body };
}

describe.each(DATABASES)('a single operation served directly on $name', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { production: true, arbitraryDocuments: true });
    token = await t.login();
  }, 120_000);
  afterAll(() => t.close());

  const both = async (payload: Record<string, unknown>, auth: RequestAuth = {}) => {
    const direct = await t.post<GqlResponse['body']>(payload, {
      ...auth,
      headers: { ...auth.headers, accept: ACCEPT },
    });
    const yoga = await t.post<GqlResponse['body']>(payload, {
      ...auth,
      headers: { ...auth.headers, accept: THROUGH_YOGA },
    });
    expect(visible(direct)).toEqual(visible(yoga));
    return direct;
  };

  it('answers a list, a refusal for no session and a forged token as yoga does', async () => {
    const listed = await both({ query: USERS, variables: { skip: 1, take: 3 } }, { token });
    expect(listed.status).toBe(200);
    expect(listed.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect((listed.body.data?.users as { items: unknown[] }).items).toHaveLength(3);

    const anonymous = await both({ query: USERS, variables: { skip: 1, take: 3 } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await both({ query: USERS, variables: { skip: 1, take: 3 } }, { token: `${token}x` });
  });

  it('answers syntax, validation, variable, NUL and cost errors as yoga does', async () => {
    const cases: Record<string, unknown>[] = [
      { query: '{ users(skip: 1, take: 1) { items { id } ' },
      { query: '{ users(skip: 1, take: 1) { items { nope } } }' },
      { query: USERS, variables: { skip: 'one', take: 3 } },
      { query: USERS, variables: { skip: 1, take: 3, keyword: 'a\u0000b' } },
      { query: USERS, variables: { skip: 1, take: 1_000_000 } },
      { query: '' },
      { query: '{ __schema { types { name } } }' },
      { query: '{ users(skip: 1, take: 1) { itemz { id } } }' },
    ];
    const statuses = [];
    for (const payload of cases) statuses.push((await both(payload, { token })).status);
    // Not every case is a 200: the comparison above covered statuses other than success.
    expect(statuses.some((s) => s !== 200)).toBe(true);
  });

  it('runs the named operation of a document holding two, a mutation, and a sign-in that sets cookies', async () => {
    const two = `${USERS} query Me { meAdmin { email } }`;
    const me = await both({ query: two, operationName: 'Me' }, { token });
    expect(me.body.data).toEqual({ meAdmin: { email: t.email } });
    await both({ query: two }, { token });

    const refused = await both({
      query: 'mutation { adminLogin(email: "nobody@kar.vn", password: "x") { accessToken } }',
    });
    expect(refused.body.errors?.length).toBe(1);
    // Asks for nothing that moves with the clock: the two sign-ins of `both` can fall in different seconds.
    const signIn = await both({
      query: 'mutation ($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { __typename } }',
      variables: { e: t.email, p: t.password },
    });
    expect(signIn.body.errors).toBeUndefined();
    expect(signIn.headers['set-cookie']).toBeDefined();
  });

  it('compresses a large answer exactly as yoga does', async () => {
    // Above the 1 KiB compression threshold; the plain-success answer is a string, yoga's a buffer.
    const payload = JSON.stringify({ query: USERS, variables: { skip: 1, take: 20 } });
    const send = (accept: string, encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          accept,
          'accept-encoding': encoding,
        },
        payload,
      });
    for (const encoding of ['gzip', 'br']) {
      const [direct, yoga] = [await send(ACCEPT, encoding), await send(THROUGH_YOGA, encoding)];
      const unzip = encoding === 'gzip' ? gunzipSync : brotliDecompressSync;
      const seen = (res: typeof direct) => ({
        status: res.statusCode,
        headers: Object.fromEntries(
          Object.entries(res.headers).filter(([name]) => !['date', 'content-length'].includes(name)),
        ),
        body: unzip(res.rawPayload).toString('utf8'),
      });
      expect(direct.headers['content-encoding']).toBe(encoding);
      expect(seen(direct)).toEqual(seen(yoga));
      expect(JSON.parse(seen(direct).body).data.users.items).toHaveLength(20);
    }
  });

  it('leaves batches and malformed parameters to yoga', async () => {
    const batch = await t.post<unknown[]>([{ query: '{ meAdmin { email } }' }], {
      token,
      headers: { accept: ACCEPT },
    });
    expect(batch.status).toBe(200);
    expect(batch.body).toHaveLength(1);
    for (const payload of [
      { query: 1 },
      { query: '{ meAdmin { email } }', variables: '{}' },
      { nope: 1 },
      {},
    ]) {
      const res = await t.post<GqlResponse['body']>(payload, { token, headers: { accept: ACCEPT } });
      expect(res.status).toBe(400);
      expect(res.body.errors?.length).toBe(1);
    }
  });

  it('picks the media type yoga picks for every Accept header it could take', async () => {
    const headers = [
      undefined,
      '*/*',
      'application/json',
      'application/graphql-response+json',
      'application/json, application/graphql-response+json',
      'application/graphql-response+json;charset=utf-8, application/json;q=0.9',
      'application/json;charset=latin1, application/graphql-response+json',
      'application/*',
      'APPLICATION/JSON',
    ];
    for (const accept of headers) {
      const chosen = regularMediaType(accept);
      expect(chosen, String(accept)).not.toBeNull();
      const res = await t.post<GqlResponse['body']>(
        { query: '{ meAdmin { email } }' },
        // The extra type sends the request through yoga, whose answer names its own choice.
        { token, headers: { accept: `${accept ?? '*/*'}, text/html` } },
      );
      expect(res.headers['content-type'], String(accept)).toBe(`${String(chosen)}; charset=utf-8`);
    }
    for (const accept of [
      'text/event-stream',
      'multipart/mixed',
      'application/json, text/event-stream',
      'application/json;charset=latin1',
    ])
      expect(regularMediaType(accept), accept).toBeNull();
  });
});
