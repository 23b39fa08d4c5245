import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { DataGrid } from './data-grid';
import { DataTable, type DataTableColumn } from './data-table';
import type { ListSearch } from './list-search';
import { AddNewLink } from './list-controls';
import { searchRefusal } from './list-load-error';
import { ListToolbar } from './list-toolbar';

/** What `useList` (or `useFlatList`) returns that the frame shows and wires. */
export interface ListView<Row> {
  search: ListSearch;
  setSearch: (keyword: string) => void;
  clear: () => void;
  page: number;
  rows: Row[] | undefined;
  total: number | undefined;
  /** `total` is where the server stopped counting; the title reads 'Posts (1,000+)'. */
  totalIsLowerBound?: boolean;
  totalPages: number;
  isLoading: boolean;
  isStale: boolean;
  error: unknown;
  retry: () => void;
  setPage: (page: number) => void;
  /** A sortable header was clicked (useList): the order goes to the URL and the list back to page 1. */
  setSort?: (sort: string) => void;
}

/** The filter row, wired to the list: search on Enter and Clear come from the URL state. */
export interface ListFilters {
  searchPlaceholder: string;
  /** Search as the admin types, without Enter, once typing pauses this long (SPEC §9: posts 1000 ms). */
  searchDebounceMs?: number;
  dateRange?: ComponentProps<typeof ListToolbar>['dateRange'];
  /** The message of a filter rule the URL broke (SPEC §5), shown as text. */
  error?: string | undefined;
  /** The list's own filters, between the search box and Clear. */
  children?: ReactNode;
}

/**
 * The frame of every list screen (SPEC §2.5): title with its total, 'Add new' and the other header
 * actions, the filter row (search, the list's filters, Clear), the server-paged table with its loading,
 * stale, empty and error states.
 */
export function ListScreen<Row extends { id: string }>(props: {
  title: string;
  list: ListView<Row>;
  /** The table's columns; a list drawn as cards gives `card` instead. */
  columns?: DataTableColumn<Row>[];
  /** Draws each row as a card in a grid (DataGrid) rather than a table row. */
  card?: (row: Row) => ReactNode;
  /** The table's accessible name; defaults to the title. */
  label?: string;
  /** The create page 'Add new' opens. */
  addNew?: ComponentProps<typeof AddNewLink>['to'];
  actions?: ReactNode;
  filters?: ListFilters;
  /** Above the filter row (an export's progress, say). */
  toolbar?: ReactNode;
  emptyText: string;
  /** A keyboard-driven list's selected row, and a click selecting one (see DataTable). */
  selectedRowId?: string | undefined;
  onRowSelect?: (id: string) => void;
  /** Narrower cells, for a list with many columns (see DataTable). */
  dense?: boolean;
  children?: ReactNode;
}) {
  const { list, filters } = props;
  const actions =
    props.addNew !== undefined ? (
      <>
        <AddNewLink to={props.addNew} variant={props.actions ? 'outline' : 'default'} />
        {props.actions}
      </>
    ) : (
      props.actions
    );
  return (
    <section>
      <PageHeader
        title={props.title}
        count={list.total}
        countIsLowerBound={list.totalIsLowerBound}
        actions={actions}
      />
      {props.toolbar}
      {filters ? (
        <ListToolbar
          search={list.search.search}
          onSearch={list.setSearch}
          searchPlaceholder={filters.searchPlaceholder}
          searchDebounceMs={filters.searchDebounceMs}
          dateRange={filters.dateRange}
          error={filters.error}
          searchError={searchRefusal(list.error)}
          onClear={list.clear}
        >
          {filters.children}
        </ListToolbar>
      ) : null}
      {props.children}
      {props.card ? (
        <DataGrid
          label={props.label ?? props.title}
          rows={list.rows}
          getRowId={(r) => r.id}
          card={props.card}
          page={list.page}
          totalPages={list.totalPages}
          onPageChange={list.setPage}
          isLoading={list.isLoading}
          isStale={list.isStale}
          error={list.error}
          onRetry={list.retry}
          emptyText={props.emptyText}
        />
      ) : (
        <DataTable
          label={props.label ?? props.title}
          columns={props.columns ?? []}
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
          selectedRowId={props.selectedRowId}
          onRowSelect={props.onRowSelect}
          dense={props.dense}
          sort={list.search.sort}
          onSort={list.setSort}
        />
      )}
    </section>
  );
}
