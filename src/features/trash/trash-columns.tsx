import { RotateCcw } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { column, dateCell, figureColumn, indexColumn, textColumn } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { readFragment, type FragmentType } from '@/gql';
import { TrashRowFragmentDoc, type TrashKind, type TrashRowFragment } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';
import { formatDate, formatDateTime } from '@/lib/format';
import { TRASH_KIND_WORDS } from '@/lib/trash';

/**
 * A row of a Trash list. Ids are per table, so a review and a category may share one: the row's `id` is
 * kind and id together, `recordId` the record's own.
 */
export type TrashRow = Omit<TrashRowFragment, 'id'> & { id: string; recordId: string };

/** Unmasks one row of a Trash list, once per row. */
export function readTrashRow(ref: FragmentType<typeof TrashRowFragmentDoc>): TrashRow {
  const row = readFragment(TrashRowFragmentDoc, ref);
  return { ...row, id: `${row.kind}:${row.id}`, recordId: row.id };
}

export interface TrashRowActions {
  /** Whether the admin may restore and delete for good here (the area's `delete`, as on the server). */
  allowed: boolean;
  restore: (kind: TrashKind, id: string) => Promise<ActionResult<unknown>>;
  purge: (kind: TrashKind, id: string) => Promise<ActionResult<unknown>>;
  /** The row whose restore is on its way, so its button waits. */
  restoring: string | undefined;
}

/** Running number, kind, title, when and by whom deleted, the day it goes for good, Restore and Delete for good. */
export function trashColumns(page: number, actions: TrashRowActions): DataTableColumn<TrashRow>[] {
  const columns: DataTableColumn<TrashRow>[] = [
    indexColumn(page),
    column(
      'kind',
      'Kind',
      (r) => <span className="whitespace-nowrap">{TRASH_KIND_WORDS[r.kind]}</span>,
      (r) => TRASH_KIND_WORDS[r.kind],
    ),
    textColumn('title', 'Title', (r) => r.title, 50),
    figureColumn(
      'deletedAt',
      'Deleted',
      (r) => formatDateTime(r.deletedAt),
      (r) => dateCell(r.deletedAt),
    ),
    column(
      'deletedBy',
      'Deleted by',
      (r) => r.deletedByName ?? '-',
      (r) => r.deletedByName ?? '',
    ),
    // The day is enough: the purge runs hourly.
    figureColumn(
      'purgeAt',
      'Kept until',
      (r) => formatDate(r.purgeAt),
      (r) => dateCell(r.purgeAt),
    ),
  ];
  if (!actions.allowed) return columns;
  return [
    ...columns,
    column('action', 'Action', (r) => {
      const name = `${TRASH_KIND_WORDS[r.kind]} ${r.title}`;
      return (
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Restore ${name}`}
            disabled={actions.restoring === r.id}
            onClick={() => void actions.restore(r.kind, r.recordId)}
          >
            <RotateCcw aria-hidden="true" /> Restore
          </Button>
          <ConfirmDelete
            name={name}
            description={`${name} will be deleted for good. This cannot be undone.`}
            onConfirm={() => actions.purge(r.kind, r.recordId)}
            trigger={
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive"
                aria-label={`Delete for good: ${name}`}
              >
                Delete for good
              </Button>
            }
          />
        </div>
      );
    }),
  ];
}
