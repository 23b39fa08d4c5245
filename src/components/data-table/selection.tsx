import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { sessionPermissions } from '@/components/layout/permissions';
import { holds, type Permission } from '@/rules/permissions';
import type { DataTableColumn } from './data-table';

/*
 * Selecting rows for a bulk action (issue 25 §2; docs/adding-a-screen.md, "Bulk actions"): the checkbox
 * column ('Select all' in the header, 'Select <row name>' on each row, shift-click for a range), and the
 * selection it keeps across pages. The bar that acts on it is bulk-bar.tsx.
 */

/** One row of a bulk action's answer (AdminBulkActionResult): the server's own words when it failed. */
export interface BulkRowResult {
  id: string;
  ok: boolean;
  error?: string | null;
}

/** The answer of one call, or null when the call failed as a whole (already reported by the error mapper). */
export type BulkAnswer = readonly BulkRowResult[] | null;

/** Sends the rows to the server (the kit calls it once per MAX_BULK_ACTION_IDS rows). */
export type BulkRun<Row> = (rows: readonly Row[]) => Promise<BulkAnswer>;

export interface BulkDialogProps<Row> {
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs the action with what the dialog asked for; resolves once every row has its answer. */
  submit: (run: BulkRun<Row>) => Promise<void>;
}

/** An action on the selected rows, declared once beside the list's columns. */
export interface BulkAction<Row> {
  /** The button's words ('Approve', 'Delete'). */
  label: string;
  /** Offered only to an admin whose role holds it: the server's field declares the same one. */
  permission: Permission;
  destructive?: boolean;
  /** What the bar says of the rows it applied to: (2) => '2 posts approved'. */
  done: (count: number) => string;
  /** What it says of those it did not: (1) => '1 post not approved'. */
  failed: (count: number) => string;
  /** Runs at once, or after `confirm`. */
  run?: BulkRun<Row>;
  /** Asked before `run` (a delete): 'Delete 3 garages?'. */
  confirm?: (count: number) => { title: string; description: string; okText: string };
  /**
   * Takes back the rows it applied to (a delete whose rows went to the Trash): the bar's message offers
   * Undo for `undo.ms`.
   */
  undo?: { run: (ids: readonly string[]) => unknown; ms: number; note: string };
  /** Asks for what the action needs (one reason for all) and runs it through `submit`. */
  dialog?: (props: BulkDialogProps<Row>) => ReactNode;
}

/** A list's bulk actions and how a row is named (its checkbox 'Select <name>', a failure's line). */
export interface ListBulk<Row> {
  rowName: (row: Row) => string;
  actions: readonly BulkAction<Row>[];
}

/** The actions the signed-in admin's role permits; none means the list shows no checkboxes. */
export function permittedActions<Row>(bulk: ListBulk<Row> | undefined): readonly BulkAction<Row>[] {
  if (!bulk) return [];
  const held = sessionPermissions();
  return bulk.actions.filter((a) => holds(held, a.permission));
}

export interface Selection<Row> {
  /** The selected rows, in the order they were selected, from any page. */
  rows: readonly Row[];
  count: number;
  isSelected: (id: string) => boolean;
  /** A row's checkbox: with `range` (shift held), every row between it and the last one clicked follows it. */
  toggle: (id: string, range: boolean) => void;
  /** The header's checkbox: every row of this page on or off. */
  togglePage: () => void;
  pageState: 'all' | 'some' | 'none';
  /** Replaces the selection (every row the filters match; the failed rows after an action). */
  replace: (rows: readonly Row[]) => void;
  clear: () => void;
  rowName: (row: Row) => string;
}

/** The selection of a list whose page shows `pageRows`; kept across pages, by row id. */
export function useSelection<Row extends { id: string }>(
  pageRows: readonly Row[] | undefined,
  rowName: (row: Row) => string,
): Selection<Row> {
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  // The last row clicked without shift, on this page: a shift-click selects from it.
  const anchor = useRef<string | null>(null);
  const page = useMemo(() => pageRows ?? [], [pageRows]);

  const toggle = useCallback(
    (id: string, range: boolean) => {
      const at = page.findIndex((r) => r.id === id);
      const row = page[at];
      if (!row) return;
      // Read the anchor now: the updater below may run later, after it has moved to this row.
      const from = range && anchor.current ? page.findIndex((r) => r.id === anchor.current) : -1;
      const span = from < 0 ? [row] : page.slice(Math.min(from, at), Math.max(from, at) + 1);
      setSelected((prev) => {
        const on = !prev.has(id);
        const next = new Map(prev);
        for (const r of span) {
          if (on) next.set(r.id, r);
          else next.delete(r.id);
        }
        return next;
      });
      anchor.current = id;
    },
    [page],
  );

  const onPage = page.filter((r) => selected.has(r.id)).length;
  const pageState = page.length > 0 && onPage === page.length ? 'all' : onPage > 0 ? 'some' : 'none';
  const togglePage = useCallback(() => {
    setSelected((prev) => {
      const next = new Map(prev);
      const all = page.every((r) => prev.has(r.id));
      for (const r of page) {
        if (all) next.delete(r.id);
        else next.set(r.id, r);
      }
      return next;
    });
  }, [page]);
  const replace = useCallback((rows: readonly Row[]) => {
    anchor.current = null;
    setSelected(new Map(rows.map((r) => [r.id, r])));
  }, []);
  const clear = useCallback(() => replace([]), [replace]);
  const rows = useMemo(() => [...selected.values()], [selected]);

  return {
    rows,
    count: selected.size,
    isSelected: (id) => selected.has(id),
    toggle,
    togglePage,
    pageState,
    replace,
    clear,
    rowName,
  };
}

// The checkbox cells read the selection from here, so the column is built once per list: a cell
// renderer built anew on every click would remount its cell and lose the focused checkbox.
// `never`: any list's selection fits; each cell reads it with its own row type.
const SelectionContext = createContext<Selection<never> | null>(null);

export function SelectionProvider<Row>(props: { selection: Selection<Row>; children: ReactNode }) {
  return (
    <SelectionContext.Provider value={props.selection as unknown as Selection<never>}>
      {props.children}
    </SelectionContext.Provider>
  );
}

const BOX =
  'size-4 cursor-pointer rounded border-input align-middle accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function PageCheckbox() {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  return (
    <input
      type="checkbox"
      aria-label="Select all"
      className={BOX}
      checked={selection.pageState === 'all'}
      ref={(el) => {
        if (el) el.indeterminate = selection.pageState === 'some';
      }}
      onChange={() => selection.togglePage()}
    />
  );
}

function RowCheckbox<Row extends { id: string }>({ row }: { row: Row }) {
  const selection = useContext(SelectionContext) as Selection<Row> | null;
  if (!selection) return null;
  return (
    <input
      type="checkbox"
      aria-label={`Select ${selection.rowName(row)}`}
      className={BOX}
      checked={selection.isSelected(row.id)}
      // Shift is read from the click (a keyboard Space clicks too, without it); the change itself is the click's.
      onClick={(e) => selection.toggle(row.id, e.shiftKey)}
      onChange={() => undefined}
    />
  );
}

/** The checkbox column, first in the row; stable for the list's life (see SelectionContext). */
export function selectionColumn<Row extends { id: string }>(): DataTableColumn<Row> {
  return {
    id: 'select',
    header: () => <PageCheckbox />,
    cell: ({ row }) => <RowCheckbox row={row.original} />,
  };
}
