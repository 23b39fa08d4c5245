import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ActiveSwitch } from '@/components/actions/active-switch';
import { ordinal, type DataTableColumn } from './data-table';
import type { Cell } from '@/lib/xlsx/workbook';
import type { Permission } from '@/rules/permissions';
import { Truncated } from './truncated';

/** Dates, amounts and counts: kept on one line, digits aligned. */
export function Figure({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={className ?? 'whitespace-nowrap tabular-nums'}>{children}</span>;
}

/**
 * A column that renders one value of its row; most columns are this. With `exportAs`, the list's Export
 * writes that value for it (see `exported`); without, the column is left out of the file.
 */
export function column<Row extends RowData>(
  id: string,
  header: DataTableColumn<Row>['header'],
  render: (row: Row) => ReactNode,
  exportAs?: (row: Row) => Cell,
): DataTableColumn<Row> {
  const col: DataTableColumn<Row> = { id, header, cell: ({ row }) => render(row.original) };
  return exportAs ? exported(exportAs, col) : col;
}

/** The running number, continuing across pages (SPEC §2.5); in an export, the row's place in the file. */
export function indexColumn<Row extends RowData>(page: number): DataTableColumn<Row> {
  return {
    id: 'index',
    header: 'No.',
    cell: ({ row }) => ordinal(page, row.index),
    meta: { export: { header: 'No.', value: (_row, index) => index + 1 } },
  };
}

/** Free text cut to its SPEC §9 length, whole on hover. */
export function textColumn<Row extends RowData>(
  id: string,
  header: string,
  text: (row: Row) => string | null | undefined,
  max: number,
): DataTableColumn<Row> {
  return exported(
    (row) => text(row) ?? '',
    column(id, header, (row) => <Truncated text={text(row)} max={max} />),
  );
}

/** A date, an amount or a count; `exportAs` as for `column`. */
export function figureColumn<Row extends RowData>(
  id: string,
  header: DataTableColumn<Row>['header'],
  value: (row: Row) => ReactNode,
  exportAs?: (row: Row) => Cell,
): DataTableColumn<Row> {
  return column(id, header, (row) => <Figure>{value(row)}</Figure>, exportAs);
}

/** What a row's Active toggle runs: a `useAction` whose pending variables name the row changing. */
export interface ToggleAction {
  run: (v: { id: string; active: boolean }) => unknown;
  variables?: { id: string | number } | undefined;
}

/** SPEC §4 Status: the row's Active switch, greyed only while that row's own change is on its way. */
export function activeColumn<Row extends { id: string; isActive: boolean }>(
  toggle: ToggleAction,
  name: (row: Row) => string,
): DataTableColumn<Row> {
  const col = column<Row>('status', 'Status', (row) => (
    <ActiveSwitch
      name={name(row)}
      isActive={row.isActive}
      pending={toggle.variables?.id === row.id}
      onChange={(active) => void toggle.run({ id: row.id, active })}
    />
  ));
  return pinned(exported((row) => (row.isActive ? 'Active' : 'Inactive'), col));
}

/**
 * A column admins decide on (a status, Kar Check): when the table is wider than the screen it stays in
 * view with the actions at the right edge (DataTable), so the decision is never scrolled away.
 */
export function pinned<Row extends RowData>(col: DataTableColumn<Row>): DataTableColumn<Row> {
  return { ...col, meta: { ...col.meta, pin: true } };
}

/** The column shows, and exports, only for an admin holding `permission` (DataTable drops it otherwise). */
export function restricted<Row extends RowData>(
  permission: Permission,
  col: DataTableColumn<Row>,
): DataTableColumn<Row> {
  return { ...col, meta: { ...col.meta, permission } };
}

/** An amount read down the column: right-aligned, its header too. */
export function numericColumn<Row extends RowData>(
  id: string,
  header: string,
  value: (row: Row) => ReactNode,
  exportAs?: (row: Row) => Cell,
): DataTableColumn<Row> {
  const col: DataTableColumn<Row> = {
    id,
    header: () => <span className="block text-right">{header}</span>,
    cell: ({ row }) => (
      <Figure className="block whitespace-nowrap text-right tabular-nums">{value(row.original)}</Figure>
    ),
    meta: { label: header },
  };
  return exportAs ? exported(exportAs, col) : col;
}

/**
 * The column sorts on the server by `key` (one of the keys its list declares in server/kit/sort.ts): its
 * header becomes a button, and the order goes to the URL (`sort=key`, `sort=-key`).
 */
export function sortable<Row extends RowData>(key: string, col: DataTableColumn<Row>): DataTableColumn<Row> {
  return { ...col, meta: { ...col.meta, sort: key } };
}

/**
 * The column goes into the list's Export with this value (a Date for a date, a number for an amount, so the
 * spreadsheet can sort and add them); its header is the column's own words unless `header` says otherwise.
 */
export function exported<Row extends RowData>(
  value: (row: Row) => Cell,
  col: DataTableColumn<Row>,
  header?: string,
): DataTableColumn<Row> {
  const words = header ?? col.meta?.label ?? (typeof col.header === 'string' ? col.header : (col.id ?? ''));
  return { ...col, meta: { ...col.meta, export: { header: words, value } } };
}

/** An ISO date from the API as a spreadsheet date; blank when there is none. */
export const dateCell = (iso: string | null | undefined): Cell => (iso ? new Date(iso) : null);

/**
 * The column's name in words where its header renders more than text (a right-aligned or wrapping
 * header): the column chooser lists it, and Export heads it, by this name.
 */
export function labelled<Row extends RowData>(
  label: string,
  col: DataTableColumn<Row>,
): DataTableColumn<Row> {
  const exportAs = col.meta?.export;
  return {
    ...col,
    meta: { ...col.meta, label, ...(exportAs ? { export: { ...exportAs, header: label } } : {}) },
  };
}
