import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { buildSchema, getNamedType, isLeafType, isNonNullType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../server/db/schema';
import { liveRootFields } from '../../server/graphql/resolvers';
import { ACCESS_TTL_MS, signAccessToken, verifyAccessToken } from '../../server/services/auth/tokens';
import {
  DATABASES,
  dummyLiteral,
  errorCodes,
  startTestApp,
  type GqlResult,
  type RequestAuth,
  type TestApp,
} from './helpers';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
interface Probe {
  key: string;
  field: string;
  query: string;
}

function probe(operation: 'query' | 'mutation', root: string, field: GraphQLField<unknown, unknown>): Probe {
  const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const argText = args.length ? `(${args.map((a) => `${a.name}: ${dummyLiteral(a.type)}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    key: `${root}.${field.name}`,
    field: field.name,
    query: `${operation} { ${field.name}${argText}${selection} }`,
  };
}

const OPEN_BY_DESIGN = new Set([
  'adminLogin',
  'adminVerifyTwoFactor',
  'adminAcceptInvite',
  'adminRequestPasswordReset',
  'adminResetPassword',
]);

const queryType = schema.getQueryType();
const mutationType = schema.getMutationType();
if (!queryType || !mutationType) throw new Error('schema.graphql lacks Query or Mutation');
const probes: Probe[] = [
  ...Object.values(queryType.getFields()).map((f) => probe('query', 'Query', f)),
  ...Object.values(mutationType.getFields())
    // Open by design, each checking what it is given (a password, a link's token, nothing to reveal).
    .filter((f) => !OPEN_BY_DESIGN.has(f.name))
    .map((f) => probe('mutation', 'Mutation', f)),
];

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

function fieldValue(result: GqlResult, field: string): unknown {
  return result.data == null ? null : result.data[field];
}

