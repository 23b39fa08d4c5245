import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS } from '../../server/services/auth/auth-service';
import { DATABASES, sqlRows, startTestApp, type GqlResponse, type TestApp } from './helpers';

const LOGIN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      accessToken
      refreshToken
      user {
        id
        email
        authority
        isActive
      }
    }
  }
`;
const REFRESH = /* GraphQL */ `
  mutation ($refreshToken: String) {
    adminRefreshToken(refreshToken: $refreshToken) {
      accessToken
      refreshToken
    }
  }
`;
const ME = '{ meAdmin { id email } }';
const USERS = '{ users(take: 5) { items { id } meta { totalItems } } }';
const CREATE_BENEFIT = /* GraphQL */ `
  mutation ($title: String!) {
    adminCreateUserServiceBenefits(type: HOT_NEWS, title: $title) {
      id
      title
    }
  }
`;
const SIGN_OUT = 'mutation { signOut }';

interface LoginResult {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; authority: string; isActive: boolean };
}

/** What the guard answers a signed-in admin who is not SUPPER_ADMIN (server/graphql/errors.ts `forbidden`). */
function expectForbidden(res: GqlResponse) {
  expect(res.status).toBe(200);
  expect(res.body.errors?.map((e) => [e.message, e.extensions?.code, e.extensions?.reason])).toEqual([
    ["You don't have permission to use this function", 403, 'FORBIDDEN'],
  ]);
  expect(res.body.data ?? null).toBeNull();
}

describe.each(DATABASES)(
  'the guard refuses an active admin without SUPPER_ADMIN authority on $name',
  (engine) => {
    let t: TestApp;
    let editor: { id: string; email: string; password: string };

    beforeAll(async () => {
      t = await startTestApp(engine);
      const email = `editor-${randomBytes(4).toString('hex')}@kar.vn`;
      const password = `Pw-${randomBytes(9).toString('base64url')}`;
      // admins.authority is plain text: the schema's AdminAuthority type cannot hold another value, raw SQL can.
      const [row] = await sqlRows<{ id: string }>(
        t.db,
        sql`insert into admins (email, password_hash, first_name, last_name, authority, is_active)
        values (${email}, ${await hash(password, ARGON2_OPTIONS)}, 'Test', 'Editor', 'EDITOR', true)
        returning id`,
      );
      if (!row) throw new Error('editor admin not inserted');
      editor = { id: row.id, email, password };
    });
    afterAll(async () => {
      await t?.close();
    });

    const setAuthority = (authority: string) =>
      t.db.execute(sql`update admins set authority = ${authority} where id = ${editor.id}`);

    /**
     * A session of an admin who lost SUPPER_ADMIN after signing in (login refuses such an admin, so the
     * session is made while the row still says SUPPER_ADMIN, then the authority is taken away).
     */
    const loginEditor = async () => {
      await setAuthority('SUPPER_ADMIN');
      try {
        const res = await t.gql(LOGIN, { email: editor.email, password: editor.password });
        expect(res.body.errors).toBeUndefined();
        const result = res.body.data?.adminLogin as LoginResult | undefined;
        if (!result?.accessToken) throw new Error(`no session in ${JSON.stringify(res.body)}`);
        return { res, result };
      } finally {
        await setAuthority('EDITOR');
      }
    };

    const benefitCount = async (title?: string) => {
      const [row] = await sqlRows<{ n: number | string }>(
        t.db,
        title === undefined
          ? sql`select count(*) as n from benefit_items`
          : sql`select count(*) as n from benefit_items where title = ${title}`,
      );
      return Number(row?.n);
    };

    const liveSessions = async () => {
      const [row] = await sqlRows<{ n: number | string }>(
        t.db,
        sql`select count(*) as n from refresh_tokens where admin_id = ${editor.id} and revoked_at is null`,
      );
      return Number(row?.n);
    };

    it('adminLogin answers such an admin exactly as a wrong password, and opens no session', async () => {
      const [stored] = await sqlRows<{ authority: string; is_active: boolean }>(
        t.db,
        sql`select authority, is_active from admins where id = ${editor.id}`,
      );
      expect(stored).toEqual({ authority: 'EDITOR', is_active: true });
      const sessions = await liveSessions();

      const right = await t.gql(LOGIN, { email: editor.email, password: editor.password });
      const wrong = await t.gql(LOGIN, { email: editor.email, password: `${editor.password}-wrong` });
      const answer = (r: GqlResponse) => r.body.errors?.map((e) => [e.message, e.extensions?.code]);
      expect(answer(right)).toEqual([['Email or password is incorrect', 'BAD_CREDENTIALS']]);
      expect(answer(right)).toEqual(answer(wrong));
      expect(right.body.data ?? null).toBeNull();
      expect(right.headers['set-cookie']).toBeUndefined();
      expect(await liveSessions()).toBe(sessions);

      // The same password signs in once the row says SUPPER_ADMIN, so the refusal above could fail.
      const { result } = await loginEditor();
      expect(result.user).toEqual({
        id: editor.id,
        email: editor.email,
        authority: 'SUPPER_ADMIN',
        isActive: true,
      });
    });

    it('a session whose admin lost SUPPER_ADMIN cannot be renewed', async () => {
      const { result } = await loginEditor();
      const refreshed = await t.gql(REFRESH, { refreshToken: result.refreshToken });
      expect(refreshed.body.data ?? null).toBeNull();
      expect(refreshed.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expectForbidden(await t.gql(ME, undefined, { token: result.accessToken }));
    });

    it('refuses protected queries with FORBIDDEN and no data, by Bearer header or kar_at cookie', async () => {
      const { result } = await loginEditor();
      for (const query of [ME, USERS, '{ countries(take: 1) { items { id } } }']) {
        expectForbidden(await t.gql(query, undefined, { token: result.accessToken }));
        expectForbidden(await t.gql(query, undefined, { cookie: `kar_at=${result.accessToken}` }));
      }
      // The token itself is good: it is refused as forbidden, not as unauthenticated.
      const superToken = await t.login();
      const control = await t.gql(USERS, undefined, { token: superToken });
      expect(control.body.errors).toBeUndefined();
      expect(control.body.data?.users).toBeTruthy();
    });

    it('refuses protected mutations and writes nothing', async () => {
      const { result } = await loginEditor();
      const title = `Guard probe ${randomBytes(4).toString('hex')}`;
      const before = await benefitCount();
      const sessions = await liveSessions();
      expect(sessions).toBeGreaterThan(0);

      expectForbidden(await t.gql(CREATE_BENEFIT, { title }, { token: result.accessToken }));
      expect(await benefitCount(title)).toBe(0);
      expect(await benefitCount()).toBe(before);

      // signOut is protected as well, so it revokes nothing for this admin (nor can the session be renewed).
      expectForbidden(await t.gql(SIGN_OUT, undefined, { token: result.accessToken }));
      expect(await liveSessions()).toBe(sessions);

      // The same mutation from a SUPPER_ADMIN does write, so the check above could fail.
      const superToken = await t.login();
      const created = await t.gql(CREATE_BENEFIT, { title: `${title} (super)` }, { token: superToken });
      expect(created.body.errors).toBeUndefined();
      expect(await benefitCount(`${title} (super)`)).toBe(1);
      expect(await benefitCount(title)).toBe(0);
    });

    it('lets the same token through once the row says SUPPER_ADMIN: authority is the only reason', async () => {
      const { result } = await loginEditor();
      expectForbidden(await t.gql(ME, undefined, { token: result.accessToken }));
      // The guard reads the row on every request, so a change of authority applies at once.
      await setAuthority('SUPPER_ADMIN');
      try {
        const me = await t.gql(ME, undefined, { token: result.accessToken });
        expect(me.body.errors).toBeUndefined();
        expect(me.body.data?.meAdmin).toEqual({ id: editor.id, email: editor.email });
      } finally {
        await setAuthority('EDITOR');
      }
      expectForbidden(await t.gql(ME, undefined, { token: result.accessToken }));
    });
  },
);
