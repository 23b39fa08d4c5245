import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface AuditChainCheck {
  /** Every row's hash matches its content and every row links to the one before it. */
  ok: boolean;
  /** How many rows were checked (the whole table). */
  rows: number;
  /** The first row, in chain order, whose content or link does not match; null when `ok`. */
  firstBrokenId: string | null;
  /** The last row's place and hash: kept outside the database, it shows rows removed from the end. */
  headSeq: number | null;
  headHash: string | null;
}

/**
 * Recomputes the chain of audit_logs (migration 0023, docs/audit.md) in one pass over the table, in the
 * database: a row is broken when its stored hash is not the hash of its content (`audit_log_hash`), when
 * its `prev_hash` is not the hash of the row before it, or when its place skips or repeats one (a row
 * removed or inserted). A row written with the chain trigger dropped has no hash and is broken too.
 */
export async function verifyAuditChain(db: Db): Promise<AuditChainCheck> {
  const result = (await db.execute(sql`
    with chain as (
      select a.id, a.seq, a.hash,
        a.hash is not distinct from audit_log_hash(a)
          and a.prev_hash is not distinct from coalesce(lag(a.hash) over w, '')
          and a.seq is not distinct from coalesce(lag(a.seq) over w, 0) + 1 as sound
      from audit_logs a
      window w as (order by a.seq nulls last, a.created_at, a.id)
    )
    select
      (select count(*)::int from chain) as "rows",
      (select id::text from chain where not sound order by seq nulls last, id limit 1) as "firstBrokenId",
      (select seq::float8 from chain where seq is not null order by seq desc limit 1) as "headSeq",
      (select hash from chain where seq is not null order by seq desc limit 1) as "headHash"
  `)) as unknown as {
    rows: { rows: number; firstBrokenId: string | null; headSeq: number | null; headHash: string | null }[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('The audit chain check answered no row');
  return {
    ok: row.firstBrokenId === null,
    rows: row.rows,
    firstBrokenId: row.firstBrokenId,
    headSeq: row.headSeq === null ? null : Number(row.headSeq),
    headHash: row.headHash,
  };
}
