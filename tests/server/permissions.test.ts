import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { buildSchema, getNamedType, isLeafType, isNonNullType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, roles } from '../../server/db/schema';
import { rootFieldNeeds, typeFieldNeeds, type FieldNeed } from '../../server/graphql/guard';
import { roleIdSql } from '../../server/services/auth/roles';
import { BUILT_IN_ROLES, PERMISSIONS, SUPPER_ADMIN } from '../../src/rules/permissions';
import {
  addAdminWithRole,
  DATABASES,
  dummyLiteral,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

const SCHEMA_TEXT = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
const schema = buildSchema(SCHEMA_TEXT);
const needs = rootFieldNeeds(schema);

/** The only root fields open without sign-in, by decision (docs/permissions.md). */
const PUBLIC = [
  'Mutation.adminLogin',
  'Mutation.adminRefreshToken',
  'Mutation.adminVerifyTwoFactor',
  // A password link's own token is its proof (docs/staff.md); the reset request answers the same to anyone.
  'Mutation.adminAcceptInvite',
  'Mutation.adminRequestPasswordReset',
  'Mutation.adminResetPassword',
];
/** Root fields any signed-in admin may use: the session itself, and reference lists every screen's filters read. */
const SIGNED_IN = [
  'Query.meAdmin',
  'Mutation.signOut',
  'Mutation.adminChangePassword',
  // Two-step sign-in, sessions and step-up: each admin's own (docs/security.md).
  'Query.adminListMySessions',
  'Mutation.adminStartTwoFactor',
  'Mutation.adminConfirmTwoFactor',
  'Mutation.adminDisableTwoFactor',
  'Mutation.adminRevokeSession',
  'Mutation.adminSignOutEverywhere',
  'Mutation.adminConfirmIdentity',
  // The command palette: every admin may search; each kind answers only for the list's permission.
  'Query.adminSearch',
  // Each admin's own views and columns of the lists (docs/saved-views.md): filters, never rows.
  'Query.adminSavedViews',
  'Query.adminPinnedViews',
  'Query.adminListColumns',
  'Mutation.adminCreateSavedView',
  'Mutation.adminUpdateSavedView',
  'Mutation.adminDeleteSavedView',
  'Mutation.adminPinSavedView',
  'Mutation.adminSaveListColumns',
  // Live updates (docs/live.md): each event, viewer and heartbeat answers only for the record's permission
  // (src/rules/live.ts); tests/server/live.test.ts checks the filter.
  'Subscription.adminLive',
  'Query.adminRecordViewers',
  'Mutation.adminRecordPresence',
  // The header's bell (docs/background-work.md): each admin's own tasks and broadcasts, another's not found.
  'Query.adminMyBackgroundWork',
  'Mutation.adminStartBackgroundTask',
  'Mutation.adminReportBackgroundTask',
  'Mutation.adminEndBackgroundTask',

  'Query.adminGetListBodyTypes',
  'Query.adminGetListBrands',
  'Query.adminGetListColous',
  'Query.adminGetListFuelType',
  'Query.adminGetListModels',
  'Query.adminGetListSeats',
  'Query.adminGetListDoors',
  'Query.adminGetListDriverType',
  'Query.adminGetListFuelEconomy',
  'Query.getListModels',
  'Query.countries',
  'Query.provinces',
  'Query.districts',
  'Query.wards',
];

const keysOf = (kind: FieldNeed['kind']) =>
  [...needs].filter(([, need]) => need.kind === kind).map(([key]) => key);

describe('every root field declares who may use it', () => {
  it('each root field of schema.graphql has exactly one declaration naming a known permission', () => {
    const rootFields = [
      schema.getQueryType(),
      schema.getMutationType(),
      schema.getSubscriptionType(),
    ].flatMap((root) => Object.keys(root?.getFields() ?? {}).map((name) => `${root?.name}.${name}`));
    expect(rootFields.length).toBeGreaterThan(150);
    // rootFieldNeeds throws on a field without one; every field is also in its answer.
    expect([...needs.keys()].sort()).toEqual(rootFields.sort());
  });

  it('public and signed-in-only fields are exactly the listed ones', () => {
    expect(keysOf('public').sort()).toEqual([...PUBLIC].sort());
    expect(keysOf('signedIn').sort()).toEqual([...SIGNED_IN].sort());
  });

  it('a field left without a declaration, or naming an unknown permission, stops the server', () => {
    const bare = SCHEMA_TEXT.replace(/(\n {2}meAdmin: AdminUser!)\n {4}@signedIn/, '$1');
    expect(bare).not.toBe(SCHEMA_TEXT);
    expect(() => rootFieldNeeds(buildSchema(bare))).toThrow('Query.meAdmin declares no permission');
    const typo = SCHEMA_TEXT.replace(
      '@requires(permission: "posts.moderate")',
      '@requires(permission: "posts.moderat")',
    );
    expect(() => rootFieldNeeds(buildSchema(typo))).toThrow('unknown permission "posts.moderat"');
    const twice = SCHEMA_TEXT.replace(/(\n {2}meAdmin: AdminUser!\n {4}@signedIn)/, '$1 @public');
    expect(() => rootFieldNeeds(buildSchema(twice))).toThrow(
      'Query.meAdmin declares more than one permission',
    );
  });

  it('every permission opens at least one root field or hidden field, and SUPPER_ADMIN holds them all', () => {
    const used = new Set([
      ...[...needs.values()].flatMap((n) => (n.kind === 'requires' ? [n.permission] : [])),
      ...typeFieldNeeds(schema).values(),
      // Opens the REST upload routes, checked in media-app.test.ts (docs/permissions.md#media-uploads).
      'media.write',
    ]);
    expect([...PERMISSIONS].filter((p) => !used.has(p))).toEqual([]);
    expect(BUILT_IN_ROLES.find((r) => r.code === SUPPER_ADMIN)?.permissions).toEqual(PERMISSIONS);
  });
});

interface Probe {
  key: string;
  field: string;
  query: string;
  need: FieldNeed;
}

function probe(operation: 'query' | 'mutation', root: string, field: GraphQLField<unknown, unknown>): Probe {
  const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const argText = args.length ? `(${args.map((a) => `${a.name}: ${dummyLiteral(a.type)}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const key = `${root}.${field.name}`;
  const need = needs.get(key);
  if (!need) throw new Error(`${key} has no declaration`);
  return { key, field: field.name, query: `${operation} { ${field.name}${argText}${selection} }`, need };
}

const queryType = schema.getQueryType();
const mutationType = schema.getMutationType();
if (!queryType || !mutationType) throw new Error('schema.graphql lacks Query or Mutation');
// Public fields are not the guard's (the walk in security-walk.test.ts covers them); signOut is
// called last, on its own, as it ends the session the rest use.
const probes: Probe[] = [
  ...Object.values(queryType.getFields()).map((f) => probe('query', 'Query', f)),
  ...Object.values(mutationType.getFields()).map((f) => probe('mutation', 'Mutation', f)),
].filter((p) => p.need.kind !== 'public' && p.key !== 'Mutation.signOut');

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

const FORBIDDEN_ANSWER = ["You don't have permission to use this function", 403, 'FORBIDDEN'];

describe.each(DATABASES)('the guard answers each built-in role by its permissions on $name', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every database holds the built-in roles with the sets of src/rules/permissions.ts', async () => {
    const rows = await t.db.select().from(roles).where(eq(roles.builtIn, true));
    expect(
      rows
        .map((r) => ({ code: r.code, name: r.name, permissions: [...r.permissions].sort() }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    ).toEqual(
      BUILT_IN_ROLES.map((r) => ({
        code: r.code,
        name: r.name,
        permissions: [...r.permissions].sort(),
      })).sort((a, b) => a.code.localeCompare(b.code)),
    );
    // The first admin keeps SUPPER_ADMIN.
    const [first] = await sqlRows<{ code: string }>(
      t.db,
      sql`select r.code from admins a join roles r on r.id = a.role_id where a.email = ${t.email}`,
    );
    expect(first?.code).toBe(SUPPER_ADMIN);
  });

  it.each(BUILT_IN_ROLES.map((r) => [r.code, r] as const))(
    '%s: every root field is allowed exactly when the role holds its permission',
    async (_code, role) => {
      const staff = await addAdminWithRole(t, role.code);
      const me = await t.gql('{ meAdmin { authority role { code name } permissions } }', undefined, {
        token: staff.token,
      });
      expect(me.body.errors).toBeUndefined();
      expect(me.body.data?.meAdmin).toEqual({
        authority: role.code,
        role: { code: role.code, name: role.name },
        permissions: [...role.permissions],
      });

      const refused: string[] = [];
      const allowed: string[] = [];
      // Five to a request through the server's real batching, one request at a time (2-core machines).
      for (const batch of chunks(probes, 5)) {
        const res = await t.post<GqlResult[]>(
          batch.map((p) => ({ query: p.query })),
          { token: staff.token },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        batch.forEach((p, i) => {
          const body = res.body[i] ?? {};
          const mayUse =
            p.need.kind === 'signedIn' ||
            role.permissions.some((x) => p.need.kind === 'requires' && x === p.need.permission);
          const answers = (body.errors ?? []).map((e) => [
            e.message,
            e.extensions?.code,
            e.extensions?.reason,
          ]);
          if (mayUse) {
            // Past the guard: it may still fail on its dummy arguments, but never as forbidden or signed out.
            expect(errorCodes(body), `${role.code} ${p.key}: ${JSON.stringify(body)}`).not.toContain(403);
            expect(errorCodes(body), `${role.code} ${p.key}`).not.toContain('UNAUTHENTICATED');
            allowed.push(p.key);
          } else {
            expect(answers, `${role.code} ${p.key}: ${JSON.stringify(body)}`).toEqual([FORBIDDEN_ANSWER]);
            expect(body.data?.[p.field] ?? null, p.key).toBeNull();
            refused.push(p.key);
          }
        });
      }
      expect(allowed.length + refused.length).toBe(probes.length);
      if (role.code === SUPPER_ADMIN) expect(refused).toEqual([]);
      else expect(refused.length).toBeGreaterThan(0);

      const out = await t.gql('mutation { signOut }', undefined, { token: staff.token });
      expect(out.body.errors).toBeUndefined();
    },
    // A SUPPER_ADMIN runs all 200 fields past the guard; a loaded 2-core machine took 82 s.
    300_000,
  );

  it('a role change applies to the very next request of the same session', async () => {
    const staff = await addAdminWithRole(t, 'MODERATOR');
    const USERS = '{ users(take: 1) { meta { totalItems } } }';
    const BANNERS = '{ adminListBanner(take: 1) { meta { totalItems } } }';
    expect((await t.gql(USERS, undefined, { token: staff.token })).body.errors).toBeUndefined();
    expect(errorCodes((await t.gql(BANNERS, undefined, { token: staff.token })).body)).toEqual([403]);

    await t.db
      .update(admins)
      .set({ roleId: roleIdSql('CONTENT_EDITOR') })
      .where(eq(admins.id, staff.id));
    expect(errorCodes((await t.gql(USERS, undefined, { token: staff.token })).body)).toEqual([403]);
    expect((await t.gql(BANNERS, undefined, { token: staff.token })).body.errors).toBeUndefined();

    // So does a change to the role's own set: a custom role given members.read, then losing it.
    const [custom] = await t.db
      .insert(roles)
      .values({ code: 'READER', name: 'Reader', permissions: ['members.read'] })
      .returning();
    if (!custom) throw new Error('role not created');
    await t.db.update(admins).set({ roleId: custom.id }).where(eq(admins.id, staff.id));
    expect((await t.gql(USERS, undefined, { token: staff.token })).body.errors).toBeUndefined();
    await t.db.update(roles).set({ permissions: [] }).where(eq(roles.id, custom.id));
    const after = await t.gql(USERS, undefined, { token: staff.token });
    expect(after.body.errors?.map((e) => [e.message, e.extensions?.code, e.extensions?.reason])).toEqual([
      FORBIDDEN_ANSWER,
    ]);
    expect(after.body.data ?? null).toBeNull();
    // The session itself is untouched: the admin is still signed in, with the role's new (empty) set.
    const me = await t.gql('{ meAdmin { role { code } permissions } }', undefined, { token: staff.token });
    expect(me.body.data?.meAdmin).toEqual({ role: { code: 'READER' }, permissions: [] });
  });

  it("a member's balance is shown only to a role holding members.balances, in the list, the record and the order", async () => {
    expect([...typeFieldNeeds(schema)]).toEqual([['User.userBalance', 'members.balances']]);
    const LIST = `{ users(skip: 1, take: 50) { items { id userBalance { amount promotion } } } }`;
    const BY_BALANCE = `{ users(skip: 1, take: 50, sort: "-balance") { items { id } } }`;
    type Listed = { users: { items: { id: string; userBalance: { amount: number } | null }[] } };
    const finance = await addAdminWithRole(t, 'FINANCE');
    const support = await addAdminWithRole(t, 'SUPPORT');
    const seen = await t.gql(LIST, undefined, { token: finance.token });
    expect(seen.body.errors).toBeUndefined();
    const financeItems = (seen.body.data as Listed).users.items;
    // The seeded members hold balances: the test would pass on an empty column otherwise.
    expect(financeItems.filter((m) => m.userBalance !== null).length).toBeGreaterThan(0);

    const hidden = await t.gql(LIST, undefined, { token: support.token });
    expect(hidden.body.errors).toBeUndefined();
    const supportItems = (hidden.body.data as Listed).users.items;
    expect(supportItems.map((m) => m.id)).toEqual(financeItems.map((m) => m.id));
    expect(supportItems.filter((m) => m.userBalance !== null)).toEqual([]);

    const id = financeItems.find((m) => m.userBalance !== null)?.id ?? '';
    const DETAIL = `query ($id: ID!) { adminGetUserDetail(id: $id) { id userBalance { amount } } }`;
    const one = await t.gql(DETAIL, { id }, { token: support.token });
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data?.adminGetUserDetail).toEqual({ id, userBalance: null });
    const theirs = await t.gql(DETAIL, { id }, { token: finance.token });
    expect((theirs.body.data?.adminGetUserDetail as { userBalance: unknown }).userBalance).not.toBeNull();

    // An order by balance tells who holds more: without the permission the list keeps its own order.
    const byBalance = (token: string) =>
      t
        .gql(BY_BALANCE, undefined, { token })
        .then((r) => (r.body.data as Listed).users.items.map((m) => m.id));
    const richestFirst = await byBalance(finance.token);
    expect(richestFirst).not.toEqual(financeItems.map((m) => m.id));
    expect(await byBalance(support.token)).toEqual(supportItems.map((m) => m.id));
  });

  it('a role held by staff cannot be deleted from under them', async () => {
    const staff = await addAdminWithRole(t, 'SUPPORT');
    const attempt = await t.db
      .delete(roles)
      .where(eq(roles.code, 'SUPPORT'))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(attempt).not.toBeNull();
    const me = await t.gql('{ meAdmin { role { code } } }', undefined, { token: staff.token });
    expect(me.body.data?.meAdmin).toEqual({ role: { code: 'SUPPORT' } });
  });
});
