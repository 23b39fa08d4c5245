import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, signInThrottle } from '../../db/schema';

/**
 * Sign-in throttling that an attacker cannot turn against the real admin (issue 27 §3).
 *
 * - Per account and source: a few free failures, then each further failure locks that source for a
 *   minute. The source is the client address, or, for a device that signed in to this account before (the
 *   signed `kar_device` cookie, known-device.ts), the device itself: an attacker behind the admin's own
 *   address does not lock that device either. No source is ever locked for more than a minute.
 * - Per account, from all unknown devices together: at most `accountCeiling` failures a minute, then
 *   unknown devices wait for the rest of that minute. Known devices are neither counted nor held, so a
 *   burst from any number of addresses never locks the admin out of a device they used before.
 * - Keys are the normalised email as typed, whether or not such an account exists: an unknown email is
 *   throttled exactly like a real one, and the answers reveal nothing.
 *
 * Kept in the database (table sign_in_throttle, on the database's clock): a restart forgets nothing and
 * every instance counts together. Each attempt is counted by one upsert whose conflict branch adds to the
 * stored row, so two instances counting at once never lose a failure.
 */
export const THROTTLE_RULES = {
  /** Failures from one source against one account before the first lock. */
  freeFailures: 5,
  /** The lock of a source after each further failure, and of the account at its ceiling: never longer. */
  lockMs: 60_000,
  /** A source's failures are forgotten this long after its first. */
  sourceWindowMs: 24 * 60 * 60_000,
  /** Failures against one account from unknown devices within accountWindowMs. */
  accountCeiling: 10,
  accountWindowMs: 60_000,
  /** Rows untouched this long are deleted (at most every pruneEveryMs, by whichever instance asks). */
  forgetAfterMs: 24 * 60 * 60_000,
  pruneEveryMs: 10 * 60_000,
  /** The owner of an account that reached its ceiling is emailed at most this often. */
  mailEveryMs: 60 * 60_000,
} as const;

export type ThrottleRules = { [K in keyof typeof THROTTLE_RULES]: number };

/** Where an attempt comes from: a known device of this account, or else the client's address. */
export type AttemptSource = { device: string } | { address: string };

export type AttemptVerdict =
  | {
      allowed: true;
      /** The attempt is counted already; should it fail, the lock then in force (0: none). */
      lockMsIfFailed: number;
      /** This attempt brought the account to its ceiling (once per window): audit it, tell the owner. */
      ceilingReached: boolean;
      /** Counted against the account's ceiling too (an unknown device). */
      countedOnAccount: boolean;
    }
  | { allowed: false; retryAfterMs: number };

/** The row of the account as a whole. */
const ACCOUNT = '*';
const sourceKey = (s: AttemptSource) => ('device' in s ? `device:${s.device}` : `ip:${s.address}`);
const seconds = (ms: number) => ms / 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Thrown inside the counting transaction to undo what it counted: the attempt is refused. */
class Refused extends Error {
  constructor(readonly retryAfterMs: number) {
    super('refused');
  }
}

