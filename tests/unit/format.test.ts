import { describe, expect, it } from 'vitest';
import {
  displayName,
  formatDate,
  formatDateTime,
  formatPhone,
  formatTimeDate,
  formatTransferAmount,
  formatVnd,
  KAR_USER,
  truncate,
} from '../../src/lib/format';

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Nguyễn Văn', lastName: 'An' })).toBe('Nguyễn Văn An');
  });

  it('uses whichever part exists', () => {
    expect(displayName({ firstName: null, lastName: 'An' })).toBe('An');
    expect(displayName({ firstName: 'Trần', lastName: undefined })).toBe('Trần');
  });

  it("shows 'KAR User' when there is no name at all (SPEC §2.6, §8)", () => {
    expect(KAR_USER).toBe('KAR User');
    expect(displayName({ firstName: null, lastName: null })).toBe('KAR User');
    expect(displayName({})).toBe('KAR User');
    expect(displayName(null)).toBe('KAR User');
    expect(displayName(undefined)).toBe('KAR User');
  });

  it('treats blank names as missing and trims the parts', () => {
    expect(displayName({ firstName: '   ', lastName: '' })).toBe('KAR User');
    expect(displayName({ firstName: '  Lê ', lastName: ' Hoa  ' })).toBe('Lê Hoa');
  });
});

describe('formatPhone', () => {
  it("writes '(+prefix) number' (SPEC §2.6)", () => {
    expect(formatPhone('84', '912345678')).toBe('(+84) 912345678');
    expect(formatPhone('86', '13800138000')).toBe('(+86) 13800138000');
  });

  it('does not double a plus sign the prefix already has', () => {
    expect(formatPhone('+84', '912345678')).toBe('(+84) 912345678');
  });

  it('shows the bare number without a prefix, and a dash without a number', () => {
    expect(formatPhone(null, '912345678')).toBe('912345678');
    expect(formatPhone('', '912345678')).toBe('912345678');
    expect(formatPhone('84', null)).toBe('-');
    expect(formatPhone('84', '')).toBe('-');
    expect(formatPhone(undefined, undefined)).toBe('-');
  });
});

describe('formatVnd and formatTransferAmount', () => {
  it('uses thousands separators and no decimals', () => {
    expect(formatVnd(1234567)).toBe('1,234,567 VND');
    expect(formatVnd(999)).toBe('999 VND');
    expect(formatVnd(1000)).toBe('1,000 VND');
    expect(formatVnd(1234567.6)).toBe('1,234,568 VND');
  });

  it('shows 0 for a missing amount and keeps the sign of a negative one', () => {
    expect(formatVnd(0)).toBe('0 VND');
    expect(formatVnd(null)).toBe('0 VND');
    expect(formatVnd(undefined)).toBe('0 VND');
    expect(formatVnd(-50000)).toBe('-50,000 VND');
  });

  it("writes transfer amounts with ' VNĐ' (SPEC §9)", () => {
    expect(formatTransferAmount(1000000)).toBe('1,000,000 VNĐ');
    expect(formatTransferAmount(null)).toBe('0 VNĐ');
  });
});

describe('date formats (SPEC §9)', () => {
  // Built from local parts so the expectation holds in any time zone the tests run in.
  const local = new Date(2026, 0, 2, 3, 4, 5);

  it('lists: dd/MM/yyyy HH:mm:ss, 24-hour, zero-padded', () => {
    expect(formatDateTime(local)).toBe('02/01/2026 03:04:05');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59, 58))).toBe('31/12/2026 23:59:58');
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(formatDateTime(local.toISOString())).toBe('02/01/2026 03:04:05');
    expect(formatDate(local.toISOString())).toBe('02/01/2026');
  });

  it('expiry and transfer: dd/MM/yyyy; garages and posts: HH:mm dd/MM/yyyy', () => {
    expect(formatDate(local)).toBe('02/01/2026');
    expect(formatTimeDate(local)).toBe('03:04 02/01/2026');
  });

  it('shows a dash when there is no date or it cannot be read', () => {
    for (const empty of [null, undefined, '', 'not a date', new Date(Number.NaN)]) {
      expect(formatDateTime(empty)).toBe('-');
      expect(formatDate(empty)).toBe('-');
      expect(formatTimeDate(empty)).toBe('-');
    }
  });
});

describe('truncate', () => {
  it('keeps text up to the limit and cuts longer text with an ellipsis', () => {
    expect(truncate('abcde', 5)).toBe('abcde');
    expect(truncate('abcdef', 5)).toBe('abcde...');
  });

  it('defaults to 150 characters (SPEC §9)', () => {
    const exact = 'x'.repeat(150);
    expect(truncate(exact)).toBe(exact);
    expect(truncate(`${exact}y`)).toBe(`${exact}...`);
  });

  it('counts characters, not UTF-16 units, so emoji and Vietnamese letters are never split', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
    expect(truncate('Đường Hồ Chí Minh', 5)).toBe('Đường...');
  });

  it('returns an empty string for missing text', () => {
    expect(truncate(null)).toBe('');
    expect(truncate(undefined, 10)).toBe('');
    expect(truncate('', 10)).toBe('');
  });
});
