import { describe, expect, it } from 'vitest';
import { fuelEconomyNames } from '../../server/graphql/resolvers/settings-options';
import { slugify } from '../../server/kit/slug';
import { foldText, matchesKeyword } from '../../src/rules/fold';
import { parseSettingsSearch, SETTING_TYPE_ITEMS } from '../../src/features/settings/setting-types';

describe('catalogue slugs', () => {
  it('are ASCII, Vietnamese-aware and hyphenated', () => {
    expect(slugify('Xe Điện Đà Nẵng')).toBe('xe-dien-da-nang');
    expect(slugify('Đỏ đô')).toBe('do-do');
    expect(slugify('Trắng ngọc trai')).toBe('trang-ngoc-trai');
    expect(slugify('Mercedes-Benz  C 300 (AMG)')).toBe('mercedes-benz-c-300-amg');
    expect(slugify('  --  ')).toBe('');
  });
});

describe('settings search', () => {
  it('ignores case, accents and đ', () => {
    expect(foldText('  Đỏ   ĐÔ ')).toBe('do do');
    expect(matchesKeyword('do', 'Đỏ đô')).toBe(true);
    expect(matchesKeyword('ha noi', 'Thành phố Hà Nội')).toBe(true);
    expect(matchesKeyword('', 'anything')).toBe(true);
  });

  it('needs every word, in any of the texts', () => {
    expect(matchesKeyword('toyota vios', 'Vios 1.5 G', 'Toyota')).toBe(true);
    expect(matchesKeyword('toyota camry', 'Vios 1.5 G', 'Toyota')).toBe(false);
    expect(matchesKeyword('x', null, undefined)).toBe(false);
  });
});

describe('settings URL', () => {
  it('lists the twelve types with Brand first', () => {
    expect(SETTING_TYPE_ITEMS.map((t) => t.label)).toEqual([
      'Brand',
      'Model',
      'Car Version',
      'Body type',
      'Colour',
      'Seat',
      'Door',
      'Driver Type',
      'Fuel Economy',
      'Fuel Type',
      'Payment Item',
      'Registration Location',
    ]);
  });

  it('keeps a known type and drops the default or an unknown one', () => {
    expect(parseSettingsSearch({ type: 'VERSION' })).toEqual({ type: 'VERSION' });
    expect(parseSettingsSearch({ type: 'BRAND' })).toEqual({});
    expect(parseSettingsSearch({ type: 'nope' })).toEqual({});
    expect(parseSettingsSearch({})).toEqual({});
  });
});

describe('fuel economy labels written from the numbers', () => {
  it('reads under or over N litres per M km', () => {
    expect(fuelEconomyNames({ isLess: true, liter: 5, kilometer: 100 })).toEqual({
      nameVi: 'Dưới 5 lít/100 km',
      nameEn: 'Under 5 L/100 km',
    });
    expect(fuelEconomyNames({ isLess: false, liter: 12.345, kilometer: 100 })).toEqual({
      nameVi: 'Trên 12.35 lít/100 km',
      nameEn: 'Over 12.35 L/100 km',
    });
  });
});
