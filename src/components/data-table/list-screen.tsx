import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { DataTable, type DataTableColumn } from './data-table';

/** What `useList` returns that the frame shows. */
export interface ListView<Row> {
  page: number;
  rows: Row[] | undefined;
  total: number | undefined;
  totalPages: number;
  isLoading: boolean;
  isStale: boolean;
  error: unknown;
  retry: () => void;
  setPage: (page: number) => void;
}

/**
 * The frame of every list screen (SPEC §2.5): title with its total, the header actions, the toolbar
 * (search, filters, Clear), the server-paged table with its loading, stale, empty and error states.
 */
export function ListScreen<Row extends { id: string }>(props: {
  title: string;
  list: ListView<Row>;
  columns: DataTableColumn<Row>[];
  /** The table's accessible name; defaults to the title. */
  label?: string;
  actions?: ReactNode;
  toolbar?: ReactNode;
  emptyText: string;
  children?: ReactNode;
}) {
  const { list } = props;
  return (
    <section>
      <PageHeader title={props.title} count={list.total} actions={props.actions} />
      {props.toolbar}
      {props.children}
      <DataTable
        label={props.label ?? props.title}
        columns={props.columns}
        rows={list.rows}
        getRowId={(r) => r.id}
        page={list.page}
        totalPages={list.totalPages}
        onPageChange={list.setPage}
        isLoading={list.isLoading}
        isStale={list.isStale}
        error={list.error}
        onRetry={list.retry}
        emptyText={props.emptyText}
      />
    </section>
  );
}
