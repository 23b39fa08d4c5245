// What is kept between requests to make each one cheaper (yoga's parsed-document cache, the NUL check's
// per-document memo, the prepared session lookup, the start-up warm-up) must never carry an answer over:
// the cost limit, the NUL refusal and the sign-in check still judge every request on its own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmUp } from '../../server/warm-up';
import { verifyAccessToken } from '../../server/services/auth/tokens';
import { NUL_MESSAGE } from '../../src/rules/text';
import { DATABASES, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

const ALIASED = `query ($t: Int) { ${Array.from({ length: 15 }, (_, i) => `u${String(i)}: users(take: $t) { items { id } }`).join(' ')} }`;
const KEYWORD = 'query ($k: String) { users(keyword: $k) { meta { totalItems } } }';
const ME = '{ meAdmin { email } }';

describe.each(DATABASES)('per-request checks behind the caches on $name', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('judges the cost of the same document text anew with each request’s variables', async () => {
    const token = await t.login();
    for (const [take, refused] of [
      [10, false],
      [1000, true],
      [10, false],
      [1000, true],
    ] as const) {
      const res = await t.gql(ALIASED, { t: take }, { token });
      if (refused) expect(errorCodes(res.body), String(take)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      else expect(res.body.errors, String(take)).toBeUndefined();
    }
  });

  it('tells a page size left to its default from one sent as null, and follows @include, for the same document', async () => {
    const token = await t.login();
    const defaulted = `query ($t: Int = 1000) { ${Array.from({ length: 15 }, (_, i) => `u${String(i)}: users(take: $t) { items { id } }`).join(' ')} }`;
    for (const [variables, refused] of [
      [{}, true],
      [{ t: null }, false],
      [{}, true],
      [{ t: 10 }, false],
    ] as const) {
      const res = await t.gql(defaulted, variables, { token });
      if (refused)
        expect(errorCodes(res.body), JSON.stringify(variables)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      else expect(res.body.errors, JSON.stringify(variables)).toBeUndefined();
    }
    const included = `query ($all: Boolean!) { ${Array.from({ length: 15 }, (_, i) => `u${String(i)}: users(take: 1000) @include(if: $all) { items { id } }`).join(' ')} }`;
    for (const [all, refused] of [
      [true, true],
      [false, false],
      [true, true],
    ] as const) {
      const res = await t.gql(included, { all }, { token });
      if (refused) expect(errorCodes(res.body), String(all)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      else expect(res.body.errors, String(all)).toBeUndefined();
    }
  });

  it('refuses a NUL every time the same document carries one, and only then', async () => {
    const token = await t.login();
    for (const [k, refused] of [
      ['a\u0000b', true],
      ['ab', false],
      ['a\u0000b', true],
    ] as const) {
      const res = await t.gql(KEYWORD, { k }, { token });
      if (refused) expect(res.body.errors?.[0]?.message).toBe(NUL_MESSAGE);
      else expect(res.body.errors).toBeUndefined();
    }
    const literal = '{ users(keyword: "a\\u0000") { meta { totalItems } } }';
    for (let i = 0; i < 2; i++) {
      expect(errorCodes((await t.gql(literal, undefined, { token })).body)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('asks who is signed in on every request: a document answered for one session is refused without it', async () => {
    const token = await t.login();
    expect((await t.gql(ME, undefined, { token })).body.data).toEqual({ meAdmin: { email: t.email } });
    expect(errorCodes((await t.gql(ME)).body)).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes((await t.gql(ME, undefined, { token: `${token}x` })).body)).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('ends a signed-out session at once while another session of the same admin goes on, on every pooled connection', async () => {
    const ended = await t.login();
    const kept = await t.login();
    expect((await t.gql('mutation { signOut }', undefined, { token: ended })).body.errors).toBeUndefined();
    // More requests at once than the PostgreSQL pool has connections, so each connection's own prepared
    // copy of the lookup is used.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.gql(ME, undefined, { token: i % 2 ? kept : ended })),
    );
    answers.forEach((res, i) => {
      if (i % 2) expect(res.body.data, String(i)).toEqual({ meAdmin: { email: t.email } });
      else expect(errorCodes(res.body), String(i)).toEqual(['UNAUTHENTICATED']);
    });
  });

  it('keeps a session’s answer on PGlite only until the next write of any kind, and never on PostgreSQL', async () => {
    const token = await t.login();
    const claims = verifyAccessToken(t.auth.secret, token);
    if (!claims) throw new Error('the access token does not verify');
    const ask = () => t.auth.sessionAdmin(claims.sub, claims.fam);
    const first = await ask();
    expect(first).toMatchObject({ email: t.email, familyId: claims.fam });
    // The same object means no statement ran for the second ask.
    if (engine.name === 'pglite') expect(await ask()).toBe(first);
    else expect(await ask()).not.toBe(first);
    // A write to a table the lookup does not read still ends what was kept.
    await t.db.execute(sql`update app_settings set value = value where key = 'auth_secret'`);
    const afterWrite = await ask();
    expect(afterWrite).not.toBe(first);
    expect(afterWrite).toEqual(first);
    // So does a transaction, whatever it holds.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(await ask()).not.toBe(afterWrite);
    // And the answer after a change to the admin's row is the new one, at once.
    await t.db.execute(sql`update admins set first_name = 'Renamed' where email = ${t.email}`);
    expect(await ask()).toMatchObject({ firstName: 'Renamed' });
  });

  it('warms up within its budget and writes nothing', async () => {
    const count = async () =>
      sqlRows<{ tokens: number; users: number; admins: number }>(
        t.db,
        sql`select (select count(*)::int from refresh_tokens) as tokens, (select count(*)::int from users) as users,
          (select count(*)::int from admins) as admins`,
      );
    const before = await count();
    const started = performance.now();
    const rounds = await warmUp(t.db, t.auth, 300, 1000);
    const took = performance.now() - started;
    expect(rounds).toBeGreaterThan(0);
    expect(rounds).toBeLessThan(1000);
    // One round may start just before the budget runs out.
    expect(took).toBeLessThan(300 + 250);
    expect(await count()).toEqual(before);
    expect(await warmUp(t.db, t.auth, 10_000, 3)).toBe(3);
  });
});

// Validation answers are kept per parsed document (server/graphql/validation-memo.ts): the same text must get
// the same answer on every request, refusals included, in both modes, and one document's answer must never
// reach another.
describe('validation kept by document', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(DATABASES[0]!);
  });
  afterAll(async () => {
    await t?.close();
  });

  const INTROSPECTION = '{ __schema { queryType { name } } }';
  const TYPO = '{ meAdmn { id } }';
  const VALID = '{ users(take: 1) { meta { totalItems } } }';
  // armor's static cost: over budget whatever the variables.
  const COSTLY = `{ ${Array.from({ length: 15 }, (_, i) => `u${String(i)}: users(take: 1000) { items { id email phone } }`).join(' ')} }`;

  const answers = async (token: string) => {
    const out: Record<string, string> = {};
    for (const [name, query] of Object.entries({ INTROSPECTION, TYPO, VALID, COSTLY })) {
      out[name] = JSON.stringify((await t.gql(query, undefined, { token })).body.errors ?? null);
    }
    return out;
  };

  it('answers each document the same on every request, in development and in production', async () => {
    let token = await t.login();
    const dev = await answers(token);
    expect(dev.INTROSPECTION).toBe('null');
    expect(dev.TYPO).toMatch(/Did you mean/);
    expect(dev.VALID).toBe('null');
    expect(dev.COSTLY).toMatch(/GRAPHQL_VALIDATION_FAILED/);
    expect(await answers(token)).toEqual(dev);
    expect(await answers(token)).toEqual(dev);

    t = await t.restart({ production: true, arbitraryDocuments: true });
    token = await t.login();
    const prod = await answers(token);
    expect(prod.INTROSPECTION).toMatch(/introspection/i);
    expect(prod.TYPO).not.toMatch(/Did you mean/);
    expect(prod.TYPO).toMatch(/GRAPHQL_VALIDATION_FAILED/);
    expect(prod.VALID).toBe('null');
    expect(prod.COSTLY).toMatch(/GRAPHQL_VALIDATION_FAILED/);
    expect(await answers(token)).toEqual(prod);
    expect(await answers(token)).toEqual(prod);
  });
});
