import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ActiveSwitch } from '@/components/actions/active-switch';
import { ordinal, type DataTableColumn } from './data-table';
import { Truncated } from './truncated';

/** Dates, amounts and counts: kept on one line, digits aligned. */
export function Figure({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={className ?? 'whitespace-nowrap tabular-nums'}>{children}</span>;
}

/** A column that renders one value of its row; most columns are this. */
export function column<Row extends RowData>(
  id: string,
  header: DataTableColumn<Row>['header'],
  render: (row: Row) => ReactNode,
): DataTableColumn<Row> {
  return { id, header, cell: ({ row }) => render(row.original) };
}

/** The running number, continuing across pages (SPEC §2.5). */
export function indexColumn<Row extends RowData>(page: number): DataTableColumn<Row> {
  return { id: 'index', header: 'No.', cell: ({ row }) => ordinal(page, row.index) };
}

/** Free text cut to its SPEC §9 length, whole on hover. */
export function textColumn<Row extends RowData>(
  id: string,
  header: string,
  text: (row: Row) => string | null | undefined,
  max: number,
): DataTableColumn<Row> {
  return column(id, header, (row) => <Truncated text={text(row)} max={max} />);
}

/** A date, an amount or a count. */
export function figureColumn<Row extends RowData>(
  id: string,
  header: DataTableColumn<Row>['header'],
  value: (row: Row) => ReactNode,
): DataTableColumn<Row> {
  return column(id, header, (row) => <Figure>{value(row)}</Figure>);
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
  return column('status', 'Status', (row) => (
    <ActiveSwitch
      name={name(row)}
      isActive={row.isActive}
      pending={toggle.variables?.id === row.id}
      onChange={(active) => void toggle.run({ id: row.id, active })}
    />
  ));
}

/** An amount read down the column: right-aligned, its header too. */
export function numericColumn<Row extends RowData>(
  id: string,
  header: string,
  value: (row: Row) => ReactNode,
): DataTableColumn<Row> {
  return column(
    id,
    () => <span className="block text-right">{header}</span>,
    (row) => <Figure className="block whitespace-nowrap text-right tabular-nums">{value(row)}</Figure>,
  );
}

/**
 * The column sorts on the server by `key` (one of the keys its list declares in server/kit/sort.ts): its
 * header becomes a button, and the order goes to the URL (`sort=key`, `sort=-key`).
 */
export function sortable<Row extends RowData>(key: string, col: DataTableColumn<Row>): DataTableColumn<Row> {
  return { ...col, meta: { ...col.meta, sort: key } };
}
