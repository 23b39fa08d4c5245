// The audit log list (`adminListAuditLogs`) at 1,000,000 rows on PostgreSQL: every filter of the screen
// and the combinations staff use, first page and a deep page, over HTTP (fastify inject, the screen's own
// document) next to the resolver's `listAuditLogs` alone on the db. Then the session lookup every request
// makes (it reads admin_sessions since issue 27): `meAdmin` alone over HTTP, with the sessions table filled.
// BENCH_AUDIT_ROWS sets the rows (default 1,000,000); database BENCH_AUDIT_DB (default audit_bench). The
// harness is bench/list-bench.ts, shared with the directory lists.
import { sql } from 'drizzle-orm';
import type { QueryAdminListAuditLogsArgs } from '../server/graphql/generated/resolvers';
import { AdminListAuditLogsDocument, MeAdminDocument } from '../src/gql/graphql';
import {
  LIST_JIT_WARMUP,
  LIST_P95_TARGET_MS,
  LIST_RUNS,
  LIST_WARMUP,
  listResultsMarkdown,
  startListBench,
  timeListCases,
  type ListCase,
  type ListFilterResult,
} from './list-bench';
import { ms, percentile, timeRuns } from './stats';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const DB_NAME = process.env.BENCH_AUDIT_DB ?? 'audit_bench';
/** Staff accounts added to the demo's, so one actor holds about 1/25 of the trail, as a team of 25 would. */
const STAFF = 24;
/** Ended sessions per staff account: a year of daily sign-ins, so the lookup reads a filled table. */
const SESSIONS_PER_STAFF = 400;
/** Records the rows are about (the non-sign-in rows): about a dozen rows each, as a record's History shows. */
const RECORDS = 50_000;
/** Seconds between two rows: 1,000,000 rows span about two years. */
const SPACING_S = 63;
/** The deepest page the list offers: the count stops at AUDIT_COUNT_CAP (10,000), 10 rows a page. */
const DEEP_PAGE = 1000;

export type AuditBenchReport = {
  rows: number;
  seedSeconds: number;
  sessions: number;
  results: ListFilterResult[];
  meAdmin: { p50: number; p95: number };
  lookup: { p50: number; p95: number };
};

const vnDay = (date: Date) => new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * `n` rows in one statement. The chain trigger is disabled for the insert (per row, it takes an advisory
 * lock, reads the last row and hashes the new one: far too slow for a million rows), so `seq` is
 * numbered here after the rows already there and `prev_hash`/`hash` are left null: the list does not read
 * them, and `adminVerifyAuditChain` reports this trail broken from the first seeded row. The trigger is back
 * on before anything is measured. Three in ten rows are sign-ins, one in twenty failed sign-ins or
 * sign-outs, the rest spread over every written action; one row in fifty has no actor (a failed sign-in for
 * an unknown email). Rows are in time order, newest last, as written.
 */
