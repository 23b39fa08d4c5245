/**
 * Sign-in throttling that an attacker cannot turn against the real admin.
 *
 * - Per account and client address: a few free failures, then a lock that doubles with every further
 *   failure. An attacker's address locks only itself; the admin at another address signs in as usual.
 * - Per account, from all addresses: a ceiling against guessing spread over many addresses. Addresses the
 *   account recently signed in from are exempt, so a distributed attack does not lock the admin out either.
 * - Keys are the normalised email as typed, whether or not such an account exists: an unknown email is
 *   throttled exactly like a real one, and the answers reveal nothing.
 *
 * Kept in memory: each API instance counts on its own (docs/deploying.md).
 */
export const THROTTLE_RULES = {
  /** Failures from one address against one account before its first lock. */
  freeFailures: 5,
  /** The first lock; each further failure doubles it, up to maxLockMs. */
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  /** A quiet address is forgiven after this long. */
  forgetAfterMs: 24 * 60 * 60_000,
  /** Failures against one account from all addresses within accountWindowMs. */
  accountCeiling: 50,
  accountWindowMs: 60 * 60_000,
  /** How long an address that signed in stays exempt from the account ceiling. */
  knownAddressMs: 30 * 24 * 60 * 60_000,
  /** Bound on remembered keys, so a flood of made-up emails or addresses cannot exhaust memory. */
  maxEntries: 100_000,
} as const;

export type ThrottleRules = { [K in keyof typeof THROTTLE_RULES]: number };

interface PairState {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

interface AccountState {
  windowStart: number;
  failures: number;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** A Map that forgets its oldest entries beyond a bound; touching an entry makes it the newest. */
class BoundedMap<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string) {
    return this.map.get(key);
  }
  set(key: string, value: V) {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }
  delete(key: string) {
    this.map.delete(key);
  }
}

export function createLoginThrottle(rules: ThrottleRules = THROTTLE_RULES, clock: () => number = Date.now) {
  const pairs = new BoundedMap<PairState>(rules.maxEntries);
  const accounts = new BoundedMap<AccountState>(rules.maxEntries);
  const known = new BoundedMap<number>(rules.maxEntries);
  const pairKey = (account: string, address: string) => `${account}\u0000${address}`;

  const lockFor = (failures: number) =>
    Math.min(rules.firstLockMs * 2 ** (failures - rules.freeFailures), rules.maxLockMs);

  function livePair(key: string, now: number) {
    const state = pairs.get(key);
    if (state && state.lockedUntil <= now && now - state.lastFailure > rules.forgetAfterMs) {
      pairs.delete(key);
      return undefined;
    }
    return state;
  }

  function liveAccount(account: string, now: number) {
    const state = accounts.get(account);
    if (state && now - state.windowStart >= rules.accountWindowMs) {
      accounts.delete(account);
      return undefined;
    }
    return state;
  }

  function isKnown(key: string, now: number) {
    const since = known.get(key);
    return since !== undefined && now - since < rules.knownAddressMs;
  }

  return {
    /**
     * Asks before a password is checked, and counts the attempt as a failure at once, so parallel guesses
     * cannot all slip in before the first is counted; success() takes it back.
     */
    begin(account: string, address: string): AttemptVerdict {
      const now = clock();
      const key = pairKey(account, address);
      const pair = livePair(key, now);
      if (pair && pair.lockedUntil > now) return { allowed: false, retryAfterMs: pair.lockedUntil - now };
      const acct = liveAccount(account, now);
      if (acct && acct.failures >= rules.accountCeiling && !isKnown(key, now)) {
        return { allowed: false, retryAfterMs: acct.windowStart + rules.accountWindowMs - now };
      }
      const failures = (pair?.failures ?? 0) + 1;
      pairs.set(key, {
        failures,
        lastFailure: now,
        lockedUntil: failures >= rules.freeFailures ? now + lockFor(failures) : 0,
      });
      accounts.set(account, {
        windowStart: acct?.windowStart ?? now,
        failures: (acct?.failures ?? 0) + 1,
      });
      return { allowed: true };
    },

    /** The lock this pair is under now (after a failed attempt), if any. */
    lockedFor(account: string, address: string): number {
      const now = clock();
      const pair = livePair(pairKey(account, address), now);
      return pair && pair.lockedUntil > now ? pair.lockedUntil - now : 0;
    },

    /** A correct password: the pair starts afresh and its address is trusted for this account. */
    success(account: string, address: string) {
      const now = clock();
      const key = pairKey(account, address);
      pairs.delete(key);
      known.set(key, now);
      const acct = liveAccount(account, now);
      if (acct) accounts.set(account, { ...acct, failures: Math.max(0, acct.failures - 1) });
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
