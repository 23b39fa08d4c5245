import type { RawCell } from './read-rows';

/** A cell as text: numbers as written (no exponent for ids), blanks as ''. */
export function cellText(cell: RawCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return cell.trim();
}

const GROUPED_COMMA = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const GROUPED_DOT = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;
const DECIMAL_COMMA = /^-?\d+,\d+$/;
const PLAIN = /^-?\d+(\.\d+)?$/;

/**
 * A cell as a number: null when blank, NaN when it is text that is not a number. Text accepts both
 * '1,250,000' and the Vietnamese '1.250.000' grouping, and '0,5' as a decimal comma.
 */
export function cellNumber(cell: RawCell | undefined): number | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return cell;
  let text = cell.replace(/[\s\u00a0]/g, '');
  if (text === '') return null;
  if (GROUPED_COMMA.test(text)) text = text.replace(/,/g, '');
  else if (GROUPED_DOT.test(text)) text = text.replace(/\./g, '').replace(',', '.');
  else if (DECIMAL_COMMA.test(text)) text = text.replace(',', '.');
  return PLAIN.test(text) ? Number(text) : Number.NaN;
}
