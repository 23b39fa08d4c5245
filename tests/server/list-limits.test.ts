import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import {
  buildSchema,
  Kind,
  parse,
  typeFromAST,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCost, MAX_LIST_COST } from '../../server/graphql/list-cost';
import { MAX_TAKE } from '../../server/kit/page';
import { NUL_MESSAGE } from '../../src/rules/text';
import {
  DATABASES,
  dummyValue,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));
const schema = buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));

const usersAliases = (n: number, take: string) =>
  `${take === '$t' ? 'query ($t: Int) ' : ''}{ ${Array.from({ length: n }, (_, i) => `u${i}: users(take: ${take}) { items { id email } }`).join(' ')} }`;

interface UsersPage {
  items: { id: string }[];
  meta: { itemsPerPage: number; itemCount: number; currentPage: number };
}

describe('list cost of the SPA operations', () => {
  it('admits every operation in operations/ at a 1000-row page', () => {
    // Operations live in operations/; the fragments they spread there or beside their components in src/.
    const graphqlFiles = (folder: string) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.graphql'))
        .map((f) => path.join(folder, f));
    const files = [...graphqlFiles('operations'), ...graphqlFiles('src')];
    const fragments: FragmentDefinitionNode[] = [];
    const operations: { file: string; defs: readonly DefinitionNode[] }[] = [];
    for (const file of files) {
      const doc = parse(readFileSync(path.join(root, file), 'utf8'));
      for (const def of doc.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.push(def);
      operations.push({ file, defs: doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION) });
    }
    let largest = 0;
    for (const op of operations.filter((o) => o.defs.length > 0)) {
      const variables: Record<string, unknown> = { take: MAX_TAKE };
      for (const def of op.defs) {
        if (def.kind !== Kind.OPERATION_DEFINITION) continue;
        for (const v of def.variableDefinitions ?? []) {
          const type = typeFromAST(schema, v.type) as GraphQLInputType | undefined;
          if (type && v.variable.name.value !== 'take') variables[v.variable.name.value] = dummyValue(type);
        }
      }
      const cost = listCost(
        schema,
        { kind: Kind.DOCUMENT, definitions: [...op.defs, ...fragments] },
        variables,
      );
      expect(cost, op.file).toBeLessThanOrEqual(MAX_LIST_COST);
      largest = Math.max(largest, cost);
    }
    // The posts review queue is the largest; if this moves, the budget's comment is out of date.
    expect(largest).toBe(52_001);
  });

  it('counts aliases, fragments and a page size sent in a variable alike', () => {
    const one = listCost(schema, parse(usersAliases(1, '$t')), { t: 1000 });
    // users 1 + 1000 rows × (a row 10 + items 1 + id 1 + email 1)
    expect(one).toBe(1 + 1000 * 13);
    expect(listCost(schema, parse(usersAliases(15, '$t')), { t: 1000 })).toBe(15 * one);
    expect(listCost(schema, parse(usersAliases(15, '0')), {})).toBe(15 * one);
    expect(listCost(schema, parse(usersAliases(15, '$t')), { t: -3 })).toBe(15 * one);
    expect(listCost(schema, parse(usersAliases(15, '$t')), { t: 1_000_000 })).toBe(15 * one);
    const viaFragment = parse(
      `{ ...F a: users(take: 1000) { items { id email } } } fragment F on Query { b: users(take: 1000) { items { id email } } }`,
    );
    expect(listCost(schema, viaFragment, {})).toBe(2 * one);
  });
});

