import { describe, expect, it } from 'vitest';
import { packageOptionLabels, type PackageOption } from '../../src/features/packages/package-option-labels';

const pkg = (id: string, patch: Partial<PackageOption>): PackageOption => ({
  id,
  type: 'NO_ADS',
  quantity: null,
  day: 30,
  unitPrice: 49000,
  totalPrice: 49000,
  isActive: true,
  description: null,
  isDeleted: false,
  ...patch,
});

describe('package picker labels (issue 10 §10)', () => {
  it('shows name, type and fee when no two labels collide', () => {
    const labels = packageOptionLabels([
      pkg('a', { type: 'BOOKINGS', quantity: 12, totalPrice: 180000 }),
      pkg('b', {}),
    ]);
    expect(labels.get('a')).toBe('Gói 12 booking · Booking · 180,000 VND');
    expect(labels.get('b')).toBe('Gói không quảng cáo · Không quảng cáo · 49,000 VND');
  });

  it('adds only the terms that differ among colliding packages', () => {
    const labels = packageOptionLabels([
      pkg('a', { day: 30 }),
      pkg('b', { day: 90 }),
      pkg('c', { day: null }),
      pkg('other', { type: 'HOT_NEWS', quantity: 5 }),
    ]);
    expect(labels.get('a')).toBe('Gói không quảng cáo · Không quảng cáo · 49,000 VND · Days 30');
    expect(labels.get('b')).toBe('Gói không quảng cáo · Không quảng cáo · 49,000 VND · Days 90');
    expect(labels.get('c')).toBe('Gói không quảng cáo · Không quảng cáo · 49,000 VND · Days Không giới hạn');
    expect(labels.get('other')).toBe('Gói 5 tin · Tin nổi bật · 49,000 VND');
  });

  it('adds quantity and days together when both differ', () => {
    const labels = packageOptionLabels([
      pkg('a', { quantity: 1, day: 30 }),
      pkg('b', { quantity: 2, day: 60 }),
    ]);
    expect(labels.get('a')).toMatch(/· Quantity 1 · Days 30$/);
    expect(labels.get('b')).toMatch(/· Quantity 2 · Days 60$/);
  });

  it('adds the status or the description when that is what differs', () => {
    const labels = packageOptionLabels([
      pkg('a', { isActive: false }),
      pkg('b', { description: 'Gói cho đại lý có nhiều tin đăng trong tháng, giá ưu đãi' }),
      pkg('c', {}),
    ]);
    expect(labels.get('a')).toBe(
      'Gói không quảng cáo · Không quảng cáo · 49,000 VND · Inactive · No description',
    );
    expect(labels.get('b')).toBe(
      'Gói không quảng cáo · Không quảng cáo · 49,000 VND · Active · “Gói cho đại lý có nhiều tin đăng trong…”',
    );
    expect(labels.get('c')).toBe(
      'Gói không quảng cáo · Không quảng cáo · 49,000 VND · Active · No description',
    );
  });

  it('falls back to the id when the terms are the same too, and marks a deleted package', () => {
    const labels = packageOptionLabels([
      pkg('11111111-aaaa', {}),
      pkg('22222222-bbbb', {}),
      pkg('33333333-cccc', { isDeleted: true }),
    ]);
    expect(labels.get('11111111-aaaa')).toBe(
      'Gói không quảng cáo · Không quảng cáo · 49,000 VND · ID 11111111',
    );
    expect(labels.get('33333333-cccc')).toBe(
      'Gói không quảng cáo · Không quảng cáo · 49,000 VND · ID 33333333 (deleted)',
    );
    expect(new Set(labels.values()).size).toBe(3);
  });
});
