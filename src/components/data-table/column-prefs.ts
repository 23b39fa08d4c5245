import { useQueryClient } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { readFragment } from '@/gql';
import { ListColumnsItemFragmentDoc } from '@/gql/graphql';
import {
  adminListColumnsQueryKey,
  useAdminListColumnsQuery,
  useAdminSaveListColumnsMutation,
} from '@/gql/hooks';
import type { DataTableColumn } from './data-table';

/** A list's columns as an admin arranged them: every column id in order, and the hidden ones. */
export interface ColumnChoice {
  order: readonly string[];
  hidden: readonly string[];
}

/**
 * Columns no admin can hide or move: the row actions (`action`) and the row checkbox (`select`). They
 * keep their own places, first or last, around the ones the admin arranges.
 */
export const FIXED_COLUMNS: ReadonlySet<string> = new Set(['action', 'select']);

export const isFixedColumn = (id: string | undefined) => id === undefined || FIXED_COLUMNS.has(id);

/** A column's name in words, for the chooser: its label, or its header when that is text. */
export function columnLabel<Row extends RowData>(col: DataTableColumn<Row>): string {
  if (col.meta?.label) return col.meta.label;
  return typeof col.header === 'string' ? col.header : (col.id ?? '');
}

/**
 * The columns in the admin's order without the hidden ones. A column the choice does not know (added to
 * the list since) keeps its place after the columns before it; the fixed ones never move or hide.
 */
export function arrangeColumns<Row extends RowData>(
  columns: DataTableColumn<Row>[],
  choice: ColumnChoice | null | undefined,
): DataTableColumn<Row>[] {
  if (!choice) return columns;
  const rank = new Map(choice.order.map((id, i) => [id, i]));
  const hidden = new Set(choice.hidden);
  const movable = columns.map((col, i) => ({ col, i })).filter(({ col }) => !isFixedColumn(col.id));
  // Unknown columns sort just after the known column that precedes them in the list's own order.
  let last = -1;
  const keyed = movable.map(({ col, i }) => {
    const known = col.id !== undefined ? rank.get(col.id) : undefined;
    if (known !== undefined) last = known;
    return { col, key: known ?? last + 0.5, i };
  });
  keyed.sort((a, b) => a.key - b.key || a.i - b.i);
  const arranged = keyed.filter(({ col }) => !hidden.has(col.id ?? '')).map(({ col }) => col);
  const firstMovable = columns.findIndex((col) => !isFixedColumn(col.id));
  const before = columns.slice(0, Math.max(firstMovable, 0)).filter((col) => isFixedColumn(col.id));
  const after = columns.filter((col, i) => isFixedColumn(col.id) && i > firstMovable);
  return [...before, ...arranged, ...after];
}

/**
 * The signed-in admin's columns of one list, kept on the server (adminListColumns, docs/saved-views.md):
 * `choice` (null: the list's own), `save` to keep a new one, `reset` for the list's own again.
 */
export function useColumnPrefs(listKey: string, enabled = true) {
  const client = useQueryClient();
  const query = useAdminListColumnsQuery({ listKey }, { staleTime: Infinity, enabled });
  const ref = query.data?.adminListColumns.columns;
  const choice = useMemo(() => (ref ? readFragment(ListColumnsItemFragmentDoc, ref) : null), [ref]);
  const { mutateAsync } = useAdminSaveListColumnsMutation({
    onSuccess: (data) =>
      client.setQueryData(adminListColumnsQueryKey({ listKey }), {
        adminListColumns: data.adminSaveListColumns,
      }),
  });
  const save = useCallback(
    async (next: ColumnChoice | null) => {
      try {
        await mutateAsync({
          listKey,
          columns: next ? { order: [...next.order], hidden: [...next.hidden] } : null,
        });
        return true;
      } catch {
        // Reported once by the mutation cache (src/lib/query-client.ts).
        return false;
      }
    },
    [listKey, mutateAsync],
  );
  return { choice, isLoading: query.isPending, save };
}
