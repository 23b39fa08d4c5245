import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { writeAudits } from '../../server/kit/audit';
import { verifyAuditChain } from '../../server/kit/audit-chain';
import { roleIdSql } from '../../server/services/auth/roles';
import { DATABASES, sqlRows, startTestApp, type GqlResult, type TestApp } from './helpers';

const LIST = /* GraphQL */ `
  query (
    $skip: Int
    $take: Int
    $actorId: ID
    $action: String
    $entityType: String
    $entityId: String
    $createFrom: String
    $createTo: String
  ) {
    adminListAuditLogs(
      skip: $skip
      take: $take
      actorId: $actorId
      action: $action
      entityType: $entityType
      entityId: $entityId
      createFrom: $createFrom
      createTo: $createTo
    ) {
      meta {
        totalItems
        itemCount
        totalIsLowerBound
      }
      items {
        id
        createdAt
        actor {
          id
          fullName
        }
        action
        actionText
        entityType
        entityId
        before
        after
        ip
      }
    }
  }
`;

interface Item {
  id: string;
  createdAt: string;
  actor: { id: string; fullName: string | null } | null;
  action: string;
  actionText: string;
  entityType: string;
  entityId: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
}
interface Page {
  meta: { totalItems: number; itemCount: number; totalIsLowerBound: boolean | null };
  items: Item[];
}

const VERIFY = 'query { adminVerifyAuditChain { ok rows firstBrokenId } }';

