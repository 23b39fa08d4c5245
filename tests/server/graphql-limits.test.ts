import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import {
  buildSchema,
  Kind,
  Lexer,
  Source,
  TokenKind,
  parse,
  print,
  typeFromAST,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { admins } from '../../server/db/schema';
import { DATABASES, dummyValue, errorCodes, startTestApp, type GqlResult, type TestApp } from './helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));
const schema = buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));

/**
 * Every operation the SPA sends, with the fragments it spreads: operations live in operations/, and
 * fragments there or beside the components that render them in src/ (codegen reads both).
 */
function loadOperations() {
  const graphqlFiles = (folder: string) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => path.join(folder, f));
  const files = [...graphqlFiles('operations'), ...graphqlFiles('src')];
  const operations: { file: string; node: OperationDefinitionNode }[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of files) {
    const doc = parse(readFileSync(path.join(root, file), 'utf8'));
    for (const def of doc.definitions) {
      if (def.kind === Kind.OPERATION_DEFINITION) operations.push({ file, node: def });
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
  }
  return operations.map(({ file, node }) => {
    const needed = new Map<string, FragmentDefinitionNode>();
    const collect = (n: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(n, {
        FragmentSpread(spread) {
          const name = spread.name.value;
          const fragment = fragments.get(name);
          if (!fragment)
            throw new Error(`${file}: fragment ${name} is defined nowhere in operations/ or src/`);
          if (!needed.has(name)) {
            needed.set(name, fragment);
            collect(fragment);
          }
        },
      });
    collect(node);
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [node, ...needed.values()] };
    const variables = Object.fromEntries(
      (node.variableDefinitions ?? [])
        .filter((v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue)
        .map((v) => {
          const type = typeFromAST(schema, v.type) as GraphQLInputType | undefined;
          if (!type) throw new Error(`${file}: unknown type for $${v.variable.name.value}`);
          return [v.variable.name.value, dummyValue(type)];
        }),
    );
    return {
      name: `${file} ${node.name?.value ?? '(anonymous)'}`,
      document,
      query: print(document),
      variables,
    };
  });
}

const isLimitError = (e: { message: string; extensions?: Record<string, unknown> }) =>
  e.message.startsWith('Syntax Error') ||
  ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_REQUEST', 'INTERNAL_SERVER_ERROR'].includes(
    String(e.extensions?.code),
  );

/** `{ ... on Query { ... on Query { meAdmin { id } } } }` is valid at any nesting and n + 2 deep. */
const nested = (n: number) => `{ ${'... on Query { '.repeat(n)}meAdmin { id }${' }'.repeat(n)} }`;
const aliased = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: meAdmin { id }`).join(' ')} }`;
/** `{ t0: __typename t1: __typename … }`: 3 tokens a field, no two fields to compare for merging. */
const manyTokens = (fields: number) =>
  `{ ${Array.from({ length: fields }, (_, i) => `t${i}: __typename`).join(' ')} }`;

/**
 * `n` aliased `__typename`s under `levels` nested inline fragments, plus `top` more at the root. Every
 * response name differs, so the overlapping-fields rule has no pairs to compare; aliases of
 * `__typename` are not counted by the alias limit. graphql-armor's default weights (scalar 1,
 * object 2, children of an object ×1.5) make the cost top + 2·(1 + 1.5 + … + 1.5^(levels-1)) + 1.5^levels·n.
 */
