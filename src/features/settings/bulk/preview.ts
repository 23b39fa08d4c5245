import type { RawCell, SheetRow } from '@/lib/xlsx/read-rows';

export type BulkMode = 'add' | 'update';
export type RowAction = 'create' | 'update' | 'skip';

/** One sheet row after the dry run: what importing it would do, and why not when it is skipped. */
export interface PreviewRow<V> {
  rowNumber: number;
  /** The id the row names (update), shown in warnings; null when it has none. */
  id: string | null;
  /** What the admin recognises the row by (a version or province name). */
  label: string;
  action: RowAction;
  reason: string | null;
  /** The mutation's variables, present unless skipped. */
  variables: V | null;
  cells: RawCell[];
}

export interface Preview<V> {
  mode: BulkMode;
  header: RawCell[];
  rows: PreviewRow<V>[];
  counts: Record<RowAction, number>;
}

export function countActions(rows: readonly { action: RowAction }[]): Record<RowAction, number> {
  const counts: Record<RowAction, number> = { create: 0, update: 0, skip: 0 };
  for (const row of rows) counts[row.action] += 1;
  return counts;
}

/** The comparison key for names typed by people: NFC, single spaces, case folded the Vietnamese way. */
export function nameKey(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi');
}

/** The first zod issue as '<column>: <message>', the column named the way the sheet's header does. */
export function issueReason(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  columns: Readonly<Record<string, string>>,
): string {
  const issue = issues[0];
  if (!issue) return 'Invalid row';
  const field = String(issue.path[0] ?? '');
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
  return column ? `${column}: ${issue.message}` : issue.message;
}

/** Text cells starting like a formula are refused: they are data in our files, never something to run. */
export const FORMULA_TEXT = /^[=+@]/;
export const FORMULA_MESSAGE = 'Formulas are not accepted; type the value itself';

/** Row 1 is the header whatever it says; data starts at the second row (SPEC §4). */
export function splitHeader(rows: readonly SheetRow[]): { header: RawCell[] | null; data: SheetRow[] } {
  return {
    header: rows.find((r) => r.rowNumber === 1)?.cells ?? null,
    data: rows.filter((r) => r.rowNumber >= 2),
  };
}

/** A skip that is not a problem: the row already says what is saved. */
export const NOTHING_TO_CHANGE = 'Nothing to change';

/** SPEC §8: the warning for a bulk-update row that fails. */
export const rowWarning = (id: string) => `Vui lòng kiểm tra dữ liệu với id ${id}`;

export const rowsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;
