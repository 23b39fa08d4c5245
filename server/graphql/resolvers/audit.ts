import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { auditLogListSchema, auditLogIdSchema } from '../../../src/rules/audit';
import type { Db } from '../../db/client';
import { admins, auditLogs } from '../../db/schema';
import { AUDIT_ACTION_WORDS, auditNoun, auditWords } from '../../kit/audit';
import { verifyAuditChain } from '../../kit/audit-chain';
import { pageEnvelope, pageWindow } from '../../kit/page';
import type { QueryAdminListAuditLogsArgs, QueryResolvers } from '../generated/resolvers';
import { notFound } from '../errors';
import { vnDayStart, vnNextDayStart } from '../vn-day';
import { parseInput } from '../zod-input';
import { toAdminUser } from './auth';

type AuditLogRow = typeof auditLogs.$inferSelect;
type AdminRow = typeof admins.$inferSelect;

const json = (v: unknown) => (v == null ? null : JSON.stringify(v));

/** An audit_logs row and its actor as the AuditLog type: shared by every list of audit rows. */
export function toAuditLog(log: AuditLogRow, admin: AdminRow | null) {
  const actor = admin ? toAdminUser(admin) : null;
  return {
    id: log.id,
    action: log.action,
    actionText: auditWords(log.action),
    entity: log.entity,
    entityType: log.entity,
    entityId: log.entityId,
    before: json(log.before),
    after: json(log.after),
    ip: log.ip,
    createdAt: log.createdAt,
    admin: actor,
    actor,
  };
}

/**
 * Past this many matches the list stops counting and says so (totalIsLowerBound): an exact count of a
 * broad filter over a million rows would cost more than the page itself (docs/audit.md).
 */
export const AUDIT_COUNT_CAP = 10_000;

export async function listAuditLogs(db: Db, args: QueryAdminListAuditLogsArgs) {
  const f = parseInput(auditLogListSchema, args);
  const where = and(
    f.actorId ? eq(auditLogs.adminId, f.actorId) : undefined,
    f.action ? eq(auditLogs.action, f.action) : undefined,
    f.entityType ? eq(auditLogs.entity, f.entityType) : undefined,
    f.entityId ? eq(auditLogs.entityId, f.entityId) : undefined,
    f.createFrom ? gte(auditLogs.createdAt, vnDayStart(f.createFrom)) : undefined,
    f.createTo ? lt(auditLogs.createdAt, vnNextDayStart(f.createTo)) : undefined,
  );
  const window = pageWindow(args);
  const matching = db
    .select({ one: sql`1` })
    .from(auditLogs)
    .where(where)
    .limit(AUDIT_COUNT_CAP + 1)
    .as('matching');
  // The page's places first, from the filter's index alone (every audit index ends in created_at, seq), then
  // only its rows: a deep page skips its offset in the index instead of reading every skipped row (a page
  // 1,000 of one entity type read 10,000 scattered rows, 150 ms at 1,000,000 rows; bench/report.md). Rows
  // are found again by created_at (indexed) and seq; `is not distinct from` keeps a row written around the
  // chain trigger (no seq), which the chain check names.
  const page = db
    .select({ createdAt: auditLogs.createdAt, seq: auditLogs.seq })
    .from(auditLogs)
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.seq))
    .limit(window.size)
    .offset(window.offset)
    .as('page');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ log: auditLogs, admin: admins })
      .from(page)
      .innerJoin(
        auditLogs,
        and(eq(auditLogs.createdAt, page.createdAt), sql`${auditLogs.seq} is not distinct from ${page.seq}`),
      )
      .leftJoin(admins, eq(admins.id, auditLogs.adminId))
      .orderBy(desc(page.createdAt), desc(page.seq)),
    db.select({ n: count() }).from(matching),
  ]);
  const n = counted?.n ?? 0;
  const capped = n > AUDIT_COUNT_CAP;
  return pageEnvelope(
    rows.map((r) => toAuditLog(r.log, r.admin)),
    capped ? AUDIT_COUNT_CAP : n,
    window,
    capped,
  );
}

export const auditQuery: Pick<
  QueryResolvers,
  'adminListAuditLogs' | 'adminGetAuditLogDetail' | 'adminVerifyAuditChain' | 'adminAuditFilterOptions'
> = {
  adminListAuditLogs: (_root, args, { db }) => listAuditLogs(db, args),
  adminGetAuditLogDetail: async (_root, args, { db }) => {
    const { id } = parseInput(auditLogIdSchema, args);
    const [row] = await db
      .select({ log: auditLogs, admin: admins })
      .from(auditLogs)
      .leftJoin(admins, eq(admins.id, auditLogs.adminId))
      .where(eq(auditLogs.id, id))
      .limit(1);
    if (!row) throw notFound('Audit entry');
    return toAuditLog(row.log, row.admin);
  },
  adminVerifyAuditChain: async (_root, _args, { db }) => {
    const { ok, rows, firstBrokenId } = await verifyAuditChain(db);
    return { ok, rows, firstBrokenId };
  },
  adminAuditFilterOptions: async (_root, _args, { db }) => {
    const actors = await db.select().from(admins).orderBy(asc(admins.firstName), asc(admins.lastName));
    const actions = Object.entries(AUDIT_ACTION_WORDS).map(([action, text]) => {
      const entityType = action.slice(0, action.indexOf('.'));
      return { action, text, entityType, entityTypeText: auditNoun(entityType) };
    });
    return { actors: actors.map((a) => toAdminUser(a)), actions };
  },
};
