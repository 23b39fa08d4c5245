import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildSchema, getNamedType, isLeafType, isNonNullType, type GraphQLField } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../server/db/schema';
import { verifyAccessToken } from '../../server/services/auth/tokens';
import { DATABASES, dummyLiteral, sqlRows, startTestApp, type GqlResult, type TestApp } from './helpers';
import { roleIdSql } from '../../server/services/auth/roles';
import { SUPPER_ADMIN } from '../../src/rules/permissions';

// A query runs beside its session lookup (server/graphql/session-gate.ts); these prove that a caller whose
// lookup refuses still gets nothing, and exactly the answer it got when the lookup came first.

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const queryType = schema.getQueryType();
if (!queryType) throw new Error('schema.graphql lacks Query');

function probe(field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const argText = args.length ? `(${args.map((a) => `${a.name}: ${dummyLiteral(a.type)}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return { key: `Query.${field.name}`, query: `query { ${field.name}${argText}${selection} }` };
}
const probes = Object.values(queryType.getFields()).map(probe);

const USERS =
  'query ($keyword: String, $createFrom: String) { users(skip: 1, take: 10, keyword: $keyword, createFrom: $createFrom) { items { id email } meta { totalItems } } }';

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** The refresh family an access token this app signed belongs to, read through the server's own check. */
function familyOf(t: TestApp, token: string): string {
  const claims = verifyAccessToken(t.auth.secret, token);
  if (!claims) throw new Error('the access token did not verify');
  return claims.fam;
}

