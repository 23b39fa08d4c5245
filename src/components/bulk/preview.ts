import { cellText } from '@/lib/xlsx/cell-values';
import type { RawCell, SheetRow } from '@/lib/xlsx/read-rows';
import { isUuid } from '@/rules/ids';

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
  /**
   * A skip with something to fix in the row (a bad value, an unknown model, a formula): the admin is told
   * it was rejected. A row skipped with nothing wrong in it is not: one that repeats what is saved or a
   * row above (same key, same id), one the import skips by rule (no price, SPEC §4), or one that changes
   * nothing.
   */
  rejected: boolean;
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

/** Why a row is skipped, and what it is called when that is not the label typed in it. */
type Skip = { reason: string; label?: string; skipOnly?: boolean };

/**
 * One kind of sheet (car versions, registration locations) as the dry run reads it: what a row is
 * called, how a new row becomes create variables, and how an update row changes its saved record.
 */
export interface SheetKind<R extends { id: string }, V> {
  /** The header the preview shows when the file has no first row. */
  template: readonly string[];
  /** Columns typed by people: a formula in any of them refuses the row. */
  textColumns: readonly number[];
  /** What the admin knows a row by, as typed (a name, a province). */
  label: (cells: RawCell[]) => string;
  /** Add: the create variables and the key no saved record or earlier row may share, or a skip. */
  add: (cells: RawCell[]) => Skip | { key: string; label?: string; variables: V };
  /**
   * Whether the key names the record itself, so a row repeating a saved key or an earlier row's is the same
   * record again, skipped (a version's model and name, a province's costs); otherwise the key is only
   * something two records may not share, and such a row is rejected (a theory question's number).
   */
  keyIsRecord: boolean;
  /** The keys of the saved records, and why a row repeating one (or an earlier row's) is skipped. */
  savedKeys: Iterable<string>;
  keySaved: string | ((key: string) => string);
  keyEarlier: (rowNumber: number, key: string) => string;
  /** Update: the records an update row names by the id in its first column. */
  records: readonly R[];
  /** Why an update row without an id, or with one no record has, is skipped. */
  noId: string;
  unknownId: string;
  /** What a row is called once its record is found (its saved name), when the record says. */
  recordLabel?: (record: R) => string | undefined;
  /** Update: the edit variables and whether they change anything, or a skip. */
  update: (cells: RawCell[], record: R) => Skip | { variables: V; unchanged: boolean };
}

const ID_COLUMN = 0;

/**
 * The dry run of a sheet (rows from the second row, SPEC §4): formulas refused, every new row checked
 * against the saved keys and the rows above it, every update row against its saved record by id (each
 * record once), and a row that changes nothing skipped as such.
 */
export function previewSheet<R extends { id: string }, V>(
  rows: readonly SheetRow[],
  mode: BulkMode,
  kind: SheetKind<R, V>,
): Preview<V> {
  const { header, data } = splitHeader(rows);
  const byId = new Map(kind.records.map((r) => [r.id.toLowerCase(), r]));
  const saved = new Set(kind.savedKeys);
  const seen = new Map<string, number>();

  const judge = (row: SheetRow): PreviewRow<V> => {
    const cells = row.cells;
    const idCell = cellText(cells[ID_COLUMN]);
    let label = kind.label(cells);
    const skip = (s: Skip, id: string | null): PreviewRow<V> => ({
      rowNumber: row.rowNumber,
      cells,
      label: s.label ?? label,
      id,
      action: 'skip',
      reason: s.reason,
      rejected: !s.skipOnly,
      variables: null,
    });
    const write = (action: 'create' | 'update', id: string | null, variables: V): PreviewRow<V> => ({
      rowNumber: row.rowNumber,
      cells,
      label,
      id,
      action,
      reason: null,
      rejected: false,
      variables,
    });
    if (kind.textColumns.some((i) => FORMULA_TEXT.test(cellText(cells[i])))) {
      return skip({ reason: FORMULA_MESSAGE }, idCell || null);
    }

    if (mode === 'add') {
      const made = kind.add(cells);
      if ('reason' in made) return skip(made, null);
      label = made.label ?? label;
      const earlier = seen.get(made.key);
      if (saved.has(made.key)) {
        const reason = typeof kind.keySaved === 'string' ? kind.keySaved : kind.keySaved(made.key);
        return skip({ reason, skipOnly: kind.keyIsRecord }, null);
      }
      if (earlier !== undefined) {
        return skip({ reason: kind.keyEarlier(earlier, made.key), skipOnly: kind.keyIsRecord }, null);
      }
      seen.set(made.key, row.rowNumber);
      return write('create', null, made.variables);
    }

    if (!idCell) return skip({ reason: kind.noId }, null);
    const record = isUuid(idCell) ? byId.get(idCell.toLowerCase()) : undefined;
    if (!record) return skip({ reason: kind.unknownId }, idCell);
    label = kind.recordLabel?.(record) ?? label;
    const earlier = seen.get(record.id);
    if (earlier !== undefined) {
      return skip({ reason: `The same id is on row ${String(earlier)}`, skipOnly: true }, record.id);
    }
    seen.set(record.id, row.rowNumber);
    const edited = kind.update(cells, record);
    if ('reason' in edited) return skip(edited, record.id);
    if (edited.unchanged) return skip({ reason: NOTHING_TO_CHANGE, skipOnly: true }, record.id);
    return write('update', record.id, edited.variables);
  };

  const out = data.map(judge);
  return { mode, header: header ?? [...kind.template], rows: out, counts: countActions(out) };
}