const typenames = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}: __typename `).join('');
const costly = (levels: number, n: number, top: number) =>
  `{ ${typenames('r', top)}${'... on Query { '.repeat(levels)}${typenames('c', n)}${'} '.repeat(levels)}}`;
const costOf = (levels: number, n: number, top: number) =>
  top + Array.from({ length: levels }, (_, i) => 2 * 1.5 ** i).reduce((a, b) => a + b, 0) + 1.5 ** levels * n;

function tokenCount(source: string) {
  const lexer = new Lexer(new Source(source));
  let n = 0;
  while (lexer.advance().kind !== TokenKind.EOF) n++;
  return n;
}

describe.each(DATABASES)('GraphQL limits, masking and transport rules on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectRefused = (body: GqlResult, pattern: RegExp) => {
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((e) => e.message).join('\n')).toMatch(pattern);
  };

  it('runs a batch of five operations and answers five results in order', async () => {
    const res = await t.post<GqlResult[]>(
      [
        { query: '{ meAdmin { email } }' },
        { query: 'query ($take: Int) { users(take: $take) { items { id } } }', variables: { take: 3 } },
        { query: '{ countries(take: 1) { meta { itemsPerPage } } }' },
        { query: '{ provinces(countryCode: "VN") { meta { totalItems } } }' },
        { query: '{ __typename }' },
      ],
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    expect(res.body.map((r) => r.errors)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(res.body[0]?.data).toEqual({ meAdmin: { email: t.email } });
    expect((res.body[1]?.data?.users as { items: unknown[] }).items).toHaveLength(3);
    expect(res.body[2]?.data).toEqual({ countries: { meta: { itemsPerPage: 1 } } });
    expect(res.body[3]?.data).toEqual({ provinces: { meta: { totalItems: 63 } } });
    expect(res.body[4]?.data).toEqual({ __typename: 'Query' });
  });

  it('refuses a batch of six without running any of it', async () => {
    const own = await t.login();
    const res = await t.post<GqlResult>(
      [...Array.from({ length: 5 }, () => ({ query: '{ __typename }' })), { query: 'mutation { signOut }' }],
      { token: own },
    );
    expect(res.status).toBe(413);
    expect(Array.isArray(res.body)).toBe(false);
    expect(res.body.errors?.[0]?.message).toMatch(/Batching is limited to 5/);
    // The sign-out in the refused batch never ran.
    expect((await t.gql('{ meAdmin { id } }', undefined, { token: own })).body.data?.meAdmin).toBeTruthy();
  });

  it('refuses a query nested deeper than 10 and accepts one at the limit', async () => {
    const atLimit = await t.gql(nested(8), undefined, { token });
    expect(atLimit.body.errors).toBeUndefined();
    expect(atLimit.body.data?.meAdmin).toBeTruthy();
    expectRefused((await t.gql(nested(9), undefined, { token })).body, /Query depth limit of 10 exceeded/);

    // Depth hidden in a chain of named fragments counts too.
    const chain = (k: number) =>
      `{ ...F0 }\n${Array.from({ length: k }, (_, i) =>
        i < k - 1 ? `fragment F${i} on Query { ...F${i + 1} }` : `fragment F${i} on Query { meAdmin { id } }`,
      ).join('\n')}`;
    expect((await t.gql(chain(4), undefined, { token })).body.data?.meAdmin).toBeTruthy();
    expectRefused((await t.gql(chain(5), undefined, { token })).body, /Query depth limit of 10 exceeded/);
  });

  it('refuses more than 15 aliases and accepts 15', async () => {
    const fifteen = await t.gql(aliased(15), undefined, { token });
    expect(fifteen.body.errors).toBeUndefined();
    expect(Object.keys(fifteen.body.data ?? {})).toHaveLength(15);
    expectRefused((await t.gql(aliased(16), undefined, { token })).body, /Aliases limit of 15 exceeded/);
  });

  it('refuses a document of more than 2000 tokens', async () => {
    expect(tokenCount(manyTokens(666))).toBe(2000);
    const atLimit = await t.gql(manyTokens(666), undefined, { token });
    expect(atLimit.body.errors).toBeUndefined();
    expect(Object.keys(atLimit.body.data ?? {})).toHaveLength(666);
    expect(tokenCount(manyTokens(667))).toBe(2003);
    expectRefused((await t.gql(manyTokens(667), undefined, { token })).body, /Token limit of 2000 exceeded/);
    // Unauthenticated callers meet the same limit before anything else.
    expectRefused((await t.gql(manyTokens(5000))).body, /Token limit of 2000 exceeded/);
  });

  it('refuses a document costing more than 5000 and accepts one just under', async () => {
    // 8 levels: 2·(1 + … + 1.5^7) = 98.515625 and 1.5^8·191 = 4895.12109375, so 6 more at the root
    // stay under 5000 and a 7th goes over.
    expect(costOf(8, 191, 6)).toBe(4999.63671875);
    expect(costOf(8, 191, 7)).toBe(5000.63671875);
    // Well inside the token, depth and alias budgets, so only the cost can refuse it.
    expect(tokenCount(costly(8, 191, 7))).toBeLessThan(700);

    const under = await t.gql(costly(8, 191, 6), undefined, { token });
    expect(under.body.errors).toBeUndefined();
    expect(Object.keys(under.body.data ?? {})).toHaveLength(191 + 6);
    expectRefused(
      (await t.gql(costly(8, 191, 7), undefined, { token })).body,
      /^Syntax Error: Query Cost limit of 5000 exceeded, found 5000\.63671875\.$/,
    );
    // Unauthenticated callers meet the same limit before anything else.
    expect(tokenCount(costly(8, 400, 0))).toBeLessThan(2000);
    expectRefused(
      (await t.gql(costly(8, 400, 0))).body,
      new RegExp(`Query Cost limit of 5000 exceeded, found ${costOf(8, 400, 0)}\\.`),
    );
  });

  it('lets every operation in operations/ through validation and the limits', async () => {
    const operations = loadOperations();
    expect(operations.length).toBeGreaterThan(5);
    const [row] = await t.db.select().from(admins).where(eq(admins.email, t.email)).limit(1);
    if (!row) throw new Error('seeded admin missing');
    const problems: string[] = [];
    for (const op of operations) {
      const local = validate(schema, op.document);
      if (local.length) problems.push(`${op.name}: ${local.map((e) => e.message).join('; ')}`);
      // A subscription is answered as an event stream that does not end: tests/server/live.test.ts opens
      // the SPA's own over HTTP, through the same validation and limits.
      if (
        op.document.definitions.some(
          (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription',
        )
      )
        continue;
      // A session of its own, so SignOut in the list cannot sign the others out.
      const session = await t.auth.issue(row, randomUUID());
      const res = await t.gql(op.query, op.variables, {
        token: session.accessToken,
        cookie: `kar_rt=${session.refreshToken}`,
      });
      const bad = (res.body.errors ?? []).filter(isLimitError);
      if (res.status !== 200 || bad.length) problems.push(`${op.name}: ${res.status} ${JSON.stringify(bad)}`);
    }
    expect(problems.join('\n')).toBe('');
    // AdminSignOutEverywhere in the list ended every other session of this admin, the suite's own among
    // them: the tests after this one sign in again.
    token = await t.login();
    // Every operation of the SPA (about 250, more with each screen) with a session of its own: 55 s on a
    // loaded machine, past the project's 60 s once.
  }, 240_000);

  it('masks unexpected errors: no stack trace, no SQL, no driver message', async () => {
    // Break a live resolver's table for a moment, so the database itself throws.
    await t.db.execute(sql`alter table countries rename column name to name_hidden_for_test`);
    try {
      const res = await t.gql('{ countries { items { id name } } }', undefined, { token });
      // Everything the client sees except `locations`, whose "column" key is GraphQL's own.
      const text = JSON.stringify({
        ...res.body,
        errors: res.body.errors?.map(({ message, path, extensions }) => ({ message, path, extensions })),
      });
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors?.[0]?.message).toBe('Unexpected error.');
      expect(errorCodes(res.body)).toEqual(['INTERNAL_SERVER_ERROR']);
      expect(res.body.data ?? null).toBeNull();
      for (const leak of [
        'name_hidden_for_test',
        'select',
        'column',
        'relation',
        'stack',
        'originalError',
        '.ts:',
        'node_modules',
      ]) {
        expect(text.toLowerCase()).not.toContain(leak.toLowerCase());
      }
    } finally {
      await t.db.execute(sql`alter table countries rename column name_hidden_for_test to name`);
    }
    expect(
      (await t.gql('{ countries(take: 1) { items { name } } }', undefined, { token })).body.errors,
    ).toBeUndefined();
  });

  it('refuses requests a browser could send cross-site without a preflight', async () => {
    const payload = JSON.stringify({ query: '{ meAdmin { id } }' });
    const cookie = `kar_at=${token}`;
    const plain = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain', cookie },
      payload,
    });
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual({
      errors: [{ message: 'Request refused: missing CSRF protection header' }],
    });
    // The other "simple" types never reach GraphQL either (refused here, or by the body parser first).
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': type, cookie },
        payload,
      });
      expect([403, 415], type).toContain(res.statusCode);
      expect(res.body).not.toContain('"data"');
    }
    const get = await t.app.inject({
      method: 'GET',
      url: '/graphql?query=%7BmeAdmin%7Bid%7D%7D',
      headers: { cookie },
    });
    expect(get.statusCode).toBe(403);
    // The same text/plain request with the header gets past the guard, so the header is what mattered.
    const withHeader = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain', 'x-kar-csrf': '1', cookie },
      payload,
    });
    expect(withHeader.statusCode).not.toBe(403);
  });

  it('serves GraphiQL and introspection outside production only', async () => {
    // A browser asking for the page; without x-kar-csrf the CSRF check answers 403 in either mode.
    const accepts = ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'text/html'];
    const graphiqlPage = async (accept: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/graphql',
        headers: { accept, 'x-kar-csrf': '1' },
      });
      return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body };
    };
    const introspection = '{ __schema { queryType { name } } }';
    const allTypes = '{ __schema { types { name } } }';

    for (const accept of accepts) {
      const page = await graphiqlPage(accept);
      expect(page.status, accept).toBe(200);
      expect(page.type, accept).toMatch(/^text\/html/);
      expect(page.body, accept).toContain('<title>Yoga GraphiQL</title>');
    }
    const dev = await t.gql(introspection, undefined, { token });
    expect(dev.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const devTypes = await t.gql(allTypes, undefined, { token });
    expect(devTypes.body.errors).toBeUndefined();
    const names = (devTypes.body.data?.__schema as { types: { name: string }[] }).types.map((x) => x.name);
    expect(names).toEqual(expect.arrayContaining(['Query', 'Mutation', 'User', 'AdminRole']));

    // NODE_ENV=production is what turns the production flag on (server/config.ts).
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    const production = loadConfig({ NODE_ENV: 'production' }).production;
    expect(production).toBe(true);
    // With GRAPHQL_ARBITRARY_DOCUMENTS=allow, so that these documents reach the guards below instead of
    // being refused as unknown (tests/server/trusted-documents.test.ts): an operator's tool meets these.
    t = await t.restart({
      production,
      arbitraryDocuments: loadConfig({ NODE_ENV: 'production', GRAPHQL_ARBITRARY_DOCUMENTS: 'allow' })
        .arbitraryDocuments,
    });
    token = await t.login();

    for (const accept of accepts) {
      const page = await graphiqlPage(accept);
      expect(page.type, accept).not.toMatch(/text\/html/);
      expect(page.body, accept).not.toMatch(/graphiql/i);
    }
    for (const query of [introspection, allTypes, '{ __type(name: "User") { name } }']) {
      const res = await t.gql(query, undefined, { token });
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors?.[0]?.message).toMatch(/introspection/i);
    }
    expect((await t.gql('{ __typename meAdmin { id } }', undefined, { token })).body.data?.__typename).toBe(
      'Query',
    );
    // No field suggestions either: they would leak the schema piece by piece.
    const typo = await t.gql('{ meAdmn { id } }', undefined, { token });
    expect(typo.body.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(typo.body)).not.toMatch(/Did you mean/i);
  });
});
