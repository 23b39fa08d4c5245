// Number inputs show thousands separators (SPEC §9); the value the form holds stays a plain number.
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** 1234567.5 → '1,234,567.5'; null/undefined/NaN → ''. */
export function formatThousands(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return grouping.format(value);
}

/**
 * What the admin typed → a number, or null when empty. Separators and spaces are ignored; anything
 * else that is not a number gives NaN so the zod rule can name the field instead of silently dropping it.
 */
export function parseThousands(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^-?\d*\.?\d*$/.test(cleaned) || cleaned === '-' || cleaned === '.') return Number.NaN;
  return Number(cleaned);
}
