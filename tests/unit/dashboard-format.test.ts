import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatCompact,
  formatCompactVnd,
  formatCount,
  formatDecimal2,
  formatFullVnd,
  trendOf,
} from '../../src/lib/compact-number';

describe('formatDecimal2 (SPEC §9: 2 decimals)', () => {
  it('keeps at most two decimals, rounded', () => {
    expect(formatDecimal2(0.6)).toBe('0.6');
    expect(formatDecimal2(66.666)).toBe('66.67');
    expect(formatDecimal2(1.004)).toBe('1');
    expect(formatDecimal2(1.005)).toBe('1.01');
    expect(formatDecimal2(320)).toBe('320');
    expect(formatDecimal2(-0.001)).toBe('0');
  });
});

describe('formatCompact (SPEC §9: k/M/G/T/P/E from 1000)', () => {
  it('leaves values under 1000 as they are', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(999.994)).toBe('999.99');
    expect(formatCompact(1.79)).toBe('1.79');
  });
  it('abbreviates from 1000 with 2 decimals', () => {
    expect(formatCompact(1000)).toBe('1k');
    expect(formatCompact(1234)).toBe('1.23k');
    expect(formatCompact(1_085_156)).toBe('1.09M');
    expect(formatCompact(2_010_000_000)).toBe('2.01G');
    expect(formatCompact(3.5e12)).toBe('3.5T');
    expect(formatCompact(4e15)).toBe('4P');
    expect(formatCompact(5e18)).toBe('5E');
  });
  it('carries a value that rounds up to 1000 into the next unit', () => {
    expect(formatCompact(999_999)).toBe('1M');
    expect(formatCompact(999_995_000)).toBe('1G');
  });
  it('keeps the sign and refuses non-numbers', () => {
    expect(formatCompact(-2500)).toBe('-2.5k');
    expect(formatCompact(Number.NaN)).toBe('-');
  });
});

describe('VND and counts', () => {
  it('writes compact VND on cards and full VND in tooltips', () => {
    expect(formatCompactVnd(1_500_000)).toBe('1.5M VND');
    expect(formatCompactVnd(250)).toBe('250 VND');
    expect(formatFullVnd(1_500_000)).toBe('1,500,000 VND');
    expect(formatFullVnd(1234.6)).toBe('1,235 VND');
    expect(formatCount(1_085_156)).toBe('1,085,156');
  });
});

describe('trend rule (SPEC §2.4)', () => {
  it('is up (green) only when the change is above 0', () => {
    expect(trendOf(0.01)).toBe('up');
    expect(trendOf(100)).toBe('up');
  });
  it('is down (red) when the change is 0 or below', () => {
    expect(trendOf(0)).toBe('down');
    expect(trendOf(-0)).toBe('down');
    expect(trendOf(-10)).toBe('down');
  });
  it('writes the change as a signed percentage', () => {
    expect(formatChange(66.67)).toBe('+66.67%');
    expect(formatChange(-10)).toBe('-10%');
    expect(formatChange(0)).toBe('0%');
    expect(formatChange(1500)).toBe('+1.5k%');
  });
});