describe.each(DATABASES)('audit trail on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let adminId: string;
  let otherAdminId: string;

  beforeAll(async () => {
    t = await startTestApp(engine, { seedDemo: false });
    token = await t.login();
    const [admin] = await sqlRows<{ id: string }>(t.db, sql`select id from admins where email = ${t.email}`);
    if (!admin) throw new Error('no admin');
    adminId = admin.id;
    // A second admin whose rows the actor filter must leave out.
    const [other] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into admins (first_name, last_name, email, password_hash, role_id)
          values ('Other', 'Admin', 'other-audit@kar.vn', 'x', ${roleIdSql('SUPPER_ADMIN')}) returning id`,
    );
    otherAdminId = other?.id ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  async function run<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await t.gql(query, variables, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data as T;
  }
  const list = async (variables: Record<string, unknown>) =>
    (await run<{ adminListAuditLogs: Page }>(LIST, variables)).adminListAuditLogs;

  async function createBodyType(name: string): Promise<string> {
    const data = await run<{ adminCreateBodyType: { id: string } }>(
      'mutation ($name: String!) { adminCreateBodyType(name: $name) { id } }',
      { name },
    );
    return data.adminCreateBodyType.id;
  }

  it('lists every write with its actor, words and address, filtered by each field', async () => {
    const first = await createBodyType('Audit sedan');
    await run('mutation ($id: ID!, $name: String!) { adminEditBodyType(id: $id, name: $name) { id } }', {
      id: first,
      name: 'Audit saloon',
    });
    const second = await createBodyType('Audit hatch');
    // A row by the other admin, written as the jobs and the seed write them (no request, no address).
    await t.db.transaction((tx) =>
      writeAudits(tx, otherAdminId, [
        { entity: 'colour', verb: 'create', entityId: 'c-1', after: { name: 'Red' } },
        { entity: 'colour', verb: 'create', entityId: 'c-2', after: { name: 'Blue' } },
      ]),
    );

    // The sign-in of beforeAll is on the trail too (admin.sign_in), the oldest row.
    const all = await list({});
    expect(all.meta.totalItems).toBe(6);
    expect(all.items.at(-1)).toMatchObject({ action: 'admin.sign_in', entityId: adminId });
    expect(all.meta.totalIsLowerBound).toBe(false);
    const newest = all.items[0];
    expect(newest?.entityType).toBe('colour');
    const mine = await list({ actorId: adminId });
    expect(mine.items.map((i) => [i.action, i.entityId])).toEqual([
      ['body_type.create', second],
      ['body_type.edit', first],
      ['body_type.create', first],
      ['admin.sign_in', adminId],
    ]);
    const edit = mine.items[1];
    expect(edit).toMatchObject({
      actor: { id: adminId },
      actionText: 'Body type edited',
      entityType: 'body_type',
      ip: '127.0.0.1',
    });
    expect(JSON.parse(edit?.before ?? 'null')).toMatchObject({ name: 'Audit sedan' });
    expect(JSON.parse(edit?.after ?? 'null')).toMatchObject({ name: 'Audit saloon' });

    const other = await list({ actorId: otherAdminId });
    expect(other.items.map((i) => [i.entityId, i.ip, i.actor?.id])).toEqual([
      ['c-2', null, otherAdminId],
      ['c-1', null, otherAdminId],
    ]);
    expect((await list({ action: 'body_type.create' })).items.map((i) => i.entityId)).toEqual([
      second,
      first,
    ]);
    expect((await list({ entityType: 'colour' })).meta.totalItems).toBe(2);
    expect((await list({ entityId: first })).items.map((i) => i.action)).toEqual([
      'body_type.edit',
      'body_type.create',
    ]);
    expect((await list({ entityType: 'body_type', entityId: 'c-1' })).meta.totalItems).toBe(0);

    const [today] = await sqlRows<{ d: string }>(
      t.db,
      sql`select to_char(now() at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as d`,
    );
    const day = today?.d ?? '';
    expect((await list({ createFrom: day, createTo: day })).meta.totalItems).toBe(6);
    expect((await list({ createTo: '2020-01-01' })).meta.totalItems).toBe(0);
    const paged = await list({ take: 4, skip: 2 });
    expect(paged.meta.itemCount).toBe(2);
    // A later page holds the rows after the first one's, in the same order (its places are read first).
    expect(paged.items.map((i) => i.id)).toEqual(all.items.slice(4).map((i) => i.id));
  });

  it('refuses malformed filters in the rules’ words', async () => {
    const bad = async (variables: Record<string, unknown>) => {
      const res = await t.gql(LIST, variables, { token });
      return (res.body as GqlResult).errors?.[0]?.message;
    };
    expect(await bad({ actorId: 'nobody' })).toBe('Actor must be an admin id');
    expect(await bad({ createFrom: '2024-02-30' })).toBe('Use a date written as YYYY-MM-DD');
    expect(await bad({ createFrom: '2024-03-02', createTo: '2024-03-01' })).toBe(
      'The end date cannot be before the start date',
    );
    expect(await bad({ action: 'x'.repeat(65) })).toBe('At most 64 characters');
  });

  it('shows one entry with its before and after, and refuses an unknown one', async () => {
    const [row] = (await list({ action: 'body_type.edit' })).items;
    const detail = await run<{ adminGetAuditLogDetail: Item }>(
      'query ($id: ID!) { adminGetAuditLogDetail(id: $id) { id action entityType entityId before after ip actor { id } } }',
      { id: row?.id },
    );
    expect(detail.adminGetAuditLogDetail).toMatchObject({
      id: row?.id,
      action: 'body_type.edit',
      before: row?.before,
      after: row?.after,
      actor: { id: adminId },
    });
    const missing = await t.gql(
      'query ($id: ID!) { adminGetAuditLogDetail(id: $id) { id } }',
      {
        id: '00000000-0000-4000-8000-000000000000',
      },
      { token },
    );
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('offers the admins and every written action for the filters', async () => {
    const data = await run<{
      adminAuditFilterOptions: {
        actors: { id: string }[];
        actions: { action: string; text: string; entityType: string; entityTypeText: string }[];
      };
    }>(
      'query { adminAuditFilterOptions { actors { id } actions { action text entityType entityTypeText } } }',
    );
    expect(data.adminAuditFilterOptions.actors.map((a) => a.id).sort()).toEqual(
      [adminId, otherAdminId].sort(),
    );
    expect(data.adminAuditFilterOptions.actions).toContainEqual({
      action: 'user.deactivate',
      text: 'Member deactivated',
      entityType: 'user',
      entityTypeText: 'Member',
    });
  });

  it('keeps the guard every admin field has', async () => {
    for (const q of [LIST, VERIFY, 'query { adminAuditFilterOptions { actors { id } } }']) {
      const res = await t.gql(q, {});
      expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await t.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(String((error as { cause?: unknown })?.cause ?? error)).toMatch(/audit_logs is append-only/);
    };
    await refused(sql`update audit_logs set action = 'body_type.delete'`);
    await refused(sql`delete from audit_logs`);
    await refused(sql`truncate audit_logs`);
    // Nor through the actor: an admin with a trail cannot be deleted from under it.
    const error = await t.db.execute(sql`delete from admins where id = ${otherAdminId}`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    const [n] = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_logs`);
    expect(n?.n).toBe(6);
  });

  it('chains every row, also when several writes arrive at once', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => createBodyType(`Audit burst ${String(i)}`)));
    const rows = await sqlRows<{ seq: number; prev_hash: string; hash: string }>(
      t.db,
      sql`select seq::int as seq, prev_hash, hash from audit_logs order by seq`,
    );
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(rows[0]?.prev_hash).toBe('');
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.prev_hash).toBe(rows[i - 1]?.hash);
    expect((await run<{ adminVerifyAuditChain: unknown }>(VERIFY)).adminVerifyAuditChain).toEqual({
      ok: true,
      rows: 18,
      firstBrokenId: null,
    });
  });

  it('names the first changed row once someone drops the trigger and rewrites it', async () => {
    const [target] = await sqlRows<{ id: string }>(t.db, sql`select id from audit_logs where seq = 7`);
    await t.db.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
    await t.db.execute(
      sql`update audit_logs set after = '{"name": "Forged"}'::jsonb where id = ${target?.id ?? ''}`,
    );
    await t.db.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
    expect((await run<{ adminVerifyAuditChain: unknown }>(VERIFY)).adminVerifyAuditChain).toEqual({
      ok: false,
      rows: 18,
      firstBrokenId: target?.id,
    });

    // Removing a row shows at the one after it, even when the changed row is put back.
    await t.db.execute(sql`drop trigger audit_logs_append_only on audit_logs`);
    const [earlier] = await sqlRows<{ id: string }>(t.db, sql`select id from audit_logs where seq = 4`);
    await t.db.execute(sql`delete from audit_logs where seq = 3`);
    const check = await verifyAuditChain(t.db);
    expect(check).toMatchObject({ ok: false, rows: 17, firstBrokenId: earlier?.id });

    // A row slipped in around the chain trigger has no place in the chain, and the list still shows it.
    await t.db.execute(sql`alter table audit_logs disable trigger audit_logs_chain`);
    await t.db.execute(
      sql`insert into audit_logs (action, entity, entity_id) values ('colour.create', 'colour', 'slipped-in')`,
    );
    await t.db.execute(sql`alter table audit_logs enable trigger audit_logs_chain`);
    expect((await list({ entityId: 'slipped-in' })).items.map((i) => i.action)).toEqual(['colour.create']);
  });
});

