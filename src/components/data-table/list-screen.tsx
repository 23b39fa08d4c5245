import { useLocation } from '@tanstack/react-router';
import { useEffect, useMemo, type ComponentProps, type ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { arrangeColumns, useColumnPrefs } from './column-prefs';
import { DataGrid } from './data-grid';
import { DataTable, permittedColumns, type DataTableColumn } from './data-table';
import { ExportButton, ExportProgressBar } from './export-button';
import { useListExport, type FetchAll } from './list-export';
import type { ListSearch } from './list-search';
import { AddNewLink } from './list-controls';
import { searchRefusal } from './list-load-error';
import { ListToolbar } from './list-toolbar';
import { BulkBar } from './bulk-bar';
import {
  permittedActions,
  selectionColumn,
  SelectionProvider,
  useSelection,
  type ListBulk,
} from './selection';
import { ViewsBar } from './views-bar';
import { LiveChangesNotice } from '@/components/live/live-changes-notice';
import { isListKey } from '@/rules/lists';

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
  /** Every row the filters match, for Export (useList, useFlatList). */
  fetchAll?: FetchAll<Row>;
}

const noName = () => '';

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
  /**
   * What Export writes, for a list drawn as cards (a table's columns say it themselves, see `exported`).
   * A list whose columns declare no export value, or that SPEC gives its own export (Members), has none.
   */
  exportColumns?: DataTableColumn<Row>[];
  /** `false`: the list has its own export that SPEC names (Members' EXPORT), so no kit Export beside it. */
  exportable?: false;
  /**
   * The list's bulk actions (selection.tsx): rows get checkboxes and the bar acts on them, for an admin whose
   * role permits at least one of the actions; otherwise the list shows no checkboxes.
   */
  bulk?: ListBulk<Row>;
  children?: ReactNode;
}) {
  const { list, filters } = props;
  // Saved views and the admin's columns (docs/saved-views.md): a list is known by its path.
  const listKey = useLocation({ select: (l) => l.pathname });
  // Only a list of src/rules/lists.ts has views (the server checks its permission); the banner list drawn
  // again under /banner/create, say, has none.
  const hasViews = isListKey(listKey);
  const table = props.card ? undefined : props.columns;
  const prefs = useColumnPrefs(listKey, hasViews && table !== undefined);
  const permitted = useMemo(() => (table ? permittedColumns(table) : []), [table]);
  const shown = useMemo(() => arrangeColumns(permitted, prefs.choice), [permitted, prefs.choice]);
  const bulkActions = permittedActions(props.bulk);
  const selectable = bulkActions.length > 0 && !props.card;
  const selection = useSelection(list.rows, props.bulk?.rowName ?? noName);
  // Another search or filter is another set of rows: what was selected under the old one is let go.
  const filterKey = JSON.stringify({ ...list.search, page: undefined, sort: undefined });
  const { clear: clearSelection } = selection;
  useEffect(() => clearSelection(), [filterKey, clearSelection]);
  // The checkbox column leads, outside the admin's arrangement (column-prefs.ts FIXED_COLUMNS).
  const columns = useMemo(
    () => (selectable ? [selectionColumn<Row>(), ...shown] : shown),
    [selectable, shown],
  );
  const exporter = useListExport(
    props.title,
    // The file has the columns as the admin arranged them.
    props.exportColumns ? permittedColumns(props.exportColumns) : shown,
    props.exportable === false ? undefined : list.fetchAll,
  );
  const exportButton = exporter.available ? <ExportButton exporter={exporter} /> : null;
  const actions =
    props.addNew !== undefined ? (
      <>
        <AddNewLink to={props.addNew} variant={props.actions || exportButton ? 'outline' : 'default'} />
        {props.actions}
        {exportButton}
      </>
    ) : (
      <>
        {props.actions}
        {exportButton}
      </>
    );
  return (
    <section>
      <PageHeader
        title={props.title}
        count={list.total}
        countIsLowerBound={list.totalIsLowerBound}
        actions={actions}
      />
      {hasViews ? (
        <ViewsBar
          listKey={listKey}
          title={props.title}
          search={list.search}
          columns={permitted}
          shown={shown}
          choice={prefs.choice}
          saveColumns={prefs.save}
        />
      ) : null}
      {props.toolbar}
      {exporter.progress ? <ExportProgressBar progress={exporter.progress} /> : null}
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
      <LiveChangesNotice listKey={listKey} rows={list.rows} onRefresh={list.retry} />
      {selectable ? (
        <BulkBar selection={selection} actions={bulkActions} total={list.total} fetchAll={list.fetchAll} />
      ) : null}
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
        <SelectionProvider selection={selection}>
          <DataTable
            label={props.label ?? props.title}
            columns={columns}
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
            isRowSelected={selectable ? selection.isSelected : undefined}
          />
        </SelectionProvider>
      )}
    </section>
  );
}
