import {
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Inbox } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { sessionPermissions } from '@/components/layout/permissions';
import { cn } from '@/lib/cn';
import { holds, type Permission } from '@/rules/permissions';
import type { Cell } from '@/lib/xlsx/workbook';
import { ListLoadError } from './list-load-error';

/**
 * What Export writes for a column (docs/adding-a-screen.md, "Export"): its header and the row's value as a spreadsheet cell,
 * a date as a Date and an amount as a number. `index` is the row's place in the whole export.
 */
export interface ColumnExport {
  header: string;
  // `never`: any row type fits here; the export reads it with the list's own row type (list-export.ts).
  value: (row: never, index: number) => Cell;
}

/** What a column declares beyond TanStack's own. */
export interface DataTableColumnMeta {
  /** The key the server sorts the column by (server/kit/sort.ts). */
  sort?: string;
  /** The column's value in the list's Export; a column without it (images, actions) is left out. */
  export?: ColumnExport;
  /** The header in words, where `header` renders more than its text (numericColumn). */
  label?: string;
  /**
   * A column admins decide on (status, Kar Check, the Active switch): it stays in view at the table's right
   * edge, with the actions, when the table is wider than the screen. Only a run of such columns at the end
   * of the row can stay (see `pinnedAtEnd`).
   */
  pin?: boolean;
  /**
   * Only an admin holding this permission sees the column, or finds it in an Export (a member's balance:
   * docs/permissions.md#hidden-fields); the API answers the value as null to everyone else anyway.
   */
  permission?: Permission;
}

/** The columns the signed-in admin may see (see `restricted`). */
export function permittedColumns<Row extends RowData>(
  columns: DataTableColumn<Row>[],
): DataTableColumn<Row>[] {
  const held = sessionPermissions();
  return columns.filter((c) => !c.meta?.permission || holds(held, c.meta.permission));
}

/** Every list is paged by the server (SPEC §2.5): the table only ever holds the current page. */
export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  columnMeta: {} as DataTableColumnMeta,
});
export type DataTableColumn<Row extends RowData> = ColumnDef<typeof dataTableFeatures, Row>;

export const PAGE_SIZE = 10;

/** SPEC §2.5: the running number continues across pages. */
export const ordinal = (page: number, index: number, pageSize = PAGE_SIZE) =>
  (page - 1) * pageSize + index + 1;

export interface DataTableProps<Row extends RowData> {
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  getRowId: (row: Row) => string;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  /** The rows shown belong to the previous page or search while the new one loads. */
  isStale?: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText?: string;
  label: string;
  /** The column that stays in view when a narrow screen scrolls the others (the row actions). */
  stickyColumn?: string;
  /** The row a keyboard-driven list has selected (the posts' review queue: J/K): marked and scrolled to. */
  selectedRowId?: string | undefined;
  /** A click on a row's background selects it. */
  onRowSelect?: ((id: string) => void) | undefined;
  /** Narrower cell padding, for a list whose SPEC columns are many (posts: 13) so it fits at 1440 px. */
  dense?: boolean | undefined;
  /** The order the server answered in (`createdAt`, `-createdAt`); the sorted column's header says so. */
  sort?: string | undefined;
  /** A sortable column's header was clicked: the order it asks for. Without it no header is a button. */
  onSort?: ((sort: string) => void) | undefined;
  /** Rows ticked for a bulk action (selection.tsx) are tinted. */
  isRowSelected?: ((id: string) => boolean) | undefined;
}

// Words stay whole (a squeezed column must not read 'Carniva l'); text longer than a cell should hold is
// cut to the SPEC §9 length by <Truncated>, and the table scrolls sideways with the actions kept in view.
const cellText = 'break-words';
const edge = 'shadow-[-1px_0_0_var(--color-border)]';

// A ticked row's tint over an opaque cell (index.css): a pinned cell hides the columns scrolling under it.
// A class of its own, as tailwind-merge would take a `bg-[…]` gradient for a colour and drop `bg-card`.
const selectedPinned = 'pinned-row-selected';

const sortKey = (meta: DataTableColumnMeta | undefined) => meta?.sort;

/** WAI-ARIA: only the column the rows are ordered by says which way; the other sortable ones say none. */
function ariaSort(sort: string | undefined, key: string | undefined) {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return 'none';
}

/**
 * A sortable column's header: a button that sorts by its key, ascending, and the next click reverses.
 * The arrow shows the order; the words are on the `th` (`aria-sort`), so the arrow is hidden from readers.
 */
function SortButton(props: {
  sortBy: string | undefined;
  sort: string | undefined;
  onSort: ((sort: string) => void) | undefined;
  children: ReactNode;
}) {
  const { sortBy, sort, onSort } = props;
  if (!sortBy || !onSort) return <>{props.children}</>;
  const Arrow = sort === sortBy ? ArrowUp : sort === `-${sortBy}` ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => onSort(sort === sortBy ? `-${sortBy}` : sortBy)}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase tracking-wide hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {props.children}
      <Arrow className={cn('size-3.5 shrink-0', Arrow === ArrowUpDown && 'opacity-50')} aria-hidden="true" />
    </button>
  );
}

// The selected row stays in view as J/K move through a long page.
const scrollIntoView = (el: HTMLTableRowElement | null) => el?.scrollIntoView({ block: 'nearest' });

/**
 * The columns kept in view at the right edge: the row actions (`stickyId`) and the pinned columns just
 * before them, as one run at the end of the row (a pinned column with unpinned ones after it would cover them).
 */
