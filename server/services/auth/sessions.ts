import Bowser from 'bowser';
import { and, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { adminSessions, refreshTokens } from '../../db/schema';
import { writeSecurityAudit, type AuditEntry } from '../../kit/audit';
import type { Tx } from '../../kit/tx';

/**
 * How long a session may live (docs/security.md): `SESSION_MAX_HOURS` after sign-in whatever happens,
 * `SESSION_IDLE_MINUTES` without a request, and a proof of identity counts for step-up for
 * `REAUTH_WINDOW_S`. Read when the server starts; fractions are allowed (tests make them short).
 */
export interface SessionPolicy {
  maxMs: number;
  idleMs: number;
  reauthWindowMs: number;
  /**
   * How stale `last_seen_at` may grow before a request moves it: a minute, or a tenth of the idle limit
   * when that is shorter, so requests do not write and a session is never judged idle more than this early.
   */
  touchMs: number;
}

function positive(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

export function sessionPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): SessionPolicy {
  const maxMs = positive(env.SESSION_MAX_HOURS, 12, 'SESSION_MAX_HOURS') * 3_600_000;
  const idleMs = positive(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES') * 60_000;
  const reauthWindowMs = positive(env.REAUTH_WINDOW_S, 300, 'REAUTH_WINDOW_S') * 1000;
  return { maxMs, idleMs, reauthWindowMs, touchMs: Math.min(60_000, idleMs / 10) };
}

/** Why a session is over at `now`, or null while it lives. */
export function sessionOver(
  s: { createdAt: Date | number; lastSeenAt: Date | number },
  policy: SessionPolicy,
  now = Date.now(),
): 'lifetime' | 'idle' | null {
  if (now - +s.createdAt >= policy.maxMs) return 'lifetime';
  if (now - +s.lastSeenAt >= policy.idleMs) return 'idle';
  return null;
}

/**
 * Ends the sessions matching `where` that are still live, revokes their refresh tokens and writes one
 * `admin_session.end` audit row each, in one transaction. `by` is who or what ended them: an admin's id,
 * or a word ('idle', 'lifetime', 'refresh_reuse', 'sign_out'); the actor of the audit rows is `actorId`.
 */
type Ended = { id: string; adminId: string };

const endedRow =
  (verb: 'end' | 'refresh_reuse', by: string) =>
  (s: Ended): AuditEntry => ({
    entity: 'admin_session',
    verb,
    entityId: s.id,
    after: { adminId: s.adminId, endedBy: by },
  });

/** `work` inside the caller's transaction when `db` is one (the change that ends the sessions commits with them), else in its own. */
function inTransaction<T>(db: Db | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? work(db as Tx) : (db as Db).transaction(work);
}

async function endWhere(
  db: Db | Tx,
  where: SQL | undefined,
  by: string,
  actorId: string | null,
  entry: (s: Ended) => AuditEntry = endedRow('end', by),
): Promise<string[]> {
  return inTransaction(db, async (tx: Tx) => {
    const ended = await tx
      .update(adminSessions)
      .set({ endedAt: new Date(), endedBy: by })
      .where(and(where, isNull(adminSessions.endedAt)))
      .returning({ id: adminSessions.id, adminId: adminSessions.adminId });
    if (ended.length === 0) return [];
    const ids = ended.map((s) => s.id);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(inArray(refreshTokens.familyId, ids), isNull(refreshTokens.revokedAt)));
    for (const s of ended) await writeSecurityAudit(tx, actorId, entry(s));
    return ids;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * THE way to end an admin's sessions (sign-out everywhere, a password change, a deactivation, a role
 * removal): every live session of `adminId` but `exceptFamilyId` (the caller's own, when it stays), ended
 * at once on every instance (the session lookup reads admin_sessions on every request). `by` is who ended
 * them (an admin's id, the audit rows' actor) or why; without it, the admin themself. Answers the ids ended.
 */
export function endSessionsOf(
  db: Db | Tx,
  adminId: string,
  opts: { exceptFamilyId?: string; by?: string } = {},
): Promise<string[]> {
  const by = opts.by ?? adminId;
  return endWhere(
    db,
    and(
      eq(adminSessions.adminId, adminId),
      opts.exceptFamilyId ? ne(adminSessions.id, opts.exceptFamilyId) : undefined,
    ),
    by,
    UUID.test(by) ? by : null,
  );
}

/**
 * Ends one session (a family id). `by` as above; `adminId`, when given, must own it (an admin ending one
 * of their own). True when it was live and is now ended.
 */
export async function endSession(
  db: Db,
  familyId: string,
  opts: { by: string; adminId?: string; verb?: 'end' | 'refresh_reuse' },
): Promise<boolean> {
  if (!UUID.test(familyId)) return false;
  const ended = await endWhere(
    db,
    and(eq(adminSessions.id, familyId), opts.adminId ? eq(adminSessions.adminId, opts.adminId) : undefined),
    opts.by,
    UUID.test(opts.by) ? opts.by : null,
    endedRow(opts.verb ?? 'end', opts.by),
  );
  return ended.length > 0;
}

/** Signing out: the current session ends, recorded as the admin's sign-out (one row, `admin.sign_out`). */
export async function signOutSession(db: Db, adminId: string, familyId: string): Promise<void> {
  await endWhere(
    db,
    and(eq(adminSessions.id, familyId), eq(adminSessions.adminId, adminId)),
    adminId,
    adminId,
    (s) => ({
      entity: 'admin',
      verb: 'sign_out',
      entityId: s.adminId,
      after: { sessionId: s.id },
    }),
  );
}

/** Browser and system in words from a user agent ('Chrome 131', 'macOS 14.5'), by a kept parser (bowser). */
function readUserAgent(ua: string | null): { browser: string | null; system: string | null } {
  if (!ua) return { browser: null, system: null };
  const parsed = Bowser.parse(ua);
  const words = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').trim() || null;
  return {
    browser: words(parsed.browser.name, parsed.browser.version?.split('.')[0]),
    system: words(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
}

/**
 * An admin's live sessions, newest activity first, `currentFamilyId` (the asking session, when it is
 * theirs) first of all: 'Your sessions', and a staff member's page for staff managers.
 */
export async function liveSessions(db: Db, adminId: string, policy: SessionPolicy, currentFamilyId?: string) {
  const rows = await db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.endedAt)))
    .orderBy(desc(adminSessions.lastSeenAt));
  return rows
    .filter((r) => r.id === currentFamilyId || !sessionOver(r, policy))
    .map((r) => ({
      id: r.id,
      current: r.id === currentFamilyId,
      userAgent: r.userAgent,
      ...readUserAgent(r.userAgent),
      ip: r.ip,
      createdAt: r.createdAt,
      lastSeenAt: r.id === currentFamilyId ? new Date() : r.lastSeenAt,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}
