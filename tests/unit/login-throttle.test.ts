import { describe, expect, it } from 'vitest';
import {
  THROTTLE_RULES,
  createLoginThrottle,
  type ThrottleRules,
} from '../../server/services/auth/login-throttle';

const MIN = 60_000;

function setup(rules: Partial<ThrottleRules> = {}) {
  let now = Date.UTC(2026, 0, 1);
  const throttle = createLoginThrottle({ ...THROTTLE_RULES, ...rules }, () => now);
  return {
    throttle,
    advance: (ms: number) => (now += ms),
    /** One wrong password from `address`: the verdict of asking, and the lock it leaves. */
    fail(account: string, address: string) {
      const verdict = throttle.begin(account, address);
      return { verdict, lockedFor: verdict.allowed ? throttle.lockedFor(account, address) : 0 };
    },
  };
}

describe('login throttle', () => {
  it('allows five wrong passwords, then locks for 1, 2, 4 … minutes, capped at an hour', () => {
    const { fail, advance } = setup();
    for (let i = 1; i < 5; i++)
      expect(fail('a@kar.vn', '1.1.1.1')).toEqual({ verdict: { allowed: true }, lockedFor: 0 });
    expect(fail('a@kar.vn', '1.1.1.1')).toEqual({ verdict: { allowed: true }, lockedFor: MIN });
    expect(fail('a@kar.vn', '1.1.1.1').verdict).toEqual({ allowed: false, retryAfterMs: MIN });
    advance(MIN);
    expect(fail('a@kar.vn', '1.1.1.1').lockedFor).toBe(2 * MIN);
    advance(2 * MIN);
    expect(fail('a@kar.vn', '1.1.1.1').lockedFor).toBe(4 * MIN);
    for (const lock of [8, 16, 32, 60, 60]) {
      advance(60 * MIN);
      expect(fail('a@kar.vn', '1.1.1.1').lockedFor).toBe(lock * MIN);
    }
  });

  it("locks only the attacker's address: the same account from another address is untouched", () => {
    const { throttle, fail } = setup();
    for (let i = 0; i < 5; i++) fail('admin@kar.vn', '6.6.6.6');
    expect(throttle.begin('admin@kar.vn', '6.6.6.6').allowed).toBe(false);
    expect(throttle.begin('admin@kar.vn', '10.0.0.7')).toEqual({ allowed: true });
  });

  it('a right password clears its own address only', () => {
    const { throttle, fail } = setup();
    for (let i = 0; i < 4; i++) fail('a@kar.vn', '1.1.1.1');
    expect(throttle.begin('a@kar.vn', '1.1.1.1').allowed).toBe(true);
    throttle.success('a@kar.vn', '1.1.1.1');
    for (let i = 0; i < 4; i++) expect(fail('a@kar.vn', '1.1.1.1').lockedFor).toBe(0);
  });

  it('forgets a quiet address after a day', () => {
    const { fail, advance } = setup();
    for (let i = 0; i < 4; i++) fail('a@kar.vn', '1.1.1.1');
    advance(24 * 60 * MIN + 1);
    expect(fail('a@kar.vn', '1.1.1.1').lockedFor).toBe(0);
  });

  it('stops guessing spread over many addresses at the account ceiling, except from addresses that signed in', () => {
    const { throttle, fail, advance } = setup({ accountCeiling: 10 });
    expect(throttle.begin('admin@kar.vn', '10.0.0.7').allowed).toBe(true);
    throttle.success('admin@kar.vn', '10.0.0.7');
    for (let i = 0; i < 10; i++) expect(fail('admin@kar.vn', `6.6.6.${i}`).verdict.allowed).toBe(true);
    expect(throttle.begin('admin@kar.vn', '6.6.7.1')).toEqual({ allowed: false, retryAfterMs: 60 * MIN });
    // A new address of the real admin waits too; the address it signed in from does not.
    expect(throttle.begin('admin@kar.vn', '192.168.1.5').allowed).toBe(false);
    expect(throttle.begin('admin@kar.vn', '10.0.0.7').allowed).toBe(true);
    // Other accounts are not affected, and the ceiling lifts when its hour is over.
    expect(throttle.begin('other@kar.vn', '6.6.7.1').allowed).toBe(true);
    advance(60 * MIN);
    expect(throttle.begin('admin@kar.vn', '6.6.7.1').allowed).toBe(true);
  });

  it('counts parallel attempts as they start, so a burst cannot run past the free failures', () => {
    const { throttle } = setup();
    const verdicts = Array.from({ length: 20 }, () => throttle.begin('a@kar.vn', '1.1.1.1').allowed);
    expect(verdicts.filter(Boolean)).toHaveLength(5);
  });

  it('remembers a bounded number of keys', () => {
    const { throttle, fail } = setup({ maxEntries: 3 });
    for (let i = 0; i < 5; i++) fail('a@kar.vn', '1.1.1.1');
    expect(throttle.begin('a@kar.vn', '1.1.1.1').allowed).toBe(false);
    for (let i = 0; i < 3; i++) fail(`x${i}@kar.vn`, '2.2.2.2');
    // The oldest entry made room: memory stays bounded whatever an attacker sends.
    expect(throttle.begin('a@kar.vn', '1.1.1.1').allowed).toBe(true);
  });
});