describe.each(DATABASES)('queries run beside the session lookup on $name', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A fresh session of the seeded admin (its own refresh family), so signing it out touches no other test. */
  async function freshToken(): Promise<string> {
    const [row] = await t.db.select().from(admins).where(eq(admins.email, t.email)).limit(1);
    if (!row) throw new Error('seeded admin missing');
    return (await t.auth.issue(row, randomUUID())).accessToken;
  }

  async function signOut(token: string) {
    const out = await t.gql('mutation { signOut }', undefined, { token });
    expect(out.body.data?.signOut).toBe(true);
  }

  /** Every Query probe, five to a request as the SPA batches them; answers by probe key. */
  async function answers(token: string | undefined) {
    const found = new Map<string, { status: number; body: GqlResult }>();
    for (const batch of chunks(probes, 5)) {
      const res = await t.post<GqlResult[]>(
        batch.map((p) => ({ query: p.query })),
        token === undefined ? {} : { token },
      );
      batch.forEach((p, i) => found.set(p.key, { status: res.status, body: res.body[i] ?? {} }));
    }
    return found;
  }

  it('a signed-out token gets from every root field of Query exactly what no session gets', async () => {
    const token = await freshToken();
    await signOut(token);
    const none = await answers(undefined);
    const out = await answers(token);
    const differ = probes
      .filter((p) => JSON.stringify(out.get(p.key)) !== JSON.stringify(none.get(p.key)))
      .map((p) => `${p.key}: ${JSON.stringify(out.get(p.key))} vs ${JSON.stringify(none.get(p.key))}`);
    expect(differ).toEqual([]);
    for (const p of probes) {
      expect(out.get(p.key)?.body.data ?? null, p.key).toBeNull();
      expect(
        out.get(p.key)?.body.errors?.map((e) => e.extensions?.code),
        p.key,
      ).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('a query that would fail or succeed answers a signed-out token UNAUTHENTICATED, nothing else', async () => {
    const token = await freshToken();
    const live = await t.gql(USERS, {}, { token });
    expect(live.body.errors).toBeUndefined();
    const failing = await t.gql(USERS, { createFrom: 'not a day' }, { token });
    expect(failing.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    await signOut(token);
    for (const variables of [{}, { createFrom: 'not a day' }, { keyword: 'a' }]) {
      const res = await t.gql(USERS, variables, { token });
      const anonymous = await t.gql(USERS, variables);
      expect(res.status).toBe(anonymous.status);
      expect(res.body).toEqual(anonymous.body);
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      expect(JSON.stringify(res.body)).not.toContain('@');
    }
  });

  it('a deactivated admin or one whose role lacks the permission gets the guard’s answer, with no data', async () => {
    const email = `spec-${randomUUID().slice(0, 8)}@kar.vn`;
    const [row] = await t.db
      .insert(admins)
      .values({ email, passwordHash: 'x', firstName: 'S', lastName: 'P', roleId: roleIdSql(SUPPER_ADMIN) })
      .returning();
    if (!row) throw new Error('admin not created');
    const token = (await t.auth.issue(row, randomUUID())).accessToken;
    expect((await t.gql(USERS, {}, { token })).body.errors).toBeUndefined();

    // A content editor may not read members (src/rules/permissions.ts): the speculative run's answer is
    // dropped and the guard refuses.
    await t.db
      .update(admins)
      .set({ roleId: roleIdSql('CONTENT_EDITOR') })
      .where(eq(admins.id, row.id));
    const forbidden = await t.gql(USERS, {}, { token });
    expect(forbidden.body.data ?? null).toBeNull();
    // The guard's forbidden answer (server/graphql/errors.ts): code 403, reason FORBIDDEN.
    expect(forbidden.body.errors?.map((e) => e.extensions?.reason)).toEqual(['FORBIDDEN']);

    await t.db
      .update(admins)
      .set({ roleId: roleIdSql(SUPPER_ADMIN), isActive: false })
      .where(eq(admins.id, row.id));
    const inactive = await t.gql(USERS, {}, { token });
    expect(inactive.body.data ?? null).toBeNull();
    expect(inactive.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('a query that needs the admin itself (meAdmin) still answers with the admin, beside a list', async () => {
    const token = await freshToken();
    const res = await t.gql(
      '{ meAdmin { email } users(skip: 1, take: 1) { meta { totalItems } } }',
      undefined,
      {
        token,
      },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.meAdmin).toEqual({ email: t.email });
  });

  it.runIf(engine.name === 'pglite')(
    'no root field of Query writes, even for a signed-out caller',
    async () => {
      const lsn = async () =>
        (await sqlRows<{ lsn: string }>(t.db, sql`select pg_current_wal_insert_lsn()::text as lsn`))[0]?.lsn;
      const live = await freshToken();
      const gone = await freshToken();
      await signOut(gone);
      // PGlite's database has data checksums on, so the first read of a page whose rows' hint bits are not
      // yet set writes that page to the WAL: a table no earlier request had read (a new one, like the saved
      // views') moved the LSN with no write by the app. VACUUM sets every hint bit first.
      await t.db.execute(sql`vacuum`);
      const before = await lsn();
      await answers(live);
      await answers(gone);
      // A speculative run a refusal left behind finishes on its own; give it the time to.
      await new Promise((r) => setTimeout(r, 500));
      expect(await lsn()).toBe(before);
      // And the measure can see a write: signing out is one.
      await signOut(live);
      expect(await lsn()).not.toBe(before);
    },
  );

  describe.runIf(engine.name === 'postgres')('with the lookup or the query held by a lock', () => {
    let client: pg.Client;
    beforeAll(async () => {
      const [row] = await sqlRows<{ db: string }>(t.db, sql`select current_database() as db`);
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${row?.db ?? ''}`;
      client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
    });
    afterAll(async () => {
      await client?.end();
    });

    /** Resolves when a statement of another connection waits for a lock. */
    async function someoneWaits() {
      for (let i = 0; i < 200; i++) {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((rows[0]?.n ?? 0) > 0) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('no statement waited for the lock');
    }

    it('holds the answer until the lookup has passed, and refuses if it signs out meanwhile', async () => {
      for (const revoke of [false, true]) {
        const token = await freshToken();
        await client.query('begin');
        await client.query('lock table admin_sessions in access exclusive mode');
        if (revoke) {
          await client.query('update admin_sessions set ended_at = now() where id = $1', [
            familyOf(t, token),
          ]);
        }
        let answered = false;
        const pending = t.gql(USERS, {}, { token }).then((r) => {
          answered = true;
          return r;
        });
        await someoneWaits();
        // The list itself needs no lock: it is done long before this, yet nothing has been sent.
        await new Promise((r) => setTimeout(r, 300));
        expect(answered).toBe(false);
        await client.query('commit');
        const res = await pending;
        if (revoke) {
          expect(res.body.data ?? null).toBeNull();
          expect(res.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
        } else {
          expect(res.body.errors).toBeUndefined();
          expect(res.body.data?.users).toBeTruthy();
        }
      }
    });

    it('refuses a signed-out token at once while its query would still be waiting', async () => {
      const token = await freshToken();
      await signOut(token);
      await client.query('begin');
      await client.query('lock table users in access exclusive mode');
      try {
        const res = await t.gql(USERS, {}, { token });
        expect(res.body.data ?? null).toBeNull();
        expect(res.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      } finally {
        await client.query('rollback');
      }
    });

    it('a mutation waits for the lookup before it runs, so a signed-out one writes nothing', async () => {
      const token = await freshToken();
      const name = `Màu thử ${randomUUID().slice(0, 8)}`;
      await client.query('begin');
      await client.query('lock table admin_sessions in access exclusive mode');
      await client.query('update admin_sessions set ended_at = now() where id = $1', [familyOf(t, token)]);
      const pending = t.gql(
        'mutation ($name: String!) { adminCreateColous(name: $name) { id } }',
        { name },
        { token },
      );
      await someoneWaits();
      await new Promise((r) => setTimeout(r, 200));
      await client.query('commit');
      const res = await pending;
      expect(res.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      const rows = await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from colours where name = ${name}`,
      );
      expect(rows[0]?.n).toBe(0);
    });
  });
});