function pinnedAtEnd<Row extends RowData>(columns: DataTableColumn<Row>[], stickyId: string): string[] {
  const run: string[] = [];
  for (let i = columns.length - 1; i >= 0; i--) {
    const col = columns[i];
    const id = col?.id ?? '';
    if (!col || !(id === stickyId || col.meta?.pin)) break;
    run.unshift(id);
  }
  return run;
}

/**
 * How far from the right edge each pinned column stays: the widths of the pinned columns after it,
 * measured from the header cells and kept up to date as they change.
 */
function usePinnedOffsets(pinned: string[]) {
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const [offsets, setOffsets] = useState<Record<string, number>>({});
  const key = pinned.join(' ');
  useLayoutEffect(() => {
    const ids = key ? key.split(' ') : [];
    const measure = () => {
      const next: Record<string, number> = {};
      let right = 0;
      for (let i = ids.length - 1; i >= 0; i--) {
        const id = ids[i] ?? '';
        next[id] = right;
        right += cells.current.get(id)?.getBoundingClientRect().width ?? 0;
      }
      setOffsets((prev) => (ids.every((id) => prev[id] === next[id]) ? prev : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const id of ids) {
      const cell = cells.current.get(id);
      if (cell) observer.observe(cell);
    }
    return () => observer.disconnect();
  }, [key]);
  const cellRef = (id: string) => (el: HTMLTableCellElement | null) => {
    if (el) cells.current.set(id, el);
    else cells.current.delete(id);
  };
  return { offsets, cellRef };
}

export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { rows, page, totalPages, isLoading, error } = props;
  const columns = useMemo(() => permittedColumns(props.columns), [props.columns]);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows ?? [],
    getRowId: props.getRowId,
    manualPagination: true,
    pageCount: totalPages,
    state: { pagination: { pageIndex: page - 1, pageSize: PAGE_SIZE } },
  });
  const columnCount = columns.length;
  const stickyId = props.stickyColumn ?? 'action';
  const pinned = pinnedAtEnd(columns, stickyId);
  const { offsets, cellRef } = usePinnedOffsets(pinned);
  // The first pinned column draws the edge the others scroll under.
  const pinClass = (id: string) => (pinned.includes(id) ? cn('sticky', id === pinned[0] && edge) : undefined);
  const pinStyle = (id: string) => (pinned.includes(id) ? { right: offsets[id] ?? 0 } : undefined);

  return (
    <div>
      <Table
        aria-label={props.label}
        aria-busy={isLoading || !!props.isStale}
        data-stale={props.isStale ? 'true' : undefined}
        // Dimming the rows would drop their text below 4.5:1; the cursor and the note below say it instead.
        className={cn(props.isStale && 'cursor-progress')}
      >
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <TableHead
                  key={header.id}
                  ref={pinned.includes(header.column.id) ? cellRef(header.column.id) : undefined}
                  style={pinStyle(header.column.id)}
                  aria-sort={
                    sortKey(header.column.columnDef.meta)
                      ? ariaSort(props.sort, sortKey(header.column.columnDef.meta))
                      : undefined
                  }
                  className={cn(
                    props.dense && 'px-2',
                    pinned.includes(header.column.id) && [pinClass(header.column.id), 'bg-muted'],
                  )}
                >
                  {header.isPlaceholder ? null : (
                    <SortButton
                      sortBy={props.onSort && sortKey(header.column.columnDef.meta)}
                      sort={props.sort}
                      onSort={props.onSort}
                    >
                      <table.FlexRender header={header} />
                    </SortButton>
                  )}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {isLoading ? (
            Array.from({ length: PAGE_SIZE }, (_, i) => (
              <TableRow key={`skeleton-${i}`} data-testid="skeleton-row">
                {Array.from({ length: columnCount }, (_, j) => (
                  <TableCell key={j}>
                    <Skeleton className="h-4 w-full" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : error ? (
            <TableRow>
              <TableCell colSpan={columnCount} className="py-10 text-center">
                <ListLoadError error={error} onRetry={props.onRetry} />
              </TableCell>
            </TableRow>
          ) : table.getRowModel().rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columnCount} className="py-10 text-center text-muted-foreground">
                <div className="flex flex-col items-center gap-2">
                  <Inbox className="size-6" aria-hidden="true" />
                  <span>{props.emptyText ?? 'No data'}</span>
                </div>
              </TableCell>
            </TableRow>
          ) : (
            table.getRowModel().rows.map((row) => (
              <TableRow
                key={row.id}
                aria-selected={props.selectedRowId === undefined ? undefined : row.id === props.selectedRowId}
                data-selected={row.id === props.selectedRowId ? 'true' : undefined}
                ref={row.id === props.selectedRowId ? scrollIntoView : undefined}
                onClick={props.onRowSelect ? () => props.onRowSelect?.(row.id) : undefined}
                className={cn(
                  row.id === props.selectedRowId && 'bg-accent hover:bg-accent',
                  props.isRowSelected?.(row.id) && 'bg-primary/5',
                )}
              >
                {row.getAllCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    style={pinStyle(cell.column.id)}
                    className={cn(
                      cellText,
                      props.dense && 'px-2',
                      pinned.includes(cell.column.id) && [
                        pinClass(cell.column.id),
                        row.id === props.selectedRowId
                          ? 'bg-accent'
                          : props.isRowSelected?.(row.id)
                            ? selectedPinned
                            : 'bg-card',
                      ],
                    )}
                  >
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {props.isStale ? (
        <p role="status" className="mt-2 text-center text-xs text-muted-foreground">
          Loading…
        </p>
      ) : null}
      {!error && totalPages > 1 ? (
        <Pagination page={page} totalPages={totalPages} onPageChange={props.onPageChange} />
      ) : null}
    </div>
  );
}
