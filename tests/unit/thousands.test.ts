import { describe, expect, it } from 'vitest';
import { formatThousands, parseThousands } from '../../src/lib/thousands';

describe('thousands separators', () => {
  it('formats numbers with commas and keeps decimals', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(1234.5)).toBe('1,234.5');
    expect(formatThousands(0)).toBe('0');
  });
  it('shows nothing for an absent value', () => {
    expect(formatThousands(null)).toBe('');
    expect(formatThousands(undefined)).toBe('');
    expect(formatThousands(Number.NaN)).toBe('');
  });
  it('parses what the admin typed, separators and spaces ignored', () => {
    expect(parseThousands('1,234,567')).toBe(1234567);
    expect(parseThousands(' 12 000.25 ')).toBe(12000.25);
    expect(parseThousands('')).toBeNull();
  });
  it('gives NaN for text that is not a number so the rule can name the field', () => {
    expect(parseThousands('12a')).toBeNaN();
    expect(parseThousands('-')).toBeNaN();
    expect(parseThousands('1.2.3')).toBeNaN();
  });
});
