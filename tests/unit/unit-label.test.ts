import { describe, expect, it } from 'vitest';
import { unitLabel } from '../../src/components/address/unit-label';

describe('unitLabel', () => {
  it('shows a unit in force as stored', () => {
    expect(unitLabel('Tỉnh Quảng Trị', true)).toBe('Tỉnh Quảng Trị');
    // A current name is never rewritten, even if it happened to end in the Vietnamese mark.
    expect(unitLabel('Tỉnh X (cũ)', true)).toBe('Tỉnh X (cũ)');
  });
  it('marks a former unit once, replacing the stored (cũ)', () => {
    expect(unitLabel('Tỉnh Bình Dương', false)).toBe('Tỉnh Bình Dương (former unit)');
    expect(unitLabel('Tỉnh Quảng Trị (cũ)', false)).toBe('Tỉnh Quảng Trị (former unit)');
    expect(unitLabel('Quận 1', false)).toBe('Quận 1 (former unit)');
  });
});