describe('the migration that starts the chain', () => {
  it('chains the rows written before it, in the order they were written', async () => {
    // A database at the migration before, with a trail of three rows, then migrated the rest of the way.
    const dir = await mkdtemp(path.join(tmpdir(), 'kar-audit-upgrade-'));
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await cp(migrationsFolder, dir, { recursive: true });
      const journalPath = path.join(dir, 'meta/_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((e) => e.tag === '0023_audit_trail');
      expect(at).toBeGreaterThan(0);
      await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      const db = drizzle({ client, schema, casing: 'snake_case' });
      await migrate(db, { migrationsFolder: dir });
      await db.execute(sql`
        insert into audit_logs (action, entity, entity_id, after, created_at) values
          ('brand.create', 'brand', 'b-2', '{"name": "B"}', '2025-01-02T00:00:00Z'),
          ('brand.create', 'brand', 'b-1', '{"name": "A"}', '2025-01-01T00:00:00Z'),
          ('brand.edit', 'brand', 'b-1', '{"name": "C"}', '2025-01-03T00:00:00Z')`);
      await migrate(db, { migrationsFolder });
      const rows = await sqlRows<{ seq: number; entity_id: string; action: string }>(
        db,
        sql`select seq::int as seq, entity_id, action from audit_logs order by seq`,
      );
      expect(rows.map((r) => [r.seq, r.entity_id, r.action])).toEqual([
        [1, 'b-1', 'brand.create'],
        [2, 'b-2', 'brand.create'],
        [3, 'b-1', 'brand.edit'],
      ]);
      expect(await verifyAuditChain(db)).toMatchObject({ ok: true, rows: 3, firstBrokenId: null });
    } finally {
      await client.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
