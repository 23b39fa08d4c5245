/*
 * SPEC §9: numbers are shown with (at most) 2 decimals, and values of 1000 or more in a compact
 * k/M/G/T/P/E form. Pure functions, shared by the dashboard cards, chart axes and tooltips.
 */

const UNITS = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** At most 2 decimals, no grouping: 0.6, 66.67, 320. */
export function formatDecimal2(value: number): string {
  const text = twoDecimals.format(value);
  // -0 reads oddly on a card.
  return text === '-0' ? '0' : text;
}

/** 999 → '999', 1000 → '1k', 1234567 → '1.23M', 2.5e9 → '2.5G'; the sign is kept. */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '-';
  const sign = value < 0 ? '-' : '';
  let abs = Math.abs(value);
  let unit = 0;
  while (abs >= 1000 && unit < UNITS.length - 1) {
    abs /= 1000;
    unit += 1;
  }
  // 999,999 rounds to 1000k at 2 decimals: carry it to the next unit.
  if (Math.round(abs * 100) / 100 >= 1000 && unit < UNITS.length - 1) {
    abs /= 1000;
    unit += 1;
  }
  const text = formatDecimal2(abs);
  return text === '0' ? '0' : `${sign}${text}${UNITS[unit] ?? ''}`;
}

/** Compact VND for cards and axes: '1.5M VND'. */
export function formatCompactVnd(value: number): string {
  return `${formatCompact(value)} VND`;
}

/** Full VND for tooltips, where there is room for every digit: '1,500,000 VND'. */
export function formatFullVnd(value: number): string {
  return `${grouped.format(Math.round(value))} VND`;
}

/** Whole counts with thousands separators: '1,085,156'. */
export function formatCount(value: number): string {
  return grouped.format(value);
}

export type Trend = 'up' | 'down';

/** SPEC §2.4: red and down when the change is not above 0, green and up otherwise. */
export function trendOf(change: number): Trend {
  return change > 0 ? 'up' : 'down';
}

/** '+66.67%', '-10%', '0%' (the weekly change is a percentage; docs/dashboard.md). */
export function formatChange(change: number): string {
  const text = formatCompact(change);
  return `${change > 0 ? '+' : ''}${text}%`;
}