function seedAudit(n: number, actions: readonly string[]) {
  const list = sql.raw(`array[${actions.map((a) => `'${a.replaceAll("'", "''")}'`).join(',')}]`);
  return sql`
    with staff as (select array_agg(id order by email) as ids from admins),
         base as (select coalesce(max(seq), 0) as seq from audit_logs),
         rows as (
           -- Independent draws per row (hashes of the row number), so every actor does every kind of thing.
           select g,
                  (hashtext('actor' || g) & 2147483647) as h_actor,
                  (hashtext('record' || g) & 2147483647) as h_record,
                  case when g % 10 < 3 then 'admin.sign_in'
                       when g % 20 = 3 then 'admin.sign_in_fail'
                       when g % 20 = 13 then 'admin.sign_out'
                       else (${list})[1 + (hashtext('action' || g) & 2147483647) % cardinality(${list})]
                  end as action
           from generate_series(1, ${n}) as g
         )
    insert into audit_logs (admin_id, action, entity, entity_id, before, after, ip, seq, created_at)
    select case when r.h_record % 50 = 7 then null
                else staff.ids[1 + r.h_actor % cardinality(staff.ids)] end,
           r.action,
           split_part(r.action, '.', 1),
           case when split_part(r.action, '.', 1) = 'admin'
                then staff.ids[1 + r.h_actor % cardinality(staff.ids)]::text
                else md5('record-' || (r.h_record % ${RECORDS}))::uuid::text end,
           case when r.action like '%.edit' then jsonb_build_object('status', 'PENDING', 'n', r.g) end,
           case when r.action not like 'admin.%' then jsonb_build_object('status', 'ACTIVE', 'n', r.g) end,
           '10.' || (r.g % 7) || '.' || (r.g % 251) || '.' || (r.g % 13),
           base.seq + r.g,
           now() - ((${n} - r.g) * ${SPACING_S} * interval '1 second')
    from rows r, staff, base`;
}

export async function benchAudit(log: (m: string) => void): Promise<AuditBenchReport> {
  const { listAuditLogs } = await import('../server/graphql/resolvers/audit');
  const { AUDIT_ACTION_WORDS } = await import('../server/kit/audit');
  const bench = await startListBench(DB_NAME);
  const { db, rows } = bench;
  try {
    const seedStart = performance.now();
    await db.execute(sql`
      insert into admins (first_name, last_name, email, password_hash, role_id)
      select 'Bench', 'Staff ' || g, 'bench-staff-' || g || '@kar.vn', 'not-a-hash',
             (select id from roles order by code limit 1)
      from generate_series(1, ${STAFF}) as g`);
    await db.execute(sql`
      insert into admin_sessions (id, admin_id, ip, created_at, last_seen_at, ended_at, ended_by,
                                  reauthenticated_at)
      select gen_random_uuid(), a.id, '10.0.0.1', now() - g * interval '1 day',
             now() - g * interval '1 day' + interval '2 hours', now() - g * interval '1 day' + interval '3 hours',
             'idle', now() - g * interval '1 day'
      from admins a, generate_series(1, ${SESSIONS_PER_STAFF}) as g`);
    await db.execute(sql`alter table audit_logs disable trigger audit_logs_chain`);
    try {
      await db.execute(seedAudit(ROWS, Object.keys(AUDIT_ACTION_WORDS)));
    } finally {
      await db.execute(sql`alter table audit_logs enable trigger audit_logs_chain`);
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;
    await db.execute(sql`vacuum analyze`);
    const [counts] = await rows<{ logs: number; sessions: number }>(
      sql`select (select count(*)::int from audit_logs) as logs, (select count(*)::int from admin_sessions) as sessions`,
    );
    log(
      `audit: ${String(counts?.logs)} audit rows, ${String(counts?.sessions)} sessions, seeded in ${seedSeconds.toFixed(1)} s`,
    );
    await bench.signIn();

    // Filter values from the seeded rows: a bench staff member, a record mid-table, the newest day.
    const [actor] = await rows<{ id: string }>(
      sql`select id from admins where email = 'bench-staff-7@kar.vn'`,
    );
    const [record] = await rows<{ entity: string; entityId: string }>(
      sql`select entity, entity_id as "entityId" from audit_logs where entity = 'user'
          order by seq desc offset 100 limit 1`,
    );
    const [newest] = await rows<{ at: Date | string }>(sql`select max(created_at) as at from audit_logs`);
    const to = newest ? new Date(newest.at) : new Date();
    const days = (n: number) => ({
      createFrom: vnDay(new Date(to.getTime() - n * 86_400_000)),
      createTo: vnDay(to),
    });
    const a = actor?.id;
    const filters: { filter: string; args: QueryAdminListAuditLogsArgs; deep?: boolean }[] = [
      { filter: 'none', args: {}, deep: true },
      { filter: 'actor', args: { actorId: a }, deep: true },
      { filter: 'action (user.edit)', args: { action: 'user.edit' }, deep: true },
      { filter: 'action, rare (staff.change_role)', args: { action: 'staff.change_role' } },
      { filter: 'entity type (user)', args: { entityType: 'user' }, deep: true },
      { filter: 'entity id', args: { entityId: record?.entityId } },
      {
        filter: 'entity type + entity id (a History)',
        args: { entityType: record?.entity, entityId: record?.entityId },
      },
      { filter: 'date range (1 day)', args: days(0) },
      { filter: 'date range (30 days)', args: days(30), deep: true },
      { filter: 'actor + 30 days', args: { actorId: a, ...days(30) }, deep: true },
      { filter: 'actor + action (sign_in)', args: { actorId: a, action: 'admin.sign_in' }, deep: true },
      { filter: 'actor + action (user.edit)', args: { actorId: a, action: 'user.edit' } },
      { filter: 'actor + entity type (user)', args: { actorId: a, entityType: 'user' } },
      { filter: 'action + 30 days', args: { action: 'admin.sign_in_fail', ...days(30) } },
      { filter: 'entity type + 30 days', args: { entityType: 'user', ...days(30) } },
      {
        filter: 'actor + action + 30 days',
        args: { actorId: a, action: 'admin.sign_in', ...days(30) },
      },
    ];
    const cases: ListCase[] = [];
    const add = (filter: string, args: QueryAdminListAuditLogsArgs) =>
      cases.push({
        list: 'adminListAuditLogs',
        filter,
        doc: AdminListAuditLogsDocument,
        field: 'adminListAuditLogs',
        args,
        direct: () => listAuditLogs(db, args),
      });
    for (const { filter, args } of filters) add(`${filter}, page 1`, { skip: 1, take: 10, ...args });
    for (const { filter, args } of filters.filter((f) => f.deep))
      add(`${filter}, page ${String(DEEP_PAGE)}`, { skip: DEEP_PAGE, take: 10, ...args });
    const results = await timeListCases(bench, cases, (m) => log(`audit: ${m}`));

    // The session lookup: every request's guard reads the admin, the role and the session's row.
    const meTimes = await timeRuns(() => bench.gql(MeAdminDocument, {}), LIST_RUNS * 5, LIST_WARMUP * 5);
    const meAdmin = { p50: percentile(meTimes, 50), p95: percentile(meTimes, 95) };
    log(`audit: meAdmin p50 ${ms(meAdmin.p50)} ms, p95 ${ms(meAdmin.p95)} ms`);
    // The lookup's statement alone (as auth-service.ts prepares it), for the bench's own live session.
    const [live] = await rows<{ adminId: string; id: string }>(
      sql`select admin_id as "adminId", id from admin_sessions where ended_at is null
          order by created_at desc limit 1`,
    );
    const lookupTimes = await timeRuns(
      () =>
        db.execute(sql`
          select a.id, a.email, a.first_name, a.last_name, a.is_active, r.id, r.code, r.name, r.permissions,
                 r.two_factor_required, a.totp_enabled_at is not null, s.created_at, s.last_seen_at,
                 s.reauthenticated_at
          from admins a join roles r on r.id = a.role_id join admin_sessions s on s.admin_id = a.id
          where a.id = ${live?.adminId} and s.id = ${live?.id} and s.ended_at is null limit 1`),
      LIST_RUNS * 5,
      LIST_WARMUP * 5,
    );
    const lookup = { p50: percentile(lookupTimes, 50), p95: percentile(lookupTimes, 95) };
    log(`audit: session lookup SQL p50 ${ms(lookup.p50)} ms, p95 ${ms(lookup.p95)} ms`);

    return {
      rows: counts?.logs ?? ROWS,
      seedSeconds,
      sessions: counts?.sessions ?? 0,
      results,
      meAdmin,
      lookup,
    };
  } finally {
    await bench.close();
  }
}

export function auditMarkdown(r: AuditBenchReport): string {
  return [
    `## Audit log on PostgreSQL, ${r.rows.toLocaleString('en-US')} rows (target: p95 ≤ ${String(LIST_P95_TARGET_MS)} ms for every filter)`,
    '',
    `Demo data plus ${String(STAFF)} staff accounts and ${r.rows.toLocaleString('en-US')} audit rows over two years (one every ${String(SPACING_S)} s; three in ten sign-ins, one in twenty failed sign-ins, one in twenty sign-outs, the rest spread over every written action; records drawn from ${RECORDS.toLocaleString('en-US')} ids, about a dozen rows each), seeded with SQL in ${r.seedSeconds.toFixed(1)} s, then VACUUM ANALYZE. The rows were inserted with the chain trigger off (per row it would lock, read the last row and hash: far too slow for a bench), \`seq\` numbered in order and no hashes, so this trail does not verify; the list reads neither. ${String(LIST_RUNS)} timed runs per case, GraphQL and SQL in alternation, after ${String(LIST_JIT_WARMUP)} warm-up runs of the first and ${String(LIST_WARMUP)} of each; GraphQL = POST /graphql through fastify (inject) with the screen's own document (\`AdminListAuditLogs\`, row fragment \`AuditLogRow\`); SQL = the resolver's \`listAuditLogs\` on the db. 10 rows a page; page ${String(DEEP_PAGE)} is the deepest the list offers (its count stops at 10,000). "matching rows" is the list's count, capped at 10,000.`,
    '',
    ...listResultsMarkdown(r.results),
    '',
    `**Session lookup** (every request: the admin, the role and the session's row in admin_sessions, ${r.sessions.toLocaleString('en-US')} sessions in the table): \`meAdmin\` alone over HTTP, ${String(LIST_RUNS * 5)} runs: p50 ${ms(r.meAdmin.p50)} ms, p95 ${ms(r.meAdmin.p95)} ms; the lookup's statement alone on the db: p50 ${ms(r.lookup.p50)} ms, p95 ${ms(r.lookup.p95)} ms.`,
  ].join('\n');
}