describe.each(DATABASES)('every root field is closed without a valid admin session on $name', (engine) => {
  let t: TestApp;
  let adminId: string;
  let familyId: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const token = await t.login();
    const claims = verifyAccessToken(t.auth.secret, token);
    if (!claims) throw new Error('the access token did not verify');
    adminId = claims.sub;
    familyId = claims.fam;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sends the probes five to a request, through the server's real batching, and returns results by key. */
  async function run(list: Probe[], auth: () => Promise<RequestAuth> | RequestAuth) {
    const results = new Map<string, GqlResult>();
    await Promise.all(
      chunks(list, 5).map(async (batch) => {
        const res = await t.post<GqlResult[]>(
          batch.map((p) => ({ query: p.query })),
          await auth(),
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toHaveLength(batch.length);
        batch.forEach((p, i) => results.set(p.key, res.body[i] ?? {}));
      }),
    );
    return results;
  }

  it('walks the whole schema', () => {
    expect(probes.length).toBeGreaterThan(150);
    expect(probes.map((p) => p.key)).toContain('Mutation.adminRefreshToken');
    expect(probes.map((p) => p.key)).not.toContain('Mutation.adminLogin');
  });

  it('the crafted tokens differ from a valid one only in what they are meant to break', async () => {
    const genuine = signAccessToken(t.auth.secret, { sub: adminId, fam: familyId }).token;
    const res = await t.gql('{ meAdmin { id } }', undefined, { token: genuine });
    expect(res.body.data?.meAdmin).toEqual({ id: adminId });
  });

  const kinds: [string, () => RequestAuth][] = [
    ['no token', () => ({})],
    [
      'a token signed with another secret',
      () => ({
        token: signAccessToken('not-the-server-secret-0123456789abcdef', { sub: adminId, fam: familyId })
          .token,
      }),
    ],
    [
      'an expired token',
      () => ({
        token: signAccessToken(t.auth.secret, { sub: adminId, fam: familyId }, Date.now() - 2 * ACCESS_TTL_MS)
          .token,
      }),
    ],
    ['a garbage token', () => ({ token: 'garbage.garbage.garbage' })],
    [
      'an expired token in the kar_at cookie',
      () => ({
        cookie: `kar_at=${signAccessToken(t.auth.secret, { sub: adminId, fam: familyId }, Date.now() - 2 * ACCESS_TTL_MS).token}`,
      }),
    ],
    [
      'a forged token in the kar_at cookie',
      () => ({
        cookie: `kar_at=${signAccessToken('forged-cookie-secret-0123456789abcdef', { sub: adminId, fam: familyId }).token}`,
      }),
    ],
  ];

  it.each(kinds)('with %s every field answers UNAUTHENTICATED and no data', async (_label, auth) => {
    const results = await run(probes, auth);
    const leaks: string[] = [];
    for (const p of probes) {
      const r = results.get(p.key) ?? {};
      const codes = errorCodes(r);
      if (
        codes.length === 0 ||
        codes.some((c) => c !== 'UNAUTHENTICATED') ||
        fieldValue(r, p.field) != null
      ) {
        leaks.push(`${p.key}: ${JSON.stringify(r)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('adminRefreshToken refuses a missing or garbage refresh token', async () => {
    const doc = 'mutation ($rt: String) { adminRefreshToken(refreshToken: $rt) { accessToken } }';
    for (const [variables, auth] of [
      [undefined, {}],
      [{ rt: '' }, {}],
      [{ rt: 'garbage' }, {}],
      [undefined, { cookie: 'kar_rt=garbage' }],
      // A valid access token is no refresh token.
      [{ rt: 'garbage' }, { token: signAccessToken(t.auth.secret, { sub: adminId, fam: familyId }).token }],
    ] as [Record<string, unknown> | undefined, RequestAuth][]) {
      const res = await t.gql(doc, variables, auth);
      expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
      expect(res.body.data ?? null).toBeNull();
    }
  });

  it('with a valid token every field gets past the guard to its resolver', async () => {
    const [row] = await t.db.select().from(admins).where(eq(admins.id, adminId)).limit(1);
    if (!row) throw new Error('seeded admin missing');
    // A fresh session per batch, so a mutation that ends sessions cannot fail the batches after it.
    const session = async () => ({ token: (await t.auth.issue(row, randomUUID())).accessToken });

    // Run on their own after the others: signing out everywhere ends every other session of the admin,
    // the probes' own among them.
    const special = new Set([
      'Mutation.adminRefreshToken',
      'Mutation.signOut',
      'Mutation.adminSignOutEverywhere',
    ]);
    const results = await run(
      probes.filter((p) => !special.has(p.key)),
      session,
    );
    const refresh = await t.auth.issue(row, randomUUID());
    const refreshed = await t.gql(
      'mutation ($rt: String) { adminRefreshToken(refreshToken: $rt) { __typename } }',
      {
        rt: refresh.refreshToken,
      },
    );
    results.set('Mutation.adminRefreshToken', refreshed.body);
    results.set('Mutation.signOut', (await t.gql('mutation { signOut }', undefined, await session())).body);
    results.set(
      'Mutation.adminSignOutEverywhere',
      (await t.gql('mutation { adminSignOutEverywhere }', undefined, await session())).body,
    );

    const allowed = new Set(['NOT_IMPLEMENTED', 'BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT']);
    const live = new Set(liveRootFields);
    const wrong: string[] = [];
    for (const p of probes) {
      const r = results.get(p.key) ?? {};
      const codes = errorCodes(r);
      // Past the guard, adminConfirmIdentity checks the dummy password it was given, and refuses it.
      const expected =
        p.key === 'Mutation.adminConfirmIdentity' ? new Set([...allowed, 'BAD_CREDENTIALS']) : allowed;
      if (codes.some((c) => typeof c !== 'string' || !expected.has(c)))
        wrong.push(`${p.key}: ${JSON.stringify(r)}`);
      // The README's list of live areas must tell the truth both ways.
      const notImplemented = codes.includes('NOT_IMPLEMENTED');
      if (live.has(p.key) === notImplemented)
        wrong.push(`${p.key} live=${live.has(p.key)}: ${JSON.stringify(r)}`);
    }
    expect(wrong).toEqual([]);
    expect(live.size).toBeGreaterThan(0);
    expect(results.get('Query.meAdmin')?.data?.meAdmin).toEqual({ __typename: 'AdminUser' });
  });
});