export function createLoginThrottle(db: Db, rules: ThrottleRules = THROTTLE_RULES) {
  const t = signInThrottle;
  let lastPrune = 0;

  /**
   * Counts one failure on a row, unless it is locked: inserts it, or adds to it (afresh when its window has
   * passed), and locks it once it holds `lockAt` failures. Answers the count and the lock now in force, or
   * nothing when the row was locked (then nothing changed).
   */
  async function count(tx: Db | Tx, account: string, source: string, windowMs: number, lockAt: number) {
    const expired = sql`${t.windowStart} + make_interval(secs => ${seconds(windowMs)}) <= now()`;
    const next = sql`case when ${expired} then 1 else ${t.failures} + 1 end`;
    const lockUntil = sql`now() + make_interval(secs => ${seconds(rules.lockMs)})`;
    const [row] = await tx
      .insert(t)
      .values({
        account,
        source,
        windowStart: sql`now()`,
        failures: 1,
        lockedUntil: lockAt <= 1 ? lockUntil : null,
        updatedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [t.account, t.source],
        set: {
          windowStart: sql`case when ${expired} then now() else ${t.windowStart} end`,
          failures: next,
          lockedUntil: sql`case when ${next} >= ${lockAt} then ${lockUntil} else null end`,
          updatedAt: sql`now()`,
        },
        setWhere: or(isNull(t.lockedUntil), lte(t.lockedUntil, sql`now()`)),
      })
      .returning({
        failures: t.failures,
        lockMs: sql<number>`coalesce(extract(epoch from (${t.lockedUntil} - now())) * 1000, 0)::float8`,
      });
    return row;
  }

  /** How long the row stays locked (it was found locked); at least a second, so the answer says a minute. */
  async function lockLeft(tx: Db | Tx, account: string, source: string) {
    const [row] = await tx
      .select({
        ms: sql<number>`greatest(extract(epoch from (${t.lockedUntil} - now())) * 1000, 1000)::float8`,
      })
      .from(t)
      .where(and(eq(t.account, account), eq(t.source, source)));
    return Math.min(Number(row?.ms ?? rules.lockMs), rules.lockMs);
  }

  /**
   * Deletes rows nobody touched for a day, at most every pruneEveryMs from this instance. Rows a sign-in is
   * counting on right now are skipped (SKIP LOCKED), so the prune never waits on, or deadlocks with, one.
   */
  async function prune() {
    const now = Date.now();
    if (now - lastPrune < rules.pruneEveryMs) return;
    lastPrune = now;
    const stale = db
      .select({ account: t.account, source: t.source })
      .from(t)
      .where(
        and(
          lt(t.updatedAt, sql`now() - make_interval(secs => ${seconds(rules.forgetAfterMs)})`),
          or(isNull(t.lockedUntil), lte(t.lockedUntil, sql`now()`)),
        ),
      )
      .for('update', { skipLocked: true });
    await db.delete(t).where(sql`(${t.account}, ${t.source}) in (${stale})`);
  }

  return {
    rules,

    /**
     * Asks before a password is checked, and counts the attempt as a failure at once (on its source, and
     * on the account for an unknown device), so parallel guesses cannot all slip in before the first is
     * counted; success() takes it back. A refused attempt is not counted anywhere.
     */
    async begin(account: string, source: AttemptSource): Promise<AttemptVerdict> {
      // Housekeeping never refuses a sign-in: a prune that fails is tried again pruneEveryMs later.
      await prune().catch(() => undefined);
      const key = sourceKey(source);
      const onAccount = !('device' in source);
      try {
        return await db.transaction(async (tx) => {
          const mine = await count(tx, account, key, rules.sourceWindowMs, rules.freeFailures);
          if (!mine) throw new Refused(await lockLeft(tx, account, key));
          if (!onAccount) {
            return {
              allowed: true,
              lockMsIfFailed: mine.lockMs,
              ceilingReached: false,
              countedOnAccount: false,
            };
          }
          const all = await count(tx, account, ACCOUNT, rules.accountWindowMs, rules.accountCeiling);
          if (!all) throw new Refused(await lockLeft(tx, account, ACCOUNT));
          return {
            allowed: true,
            lockMsIfFailed: Math.max(mine.lockMs, all.lockMs),
            ceilingReached: all.failures === rules.accountCeiling,
            countedOnAccount: true,
          };
        });
      } catch (e) {
        if (e instanceof Refused) return { allowed: false, retryAfterMs: e.retryAfterMs };
        throw e;
      }
    },

    /**
     * A correct password: its source starts afresh, and the failure begin() counted on the account is taken
     * back (with the lock it may have brought, when the account is then below its ceiling).
     */
    async success(account: string, source: AttemptSource, countedOnAccount: boolean) {
      await db.delete(t).where(and(eq(t.account, account), eq(t.source, sourceKey(source))));
      if (!countedOnAccount) return;
      const left = sql`greatest(${t.failures} - 1, 0)`;
      await db
        .update(t)
        .set({
          failures: left,
          lockedUntil: sql`case when ${left} >= ${rules.accountCeiling} then ${t.lockedUntil} else null end`,
        })
        .where(and(eq(t.account, account), eq(t.source, ACCOUNT)));
    },

    /**
     * Claims the ceiling email of an admin: true at most once per mailEveryMs, whichever instance asks,
     * because the claim is one conditional update of the admin's row.
     */
    async claimCeilingMail(adminId: string): Promise<boolean> {
      const claimed = await db
        .update(admins)
        // updated_at stays: nothing about the admin changed.
        .set({ ceilingMailedAt: sql`now()`, updatedAt: sql`${admins.updatedAt}` })
        .where(
          and(
            eq(admins.id, adminId),
            or(
              isNull(admins.ceilingMailedAt),
              lte(admins.ceilingMailedAt, sql`now() - make_interval(secs => ${seconds(rules.mailEveryMs)})`),
            ),
          ),
        )
        .returning({ id: admins.id });
      return claimed.length > 0;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * A fixed-window limit of `limit` attempts per key in `windowMs`, for the endpoints that are not a sign-in
 * (reset requests, password links, the signed-in admin's own password: server/services/auth/staff.ts). Kept
 * in the same table as the sign-in throttle (account `limit:<name>`, source the key), on the database's
 * clock, so a restart forgets nothing and every instance counts together; pruned with it. Every attempt
 * counts, allowed or not: one upsert, so two instances counting at once lose none.
 */
export function createWindowLimit(db: Db, name: string, limit: number, windowMs: number) {
  const t = signInThrottle;
  const account = `limit:${name}`;
  const window = sql`make_interval(secs => ${seconds(windowMs)})`;
  const expired = sql`${t.windowStart} + ${window} <= now()`;
  return {
    limit,
    windowMs,
    /** Counts one attempt under `key`: allowed while the window holds at most `limit`, else how long to wait. */
    async take(key: string): Promise<{ allowed: boolean; retryAfterMs: number }> {
      const [row] = await db
        .insert(t)
        .values({ account, source: key, windowStart: sql`now()`, failures: 1, updatedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [t.account, t.source],
          set: {
            windowStart: sql`case when ${expired} then now() else ${t.windowStart} end`,
            // Capped: a flood past the limit changes nothing but the time.
            failures: sql`case when ${expired} then 1 else least(${t.failures} + 1, ${limit + 1}) end`,
            updatedAt: sql`now()`,
          },
        })
        .returning({
          n: t.failures,
          leftMs: sql<number>`greatest(extract(epoch from (${t.windowStart} + ${window} - now())) * 1000, 0)::float8`,
        });
      const n = row?.n ?? limit + 1;
      return {
        allowed: n <= limit,
        retryAfterMs: n <= limit ? 0 : Math.max(1000, Number(row?.leftMs ?? windowMs)),
      };
    },
  };
}

export type WindowLimit = ReturnType<typeof createWindowLimit>;
