import { describe, expect, it } from 'vitest';
import {
  isGiveAway,
  listingsByTag,
  oldestFirst,
  orderLocations,
  POST_STATUS_LABELS,
  revenueTotal,
  revenueTypeLabel,
} from '../../src/features/dashboard/labels';
import { counterConfigFrom, counterValue } from '../../src/lib/firebase-counter';

describe('revenue by type', () => {
  const rows = [
    { type: 'DEPOSIT', count: 1_100_000 },
    { type: 'KAR_GIVE_AWAY', count: 300_000 },
    { type: 'VN_PAY', count: 600_000 },
  ];
  it("leaves 'kar give away' out of the total, however the server spells the type", () => {
    expect(revenueTotal(rows)).toBe(1_700_000);
    expect(revenueTotal([...rows, { type: 'kar give away', count: 5 }])).toBe(1_700_000);
    expect(isGiveAway('Kar-Give-Away')).toBe(true);
    expect(isGiveAway('DEPOSIT')).toBe(false);
  });
  it('labels types in words', () => {
    expect(revenueTypeLabel('KAR_GIVE_AWAY')).toBe('kar give away');
    expect(revenueTypeLabel('POST_CREATE')).toBe('Post create');
    expect(revenueTypeLabel('VN_PAY')).toBe('VN Pay');
  });
});

describe('ordering', () => {
  it("puts the 'No Location' bucket last", () => {
    const rows = [
      { cityid: null, count: 40 },
      { cityid: 'a', count: 67 },
      { cityid: 'b', count: 65 },
    ];
    expect(orderLocations(rows).map((r) => r.cityid)).toEqual(['a', 'b', null]);
  });
  it('reverses the newest-first series to run oldest to newest', () => {
    expect(oldestFirst([{ date: '2026-06' }, { date: '2026-05' }])).toEqual([
      { date: '2026-05' },
      { date: '2026-06' },
    ]);
  });
  it('spells the post status tags as SPEC §4 does', () => {
    expect(POST_STATUS_LABELS.SUSPENDED).toBe('Suspened');
    expect(POST_STATUS_LABELS.DETELED).toBe('Delete');
    expect(POST_STATUS_LABELS.EDIT_PENDING).toBe('Pending');
    expect(POST_STATUS_LABELS.INSUFFICIENT_FUND_RENEW).toBe('Insufficient');
    expect(Object.keys(POST_STATUS_LABELS)).toHaveLength(11);
  });
  it('adds up the statuses that share a tag into one row, in the order the tags first appear', () => {
    expect(
      listingsByTag([
        { status: 'ACTIVE', count: 50 },
        { status: 'PENDING', count: 7 },
        { status: 'INSUFFICIENT_FUND', count: 2 },
        { status: 'EDIT_PENDING', count: 3 },
        { status: 'INSUFFICIENT_FUND_RENEW', count: 1 },
        { status: 'SUSPENDED', count: 4 },
      ]),
    ).toEqual([
      { tag: 'Active', statuses: ['ACTIVE'], count: 50 },
      { tag: 'Pending', statuses: ['PENDING', 'EDIT_PENDING'], count: 10 },
      { tag: 'Insufficient', statuses: ['INSUFFICIENT_FUND', 'INSUFFICIENT_FUND_RENEW'], count: 3 },
      { tag: 'Suspened', statuses: ['SUSPENDED'], count: 4 },
    ]);
    expect(listingsByTag([])).toEqual([]);
  });
});

describe('firebase counter settings', () => {
  const full = {
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_DATABASE_URL: 'https://kar-demo.firebaseio.com',
    VITE_FIREBASE_PROJECT_ID: 'kar-demo',
    VITE_FIREBASE_APP_ID: '1:2:web:3',
    VITE_FIREBASE_COUNTER_PATH: 'stats/appHits',
  };
  it('reads all five variables', () => {
    expect(counterConfigFrom(full)).toEqual({
      config: {
        apiKey: 'key',
        databaseURL: 'https://kar-demo.firebaseio.com',
        projectId: 'kar-demo',
        appId: '1:2:web:3',
        counterPath: 'stats/appHits',
      },
    });
  });
  it('names the missing ones instead of guessing', () => {
    expect(counterConfigFrom({})).toEqual({ missing: Object.keys(full) });
    expect(counterConfigFrom({ ...full, VITE_FIREBASE_COUNTER_PATH: '  ' })).toEqual({
      missing: ['VITE_FIREBASE_COUNTER_PATH'],
    });
  });
  it('accepts a number or a numeric string as the counter, nothing else', () => {
    expect(counterValue(42)).toBe(42);
    expect(counterValue('1234')).toBe(1234);
    expect(counterValue(null)).toBeNull();
    expect(counterValue('many')).toBeNull();
    expect(counterValue({ hits: 3 })).toBeNull();
  });
});
