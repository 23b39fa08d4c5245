import { describe, expect, it } from 'vitest';
import { filterBenefits } from '../../src/features/packages/benefits-filter';
import {
  BENEFIT_TYPE_LABELS,
  SERVICE_PACKAGE_TYPE_LABELS,
  UNLIMITED,
  shortId,
} from '../../src/lib/package-labels';
import { formatCount, packageName, packageUnit, remaining } from '../../src/lib/package-name';
import {
  parseBenefitsSearch,
  parseServicesSearch,
  parseUserServicesSearch,
} from '../../src/features/packages/packages-search';
import { BENEFIT_TYPES, SERVICE_PACKAGE_TYPES } from '../../src/rules/packages';

describe('labels (SPEC §3)', () => {
  it('uses the Vietnamese labels the spec gives', () => {
    expect(BENEFIT_TYPE_LABELS).toMatchObject({
      HOT_NEWS: 'Tin nổi bật',
      OTHER: 'Khác',
      TRUST_PARTNER: 'Đối tác uy tín',
      FREE_TRIAL: 'Gói dùng thử',
    });
    expect(SERVICE_PACKAGE_TYPE_LABELS.HOT_NEWS).toBe('Tin nổi bật');
  });

  it('labels every type, each differently', () => {
    const service = SERVICE_PACKAGE_TYPES.map((t) => SERVICE_PACKAGE_TYPE_LABELS[t]);
    expect(service.every(Boolean)).toBe(true);
    expect(new Set(service).size).toBe(SERVICE_PACKAGE_TYPES.length);
    expect(BENEFIT_TYPES.every((t) => BENEFIT_TYPE_LABELS[t])).toBe(true);
    expect(UNLIMITED).toBe('Không giới hạn');
    expect(shortId('3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69')).toBe('3f8e2a1c');
  });
});

describe('package name (SPEC §2.9)', () => {
  it('names booking, tin, không quảng cáo and day packages', () => {
    expect(packageName({ type: 'BOOKINGS', quantity: 10, day: 30 })).toBe('Gói 10 booking');
    expect(packageName({ type: 'BOOKINGS_SPECIAL', quantity: 5, day: null })).toBe('Gói 5 booking');
    expect(packageName({ type: 'HOT_NEWS', quantity: 20, day: 90 })).toBe('Gói 20 tin');
    for (const type of ['NO_ADS', 'NO_GOOGLE_ADS', 'NO_ADS_THEORY_AND_SIMULATION'] as const) {
      expect(packageName({ type, quantity: null, day: 30 })).toBe('Gói không quảng cáo');
    }
    for (const type of ['TRUST_PARTNER', 'HAS_GOOGLE_ADS', 'OTHER', 'FREE_TRIAL'] as const) {
      expect(packageName({ type, quantity: 7, day: 30 })).toBe('Gói 30 ngày');
    }
  });

  it('reads an absent quantity or day as unlimited', () => {
    expect(packageName({ type: 'BOOKINGS', quantity: null })).toBe('Gói không giới hạn booking');
    expect(packageName({ type: 'HOT_NEWS' })).toBe('Gói không giới hạn tin');
    expect(packageName({ type: 'OTHER', day: null })).toBe('Gói không giới hạn ngày');
  });

  it('maps every type to one unit', () => {
    expect(SERVICE_PACKAGE_TYPES.map(packageUnit)).toEqual([
      'tin',
      'ngay',
      'booking',
      'booking',
      'no-ads',
      'no-ads',
      'no-ads',
      'ngay',
      'ngay',
      'ngay',
    ]);
  });
});

describe('counts and remaining', () => {
  it("shows numbers with separators and absent ones as 'Không giới hạn'", () => {
    expect(formatCount(1200)).toBe('1,200');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(null)).toBe(UNLIMITED);
    expect(formatCount(undefined)).toBe(UNLIMITED);
  });

  it('is quantity minus used, never below zero, and unlimited without a quantity', () => {
    expect(remaining({ quantity: 20, used: 17 })).toBe(3);
    expect(remaining({ quantity: 5, used: 5 })).toBe(0);
    expect(remaining({ quantity: 5, used: 9 })).toBe(0);
    expect(remaining({ quantity: null, used: 4 })).toBeNull();
  });
});

describe('URL queries', () => {
  it('keeps page and search for service packages and drops the rest', () => {
    expect(parseServicesSearch({ page: '3', search: '  vip ', createFrom: '2026-01-01' })).toEqual({
      page: 3,
      search: 'vip',
    });
    expect(parseServicesSearch({ page: 'x' })).toEqual({ page: undefined, search: undefined });
  });

  it('reads the user package status (absent = ALL) and the open detail', () => {
    expect(parseUserServicesSearch({ status: 'INACTIVE', page: 2, view: 'abc' })).toEqual({
      page: 2,
      search: undefined,
      status: 'INACTIVE',
      view: 'abc',
    });
    expect(parseUserServicesSearch({ status: 'ALL' }).status).toBeUndefined();
    expect(parseUserServicesSearch({ status: 'active' }).status).toBeUndefined();
  });

  it('opens the benefit modal for create or for one item, edit winning', () => {
    expect(parseBenefitsSearch({ create: true })).toMatchObject({ create: true, edit: undefined });
    expect(parseBenefitsSearch({ create: 'true', edit: 'id-1' })).toMatchObject({
      create: undefined,
      edit: 'id-1',
    });
    expect(parseBenefitsSearch({ create: 'yes' }).create).toBeUndefined();
  });
});

describe('benefit list search (client side)', () => {
  const rows = [
    { id: 'a1', title: 'Đẩy tin lên đầu', type: 'HOT_NEWS', isActive: true, createdAt: '', updatedAt: '' },
    { id: 'b2', title: 'Huy hiệu', type: 'TRUST_PARTNER', isActive: false, createdAt: '', updatedAt: '' },
  ] as const;

  it('matches title, type label or type, case-insensitively; blank keeps all', () => {
    expect(filterBenefits(rows, 'ĐẨY').map((r) => r.id)).toEqual(['a1']);
    expect(filterBenefits(rows, 'uy tín').map((r) => r.id)).toEqual(['b2']);
    expect(filterBenefits(rows, 'trust').map((r) => r.id)).toEqual(['b2']);
    expect(filterBenefits(rows, '  ')).toHaveLength(2);
    expect(filterBenefits(rows, 'zzz')).toHaveLength(0);
  });
});