describe.each(DATABASES)('list caps and NUL refusal on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectCostRefusal = (body: GqlResult) => {
    expect(body.data ?? null).toBeNull();
    expect(errorCodes(body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(body.errors?.[0]?.message).toMatch(/^Query cost limit of 60000 exceeded, found \d+\./);
  };

  it('refuses 15 aliases of a whole list, however the page size is written', async () => {
    expectCostRefusal((await t.gql(usersAliases(15, '0'), undefined, { token })).body);
    expectCostRefusal((await t.gql(usersAliases(15, '$t'), { t: 0 }, { token })).body);
    expectCostRefusal((await t.gql(usersAliases(15, '$t'), { t: 1_000_000 }, { token })).body);
    expectCostRefusal((await t.gql(usersAliases(15, '$t'), { t: -1 }, { token })).body);
    // Unauthenticated callers meet it too, before the guard answers.
    expectCostRefusal((await t.gql(usersAliases(15, '0'))).body);
  });

  it('admits 15 aliases of a screen page and two whole pages', async () => {
    const pages = await t.gql(usersAliases(15, '$t'), { t: 10 }, { token });
    expect(pages.body.errors).toBeUndefined();
    expect(Object.keys(pages.body.data ?? {})).toHaveLength(15);
    const two = await t.gql(usersAliases(2, '$t'), { t: 1000 }, { token });
    expect(two.body.errors).toBeUndefined();
    expect(Object.keys(two.body.data ?? {})).toHaveLength(2);
  });

  it(`caps take at ${MAX_TAKE} and reads a page below 1 as the first`, async () => {
    const [row] = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
    const n = row?.n ?? 0;
    expect(n).toBeGreaterThan(10);
    const q =
      'query ($skip: Int, $take: Int) { users(skip: $skip, take: $take) { items { id } meta { itemsPerPage itemCount currentPage } } }';
    for (const take of [0, -5, MAX_TAKE + 1, 1_000_000, 2 ** 31 - 1]) {
      const res = await t.gql(q, { take, skip: -7 }, { token });
      expect(res.body.errors, String(take)).toBeUndefined();
      const page = res.body.data?.users as UsersPage;
      expect(page.meta.itemsPerPage, String(take)).toBe(MAX_TAKE);
      expect(page.meta.currentPage).toBe(1);
      expect(page.items.length).toBeLessThanOrEqual(MAX_TAKE);
      expect(page.meta.itemCount).toBe(Math.min(n, MAX_TAKE));
    }
  });

  it('refuses a NUL byte in any argument as BAD_USER_INPUT, before the database sees it', async () => {
    const keyword = 'query ($k: String) { users(keyword: $k) { meta { totalItems } } }';
    const viaVariable = await t.gql(keyword, { k: 'ab\u0000c' }, { token });
    expect(viaVariable.status).toBe(200);
    expect(errorCodes(viaVariable.body)).toEqual(['BAD_USER_INPUT']);
    expect(viaVariable.body.errors?.[0]?.message).toBe(NUL_MESSAGE);
    expect(viaVariable.body.errors?.[0]?.extensions?.field).toBe('k');
    expect(viaVariable.body.data ?? null).toBeNull();

    const literal = await t.gql('{ users(keyword: "a\\u0000") { meta { totalItems } } }', undefined, {
      token,
    });
    expect(errorCodes(literal.body)).toEqual(['BAD_USER_INPUT']);
    expect(literal.body.errors?.[0]?.message).toBe(NUL_MESSAGE);

    // Deep inside an input object of a write: nothing is written.
    const before = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from service_packages`);
    const write = await t.gql(
      'mutation ($input: AdminServiceInput!) { adminCreateServices(input: $input) { id } }',
      { input: { type: 'OTHER', unitPrice: 1000, totalPrice: 1000, description: 'x\u0000y' } },
      { token },
    );
    expect(errorCodes(write.body)).toEqual(['BAD_USER_INPUT']);
    expect(write.body.errors?.[0]?.extensions?.field).toBe('input.description');
    const after = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from service_packages`);
    expect(after).toEqual(before);

    // The same request without the NUL goes through, so the NUL is what was refused.
    const clean = await t.gql(keyword, { k: 'abc' }, { token });
    expect(clean.body.errors).toBeUndefined();
  });
});
